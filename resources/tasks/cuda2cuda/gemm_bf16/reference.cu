// Trusted reference (never copied to a workspace): 16x16 shared-memory tiles, double accumulation,
// one rounding to bf16 at the end. Products of two bf16 values are exact in float and in double.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#define TILE 16

__global__ void reference_gemm_bf16(const __nv_bfloat16* A, const __nv_bfloat16* B, __nv_bfloat16* C,
                                    int64_t M, int64_t N, int64_t K)
{
    __shared__ float As[TILE][TILE];   // As[r][kk] = A[row0 + r][k0 + kk]
    __shared__ float Bs[TILE][TILE];   // Bs[kk][c] = B[k0 + kk][col0 + c]
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int64_t row = blockIdx.y * (int64_t)TILE + ty;
    const int64_t col = blockIdx.x * (int64_t)TILE + tx;
    double acc = 0.0;
    for (int64_t k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = (row < M && k0 + tx < K) ? __bfloat162float(A[row * K + k0 + tx]) : 0.0f;
        Bs[ty][tx] = (k0 + ty < K && col < N) ? __bfloat162float(B[(k0 + ty) * N + col]) : 0.0f;
        __syncthreads();
        for (int kk = 0; kk < TILE; ++kk)
            acc += (double)As[ty][kk] * (double)Bs[kk][tx];
        __syncthreads();
    }
    if (row < M && col < N)
        C[row * N + col] = __double2bfloat16(acc);
}

KILN_ENTRY(kiln_gemm_bf16)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t M = params[0], N = params[1], K = params[2];
    if (M <= 0 || N <= 0 || K <= 0 || (M + TILE - 1) / TILE > 65535)
        return 1;
    const dim3 block(TILE, TILE);
    const dim3 grid((unsigned)((N + TILE - 1) / TILE), (unsigned)((M + TILE - 1) / TILE));
    reference_gemm_bf16<<<grid, block, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<__nv_bfloat16*>(tensors[2].data), M, N, K);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
