// Trusted reference (never copied to a workspace): one warp per point; lane l takes centroids
// l, l + 32, ...; distances are computed in double; a warp reduction keeps the smallest distance and,
// on equal distances, the smaller centroid index.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <math.h>
#include <limits.h>

__global__ void reference_kmeans_assign(const float* points, const float* centroids, int32_t* assignment, int64_t n,
                                        int64_t d, int64_t k)
{
    const int lane = threadIdx.x & 31;
    const int64_t warps_total = (int64_t)gridDim.x * (blockDim.x / 32);
    for (int64_t p = (blockIdx.x * (int64_t)blockDim.x + threadIdx.x) / 32; p < n; p += warps_total) {
        const float* x = points + p * d;
        double best = INFINITY;
        int best_c = INT_MAX;
        for (int64_t c = lane; c < k; c += 32) {
            double dist = 0.0;
            for (int64_t j = 0; j < d; ++j) {
                const double diff = (double)x[j] - (double)centroids[c * d + j];
                dist += diff * diff;
            }
            if (dist < best) {
                best = dist;
                best_c = (int)c;
            }
        }
        for (int offset = 16; offset > 0; offset >>= 1) {
            const double ob = __shfl_down_sync(0xffffffffu, best, offset);
            const int oc = __shfl_down_sync(0xffffffffu, best_c, offset);
            if (ob < best || (ob == best && oc < best_c)) {
                best = ob;
                best_c = oc;
            }
        }
        if (lane == 0)
            assignment[p] = best_c;
    }
}

KILN_ENTRY(kiln_kmeans_assign)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t n = params[0], d = params[1], k = params[2];
    if (n <= 0 || d <= 0 || k <= 0 || k > 2147483647LL)
        return 1;
    int64_t blocks = (n + 7) / 8;  // 8 warps (points) per block of 256 threads
    if (blocks > 65535)
        blocks = 65535;
    reference_kmeans_assign<<<(unsigned)blocks, 256, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), n, d, k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
