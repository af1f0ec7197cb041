// Trusted reference (never copied to a workspace): C = A @ B with every dot product accumulated in double,
// then rounded once to fp32.
#include <kiln/kernel_abi.h>
#include <cstddef>
#include <vector>

KILN_ENTRY(kiln_gemm_f32)
{
    (void)stream;
    if (num_tensors != 3 || num_params < 3)
        return 1;
    const int64_t M = params[0], N = params[1], K = params[2];
    if (M <= 0 || N <= 0 || K <= 0)
        return 1;
    const float* A = static_cast<const float*>(tensors[0].data);
    const float* B = static_cast<const float*>(tensors[1].data);
    float* C = static_cast<float*>(tensors[2].data);
    std::vector<double> row(static_cast<std::size_t>(N));
    for (int64_t i = 0; i < M; ++i) {
        for (int64_t j = 0; j < N; ++j)
            row[j] = 0.0;
        // i-k-j order: row i of C accumulates A[i][k] * (row k of B), all in double.
        for (int64_t k = 0; k < K; ++k) {
            const double a = static_cast<double>(A[i * K + k]);
            const float* b = B + k * N;
            for (int64_t j = 0; j < N; ++j)
                row[j] += a * static_cast<double>(b[j]);
        }
        for (int64_t j = 0; j < N; ++j)
            C[i * N + j] = static_cast<float>(row[j]);
    }
    return 0;
}
