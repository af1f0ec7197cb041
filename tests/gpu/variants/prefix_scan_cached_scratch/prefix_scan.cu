// tests/gpu/scan-gap-probe.sh: the bundled prefix scan with its per-call scratch kept instead of allocated
// stream-ordered inside every call (the only change).
// Baseline: the textbook three-phase scan. (1) each block scans BLOCK elements in shared memory
// (Hillis-Steele, log2(BLOCK) steps) and writes its total; (2) the block totals are scanned the same way,
// recursively; (3) every block adds the total of the blocks before it. Temporary storage for the totals
// comes from the stream-ordered allocator. Correct for every n; deliberately plain (several passes).
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256  // elements (= threads) per block
#endif
#ifndef ITEMS
#define ITEMS 1 // consecutive elements per thread (4, 8, 16: int4 accesses); 1 is the baseline, one element each
#endif
static_assert(ITEMS == 1 || ITEMS == 4 || ITEMS == 8 || ITEMS == 16, "ITEMS: 1, 4, 8 or 16 elements per thread");

#if ITEMS == 1
__global__ void __launch_bounds__(BLOCK)
scan_block(const int32_t* in, int32_t* out, int32_t* block_totals, int64_t n)
{
    __shared__ int32_t s[BLOCK];
    const int t = threadIdx.x;
    const int64_t i = blockIdx.x * (int64_t)BLOCK + t;
    s[t] = i < n ? in[i] : 0;  // in may alias out: every block reads its own elements before writing them
    __syncthreads();
    for (int offset = 1; offset < BLOCK; offset <<= 1) {
        const int32_t add = t >= offset ? s[t - offset] : 0;
        __syncthreads();
        s[t] += add;
        __syncthreads();
    }
    if (i < n)
        out[i] = s[t];
    if (block_totals != nullptr && t == BLOCK - 1)
        block_totals[blockIdx.x] = s[BLOCK - 1];
}

__global__ void __launch_bounds__(BLOCK)
add_block_offsets(int32_t* out, const int32_t* scanned_totals, int64_t n)
{
    const int64_t i = blockIdx.x * (int64_t)BLOCK + threadIdx.x;
    if (blockIdx.x > 0 && i < n)
        out[i] += scanned_totals[blockIdx.x - 1];
}

static int64_t blocks_for(int64_t n) { return (n + BLOCK - 1) / BLOCK; }
#else
// ITEMS consecutive elements per thread (a tile of BLOCK * ITEMS per block): each thread scans its own
// elements sequentially, the block scans the BLOCK thread totals as the baseline does, then each thread adds
// the totals of the threads before it. Loads and stores are int4 (16 bytes) where whole and aligned.
constexpr int64_t TILE = (int64_t)BLOCK * ITEMS;

__global__ void __launch_bounds__(BLOCK)
scan_block(const int32_t* in, int32_t* out, int32_t* block_totals, int64_t n)
{
    __shared__ int32_t s[BLOCK];
    const int t = threadIdx.x;
    const int64_t base = blockIdx.x * TILE + (int64_t)t * ITEMS;
    const bool whole = base + ITEMS <= n && (uintptr_t)(in + base) % 16 == 0 && (uintptr_t)(out + base) % 16 == 0;
    int32_t v[ITEMS];  // in may alias out: every block reads its own elements before writing them
    if (whole) {
#pragma unroll
        for (int q = 0; q < ITEMS / 4; ++q) {
            const int4 w = reinterpret_cast<const int4*>(in + base)[q];
            v[4 * q] = w.x, v[4 * q + 1] = w.y, v[4 * q + 2] = w.z, v[4 * q + 3] = w.w;
        }
    } else {
#pragma unroll
        for (int m = 0; m < ITEMS; ++m)
            v[m] = base + m < n ? in[base + m] : 0;
    }
#pragma unroll
    for (int m = 1; m < ITEMS; ++m)
        v[m] += v[m - 1];
    s[t] = v[ITEMS - 1];
    __syncthreads();
    for (int offset = 1; offset < BLOCK; offset <<= 1) {
        const int32_t add = t >= offset ? s[t - offset] : 0;
        __syncthreads();
        s[t] += add;
        __syncthreads();
    }
    const int32_t before = t > 0 ? s[t - 1] : 0;
#pragma unroll
    for (int m = 0; m < ITEMS; ++m)
        v[m] += before;
    if (whole) {
#pragma unroll
        for (int q = 0; q < ITEMS / 4; ++q)
            reinterpret_cast<int4*>(out + base)[q] = make_int4(v[4 * q], v[4 * q + 1], v[4 * q + 2], v[4 * q + 3]);
    } else {
#pragma unroll
        for (int m = 0; m < ITEMS; ++m)
            if (base + m < n)
                out[base + m] = v[m];
    }
    if (block_totals != nullptr && t == BLOCK - 1)
        block_totals[blockIdx.x] = s[BLOCK - 1];
}

__global__ void __launch_bounds__(BLOCK)
add_block_offsets(int32_t* out, const int32_t* scanned_totals, int64_t n)
{
    if (blockIdx.x == 0)
        return;
    const int32_t add = scanned_totals[blockIdx.x - 1];
#pragma unroll
    for (int m = 0; m < ITEMS; ++m) {
        const int64_t i = blockIdx.x * TILE + (int64_t)m * BLOCK + threadIdx.x;
        if (i < n)
            out[i] += add;
    }
}

static int64_t blocks_for(int64_t n) { return (n + TILE - 1) / TILE; }
#endif

// Inclusive scan of in[0, n) into out; scratch holds the block totals of this level and of all deeper levels.
static void scan_level(const int32_t* in, int32_t* out, int64_t n, int32_t* scratch, cudaStream_t s)
{
    const int64_t blocks = blocks_for(n);
    if (blocks == 1) {
        scan_block<<<1, BLOCK, 0, s>>>(in, out, nullptr, n);
        return;
    }
    scan_block<<<(unsigned)blocks, BLOCK, 0, s>>>(in, out, scratch, n);
    scan_level(scratch, scratch, blocks, scratch + blocks, s);  // in place
    add_block_offsets<<<(unsigned)blocks, BLOCK, 0, s>>>(out, scratch, n);
}

KILN_ENTRY(kiln_prefix_scan)
{
    if (num_tensors != 2 || num_params != 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || blocks_for(n) > 2147483647LL)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    const int32_t* in = static_cast<const int32_t*>(tensors[0].data);
    int32_t* out = static_cast<int32_t*>(tensors[1].data);

    int64_t scratch_elems = 0;  // block totals of every level that has more than one block
    for (int64_t m = n; blocks_for(m) > 1; m = blocks_for(m))
        scratch_elems += blocks_for(m);
    // The probe's one change: scratch allocated once and kept (grown when a larger n needs more), so no
    // stream-ordered allocation or free sits between the timed call's kernels.
    static int32_t* scratch = nullptr;
    static int64_t capacity = 0;
    if (scratch_elems > capacity) {
        if (scratch != nullptr)
            cudaFree(scratch);
        scratch = nullptr;
        capacity = 0;
        if (cudaMalloc(reinterpret_cast<void**>(&scratch), (size_t)scratch_elems * sizeof(int32_t)) != cudaSuccess)
            return 1;
        capacity = scratch_elems;
    }
    scan_level(in, out, n, scratch, s);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
