// Trusted reference (never copied to a workspace): one thread per row, everything in double (two-pass mean
// and variance), the result rounded to bf16 once.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#define REF_EPS 1e-5

__global__ void reference_layernorm(const __nv_bfloat16* x, const __nv_bfloat16* w, const __nv_bfloat16* b,
                                    __nv_bfloat16* y, int64_t rows, int64_t hidden)
{
    for (int64_t row = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; row < rows;
         row += (int64_t)gridDim.x * blockDim.x) {
        const __nv_bfloat16* xr = x + row * hidden;
        __nv_bfloat16* yr = y + row * hidden;
        double mean = 0.0;
        for (int64_t c = 0; c < hidden; ++c)
            mean += (double)__bfloat162float(xr[c]);
        mean /= (double)hidden;
        double var = 0.0;
        for (int64_t c = 0; c < hidden; ++c) {
            const double d = (double)__bfloat162float(xr[c]) - mean;
            var += d * d;
        }
        var /= (double)hidden;
        const double rstd = 1.0 / sqrt(var + REF_EPS);
        for (int64_t c = 0; c < hidden; ++c) {
            const double v = ((double)__bfloat162float(xr[c]) - mean) * rstd;
            yr[c] = __double2bfloat16(v * (double)__bfloat162float(w[c]) + (double)__bfloat162float(b[c]));
        }
    }
}

KILN_ENTRY(kiln_layernorm)
{
    if (num_tensors != 4 || num_params < 2)
        return 1;
    const int64_t rows = params[0], hidden = params[1];
    if (rows <= 0 || hidden <= 0 || kiln_numel(&tensors[0]) != rows * hidden ||
        kiln_numel(&tensors[1]) != hidden || kiln_numel(&tensors[2]) != hidden ||
        kiln_numel(&tensors[3]) != rows * hidden)
        return 1;
    const int threads = 128;
    int64_t blocks = (rows + threads - 1) / threads;
    if (blocks > 65535)
        blocks = 65535;
    reference_layernorm<<<(unsigned)blocks, threads, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<const __nv_bfloat16*>(tensors[2].data), static_cast<__nv_bfloat16*>(tensors[3].data), rows,
        hidden);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
