// Baseline: one thread per rotated pair (token, head, i < head_dim/2), scalar 2-byte loads and stores,
// the position and the cos/sin entries re-read by every thread. Correct for every shape; plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1 // consecutive pairs per thread, loaded as vectors (q: 2 * VEC bytes, cos/sin: 4 * VEC); 1 is the baseline
#endif
static_assert(VEC == 1 || VEC == 2 || VEC == 4 || VEC == 8, "VEC: 1, 2, 4 or 8 pairs (bf16 accesses of at most 16 bytes)");

__global__ void __launch_bounds__(BLOCK)
rope_neox_pairs(const int32_t* __restrict__ positions, __nv_bfloat16* __restrict__ q,
                const float* __restrict__ cos_sin, int64_t tokens, int64_t heads, int64_t head_dim,
                int64_t max_pos)
{
    const int64_t half = head_dim / 2;
    const int64_t pair = blockIdx.x * (int64_t)BLOCK + threadIdx.x;
    if (pair >= tokens * heads * half)
        return;
    const int64_t i = pair % half;              // index inside the first half of the head
    const int64_t token_head = pair / half;     // token * heads + head
    const int64_t token = token_head / heads;
    const int64_t pos = positions[token];
    if (pos < 0 || pos >= max_pos)
        return;  // never happens for valid inputs; refuse to read out of bounds
    const float c = cos_sin[pos * head_dim + i];
    const float s = cos_sin[pos * head_dim + half + i];
    __nv_bfloat16* v = q + token_head * head_dim;
    const float x1 = __bfloat162float(v[i]);
    const float x2 = __bfloat162float(v[i + half]);
    v[i] = __float2bfloat16_rn(x1 * c - x2 * s);
    v[i + half] = __float2bfloat16_rn(x2 * c + x1 * s);
}

#if VEC > 1
// VEC bf16 values moved as one aligned access of 2 * VEC bytes; VEC floats as accesses of up to 16 bytes.
template <int Bytes> struct RawBits;
template <> struct RawBits<4> { using type = unsigned int; };
template <> struct RawBits<8> { using type = uint2; };
template <> struct RawBits<16> { using type = uint4; };
using BfRaw = RawBits<2 * VEC>::type;
union BfVec {
    BfRaw raw;
    __nv_bfloat16 e[VEC];
};
constexpr int FLOATS_PER_ACCESS = VEC < 4 ? VEC : 4;
template <int N> struct FloatBits;
template <> struct FloatBits<2> { using type = float2; };
template <> struct FloatBits<4> { using type = float4; };
using FloatRaw = FloatBits<FLOATS_PER_ACCESS>::type;
union FVec {
    FloatRaw raw[VEC / FLOATS_PER_ACCESS];
    float e[VEC];
};
__device__ __forceinline__ FVec load_floats(const float* p)
{
    FVec v;
#pragma unroll
    for (int a = 0; a < VEC / FLOATS_PER_ACCESS; ++a)
        v.raw[a] = reinterpret_cast<const FloatRaw*>(p)[a];
    return v;
}
static inline bool aligned_for_vec(const void* p, int bytes) { return (uintptr_t)p % bytes == 0; }

// VEC consecutive pairs (i .. i + VEC - 1 of one head) per thread. Only launched when half % VEC == 0 and
// the buffers are aligned: then every q, cos and sin vector starts on its access-size boundary.
__global__ void __launch_bounds__(BLOCK)
rope_neox_pairs_vec(const int32_t* __restrict__ positions, __nv_bfloat16* __restrict__ q,
                    const float* __restrict__ cos_sin, int64_t tokens, int64_t heads, int64_t head_dim,
                    int64_t max_pos)
{
    const int64_t half = head_dim / 2;
    const int64_t hv = half / VEC;  // vectors of pairs per head
    const int64_t pv = blockIdx.x * (int64_t)BLOCK + threadIdx.x;
    if (pv >= tokens * heads * hv)
        return;
    const int64_t i = (pv % hv) * VEC;
    const int64_t token_head = pv / hv;
    const int64_t token = token_head / heads;
    const int64_t pos = positions[token];
    if (pos < 0 || pos >= max_pos)
        return;  // never happens for valid inputs; refuse to read out of bounds
    const FVec c = load_floats(cos_sin + pos * head_dim + i);
    const FVec s = load_floats(cos_sin + pos * head_dim + half + i);
    __nv_bfloat16* v = q + token_head * head_dim;
    BfVec a, b;
    a.raw = *reinterpret_cast<const BfRaw*>(v + i);
    b.raw = *reinterpret_cast<const BfRaw*>(v + i + half);
#pragma unroll
    for (int e = 0; e < VEC; ++e) {
        const float x1 = __bfloat162float(a.e[e]);
        const float x2 = __bfloat162float(b.e[e]);
        a.e[e] = __float2bfloat16_rn(x1 * c.e[e] - x2 * s.e[e]);
        b.e[e] = __float2bfloat16_rn(x2 * c.e[e] + x1 * s.e[e]);
    }
    *reinterpret_cast<BfRaw*>(v + i) = a.raw;
    *reinterpret_cast<BfRaw*>(v + i + half) = b.raw;
}
#endif

KILN_ENTRY(kiln_rotary_embedding)
{
    if (num_tensors != 3 || num_params != 4)
        return 1;
    const int64_t tokens = params[0], heads = params[1], head_dim = params[2], max_pos = params[3];
    if (tokens <= 0 || heads <= 0 || head_dim <= 0 || (head_dim % 2) != 0 || max_pos <= 0)
        return 1;
#if VEC > 1
    if ((head_dim / 2) % VEC == 0 && aligned_for_vec(tensors[1].data, 2 * VEC) &&
        aligned_for_vec(tensors[2].data, 4 * FLOATS_PER_ACCESS)) {
        const int64_t vblocks = (tokens * heads * (head_dim / 2 / VEC) + BLOCK - 1) / BLOCK;
        if (vblocks > 2147483647LL)
            return 1;
        rope_neox_pairs_vec<<<(unsigned)vblocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
            static_cast<const int32_t*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data),
            static_cast<const float*>(tensors[2].data), tokens, heads, head_dim, max_pos);
        return cudaGetLastError() == cudaSuccess ? 0 : 1;
    }
#endif
    // The scalar kernel: the baseline, and the fallback for heads whose half is not a multiple of VEC.
    const int64_t pairs = tokens * heads * (head_dim / 2);
    const int64_t blocks = (pairs + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    rope_neox_pairs<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const int32_t*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data),
        static_cast<const float*>(tensors[2].data), tokens, heads, head_dim, max_pos);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
