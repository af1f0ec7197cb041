// kiln-calibrate-cuda: measures the GPU's ceilings for the roofline: device-to-device copy bandwidth
// (2 GiB, bytes read + written) and the bf16 and fp32 matrix rates through cuBLAS (8192^3 on random
// data, fp32 accumulation). Prints one JSON line. Clocks and settings are left as they are.
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace {

#define CHECK(x)                                                                                                       \
    do {                                                                                                               \
        auto e_ = (x);                                                                                                 \
        if (static_cast<int>(e_) != 0) {                                                                               \
            std::printf("{\"event\":\"done\",\"verdict\":\"error\",\"message\":\"%s failed (%d)\"}\n", #x,             \
                        static_cast<int>(e_));                                                                         \
            std::exit(1);                                                                                              \
        }                                                                                                              \
    } while (0)

double copyBandwidth()
{
    const size_t bytes = 2ull << 30;
    void *a, *b;
    CHECK(cudaMalloc(&a, bytes));
    CHECK(cudaMalloc(&b, bytes));
    CHECK(cudaMemset(a, 1, bytes));
    cudaEvent_t s, e;
    cudaEventCreate(&s);
    cudaEventCreate(&e);
    CHECK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice)); // warm-up
    float best = 1e30f;
    for (int i = 0; i < 10; ++i) {
        cudaEventRecord(s);
        CHECK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice));
        cudaEventRecord(e);
        cudaEventSynchronize(e);
        float ms;
        cudaEventElapsedTime(&ms, s, e);
        best = std::min(best, ms);
    }
    cudaFree(a);
    cudaFree(b);
    return 2.0 * bytes / (best / 1e3);
}

double gemmRate(cublasHandle_t h, cudaDataType type, cublasComputeType_t compute)
{
    const int n = 8192;
    const size_t elems = static_cast<size_t>(n) * n;
    const size_t size = type == CUDA_R_16BF ? 2 : 4;
    std::vector<unsigned char> host(elems * size);
    std::mt19937 rng(7);
    std::uniform_real_distribution<float> u(-1, 1);
    for (size_t i = 0; i < elems; ++i) {
        const float v = u(rng);
        if (type == CUDA_R_16BF) {
            const __nv_bfloat16 b = __float2bfloat16(v);
            std::memcpy(&host[i * 2], &b, 2);
        } else {
            std::memcpy(&host[i * 4], &v, 4);
        }
    }
    void *A, *B, *C;
    CHECK(cudaMalloc(&A, elems * size));
    CHECK(cudaMalloc(&B, elems * size));
    CHECK(cudaMalloc(&C, elems * size));
    CHECK(cudaMemcpy(A, host.data(), elems * size, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(B, host.data(), elems * size, cudaMemcpyHostToDevice));
    const float alpha = 1, beta = 0;
    auto run = [&] {
        CHECK(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, A, type, n, B, type, n, &beta, C, type, n,
                           compute, CUBLAS_GEMM_DEFAULT));
    };
    for (int i = 0; i < 3; ++i)
        run();
    cudaEvent_t s, e;
    cudaEventCreate(&s);
    cudaEventCreate(&e);
    cudaEventRecord(s);
    const int reps = 10;
    for (int i = 0; i < reps; ++i)
        run();
    cudaEventRecord(e);
    cudaEventSynchronize(e);
    float ms;
    cudaEventElapsedTime(&ms, s, e);
    cudaFree(A);
    cudaFree(B);
    cudaFree(C);
    return 2.0 * n * n * static_cast<double>(n) * reps / (ms / 1e3);
}

} // namespace

int main()
{
    cudaDeviceProp prop{};
    CHECK(cudaGetDeviceProperties(&prop, 0));
    cublasHandle_t h;
    CHECK(cublasCreate(&h));
    const double bw = copyBandwidth();
    const double bf16 = gemmRate(h, CUDA_R_16BF, CUBLAS_COMPUTE_32F);
    const double f32 = gemmRate(h, CUDA_R_32F, CUBLAS_COMPUTE_32F);
    nlohmann::json j{{"event", "calibration"},
                     {"device", prop.name},
                     {"backend", "cuda"},
                     {"sm_count", prop.multiProcessorCount},
                     {"l2_bytes", prop.l2CacheSize},
                     {"dram_bytes_per_s", bw},
                     {"peak_flops_per_s", {{"bf16", bf16}, {"f16", bf16}, {"f32", f32}}},
                     {"method", "copy: cudaMemcpy device-to-device of 2 GiB, bytes read + written, best of 10; "
                                "matrix: cublasGemmEx 8192^3 on random data, fp32 accumulation, mean of 10 after 3 "
                                "warm-ups"}};
    std::printf("%s\n", j.dump().c_str());
    cublasDestroy(h);
    return 0;
}
