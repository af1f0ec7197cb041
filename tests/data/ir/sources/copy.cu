// Two copies of the same bandwidth-bound kernel: one 4-byte load per thread (LDG.E / ld.global.f32)
// and one 16-byte load per thread (LDG.E.128 / ld.global.v4.f32). NARROW_GLOBAL_LOADS must fire on
// copy_scalar (line 8) and not on copy_float4.
#include <cuda_runtime.h>

__global__ void copy_scalar(const float* __restrict__ in, float* __restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i];
}

__global__ void copy_float4(const float4* __restrict__ in, float4* __restrict__ out, int n4)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n4) out[i] = in[i];
}
