// Baseline (VEC=1, the default): one block per token; two passes over the row in global memory (sum of
// squares, write), the reduction through a shared-memory tree; scalar bf16 loads, fp32 math. Correct for
// every shape, deliberately plain.
// VEC=2/4/8 switch to a kernel whose threads per row follow the width: TPR threads (a power of two, 4 to
// BLOCK, chosen at launch) share a row and BLOCK/TPR rows share a block. Each thread keeps up to 32 of its
// row's elements (and the weight's) in registers, so a row that fits is read once; x and weight are loaded
// together (one memory round trip for a decode token); sums go through warp shuffles, plus one shared-memory
// step across the warps of a row when TPR > 32. Rows are read with VEC-element (4/8/16-byte) accesses and a
// scalar head and tail (a row starts at r * hidden elements, so it is VEC-aligned only when hidden % VEC
// == 0); where the weight does not share the row's alignment it is gathered element by element (it stays in
// L1/L2). Rows wider than 32 * BLOCK elements are streamed in chunks, read twice, 1024 threads per row.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cuda_bf16.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef VEC
#define VEC 1 // bf16 elements per global access; 1 is the scalar baseline, 2/4/8 move 4/8/16 bytes at once
#endif

#define RMS_EPS 1e-6f

static_assert(BLOCK >= 32 && BLOCK <= 1024 && (BLOCK & (BLOCK - 1)) == 0, "BLOCK: a power of two in [32, 1024]");
static_assert(VEC == 1 || VEC == 2 || VEC == 4 || VEC == 8, "VEC: 1, 2, 4 or 8 bf16 elements (at most 16 bytes)");

#if VEC == 1
__global__ void __launch_bounds__(BLOCK) rmsnorm_kernel(const __nv_bfloat16* __restrict__ x,
                                                       const __nv_bfloat16* __restrict__ weight,
                                                       __nv_bfloat16* __restrict__ out, int64_t hidden)
{
    __shared__ float red[BLOCK];
    const int tid = threadIdx.x;
    const __nv_bfloat16* xr = x + (int64_t)blockIdx.x * hidden;
    __nv_bfloat16* outr = out + (int64_t)blockIdx.x * hidden;

    float sq = 0.0f;
    for (int64_t c = tid; c < hidden; c += BLOCK) {
        const float v = __bfloat162float(xr[c]);
        sq += v * v;
    }
    red[tid] = sq;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            red[tid] += red[tid + s];
        __syncthreads();
    }
    const float rstd = rsqrtf(red[0] / (float)hidden + RMS_EPS);

    for (int64_t c = tid; c < hidden; c += BLOCK)
        outr[c] = __float2bfloat16(__bfloat162float(xr[c]) * rstd * __bfloat162float(weight[c]));
}

