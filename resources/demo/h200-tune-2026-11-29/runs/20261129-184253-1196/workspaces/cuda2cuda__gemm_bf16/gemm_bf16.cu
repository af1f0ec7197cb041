// Baseline: one thread per output element, fp32 accumulation straight from global memory.
// No shared-memory tiling, no tensor cores. Correct for every M, N, K; deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK_X
#define BLOCK_X 32  // threads along N (consecutive columns: coalesced reads of B and writes of C)
#endif
#ifndef BLOCK_Y
#define BLOCK_Y 8   // threads along M
#endif

__global__ void __launch_bounds__(BLOCK_X * BLOCK_Y)
gemm_bf16_naive(const __nv_bfloat16* __restrict__ A, const __nv_bfloat16* __restrict__ B,
                __nv_bfloat16* __restrict__ C, int64_t M, int64_t N, int64_t K)
{
    const int64_t col = blockIdx.x * (int64_t)BLOCK_X + threadIdx.x;
    const int64_t row = blockIdx.y * (int64_t)BLOCK_Y + threadIdx.y;
    if (row >= M || col >= N)
        return;
    const __nv_bfloat16* a = A + row * K;   // row `row` of A
    const __nv_bfloat16* b = B + col;       // column `col` of B, stride N
    float acc = 0.0f;
    for (int64_t k = 0; k < K; ++k)
        acc = fmaf(__bfloat162float(a[k]), __bfloat162float(b[k * N]), acc);
    C[row * N + col] = __float2bfloat16_rn(acc);
}

KILN_ENTRY(kiln_gemm_bf16)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t M = params[0], N = params[1], K = params[2];
    if (M <= 0 || N <= 0 || K <= 0)
        return 1;
    const int64_t grid_x = (N + BLOCK_X - 1) / BLOCK_X;
    const int64_t grid_y = (M + BLOCK_Y - 1) / BLOCK_Y;
    if (grid_x > 2147483647LL || grid_y > 65535)
        return 1;
    const dim3 block(BLOCK_X, BLOCK_Y);
    const dim3 grid((unsigned)grid_x, (unsigned)grid_y);
    gemm_bf16_naive<<<grid, block, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<__nv_bfloat16*>(tensors[2].data), M, N, K);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
