// The CUDA driver's own occupancy figure for every kernel of the bundled CUDA tasks, at their declared
// launch configuration: the ground truth Kiln's occupancy calculator (model/diagnostics) is tested against.
// Reads a manifest of lines "CUBIN KERNEL BLOCK DYNAMIC_SMEM TAG" (tests/gpu/prepare-ir.sh writes it) and
// prints one JSON object per line with the driver's active blocks per SM and the kernel's attributes.
// cuOccupancyMaxActiveBlocksPerMultiprocessor is what cudaOccupancyMaxActiveBlocksPerMultiprocessor calls.
//   nvcc -O2 tests/gpu/occupancy_probe.cpp -o occupancy-probe -lcuda   (links against the driver stub)
#include <cuda.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace {

const char* errorName(CUresult r)
{
    const char* s = nullptr;
    cuGetErrorName(r, &s);
    return s ? s : "unknown";
}

int attribute(CUfunction f, CUfunction_attribute a)
{
    int v = -1;
    cuFuncGetAttribute(&v, a, f);
    return v;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: occupancy-probe MANIFEST\n");
        return 2;
    }
    CUdevice dev;
    CUcontext ctx;
    if (cuInit(0) != CUDA_SUCCESS || cuDeviceGet(&dev, 0) != CUDA_SUCCESS ||
        cuDevicePrimaryCtxRetain(&ctx, dev) != CUDA_SUCCESS || cuCtxSetCurrent(ctx) != CUDA_SUCCESS) {
        std::fprintf(stderr, "occupancy-probe: no CUDA device\n");
        return 1;
    }
    char name[256] = {};
    cuDeviceGetName(name, sizeof name, dev);
    int smCount = 0, regsPerSm = 0, smemPerSm = 0, threadsPerSm = 0, blocksPerSm = 0, smemOptin = 0, reserved = 0;
    cuDeviceGetAttribute(&smCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev);
    cuDeviceGetAttribute(&regsPerSm, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR, dev);
    cuDeviceGetAttribute(&smemPerSm, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, dev);
    cuDeviceGetAttribute(&threadsPerSm, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, dev);
    cuDeviceGetAttribute(&blocksPerSm, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR, dev);
    cuDeviceGetAttribute(&smemOptin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev);
    cuDeviceGetAttribute(&reserved, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK, dev);
    std::printf("{\"device\":\"%s\",\"sm_count\":%d,\"registers_per_sm\":%d,\"shared_memory_per_sm\":%d,"
                "\"threads_per_sm\":%d,\"blocks_per_sm\":%d,\"shared_memory_per_block_optin\":%d,"
                "\"reserved_shared_memory_per_block\":%d}\n",
                name, smCount, regsPerSm, smemPerSm, threadsPerSm, blocksPerSm, smemOptin, reserved);

    std::ifstream manifest(argv[1]);
    std::string line;
    while (std::getline(manifest, line)) {
        std::istringstream in(line);
        std::string cubin, kernel, tag;
        int block = 0, dynSmem = 0;
        if (!(in >> cubin >> kernel >> block >> dynSmem >> tag))
            continue;
        CUmodule module;
        CUfunction f;
        CUresult r = cuModuleLoad(&module, cubin.c_str());
        if (r == CUDA_SUCCESS)
            r = cuModuleGetFunction(&f, module, kernel.c_str());
        if (r != CUDA_SUCCESS) {
            std::printf("{\"tag\":\"%s\",\"kernel\":\"%s\",\"error\":\"%s\"}\n", tag.c_str(), kernel.c_str(),
                        errorName(r));
            continue;
        }
        int active = -1;
        r = cuOccupancyMaxActiveBlocksPerMultiprocessor(&active, f, block, static_cast<size_t>(dynSmem));
        std::printf("{\"tag\":\"%s\",\"cubin\":\"%s\",\"kernel\":\"%s\",\"block\":%d,\"dynamic_smem\":%d,"
                    "\"active_blocks_per_sm\":%d,\"status\":\"%s\",\"registers\":%d,\"static_smem\":%d,"
                    "\"local_bytes\":%d,\"max_threads_per_block\":%d}\n",
                    tag.c_str(), cubin.c_str(), kernel.c_str(), block, dynSmem, active, errorName(r),
                    attribute(f, CU_FUNC_ATTRIBUTE_NUM_REGS), attribute(f, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES),
                    attribute(f, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES),
                    attribute(f, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK));
        cuModuleUnload(module);
    }
    cuDevicePrimaryCtxRelease(dev);
    return 0;
}
