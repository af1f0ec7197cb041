// The CUDA and HIP backend: one source, compiled against either runtime (KILN_BACKEND_HIP selects HIP).
//
// The judge and each runner have contexts of their own on the same device. Tensors live in VMM allocations
// the judge exports as POSIX file descriptors and the runners map. A runner's timed call is queued behind a
// hold kernel that fills the device and waits for the judge's `go` in shared host memory; a mark kernel
// after the call writes `done` there. The judge's own clock between the two is the call's time
// (judge.cpp); nothing the runner's process reports is needed for it.
#include "backend.h"
#include "inputs.h"
#ifdef KILN_HAVE_CUPTI
#include "kernelactivity.h" // CUDA only: the runner's claims about its kernels
#endif
#ifdef KILN_GPU_BULK_KERNELS
#include "bulk_gpu.h" // the kernels (bulk_gpu.cu), compiled in where nvcc or hipcc was found
#endif

// Both runtimes under one set of names; GPU_VMM and kVmm* name the virtual memory management calls (the
// buffers judge and runner share) and their constants.
#ifdef KILN_BACKEND_HIP
#include <hip/hip_runtime.h>
#define GPU(x) hip##x
#define GPU_NAME "hip"
using gpuStream = hipStream_t;
using gpuDeviceProp = hipDeviceProp_t;
using gpuMemPool = hipMemPool_t;
using gpuMemHandle = hipMemGenericAllocationHandle_t;
using gpuMemProp = hipMemAllocationProp;
using gpuAccessDesc = hipMemAccessDesc;
#define GPU_VMM(x) hipMem##x
using VmmResult = hipError_t;
using gpuDevicePtr = void*;
constexpr VmmResult kVmmSuccess = hipSuccess;
constexpr auto kVmmPinned = hipMemAllocationTypePinned;
constexpr auto kVmmOnDevice = hipMemLocationTypeDevice;
constexpr auto kVmmPosixFd = hipMemHandleTypePosixFileDescriptor;
constexpr auto kVmmReadWrite = hipMemAccessFlagsProtReadWrite;
constexpr auto kVmmGranularityMinimum = hipMemAllocationGranularityMinimum;
#else
#include <cuda.h>
#include <cuda_runtime.h>
#define GPU(x) cuda##x
#define GPU_NAME "cuda"
using gpuStream = cudaStream_t;
using gpuDeviceProp = cudaDeviceProp;
using gpuMemPool = cudaMemPool_t;
using gpuMemHandle = CUmemGenericAllocationHandle;
using gpuMemProp = CUmemAllocationProp;
using gpuAccessDesc = CUmemAccessDesc;
#define GPU_VMM(x) cuMem##x
using VmmResult = CUresult;
using gpuDevicePtr = CUdeviceptr;
constexpr VmmResult kVmmSuccess = CUDA_SUCCESS;
constexpr auto kVmmPinned = CU_MEM_ALLOCATION_TYPE_PINNED;
constexpr auto kVmmOnDevice = CU_MEM_LOCATION_TYPE_DEVICE;
constexpr auto kVmmPosixFd = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
constexpr auto kVmmReadWrite = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
constexpr auto kVmmGranularityMinimum = CU_MEM_ALLOC_GRANULARITY_MINIMUM;
#endif

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

namespace kiln::harness {

namespace {

class GpuBackend final : public Backend
{
public:
    ~GpuBackend() override
    {
        if (m_flush)
            (void)GPU(Free)(m_flush);
        if (m_marker)
#ifdef KILN_BACKEND_HIP
            (void)hipHostFree(const_cast<uint32_t*>(m_marker));
#else
            (void)cudaFreeHost(const_cast<uint32_t*>(m_marker));
#endif
#ifdef KILN_GPU_BULK_KERNELS
        if (m_partials)
            (void)GPU(Free)(m_partials);
        if (m_sum)
            (void)GPU(Free)(m_sum);
        if (m_holdScratch)
            (void)GPU(Free)(m_holdScratch);
#endif
    }
    const char* name() const override
    {
        return GPU_NAME;
    }
    const char* errorReason() const override
    {
        return GPU_NAME "_error";
    }

