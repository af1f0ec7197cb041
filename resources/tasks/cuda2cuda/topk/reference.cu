// Trusted reference (never copied to a workspace): one thread per row scans the row once and keeps the
// k best seen so far, sorted, directly in its output slots (insertion sort). Order: larger value first;
// on equal values the smaller index first (a later element with an equal value ranks after).
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

__global__ void reference_topk(const float* x, float* out_values, int32_t* out_indices, int64_t rows, int64_t n,
                               int64_t k)
{
    for (int64_t row = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; row < rows;
         row += (int64_t)gridDim.x * blockDim.x) {
        const float* xr = x + row * n;
        float* vals = out_values + row * k;
        int32_t* idx = out_indices + row * k;
        int64_t kept = 0;
        for (int64_t j = 0; j < n; ++j) {
            const float v = xr[j];
            if (kept == k && !(v > vals[k - 1]))
                continue;  // not better than the current k-th (an equal value has a larger index)
            int64_t slot = kept < k ? kept : k - 1;
            while (slot > 0 && v > vals[slot - 1]) {
                vals[slot] = vals[slot - 1];
                idx[slot] = idx[slot - 1];
                --slot;
            }
            vals[slot] = v;
            idx[slot] = (int32_t)j;
            if (kept < k)
                ++kept;
        }
    }
}

KILN_ENTRY(kiln_topk)
{
    if (num_tensors != 3 || num_params != 3)
        return 1;
    const int64_t rows = params[0], n = params[1], k = params[2];
    if (rows <= 0 || n <= 0 || k <= 0 || k > n || n > 2147483647LL)
        return 1;
    int64_t blocks = (rows + 63) / 64;
    if (blocks > 65535)
        blocks = 65535;
    reference_topk<<<(unsigned)blocks, 64, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data),
        static_cast<int32_t*>(tensors[2].data), rows, n, k);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
