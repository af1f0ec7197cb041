// Baseline (the default build, WARP_ROW_MAX=0): one block per row and k rounds; round r re-reads the whole
// row and takes, with a block-wide argmax, the best element ranked after the one chosen in round r-1.
// Order: larger value first, and on equal values the smaller index first. Correct for every 1 <= k <= n;
// deliberately plain (k passes).
// WARP_ROW_MAX > 0 (a tunable, task.yaml) switches on one warp per row for rows of n <= WARP_ROW_MAX: the
// row is read once into registers (lane l holds columns l, l + 32, ...), then the same k rounds run as a
// lane-local best plus a warp shuffle argmax, with no barrier and no global re-read. Its blocks have a
// fixed WARP_KERNEL_THREADS threads, so BLOCK tunes only the longer rows, which keep the block-per-row kernel.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <math.h>
#include <limits.h>

#ifndef BLOCK
#define BLOCK 256  // threads per row, a multiple of 32 up to 1024
#endif

// true when (va, ia) ranks before (vb, ib)
__device__ __forceinline__ bool ranks_before(float va, int va_i, float vb, int vb_i)
{
    return va > vb || (va == vb && va_i < vb_i);
}

__global__ void __launch_bounds__(BLOCK)
topk_k_rounds(const float* __restrict__ x, float* __restrict__ out_values, int32_t* __restrict__ out_indices,
              int64_t n, int32_t k)
{
    __shared__ float warp_v[BLOCK / 32];
    __shared__ int warp_i[BLOCK / 32];
    __shared__ float chosen_v;
    __shared__ int chosen_i;

    const int64_t row = blockIdx.x;
    const float* xr = x + row * n;
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;

    float prev_v = INFINITY;  // (prev_v, prev_i): the element chosen in the previous round;
    int prev_i = -1;          // (+inf, -1) ranks before every element
    for (int32_t r = 0; r < k; ++r) {
        float best_v = -INFINITY;  // (-inf, INT_MAX): "nothing found yet", ranks after every element
        int best_i = INT_MAX;
        for (int64_t j = threadIdx.x; j < n; j += BLOCK) {
            const float v = xr[j];
            if (ranks_before(prev_v, prev_i, v, (int)j) && ranks_before(v, (int)j, best_v, best_i)) {
                best_v = v;
                best_i = (int)j;
            }
        }
        for (int offset = 16; offset > 0; offset >>= 1) {
            const float ov = __shfl_down_sync(0xffffffffu, best_v, offset);
            const int oi = __shfl_down_sync(0xffffffffu, best_i, offset);
            if (ranks_before(ov, oi, best_v, best_i)) {
                best_v = ov;
                best_i = oi;
            }
        }
        if (lane == 0) {
            warp_v[warp] = best_v;
            warp_i[warp] = best_i;
        }
        __syncthreads();
        if (warp == 0) {
            best_v = lane < BLOCK / 32 ? warp_v[lane] : -INFINITY;
            best_i = lane < BLOCK / 32 ? warp_i[lane] : INT_MAX;
            for (int offset = 16; offset > 0; offset >>= 1) {
                const float ov = __shfl_down_sync(0xffffffffu, best_v, offset);
                const int oi = __shfl_down_sync(0xffffffffu, best_i, offset);
                if (ranks_before(ov, oi, best_v, best_i)) {
                    best_v = ov;
                    best_i = oi;
                }
            }
            if (lane == 0) {
                out_values[row * k + r] = best_v;
                out_indices[row * k + r] = best_i;
                chosen_v = best_v;
                chosen_i = best_i;
            }
        }
        __syncthreads();
        prev_v = chosen_v;
        prev_i = chosen_i;
    }
}

#ifndef WARP_ROW_MAX
#define WARP_ROW_MAX 0  // rows up to this length go one warp per row; 0: every row goes one block per row
#endif

#if WARP_ROW_MAX > 0
static_assert(WARP_ROW_MAX % 32 == 0 && WARP_ROW_MAX <= 2048, "WARP_ROW_MAX: a multiple of 32, at most 2048");
#define WARP_SLOTS (WARP_ROW_MAX / 32)  // the most row elements per lane, all in registers
#define WARP_KERNEL_THREADS 128         // 4 rows per block: enough blocks to fill the GPU from ~500 rows

