// Baseline: one block per token; two passes over the row in global memory (sum of squares, write), the
// reduction through a shared-memory tree; scalar bf16 loads, fp32 math. Correct for every shape,
// deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1 // bf16 elements per global access; 1 is the scalar baseline, 2/4/8 move 4/8/16 bytes at once
#endif

#define RMS_EPS 1e-6f

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");
static_assert(VEC == 1 || VEC == 2 || VEC == 4 || VEC == 8, "VEC: 1, 2, 4 or 8 bf16 elements (at most 16 bytes)");

#if VEC > 1
// VEC bf16 values moved as one aligned access of 2 * VEC bytes.
template <int Bytes> struct RawBits;
template <> struct RawBits<4> { using type = unsigned int; };
template <> struct RawBits<8> { using type = uint2; };
template <> struct RawBits<16> { using type = uint4; };
union BfVec {
    RawBits<2 * VEC>::type raw;
    __nv_bfloat16 e[VEC];
};

// A row of n elements whose arrays all sit `mis` elements past a VEC-element boundary: a scalar head up to
// the first boundary, nvec whole vectors, then a scalar tail. Rows are not aligned when hidden % VEC != 0.
struct RowSplit {
    int64_t n, head, nvec, tail0;
    __device__ __forceinline__ int64_t scalars() const { return head + (n - tail0); }
    __device__ __forceinline__ int64_t scalar_at(int64_t k) const { return k < head ? k : tail0 + (k - head); }
};
// `vectors` false: the whole row one element at a time (a head of n).
__device__ __forceinline__ RowSplit split_row(uintptr_t mis, int64_t n, bool vectors = true)
{
    const int64_t head = vectors ? min(n, ((int64_t)VEC - (int64_t)mis) % VEC) : n;
    const int64_t nvec = (n - head) / VEC;
    return RowSplit{n, head, nvec, head + nvec * VEC};
}
__device__ __forceinline__ uintptr_t misalignment(const __nv_bfloat16* p)
{
    return ((uintptr_t)p / sizeof(__nv_bfloat16)) % VEC;
}
#endif

__global__ void __launch_bounds__(BLOCK) rmsnorm_kernel(const __nv_bfloat16* __restrict__ x,
                                                       const __nv_bfloat16* __restrict__ weight,
                                                       __nv_bfloat16* __restrict__ out, int64_t hidden)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const __nv_bfloat16* xr = x + (int64_t)blockIdx.x * hidden;
    __nv_bfloat16* outr = out + (int64_t)blockIdx.x * hidden;

    float sq = 0.0f;
#if VEC == 1
    for (int64_t c = tid; c < hidden; c += BLOCK) {
        const float v = __bfloat162float(xr[c]);
        sq += v * v;
    }
#else
    const RowSplit in = split_row(misalignment(xr), hidden);
    for (int64_t v = tid; v < in.nvec; v += BLOCK) {
        BfVec b;
        b.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(xr + in.head + v * VEC);
#pragma unroll
        for (int e = 0; e < VEC; ++e) {
            const float f = __bfloat162float(b.e[e]);
            sq += f * f;
        }
    }
    for (int64_t k = tid; k < in.scalars(); k += BLOCK) {
        const float f = __bfloat162float(xr[in.scalar_at(k)]);
        sq += f * f;
    }
#endif
    red[tid] = sq;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
    const float rstd = rsqrtf(red[0] / (float)hidden + RMS_EPS);

#if VEC == 1
    for (int64_t c = tid; c < hidden; c += BLOCK)
        outr[c] = __float2bfloat16(__bfloat162float(xr[c]) * rstd * __bfloat162float(weight[c]));
#else
    // Vectors only where x, weight and out share their misalignment; otherwise the whole row goes scalar.
    const uintptr_t mis = misalignment(xr);
    const bool together = misalignment(weight) == mis && misalignment(outr) == mis;
    const RowSplit io = split_row(mis, hidden, together);
    for (int64_t v = tid; v < io.nvec; v += BLOCK) {
        const int64_t c = io.head + v * VEC;
        BfVec bx, bw, bo;
        bx.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(xr + c);
        bw.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(weight + c);
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            bo.e[e] = __float2bfloat16(__bfloat162float(bx.e[e]) * rstd * __bfloat162float(bw.e[e]));
        *reinterpret_cast<RawBits<2 * VEC>::type*>(outr + c) = bo.raw;
    }
    for (int64_t k = tid; k < io.scalars(); k += BLOCK) {
        const int64_t c = io.scalar_at(k);
        outr[c] = __float2bfloat16(__bfloat162float(xr[c]) * rstd * __bfloat162float(weight[c]));
    }
#endif
}

KILN_ENTRY(kiln_rmsnorm)
{
    if (num_tensors != 3 || num_params < 2)
        return 1;
    const int64_t tokens = params[0], hidden = params[1];
    if (tokens <= 0 || hidden <= 0 || tokens > 2147483647LL)
        return 1;
    for (int t = 0; t < 3; ++t)
        if (tensors[t].dtype != KILN_BF16)
            return 1;
    if (kiln_numel(&tensors[0]) != tokens * hidden || kiln_numel(&tensors[1]) != hidden ||
        kiln_numel(&tensors[2]) != tokens * hidden)
        return 1;
    rmsnorm_kernel<<<(unsigned)tokens, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<__nv_bfloat16*>(tensors[2].data), hidden);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
