// Baseline: the textbook i-j-k triple loop, scalar fp32. Correct for every shape, deliberately plain.
// JB (tunable) is how many neighbouring columns of C one pass over k computes at once; JB = 1 is the
// plain dot-product-per-element loop.
#include <kiln/kernel_abi.h>

#ifndef JB
#define JB 1
#endif

static void gemm_naive(const float* A, const float* B, float* C, int64_t M, int64_t N, int64_t K)
{
    for (int64_t i = 0; i < M; ++i) {
        const float* a = A + i * K;
        int64_t j = 0;
        for (; j + JB <= N; j += JB) {
            float acc[JB];
            for (int u = 0; u < JB; ++u)
                acc[u] = 0.0f;
            for (int64_t k = 0; k < K; ++k) {
                const float av = a[k];
                for (int u = 0; u < JB; ++u)
                    acc[u] += av * B[k * N + j + u];
            }
            for (int u = 0; u < JB; ++u)
                C[i * N + j + u] = acc[u];
        }
        for (; j < N; ++j) {  // columns left over when N is not a multiple of JB
            float acc = 0.0f;
            for (int64_t k = 0; k < K; ++k)
                acc += a[k] * B[k * N + j];
            C[i * N + j] = acc;
        }
    }
}

KILN_ENTRY(kiln_gemm_f32)
{
    (void)stream;
    if (num_tensors != 3 || num_params < 3)
        return 1;
    const int64_t M = params[0], N = params[1], K = params[2];
    if (M <= 0 || N <= 0 || K <= 0)
        return 1;
    if (tensors[0].rank != 2 || tensors[0].shape[0] != M || tensors[0].shape[1] != K ||
        tensors[1].rank != 2 || tensors[1].shape[0] != K || tensors[1].shape[1] != N ||
        tensors[2].rank != 2 || tensors[2].shape[0] != M || tensors[2].shape[1] != N)
        return 1;
    gemm_naive(static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
               static_cast<float*>(tensors[2].data), M, N, K);
    return 0;
}