    bool init(int deviceIndex, std::string& error) override
    {
        int count = 0;
        if (GPU(GetDeviceCount)(&count) != GPU(Success) || count == 0) {
            error = std::string("no ") + GPU_NAME + " device is visible to this process";
            return false;
        }
        if (deviceIndex >= count) {
            error = "device index " + std::to_string(deviceIndex) + " is out of range (" + std::to_string(count) +
                    " devices)";
            return false;
        }
        m_device = deviceIndex;
        if (!check(GPU(SetDevice)(deviceIndex)) ||
            !check(GPU(StreamCreateWithFlags)(&m_stream, GPU(StreamNonBlocking))) || !check(GPU(Free)(nullptr))) {
            error = m_error;
            return false;
        }
        gpuDeviceProp prop{};
        if (GPU(GetDeviceProperties)(&prop, deviceIndex) == GPU(Success))
            m_name = prop.name;
        keepStreamOrderedMemory(deviceIndex);
#ifdef KILN_HAVE_CUPTI
        m_activityOn = m_activity.start(m_claimsNote);
#else
        m_claimsNote = "built without CUPTI";
#endif
        return true;
    }
    std::string deviceName() const override
    {
        return m_name;
    }
    std::string claims() const override
    {
        return m_activityOn ? "kernel_activity" : "none";
    }
    std::string claimsNote() const override
    {
        return m_claimsNote;
    }

    void* alloc(size_t bytes) override
    {
        void* p = nullptr;
        if (!check(GPU(Malloc)(&p, std::max<size_t>(bytes, 256))))
            return nullptr;
        return p;
    }
    void release(void* p) override
    {
        (void)GPU(Free)(p);
    }
    size_t freeMemory() override
    {
        size_t free = 0, total = 0;
        return GPU(MemGetInfo)(&free, &total) == GPU(Success) ? free : 0;
    }
    // Copies go through this process's stream and wait for it. A plain cudaMemcpy runs on the legacy
    // default stream, which does not order with a non-blocking stream, and from pageable memory it may
    // return before the data has landed: the next kernel could read the previous seed's inputs (seen on
    // the H200 before this fix: a reference computed on half-copied data).
    bool toDevice(void* dst, const void* src, size_t bytes) override
    {
        return check(GPU(MemcpyAsync)(dst, src, bytes, GPU(MemcpyHostToDevice), m_stream)) &&
               check(GPU(StreamSynchronize)(m_stream));
    }
    bool toHost(void* dst, const void* src, size_t bytes) override
    {
        return check(GPU(DeviceSynchronize)()) &&
               check(GPU(MemcpyAsync)(dst, src, bytes, GPU(MemcpyDeviceToHost), m_stream)) &&
               check(GPU(StreamSynchronize)(m_stream));
    }
    bool copyOnDevice(void* dst, const void* src, size_t bytes) override
    {
        return check(GPU(MemcpyAsync)(dst, src, bytes, GPU(MemcpyDeviceToDevice), m_stream));
    }
    bool fill(void* dst, int byte, size_t bytes) override
    {
        return check(GPU(MemsetAsync)(dst, byte, bytes, m_stream));
    }
    bool synchronize() override
    {
        return check(GPU(DeviceSynchronize)());
    }
    void* stream() override
    {
        return m_stream;
    }

    bool flushCache(size_t bytes) override
    {
        if (m_flushBytes < bytes) {
            if (m_flush)
                (void)GPU(Free)(m_flush);
            m_flush = nullptr;
            if (!check(GPU(Malloc)(&m_flush, bytes)) || !check(GPU(MemsetAsync)(m_flush, 0x5a, bytes, m_stream)))
                return false;
            m_flushBytes = bytes;
        }
#ifdef KILN_GPU_BULK_KERNELS
        // Read, not write: the L2 is left holding clean lines (bulk_gpu.cu says why). KILN_HARNESS_FLUSH=write
        // restores the memset flush, for comparing the two on a device.
        static const bool writeFlush = [] {
            const char* v = std::getenv("KILN_HARNESS_FLUSH");
            return v && std::string(v) == "write";
        }();
        if (!writeFlush)
            return scratch() && checkCode(gpu::launchReadFlush(m_flush, m_flushBytes,
                                                               reinterpret_cast<unsigned int*>(m_sum), m_stream));
#endif
        m_flushValue ^= 0x5a;
        return check(GPU(MemsetAsync)(m_flush, m_flushValue, m_flushBytes, m_stream));
    }

#ifdef KILN_GPU_BULK_KERNELS
    bool deviceOps() const override
    {
        return true;
    }

