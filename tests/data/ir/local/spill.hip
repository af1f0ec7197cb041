// A kernel that keeps 64 accumulators live across a loop. Compiled with -maxrregcount=32 ptxas must
// spill (REG_SPILL: "N bytes spill stores/loads", STL/LDL in SASS); without the cap it fits in registers.
#include <hip/hip_runtime.h>

#define NACC 160

__global__ void __launch_bounds__(1024) many_accumulators(const float* __restrict__ in, float* __restrict__ out, int n, int iters)
{
    float acc[NACC];
#pragma unroll
    for (int j = 0; j < NACC; ++j)
        acc[j] = in[(threadIdx.x + j) % n];
    for (int it = 0; it < iters; ++it) {
        const float x = in[(blockIdx.x * blockDim.x + threadIdx.x + it) % n];
#pragma unroll
        for (int j = 0; j < NACC; ++j)
            acc[j] = fmaf(acc[j], x, acc[(j + 1) % NACC]);
    }
    float s = 0.0f;
#pragma unroll
    for (int j = 0; j < NACC; ++j)
        s += acc[j] * (j + 1);
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
