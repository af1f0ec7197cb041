// Prints, as JSON lines, what the CUDA runtime says about every kernel in the other sources: its
// attributes (cudaFuncGetAttributes) and cudaOccupancyMaxActiveBlocksPerMultiprocessor for a grid of
// block sizes and dynamic shared memory sizes, plus the device's per-SM limits. Kiln's occupancy
// calculator is tested against this output (tests/data/ir/h200/occupancy.jsonl).
//   nvcc -arch=sm_90a -O3 -o occupancy_probe occupancy_probe.cu && ./occupancy_probe > occupancy.jsonl
#include "copy.cu"
#include "local_array.cu"
#include "naive_gemm.cu"
#include "spill.cu"
#include "wgmma_gemm.cu"
#include "wmma_gemm.cu"

#include <cstdio>

// A kernel whose static shared memory and registers are large, so the shared-memory limit is reached.
__global__ void big_smem(float* out)
{
    __shared__ float buf[12 * 1024]; // 48 KB static
    buf[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = buf[(threadIdx.x * 7) % (12 * 1024)];
}
extern __shared__ float dyn[];
__global__ void dyn_smem(float* out)
{
    dyn[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = dyn[(threadIdx.x * 3) % blockDim.x];
}

template <typename K>
static void probe(const char* name, K kernel)
{
    cudaFuncAttributes a{};
    if (cudaFuncGetAttributes(&a, kernel) != cudaSuccess) {
        printf("{\"kernel\":\"%s\",\"error\":\"%s\"}\n", name, cudaGetErrorString(cudaGetLastError()));
        return;
    }
    cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                         a.maxDynamicSharedSizeBytes > 0 ? 227 * 1024 - (int)a.sharedSizeBytes : 0);
    cudaFuncGetAttributes(&a, kernel);
    const int blocks[] = {32, 64, 96, 128, 192, 256, 384, 512, 640, 768, 1024};
    const int dyns[] = {0, 1024, 8 * 1024, 16 * 1024, 40 * 1024, 48 * 1024, 64 * 1024, 100 * 1024, 160 * 1024, 200 * 1024};
    for (int b : blocks) {
        if (b > a.maxThreadsPerBlock)
            continue;
        for (int d : dyns) {
            if (d > a.maxDynamicSharedSizeBytes)
                continue;
            int active = -1;
            cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, kernel, b, d);
            printf("{\"kernel\":\"%s\",\"registers\":%d,\"static_smem\":%zu,\"local_bytes\":%zu,\"const_bytes\":%zu,"
                   "\"max_threads_per_block\":%d,\"max_dynamic_smem\":%d,\"ptx_version\":%d,\"binary_version\":%d,"
                   "\"block\":%d,\"dynamic_smem\":%d,\"active_blocks\":%d,\"status\":\"%s\"}\n",
                   name, a.numRegs, a.sharedSizeBytes, a.localSizeBytes, a.constSizeBytes, a.maxThreadsPerBlock,
                   a.maxDynamicSharedSizeBytes, a.ptxVersion, a.binaryVersion, b, d, active, cudaGetErrorName(e));
        }
    }
}

int main()
{
    cudaDeviceProp p{};
    cudaGetDeviceProperties(&p, 0);
    printf("{\"device\":\"%s\",\"cc\":\"%d.%d\",\"sms\":%d,\"regs_per_sm\":%d,\"regs_per_block\":%d,"
           "\"smem_per_sm\":%zu,\"smem_per_block\":%zu,\"smem_per_block_optin\":%zu,\"reserved_smem_per_block\":%zu,"
           "\"max_threads_per_sm\":%d,\"max_threads_per_block\":%d,\"max_blocks_per_sm\":%d,\"warp_size\":%d}\n",
           p.name, p.major, p.minor, p.multiProcessorCount, p.regsPerMultiprocessor, p.regsPerBlock,
           p.sharedMemPerMultiprocessor, p.sharedMemPerBlock, p.sharedMemPerBlockOptin, p.reservedSharedMemPerBlock,
           p.maxThreadsPerMultiProcessor, p.maxThreadsPerBlock, p.maxBlocksPerMultiProcessor, p.warpSize);
    probe("copy_scalar", copy_scalar);
    probe("copy_float4", copy_float4);
    probe("naive_gemm", naive_gemm);
    probe("wmma_gemm_bf16", wmma_gemm_bf16);
    probe("wgmma_tile", wgmma_tile);
    probe("many_accumulators", many_accumulators);
    probe("runtime_indexed", runtime_indexed);
    probe("big_smem", big_smem);
    probe("dyn_smem", dyn_smem);
    return 0;
}
