// Trusted reference (never copied to a workspace): three plain kernels in double precision.
//   1. one thread per (batch, head, t): score = (q . k_t) / sqrt(head_dim)
//   2. one thread per (batch, head): max over t, then sum of exp(score - max)
//   3. one thread per (batch, head, dim): sum_t exp(score_t - max) * v_t[dim] / sum, rounded once to bf16
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <math.h>

__global__ void reference_scores(const __nv_bfloat16* q, const __nv_bfloat16* k_cache, double* scores, int64_t batch,
                                 int64_t heads, int64_t head_dim, int64_t seq_len)
{
    const int64_t total = batch * heads * seq_len;
    const double scale = 1.0 / sqrt((double)head_dim);
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < total; i += (int64_t)gridDim.x * blockDim.x) {
        const int64_t t = i % seq_len;           // scores laid out [batch, heads, seq_len]
        const int64_t h = (i / seq_len) % heads;
        const int64_t b = i / (seq_len * heads);
        const __nv_bfloat16* qv = q + (b * heads + h) * head_dim;
        const __nv_bfloat16* kv = k_cache + ((b * seq_len + t) * heads + h) * head_dim;
        double acc = 0.0;
        for (int64_t j = 0; j < head_dim; ++j)
            acc += (double)__bfloat162float(qv[j]) * (double)__bfloat162float(kv[j]);
        scores[i] = acc * scale;
    }
}

__global__ void reference_softmax_stats(const double* scores, double* stats, int64_t rows, int64_t seq_len)
{
    for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < rows; r += (int64_t)gridDim.x * blockDim.x) {
        const double* s = scores + r * seq_len;
        double m = s[0];
        for (int64_t t = 1; t < seq_len; ++t)
            m = s[t] > m ? s[t] : m;
        double sum = 0.0;
        for (int64_t t = 0; t < seq_len; ++t)
            sum += exp(s[t] - m);
        stats[2 * r] = m;
        stats[2 * r + 1] = sum;
    }
}

__global__ void reference_output(const double* scores, const double* stats, const __nv_bfloat16* v_cache,
                                 __nv_bfloat16* out, int64_t batch, int64_t heads, int64_t head_dim, int64_t seq_len)
{
    const int64_t total = batch * heads * head_dim;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < total; i += (int64_t)gridDim.x * blockDim.x) {
        const int64_t j = i % head_dim;
        const int64_t bh = i / head_dim;  // batch * heads + head
        const int64_t b = bh / heads, h = bh % heads;
        const double* s = scores + bh * seq_len;
        const double m = stats[2 * bh], sum = stats[2 * bh + 1];
        double acc = 0.0;
        for (int64_t t = 0; t < seq_len; ++t)
            acc += exp(s[t] - m) * (double)__bfloat162float(v_cache[((b * seq_len + t) * heads + h) * head_dim + j]);
        out[i] = __double2bfloat16(acc / sum);
    }
}

static unsigned grid_for(int64_t work)
{
    int64_t blocks = (work + 255) / 256;
    return (unsigned)(blocks > 65535 ? 65535 : blocks);
}

KILN_ENTRY(kiln_decode_attention)
{
    if (num_tensors != 4 || num_params != 4)
        return 1;
    const int64_t batch = params[0], heads = params[1], head_dim = params[2], seq_len = params[3];
    if (batch <= 0 || heads <= 0 || head_dim <= 0 || seq_len <= 0)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    const int64_t rows = batch * heads;
    double* scores = nullptr;
    double* stats = nullptr;
    if (cudaMallocAsync(reinterpret_cast<void**>(&scores), (size_t)(rows * seq_len) * sizeof(double), s) != cudaSuccess)
        return 1;
    if (cudaMallocAsync(reinterpret_cast<void**>(&stats), (size_t)(rows * 2) * sizeof(double), s) != cudaSuccess) {
        cudaFreeAsync(scores, s);
        return 1;
    }
    const __nv_bfloat16* q = static_cast<const __nv_bfloat16*>(tensors[0].data);
    const __nv_bfloat16* k_cache = static_cast<const __nv_bfloat16*>(tensors[1].data);
    const __nv_bfloat16* v_cache = static_cast<const __nv_bfloat16*>(tensors[2].data);
    __nv_bfloat16* out = static_cast<__nv_bfloat16*>(tensors[3].data);
    reference_scores<<<grid_for(rows * seq_len), 256, 0, s>>>(q, k_cache, scores, batch, heads, head_dim, seq_len);
    reference_softmax_stats<<<grid_for(rows), 256, 0, s>>>(scores, stats, rows, seq_len);
    reference_output<<<grid_for(rows * head_dim), 256, 0, s>>>(scores, stats, v_cache, out, batch, heads, head_dim,
                                                                seq_len);
    cudaFreeAsync(stats, s);
    cudaFreeAsync(scores, s);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
