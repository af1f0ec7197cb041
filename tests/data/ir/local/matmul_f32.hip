// Baseline: classic shared-memory (LDS) tiled SGEMM. Each TILE x TILE block computes a TILE x TILE tile of C,
// one element per thread, staging TILE-wide slabs of A and B through LDS. Correct for every shape
// (out-of-range loads are zero-filled), deliberately plain.
#include <kiln/kernel_abi.h>
#include <hip/hip_runtime.h>

#ifndef TILE
#define TILE 16
#endif

__global__ void __launch_bounds__(TILE * TILE) matmul_tiled(const float* __restrict__ A, const float* __restrict__ B,
                                                            float* __restrict__ C, int64_t M, int64_t N, int64_t K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int64_t row = static_cast<int64_t>(blockIdx.y) * TILE + ty;
    const int64_t col = static_cast<int64_t>(blockIdx.x) * TILE + tx;
    float acc = 0.0f;
    for (int64_t k0 = 0; k0 < K; k0 += TILE) {
        As[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0.0f;
        Bs[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
        __syncthreads();
        for (int kk = 0; kk < TILE; ++kk)
            acc += As[ty][kk] * Bs[kk][tx];
        __syncthreads();
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}

KILN_ENTRY(kiln_matmul_f32)
{
    if (num_tensors != 3 || num_params < 3)
        return 1;
    const int64_t M = params[0], N = params[1], K = params[2];
    if (M <= 0 || N <= 0 || K <= 0)
        return 1;
    if (tensors[0].rank != 2 || tensors[0].shape[0] != M || tensors[0].shape[1] != K ||
        tensors[1].rank != 2 || tensors[1].shape[0] != K || tensors[1].shape[1] != N ||
        tensors[2].rank != 2 || tensors[2].shape[0] != M || tensors[2].shape[1] != N)
        return 1;
    const int64_t gx = (N + TILE - 1) / TILE, gy = (M + TILE - 1) / TILE;
    if (gx > 0x7fffffff || gy > 65535)
        return 1;
    hipLaunchKernelGGL(matmul_tiled, dim3(static_cast<unsigned>(gx), static_cast<unsigned>(gy)), dim3(TILE, TILE), 0,
                       static_cast<hipStream_t>(stream), static_cast<const float*>(tensors[0].data),
                       static_cast<const float*>(tensors[1].data), static_cast<float*>(tensors[2].data), M, N, K);
    return hipGetLastError() == hipSuccess ? 0 : 1;
}
