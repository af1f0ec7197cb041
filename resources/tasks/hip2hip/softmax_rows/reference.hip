// Trusted reference (never copied to a workspace): one thread per row, everything in double (row max
// subtracted before exp), rounded once to fp32. Slow and simple.
#include <kiln/kernel_abi.h>
#include <hip/hip_runtime.h>

__global__ void reference_softmax(const float* x, float* y, int64_t rows, int64_t cols)
{
    const int64_t r = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    const float* xr = x + r * cols;
    double m = static_cast<double>(xr[0]);
    for (int64_t c = 1; c < cols; ++c)
        m = fmax(m, static_cast<double>(xr[c]));
    double sum = 0.0;
    for (int64_t c = 0; c < cols; ++c)
        sum += exp(static_cast<double>(xr[c]) - m);
    for (int64_t c = 0; c < cols; ++c)
        y[r * cols + c] = static_cast<float>(exp(static_cast<double>(xr[c]) - m) / sum);
}

KILN_ENTRY(kiln_softmax_rows)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0)
        return 1;
    const int64_t blocks = (rows + 127) / 128;
    hipLaunchKernelGGL(reference_softmax, dim3(static_cast<unsigned>(blocks)), dim3(128), 0,
                       static_cast<hipStream_t>(stream), static_cast<const float*>(tensors[0].data),
                       static_cast<float*>(tensors[1].data), rows, cols);
    return hipGetLastError() == hipSuccess ? 0 : 1;
}
