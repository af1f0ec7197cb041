// Baseline: one thread per output element over a flat index, split into (token, column) with a 64-bit
// division; scalar 2-byte loads of the gate and the up value, fp32 math. Correct for every shape,
// deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif

__global__ void __launch_bounds__(BLOCK) silu_mul_kernel(const __nv_bfloat16* __restrict__ x,
                                                        __nv_bfloat16* __restrict__ out, int64_t tokens,
                                                        int64_t d)
{
    const int64_t i = (int64_t)blockIdx.x * BLOCK + threadIdx.x;
    if (i >= tokens * d)
        return;
    const int64_t t = i / d;
    const int64_t j = i - t * d;
    const __nv_bfloat16* row = x + t * 2 * d;
    const float gate = __bfloat162float(row[j]);
    const float up = __bfloat162float(row[d + j]);
    const float silu = gate / (1.0f + expf(-gate));
    out[i] = __float2bfloat16(silu * up);
}

KILN_ENTRY(kiln_silu_mul)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t tokens = params[0], d = params[1];
    if (tokens <= 0 || d <= 0 || tensors[0].dtype != KILN_BF16 || tensors[1].dtype != KILN_BF16 ||
        kiln_numel(&tensors[0]) != tokens * 2 * d || kiln_numel(&tensors[1]) != tokens * d)
        return 1;
    const int64_t blocks = (tokens * d + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    silu_mul_kernel<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data), tokens, d);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
