// Baseline: one block per row; three passes over the row in global memory (mean, variance, write), each
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

#define LN_EPS 1e-5f

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
__device__ __forceinline__ uintptr_t misalignment(const __nv_bfloat16* p) { return ((uintptr_t)p / sizeof(__nv_bfloat16)) % VEC; }
#endif

// Sum of one float per thread over the block; every thread gets the result.
__device__ float block_sum(float v, float* red)
{
    const int tid = threadIdx.x;
    red[tid] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
    const float total = red[0];
    __syncthreads(); // every thread has read red[0] before red is reused
    return total;
}

__global__ void __launch_bounds__(BLOCK) layernorm_kernel(const __nv_bfloat16* __restrict__ x,
                                                         const __nv_bfloat16* __restrict__ weight,
                                                         const __nv_bfloat16* __restrict__ bias,
                                                         __nv_bfloat16* __restrict__ y, int64_t hidden)
{
    __shared__ float red[BLOCK];
    const __nv_bfloat16* xr = x + (int64_t)blockIdx.x * hidden;
    __nv_bfloat16* yr = y + (int64_t)blockIdx.x * hidden;

#if VEC == 1
    float sum = 0.0f;
    for (int64_t c = threadIdx.x; c < hidden; c += BLOCK)
        sum += __bfloat162float(xr[c]);
    const float mean = block_sum(sum, red) / (float)hidden;

    float sq = 0.0f;
    for (int64_t c = threadIdx.x; c < hidden; c += BLOCK) {
        const float d = __bfloat162float(xr[c]) - mean;
        sq += d * d;
    }
    const float rstd = rsqrtf(block_sum(sq, red) / (float)hidden + LN_EPS);

    for (int64_t c = threadIdx.x; c < hidden; c += BLOCK) {
        const float v = (__bfloat162float(xr[c]) - mean) * rstd;
        yr[c] = __float2bfloat16(v * __bfloat162float(weight[c]) + __bfloat162float(bias[c]));
    }
#else
    const RowSplit in = split_row(misalignment(xr), hidden);
    float sum = 0.0f;
    for (int64_t v = threadIdx.x; v < in.nvec; v += BLOCK) {
        BfVec b;
        b.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(xr + in.head + v * VEC);
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            sum += __bfloat162float(b.e[e]);
    }
    for (int64_t k = threadIdx.x; k < in.scalars(); k += BLOCK)
        sum += __bfloat162float(xr[in.scalar_at(k)]);
    const float mean = block_sum(sum, red) / (float)hidden;

    float sq = 0.0f;
    for (int64_t v = threadIdx.x; v < in.nvec; v += BLOCK) {
        BfVec b;
        b.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(xr + in.head + v * VEC);
#pragma unroll
        for (int e = 0; e < VEC; ++e) {
            const float d = __bfloat162float(b.e[e]) - mean;
            sq += d * d;
        }
    }
    for (int64_t k = threadIdx.x; k < in.scalars(); k += BLOCK) {
        const float d = __bfloat162float(xr[in.scalar_at(k)]) - mean;
        sq += d * d;
    }
    const float rstd = rsqrtf(block_sum(sq, red) / (float)hidden + LN_EPS);

    // Vectors only where x, weight, bias and y share their misalignment; otherwise the row goes scalar.
    const uintptr_t mis = misalignment(xr);
    const bool together = misalignment(weight) == mis && misalignment(bias) == mis && misalignment(yr) == mis;
    const RowSplit io = split_row(mis, hidden, together);
    for (int64_t v = threadIdx.x; v < io.nvec; v += BLOCK) {
        const int64_t c = io.head + v * VEC;
        BfVec bx, bw, bb, by;
        bx.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(xr + c);
        bw.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(weight + c);
        bb.raw = *reinterpret_cast<const RawBits<2 * VEC>::type*>(bias + c);
#pragma unroll
        for (int e = 0; e < VEC; ++e) {
            const float n = (__bfloat162float(bx.e[e]) - mean) * rstd;
            by.e[e] = __float2bfloat16(n * __bfloat162float(bw.e[e]) + __bfloat162float(bb.e[e]));
        }
        *reinterpret_cast<RawBits<2 * VEC>::type*>(yr + c) = by.raw;
    }
    for (int64_t k = threadIdx.x; k < io.scalars(); k += BLOCK) {
        const int64_t c = io.scalar_at(k);
        const float v = (__bfloat162float(xr[c]) - mean) * rstd;
        yr[c] = __float2bfloat16(v * __bfloat162float(weight[c]) + __bfloat162float(bias[c]));
    }
#endif
}

KILN_ENTRY(kiln_layernorm)
{
    if (num_tensors != 4 || num_params < 2)
        return 1;
    const int64_t rows = params[0], hidden = params[1];
    if (rows <= 0 || hidden <= 0 || rows > 2147483647LL)
        return 1;
    for (int t = 0; t < 4; ++t)
        if (tensors[t].dtype != KILN_BF16)
            return 1;
    if (kiln_numel(&tensors[0]) != rows * hidden || kiln_numel(&tensors[1]) != hidden ||
        kiln_numel(&tensors[2]) != hidden || kiln_numel(&tensors[3]) != rows * hidden)
        return 1;
    layernorm_kernel<<<(unsigned)rows, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<const __nv_bfloat16*>(tensors[2].data), static_cast<__nv_bfloat16*>(tensors[3].data), hidden);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
