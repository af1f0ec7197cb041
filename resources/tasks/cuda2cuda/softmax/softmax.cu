// Baseline: one block per row and three passes over the row in global memory (max, sum of exponentials,
// write), each pass reduced through a shared-memory tree. Numerically stable (subtracts the row max) and
// correct for every shape, deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cmath>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1 // floats per global access; 1 is the scalar baseline, 2/4 move 8/16 bytes at once
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");
static_assert(VEC == 1 || VEC == 2 || VEC == 4, "VEC: 1, 2 or 4 floats (at most 16 bytes)");

#if VEC > 1
// VEC floats moved as one aligned access of 4 * VEC bytes.
template <int N> struct FloatBits;
template <> struct FloatBits<2> { using type = float2; };
template <> struct FloatBits<4> { using type = float4; };
union FVec {
    FloatBits<VEC>::type raw;
    float e[VEC];
};
__device__ __forceinline__ FVec load_vec(const float* p)
{
    FVec v;
    v.raw = *reinterpret_cast<const FloatBits<VEC>::type*>(p);
    return v;
}

// A row of n elements whose arrays all sit `mis` elements past a VEC-element boundary: a scalar head up to
// the first boundary, nvec whole vectors, then a scalar tail. Rows are not aligned when cols % VEC != 0.
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
__device__ __forceinline__ uintptr_t misalignment(const float* p) { return ((uintptr_t)p / sizeof(float)) % VEC; }
#endif

__global__ void __launch_bounds__(BLOCK) softmax_kernel(const float* __restrict__ x, float* __restrict__ y,
                                                       int64_t cols)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const float* xr = x + (int64_t)blockIdx.x * cols;
    float* yr = y + (int64_t)blockIdx.x * cols;

    // Pass 1: the row maximum.
    float m = -INFINITY;
#if VEC == 1
    for (int64_t c = tid; c < cols; c += BLOCK)
        m = fmaxf(m, xr[c]);
#else
    const RowSplit in = split_row(misalignment(xr), cols);
    for (int64_t v = tid; v < in.nvec; v += BLOCK) {
        const FVec f = load_vec(xr + in.head + v * VEC);
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            m = fmaxf(m, f.e[e]);
    }
    for (int64_t k = tid; k < in.scalars(); k += BLOCK)
        m = fmaxf(m, xr[in.scalar_at(k)]);
#endif
    red[tid] = m;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] = fmaxf(red[tid], red[tid + s]);
        __syncthreads();
    }
    const float row_max = red[0];
    __syncthreads(); // every thread has read red[0] before it is reused

    // Pass 2: the sum of exp(x - max).
    float sum = 0.0f;
#if VEC == 1
    for (int64_t c = tid; c < cols; c += BLOCK)
        sum += expf(xr[c] - row_max);
#else
    for (int64_t v = tid; v < in.nvec; v += BLOCK) {
        const FVec f = load_vec(xr + in.head + v * VEC);
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            sum += expf(f.e[e] - row_max);
    }
    for (int64_t k = tid; k < in.scalars(); k += BLOCK)
        sum += expf(xr[in.scalar_at(k)] - row_max);
#endif
    red[tid] = sum;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
#if VEC == 1
    const float inv_sum = 1.0f / red[0];
#else
    // The fast division (2 ulp; the sum lies in [1, cols]): around IEEE division's slow-path subroutine ptxas
    // spilled a few bytes of this path in some configurations.
    const float inv_sum = __fdividef(1.0f, red[0]);
#endif

    // Pass 3: normalize.
#if VEC == 1
    for (int64_t c = tid; c < cols; c += BLOCK)
        yr[c] = expf(xr[c] - row_max) * inv_sum;
#else
    // Vectors only where x and y share their misalignment; otherwise the whole row goes scalar.
    const uintptr_t mis = misalignment(xr);
    const RowSplit io = split_row(mis, cols, misalignment(yr) == mis);
    for (int64_t v = tid; v < io.nvec; v += BLOCK) {
        const int64_t c = io.head + v * VEC;
        FVec f = load_vec(xr + c);
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            f.e[e] = expf(f.e[e] - row_max) * inv_sum;
        *reinterpret_cast<FloatBits<VEC>::type*>(yr + c) = f.raw;
    }
    for (int64_t k = tid; k < io.scalars(); k += BLOCK) {
        const int64_t c = io.scalar_at(k);
        yr[c] = expf(xr[c] - row_max) * inv_sum;
    }
#endif
}

KILN_ENTRY(kiln_softmax)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0 || rows > 2147483647LL || tensors[0].dtype != KILN_F32 ||
        tensors[1].dtype != KILN_F32 || kiln_numel(&tensors[0]) != rows * cols ||
        kiln_numel(&tensors[1]) != rows * cols)
        return 1;
    softmax_kernel<<<(unsigned)rows, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), cols);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
