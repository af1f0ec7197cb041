// Inputs: fresh pseudo-random tensor contents on the host, per seed, from the task's init distribution.
// Counter-based (each chunk seeded from seed, tensor and chunk index), so generation runs on all cores and
// the same seed always gives the same bytes, whatever the thread count.
#pragma once

#include "request.h"

#include <vector>

namespace kiln::harness {

// Fills `out` (numel elements of `dtype`) from `init`.
void generate(void* out, DType dtype, size_t numel, const InitDecl& init, uint64_t seed);

size_t numelOf(const std::vector<int64_t>& shape);

// FNV-1a over the bytes: detects inputs a candidate changed.
uint64_t checksum(const void* data, size_t bytes);

} // namespace kiln::harness
