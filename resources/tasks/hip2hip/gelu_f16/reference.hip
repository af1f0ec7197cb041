// Trusted reference (never copied to a workspace): grid-stride loop, exact GELU in double, one rounding
// to fp16 at the end.
#include <kiln/kernel_abi.h>
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>

__global__ void reference_gelu(const __half* x, __half* y, int64_t n)
{
    const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
    for (int64_t i = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) {
        const double v = static_cast<double>(__half2float(x[i]));
        const double g = 0.5 * v * (1.0 + erf(v / sqrt(2.0)));
        y[i] = __float2half(static_cast<float>(g));
    }
}

KILN_ENTRY(kiln_gelu_f16)
{
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0)
        return 1;
    hipLaunchKernelGGL(reference_gelu, dim3(1024), dim3(256), 0, static_cast<hipStream_t>(stream),
                       static_cast<const __half*>(tensors[0].data), static_cast<__half*>(tensors[1].data), n);
    return hipGetLastError() == hipSuccess ? 0 : 1;
}
