// Trusted reference (never copied to a workspace): one thread per (token, head) vector, a loop over the
// pairs, the rotation computed in double and rounded once to bf16.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

__global__ void reference_rope_neox(const int32_t* positions, __nv_bfloat16* q, const float* cos_sin,
                                    int64_t tokens, int64_t heads, int64_t head_dim, int64_t max_pos)
{
    const int64_t vectors = tokens * heads;
    const int64_t half = head_dim / 2;
    for (int64_t th = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; th < vectors;
         th += (int64_t)gridDim.x * blockDim.x) {
        const int64_t pos = positions[th / heads];
        if (pos < 0 || pos >= max_pos)
            continue;
        const float* cos_row = cos_sin + pos * head_dim;         // cos_row[i], i < half
        const float* sin_row = cos_sin + pos * head_dim + half;  // sin_row[i], i < half
        __nv_bfloat16* x = q + th * head_dim;
        for (int64_t i = 0; i < half; ++i) {
            const double x1 = __bfloat162float(x[i]);
            const double x2 = __bfloat162float(x[half + i]);
            const double c = cos_row[i], s = sin_row[i];
            x[i] = __double2bfloat16(x1 * c - x2 * s);
            x[half + i] = __double2bfloat16(x2 * c + x1 * s);
        }
    }
}

KILN_ENTRY(kiln_rotary_embedding)
{
    if (num_tensors != 3 || num_params != 4)
        return 1;
    const int64_t tokens = params[0], heads = params[1], head_dim = params[2], max_pos = params[3];
    if (tokens <= 0 || heads <= 0 || head_dim <= 0 || (head_dim % 2) != 0 || max_pos <= 0)
        return 1;
    int64_t blocks = (tokens * heads + 127) / 128;
    if (blocks > 65535)
        blocks = 65535;
    reference_rope_neox<<<(unsigned)blocks, 128, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const int32_t*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data),
        static_cast<const float*>(tensors[2].data), tokens, heads, head_dim, max_pos);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