    // Generated in place, then the stream is drained: the next kernel may run on another stream (the same
    // reason toDevice waits).
    bool bulkGenerate(void* dst, DType dtype, size_t numel, const InitDecl& init, uint64_t seed) override
    {
        if (!deviceGenerates(init)) { // a permutation is a shuffle, not a formula: host, then one copy
            std::vector<unsigned char> host(numel * dtypeSize(dtype));
            generate(host.data(), dtype, numel, init, seed);
            return toDevice(dst, host.data(), host.size());
        }
        return checkCode(gpu::launchGenerate(dst, static_cast<int>(dtype), numel, genParams(init, seed), m_stream)) &&
               check(GPU(StreamSynchronize)(m_stream));
    }

    // Device-wide synchronization first, as toHost does.
    bool bulkChecksum(const void* src, size_t bytes, uint64_t& sum) override
    {
        unsigned long long raw = 0;
        if (!scratch() || !check(GPU(DeviceSynchronize)()) ||
            !check(GPU(MemsetAsync)(m_sum, 0, sizeof raw, m_stream)) ||
            !checkCode(gpu::launchChecksum(src, bytes, m_sum, m_stream)) ||
            !check(GPU(MemcpyAsync)(&raw, m_sum, sizeof raw, GPU(MemcpyDeviceToHost), m_stream)) ||
            !check(GPU(StreamSynchronize)(m_stream)))
            return false;
        sum = bulk::checksumFinish(raw, bytes);
        return true;
    }

    bool bulkCompare(const TensorDecl& tensor, const void* got, const void* expected, size_t numel,
                     CompareCounts& counts) override
    {
        const Tolerance& tol = tensor.tolerance;
        const gpu::CompareRule rule{tol.atol, tol.rtol, std::max(1e-3, 10 * tol.atol)}; // as compare.cpp
        int blocks = 0;
        if (!scratch() || !check(GPU(DeviceSynchronize)()) ||
            !checkCode(gpu::launchCompare(got, expected, static_cast<int>(tensor.dtype), numel, rule, m_partials,
                                          blocks, m_stream)) ||
            !check(GPU(MemcpyAsync)(m_hostPartials.data(), m_partials, blocks * sizeof(gpu::ComparePartial),
                                    GPU(MemcpyDeviceToHost), m_stream)) ||
            !check(GPU(StreamSynchronize)(m_stream)))
            return false;
        counts = mergePartials(blocks);
        return true;
    }

#else
    // Built without the kernels (no CUDA compiler at configure time): the host functions on host copies,
    // the path every operation took before the kernels existed.
    bool deviceOps() const override
    {
        return false;
    }
    bool bulkGenerate(void* dst, DType dtype, size_t numel, const InitDecl& init, uint64_t seed) override
    {
        std::vector<unsigned char> host(numel * dtypeSize(dtype));
        generate(host.data(), dtype, numel, init, seed);
        return toDevice(dst, host.data(), host.size());
    }
    bool bulkChecksum(const void* src, size_t bytes, uint64_t& sum) override
    {
        std::vector<unsigned char> host(bytes);
        if (!toHost(host.data(), src, bytes))
            return false;
        sum = checksum(host.data(), bytes);
        return true;
    }
    bool bulkCompare(const TensorDecl& tensor, const void* got, const void* expected, size_t numel,
                     CompareCounts& counts) override
    {
        const size_t bytes = numel * dtypeSize(tensor.dtype);
        std::vector<unsigned char> g(bytes), e(bytes);
        if (!toHost(g.data(), got, bytes) || !toHost(e.data(), expected, bytes))
            return false;
        counts = countOutput(tensor, g.data(), e.data(), numel);
        return true;
    }
#endif
    std::string lastError() override
    {
        const auto e = GPU(GetLastError)();
        if (e != GPU(Success))
            m_error = std::string(GPU(GetErrorName)(e)) + ": " + GPU(GetErrorString)(e);
        return m_error;
    }

