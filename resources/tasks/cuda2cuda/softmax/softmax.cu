// Baseline (VEC=1, the default): one block per row and three passes over the row in global memory (max,
// sum of exponentials, write), each pass reduced through a shared-memory tree. Numerically stable
// (subtracts the row max) and correct for every shape, deliberately plain.
// VEC=2/4 switch to a kernel whose threads per row follow the width: TPR threads (a power of two, 1 to
// BLOCK, chosen at launch) share a row and BLOCK/TPR rows share a block, so a big BLOCK serves wide rows
// without starving narrow ones. Each thread keeps up to 32 of its row's elements in registers: a row that
// fits is read once and its exponentials computed once; max and sum go through warp shuffles, plus one
// shared-memory step across the warps of a row when TPR > 32. Rows are read with VEC-float (8/16-byte)
// accesses and a scalar head and tail (a row starts at r * cols elements, so it is VEC-aligned only when
// cols % VEC == 0). Rows wider than 32 * BLOCK elements are streamed with 1024 threads per row: an online
// max and rescaled sum in one read, then a second read to write. Fast exponentials (__expf) and division (__fdividef).
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cmath>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1 // floats per global access; 1 is the scalar baseline, 2/4 move 8/16 bytes at once
#endif

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");
static_assert(VEC == 1 || VEC == 2 || VEC == 4, "VEC: 1, 2 or 4 floats (at most 16 bytes)");

#if VEC == 1
__global__ void __launch_bounds__(BLOCK) softmax_kernel(const float* __restrict__ x, float* __restrict__ y,
                                                       int64_t cols)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const float* xr = x + (int64_t)blockIdx.x * cols;
    float* yr = y + (int64_t)blockIdx.x * cols;

    // Pass 1: the row maximum.
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
    __syncthreads(); // every thread has read red[0] before it is reused

    // Pass 2: the sum of exp(x - max).
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

    // Pass 3: normalize.
    for (int64_t c = tid; c < cols; c += BLOCK)
        yr[c] = expf(xr[c] - row_max) * inv_sum;
}

