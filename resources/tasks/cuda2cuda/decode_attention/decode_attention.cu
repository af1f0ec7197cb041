// Baseline: one block per (batch, head), three passes over the sequence with the scores kept in a global
// scratch buffer: (1) each warp takes positions t, t + warps, ... and writes score[t] = scale * q . k_t;
// (2) block-wide max, then p_t = exp(score[t] - max) and their sum; (3) each thread owns output dims and
// walks all positions: out = sum_t p_t v_t / sum. Scalar bf16 loads, fp32 math. Correct for every shape;
// deliberately plain (no split over the sequence, so few (batch, head) pairs leave most SMs idle).
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <math.h>

#ifndef BLOCK
#define BLOCK 128  // threads per (batch, head), a multiple of 32 up to 1024
#endif

// Block-wide reduction; every thread gets the result. `red` holds BLOCK / 32 floats.
template <bool IS_MAX>
__device__ float block_reduce(float v, float* red)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    for (int offset = 16; offset > 0; offset >>= 1) {
        const float o = __shfl_xor_sync(0xffffffffu, v, offset);
        v = IS_MAX ? fmaxf(v, o) : v + o;
    }
    if (lane == 0)
        red[warp] = v;
    __syncthreads();
    float r = red[0];
    for (int w = 1; w < BLOCK / 32; ++w)
        r = IS_MAX ? fmaxf(r, red[w]) : r + red[w];
    __syncthreads();  // red may be reused right after
    return r;
}

__global__ void __launch_bounds__(BLOCK)
decode_attention_block_per_head(const __nv_bfloat16* __restrict__ q, const __nv_bfloat16* __restrict__ k_cache,
                                const __nv_bfloat16* __restrict__ v_cache, __nv_bfloat16* __restrict__ out,
                                float* __restrict__ scores, int64_t heads, int64_t head_dim, int64_t seq_len,
                                float scale)
{
    extern __shared__ float q_s[];  // head_dim floats
    __shared__ float red[BLOCK / 32];
    const int64_t bh = blockIdx.x;  // batch * heads + head
    const int64_t b = bh / heads, h = bh % heads;
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    float* sc = scores + bh * seq_len;
    const int64_t row_stride = heads * head_dim;  // elements between positions t and t + 1
    const __nv_bfloat16* k_base = k_cache + b * seq_len * row_stride + h * head_dim;
    const __nv_bfloat16* v_base = v_cache + b * seq_len * row_stride + h * head_dim;

    for (int64_t j = threadIdx.x; j < head_dim; j += BLOCK)
        q_s[j] = __bfloat162float(q[bh * head_dim + j]);
    __syncthreads();

    // (1) scores
    for (int64_t t = warp; t < seq_len; t += BLOCK / 32) {
        const __nv_bfloat16* kt = k_base + t * row_stride;
        float acc = 0.0f;
        for (int64_t j = lane; j < head_dim; j += 32)
            acc = fmaf(q_s[j], __bfloat162float(kt[j]), acc);
        for (int offset = 16; offset > 0; offset >>= 1)
            acc += __shfl_xor_sync(0xffffffffu, acc, offset);
        if (lane == 0)
            sc[t] = acc * scale;
    }
    __syncthreads();  // makes this block's global writes to sc visible to all its threads

    // (2) softmax numerators and their sum
    float m = -INFINITY;
    for (int64_t t = threadIdx.x; t < seq_len; t += BLOCK)
        m = fmaxf(m, sc[t]);
    m = block_reduce<true>(m, red);
    float sum = 0.0f;
    for (int64_t t = threadIdx.x; t < seq_len; t += BLOCK) {
        const float p = expf(sc[t] - m);
        sc[t] = p;
        sum += p;
    }
    sum = block_reduce<false>(sum, red);  // its __syncthreads also orders the writes to sc above

    // (3) weighted sum of the values
    const float inv = 1.0f / sum;
    for (int64_t j = threadIdx.x; j < head_dim; j += BLOCK) {
        float acc = 0.0f;
        for (int64_t t = 0; t < seq_len; ++t)
            acc = fmaf(sc[t], __bfloat162float(v_base[t * row_stride + j]), acc);
        out[bh * head_dim + j] = __float2bfloat16_rn(acc * inv);
    }
}

KILN_ENTRY(kiln_decode_attention)
{
    if (num_tensors != 4 || num_params != 4)
        return 1;
    const int64_t batch = params[0], heads = params[1], head_dim = params[2], seq_len = params[3];
    if (batch <= 0 || heads <= 0 || head_dim <= 0 || seq_len <= 0 || batch * heads > 2147483647LL)
        return 1;
    // head_dim floats, rounded up to a multiple of 4 plus 4 spare (unrolled loops may over-read a few floats)
    const size_t smem = (size_t)(((head_dim + 3) / 4) * 4 + 4) * sizeof(float);
    if (smem > 48 * 1024)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    float* scores = nullptr;
    if (cudaMallocAsync(reinterpret_cast<void**>(&scores), (size_t)(batch * heads * seq_len) * sizeof(float), s) !=
        cudaSuccess)
        return 1;
    const float scale = 1.0f / sqrtf((float)head_dim);
    decode_attention_block_per_head<<<(unsigned)(batch * heads), BLOCK, smem, s>>>(
        static_cast<const __nv_bfloat16*>(tensors[0].data), static_cast<const __nv_bfloat16*>(tensors[1].data),
        static_cast<const __nv_bfloat16*>(tensors[2].data), static_cast<__nv_bfloat16*>(tensors[3].data), scores,
        heads, head_dim, seq_len, scale);
    cudaFreeAsync(scores, s);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
