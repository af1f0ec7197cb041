// Trusted reference (never copied to a workspace): one thread per token, everything in double. The new
// residual is the correctly rounded bf16 of x + residual; the norm is taken over that stored value and the
// output rounded to bf16 once.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#define REF_EPS 1e-6

__global__ void reference_add_rmsnorm(const __nv_bfloat16* x, __nv_bfloat16* residual, const __nv_bfloat16* w,
                                      __nv_bfloat16* out, int64_t tokens, int64_t hidden)
{
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < tokens;
         t += (int64_t)gridDim.x * blockDim.x) {
        const __nv_bfloat16* xr = x + t * hidden;
        __nv_bfloat16* rr = residual + t * hidden;
        __nv_bfloat16* outr = out + t * hidden;
        double sq = 0.0;
        for (int64_t c = 0; c < hidden; ++c) {
            const __nv_bfloat16 z =
                __double2bfloat16((double)__bfloat162float(xr[c]) + (double)__bfloat162float(rr[c]));
            rr[c] = z;
            const double zd = (double)__bfloat162float(z);
            sq += zd * zd;
        }
        const double rstd = 1.0 / sqrt(sq / (double)hidden + REF_EPS);
        for (int64_t c = 0; c < hidden; ++c)
            outr[c] = __double2bfloat16((double)__bfloat162float(rr[c]) * rstd * (double)__bfloat162float(w[c]));
    }
}

KILN_ENTRY(kiln_add_rmsnorm)
{
    if (num_tensors != 4 || num_params < 2)
        return 1;
    const int64_t tokens = params[0], hidden = params[1];
    if (tokens <= 0 || hidden <= 0 || kiln_numel(&tensors[0]) != tokens * hidden ||
        kiln_numel(&tensors[1]) != tokens * hidden || kiln_numel(&tensors[2]) != hidden ||
        kiln_numel(&tensors[3]) != tokens * hidden)
        return 1;
    const int threads = 128;
    int64_t blocks = (tokens + threads - 1) / threads;
    if (blocks > 65535)
        blocks = 65535;
    reference_add_rmsnorm<<<(unsigned)blocks, threads, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data),
        static_cast<const __nv_bfloat16*>(tensors[2].data), static_cast<__nv_bfloat16*>(tensors[3].data), tokens,
        hidden);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
