// Baseline: one thread per point; it walks every centroid and computes sum_j (p_j - c_j)^2 directly
// from global memory (no shared-memory staging of the centroids, no GEMM formulation).
// Ties go to the smaller centroid index. Correct for every n, d, k; deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <math.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 1 // points per thread: each centroid element loaded once serves ITEMS points; 1 is the baseline
#endif
static_assert(ITEMS >= 1 && ITEMS <= 8, "ITEMS: 1 to 8 points per thread");

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

#if ITEMS > 1
// ITEMS points per thread, BLOCK apart: every centroid element is loaded once for all of them. Each point's
// distances are summed in the same order as the baseline, so the assignment is the same.
__global__ void __launch_bounds__(BLOCK)
kmeans_assign_items(const float* __restrict__ points, const float* __restrict__ centroids,
                    int32_t* __restrict__ assignment, int64_t n, int64_t d, int64_t k)
{
    const int64_t first = blockIdx.x * (int64_t)(BLOCK * ITEMS) + threadIdx.x;
    if (first >= n)
        return;
    // Points past n repeat the last point (branch-free inner loop); their results are not stored.
    const float* x[ITEMS];
#pragma unroll
    for (int m = 0; m < ITEMS; ++m)
        x[m] = points + min(first + (int64_t)m * BLOCK, n - 1) * d;
    float best[ITEMS];
    int32_t best_c[ITEMS];
#pragma unroll
    for (int m = 0; m < ITEMS; ++m) {
        best[m] = INFINITY;
        best_c[m] = 0;
    }
    for (int64_t c = 0; c < k; ++c) {
        const float* cc = centroids + c * d;
        float dist[ITEMS];
#pragma unroll
        for (int m = 0; m < ITEMS; ++m)
            dist[m] = 0.0f;
        for (int64_t j = 0; j < d; ++j) {
            const float cj = cc[j];
#pragma unroll
            for (int m = 0; m < ITEMS; ++m) {
                const float diff = x[m][j] - cj;
                dist[m] = fmaf(diff, diff, dist[m]);
            }
        }
#pragma unroll
        for (int m = 0; m < ITEMS; ++m)
            if (dist[m] < best[m]) {  // strict: an equal distance keeps the earlier centroid
                best[m] = dist[m];
                best_c[m] = (int32_t)c;
            }
    }
#pragma unroll
    for (int m = 0; m < ITEMS; ++m)
        if (first + (int64_t)m * BLOCK < n)
            assignment[first + (int64_t)m * BLOCK] = best_c[m];
}
#endif

KILN_ENTRY(kiln_kmeans_assign)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t n = params[0], d = params[1], k = params[2];
    if (n <= 0 || d <= 0 || k <= 0 || k > 2147483647LL)
        return 1;
#if ITEMS > 1
    const int64_t iblocks = (n + (int64_t)BLOCK * ITEMS - 1) / ((int64_t)BLOCK * ITEMS);
    if (iblocks > 2147483647LL)
        return 1;
    kmeans_assign_items<<<(unsigned)iblocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), n, d, k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
#else
    const int64_t blocks = (n + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    kmeans_assign_naive<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), n, d, k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
#endif
}
