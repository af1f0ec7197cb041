// Trusted reference (never copied to a workspace): one thread per element of C, dot product accumulated
// in double from global memory, rounded once to fp32.
#include <kiln/kernel_abi.h>
#include <hip/hip_runtime.h>

__global__ void reference_matmul(const float* A, const float* B, float* C, int64_t M, int64_t N, int64_t K)
{
    const int64_t j = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    const int64_t i = static_cast<int64_t>(blockIdx.y) * blockDim.y + threadIdx.y;
    if (i >= M || j >= N)
        return;
    double acc = 0.0;
    for (int64_t k = 0; k < K; ++k)
        acc += static_cast<double>(A[i * K + k]) * static_cast<double>(B[k * N + j]);
    C[i * N + j] = static_cast<float>(acc);
}

KILN_ENTRY(kiln_matmul_f32)
{
    if (num_tensors != 3 || num_params < 3)
        return 1;
    const int64_t M = params[0], N = params[1], K = params[2];
    if (M <= 0 || N <= 0 || K <= 0)
        return 1;
    const dim3 block(32, 8);
    const dim3 grid(static_cast<unsigned>((N + 31) / 32), static_cast<unsigned>((M + 7) / 8));
    hipLaunchKernelGGL(reference_matmul, grid, block, 0, static_cast<hipStream_t>(stream),
                       static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
                       static_cast<float*>(tensors[2].data), M, N, K);
    return hipGetLastError() == hipSuccess ? 0 : 1;
}
