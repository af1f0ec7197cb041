// Baseline: one block per row; three passes over the row in global memory (mean, variance, write), each
// reduction through a shared-memory tree; scalar bf16 loads, fp32 math. Correct for every shape,
// deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif

#define LN_EPS 1e-5f

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");

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
