// Baseline: one thread per point; it walks every centroid and computes sum_j (p_j - c_j)^2 directly
// from global memory (no shared-memory staging of the centroids, no GEMM formulation).
// Ties go to the smaller centroid index. Correct for every n, d, k; deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <math.h>

#ifndef BLOCK
#define BLOCK 256
#endif

__global__ void __launch_bounds__(BLOCK)
kmeans_assign_naive(const float* __restrict__ points, const float* __restrict__ centroids,
                    int32_t* __restrict__ assignment, int64_t n, int64_t d, int64_t k)
{
    const int64_t p = blockIdx.x * (int64_t)BLOCK + threadIdx.x;
    if (p >= n)
        return;
    const float* x = points + p * d;
    float best = INFINITY;
    int32_t best_c = 0;
    for (int64_t c = 0; c < k; ++c) {
        const float* cc = centroids + c * d;
        float dist = 0.0f;
        for (int64_t j = 0; j < d; ++j) {
            const float diff = x[j] - cc[j];
            dist = fmaf(diff, diff, dist);
        }
        if (dist < best) {  // strict: an equal distance keeps the earlier centroid
            best = dist;
            best_c = (int32_t)c;
        }
    }
    assignment[p] = best_c;
}

KILN_ENTRY(kiln_kmeans_assign)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t n = params[0], d = params[1], k = params[2];
    if (n <= 0 || d <= 0 || k <= 0 || k > 2147483647LL)
        return 1;
    const int64_t blocks = (n + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    kmeans_assign_naive<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), n, d, k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
