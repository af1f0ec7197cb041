// CUPTI's activity API through dlopen (kernelactivity.h says why). Records arrive in buffers that CUPTI fills
// and hands back on flush; the callbacks keep only what spanOf needs: each API call's start and correlation
// id, and each piece of device work's correlation id, stream, start and end.
#include "kernelactivity.h"

#include <cuda_runtime.h>
#include <cupti.h>
#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace kiln::harness {

namespace {

struct Api
{
    CUptiResult (*enable)(CUpti_ActivityKind) = nullptr;
    CUptiResult (*disable)(CUpti_ActivityKind) = nullptr;
    CUptiResult (*registerCallbacks)(CUpti_BuffersCallbackRequestFunc, CUpti_BuffersCallbackCompleteFunc) = nullptr;
    CUptiResult (*nextRecord)(uint8_t*, size_t, CUpti_Activity**) = nullptr;
    CUptiResult (*flushAll)(uint32_t) = nullptr;
    CUptiResult (*timestamp)(uint64_t*) = nullptr;
    CUptiResult (*resultString)(CUptiResult, const char**) = nullptr;
};
Api api;

struct Launch
{
    uint64_t start;
    uint32_t correlation;
};
struct Work
{
    uint64_t start, end;
    uint32_t correlation, stream;
};
std::mutex recordsLock;
std::vector<Launch> launches;
std::vector<Work> work;
// Buffers are reused: every flush hands the current buffer back, and a fresh
// megabyte from the allocator is a new mapping whose pages fault in while CUPTI writes the next call's
// first records, between the start event and the kernel (an H200 showed 260 us there).
std::vector<uint8_t*> freeBuffers;

// A buffer's size does not change what a flush costs (8 KiB to 1 MiB, H200 run 16).
constexpr size_t kBufferBytes = 1 << 20;
constexpr size_t kAlign = 8;

void CUPTIAPI bufferRequested(uint8_t** buffer, size_t* size, size_t* maxRecords)
{
    std::lock_guard<std::mutex> guard(recordsLock);
    if (!freeBuffers.empty()) {
        *buffer = freeBuffers.back();
        freeBuffers.pop_back();
    } else {
        *buffer = static_cast<uint8_t*>(std::aligned_alloc(kAlign, kBufferBytes));
        if (*buffer)
            std::memset(*buffer, 0, kBufferBytes); // fault the pages in now
    }
    *size = *buffer ? kBufferBytes : 0;
    *maxRecords = 0; // as many as fit
}

void CUPTIAPI bufferCompleted(CUcontext, uint32_t, uint8_t* buffer, size_t, size_t validSize)
{
    std::lock_guard<std::mutex> guard(recordsLock);
    CUpti_Activity* record = nullptr;
    while (validSize > 0 && api.nextRecord(buffer, validSize, &record) == CUPTI_SUCCESS) {
        switch (record->kind) {
        case CUPTI_ACTIVITY_KIND_RUNTIME:
        case CUPTI_ACTIVITY_KIND_DRIVER: {
            const auto* a = reinterpret_cast<const CUpti_ActivityAPI*>(record);
            launches.push_back({a->start, a->correlationId});
            break;
        }
        case CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL:
        case CUPTI_ACTIVITY_KIND_KERNEL: {
            const auto* k = reinterpret_cast<const CUpti_ActivityKernel10*>(record);
            work.push_back({k->start, k->end, k->correlationId, k->streamId});
            break;
        }
        case CUPTI_ACTIVITY_KIND_MEMSET: {
            const auto* m = reinterpret_cast<const CUpti_ActivityMemset4*>(record);
            work.push_back({m->start, m->end, m->correlationId, m->streamId});
            break;
        }
        case CUPTI_ACTIVITY_KIND_MEMCPY: {
            const auto* m = reinterpret_cast<const CUpti_ActivityMemcpy6*>(record);
            work.push_back({m->start, m->end, m->correlationId, m->streamId});
            break;
        }
        default:
            break;
        }
    }
    freeBuffers.push_back(buffer);
}

// libcupti sits beside libcudart in CUDA 12/13 installs, or under extras/CUPTI/lib64 in older layouts.
void* openCupti()
{
    std::vector<std::string> candidates;
    if (const char* p = std::getenv("KILN_CUPTI_LIBRARY"))
        candidates.emplace_back(p);
    for (const char* name : {"libcupti.so", "libcupti.so.13", "libcupti.so.12"})
        candidates.emplace_back(name);
    Dl_info info{};
    if (dladdr(reinterpret_cast<void*>(&cudaGetDeviceCount), &info) && info.dli_fname) {
        std::string dir = info.dli_fname;
        dir = dir.substr(0, dir.rfind('/'));
        for (const char* rel : {"/libcupti.so", "/../extras/CUPTI/lib64/libcupti.so",
                                "/../../extras/CUPTI/lib64/libcupti.so", "/../../../extras/CUPTI/lib64/libcupti.so"})
            candidates.push_back(dir + rel);
    }
    const char* roots[] = {std::getenv("CUDA_HOME"), std::getenv("CUDA_PATH"), "/usr/local/cuda"};
    for (const char* root : roots)
        if (root)
            for (const char* rel : {"/extras/CUPTI/lib64/libcupti.so", "/lib64/libcupti.so", "/lib/libcupti.so"})
                candidates.push_back(std::string(root) + rel);
    for (const std::string& c : candidates)
        if (void* h = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL))
            return h;
    return nullptr;
}

