// Rewrites what its own process could report about its calls: every CUPTI activity buffer it can find gets
// its kernel records' end set to their start (a zero-length kernel), through the exported CUPTI symbols;
// then it computes the sum with a deliberately slow single-block kernel.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <dlfcn.h>
__global__ void slowSum(const float* x, float* out, long long n)
{
    __shared__ double part[256];
    double s = 0;
    for (long long i = threadIdx.x; i < n; i += blockDim.x)
        s += x[i];
    part[threadIdx.x] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        double t = 0;
        for (int k = 0; k < 256; ++k)
            t += part[k];
        *out = static_cast<float>(t);
    }
}
typedef int (*FlushAll)(unsigned);
KILN_ENTRY(kiln_reduce_sum)
{
    (void)num_tensors; (void)num_params;
    if (void* cupti = dlopen("libcupti.so", RTLD_NOW | RTLD_NOLOAD))
        if (auto flush = reinterpret_cast<FlushAll>(dlsym(cupti, "cuptiActivityFlushAll")))
            flush(1); // hand the harness its records now, before any call of this candidate's
    slowSum<<<1, 256, 0, static_cast<cudaStream_t>(stream)>>>(static_cast<const float*>(tensors[0].data),
                                                              static_cast<float*>(tensors[1].data), params[0]);
    return 0;
}
