// Single-read row softmax: one block per row; the row maximum is found in fp32, then the exponentials are
// computed once and cached in shared memory as fp16 (half the bytes, so a 32000-column vocabulary row fits
// in 64 KB), summed, and the normalization pass reads the cache instead of x. Rows too long for the cache
// recompute the exponentials in the last pass, rounded the same way so both paths agree.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cmath>

#ifndef BLOCK
#define BLOCK 256
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");

constexpr int64_t MAX_CACHED_COLS = 96 * 1024;  // 192 KB of fp16

__device__ float block_reduce(float v, bool take_max, float* red)
{
    const int tid = threadIdx.x;
    red[tid] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] = take_max ? fmaxf(red[tid], red[tid + s]) : red[tid] + red[tid + s];
        __syncthreads();
    }
    const float r = red[0];
    __syncthreads();
    return r;
}

__global__ void __launch_bounds__(BLOCK) softmax_cached(const float* __restrict__ x, float* __restrict__ y, int64_t cols)
{
    extern __shared__ __half cache[];
    __shared__ float red[BLOCK];
    const float* xr = x + (int64_t)blockIdx.x * cols;
    float* yr = y + (int64_t)blockIdx.x * cols;

    float m = -INFINITY;
    for (int64_t c = threadIdx.x; c < cols; c += BLOCK)
        m = fmaxf(m, xr[c]);
    m = block_reduce(m, true, red);

    float sum = 0.0f;
    for (int64_t c = threadIdx.x; c < cols; c += BLOCK) {
        const __half e = __float2half_rn(expf(xr[c] - m));
        cache[c] = e;
        sum += __half2float(e);
    }
    const float inv = 1.0f / block_reduce(sum, false, red);

    for (int64_t c = threadIdx.x; c < cols; c += BLOCK)
        yr[c] = __half2float(cache[c]) * inv;
}

__global__ void __launch_bounds__(BLOCK) softmax_long(const float* __restrict__ x, float* __restrict__ y, int64_t cols)
{
    __shared__ float red[BLOCK];
    const float* xr = x + (int64_t)blockIdx.x * cols;
    float* yr = y + (int64_t)blockIdx.x * cols;

    float m = -INFINITY;
    for (int64_t c = threadIdx.x; c < cols; c += BLOCK)
        m = fmaxf(m, xr[c]);
    m = block_reduce(m, true, red);

    float sum = 0.0f;
    for (int64_t c = threadIdx.x; c < cols; c += BLOCK)
        sum += __half2float(__float2half_rn(expf(xr[c] - m)));
    const float inv = 1.0f / block_reduce(sum, false, red);

    for (int64_t c = threadIdx.x; c < cols; c += BLOCK)
        yr[c] = __half2float(__float2half_rn(expf(xr[c] - m))) * inv;
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
    const float* x = static_cast<const float*>(tensors[0].data);
    float* y = static_cast<float*>(tensors[1].data);
    cudaStream_t s = static_cast<cudaStream_t>(stream);

    if (cols <= MAX_CACHED_COLS) {
        const size_t smem = (size_t)cols * sizeof(__half);
        if (smem > 48 * 1024 &&
            cudaFuncSetAttribute(softmax_cached, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem) != cudaSuccess) {
            cudaGetLastError();  // clear it and take the uncached path
            softmax_long<<<(unsigned)rows, BLOCK, 0, s>>>(x, y, cols);
        } else {
            softmax_cached<<<(unsigned)rows, BLOCK, smem, s>>>(x, y, cols);
        }
    } else {
        softmax_long<<<(unsigned)rows, BLOCK, 0, s>>>(x, y, cols);
    }
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
