// Baseline: one thread per element, scalar loads. Correct for every n, deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif

__global__ void vector_add_kernel(const float* __restrict__ a, const float* __restrict__ b,
                                  float* __restrict__ c, int64_t n)
{
    int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

KILN_ENTRY(kiln_vector_add)
{
    const int64_t n = params[0];
    const float* a = static_cast<const float*>(tensors[0].data);
    const float* b = static_cast<const float*>(tensors[1].data);
    float* c = static_cast<float*>(tensors[2].data);
    const int64_t blocks = (n + BLOCK - 1) / BLOCK;
    vector_add_kernel<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(a, b, c, n);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
