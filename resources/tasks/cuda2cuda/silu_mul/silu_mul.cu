// Baseline: one thread per output element over a flat index, split into (token, column) with a 64-bit
// division; scalar 2-byte loads of the gate and the up value, fp32 math. Correct for every shape,
// deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1 // bf16 columns per thread, one access each for gate, up and out; 1 is the scalar baseline
#endif
static_assert(VEC == 1 || VEC == 2 || VEC == 4 || VEC == 8, "VEC: 1, 2, 4 or 8 bf16 elements (at most 16 bytes)");

__global__ void __launch_bounds__(BLOCK) silu_mul_kernel(const __nv_bfloat16* __restrict__ x,
                                                        __nv_bfloat16* __restrict__ out, int64_t tokens,
                                                        int64_t d)
{
    const int64_t i = (int64_t)blockIdx.x * BLOCK + threadIdx.x;
    if (i >= tokens * d)
        return;
    const int64_t t = i / d;
    const int64_t j = i - t * d;
    const __nv_bfloat16* row = x + t * 2 * d;
    const float gate = __bfloat162float(row[j]);
    const float up = __bfloat162float(row[d + j]);
    const float silu = gate / (1.0f + expf(-gate));
    out[i] = __float2bfloat16(silu * up);
}

#if VEC > 1
// VEC bf16 values moved as one aligned access of 2 * VEC bytes.
template <int Bytes> struct RawBits;
template <> struct RawBits<4> { using type = unsigned int; };
template <> struct RawBits<8> { using type = uint2; };
template <> struct RawBits<16> { using type = uint4; };
using BfRaw = RawBits<2 * VEC>::type;
union BfVec {
    BfRaw raw;
    __nv_bfloat16 e[VEC];
};
__device__ __forceinline__ BfVec load_bf(const __nv_bfloat16* p)
{
    BfVec v;
    v.raw = *reinterpret_cast<const BfRaw*>(p);
    return v;
}
static inline bool aligned_for_vec(const void* p, int bytes) { return (uintptr_t)p % bytes == 0; }

// VEC consecutive columns of one token per thread; only launched when d % VEC == 0 and the buffers are
// aligned, so every vector starts on a 2 * VEC-byte boundary.
__global__ void __launch_bounds__(BLOCK) silu_mul_vec_kernel(const __nv_bfloat16* __restrict__ x,
                                                            __nv_bfloat16* __restrict__ out, int64_t tokens,
                                                            int64_t dv)
{
    const int64_t i = (int64_t)blockIdx.x * BLOCK + threadIdx.x; // vector index into out
    if (i >= tokens * dv)
        return;
    const int64_t t = i / dv;
    const int64_t j = (i - t * dv) * VEC;
    const int64_t d = dv * VEC;
    const __nv_bfloat16* row = x + t * 2 * d;
    const BfVec g = load_bf(row + j), u = load_bf(row + d + j);
    BfVec o;
#pragma unroll
    for (int e = 0; e < VEC; ++e) {
        const float gate = __bfloat162float(g.e[e]);
        const float silu = gate / (1.0f + expf(-gate));
        o.e[e] = __float2bfloat16(silu * __bfloat162float(u.e[e]));
    }
    *reinterpret_cast<BfRaw*>(out + i * VEC) = o.raw;
}
#endif

KILN_ENTRY(kiln_silu_mul)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t tokens = params[0], d = params[1];
    if (tokens <= 0 || d <= 0 || tensors[0].dtype != KILN_BF16 || tensors[1].dtype != KILN_BF16 ||
        kiln_numel(&tensors[0]) != tokens * 2 * d || kiln_numel(&tensors[1]) != tokens * d)
        return 1;
#if VEC > 1
    if (d % VEC == 0 && aligned_for_vec(tensors[0].data, 2 * VEC) && aligned_for_vec(tensors[1].data, 2 * VEC)) {
        const int64_t vblocks = (tokens * (d / VEC) + BLOCK - 1) / BLOCK;
        if (vblocks > 2147483647LL)
            return 1;
        silu_mul_vec_kernel<<<(unsigned)vblocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
            static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data),
            tokens, d / VEC);
        return cudaGetLastError() == cudaSuccess ? 0 : 1;
    }
#endif
    // The scalar kernel: the baseline, and the fallback for widths that are not a multiple of VEC.
    const int64_t blocks = (tokens * d + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    silu_mul_kernel<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data), tokens, d);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
