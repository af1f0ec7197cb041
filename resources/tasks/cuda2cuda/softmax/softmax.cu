// Baseline: one block per row and three passes over the row in global memory (max, sum of exponentials,
// write), each pass reduced through a shared-memory tree. Numerically stable (subtracts the row max) and
// correct for every shape, deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cmath>

#ifndef BLOCK
#define BLOCK 256
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");

__global__ void __launch_bounds__(BLOCK) softmax_kernel(const float* __restrict__ x, float* __restrict__ y,
                                                       int64_t cols)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const float* xr = x + (int64_t)blockIdx.x * cols;
    float* yr = y + (int64_t)blockIdx.x * cols;

    // Pass 1: the row maximum.
    float m = -INFINITY;
    for (int64_t c = tid; c < cols; c += BLOCK)
        m = fmaxf(m, xr[c]);
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
    for (int64_t c = tid; c < cols; c += BLOCK)
        sum += expf(xr[c] - row_max);
    red[tid] = sum;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
    const float inv_sum = 1.0f / red[0];

    // Pass 3: normalize.
    for (int64_t c = tid; c < cols; c += BLOCK)
        yr[c] = expf(xr[c] - row_max) * inv_sum;
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
