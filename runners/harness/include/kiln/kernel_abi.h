/*
 * kiln/kernel_abi.h - the one C interface between Kiln's harness and a compiled kernel.
 *
 * Every candidate, baseline and reference of a compiled task (backends cuda, hip, host) is built into a
 * shared object that exports ONE function with the signature below, under the name the task declares as
 * `entry` in task.yaml. The harness dlopen()s the object, looks the symbol up and calls it once per run.
 *
 *   - `tensors` holds the task's tensors in the order task.yaml declares them (inputs, outputs and
 *     in/out tensors alike). `data` is a device pointer for cuda/hip and a host pointer for host.
 *     Outputs arrive poisoned (NaN patterns / 0xFF bytes): the kernel must write every element.
 *   - `params` holds the configuration's integer parameters in the order of task.yaml's `parameters`
 *     (then `derived`), already evaluated: the kernel never parses expressions.
 *   - `stream` is the cudaStream_t / hipStream_t to launch on; NULL for host. All work must be issued on
 *     this stream (work on other streams is still timed: the harness synchronizes the whole device).
 *   - The return value is 0 on success; any other value is an error the harness reports as the
 *     candidate's failure (use it for "unsupported shape" rather than crashing).
 *
 * The header is plain C and C++, so it compiles under nvcc, hipcc, g++ and clang, and has no dependency
 * beyond <stdint.h>. The whole contract is documented in docs/harness-abi.md.
 */
#ifndef KILN_KERNEL_ABI_H
#define KILN_KERNEL_ABI_H

#include <stdint.h>

#define KILN_ABI_VERSION 1
#define KILN_MAX_RANK 8

#ifdef __cplusplus
extern "C" {
#endif

/* Element types. The numeric values are part of the ABI; append only. */
typedef enum kiln_dtype {
    KILN_F32 = 0,
    KILN_F16 = 1,
    KILN_BF16 = 2,
    KILN_F64 = 3,
    KILN_I32 = 4,
    KILN_I64 = 5,
    KILN_I8 = 6,
    KILN_U8 = 7,
    KILN_U32 = 8,
    KILN_F8E4M3 = 9
} kiln_dtype;

typedef struct kiln_tensor
{
    void* data;                   /* device pointer (cuda/hip) or host pointer (host) */
    int32_t dtype;                /* a kiln_dtype */
    int32_t rank;                 /* number of valid entries in shape[] */
    int64_t shape[KILN_MAX_RANK]; /* row-major, contiguous; elements, not bytes */
} kiln_tensor;

typedef int (*kiln_entry_fn)(const kiln_tensor* tensors, int32_t num_tensors, const int64_t* params, int32_t num_params,
                             void* stream);

/* Exported by every kernel object so the harness can refuse objects built against another ABI. */
typedef int32_t (*kiln_abi_version_fn)(void);

#ifdef __cplusplus
}
#endif

#if defined(_WIN32)
#define KILN_EXPORT_ATTR __declspec(dllexport)
#else
#define KILN_EXPORT_ATTR __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
#define KILN_EXTERN_C extern "C"
#else
#define KILN_EXTERN_C
#endif

/*
 * KILN_ENTRY(name) opens the definition of the exported entry function and of kiln_abi_version():
 *
 *     KILN_ENTRY(kiln_softmax) {
 *         const float* x = (const float*)tensors[0].data;
 *         ...
 *         return 0;
 *     }
 *
 * Inside the body the arguments are named tensors, num_tensors, params, num_params and stream.
 */
#define KILN_ENTRY(name)                                                                                               \
    KILN_EXTERN_C KILN_EXPORT_ATTR int32_t kiln_abi_version(void)                                                      \
    {                                                                                                                  \
        return KILN_ABI_VERSION;                                                                                       \
    }                                                                                                                  \
    KILN_EXTERN_C KILN_EXPORT_ATTR int name(const kiln_tensor* tensors, int32_t num_tensors, const int64_t* params,    \
                                            int32_t num_params, void* stream)

/* Number of elements of a tensor (product of its shape). */
static inline int64_t kiln_numel(const kiln_tensor* t)
{
    int64_t n = 1;
    for (int32_t i = 0; i < t->rank; ++i)
        n *= t->shape[i];
    return n;
}

#endif /* KILN_KERNEL_ABI_H */
