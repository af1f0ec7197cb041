// Bulk GPU operations: input generation, input checksum and output comparison as kernels (bulk_gpu.cu),
// so gigabyte tensors never cross to the host on the passing path. Plain C++ declarations: backend_gpu.cpp
// is compiled by the host compiler and calls these launchers. Every launcher is asynchronous on `stream`
// and returns the runtime's error code (0 = success) as an int, so this header needs no runtime header.
#pragma once

#include "bulkmath.h"

#include <cstddef>
#include <cstdint>

namespace kiln::harness::gpu {

// Comparison kernels reduce per block into at most this many partial results; the host merges them.
constexpr int kMaxCompareBlocks = 1024;

// One block's share of CompareCounts (compare.h). Plain integer and double fields so it crosses the
// host/device boundary as bytes.
struct ComparePartial
{
    unsigned long long matched, unwritten, nonFinite, largeRef, lowPrecision;
    double maxAbs, maxRel;
    int allZero, refNonZero;
};

// The tolerance rule of one output tensor (request.h's Tolerance, plus the precision flag's threshold).
struct CompareRule
{
    double atol, rtol;
    double largeRefMin; // |reference| above which an fp32 element counts towards the precision flag
};

// Fills numel elements of `dtype` (DType's numbering) with params' distribution.
int launchGenerate(void* dst, int dtype, size_t numel, const bulk::GenParams& params, void* stream);

// Adds the checksum terms of `bytes` bytes at `src` (8-byte aligned) into *deviceSum, which the caller
// zeroed; the caller applies bulk::checksumFinish to the result.
int launchChecksum(const void* src, size_t bytes, unsigned long long* deviceSum, void* stream);

// Compares numel elements; writes `blocks` partials (1 <= blocks <= kMaxCompareBlocks) into devicePartials.
int launchCompare(const void* got, const void* expected, int dtype, size_t numel, const CompareRule& rule,
                  ComparePartial* devicePartials, int& blocks, void* stream);

// Reads `bytes` bytes at `buffer` (16-byte aligned) and discards them: an L2 flush that leaves clean lines.
// `sink` is a device word the kernel practically never writes (it keeps the loads from being optimized out).
int launchReadFlush(const void* buffer, size_t bytes, unsigned int* sink, void* stream);

// The hold of a timed call: `blocks` blocks of holdThreads() threads (holdBlocks(): as many as fit on the
// device at once, so it fills it) wait until *go >= seq, the last one to arrive having written *ready = seq;
// after `limitCycles` cycles it gives up and writes *expired = seq. go, ready, expired and clocks are device
// pointers to mapped host memory (the control block, wire.h); arrivals and flag are device memory, zeroed
// once. Work queued behind it on `stream` starts when it lets go (runner.cpp).
int holdThreads();
int holdBlocks(int device);
int launchHoldAll(const unsigned* go, unsigned seq, unsigned* ready, unsigned* expired, long long* clocks,
                  unsigned long long* arrivals, unsigned* flag, long long limitCycles, int blocks, void* stream);
// Writes *word = value (mapped host memory) once the stream's earlier work has ended.
int launchMark(unsigned* word, unsigned value, void* stream);
// One empty kernel: a runner's calibration call.
int launchEmpty(void* stream);

} // namespace kiln::harness::gpu