// The launch for shapes the entry (at the end of the file) has checked.
static int launch(int64_t rows, int64_t cols, const float* x, float* y, cudaStream_t stream)
{
    softmax_kernel<<<(unsigned)rows, BLOCK, 0, stream>>>(x, y, cols);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

#else // VEC > 1

// VEC floats moved as one aligned access of 4 * VEC bytes.
template <int N> struct FloatBits;
template <> struct FloatBits<2> { using type = float2; };
template <> struct FloatBits<4> { using type = float4; };
union FVec {
    FloatBits<VEC>::type raw;
    float e[VEC];
};

constexpr int ITEMS = 32 / VEC;        // vectors per thread held in registers: 32 floats
// Narrow rows get few threads each (TPR < 16) and hold fewer vectors per thread, so that those kernels keep
// few registers (more threads per SM, more bytes in flight); the row capacity TPR * items_for(TPR) still
// grows with every step of TPR.
__host__ __device__ constexpr int items_for(int tpr)
{
    return tpr >= 16 ? ITEMS : (ITEMS * tpr / 16 > 1 ? ITEMS * tpr / 16 : 1);
}
constexpr int SCALARS = 2 * (VEC - 1); // at most this many head and tail elements in a row
// Rows wider than the registers hold get the most threads whatever BLOCK is: there are few of them in flight
// (a few very long rows), and each thread's chunk is already ITEMS vectors.
constexpr int STREAM_BLOCK = 1024;
constexpr unsigned FULL = 0xffffffffu; // every shuffle runs with all 32 lanes

__host__ __device__ __forceinline__ int misalignment(const void* p)
{
    return (int)(((uintptr_t)p / sizeof(float)) % VEC);
}
__device__ __forceinline__ FVec load_vec(const float* p)
{
    FVec v;
    v.raw = *reinterpret_cast<const FloatBits<VEC>::type*>(p);
    return v;
}
__device__ __forceinline__ FVec neutral_vec() // -inf: no effect on a max, exp() of it adds 0 to a sum
{
    FVec v;
#pragma unroll
    for (int e = 0; e < VEC; ++e)
        v.e[e] = -INFINITY;
    return v;
}

// Max or sum over the TPR threads of a row; every one of them gets the result. All threads of the block
// call it (it syncs the block when a row spans warps); `red` holds a float per warp and is used once.
template <int TPR, bool MAX> __device__ __forceinline__ float row_reduce(float v, float* red)
{
    auto op = [](float a, float b) { return MAX ? fmaxf(a, b) : a + b; };
#pragma unroll
    for (int off = (TPR < 32 ? TPR : 32) / 2; off > 0; off >>= 1)
        v = op(v, __shfl_xor_sync(FULL, v, off));
    if constexpr (TPR > 32) {
        constexpr int W = TPR / 32; // warps per row
        const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
        if (lane == 0)
            red[warp] = v;
        __syncthreads();
        v = lane < W ? red[(warp / W) * W + lane] : (MAX ? -INFINITY : 0.0f);
#pragma unroll
        for (int off = 16; off > 0; off >>= 1)
            v = op(v, __shfl_xor_sync(FULL, v, off));
    }
    return v;
}

// TPR threads per row, BLOCK / TPR rows per block. `together`: y shares x's misalignment (the same for
// every row), so rows can be vectorized; otherwise every row goes element by element. STREAM (chosen at
// launch, a kernel of its own so that each path gets its own registers): rows wider than the registers
// hold, or not together, go in chunks and are read twice, STREAM_BLOCK threads each.
template <int TPR, bool STREAM>
__global__ void __launch_bounds__(STREAM ? STREAM_BLOCK : BLOCK)
    softmax_rows_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t rows, int cols, bool together)
{
    constexpr int RPB = (STREAM ? STREAM_BLOCK : BLOCK) / TPR;
    constexpr int SC = (SCALARS + TPR - 1) / TPR; // head and tail elements per thread
    constexpr int IT = items_for(TPR);            // vectors per thread held in registers
    __shared__ float red_max[1024 / 32], red_sum[1024 / 32];
    const int lane = threadIdx.x % TPR;
    const int64_t row = (int64_t)blockIdx.x * RPB + threadIdx.x / TPR;
    // Rows past the end (the last block) redo the last row and write nothing: every lane stays in the
    // shuffles and the block barriers.
    const bool active = row < rows;
    const int64_t r = active ? row : rows - 1;
    const float* xr = x + r * cols;
    float* yr = y + r * cols;

    // A scalar head up to the first VEC boundary, nvec whole vectors, a scalar tail (all scalar when y and
    // x disagree on alignment).
    const int mis = misalignment(xr);
    const int head = together ? min(cols, (VEC - mis) % VEC) : cols;
    const int nvec = (cols - head) / VEC;
    const int tail0 = head + nvec * VEC;
    const int nscal = head + (cols - tail0);
    auto scalar_at = [&](int k) { return k < head ? k : tail0 + (k - head); };
    const float* xv = xr + head; // vector v is at xv + v * VEC, and so in y
    float* yv = yr + head;

    if constexpr (!STREAM) {
        // The row in registers, read once; its exponentials computed once.
        FVec xc[IT];
#pragma unroll
        for (int i = 0; i < IT; ++i) {
            const int v = i * TPR + lane;
            xc[i] = v < nvec ? load_vec(xv + v * VEC) : neutral_vec();
        }
        float xs[SC];
#pragma unroll
        for (int j = 0; j < SC; ++j) {
            const int k = j * TPR + lane;
            xs[j] = k < nscal ? xr[scalar_at(k)] : -INFINITY;
        }
        float m = -INFINITY;
#pragma unroll
        for (int i = 0; i < IT; ++i)
#pragma unroll
            for (int e = 0; e < VEC; ++e)
                m = fmaxf(m, xc[i].e[e]);
#pragma unroll
        for (int j = 0; j < SC; ++j)
            m = fmaxf(m, xs[j]);
        m = row_reduce<TPR, true>(m, red_max); // finite: every row has an element
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < IT; ++i)
#pragma unroll
            for (int e = 0; e < VEC; ++e) {
                xc[i].e[e] = __expf(xc[i].e[e] - m); // 0 past the row
                s += xc[i].e[e];
            }
#pragma unroll
        for (int j = 0; j < SC; ++j) {
            xs[j] = __expf(xs[j] - m);
            s += xs[j];
        }
        // The fast division: the sum lies in [1, cols].
        const float inv = __fdividef(1.0f, row_reduce<TPR, false>(s, red_sum));
        if (!active)
            return;
#pragma unroll
        for (int i = 0; i < IT; ++i) {
            const int v = i * TPR + lane;
            if (v < nvec) {
#pragma unroll
                for (int e = 0; e < VEC; ++e)
                    xc[i].e[e] *= inv;
                *reinterpret_cast<FloatBits<VEC>::type*>(yv + v * VEC) = xc[i].raw;
            }
        }
#pragma unroll
        for (int j = 0; j < SC; ++j) {
            const int k = j * TPR + lane;
            if (k < nscal)
                yr[scalar_at(k)] = xs[j] * inv;
        }
    } else {
        // Chunks of ITEMS vectors per thread. First read: a running max m and the sum s of exp(x - m),
        // rescaled whenever m grows (an online softmax).
        constexpr int CHUNK = ITEMS * TPR;
        float m = -INFINITY, s = 0.0f;
        for (int base = lane; base < nvec; base += CHUNK) {
            FVec xc[ITEMS];
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                const int v = base + i * TPR;
                xc[i] = v < nvec ? load_vec(xv + v * VEC) : neutral_vec();
            }
            float cm = -INFINITY;
#pragma unroll
            for (int i = 0; i < ITEMS; ++i)
#pragma unroll
                for (int e = 0; e < VEC; ++e)
                    cm = fmaxf(cm, xc[i].e[e]);
            const float mn = fmaxf(m, cm); // finite: this chunk holds at least vector `base`
            s *= __expf(m - mn);           // 0 * exp(-inf) = 0 on the first chunk
#pragma unroll
            for (int i = 0; i < ITEMS; ++i)
#pragma unroll
                for (int e = 0; e < VEC; ++e)
                    s += __expf(xc[i].e[e] - mn);
            m = mn;
        }
        for (int k = lane; k < nscal; k += TPR) {
            const float v = xr[scalar_at(k)];
            const float mn = fmaxf(m, v);
            s = s * __expf(m - mn) + __expf(v - mn);
            m = mn;
        }
        const float row_max = row_reduce<TPR, true>(m, red_max);
        s *= __expf(m - row_max); // a thread without elements: m = -inf, s = 0
        const float inv = __fdividef(1.0f, row_reduce<TPR, false>(s, red_sum));
        if (!active)
            return;
        // Second read: write.
        for (int base = lane; base < nvec; base += CHUNK) {
            FVec xc[ITEMS];
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                const int v = base + i * TPR;
                if (v < nvec)
                    xc[i] = load_vec(xv + v * VEC);
            }
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                const int v = base + i * TPR;
                if (v < nvec) {
#pragma unroll
                    for (int e = 0; e < VEC; ++e)
                        xc[i].e[e] = __expf(xc[i].e[e] - row_max) * inv;
                    *reinterpret_cast<FloatBits<VEC>::type*>(yv + v * VEC) = xc[i].raw;
                }
            }
        }
        for (int k = lane; k < nscal; k += TPR) {
            const int c = scalar_at(k);
            yr[c] = __expf(xr[c] - row_max) * inv;
        }
    }
}

