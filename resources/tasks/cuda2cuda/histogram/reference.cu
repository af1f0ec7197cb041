// Trusted reference (never copied to a workspace): the bins are cut into chunks of CHUNK bins; block
// (x, y) counts, in shared memory, the elements of its slice of the input that fall in chunk y, then adds
// its nonzero counts to the (zeroed) global counts. Written independently of the baseline.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#define CHUNK 4096
#define THREADS 256
#define SLICES 64

__global__ void reference_zero(int32_t* counts, int64_t bins)
{
    for (int64_t b = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; b < bins; b += (int64_t)gridDim.x * blockDim.x)
        counts[b] = 0;
}

__global__ void reference_histogram(const int32_t* x, int32_t* counts, int64_t n, int64_t bins)
{
    __shared__ int32_t local[CHUNK];
    const int64_t lo = (int64_t)blockIdx.y * CHUNK;
    const int64_t hi = lo + CHUNK < bins ? lo + CHUNK : bins;
    for (int b = threadIdx.x; b < CHUNK; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x) {
        const int64_t v = x[i];
        if (v >= lo && v < hi)
            atomicAdd(&local[v - lo], 1);
    }
    __syncthreads();
    for (int64_t b = lo + threadIdx.x; b < hi; b += blockDim.x)
        if (local[b - lo] != 0)
            atomicAdd(&counts[b], local[b - lo]);
}

KILN_ENTRY(kiln_histogram)
{
    if (num_tensors != 2 || num_params != 2)
        return 1;
    const int64_t n = params[0], bins = params[1];
    if (n <= 0 || bins <= 0)
        return 1;
    const int64_t chunks = (bins + CHUNK - 1) / CHUNK;
    if (chunks > 65535)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    int32_t* counts = static_cast<int32_t*>(tensors[1].data);
    reference_zero<<<256, 256, 0, s>>>(counts, bins);
    int64_t slices = (n + THREADS - 1) / THREADS;
    if (slices > SLICES)
        slices = SLICES;
    reference_histogram<<<dim3((unsigned)slices, (unsigned)chunks), THREADS, 0, s>>>(
        static_cast<const int32_t*>(tensors[0].data), counts, n, bins);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
