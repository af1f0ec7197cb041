// Baseline: one block per token. Pass 1 adds x to the residual in fp32, stores the bf16 sum back into
// `residual` and accumulates its squares; a shared-memory tree reduces them; pass 2 reads the new residual
// back from global memory and writes the normalized, scaled row. Scalar bf16 accesses, fp32 math. Correct
// for every shape, deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif

#define RMS_EPS 1e-6f

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");

__global__ void __launch_bounds__(BLOCK) add_rmsnorm_kernel(const __nv_bfloat16* __restrict__ x,
                                                           __nv_bfloat16* residual,
                                                           const __nv_bfloat16* __restrict__ weight,
                                                           __nv_bfloat16* __restrict__ out, int64_t hidden)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const int64_t row = (int64_t)blockIdx.x * hidden;

    // Pass 1: residual <- bf16(x + residual); accumulate the squares of the stored (rounded) sum.
    float sq = 0.0f;
    for (int64_t c = tid; c < hidden; c += BLOCK) {
        const __nv_bfloat16 z = __float2bfloat16(__bfloat162float(x[row + c]) + __bfloat162float(residual[row + c]));
        residual[row + c] = z;
        const float zf = __bfloat162float(z);
        sq += zf * zf;
    }
    red[tid] = sq;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
    const float rstd = rsqrtf(red[0] / (float)hidden + RMS_EPS);

    // Pass 2: each thread reads back the elements it wrote in pass 1 (same indices, same thread).
    for (int64_t c = tid; c < hidden; c += BLOCK)
        out[row + c] = __float2bfloat16(__bfloat162float(residual[row + c]) * rstd * __bfloat162float(weight[c]));
}

KILN_ENTRY(kiln_add_rmsnorm)
{
    if (num_tensors != 4 || num_params < 2)
        return 1;
    const int64_t tokens = params[0], hidden = params[1];
    if (tokens <= 0 || hidden <= 0 || tokens > 2147483647LL)
        return 1;
    for (int t = 0; t < 4; ++t)
        if (tensors[t].dtype != KILN_BF16)
            return 1;
    if (kiln_numel(&tensors[0]) != tokens * hidden || kiln_numel(&tensors[1]) != tokens * hidden ||
        kiln_numel(&tensors[2]) != hidden || kiln_numel(&tensors[3]) != tokens * hidden)
        return 1;
    add_rmsnorm_kernel<<<(unsigned)tokens, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data),
        static_cast<const __nv_bfloat16*>(tensors[2].data), static_cast<__nv_bfloat16*>(tensors[3].data), hidden);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
