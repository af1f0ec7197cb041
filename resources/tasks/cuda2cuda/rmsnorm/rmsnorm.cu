// Baseline: one block per token; two passes over the row in global memory (sum of squares, write), the
// reduction through a shared-memory tree; scalar bf16 loads, fp32 math. Correct for every shape,
// deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif

#define RMS_EPS 1e-6f

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");

__global__ void __launch_bounds__(BLOCK) rmsnorm_kernel(const __nv_bfloat16* __restrict__ x,
                                                       const __nv_bfloat16* __restrict__ weight,
                                                       __nv_bfloat16* __restrict__ out, int64_t hidden)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const __nv_bfloat16* xr = x + (int64_t)blockIdx.x * hidden;
    __nv_bfloat16* outr = out + (int64_t)blockIdx.x * hidden;

    float sq = 0.0f;
    for (int64_t c = tid; c < hidden; c += BLOCK) {
        const float v = __bfloat162float(xr[c]);
        sq += v * v;
    }
    red[tid] = sq;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
    const float rstd = rsqrtf(red[0] / (float)hidden + RMS_EPS);

    for (int64_t c = tid; c < hidden; c += BLOCK)
        outr[c] = __float2bfloat16(__bfloat162float(xr[c]) * rstd * __bfloat162float(weight[c]));
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
