// Takes every byte of device memory it can get (and keeps it), then adds correctly: the judge and the
// baseline's runner find no memory left for their next configuration.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

__global__ void add(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int64_t n)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        c[i] = a[i] + b[i];
}
#define VADD_ARGS \
    const int64_t n = params[0]; \
    const float* a = static_cast<const float*>(tensors[0].data); \
    const float* b = static_cast<const float*>(tensors[1].data); \
    float* c = static_cast<float*>(tensors[2].data); \
    cudaStream_t s = static_cast<cudaStream_t>(stream);
#define VADD_LAUNCH add<<<1024, 256, 0, s>>>(a, b, c, n)

KILN_ENTRY(kiln_vector_add)
{
    (void)num_tensors; (void)num_params;
    static bool hogged = [] {
        for (size_t chunk = 1ull << 34; chunk >= (1ull << 20);) {
            void* p = nullptr;
            if (cudaMalloc(&p, chunk) != cudaSuccess) {
                cudaGetLastError();
                chunk /= 2;
            }
        }
        return true;
    }();
    (void)hogged;
    VADD_ARGS
    VADD_LAUNCH;
    return 0;
}
