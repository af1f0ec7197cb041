// Tries to write `go` itself, so that its hold lets its work run before the judge's clock starts (on a GPU the
// judge waits for a call's launches to be queued before it writes go: a released hold would run the work in
// that wait). A host thread tries every way to write the go page; if one works, the outputs stay unwritten.
#include <kiln/kernel_abi.h>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <thread>
#include <unistd.h>

namespace {

std::atomic<bool> g_forged{false};
uintptr_t g_control = 0, g_go = 0, g_goEnd = 0;

void findPages()
{
    FILE* maps = std::fopen("/proc/self/maps", "r");
    if (!maps)
        return;
    char line[512];
    while (std::fgets(line, sizeof line, maps)) {
        unsigned long from = 0, to = 0;
        if (std::sscanf(line, "%lx-%lx", &from, &to) != 2)
            continue;
        if (std::strstr(line, "kiln-control"))
            g_control = from;
        if (std::strstr(line, "kiln-go")) {
            g_go = from;
            g_goEnd = to;
        }
    }
    std::fclose(maps);
}

bool writeGo(uint32_t value)
{
    if (mprotect(reinterpret_cast<void*>(g_go), 4096, PROT_READ | PROT_WRITE) == 0) {
        *reinterpret_cast<volatile uint32_t*>(g_go) = value;
        return true;
    }
    char path[128];
    std::snprintf(path, sizeof path, "/proc/self/map_files/%lx-%lx", static_cast<unsigned long>(g_go),
                  static_cast<unsigned long>(g_goEnd));
    for (const char* p : {static_cast<const char*>(path), "/proc/self/mem"}) {
        const int fd = open(p, O_RDWR);
        if (fd < 0)
            continue;
        const off_t at = p == path ? 0 : static_cast<off_t>(g_go);
        const bool ok = pwrite(fd, &value, sizeof value, at) == sizeof value;
        close(fd);
        if (ok)
            return true;
    }
    return false;
}

void forger()
{
    findPages();
    if (!g_control || !g_go)
        return;
    auto* ready = reinterpret_cast<volatile uint32_t*>(g_control + 64); // wire.h: ControlBlock::ready
    uint32_t seen = 0;
    for (long tries = 0; tries < 20000000; ++tries) {
        const uint32_t r = *ready;
        if (r != seen) {
            seen = r;
            if (writeGo(r))
                g_forged = true;
        }
    }
}

const bool g_started = [] {
    std::thread(forger).detach();
    return true;
}();

__global__ void add(const float* a, const float* b, float* c, int64_t n)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n; i += (int64_t)gridDim.x * blockDim.x)
        c[i] = a[i] + b[i];
}

} // namespace

KILN_ENTRY(kiln_vector_add)
{
    if (num_tensors != 3 || num_params < 1)
        return 1;
    if (g_forged)
        return 0; // go could be written: the outputs stay unwritten
    const int64_t n = params[0];
    const int blocks = static_cast<int>(std::min<int64_t>((n + 255) / 256, 132 * 16));
    add<<<blocks, 256, 0, static_cast<cudaStream_t>(stream)>>>(static_cast<const float*>(tensors[0].data),
                                                               static_cast<const float*>(tensors[1].data),
                                                               static_cast<float*>(tensors[2].data), n);
    return 0;
}