    // ---- Shared memory: VMM allocations exported as POSIX file descriptors ----
    // (The legacy IPC handles do not cross users: on an H200 a runner of another uid could not open one,
    // "mapping of buffer object failed", where a VMM descriptor mapped; tests/gpu/trust/.)
    bool allocShared(size_t bytes, SharedBuffer& out) override
    {
        out = {};
        const gpuMemProp prop = memProp();
        const size_t size = roundUp(std::max<size_t>(bytes, 1), granularity(prop));
        gpuMemHandle handle{};
        if (!vmm(memCreate(&handle, size, &prop), "creating shared device memory"))
            return false;
        int fd = -1;
        const bool exported = vmm(memExport(&fd, handle), "exporting shared device memory");
        void* ptr = exported ? mapHandle(handle, size) : nullptr;
        memRelease(handle); // the mapping and the descriptor keep the memory alive
        if (!ptr) {
            if (fd >= 0)
                close(fd);
            return false;
        }
        out = {ptr, fd, size};
        return true;
    }
    void freeShared(SharedBuffer& b) override
    {
        if (b.ptr)
            unmapShared(b.ptr, b.bytes);
        if (b.fd >= 0)
            close(b.fd);
        b = {};
    }
    void* mapShared(int fd, size_t bytes) override
    {
        gpuMemHandle handle{};
        if (!vmm(memImport(&handle, fd), "mapping the judge's buffer"))
            return nullptr;
        void* ptr = mapHandle(handle, bytes);
        memRelease(handle);
        return ptr;
    }
    void unmapShared(void* p, size_t bytes) override
    {
        (void)GPU(DeviceSynchronize)();
#ifdef KILN_BACKEND_HIP
        (void)hipMemUnmap(p, bytes);
        (void)hipMemAddressFree(p, bytes);
#else
        (void)cuMemUnmap(reinterpret_cast<CUdeviceptr>(p), bytes);
        (void)cuMemAddressFree(reinterpret_cast<CUdeviceptr>(p), bytes);
#endif
    }

    // ---- A runner's calls ----
    bool attachControl(wire::ControlBlock* block, const wire::GoPage* go) override
    {
#ifdef KILN_GPU_BULK_KERNELS
        m_control = block;
        void* device = nullptr;
        void* goDevice = nullptr;
#ifdef KILN_BACKEND_HIP
        const unsigned readOnly = 0; // (Debian's HIP has no read-only registration; the mapping is read-only)
#else
        const unsigned readOnly = cudaHostRegisterReadOnly;
#endif
        if (!check(
                GPU(HostRegister)(block, wire::kControlBytes, GPU(HostRegisterMapped) | GPU(HostRegisterPortable))) ||
            !check(GPU(HostGetDevicePointer)(&device, block, 0)) ||
            !check(GPU(HostRegister)(const_cast<wire::GoPage*>(go), wire::kControlBytes,
                                     GPU(HostRegisterMapped) | GPU(HostRegisterPortable) | readOnly)) ||
            !check(GPU(HostGetDevicePointer)(&goDevice, const_cast<wire::GoPage*>(go), 0)) ||
            !check(GPU(Malloc)(&m_holdScratch, 2 * sizeof(unsigned long long))) ||
            !check(GPU(MemsetAsync)(m_holdScratch, 0, 2 * sizeof(unsigned long long), m_stream)) ||
            !check(GPU(StreamSynchronize)(m_stream)))
            return false;
        m_controlDevice = static_cast<wire::ControlBlock*>(device);
        m_goDevice = static_cast<const wire::GoPage*>(goDevice);
        m_holdBlocks = holdBlocks();
        return m_holdBlocks > 0;
#else
        m_error =
            "this harness was built without its GPU kernels (no nvcc or hipcc at build time): it cannot hold calls";
        return false;
#endif
    }
    bool queuesCalls() const override
    {
        return true;
    }

