// Baseline: one block per query. Each thread walks the database points t, t + BLOCK, ..., computes the
// squared L2 distance directly (the query staged in shared memory), and keeps its own k best in a sorted
// per-thread list (local memory). The block then merges the BLOCK lists in k rounds of a block-wide argmin.
// Order: smaller distance first; on equal distances the smaller database index first.
// Correct for every q, n, d and 1 <= k <= min(n, KMAX); deliberately plain.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <math.h>
#include <limits.h>

#ifndef BLOCK
#define BLOCK 256  // threads per query, a multiple of 32 up to 1024
#endif
#define KMAX 64    // largest k the per-thread lists hold

// true when (da, ia) ranks before (db, ib)
__device__ __forceinline__ bool closer(float da, int ia, float db, int ib)
{
    return da < db || (da == db && ia < ib);
}

__global__ void __launch_bounds__(BLOCK)
knn_block_per_query(const float* __restrict__ queries, const float* __restrict__ database,
                    int32_t* __restrict__ out_indices, float* __restrict__ out_distances, int64_t n, int64_t d,
                    int32_t k)
{
    extern __shared__ float query[];  // d floats (padded, see the launch)
    __shared__ float warp_d[BLOCK / 32];
    __shared__ int warp_i[BLOCK / 32];
    __shared__ int winner;

    const int64_t qi = blockIdx.x;
    for (int64_t j = threadIdx.x; j < d; j += BLOCK)
        query[j] = queries[qi * d + j];
    __syncthreads();

    // 1. this thread's k best among its points, sorted ascending (its points come in increasing index
    //    order, so an equal distance ranks after the ones already kept)
    float list_d[KMAX];
    int list_i[KMAX];
    int kept = 0;
    for (int64_t p = threadIdx.x; p < n; p += BLOCK) {
        const float* x = database + p * d;
        float dist = 0.0f;
        for (int64_t j = 0; j < d; ++j) {
            const float diff = query[j] - x[j];
            dist = fmaf(diff, diff, dist);
        }
        if (kept == k && !(dist < list_d[k - 1]))
            continue;
        int slot = kept < k ? kept : k - 1;
        while (slot > 0 && dist < list_d[slot - 1]) {
            list_d[slot] = list_d[slot - 1];
            list_i[slot] = list_i[slot - 1];
            --slot;
        }
        list_d[slot] = dist;
        list_i[slot] = (int)p;
        if (kept < k)
            ++kept;
    }

    // 2. k rounds: the best head of all lists wins and its owner pops it
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int head = 0;
    for (int32_t r = 0; r < k; ++r) {
        float best_d = head < kept ? list_d[head] : INFINITY;
        int best_i = head < kept ? list_i[head] : INT_MAX;
        for (int offset = 16; offset > 0; offset >>= 1) {
            const float od = __shfl_down_sync(0xffffffffu, best_d, offset);
            const int oi = __shfl_down_sync(0xffffffffu, best_i, offset);
            if (closer(od, oi, best_d, best_i)) {
                best_d = od;
                best_i = oi;
            }
        }
        if (lane == 0) {
            warp_d[warp] = best_d;
            warp_i[warp] = best_i;
        }
        __syncthreads();
        if (warp == 0) {
            best_d = lane < BLOCK / 32 ? warp_d[lane] : INFINITY;
            best_i = lane < BLOCK / 32 ? warp_i[lane] : INT_MAX;
            for (int offset = 16; offset > 0; offset >>= 1) {
                const float od = __shfl_down_sync(0xffffffffu, best_d, offset);
                const int oi = __shfl_down_sync(0xffffffffu, best_i, offset);
                if (closer(od, oi, best_d, best_i)) {
                    best_d = od;
                    best_i = oi;
                }
            }
            if (lane == 0) {
                out_distances[qi * k + r] = best_d;
                out_indices[qi * k + r] = best_i;
                winner = best_i;
            }
        }
        __syncthreads();
        if (head < kept && list_i[head] == winner)  // database indices are unique across threads
            ++head;
    }
}

KILN_ENTRY(kiln_knn)
{
    if (num_tensors != 4 || num_params != 4)
        return 1;
    const int64_t q = params[0], n = params[1], d = params[2], k = params[3];
    if (q <= 0 || n <= 0 || d <= 0 || k <= 0 || k > n || k > KMAX || n > 2147483647LL || q > 2147483647LL)
        return 1;
    // d floats, rounded up to a multiple of 4 plus 4 spare: the compiler may load a few floats past the end
    // of the query when it unrolls the distance loop (harmless, but memcheck flags it without the padding)
    const size_t smem = (size_t)(((d + 3) / 4) * 4 + 4) * sizeof(float);
    if (smem > 48 * 1024)
        return 1;
    knn_block_per_query<<<(unsigned)q, BLOCK, smem, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<const float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), static_cast<float*>(tensors[3].data), n, d, (int32_t)k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
