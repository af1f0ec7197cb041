// Trusted reference (never copied to a workspace): grid-stride loop, no tricks.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

__global__ void reference_vector_add(const float* a, const float* b, float* c, int64_t n)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        c[i] = a[i] + b[i];
}

KILN_ENTRY(kiln_vector_add)
{
    const int64_t n = params[0];
    reference_vector_add<<<1024, 256, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
        static_cast<float*>(tensors[2].data), n);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
