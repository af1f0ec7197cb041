// Baseline: one thread per rotated pair (token, head, i < head_dim/2), scalar 2-byte loads and stores,
// the position and the cos/sin entries re-read by every thread. Correct for every shape; plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif

__global__ void __launch_bounds__(BLOCK)
rope_neox_pairs(const int32_t* __restrict__ positions, __nv_bfloat16* __restrict__ q,
                const float* __restrict__ cos_sin, int64_t tokens, int64_t heads, int64_t head_dim,
                int64_t max_pos)
{
    const int64_t half = head_dim / 2;
    const int64_t pair = blockIdx.x * (int64_t)BLOCK + threadIdx.x;
    if (pair >= tokens * heads * half)
        return;
    const int64_t i = pair % half;              // index inside the first half of the head
    const int64_t token_head = pair / half;     // token * heads + head
    const int64_t token = token_head / heads;
    const int64_t pos = positions[token];
    if (pos < 0 || pos >= max_pos)
        return;  // never happens for valid inputs; refuse to read out of bounds
    const float c = cos_sin[pos * head_dim + i];
    const float s = cos_sin[pos * head_dim + half + i];
    __nv_bfloat16* v = q + token_head * head_dim;
    const float x1 = __bfloat162float(v[i]);
    const float x2 = __bfloat162float(v[i + half]);
    v[i] = __float2bfloat16_rn(x1 * c - x2 * s);
    v[i + half] = __float2bfloat16_rn(x2 * c + x1 * s);
}

KILN_ENTRY(kiln_rotary_embedding)
{
    if (num_tensors != 3 || num_params != 4)
        return 1;
    const int64_t tokens = params[0], heads = params[1], head_dim = params[2], max_pos = params[3];
    if (tokens <= 0 || heads <= 0 || head_dim <= 0 || (head_dim % 2) != 0 || max_pos <= 0)
        return 1;
    const int64_t pairs = tokens * heads * (head_dim / 2);
    const int64_t blocks = (pairs + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    rope_neox_pairs<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const int32_t*>(tensors[0].data), static_cast<__nv_bfloat16*>(tensors[1].data),
        static_cast<const float*>(tensors[2].data), tokens, heads, head_dim, max_pos);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
