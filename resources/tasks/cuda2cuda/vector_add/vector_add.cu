// Baseline: one thread per element, scalar loads. Correct for every n, deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1 // floats per thread, moved as one float2 / float4 access; 1 is the scalar baseline
#endif
static_assert(VEC == 1 || VEC == 2 || VEC == 4, "VEC: 1, 2 or 4 floats (at most 16 bytes)");

__global__ void vector_add_kernel(const float* __restrict__ a, const float* __restrict__ b,
                                  float* __restrict__ c, int64_t n)
{
    int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + b[i];
}

#if VEC > 1
template <int N> struct FloatBits;
template <> struct FloatBits<2> { using type = float2; };
template <> struct FloatBits<4> { using type = float4; };
using FloatRaw = FloatBits<VEC>::type;
union FVec {
    FloatRaw raw;
    float e[VEC];
};
static inline bool aligned_for_vec(const void* p) { return (uintptr_t)p % (4 * VEC) == 0; }

// VEC consecutive elements per thread; only launched when all three buffers are aligned to 4 * VEC bytes.
// The last thread's partial vector (n % VEC != 0) goes one element at a time.
__global__ void vector_add_vec_kernel(const float* __restrict__ a, const float* __restrict__ b,
                                      float* __restrict__ c, int64_t n)
{
    const int64_t i = (blockIdx.x * (int64_t)blockDim.x + threadIdx.x) * VEC;
    if (i + VEC <= n) {
        FVec x, y;
        x.raw = *reinterpret_cast<const FloatRaw*>(a + i);
        y.raw = *reinterpret_cast<const FloatRaw*>(b + i);
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            x.e[e] += y.e[e];
        *reinterpret_cast<FloatRaw*>(c + i) = x.raw;
    } else {
        for (int64_t k = i; k < n; ++k)
            c[k] = a[k] + b[k];
    }
}
#endif

KILN_ENTRY(kiln_vector_add)
{
    const int64_t n = params[0];
    const float* a = static_cast<const float*>(tensors[0].data);
    const float* b = static_cast<const float*>(tensors[1].data);
    float* c = static_cast<float*>(tensors[2].data);
#if VEC > 1
    if (aligned_for_vec(a) && aligned_for_vec(b) && aligned_for_vec(c)) {
        const int64_t vblocks = ((n + VEC - 1) / VEC + BLOCK - 1) / BLOCK;
        vector_add_vec_kernel<<<(unsigned)vblocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(a, b, c, n);
        return cudaGetLastError() == cudaSuccess ? 0 : 1;
    }
#endif
    const int64_t blocks = (n + BLOCK - 1) / BLOCK;
    vector_add_kernel<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(a, b, c, n);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
