// Baseline: one warp per output row; each lane strides over K with scalar 2-byte loads, fp32
// accumulation, a warp shuffle reduction at the end. Correct for every N, K; deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256  // threads per block = BLOCK / 32 rows per block
#endif
#ifndef VEC
#define VEC 1 // bf16 elements of W and x per lane load; 1 is the scalar baseline, 2/4/8 load 4/8/16 bytes
#endif
static_assert(VEC == 1 || VEC == 2 || VEC == 4 || VEC == 8, "VEC: 1, 2, 4 or 8 bf16 elements (at most 16 bytes)");

__global__ void __launch_bounds__(BLOCK)
gemv_warp_per_row(const __nv_bfloat16* __restrict__ W, const __nv_bfloat16* __restrict__ x,
                  __nv_bfloat16* __restrict__ y, int64_t N, int64_t K)
{
    const int lane = threadIdx.x & 31;
    const int64_t row = blockIdx.x * (int64_t)(BLOCK / 32) + (threadIdx.x >> 5);
    if (row >= N)
        return;  // the whole warp leaves together
    const __nv_bfloat16* w = W + row * K;
    float acc = 0.0f;
    for (int64_t k = lane; k < K; k += 32)
        acc = fmaf(__bfloat162float(w[k]), __bfloat162float(x[k]), acc);
    for (int offset = 16; offset > 0; offset >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, offset);
    if (lane == 0)
        y[row] = __float2bfloat16_rn(acc);
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

// Each lane loads VEC consecutive elements of the row and of x per step (32 * VEC per warp); only launched
// when K % VEC == 0 and W, x are aligned, so every row starts on a 2 * VEC-byte boundary.
__global__ void __launch_bounds__(BLOCK)
gemv_warp_per_row_vec(const __nv_bfloat16* __restrict__ W, const __nv_bfloat16* __restrict__ x,
                      __nv_bfloat16* __restrict__ y, int64_t N, int64_t K)
{
    const int lane = threadIdx.x & 31;
    const int64_t row = blockIdx.x * (int64_t)(BLOCK / 32) + (threadIdx.x >> 5);
    if (row >= N)
        return;  // the whole warp leaves together
    const __nv_bfloat16* w = W + row * K;
    float acc = 0.0f;
    for (int64_t k = (int64_t)lane * VEC; k < K; k += 32 * VEC) {
        const BfVec wv = load_bf(w + k), xv = load_bf(x + k);
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            acc = fmaf(__bfloat162float(wv.e[e]), __bfloat162float(xv.e[e]), acc);
    }
    for (int offset = 16; offset > 0; offset >>= 1)
        acc += __shfl_down_sync(0xffffffffu, acc, offset);
    if (lane == 0)
        y[row] = __float2bfloat16_rn(acc);
}
#endif

KILN_ENTRY(kiln_gemv_decode)
{
    if (num_tensors != 3 || num_params != 2)
        return 1;
    const int64_t N = params[0], K = params[1];
    if (N <= 0 || K <= 0)
        return 1;
    const int64_t rows_per_block = BLOCK / 32;
    const int64_t blocks = (N + rows_per_block - 1) / rows_per_block;
    if (blocks > 2147483647LL)
        return 1;
#if VEC > 1
    if (K % VEC == 0 && aligned_for_vec(tensors[0].data, 2 * VEC) && aligned_for_vec(tensors[1].data, 2 * VEC)) {
        gemv_warp_per_row_vec<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
            static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
            static_cast<__nv_bfloat16*>(tensors[2].data), N, K);
        return cudaGetLastError() == cudaSuccess ? 0 : 1;
    }
#endif
    // The scalar kernel: the baseline, and the fallback for K that is not a multiple of VEC.
    gemv_warp_per_row<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<__nv_bfloat16*>(tensors[2].data), N, K);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
