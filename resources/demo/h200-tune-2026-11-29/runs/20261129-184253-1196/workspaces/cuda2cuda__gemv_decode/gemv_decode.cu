// Baseline: one warp per output row; each lane strides over K with scalar 2-byte loads, fp32
// accumulation, a warp shuffle reduction at the end. Correct for every N, K; deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256  // threads per block = BLOCK / 32 rows per block
#endif

__global__ void __launch_bounds__(BLOCK)
gemv_warp_per_row(const __nv_bfloat16* __restrict__ W, const __nv_bfloat16* __restrict__ x,
                  __nv_bfloat16* __restrict__ y, int64_t N, int64_t K)
{
    const int lane = threadIdx.x & 31;
    const int64_t row = blockIdx.x * (int64_t)(BLOCK / 32) + (threadIdx.x >> 5);
    if (row >= N)
        return;  // the whole warp leaves together
    const __nv_bfloat16* w = W + row * K;
    float acc = 0.0f;
    for (int64_t k = lane; k < K; k += 32)
        acc = fmaf(__bfloat162float(w[k]), __bfloat162float(x[k]), acc);
    for (int offset = 16; offset > 0; offset >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, offset);
    if (lane == 0)
        y[row] = __float2bfloat16_rn(acc);
}

KILN_ENTRY(kiln_gemv_decode)
{
    if (num_tensors != 3 || num_params != 2)
        return 1;
    const int64_t N = params[0], K = params[1];
    if (N <= 0 || K <= 0)
        return 1;
    const int64_t rows_per_block = BLOCK / 32;
    const int64_t blocks = (N + rows_per_block - 1) / rows_per_block;
    if (blocks > 2147483647LL)
        return 1;
    gemv_warp_per_row<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<__nv_bfloat16*>(tensors[2].data), N, K);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
