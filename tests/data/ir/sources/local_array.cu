// A per-thread array indexed with a value known only at run time: the compiler cannot keep it in
// registers, so it lives in local memory (ptxas: "N bytes stack frame"; SASS: STL on line 15, LDL on
// line 19). LOCAL_MEMORY must point at lines 15 and 19.
#include <cuda_runtime.h>

__global__ void runtime_indexed(const int* __restrict__ idx, const float* __restrict__ in, float* __restrict__ out,
                                int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float table[32];
#pragma unroll
    for (int j = 0; j < 32; ++j)
        table[j] = in[(i + j) % n] * (j + 1);
    float s = 0.0f;
    for (int j = 0; j < 8; ++j) {
        const int k = idx[(i + j) % n] & 31;
        s += table[k];
    }
    out[i] = s;
}
