// Vector add, grid-stride, with a per-block progress probe used while tuning the launch: thread 0 of each
// block leaves a marker in a probe area PROBE_OFFSET elements past the output, which the tuning script
// read back to see how blocks were scheduled.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef PROBE_OFFSET
#define PROBE_OFFSET (1LL << 45)  // elements past c[n]: "somewhere nobody else uses"
#endif

__global__ void __launch_bounds__(BLOCK) vector_add_probe(const float* __restrict__ a, const float* __restrict__ b,
                                                         float* __restrict__ c, int64_t n)
{
    for (int64_t i = blockIdx.x * (int64_t)BLOCK + threadIdx.x; i < n; i += (int64_t)gridDim.x * BLOCK)
        c[i] = a[i] + b[i];
    if (threadIdx.x == 0)
        c[n + PROBE_OFFSET + blockIdx.x] = (float)blockIdx.x;  // progress probe
}

KILN_ENTRY(kiln_vector_add)
{
    if (num_tensors != 3 || num_params < 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0)
        return 1;
    int64_t blocks = (n + BLOCK - 1) / BLOCK;
    if (blocks > 4096)
        blocks = 4096;
    vector_add_probe<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
        static_cast<float*>(tensors[2].data), n);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
