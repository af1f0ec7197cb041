// The host backend: "device" memory is ordinary memory (shared between processes as memfd mappings), a
// runner waits for the judge's `go` on a word of shared memory and calls the entry, the cache flush writes a
// buffer larger than the last-level cache.
#include "backend.h"
#include "cpuinfo.h"
#include "inputs.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sched.h>
#include <sys/mman.h>
#include <unistd.h>
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
    std::string claims() const override { return "none"; }

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

    bool allocShared(size_t bytes, SharedBuffer& out) override
    {
        out = {};
        const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
        const size_t size = std::max(page, (bytes + page - 1) / page * page);
        const int fd = memfd_create("kiln-tensor", MFD_CLOEXEC);
        if (fd < 0 || ftruncate(fd, static_cast<off_t>(size)) != 0) {
            m_error = std::string("cannot create shared memory of ") + std::to_string(size) +
                      " bytes: " + std::strerror(errno);
            if (fd >= 0)
                close(fd);
            return false;
        }
        void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (p == MAP_FAILED) {
            m_error = std::string("cannot map shared memory: ") + std::strerror(errno);
            close(fd);
            return false;
        }
        out = {p, fd, size};
        return true;
    }
    void freeShared(SharedBuffer& b) override
    {
        if (b.ptr)
            munmap(b.ptr, b.bytes);
        if (b.fd >= 0)
            close(b.fd);
        b = {};
    }
    void* mapShared(int fd, size_t bytes) override
    {
        void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (p == MAP_FAILED) {
            m_error = std::string("cannot map the judge's buffer: ") + std::strerror(errno);
            return nullptr;
        }
        return p;
    }
    void unmapShared(void* p, size_t bytes) override { munmap(p, bytes); }

    bool attachControl(wire::ControlBlock* block, const wire::GoPage* go) override
    {
        m_control = block;
        m_go = go;
        return true;
    }
    bool queuesCalls() const override { return false; }
    // The runner spins on go: the judge writes it as soon as it sees ready, so the spin is short, and a
    // futex wake-up would add its latency to the call's time.
    bool beginCall(uint32_t seq, bool held) override
    {
        wire::store(m_control->ready, seq);
        wire::wake(m_control->ready);
        // Yielding now and then: on a busy machine the judge that must write go may be waiting for this CPU.
        for (unsigned turn = 1; held && wire::load(m_go->go) < seq; ++turn)
            if (turn % 1024 == 0)
                sched_yield();
            else
                wire::cpuRelax();
        return true;
    }
    bool endCall(uint32_t seq) override
    {
        wire::store(m_control->done, seq);
        wire::wake(m_control->done);
        return true;
    }
    bool finishCall(uint32_t) override { return true; }
    bool trivialCall() override { return true; }

    bool queueMarker(uint32_t value) override
    {
        m_marker = value;
        return true;
    }
    volatile uint32_t* markerWord() override { return &m_marker; }

private:
    bool copy(void* dst, const void* src, size_t bytes)
    {
        std::memcpy(dst, src, bytes);
        return true;
    }
    std::vector<char> m_flush;
    std::string m_error;
    wire::ControlBlock* m_control = nullptr;
    const wire::GoPage* m_go = nullptr;
    volatile uint32_t m_marker = 0;
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
