// Naive fp32 GEMM, one thread per output, no shared memory, no tensor cores: NO_TENSOR_CORES expected
// (FFMA in the inner loop on line 14, no HMMA/HGMMA anywhere).
#include <cuda_runtime.h>

__global__ void __launch_bounds__(256)
naive_gemm(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N)
        return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
        acc = fmaf(A[row * K + k], B[k * N + col], acc);
    C[row * N + col] = acc;
}
