__global__ void row_sum(const float* x, float* out, int cols)
{
    const float* row = x + blockIdx.x * cols;
    float acc = 0.f;
    for (int c = threadIdx.x; c < cols; c += 32)
        acc += row[c];
    acc = warp_sum(acc);
    if (threadIdx.x == 0)
        out[blockIdx.x] = acc;
}

__global__ void row_max(const float* x, float* out, int cols)
{
    const float* row = x + blockIdx.x * cols;
    float m = -INFINITY;
    for (int c = threadIdx.x; c < cols; c += 32)
        m = fmaxf(m, row[c]);
    if (threadIdx.x == 0)
        out[blockIdx.x] = m;
}

__device__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o /= 2)
        v += __shfl_down_sync(0xffffffff, v, o);
    return v;
}
