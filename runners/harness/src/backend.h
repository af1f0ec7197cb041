// Backend: the small device interface the judge and the runners need (allocate, copy, fill, synchronize,
// flush the cache, share memory across processes, the runner's held calls) and the bulk operations over whole
// tensors (generate inputs, checksum, compare). One implementation for the host CPU and one for CUDA/HIP,
// compiled twice from the same source; the rest of the harness is shared, so the three harnesses judge
// kernels identically.
#pragma once

#include "compare.h"
#include "request.h"
#include "wire.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace kiln::harness {

// Memory the judge and its runners share: allocated by the judge, passed to a runner as a file descriptor,
// mapped there at its own address (host: a memfd; CUDA/HIP: a VMM allocation exported as a POSIX fd).
struct SharedBuffer
{
    void* ptr = nullptr; // the judge's mapping
    int fd = -1;         // what a runner maps
    size_t bytes = 0;    // rounded up to the backend's granularity
};

class Backend
{
public:
    virtual ~Backend() = default;
    virtual const char* name() const = 0;        // host | cuda | hip
    virtual const char* errorReason() const = 0; // reason for runtime failures: crash | cuda_error | hip_error
    virtual bool init(int deviceIndex, std::string& error) = 0;
    virtual std::string deviceName() const = 0;
    // What a runner can claim about its calls besides the judge's clock: "kernel_activity" (CUPTI inside
    // the runner) or "none"; and, when kernel activity is off, why.
    virtual std::string claims() const = 0;
    virtual std::string claimsNote() const { return {}; }

    virtual void* alloc(size_t bytes) = 0; // nullptr on failure (see lastError)
    // The device's free memory in bytes (every process's allocations count); 0 where unknown (the host).
    virtual size_t freeMemory() { return 0; }
    virtual void release(void* p) = 0;
    virtual bool toDevice(void* dst, const void* src, size_t bytes) = 0;
    virtual bool toHost(void* dst, const void* src, size_t bytes) = 0;
    virtual bool copyOnDevice(void* dst, const void* src, size_t bytes) = 0;
    virtual bool fill(void* dst, int byte, size_t bytes) = 0;
    virtual bool synchronize() = 0; // the whole device
    virtual void* stream() = 0;     // handed to kernels; nullptr on host
    virtual bool flushCache(size_t bytes) = 0;
    // Bulk operations over whole device buffers, so gigabyte tensors stay on the device on the passing
    // path. The host backend runs the host functions (inputs.cpp, compare.cpp) in place; the GPU backend
    // runs kernels (bulk_gpu.cu). All return false on a runtime error (see lastError).
    //
    // True when they run on the device, so the judge's cross-check and host fallback mean something.
    virtual bool deviceOps() const = 0;
    // Fills numel elements of dtype with init's distribution, deterministic in seed. Each backend has its
    // own generator; within one harness run the reference, baseline and candidate see the same bytes.
    virtual bool bulkGenerate(void* dst, DType dtype, size_t numel, const InitDecl& init, uint64_t seed) = 0;
    // A checksum of `bytes` bytes (8-byte aligned): equal bytes give equal sums within one backend.
    virtual bool bulkChecksum(const void* src, size_t bytes, uint64_t& sum) = 0;
    // compare.cpp's counts of `got` against `expected`; judge() turns them into a verdict.
    virtual bool bulkCompare(const TensorDecl& tensor, const void* got, const void* expected, size_t numel,
                             CompareCounts& counts) = 0;

    // The runtime's last error as a sentence; empty when none. Sticky errors (illegal address) stay.
    virtual std::string lastError() = 0;

    // ---- Shared memory (the judge allocates; a runner maps) ----
    virtual bool allocShared(size_t bytes, SharedBuffer& out) = 0;
    virtual void freeShared(SharedBuffer& b) = 0;
    virtual void* mapShared(int fd, size_t bytes) = 0; // nullptr on failure (lastError)
    virtual void unmapShared(void* p, size_t bytes) = 0;

    // ---- A runner's side of one call (runner.cpp) ----
    // The control block this runner shares with the judge and the judge's read-only go page, made reachable
    // by the device.
    virtual bool attachControl(wire::ControlBlock* block, const wire::GoPage* go) = 0;
    // True where a call is queued and then released (GPU: the work waits behind a hold kernel for the
    // judge's `go`); false where it runs when called (host: the runner waits for `go` first).
    virtual bool queuesCalls() const = 0;
    // Before the entry: GPU: queue the hold (it writes ready, waits for go >= seq, fills the whole device so
    // no other work starts before go); host: write ready and spin until go >= seq. `held` false: go was
    // already written, only ready is marked.
    virtual bool beginCall(uint32_t seq, bool held) = 0;
    // After the entry: GPU: queue the done mark (written when the launch stream's work has ended); host:
    // write done.
    virtual bool endCall(uint32_t seq) = 0;
    // After endCall: GPU: wait for the device, and note the call's window for its kernel activity (a claim,
    // collected later by takeClaims); host: nothing.
    virtual bool finishCall(uint32_t seq) = 0;
    // The claims of the calls finished since the last time, by seq (GPU: the kernel activity seen in this
    // process, all of it read in one flush); host: none.
    virtual void takeClaims(std::vector<std::pair<uint32_t, wire::Claims>>& out) { out.clear(); }
    // The runner's own empty call (one empty kernel on a GPU): the judge's calibration before any object is
    // loaded.
    virtual bool trivialCall() = 0;

    // ---- The judge's idle check ----
    // Queues a mark that sets *markerWord() to `value` when the judge's own device work reaches it (GPU: a
    // one-thread kernel; it cannot run while a runner's work still holds the device). Host: set at once.
    virtual bool queueMarker(uint32_t value) = 0;
    virtual volatile uint32_t* markerWord() = 0;
};

std::unique_ptr<Backend> makeBackend();
// How many judge processes time a short configuration whose calls leave gaps between kernels, unless
// KILN_HARNESS_TIMING_PROCESSES says (timingprocesses.h): more than one where a process draws what moves
// those gaps (a GPU), one on the host.
int defaultTimingProcesses();

} // namespace kiln::harness