template <typename F> bool bind(void* lib, F& fn, const char* name)
{
    fn = reinterpret_cast<F>(dlsym(lib, name));
    return fn != nullptr;
}

std::string describe(CUptiResult r)
{
    const char* s = nullptr;
    if (api.resultString && api.resultString(r, &s) == CUPTI_SUCCESS && s)
        return s;
    return "CUPTI error " + std::to_string(static_cast<int>(r));
}

const CUpti_ActivityKind kKinds[] = {CUPTI_ACTIVITY_KIND_RUNTIME, CUPTI_ACTIVITY_KIND_DRIVER,
                                     CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL, CUPTI_ACTIVITY_KIND_MEMSET,
                                     CUPTI_ACTIVITY_KIND_MEMCPY};

} // namespace

KernelActivity::~KernelActivity()
{
    if (!m_active)
        return;
    api.flushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    for (CUpti_ActivityKind k : kKinds)
        api.disable(k);
}

bool KernelActivity::start(std::string& why)
{
    if (const char* t = std::getenv("KILN_HARNESS_TIMER"); t && std::string(t) == "events") {
        why = "KILN_HARNESS_TIMER=events";
        return false;
    }
    void* lib = openCupti();
    if (!lib) {
        why = "libcupti was not found (set KILN_CUPTI_LIBRARY to its path)";
        return false;
    }
    if (!bind(lib, api.enable, "cuptiActivityEnable") || !bind(lib, api.disable, "cuptiActivityDisable") ||
        !bind(lib, api.registerCallbacks, "cuptiActivityRegisterCallbacks") ||
        !bind(lib, api.nextRecord, "cuptiActivityGetNextRecord") || !bind(lib, api.flushAll, "cuptiActivityFlushAll") ||
        !bind(lib, api.timestamp, "cuptiGetTimestamp")) {
        why = "libcupti lacks the activity API";
        return false;
    }
    bind(lib, api.resultString, "cuptiGetResultString");
    CUptiResult r = api.registerCallbacks(bufferRequested, bufferCompleted);
    for (CUpti_ActivityKind k : kKinds)
        if (r == CUPTI_SUCCESS)
            r = api.enable(k);
    if (r != CUPTI_SUCCESS) {
        why = describe(r); // e.g. another profiler (ncu) holds the device's counters
        for (CUpti_ActivityKind k : kKinds)
            api.disable(k);
        return false;
    }
    m_active = true;
    return true;
}

uint64_t KernelActivity::now() const
{
    uint64_t t = 0;
    if (m_active)
        api.timestamp(&t);
    return t;
}

bool KernelActivity::spansOf(const std::vector<Window>& windows, std::vector<ActivitySpan>& spans)
{
    spans.assign(windows.size(), {});
    if (!m_active || api.flushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED) != CUPTI_SUCCESS)
        return false;
    std::lock_guard<std::mutex> guard(recordsLock);
    // Which window each launch's correlation id belongs to: the last window starting at or before it.
    std::unordered_map<uint32_t, size_t> windowOf;
    for (const Launch& l : launches) {
        const auto after = std::upper_bound(windows.begin(), windows.end(), l.start,
                                            [](uint64_t t, const Window& w) { return t < w.from; });
        if (after == windows.begin())
            continue;
        const size_t k = static_cast<size_t>(after - windows.begin()) - 1;
        if (l.start <= windows[k].to)
            windowOf[l.correlation] = k;
    }
    std::vector<uint64_t> first(windows.size(), UINT64_MAX), last(windows.size(), 0), busy(windows.size(), 0);
    std::vector<std::unordered_set<uint32_t>> streams(windows.size());
    for (const Work& w : work) {
        const auto it = windowOf.find(w.correlation);
        if (it == windowOf.end())
            continue;
        ActivitySpan& span = spans[it->second];
        ++span.items;
        if (w.start == 0 || w.end < w.start) {
            span.complete = false;
            continue;
        }
        first[it->second] = std::min(first[it->second], w.start);
        last[it->second] = std::max(last[it->second], w.end);
        busy[it->second] += w.end - w.start;
        streams[it->second].insert(w.stream);
    }
    launches.clear();
    work.clear();
    for (size_t k = 0; k < spans.size(); ++k) {
        if (last[k] > first[k]) {
            spans[k].ms = static_cast<double>(last[k] - first[k]) / 1e6;
            spans[k].busyMs = static_cast<double>(busy[k]) / 1e6;
        }
        spans[k].streams = static_cast<int>(streams[k].size());
    }
    return true;
}

} // namespace kiln::harness
