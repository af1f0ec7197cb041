// Baseline: one block of BLOCK threads per row, three passes over the row in global memory (max, sum of
// exponentials, normalized write), each reduction a shared-memory tree. Correct for every shape,
// deliberately plain.
#include <kiln/kernel_abi.h>
#include <hip/hip_runtime.h>
#include <math.h>

#ifndef BLOCK
#define BLOCK 256  // a power of two (the tree reductions halve it)
#endif

__global__ void __launch_bounds__(BLOCK) softmax_rows_kernel(const float* __restrict__ x, float* __restrict__ y,
                                                             int64_t cols)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const float* xr = x + static_cast<int64_t>(blockIdx.x) * cols;
    float* yr = y + static_cast<int64_t>(blockIdx.x) * cols;

    // pass 1: row maximum
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
    __syncthreads();  // every thread has read red[0] before it is overwritten below

    // pass 2: sum of exponentials
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

    // pass 3: normalized output (exponentials recomputed)
    for (int64_t c = tid; c < cols; c += BLOCK)
        yr[c] = expf(xr[c] - row_max) * inv_sum;
}

KILN_ENTRY(kiln_softmax_rows)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0 || rows > 0x7fffffff)
        return 1;
    for (int t = 0; t < 2; ++t)
        if (tensors[t].rank != 2 || tensors[t].shape[0] != rows || tensors[t].shape[1] != cols)
            return 1;
    hipLaunchKernelGGL(softmax_rows_kernel, dim3(static_cast<unsigned>(rows)), dim3(BLOCK), 0,
                       static_cast<hipStream_t>(stream), static_cast<const float*>(tensors[0].data),
                       static_cast<float*>(tensors[1].data), cols);
    return hipGetLastError() == hipSuccess ? 0 : 1;
}
