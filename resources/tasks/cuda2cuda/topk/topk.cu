// Baseline: one block per row and k rounds; round r re-reads the whole row and takes, with a block-wide
// argmax, the best element ranked after the one chosen in round r-1. Order: larger value first, and on
// equal values the smaller index first. Correct for every 1 <= k <= n; deliberately plain (k passes).
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

KILN_ENTRY(kiln_topk)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t rows = params[0], n = params[1], k = params[2];
    if (rows <= 0 || n <= 0 || k <= 0 || k > n || n > 2147483647LL || rows > 2147483647LL)
        return 1;
    topk_k_rounds<<<(unsigned)rows, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), n, (int32_t)k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
