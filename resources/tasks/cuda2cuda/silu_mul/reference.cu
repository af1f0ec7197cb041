// Trusted reference (never copied to a workspace): blocks walk the tokens, threads walk the columns of a
// token; silu(gate) * up in double, rounded to bf16 once.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

__global__ void reference_silu_mul(const __nv_bfloat16* x, __nv_bfloat16* out, int64_t tokens, int64_t d)
{
    for (int64_t t = blockIdx.x; t < tokens; t += gridDim.x) {
        const __nv_bfloat16* gate_row = x + t * (2 * d);
        const __nv_bfloat16* up_row = gate_row + d;
        __nv_bfloat16* out_row = out + t * d;
        for (int64_t j = threadIdx.x; j < d; j += blockDim.x) {
            const double g = (double)__bfloat162float(gate_row[j]);
            const double u = (double)__bfloat162float(up_row[j]);
            out_row[j] = __double2bfloat16(g / (1.0 + exp(-g)) * u);
        }
    }
}

KILN_ENTRY(kiln_silu_mul)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t tokens = params[0], d = params[1];
    if (tokens <= 0 || d <= 0 || kiln_numel(&tensors[0]) != tokens * 2 * d || kiln_numel(&tensors[1]) != tokens * d)
        return 1;
    const int64_t grid = tokens < 65535 ? tokens : 65535;
    reference_silu_mul<<<(unsigned)grid, 256, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data), tokens, d);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
