// Trusted reference (never copied to a workspace): one thread per output row, a sequential double
// accumulation over K, one rounding to bf16 at the end.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

__global__ void reference_gemv(const __nv_bfloat16* W, const __nv_bfloat16* x, __nv_bfloat16* y, int64_t N,
                               int64_t K)
{
    for (int64_t n = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; n < N; n += (int64_t)gridDim.x * blockDim.x) {
        double acc = 0.0;
        for (int64_t k = 0; k < K; ++k)
            acc += (double)__bfloat162float(W[n * K + k]) * (double)__bfloat162float(x[k]);
        y[n] = __double2bfloat16(acc);
    }
}

KILN_ENTRY(kiln_gemv_decode)
{
    if (num_tensors != 3 || num_params != 2)
        return 1;
    const int64_t N = params[0], K = params[1];
    if (N <= 0 || K <= 0)
        return 1;
    const int64_t threads = 128;
    int64_t blocks = (N + threads - 1) / threads;
    if (blocks > 65535)
        blocks = 65535;
    reference_gemv<<<(unsigned)blocks, (unsigned)threads, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<__nv_bfloat16*>(tensors[2].data), N, K);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
