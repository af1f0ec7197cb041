// Baseline: each thread adds ITEMS block-strided elements, a shared-memory tree reduces the block, and one
// atomicAdd per block accumulates into the output (zeroed first). Correct for every n, deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 4
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");
static_assert(ITEMS >= 1, "ITEMS: at least 1");

__global__ void __launch_bounds__(BLOCK) reduce_sum_kernel(const float* __restrict__ x, float* __restrict__ out,
                                                          int64_t n)
{
    __shared__ float partial[BLOCK];
    const int64_t base = (int64_t)blockIdx.x * (BLOCK * ITEMS) + threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < ITEMS; ++k) {
        const int64_t i = base + (int64_t)k * BLOCK;
        if (i < n)
            acc += x[i];
    }
    partial[threadIdx.x] = acc;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s)
            partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(out, partial[0]);
}

KILN_ENTRY(kiln_reduce_sum)
{
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || tensors[0].dtype != KILN_F32 || tensors[1].dtype != KILN_F32 || kiln_numel(&tensors[0]) != n ||
        kiln_numel(&tensors[1]) != 1)
        return 1;
    const float* x = static_cast<const float*>(tensors[0].data);
    float* out = static_cast<float*>(tensors[1].data);
    cudaStream_t s = static_cast<cudaStream_t>(stream);

    const int64_t per_block = (int64_t)BLOCK * ITEMS;
    const int64_t blocks = (n + per_block - 1) / per_block;
    if (blocks > 2147483647LL)
        return 1;
    if (cudaMemsetAsync(out, 0, sizeof(float), s) != cudaSuccess)
        return 1;
    reduce_sum_kernel<<<(unsigned)blocks, BLOCK, 0, s>>>(x, out, n);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
