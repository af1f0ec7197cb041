// Baseline: each thread adds ITEMS block-strided elements, a shared-memory tree reduces the block, and one
// atomicAdd per block accumulates into the output (zeroed first). Correct for every n, deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 4
#endif
#ifndef VEC
#define VEC 1 // consecutive floats per item, loaded as one float2 / float4; 1 is the scalar baseline
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");
static_assert(ITEMS >= 1, "ITEMS: at least 1");
static_assert(VEC == 1 || VEC == 2 || VEC == 4, "VEC: 1, 2 or 4 floats (at most 16 bytes)");

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
#endif

#if VEC == 1
__global__ void __launch_bounds__(BLOCK) reduce_sum_kernel(const float* __restrict__ x, float* __restrict__ out,
                                                          int64_t n)
#else
__global__ void __launch_bounds__(BLOCK) reduce_sum_kernel(const float* __restrict__ x, float* __restrict__ out,
                                                          int64_t n, bool aligned)
#endif
{
    __shared__ float partial[BLOCK];
#if VEC == 1
    const int64_t base = (int64_t)blockIdx.x * (BLOCK * ITEMS) + threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < ITEMS; ++k) {
        const int64_t i = base + (int64_t)k * BLOCK;
        if (i < n)
            acc += x[i];
    }
#else
    // Each item is VEC consecutive floats (one vector access when whole and x is aligned, which the launch
    // checks once: `aligned`), items BLOCK * VEC apart.
    const int64_t base = (int64_t)blockIdx.x * ((int64_t)BLOCK * ITEMS * VEC) + (int64_t)threadIdx.x * VEC;
    float acc = 0.0f;
    for (int k = 0; k < ITEMS; ++k) {
        const int64_t i = base + (int64_t)k * BLOCK * VEC;
        if (aligned && i + VEC <= n) {
            FVec v;
            v.raw = *reinterpret_cast<const FloatRaw*>(x + i);
#pragma unroll
            for (int e = 0; e < VEC; ++e)
                acc += v.e[e];
        } else {
            for (int64_t j = i; j < i + VEC && j < n; ++j)
                acc += x[j];
        }
    }
#endif
    partial[threadIdx.x] = acc;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s)
            partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, partial[0]);
}

KILN_ENTRY(kiln_reduce_sum)
{
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || tensors[0].dtype != KILN_F32 || tensors[1].dtype != KILN_F32 || kiln_numel(&tensors[0]) != n ||
        kiln_numel(&tensors[1]) != 1)
        return 1;
    const float* x = static_cast<const float*>(tensors[0].data);
    float* out = static_cast<float*>(tensors[1].data);
    cudaStream_t s = static_cast<cudaStream_t>(stream);

    const int64_t per_block = (int64_t)BLOCK * ITEMS * VEC;
    const int64_t blocks = (n + per_block - 1) / per_block;
    if (blocks > 2147483647LL)
        return 1;
    if (cudaMemsetAsync(out, 0, sizeof(float), s) != cudaSuccess)
        return 1;
#if VEC == 1
    reduce_sum_kernel<<<(unsigned)blocks, BLOCK, 0, s>>>(x, out, n);
#else
    reduce_sum_kernel<<<(unsigned)blocks, BLOCK, 0, s>>>(x, out, n, aligned_for_vec(x));
#endif
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
