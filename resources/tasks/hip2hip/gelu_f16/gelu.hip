// Baseline: each thread converts ITEMS fp16 values (strided by the block size) to fp32, applies the exact
// erf GELU and converts back. Correct for every n, deliberately plain.
#include <kiln/kernel_abi.h>
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 1
#endif

__global__ void __launch_bounds__(BLOCK) gelu_kernel(const __half* __restrict__ x, __half* __restrict__ y, int64_t n)
{
    const int64_t base = static_cast<int64_t>(blockIdx.x) * (BLOCK * ITEMS) + threadIdx.x;
    for (int k = 0; k < ITEMS; ++k) {
        const int64_t i = base + static_cast<int64_t>(k) * BLOCK;
        if (i < n) {
            const float v = __half2float(x[i]);
            y[i] = __float2half(0.5f * v * (1.0f + erff(v * 0.70710678118654752f)));
        }
    }
}

KILN_ENTRY(kiln_gelu_f16)
{
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || tensors[0].rank != 1 || tensors[0].shape[0] != n || tensors[1].rank != 1 || tensors[1].shape[0] != n)
        return 1;
    const int64_t per_block = static_cast<int64_t>(BLOCK) * ITEMS;
    const int64_t blocks = (n + per_block - 1) / per_block;
    if (blocks > 0x7fffffff)
        return 1;
    hipLaunchKernelGGL(gelu_kernel, dim3(static_cast<unsigned>(blocks)), dim3(BLOCK), 0,
                       static_cast<hipStream_t>(stream), static_cast<const __half*>(tensors[0].data),
                       static_cast<__half*>(tensors[1].data), n);
    return hipGetLastError() == hipSuccess ? 0 : 1;
}
