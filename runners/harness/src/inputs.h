// Inputs: fresh pseudo-random tensor contents on the host, per seed, from the task's init distribution.
// Counter-based (each chunk seeded from seed, tensor and chunk index), so generation runs on all cores and
// the same seed always gives the same bytes, whatever the thread count.
#pragma once

#include "bulkmath.h"
#include "request.h"

#include <vector>

namespace kiln::harness {

// Fills `out` (numel elements of `dtype`) from `init`.
void generate(void* out, DType dtype, size_t numel, const InitDecl& init, uint64_t seed);

size_t numelOf(const std::vector<int64_t>& shape);

// FNV-1a over the bytes: detects inputs a candidate changed.
uint64_t checksum(const void* data, size_t bytes);

// The device generator's side (bulk_gpu.cu): whether it can generate `init` (not `permutation`), the
// resolved parameters it needs, and a host replica of what it produces, for the cross-check.
bool deviceGenerates(const InitDecl& init);
bulk::GenParams genParams(const InitDecl& init, uint64_t seed);
void generateReplica(void* out, DType dtype, size_t numel, const bulk::GenParams& params);

// The device's input checksum (bulkmath.h) computed on the host, for the cross-check.
uint64_t positionalChecksum(const void* data, size_t bytes);

} // namespace kiln::harness
