// Trusted reference (never copied to a workspace), two plain kernels:
//   1. one thread per (query, point): the squared L2 distance accumulated in double, rounded once to fp32,
//      stored in a [q, n] scratch matrix;
//   2. one thread per query scans its row once and keeps the k closest sorted directly in its output slots
//      (insertion sort). Order: smaller fp32 distance first; on equal distances the smaller database index
//      first (a later point with an equal distance ranks after the ones kept).
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

__global__ void reference_distances(const float* queries, const float* database, float* dist, int64_t q, int64_t n,
                                    int64_t d)
{
    const int64_t total = q * n;
    for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total; e += (int64_t)gridDim.x * blockDim.x) {
        const int64_t qi = e / n, p = e % n;
        double acc = 0.0;
        for (int64_t j = 0; j < d; ++j) {
            const double diff = (double)queries[qi * d + j] - (double)database[p * d + j];
            acc += diff * diff;
        }
        dist[e] = (float)acc;
    }
}

__global__ void reference_select(const float* dist, int32_t* out_indices, float* out_distances, int64_t q, int64_t n,
                                 int64_t k)
{
    for (int64_t qi = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; qi < q; qi += (int64_t)gridDim.x * blockDim.x) {
        const float* row = dist + qi * n;
        float* dists = out_distances + qi * k;
        int32_t* idx = out_indices + qi * k;
        int64_t kept = 0;
        for (int64_t p = 0; p < n; ++p) {
            const float v = row[p];
            if (kept == k && !(v < dists[k - 1]))
                continue;
            int64_t slot = kept < k ? kept : k - 1;
            while (slot > 0 && v < dists[slot - 1]) {
                dists[slot] = dists[slot - 1];
                idx[slot] = idx[slot - 1];
                --slot;
            }
            dists[slot] = v;
            idx[slot] = (int32_t)p;
            if (kept < k)
                ++kept;
        }
    }
}

KILN_ENTRY(kiln_knn)
{
    if (num_tensors != 4 || num_params != 4)
        return 1;
    const int64_t q = params[0], n = params[1], d = params[2], k = params[3];
    if (q <= 0 || n <= 0 || d <= 0 || k <= 0 || k > n || n > 2147483647LL)
        return 1;
    const cudaStream_t s = static_cast<cudaStream_t>(stream);
    float* dist = nullptr;
    if (cudaMallocAsync(reinterpret_cast<void**>(&dist), (size_t)(q * n) * sizeof(float), s) != cudaSuccess)
        return 1;
    int64_t blocks = (q * n + 255) / 256;
    if (blocks > 65535)
        blocks = 65535;
    reference_distances<<<(unsigned)blocks, 256, 0, s>>>(static_cast<const float*>(tensors[0].data),
                                                         static_cast<const float*>(tensors[1].data), dist, q, n, d);
    int64_t select_blocks = (q + 31) / 32;
    if (select_blocks > 65535)
        select_blocks = 65535;
    reference_select<<<(unsigned)select_blocks, 32, 0, s>>>(dist, static_cast<int32_t*>(tensors[2].data),
                                                            static_cast<float*>(tensors[3].data), q, n, k);
    cudaFreeAsync(dist, s);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