// The launch for shapes the entry (at the end of the file) has checked.
static int launch(int64_t tokens, int64_t hidden, const __nv_bfloat16* x, const __nv_bfloat16* w, __nv_bfloat16* out,
                  cudaStream_t stream)
{
    rmsnorm_kernel<<<(unsigned)tokens, BLOCK, 0, stream>>>(x, w, out, hidden);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

#else // VEC > 1

// VEC bf16 values moved as one aligned access of 2 * VEC bytes.
template <int Bytes> struct RawBits;
template <> struct RawBits<4> { using type = unsigned int; };
template <> struct RawBits<8> { using type = uint2; };
template <> struct RawBits<16> { using type = uint4; };
using Raw = RawBits<2 * VEC>::type;
union BfVec {
    Raw raw;
    __nv_bfloat16 e[VEC];
};

constexpr int ITEMS = 32 / VEC;            // vectors per thread held in registers: 32 elements
// Narrow rows get few threads each (TPR < 16) and hold fewer vectors per thread, so that those kernels keep
// few registers (more threads per SM, more bytes in flight); the row capacity TPR * items_for(TPR) still
// grows with every step of TPR.
__host__ __device__ constexpr int items_for(int tpr)
{
    return tpr >= 16 ? ITEMS : (ITEMS * tpr / 16 > 1 ? ITEMS * tpr / 16 : 1);
}
constexpr int SCALARS = 2 * (VEC - 1);     // at most this many head and tail elements in a row
// Rows wider than the registers hold get the most threads whatever BLOCK is: there are few of them in flight
// (a few very long rows), and each thread's chunk is already ITEMS vectors.
constexpr int STREAM_BLOCK = 1024;
constexpr unsigned FULL = 0xffffffffu;     // every shuffle runs with all 32 lanes
constexpr int MIN_TPR = 4;                 // fewer threads per row would each hold up to 14 head/tail elements

__host__ __device__ __forceinline__ int misalignment(const void* p)
{
    return (int)(((uintptr_t)p / sizeof(__nv_bfloat16)) % VEC);
}
__device__ __forceinline__ Raw load_raw(const __nv_bfloat16* p) { return *reinterpret_cast<const Raw*>(p); }
// VEC weight elements at p, one vector load when p is aligned, else element by element.
__device__ __forceinline__ Raw load_weight(const __nv_bfloat16* p, bool aligned)
{
    BfVec b;
    if (aligned) {
        b.raw = load_raw(p);
    } else {
#pragma unroll
        for (int e = 0; e < VEC; ++e)
            b.e[e] = p[e];
    }
    return b.raw;
}
__device__ __forceinline__ float sum_squares(Raw r)
{
    BfVec b;
    b.raw = r;
    float s = 0.0f;
#pragma unroll
    for (int e = 0; e < VEC; ++e) {
        const float f = __bfloat162float(b.e[e]);
        s += f * f;
    }
    return s;
}
__device__ __forceinline__ Raw scale(Raw xr, Raw wr, float rstd)
{
    BfVec bx, bw, bo;
    bx.raw = xr;
    bw.raw = wr;
#pragma unroll
    for (int e = 0; e < VEC; ++e)
        bo.e[e] = __float2bfloat16(__bfloat162float(bx.e[e]) * rstd * __bfloat162float(bw.e[e]));
    return bo.raw;
}

// Sum over the TPR threads of a row; every one of them gets the result. All threads of the block call it
// (it syncs the block when a row spans warps); `red` holds a float per warp and is used once.
template <int TPR> __device__ __forceinline__ float row_sum(float v, float* red)
{
#pragma unroll
    for (int off = (TPR < 32 ? TPR : 32) / 2; off > 0; off >>= 1)
        v += __shfl_xor_sync(FULL, v, off);
    if constexpr (TPR > 32) {
        constexpr int W = TPR / 32; // warps per row
        const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
        if (lane == 0)
            red[warp] = v;
        __syncthreads();
        v = lane < W ? red[(warp / W) * W + lane] : 0.0f;
#pragma unroll
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_xor_sync(FULL, v, off);
    }
    return v;
}

// TPR threads per row, BLOCK / TPR rows per block. `together`: out shares x's misalignment (the same for
// every row), so rows can be vectorized; otherwise every row goes element by element. STREAM (chosen at
// launch, a kernel of its own so that each path gets its own registers): rows wider than the registers
// hold, or not together, go in chunks and are read twice, STREAM_BLOCK threads each.
template <int TPR, bool STREAM>
__global__ void __launch_bounds__(STREAM ? STREAM_BLOCK : BLOCK)
    rmsnorm_rows_kernel(const __nv_bfloat16* __restrict__ x, const __nv_bfloat16* __restrict__ weight,
                        __nv_bfloat16* __restrict__ out, int64_t tokens, int hidden, bool together)
{
    constexpr int RPB = (STREAM ? STREAM_BLOCK : BLOCK) / TPR;
    constexpr int SC = (SCALARS + TPR - 1) / TPR; // head and tail elements per thread
    constexpr int IT = items_for(TPR);            // vectors per thread held in registers
    __shared__ float red[1024 / 32];
    const int lane = threadIdx.x % TPR;
    const int64_t row = (int64_t)blockIdx.x * RPB + threadIdx.x / TPR;
    // Rows past the end (the last block) redo the last row and write nothing: every lane stays in the
    // shuffles and the block barrier.
    const bool active = row < tokens;
    const int64_t r = active ? row : tokens - 1;
    const __nv_bfloat16* xr = x + r * hidden;
    __nv_bfloat16* outr = out + r * hidden;

    // A scalar head up to the first VEC boundary, nvec whole vectors, a scalar tail (all scalar when out
    // and x disagree on alignment).
    const int mis = misalignment(xr);
    const int head = together ? min(hidden, (VEC - mis) % VEC) : hidden;
    const int nvec = (hidden - head) / VEC;
    const int tail0 = head + nvec * VEC;
    const int nscal = head + (hidden - tail0);
    auto scalar_at = [&](int k) { return k < head ? k : tail0 + (k - head); };
    const __nv_bfloat16* xv = xr + head; // vector v is at xv + v * VEC, and so in weight and out
    const __nv_bfloat16* wv = weight + head;
    __nv_bfloat16* ov = outr + head;
    const bool wAligned = misalignment(wv) == 0;

    if constexpr (!STREAM) {
        // The row in registers: x and (where aligned with it) the weight loaded at once, one read of each.
        Raw xc[IT], wc[IT];
#pragma unroll
        for (int i = 0; i < IT; ++i) {
            const int v = i * TPR + lane;
            xc[i] = v < nvec ? load_raw(xv + v * VEC) : Raw{};
        }
#pragma unroll
        for (int i = 0; i < IT; ++i) {
            const int v = i * TPR + lane;
            wc[i] = wAligned && v < nvec ? load_raw(wv + v * VEC) : Raw{};
        }
        float xs[SC], ws[SC];
#pragma unroll
        for (int j = 0; j < SC; ++j) {
            const int k = j * TPR + lane;
            xs[j] = 0.0f;
            ws[j] = 0.0f;
            if (k < nscal) {
                const int c = scalar_at(k);
                xs[j] = __bfloat162float(xr[c]);
                ws[j] = __bfloat162float(weight[c]);
            }
        }
        float sq = 0.0f;
#pragma unroll
        for (int i = 0; i < IT; ++i)
            sq += sum_squares(xc[i]); // zeros past the row
#pragma unroll
        for (int j = 0; j < SC; ++j)
            sq += xs[j] * xs[j];
        const float rstd = rsqrtf(row_sum<TPR>(sq, red) / (float)hidden + RMS_EPS);
        if (!active)
            return;
#pragma unroll
        for (int i = 0; i < IT; ++i) {
            const int v = i * TPR + lane;
            if (v < nvec)
                *reinterpret_cast<Raw*>(ov + v * VEC) =
                    scale(xc[i], wAligned ? wc[i] : load_weight(wv + v * VEC, false), rstd);
        }
#pragma unroll
        for (int j = 0; j < SC; ++j) {
            const int k = j * TPR + lane;
            if (k < nscal)
                outr[scalar_at(k)] = __float2bfloat16(xs[j] * rstd * ws[j]);
        }
    } else {
        // Chunks of ITEMS vectors per thread, read twice.
        constexpr int CHUNK = ITEMS * TPR;
        float sq = 0.0f;
        for (int base = lane; base < nvec; base += CHUNK) {
            Raw xc[ITEMS];
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                const int v = base + i * TPR;
                xc[i] = v < nvec ? load_raw(xv + v * VEC) : Raw{};
            }
#pragma unroll
            for (int i = 0; i < ITEMS; ++i)
                sq += sum_squares(xc[i]);
        }
        for (int k = lane; k < nscal; k += TPR) {
            const float f = __bfloat162float(xr[scalar_at(k)]);
            sq += f * f;
        }
        const float rstd = rsqrtf(row_sum<TPR>(sq, red) / (float)hidden + RMS_EPS);
        if (!active)
            return;
        for (int base = lane; base < nvec; base += CHUNK) {
            Raw xc[ITEMS], wc[ITEMS];
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                const int v = base + i * TPR;
                xc[i] = v < nvec ? load_raw(xv + v * VEC) : Raw{};
                wc[i] = v < nvec ? load_weight(wv + v * VEC, wAligned) : Raw{};
            }
#pragma unroll
            for (int i = 0; i < ITEMS; ++i) {
                const int v = base + i * TPR;
                if (v < nvec)
                    *reinterpret_cast<Raw*>(ov + v * VEC) = scale(xc[i], wc[i], rstd);
            }
        }
        for (int k = lane; k < nscal; k += TPR) {
            const int c = scalar_at(k);
            outr[c] = __float2bfloat16(__bfloat162float(xr[c]) * rstd * __bfloat162float(weight[c]));
        }
    }
}

