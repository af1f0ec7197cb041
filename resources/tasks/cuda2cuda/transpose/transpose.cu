// Baseline: one thread per input element. Reads are coalesced (consecutive threads read consecutive
// columns of a row); writes are not (consecutive threads write elements `rows` apart). Correct for every
// shape, deliberately naive.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>

#ifndef BLOCK
#define BLOCK 256
#endif
#ifndef ITEMS
#define ITEMS 1 // consecutive rows of one column per thread: its writes become one 4 * ITEMS-byte run; 1 is the baseline
#endif
static_assert(ITEMS == 1 || ITEMS == 2 || ITEMS == 4 || ITEMS == 8, "ITEMS: 1, 2, 4 or 8 rows per thread");

__global__ void __launch_bounds__(BLOCK) transpose_naive(const float* __restrict__ in, float* __restrict__ out,
                                                        int64_t rows, int64_t cols)
{
    const int64_t i = (int64_t)blockIdx.x * BLOCK + threadIdx.x;
    if (i >= rows * cols)
        return;
    const int64_t r = i / cols;
    const int64_t c = i - r * cols;
    out[c * rows + r] = in[i];
}

#if ITEMS > 1
// ITEMS rows r0 .. r0 + ITEMS - 1 of column c per thread. Reads stay coalesced (neighbouring threads read
// neighbouring columns of each row); the thread's writes out[c][r0 ..] are contiguous, stored as float2 /
// float4 accesses where the run is whole and aligned, else one float at a time.
constexpr int FLOATS_PER_STORE = ITEMS < 4 ? ITEMS : 4;
template <int N> struct FloatBits;
template <> struct FloatBits<2> { using type = float2; };
template <> struct FloatBits<4> { using type = float4; };
using FloatRaw = FloatBits<FLOATS_PER_STORE>::type;
union FVec {
    FloatRaw raw[ITEMS / FLOATS_PER_STORE];
    float e[ITEMS];
};

__global__ void __launch_bounds__(BLOCK) transpose_rows(const float* __restrict__ in, float* __restrict__ out,
                                                       int64_t rows, int64_t cols)
{
    const int64_t i = (int64_t)blockIdx.x * BLOCK + threadIdx.x;
    const int64_t groups = (rows + ITEMS - 1) / ITEMS;
    if (i >= groups * cols)
        return;
    const int64_t g = i / cols;
    const int64_t c = i - g * cols;
    const int64_t r0 = g * ITEMS;
    float* o = out + c * rows + r0;
    if (r0 + ITEMS <= rows && (uintptr_t)o % (4 * FLOATS_PER_STORE) == 0) {
        FVec v;
#pragma unroll
        for (int k = 0; k < ITEMS; ++k)
            v.e[k] = in[(r0 + k) * cols + c];
#pragma unroll
        for (int a = 0; a < ITEMS / FLOATS_PER_STORE; ++a)
            reinterpret_cast<FloatRaw*>(o)[a] = v.raw[a];
    } else {
        for (int k = 0; k < ITEMS && r0 + k < rows; ++k)
            o[k] = in[(r0 + k) * cols + c];
    }
}
#endif

KILN_ENTRY(kiln_transpose)
{
    if (num_tensors != 2 || num_params < 2)
        return 1;
    const int64_t rows = params[0], cols = params[1];
    if (rows <= 0 || cols <= 0 || tensors[0].dtype != KILN_F32 || tensors[1].dtype != KILN_F32 ||
        kiln_numel(&tensors[0]) != rows * cols || kiln_numel(&tensors[1]) != rows * cols)
        return 1;
#if ITEMS > 1
    const int64_t gblocks = ((rows + ITEMS - 1) / ITEMS * cols + BLOCK - 1) / BLOCK;
    if (gblocks > 2147483647LL)
        return 1;
    transpose_rows<<<(unsigned)gblocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), rows, cols);
#else
    const int64_t blocks = (rows * cols + BLOCK - 1) / BLOCK;
    if (blocks > 2147483647LL)
        return 1;
    transpose_naive<<<(unsigned)blocks, BLOCK, 0, static_cast<cudaStream_t>(stream)>>>(
        static_cast<const float*>(tensors[0].data), static_cast<float*>(tensors[1].data), rows, cols);
#endif
    return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
