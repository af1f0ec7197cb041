// In-place tree reduction, no scratch allocation and no atomics: pass p folds groups of BLOCK * ITEMS
// values into the first slot of each group, directly in x, and the next pass folds those slots (now
// BLOCK * ITEMS apart) the same way, until one value is left in x[0], which is copied to the output.
// Each block reads only its own group and writes its group's first slot after it has read it, so passes
// need no synchronization beyond stream order. Deterministic: the same order of additions every call.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 4
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");
static_assert(ITEMS >= 1, "ITEMS: at least 1");

// Values j in [0, count) live at data[j * stride]. Block b folds j in [b * BLOCK * ITEMS, (b + 1) * BLOCK * ITEMS)
// into data[b * BLOCK * ITEMS * stride].
__global__ void __launch_bounds__(BLOCK) fold_in_place(float* data, int64_t count, int64_t stride)
{
    __shared__ float partial[BLOCK];
    const int64_t first = (int64_t)blockIdx.x * (BLOCK * ITEMS);
    float acc = 0.0f;
    for (int k = 0; k < ITEMS; ++k) {
        const int64_t j = first + (int64_t)k * BLOCK + threadIdx.x;
        if (j < count)
            acc += data[j * stride];
    }
    partial[threadIdx.x] = acc;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s)
            partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        data[first * stride] = partial[0];
}

KILN_ENTRY(kiln_reduce_sum)
{
    if (num_tensors != 2 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0 || tensors[0].dtype != KILN_F32 || tensors[1].dtype != KILN_F32 || kiln_numel(&tensors[0]) != n ||
        kiln_numel(&tensors[1]) != 1)
        return 1;
    float* x = static_cast<float*>(tensors[0].data);  // folded in place
    float* out = static_cast<float*>(tensors[1].data);
    cudaStream_t s = static_cast<cudaStream_t>(stream);

    const int64_t group = (int64_t)BLOCK * ITEMS;
    int64_t count = n, stride = 1;
    while (count > 1) {
        const int64_t blocks = (count + group - 1) / group;
        if (blocks > 2147483647LL)
            return 1;
        fold_in_place<<<(unsigned)blocks, BLOCK, 0, s>>>(x, count, stride);
        count = blocks;
        stride *= group;
    }
    if (cudaMemcpyAsync(out, x, sizeof(float), cudaMemcpyDeviceToDevice, s) != cudaSuccess)
        return 1;
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
