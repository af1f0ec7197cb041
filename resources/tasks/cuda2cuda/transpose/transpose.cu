// Baseline: one thread per input element. Reads are coalesced (consecutive threads read consecutive
// columns of a row); writes are not (consecutive threads write elements `rows` apart). Correct for every
// shape, deliberately naive.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif

__global__ void __launch_bounds__(BLOCK) transpose_naive(const float* __restrict__ in, float* __restrict__ out,
                                                        int64_t rows, int64_t cols)
{
    const int64_t i = (int64_t)blockIdx.x * BLOCK + threadIdx.x;
    if (i >= rows * cols)
        return;
    const int64_t r = i / cols;
    const int64_t c = i - r * cols;
    out[c * rows + r] = in[i];
}

KILN_ENTRY(kiln_transpose)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0 || tensors[0].dtype != KILN_F32 || tensors[1].dtype != KILN_F32 ||
        kiln_numel(&tensors[0]) != rows * cols || kiln_numel(&tensors[1]) != rows * cols)
        return 1;
    const int64_t blocks = (rows * cols + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    transpose_naive<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), rows, cols);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
