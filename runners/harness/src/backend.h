// Backend: the small device interface the worker needs (allocate, copy, fill, synchronize, time a call,
// flush the cache) and the bulk operations over whole tensors (generate inputs, checksum, compare). One implementation for the host CPU and one for CUDA/HIP, compiled twice from the
// same source; the rest of the harness is shared, so the three harnesses judge kernels identically.
#pragma once

#include "compare.h"
#include "request.h"

#include <functional>
#include <memory>
#include <string>

namespace kiln::harness {

struct CallTiming {
    double ms = 0;        // the call's time: `kernelMs` where the backend has it, else `eventMs`
    double eventMs = 0;   // events: start to the end of all device work (device-wide synchronization)
    double streamMs = 0;  // events: start to the moment the launch stream alone was done
    double kernelMs = -1; // kernel activity: first start to last end of the call's work on any stream; -1: none
    double busyMs = -1;   // kernel activity: the sum of the work's own durations (gaps between it left out)
    int kernels = 0;      // kernels, memsets and copies the call ran (kernel activity only)
    int streams = 0;      // streams they ran on (kernel activity only)
    bool deviceIdle = false; // events saw the device wait inside the call (host work?): ms is eventMs
    double hostMs = 0;    // the host's own time inside the call: its launches, and whatever else it did there
    bool held = false;    // the call's launches were held behind a blocking kernel and started back to back
    bool holdExpired = false; // the hold gave up: the call waited for the device inside (it synchronizes)
    double holdCycles = 0, holdNs = 0; // SM cycles and nanoseconds the hold spun; 0 when not measured
    int returnCode = 0;   // what the kernel's entry returned
};

class Backend
{
public:
    virtual ~Backend() = default;
    virtual const char* name() const = 0;        // host | cuda | hip
    virtual const char* errorReason() const = 0; // reason for runtime failures: crash | cuda_error | hip_error
    virtual bool init(int deviceIndex, std::string& error) = 0;
    virtual std::string deviceName() const = 0;
    // How calls are timed: "kernel_activity" (CUPTI), "events" (GPU events) or "host_clock"; and, when
    // the better timer could not be used, why.
    virtual std::string timer() const = 0;
    virtual std::string timerNote() const { return {}; }

    virtual void* alloc(size_t bytes) = 0; // nullptr on failure (see lastError)
    virtual void release(void* p) = 0;
    virtual bool toDevice(void* dst, const void* src, size_t bytes) = 0;
    virtual bool toHost(void* dst, const void* src, size_t bytes) = 0;
    virtual bool copyOnDevice(void* dst, const void* src, size_t bytes) = 0;
    virtual bool fill(void* dst, int byte, size_t bytes) = 0;
    virtual bool synchronize() = 0; // the whole device
    virtual void* stream() = 0;     // handed to kernels; nullptr on host
    virtual bool flushCache(size_t bytes) = 0;
    // Runs `call` between device timers; the end is taken after a device-wide synchronization. With
    // `holdLaunches`, a backend that can (CUDA with kernel activity) queues the call's work behind a kernel
    // that waits for the host to finish launching, so a chain of short kernels runs back to back instead of
    // at the pace of the host's launches (nvbench's blocking kernel); timing.held says whether it did.
    virtual bool timeCall(const std::function<int()>& call, CallTiming& timing, bool holdLaunches) = 0;
    // Bulk operations over whole device buffers, so gigabyte tensors stay on the device on the passing
    // path. The host backend runs the host functions (inputs.cpp, compare.cpp) in place; the GPU backend
    // runs kernels (bulk_gpu.cu). All return false on a runtime error (see lastError).
    //
    // True when they run on the device, so the worker's cross-check and host fallback mean something.
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
};

std::unique_ptr<Backend> makeBackend();
// How many worker processes time a short configuration whose calls leave gaps between kernels, unless
// KILN_HARNESS_TIMING_PROCESSES says (timingprocesses.h): more than one where a process draws what moves
// those gaps (a GPU), one on the host.
int defaultTimingProcesses();

} // namespace kiln::harness