// Launches the instantiation for `tpr` (a power of two in [MIN_TPR, BLOCK]): rows held in registers when
// they fit, else streamed with STREAM_BLOCK threads per row.
template <int TPR>
void launch_rows(int tpr, const __nv_bfloat16* x, const __nv_bfloat16* w, __nv_bfloat16* out, int64_t tokens,
                 int hidden, bool together, cudaStream_t stream)
{
    if constexpr (TPR < BLOCK) {
        if (tpr > TPR)
            return launch_rows<TPR * 2>(tpr, x, w, out, tokens, hidden, together, stream);
    }
    if (together && hidden / VEC <= items_for(TPR) * TPR) {
        constexpr int RPB = BLOCK / TPR;
        rmsnorm_rows_kernel<TPR, false><<<(unsigned)((tokens + RPB - 1) / RPB), BLOCK, 0, stream>>>(
            x, w, out, tokens, hidden, together);
    } else {
        rmsnorm_rows_kernel<STREAM_BLOCK, true><<<(unsigned)tokens, STREAM_BLOCK, 0, stream>>>(x, w, out, tokens,
                                                                                             hidden, together);
    }
}

// The launch for shapes the entry (at the end of the file) has checked.
static int launch(int64_t tokens, int64_t hidden, const __nv_bfloat16* x, const __nv_bfloat16* w, __nv_bfloat16* out,
                  cudaStream_t stream)
{
    if (hidden > (1 << 30)) // offsets inside a row are 32-bit (fewer registers); 2 GB rows are not a use case
        return 1;

    // Threads per row: the fewest that hold the row in registers (items_for(tpr) vectors each: cheap
    // reductions, many bytes in flight per thread); then, while the launch would not fill the GPU (a few tokens),
    // more threads per row, up to one per vector and BLOCK.
    const int64_t vectors = (hidden + VEC - 1) / VEC;
    int tpr = MIN_TPR;
    while (tpr < BLOCK && (int64_t)tpr * items_for(tpr) < vectors)
        tpr *= 2;
    static const int sms = [] { // asked once: no host work inside the timed calls
        int device = 0, n = 0;
        if (cudaGetDevice(&device) != cudaSuccess ||
            cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, device) != cudaSuccess || n <= 0)
            n = 132; // an H200
        return n;
    }();
    while (tpr < BLOCK && tpr < vectors && tokens * tpr < (int64_t)sms * 1024)
        tpr *= 2;
    launch_rows<MIN_TPR>(tpr, x, w, out, tokens, (int)hidden, misalignment(out) == misalignment(x), stream);
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}

#endif

KILN_ENTRY(kiln_rmsnorm)
{
    if (num_tensors != 3 || num_params < 2)
        return 1;
    const int64_t tokens = params[0], hidden = params[1];
    if (tokens <= 0 || hidden <= 0 || tokens > 2147483647LL)
        return 1;
    for (int t = 0; t < 3; ++t)
        if (tensors[t].dtype != KILN_BF16)
            return 1;
    if (kiln_numel(&tensors[0]) != tokens * hidden || kiln_numel(&tensors[1]) != hidden ||
        kiln_numel(&tensors[2]) != tokens * hidden)
        return 1;
    return launch(tokens, hidden, static_cast<const __nv_bfloat16*>(tensors[0].data),
                  static_cast<const __nv_bfloat16*>(tensors[1].data), static_cast<__nv_bfloat16*>(tensors[2].data),
                  static_cast<cudaStream_t>(stream));
}
