// Trusted reference (never copied to a workspace): serial chunks. Each thread sums one chunk of CHUNK
// consecutive elements in 64-bit; one thread turns the chunk sums into chunk offsets; each thread then
// re-walks its chunk from its offset. Sums are kept in int64 and stored as int32 (the inputs are small).
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#define CHUNK 1024

__global__ void reference_chunk_sums(const int32_t* in, long long* sums, int64_t n, int64_t chunks)
{
    for (int64_t c = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; c < chunks; c += (int64_t)gridDim.x * blockDim.x) {
        long long total = 0;
        const int64_t end = (c + 1) * CHUNK < n ? (c + 1) * CHUNK : n;
        for (int64_t i = c * CHUNK; i < end; ++i)
            total += in[i];
        sums[c] = total;
    }
}

__global__ void reference_exclusive_offsets(long long* sums, int64_t chunks)
{
    long long running = 0;
    for (int64_t c = 0; c < chunks; ++c) {
        const long long s = sums[c];
        sums[c] = running;
        running += s;
    }
}

__global__ void reference_chunk_scan(const int32_t* in, int32_t* out, const long long* offsets, int64_t n,
                                     int64_t chunks)
{
    for (int64_t c = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; c < chunks; c += (int64_t)gridDim.x * blockDim.x) {
        long long running = offsets[c];
        const int64_t end = (c + 1) * CHUNK < n ? (c + 1) * CHUNK : n;
        for (int64_t i = c * CHUNK; i < end; ++i) {
            running += in[i];
            out[i] = (int32_t)running;
        }
    }
}

KILN_ENTRY(kiln_prefix_scan)
{
    if (num_tensors != 2 || num_params != 1)
        return 1;
    const int64_t n = params[0];
    if (n <= 0)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    const int32_t* in = static_cast<const int32_t*>(tensors[0].data);
    int32_t* out = static_cast<int32_t*>(tensors[1].data);
    const int64_t chunks = (n + CHUNK - 1) / CHUNK;
    long long* sums = nullptr;
    if (cudaMallocAsync(reinterpret_cast<void**>(&sums), (size_t)chunks * sizeof(long long), s) != cudaSuccess)
        return 1;
    int64_t blocks = (chunks + 127) / 128;
    if (blocks > 65535)
        blocks = 65535;
    reference_chunk_sums<<<(unsigned)blocks, 128, 0, s>>>(in, sums, n, chunks);
    reference_exclusive_offsets<<<1, 1, 0, s>>>(sums, chunks);
    reference_chunk_scan<<<(unsigned)blocks, 128, 0, s>>>(in, out, sums, n, chunks);
    cudaFreeAsync(sums, s);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
