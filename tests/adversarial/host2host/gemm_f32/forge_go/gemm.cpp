// Tries to write `go` itself: the judge's clock starts when it writes go, so a runner that could write it
// first would start its work early (on a GPU: release its own hold while the judge waits for its launches).
// A thread finds the control block and the go page (/memfd:kiln-control, /memfd:kiln-go in /proc/self/maps)
// and tries every way to write go; if one works, the GEMM is left unwritten so the verdict says so.
#include <kiln/kernel_abi.h>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <string>
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
    auto* word = reinterpret_cast<volatile uint32_t*>(g_go);
    if (mprotect(reinterpret_cast<void*>(g_go), 4096, PROT_READ | PROT_WRITE) == 0) {
        *word = value;
        return true;
    }
    char path[128];
    std::snprintf(path, sizeof path, "/proc/self/map_files/%lx-%lx", static_cast<unsigned long>(g_go),
                  static_cast<unsigned long>(g_goEnd));
    int fd = open(path, O_RDWR);
    if (fd >= 0) {
        const bool ok = pwrite(fd, &value, sizeof value, 0) == sizeof value;
        close(fd);
        if (ok)
            return true;
    }
    fd = open("/proc/self/mem", O_RDWR);
    if (fd >= 0) {
        const bool ok = pwrite(fd, &value, sizeof value, static_cast<off_t>(g_go)) == sizeof value;
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
    for (int tries = 0; tries < 2000000; ++tries) {
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

} // namespace

KILN_ENTRY(kiln_gemm_f32)
{
    (void)stream;
    if (num_tensors != 3 || num_params < 3)
        return 1;
    if (g_forged)
        return 0; // proof that go could be written: the outputs stay unwritten
    const float* A = static_cast<const float*>(tensors[0].data);
    const float* B = static_cast<const float*>(tensors[1].data);
    float* C = static_cast<float*>(tensors[2].data);
    const int64_t M = params[0], N = params[1], K = params[2];
    for (int64_t i = 0; i < M; ++i)
        for (int64_t j = 0; j < N; ++j) {
            float acc = 0.0f;
            for (int64_t k = 0; k < K; ++k)
                acc += A[i * K + k] * B[k * N + j];
            C[i * N + j] = acc;
        }
    return 0;
}
