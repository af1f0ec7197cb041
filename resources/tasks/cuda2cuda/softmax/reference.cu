// Trusted reference (never copied to a workspace): blocks walk the rows with a grid-stride loop; the max is
// exact, the exponentials and their sum are computed in double, and the quotient is rounded to fp32 once.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#define REF_THREADS 256

// Sum (or max) of one double per thread over the block; every thread gets the result.
__device__ double reference_block_reduce(double v, bool take_max)
{
    __shared__ double buf[REF_THREADS];
    buf[threadIdx.x] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        double r = buf[0];
        for (int t = 1; t < REF_THREADS; ++t)
            r = take_max ? fmax(r, buf[t]) : r + buf[t];
        buf[0] = r;
    }
    __syncthreads();
    const double result = buf[0];
    __syncthreads();
    return result;
}

__global__ void reference_softmax(const float* x, float* y, int64_t rows, int64_t cols)
{
    for (int64_t row = blockIdx.x; row < rows; row += gridDim.x) {
        const float* xr = x + row * cols;
        float* yr = y + row * cols;
        double m = (double)xr[0];
        for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
            m = fmax(m, (double)xr[c]);
        m = reference_block_reduce(m, true);
        double sum = 0.0;
        for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
            sum += exp((double)xr[c] - m);
        sum = reference_block_reduce(sum, false);
        for (int64_t c = threadIdx.x; c < cols; c += blockDim.x)
            yr[c] = (float)(exp((double)xr[c] - m) / sum);
    }
}

KILN_ENTRY(kiln_softmax)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0 || kiln_numel(&tensors[0]) != rows * cols || kiln_numel(&tensors[1]) != rows * cols)
        return 1;
    const int64_t grid = rows < 65535 ? rows : 65535;
    reference_softmax<<<(unsigned)grid, REF_THREADS, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), rows, cols);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