    bool beginCall(uint32_t seq, bool held) override
    {
#ifdef KILN_GPU_BULK_KERNELS
        auto* arrivals = static_cast<unsigned long long*>(m_holdScratch);
        auto* flag = reinterpret_cast<unsigned*>(arrivals + 1);
        // Unheld, the judge wrote go first: the hold only marks ready and lets the call through.
        if (!checkCode(gpu::launchHoldAll(const_cast<const unsigned*>(&m_goDevice->go.value), seq,
                                          const_cast<unsigned*>(&m_controlDevice->ready.value),
                                          const_cast<unsigned*>(&m_controlDevice->expired.value),
                                          const_cast<long long*>(m_controlDevice->clocks), arrivals, flag, kHoldCycles,
                                          held ? m_holdBlocks : 1, m_stream)))
            return false;
#ifdef KILN_HAVE_CUPTI
        m_callFrom = m_activityOn ? m_activity.now() : 0;
#endif
        return true;
#else
        (void)seq;
        (void)held;
        return false;
#endif
    }
    bool endCall(uint32_t seq) override
    {
#ifdef KILN_GPU_BULK_KERNELS
#ifdef KILN_HAVE_CUPTI
        m_callTo = m_activityOn ? m_activity.now() : 0;
#endif
        return checkCode(gpu::launchMark(const_cast<unsigned*>(&m_controlDevice->done.value), seq, m_stream));
#else
        (void)seq;
        return false;
#endif
    }
    bool finishCall(uint32_t seq) override
    {
        if (!synchronize())
            return false;
#ifdef KILN_HAVE_CUPTI
        // Kept to a bound: a judge that never asks (a gate that failed) must not grow this without end.
        if (m_activityOn && m_windows.size() < kMaxWindows) {
            m_windowSeqs.push_back(seq);
            m_windows.push_back({m_callFrom, m_callTo});
        }
#else
        (void)seq;
#endif
        return true;
    }
    void takeClaims(std::vector<std::pair<uint32_t, wire::Claims>>& out) override
    {
        out.clear();
#ifdef KILN_HAVE_CUPTI
        std::vector<ActivitySpan> spans;
        if (m_activityOn && m_activity.spansOf(m_windows, spans))
            for (size_t k = 0; k < spans.size(); ++k) {
                wire::Claims c;
                if (spans[k].complete && spans[k].items > 0) {
                    c.kernelMs = spans[k].ms;
                    c.busyMs = spans[k].busyMs;
                    c.kernels = spans[k].items;
                    c.streams = spans[k].streams;
                }
                out.emplace_back(m_windowSeqs[k], c);
            }
        m_windows.clear();
        m_windowSeqs.clear();
#endif
    }
    bool trivialCall() override
    {
#ifdef KILN_GPU_BULK_KERNELS
        return checkCode(gpu::launchEmpty(m_stream));
#else
        return false;
#endif
    }

