// Baseline: zero the counts with cudaMemsetAsync, then one thread per input element does one global
// atomicAdd. Correct for every n and bins; deliberately plain (every increment is a global atomic).
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif

__global__ void __launch_bounds__(BLOCK)
histogram_global_atomics(const int32_t* __restrict__ x, int32_t* __restrict__ counts, int64_t n, int64_t bins)
{
    const int64_t i = blockIdx.x * (int64_t)BLOCK + threadIdx.x;
    if (i >= n)
        return;
    const int32_t v = x[i];
    if (v >= 0 && v < bins)  // inputs are always in range; never write out of bounds
        atomicAdd(&counts[v], 1);
}

KILN_ENTRY(kiln_histogram)
{
    if (num_tensors != 2 || num_params != 2)
        return 1;
    const int64_t n = params[0], bins = params[1];
    if (n <= 0 || bins <= 0)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    int32_t* counts = static_cast<int32_t*>(tensors[1].data);
    if (cudaMemsetAsync(counts, 0, (size_t)bins * sizeof(int32_t), s) != cudaSuccess)
        return 1;
    const int64_t blocks = (n + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    histogram_global_atomics<<<(unsigned)blocks, BLOCK, 0, s>>>(static_cast<const int32_t*>(tensors[0].data),
                                                                counts, n, bins);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
