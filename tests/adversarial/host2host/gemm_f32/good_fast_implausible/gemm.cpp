// Register-blocked fp32 GEMM for the CPU.
//
// C is produced in tiles of ROWS x 16 (ROWS <= 6): for each k, one 16-wide row segment of B is loaded
// (two 8-float vectors) and multiplied by ROWS broadcast values of A, so every load of B feeds ROWS
// multiply-adds and the accumulators stay in registers for the whole K loop. Inside a tile the loop order is
// i-k-j, so B is read row by row, contiguously. Columns left over when N is not a multiple of 16 take a
// scalar edge path; rows left over when M is not a multiple of 6 use the same vector kernel with fewer rows.
// Nothing assumes alignment or particular sizes. Accumulation is fp32 in k order (any fp32 summation order
// is within the task's tolerance).
#include <kiln/kernel_abi.h>
#include <cstring>

namespace {

typedef float v8 __attribute__((vector_size(32)));  // GCC/Clang vector extension: 8 x fp32

constexpr int MR = 6;
constexpr int NR = 16;

inline v8 load8(const float* p)
{
    v8 v;
    std::memcpy(&v, p, sizeof v);  // unaligned load
    return v;
}
inline void store8(float* p, v8 v) { std::memcpy(p, &v, sizeof v); }

// ROWS x 16 tile of C = A[ROWS, K] @ B[K, 16 columns starting at B].
template <int ROWS>
inline void tile(const float* __restrict A, const float* __restrict B, float* __restrict C, int64_t N, int64_t K)
{
    v8 lo[ROWS], hi[ROWS];
    for (int r = 0; r < ROWS; ++r) {
        lo[r] = v8{};
        hi[r] = v8{};
    }
    for (int64_t k = 0; k < K; ++k) {
        const v8 b0 = load8(B + k * N);
        const v8 b1 = load8(B + k * N + 8);
        for (int r = 0; r < ROWS; ++r) {
            const float a = A[r * K + k];
            lo[r] += a * b0;
            hi[r] += a * b1;
        }
    }
    for (int r = 0; r < ROWS; ++r) {
        store8(C + r * N, lo[r]);
        store8(C + r * N + 8, hi[r]);
    }
}

// Scalar edge: rows x cols block, cols < 16.
inline void edge(const float* __restrict A, const float* __restrict B, float* __restrict C, int64_t N, int64_t K,
                 int rows, int cols)
{
    for (int r = 0; r < rows; ++r) {
        float acc[NR] = {};
        for (int64_t k = 0; k < K; ++k) {
            const float a = A[r * K + k];
            for (int u = 0; u < cols; ++u)
                acc[u] += a * B[k * N + u];
        }
        for (int u = 0; u < cols; ++u)
            C[r * N + u] = acc[u];
    }
}

void gemm(const float* A, const float* B, float* C, int64_t M, int64_t N, int64_t K)
{
    const int64_t n_full = N - N % NR;
    for (int64_t i = 0; i < M; i += MR) {
        const int rows = static_cast<int>(M - i < MR ? M - i : MR);
        const float* a = A + i * K;
        float* c = C + i * N;
        for (int64_t j = 0; j < n_full; j += NR) {
            switch (rows) {
            case 6: tile<6>(a, B + j, c + j, N, K); break;
            case 5: tile<5>(a, B + j, c + j, N, K); break;
            case 4: tile<4>(a, B + j, c + j, N, K); break;
            case 3: tile<3>(a, B + j, c + j, N, K); break;
            case 2: tile<2>(a, B + j, c + j, N, K); break;
            default: tile<1>(a, B + j, c + j, N, K); break;
            }
        }
        if (n_full < N)
            edge(a, B + n_full, c + n_full, N, K, rows, static_cast<int>(N - n_full));
    }
}

} // namespace

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
    gemm(static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
         static_cast<float*>(tensors[2].data), M, N, K);
    return 0;
}