// Launches the instantiation for `tpr` (a power of two in [1, BLOCK]): rows held in registers when they
// fit, else streamed with STREAM_BLOCK threads per row.
template <int TPR>
void launch_rows(int tpr, const float* x, float* y, int64_t rows, int cols, bool together, cudaStream_t stream)
{
    if constexpr (TPR < BLOCK) {
        if (tpr > TPR)
            return launch_rows<TPR * 2>(tpr, x, y, rows, cols, together, stream);
    }
    if (together && cols / VEC <= items_for(TPR) * TPR) {
        constexpr int RPB = BLOCK / TPR;
        softmax_rows_kernel<TPR, false><<<(unsigned)((rows + RPB - 1) / RPB), BLOCK, 0, stream>>>(x, y, rows, cols,
                                                                                                together);
    } else {
        softmax_rows_kernel<STREAM_BLOCK, true><<<(unsigned)rows, STREAM_BLOCK, 0, stream>>>(x, y, rows, cols,
                                                                                           together);
    }
}

// The launch for shapes the entry (at the end of the file) has checked.
static int launch(int64_t rows, int64_t cols, const float* x, float* y, cudaStream_t stream)
{
    if (cols > (1 << 30)) // offsets inside a row are 32-bit (fewer registers); 4 GB rows are not a use case
        return 1;

    // Threads per row: the fewest that hold the row in registers (items_for(tpr) vectors each: cheap
    // reductions, many bytes in flight per thread); then, while the launch would not fill the GPU (a few rows),
    // more threads per row, up to one per vector and BLOCK.
    const int64_t vectors = (cols + VEC - 1) / VEC;
    int tpr = 1;
    while (tpr < BLOCK && (int64_t)tpr * items_for(tpr) < vectors)
        tpr *= 2;
    static const int sms = [] { // asked once: no host work inside the timed calls
        int device = 0, n = 0;
        if (cudaGetDevice(&device) != cudaSuccess ||
            cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, device) != cudaSuccess || n <= 0)
            n = 132; // an H200
        return n;
    }();
    while (tpr < BLOCK && tpr < vectors && rows * tpr < (int64_t)sms * 1024)
        tpr *= 2;
    launch_rows<1>(tpr, x, y, rows, (int)cols, misalignment(y) == misalignment(x), stream);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

#endif

KILN_ENTRY(kiln_softmax)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0 || rows > 2147483647LL || tensors[0].dtype != KILN_F32 ||
        tensors[1].dtype != KILN_F32 || kiln_numel(&tensors[0]) != rows * cols ||
        kiln_numel(&tensors[1]) != rows * cols)
        return 1;
    return launch(rows, cols, static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data),
                  static_cast<cudaStream_t>(stream));
}