// SLOTS = ceil(n / 32) rounded up to a power of two (at most WARP_SLOTS): one instance per size, so every
// loop over the slots is fully unrolled with no early exit and the row stays in registers.
template <int SLOTS>
__global__ void __launch_bounds__(WARP_KERNEL_THREADS)
topk_warp_per_row(const float* __restrict__ x, float* __restrict__ out_values, int32_t* __restrict__ out_indices,
                  int64_t rows, int32_t n, int32_t k)
{
    const int lane = threadIdx.x & 31;
    const int64_t row = (int64_t)blockIdx.x * (WARP_KERNEL_THREADS / 32) + (threadIdx.x >> 5);
    if (row >= rows)
        return;  // the whole warp: row is the same for its 32 lanes
    const float* xr = x + row * n;

    // Slot t of lane l is column t * 32 + l; columns >= n read as -inf and, having an index >= n, rank
    // after every real element (k <= n, so none is ever chosen).
    float v[SLOTS];
#pragma unroll
    for (int t = 0; t < SLOTS; ++t) {
        const int j = t * 32 + lane;
        v[t] = j < n ? __ldg(xr + j) : -INFINITY;
    }

    float prev_v = INFINITY;  // the element chosen in the previous round; (+inf, -1) ranks before all
    int prev_i = -1;
    float keep_v = 0;  // lane l keeps the result of round r with r % 32 == l until 32 are written at once
    int keep_i = 0;
    for (int32_t r = 0; r < k; ++r) {
        float best_v = -INFINITY;  // (-inf, INT_MAX): nothing found yet
        int best_i = INT_MAX;
#pragma unroll
        for (int t = 0; t < SLOTS; ++t) {
            const int j = t * 32 + lane;
            if (ranks_before(prev_v, prev_i, v[t], j) && ranks_before(v[t], j, best_v, best_i)) {
                best_v = v[t];
                best_i = j;
            }
        }
        for (int offset = 16; offset > 0; offset >>= 1) {  // xor: every lane ends with the warp's best
            const float ov = __shfl_xor_sync(0xffffffffu, best_v, offset);
            const int oi = __shfl_xor_sync(0xffffffffu, best_i, offset);
            if (ranks_before(ov, oi, best_v, best_i)) {
                best_v = ov;
                best_i = oi;
            }
        }
        if (lane == (r & 31)) {
            keep_v = best_v;
            keep_i = best_i;
        }
        if ((r & 31) == 31 || r == k - 1) {  // coalesced: results r - (r % 32) .. r
            const int32_t first = r & ~31;
            if (first + lane <= r) {
                out_values[row * k + first + lane] = keep_v;
                out_indices[row * k + first + lane] = keep_i;
            }
        }
        prev_v = best_v;
        prev_i = best_i;
    }
}

// Launches the smallest instance with SLOTS * 32 >= n.
template <int SLOTS>
int launch_warp_per_row(const float* x, float* values, int32_t* indices, int64_t rows, int32_t n, int32_t k,
                        cudaStream_t s)
{
    if constexpr (SLOTS < WARP_SLOTS) {
        if (n > SLOTS * 32)
            return launch_warp_per_row<(SLOTS * 2 < WARP_SLOTS ? SLOTS * 2 : WARP_SLOTS)>(x, values, indices, rows,
                                                                                         n, k, s);
    }
    const int64_t blocks = (rows + WARP_KERNEL_THREADS / 32 - 1) / (WARP_KERNEL_THREADS / 32);
    topk_warp_per_row<SLOTS><<<(unsigned)blocks, WARP_KERNEL_THREADS, 0, s>>>(x, values, indices, rows, n, k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
#endif

KILN_ENTRY(kiln_topk)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t rows = params[0], n = params[1], k = params[2];
    if (rows <= 0 || n <= 0 || k <= 0 || k > n || n > 2147483647LL || rows > 2147483647LL)
        return 1;
#if WARP_ROW_MAX > 0
    if (n <= WARP_ROW_MAX)
        return launch_warp_per_row<1>(static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data),
                                      static_cast<int32_t*>(tensors[2].data), rows, (int32_t)n, (int32_t)k,
                                      static_cast<cudaStream_t>(stream));
#endif
    topk_k_rounds<<<(unsigned)rows, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), n, (int32_t)k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
