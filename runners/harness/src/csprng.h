// Secure random numbers for the judge's choices that a candidate must not predict: which timed calls are
// verified, which input elements change before a call (docs/harness-protocol.md, "Trust domains"). From
// the kernel (getrandom), never from a seeded generator a candidate could replay.
#pragma once

#include <cstdint>

namespace kiln::harness {

uint64_t secureRandom();

} // namespace kiln::harness
