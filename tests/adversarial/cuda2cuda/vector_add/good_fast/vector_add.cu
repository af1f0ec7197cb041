// Vector add at DRAM bandwidth: 16-byte (float4) loads and stores in a grid-stride loop sized to the GPU
// (a few waves of blocks per SM instead of one thread per element), so there are few blocks to schedule
// and each thread keeps several 128-bit transactions in flight.
// Correct for every n: the float4 body covers floor(n / 4) * 4 elements and the last n % 4 elements are
// done by the first threads of block 0; if any pointer is not 16-byte aligned (a tensor view with an
// offset) a scalar grid-stride kernel is used instead. VEC = 1 forces the scalar kernel.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cstdint>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 4
#endif

__global__ void __launch_bounds__(BLOCK) vector_add_vec4(const float4* __restrict__ a, const float4* __restrict__ b,
                                                        float4* __restrict__ c, int64_t n4,
                                                        const float* __restrict__ a_tail,
                                                        const float* __restrict__ b_tail,
                                                        float* __restrict__ c_tail, int tail)
{
    const int64_t stride = (int64_t)gridDim.x * BLOCK;
    for (int64_t i = blockIdx.x * (int64_t)BLOCK + threadIdx.x; i < n4; i += stride) {
        const float4 x = __ldg(a + i);
        const float4 y = __ldg(b + i);
        c[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
    if (blockIdx.x == 0 && (int)threadIdx.x < tail)  // the last n % 4 elements
        c_tail[threadIdx.x] = a_tail[threadIdx.x] + b_tail[threadIdx.x];
}

__global__ void __launch_bounds__(BLOCK) vector_add_scalar(const float* __restrict__ a, const float* __restrict__ b,
                                                          float* __restrict__ c, int64_t n)
{
    const int64_t stride = (int64_t)gridDim.x * BLOCK;
    for (int64_t i = blockIdx.x * (int64_t)BLOCK + threadIdx.x; i < n; i += stride)
        c[i] = a[i] + b[i];
}

namespace {
int64_t max_blocks()
{
    static int64_t cached = 0;
    if (!cached) {
        int device = 0, sms = 0;
        if (cudaGetDevice(&device) != cudaSuccess ||
            cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device) != cudaSuccess || sms <= 0)
            sms = 132;
        cached = (int64_t)sms * (2048 / BLOCK) * 4;  // four waves of fully resident blocks
    }
    return cached;
}
}

KILN_ENTRY(kiln_vector_add)
{
    if (num_tensors != 3 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || kiln_numel(&tensors[0]) != n || kiln_numel(&tensors[1]) != n || kiln_numel(&tensors[2]) != n)
        return 1;
    const float* a = static_cast<const float*>(tensors[0].data);
    const float* b = static_cast<const float*>(tensors[1].data);
    float* c = static_cast<float*>(tensors[2].data);
    cudaStream_t s = static_cast<cudaStream_t>(stream);
    const bool aligned = ((reinterpret_cast<uintptr_t>(a) | reinterpret_cast<uintptr_t>(b) |
                           reinterpret_cast<uintptr_t>(c)) & 15u) == 0;

    if (VEC == 4 && aligned) {
        const int64_t n4 = n / 4;
        const int tail = (int)(n - n4 * 4);
        int64_t blocks = (n4 + BLOCK - 1) / BLOCK;
        if (blocks > max_blocks())
            blocks = max_blocks();
        if (blocks < 1)
            blocks = 1;  // n < 4: only the tail
        vector_add_vec4<<<(unsigned)blocks, BLOCK, 0, s>>>(
            reinterpret_cast<const float4*>(a), reinterpret_cast<const float4*>(b), reinterpret_cast<float4*>(c), n4,
            a + n4 * 4, b + n4 * 4, c + n4 * 4, tail);
    } else {
        int64_t blocks = (n + BLOCK - 1) / BLOCK;
        if (blocks > max_blocks())
            blocks = max_blocks();
        vector_add_scalar<<<(unsigned)blocks, BLOCK, 0, s>>>(a, b, c, n);
    }
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