    // ---- The judge's marker ----
    bool queueMarker(uint32_t value) override
    {
#ifdef KILN_GPU_BULK_KERNELS
        if (!m_marker) {
            void* words = nullptr;
#ifdef KILN_BACKEND_HIP
            if (!check(hipHostMalloc(&words, 64, hipHostMallocMapped)) ||
#else
            if (!check(cudaHostAlloc(&words, 64, cudaHostAllocMapped)) ||
#endif
                !check(GPU(HostGetDevicePointer)(reinterpret_cast<void**>(&m_markerDevice), words, 0)))
                return false;
            m_marker = static_cast<volatile uint32_t*>(words);
            *m_marker = 0;
        }
        return checkCode(gpu::launchMark(m_markerDevice, value, m_stream));
#else
        (void)value;
        return false;
#endif
    }
    volatile uint32_t* markerWord() override
    {
        return m_marker;
    }

private:
    static size_t roundUp(size_t v, size_t to)
    {
        return (v + to - 1) / to * to;
    }

    gpuMemProp memProp() const
    {
        gpuMemProp p{};
        p.type = kVmmPinned;
        p.location.type = kVmmOnDevice;
        p.location.id = m_device;
#ifdef KILN_BACKEND_HIP
        p.requestedHandleType = kVmmPosixFd;
#else
        p.requestedHandleTypes = kVmmPosixFd;
#endif
        return p;
    }
    size_t granularity(const gpuMemProp& p)
    {
        size_t g = 0;
        if (GPU_VMM(GetAllocationGranularity)(&g, &p, kVmmGranularityMinimum) != kVmmSuccess || g == 0)
            g = 2u << 20;
        return g;
    }
    VmmResult memCreate(gpuMemHandle* h, size_t size, const gpuMemProp* p)
    {
        return GPU_VMM(Create)(h, size, p, 0);
    }
    VmmResult memExport(int* fd, gpuMemHandle h)
    {
        return GPU_VMM(ExportToShareableHandle)(fd, h, kVmmPosixFd, 0);
    }
    VmmResult memImport(gpuMemHandle* h, int fd)
    {
        return GPU_VMM(ImportFromShareableHandle)(h, reinterpret_cast<void*>(static_cast<intptr_t>(fd)), kVmmPosixFd);
    }
    void memRelease(gpuMemHandle h)
    {
        (void)GPU_VMM(Release)(h);
    }
    static std::string vmmErrorText(VmmResult r)
    {
#ifdef KILN_BACKEND_HIP
        return hipGetErrorString(r);
#else
        const char* s = nullptr;
        cuGetErrorString(r, &s);
        return s ? s : "CUDA driver error " + std::to_string(static_cast<int>(r));
#endif
    }
    bool vmm(VmmResult r, const char* what)
    {
        if (r == kVmmSuccess)
            return true;
        m_error = std::string(what) + ": " + vmmErrorText(r);
        return false;
    }
    void* mapHandle(gpuMemHandle h, size_t size)
    {
        gpuDevicePtr ptr{};
        gpuAccessDesc a{};
        a.location.type = kVmmOnDevice;
        a.location.id = m_device;
        a.flags = kVmmReadWrite;
        if (!vmm(GPU_VMM(AddressReserve)(&ptr, size, 0, gpuDevicePtr{}, 0), "reserving addresses"))
            return nullptr;
        if (!vmm(GPU_VMM(Map)(ptr, size, 0, h, 0), "mapping device memory") ||
            !vmm(GPU_VMM(SetAccess)(ptr, size, &a, 1), "granting access")) {
            (void)GPU_VMM(AddressFree)(ptr, size);
            return nullptr;
        }
        return reinterpret_cast<void*>(ptr);
    }

#ifdef KILN_GPU_BULK_KERNELS
    int holdBlocks()
    {
        return gpu::holdBlocks(m_device);
    }
#endif

    // Scratch that a kernel allocates per call with cudaMallocAsync comes from the device's default pool,
    // whose release threshold is 0: every synchronization hands the memory back to the driver, and the next
    // call maps it again while the device waits, a cost of 100-300 us that moved decode_attention's and
    // prefix_scan's times by 6-69% between processes on an H200 (docs/gpu-validation.md, run 6). Frameworks
    // keep freed memory in a caching allocator, so the pool keeps it here too: a call pays for its
    // allocations what it pays in PyTorch. KILN_HARNESS_MEMPOOL=driver leaves the driver's default.
    void keepStreamOrderedMemory(int deviceIndex)
    {
        if (const char* e = std::getenv("KILN_HARNESS_MEMPOOL"); e && std::string(e) == "driver")
            return;
        gpuMemPool pool = nullptr;
        uint64_t keepAll = UINT64_MAX;
        if (GPU(DeviceGetDefaultMemPool)(&pool, deviceIndex) != GPU(Success) ||
            GPU(MemPoolSetAttribute)(pool, GPU(MemPoolAttrReleaseThreshold), &keepAll) != GPU(Success))
            (void)GPU(GetLastError)();
    }

#ifdef KILN_GPU_BULK_KERNELS
    // The bulk operations' small result buffers, allocated once.
    bool scratch()
    {
        if (m_partials)
            return true;
        m_hostPartials.resize(gpu::kMaxCompareBlocks);
        void* partials = nullptr;
        void* sum = nullptr;
        if (!check(GPU(Malloc)(&partials, gpu::kMaxCompareBlocks * sizeof(gpu::ComparePartial))) ||
            !check(GPU(Malloc)(&sum, sizeof(unsigned long long)))) {
            if (partials)
                (void)GPU(Free)(partials);
            return false;
        }
        m_partials = static_cast<gpu::ComparePartial*>(partials);
        m_sum = static_cast<unsigned long long*>(sum);
        return true;
    }

    // Integer sums and maxima: exact, and the same in any order.
    CompareCounts mergePartials(int blocks) const
    {
        CompareCounts n;
        for (int k = 0; k < blocks; ++k) {
            const gpu::ComparePartial& p = m_hostPartials[static_cast<size_t>(k)];
            n.matched += p.matched;
            n.unwritten += p.unwritten;
            n.nonFinite += p.nonFinite;
            n.largeRef += p.largeRef;
            n.lowPrecision += p.lowPrecision;
            n.maxAbs = std::max(n.maxAbs, p.maxAbs);
            n.maxRel = std::max(n.maxRel, p.maxRel);
            n.allZero = n.allZero && p.allZero;
            n.refNonZero = n.refNonZero || p.refNonZero;
        }
        return n;
    }

    bool checkCode(int code)
    {
        return check(static_cast<GPU(Error_t)>(code));
    }
#endif

    bool check(GPU(Error_t) e)
    {
        if (e == GPU(Success))
            return true;
        m_error = std::string(GPU(GetErrorName)(e)) + ": " + GPU(GetErrorString)(e);
        return false;
    }

    // About 50 ms at an H200's 1.98 GHz: far beyond any call's launches, short enough that a call that
    // synchronizes inside costs one such wait before the judge stops holding its calls.
    static constexpr long long kHoldCycles = 100'000'000;
    int m_device = 0;
    gpuStream m_stream = nullptr;
    wire::ControlBlock* m_control = nullptr;
    const wire::GoPage* m_goDevice = nullptr;
    wire::ControlBlock* m_controlDevice = nullptr;
    void* m_holdScratch = nullptr;
    int m_holdBlocks = 0;
    volatile uint32_t* m_marker = nullptr;
    unsigned* m_markerDevice = nullptr;
    void* m_flush = nullptr;
    size_t m_flushBytes = 0;
    bool m_activityOn = false;
    std::string m_claimsNote;
#ifdef KILN_HAVE_CUPTI
    KernelActivity m_activity;
    uint64_t m_callFrom = 0, m_callTo = 0;
    // The calls finished since the judge last took their claims: each one's seq and CUPTI window.
    static constexpr size_t kMaxWindows = 1 << 16;
    std::vector<KernelActivity::Window> m_windows;
    std::vector<uint32_t> m_windowSeqs;
#endif
    int m_flushValue = 0;
#ifdef KILN_GPU_BULK_KERNELS
    gpu::ComparePartial* m_partials = nullptr;
    unsigned long long* m_sum = nullptr;
    std::vector<gpu::ComparePartial> m_hostPartials;
#endif
    std::string m_name;
    std::string m_error;
};

} // namespace

// Three: a 10 us prefix scan on an H200 read 9.8-10.9 us from one process to the next, its baseline moving
// with it, while nothing inside a process moved it (docs/gpu-validation.md, runs 9 and 10). Over four runs
// the mean of three processes spread by 2.0% on 1M elements where one process spread by 3.1% (3.5% to 2.7%
// one past a power of two), for 2-3 s more per later process.
int defaultTimingProcesses()
{
    return 3;
}

std::unique_ptr<Backend> makeBackend()
{
    return std::make_unique<GpuBackend>();
}

} // namespace kiln::harness
