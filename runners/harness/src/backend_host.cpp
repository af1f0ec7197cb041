// The host backend: "device" memory is ordinary memory, the clock is the monotonic clock, the cache
// flush writes a buffer larger than the last-level cache.
#include "backend.h"
#include "cpuinfo.h"
#include "inputs.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace kiln::harness {

namespace {

class HostBackend final : public Backend
{
public:
    const char* name() const override { return "host"; }
    const char* errorReason() const override { return "crash"; }
    bool init(int, std::string&) override { return true; }

    std::string deviceName() const override { return cpuModelName(); }
    std::string timer() const override { return "host_clock"; }

    void* alloc(size_t bytes) override
    {
        // 64-byte alignment, like cudaMalloc's 256, so vectorized candidates behave the same way.
        void* p = nullptr;
        if (posix_memalign(&p, 64, std::max<size_t>(bytes, 64)) != 0) {
            m_error = "out of host memory allocating " + std::to_string(bytes) + " bytes";
            return nullptr;
        }
        return p;
    }
    void release(void* p) override { std::free(p); }
    bool toDevice(void* dst, const void* src, size_t bytes) override { return copy(dst, src, bytes); }
    bool toHost(void* dst, const void* src, size_t bytes) override { return copy(dst, src, bytes); }
    bool copyOnDevice(void* dst, const void* src, size_t bytes) override { return copy(dst, src, bytes); }
    bool fill(void* dst, int byte, size_t bytes) override
    {
        std::memset(dst, byte, bytes);
        return true;
    }
    bool synchronize() override { return true; }
    void* stream() override { return nullptr; }

    bool flushCache(size_t bytes) override
    {
        if (m_flush.size() < bytes)
            m_flush.assign(bytes, 0);
        // Touch every line with a dependent write so the compiler cannot drop it.
        for (size_t i = 0; i < m_flush.size(); i += 64)
            m_flush[i] = static_cast<char>(m_flush[i] + 1);
        return true;
    }

    // The host has no launches to hold: the call runs on this thread, and its time is the host's time.
    bool timeCall(const std::function<int()>& call, CallTiming& t, bool) override
    {
        const auto start = std::chrono::steady_clock::now();
        t.returnCode = call();
        const auto end = std::chrono::steady_clock::now();
        t.ms = std::chrono::duration<double, std::milli>(end - start).count();
        t.streamMs = t.eventMs = t.hostMs = t.ms;
        return true;
    }

    // "Device" memory is host memory: the host functions run in place, as they always have.
    // KILN_HARNESS_EMULATE_DEVICE_OPS=1 (tests only) runs the GPU backend's algorithms instead (its
    // generator and checksum, on the host) and reports them as device operations, so the worker's device
    // path and cross-check run on a machine without a GPU.
    bool deviceOps() const override { return m_emulateDevice; }
    bool bulkGenerate(void* dst, DType dtype, size_t numel, const InitDecl& init, uint64_t seed) override
    {
        if (m_emulateDevice && deviceGenerates(init))
            generateReplica(dst, dtype, numel, genParams(init, seed));
        else
            generate(dst, dtype, numel, init, seed);
        return true;
    }
    bool bulkChecksum(const void* src, size_t bytes, uint64_t& sum) override
    {
        sum = m_emulateDevice ? positionalChecksum(src, bytes) : checksum(src, bytes);
        return true;
    }
    bool bulkCompare(const TensorDecl& tensor, const void* got, const void* expected, size_t numel,
                     CompareCounts& counts) override
    {
        counts = countOutput(tensor, got, expected, numel);
        return true;
    }

    std::string lastError() override { return m_error; }

private:
    bool copy(void* dst, const void* src, size_t bytes)
    {
        std::memcpy(dst, src, bytes);
        return true;
    }
    std::vector<char> m_flush;
    std::string m_error;
    const bool m_emulateDevice = [] {
        const char* v = std::getenv("KILN_HARNESS_EMULATE_DEVICE_OPS");
        return v && *v && std::string(v) != "0";
    }();
};

} // namespace

int defaultTimingProcesses()
{
    return 1;
}

std::unique_ptr<Backend> makeBackend()
{
    return std::make_unique<HostBackend>();
}

} // namespace kiln::harness
