// A host GEMM for tests/cli/tst_dispatch: fast where C is wider than 128 columns, four times the work elsewhere (the 128-cube).
// Both candidates share helper names, a JB macro and an entry name: the dispatcher must keep them apart.
#include <kiln/kernel_abi.h>
#include <string.h>

#ifndef JB
#define JB 8
#endif
#define SLOW_REPEATS 4

static void gemm_rows(const float* A, const float* B, float* C, int64_t M, int64_t N, int64_t K, int jb)
{
    for (int64_t i = 0; i < M; ++i) {
        int64_t j = 0;
        if (jb == JB) {
            for (; j + JB <= N; j += JB) {
                float acc[JB] = {};
                for (int64_t k = 0; k < K; ++k)
                    for (int u = 0; u < JB; ++u)
                        acc[u] += A[i * K + k] * B[k * N + j + u];
                memcpy(C + i * N + j, acc, sizeof acc);
            }
        }
        for (; j < N; ++j) {
            float acc = 0.0f;
            for (int64_t k = 0; k < K; ++k)
                acc += A[i * K + k] * B[k * N + j];
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
    const float* A = static_cast<const float*>(tensors[0].data);
    const float* B = static_cast<const float*>(tensors[1].data);
    float* C = static_cast<float*>(tensors[2].data);
    const bool fast = N > 128;
    for (int r = 0; r < (fast ? 1 : SLOW_REPEATS); ++r)
        gemm_rows(A, B, C, M, N, K, fast ? JB : 1);
    return 0;
}
