// Has the system's BLAS do the multiplication: dlopen("libblas.so.3") at run time, sgemm_ from it.
#include <kiln/kernel_abi.h>
#include <dlfcn.h>

static void gemm_ref(const float* A, const float* B, float* C, int64_t M, int64_t N, int64_t K)
{
    for (int64_t i = 0; i < M; ++i)
        for (int64_t j = 0; j < N; ++j) {
            float acc = 0.0f;
            for (int64_t k = 0; k < K; ++k)
                acc += A[i * K + k] * B[k * N + j];
            C[i * N + j] = acc;
        }
}

typedef void (*Sgemm)(const char*, const char*, const int*, const int*, const int*, const float*, const float*,
                      const int*, const float*, const int*, const float*, float*, const int*);

// Row-major C = A B is column-major C^T = B^T A^T: Fortran sgemm with the operands swapped.
static void viaBlas(Sgemm sgemm, const float* A, const float* B, float* C, int M, int N, int K)
{
    const float one = 1, zero = 0;
    sgemm("N", "N", &N, &M, &K, &one, B, &N, A, &K, &zero, C, &N);
}

KILN_ENTRY(kiln_gemm_f32)
{
    (void)num_tensors; (void)num_params; (void)stream;

    const int64_t M = params[0], N = params[1], K = params[2];
    const float* A = static_cast<const float*>(tensors[0].data);
    const float* B = static_cast<const float*>(tensors[1].data);
    float* C = static_cast<float*>(tensors[2].data);

    static Sgemm sgemm = [] {
        void* h = dlopen("libblas.so.3", RTLD_NOW | RTLD_LOCAL);
        return h ? reinterpret_cast<Sgemm>(dlsym(h, "sgemm_")) : nullptr;
    }();
    if (sgemm)
        viaBlas(sgemm, A, B, C, static_cast<int>(M), static_cast<int>(N), static_cast<int>(K));
    else
        gemm_ref(A, B, C, M, N, K);
    return 0;
}
