__global__ void gelu_kernel(float* x, int n) {}
