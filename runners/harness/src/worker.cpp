// The worker: loads the candidate, baseline and reference objects and runs the correctness and
// performance gates on the device (docs/harness-protocol.md). It runs in its own process so a candidate
// that crashes or hangs takes only the worker down; the supervisor turns that into a verdict.
#include "worker.h"

#include "backend.h"
#include "bulkops.h"
#include "compare.h"
#include "events.h"
#include "inputs.h"
#include "timingstats.h"

#include <kiln/kernel_abi.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <map>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <unistd.h>

namespace kiln::harness {

namespace {

struct Kernel {
    void* handle = nullptr;
    kiln_entry_fn entry = nullptr;
    // Its timed calls' launches are held behind a blocking kernel (Backend::timeCall) until one of them
    // waits for the device inside: such a call would wait for the hold, so it is timed unheld from then on.
    bool holdLaunches = true;
};

double seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

uint64_t mixSeed(uint64_t seed, size_t config, size_t tensor)
{
    return seed * 0x9e3779b97f4a7c15ULL ^ (config + 1) * 0xc2b2ae3d27d4eb4fULL ^ (tensor + 1) * 0x165667b19e3779f9ULL;
}

std::optional<Failure> loadKernel(const std::string& role, const std::string& path, const std::string& entry, Kernel& k)
{
    k.handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!k.handle)
        return Failure{"load_error", role + " object cannot be loaded: " + std::string(dlerror())};
    auto version = reinterpret_cast<kiln_abi_version_fn>(dlsym(k.handle, "kiln_abi_version"));
    if (!version)
        return Failure{"abi_mismatch", role + " object does not export kiln_abi_version(); define its entry with "
                                              "KILN_ENTRY(" + entry + ") from <kiln/kernel_abi.h>"};
    if (version() != KILN_ABI_VERSION)
        return Failure{"abi_mismatch", role + " object was built against kernel ABI " + std::to_string(version()) +
                                           "; this harness speaks " + std::to_string(KILN_ABI_VERSION)};
    k.entry = reinterpret_cast<kiln_entry_fn>(dlsym(k.handle, entry.c_str()));
    if (!k.entry)
        return Failure{"missing_symbol", role + " object does not export '" + entry +
                                             "' (the task's entry); keep its name and KILN_ENTRY"};
    return std::nullopt;
}

// Device buffers for one configuration: inputs shared by all, one output set per kernel.
struct TensorSet {
    std::vector<void*> in;        // in: input values; inout: pristine input values
    std::vector<void*> candidate; // out/inout buffers the candidate writes
    std::vector<void*> baseline;
    std::vector<void*> reference;
};

class Worker
{
public:
    Worker(const Request& r, Backend& b, std::vector<std::string> retime)
        : r(r), b(b), m_ops(b), m_retime(std::move(retime))
    {
    }

    int run()
    {
        const auto start = std::chrono::steady_clock::now();
        emit({{"event", "start"},
              {"harness", std::string("kiln-harness-") + b.name()},
              {"protocol", 1},
              {"device", {{"name", b.deviceName()}, {"backend", b.name()}, {"cache_bytes", r.cacheBytes}}},
              {"bulk_ops", m_ops.mode()},
              {"timer", b.timer()},
              {"timer_note", b.timerNote()}});
        for (const char* role : {"reference", "baseline", "candidate"}) {
            Kernel& k = role == std::string("reference") ? m_ref : role == std::string("baseline") ? m_base : m_cand;
            if (auto f = loadKernel(role, r.objects.at(role).path, r.entry, k)) {
                const bool candidate = role == std::string("candidate");
                emit({{"event", "gate"}, {"gate", "correctness"}, {"status", candidate ? "fail" : "error"},
                      {"reason", f->reason}, {"message", f->message}});
                return finish(candidate ? "fail" : "error", f->reason, f->message, start);
            }
        }

        if (!m_retime.empty())
            return retime(start);
        emit({{"event", "gate"}, {"gate", "correctness"}, {"status", "running"}});
        const auto correctnessStart = std::chrono::steady_clock::now();
        for (size_t c = 0; c < r.configs.size(); ++c) {
            if (auto f = correctness(c)) {
                emit({{"event", "gate"}, {"gate", "correctness"}, {"status", verdictOf(*f)}, {"reason", f->reason},
                      {"message", f->message}, {"seconds", seconds(correctnessStart)}});
                return finish(verdictOf(*f), f->reason, f->message, start);
            }
        }
        emit({{"event", "gate"}, {"gate", "correctness"}, {"status", "pass"}, {"seconds", seconds(correctnessStart)},
              {"message", std::to_string(r.configs.size()) + " configurations x " + std::to_string(r.seeds.size()) +
                              " seeds match the reference"}});

        if (!r.performance) {
            emit({{"event", "gate"}, {"gate", "performance"}, {"status", "skipped"}, {"message", "not requested"}});
            return finish("pass", "", "", start);
        }
        emit({{"event", "gate"}, {"gate", "performance"}, {"status", "running"}});
        const auto perfStart = std::chrono::steady_clock::now();
        double logSum = 0;
        for (size_t c = 0; c < r.configs.size(); ++c) {
            double speedup = 0;
            if (auto f = performance(c, speedup)) {
                emit({{"event", "gate"}, {"gate", "performance"}, {"status", verdictOf(*f)}, {"reason", f->reason},
                      {"message", f->message}, {"seconds", seconds(perfStart)}});
                return finish(verdictOf(*f), f->reason, f->message, start);
            }
            logSum += std::log(speedup);
        }
        const double geomean = std::exp(logSum / r.configs.size());
        emit({{"event", "gate"}, {"gate", "performance"}, {"status", "pass"}, {"speedup_geomean", geomean},
              {"seconds", seconds(perfStart)}});
        return finish("pass", "", "", start);
    }

private:
    // A process after the first, timing configurations that one already passed (timingprocesses.h): no
    // correctness gate, the performance stage of the named configurations, their events, a verdict.
    int retime(std::chrono::steady_clock::time_point start)
    {
        for (size_t c = 0; c < r.configs.size(); ++c) {
            if (std::find(m_retime.begin(), m_retime.end(), r.configs[c].name) == m_retime.end())
                continue;
            double speedup = 0;
            if (auto f = performance(c, speedup)) {
                emit({{"event", "gate"}, {"gate", "performance"}, {"status", verdictOf(*f)}, {"reason", f->reason},
                      {"message", f->message + " (timing again in another process)"}});
                return finish(verdictOf(*f), f->reason, f->message, start);
            }
        }
        return finish("pass", "", "", start);
    }

    // A cross-check disagreement is the harness's own fault: an error, not the candidate's failure.
    static const char* verdictOf(const Failure& f) { return f.reason == "crosscheck_mismatch" ? "error" : "fail"; }

    int finish(const std::string& verdict, const std::string& reason, const std::string& message,
               std::chrono::steady_clock::time_point start)
    {
        m_ops.emitSummary();
        emit({{"event", "done"}, {"verdict", verdict}, {"reason", reason}, {"message", message}, {"seconds", seconds(start)}});
        return 0;
    }

    size_t bytesOf(size_t config, size_t tensor) const
    {
        return numelOf(r.configs[config].shapes[tensor]) * dtypeSize(r.tensors[tensor].dtype);
    }

    std::vector<kiln_tensor> views(size_t config, const TensorSet& s, const std::vector<void*>& outputs) const
    {
        std::vector<kiln_tensor> v(r.tensors.size());
        for (size_t i = 0; i < r.tensors.size(); ++i) {
            kiln_tensor& t = v[i];
            t.data = r.tensors[i].role == "in" ? s.in[i] : outputs[i];
            t.dtype = static_cast<int32_t>(r.tensors[i].dtype);
            const auto& shape = r.configs[config].shapes[i];
            t.rank = static_cast<int32_t>(shape.size());
            std::fill(std::begin(t.shape), std::end(t.shape), 0);
            std::copy(shape.begin(), shape.end(), t.shape);
        }
        return v;
    }

    int call(const Kernel& k, size_t config, const std::vector<kiln_tensor>& tensors)
    {
        const auto& p = r.configs[config].params;
        return k.entry(tensors.data(), static_cast<int32_t>(tensors.size()), p.data(), static_cast<int32_t>(p.size()),
                       b.stream());
    }

    // Allocates a set; nullopt on success, else the failure (out of memory). Timing sets need no reference
    // outputs of their own: verified calls use one scratch set.
    std::optional<Failure> allocate(size_t config, TensorSet& s, bool withReference = true)
    {
        const size_t n = r.tensors.size();
        s.in.assign(n, nullptr);
        s.candidate.assign(n, nullptr);
        s.baseline.assign(n, nullptr);
        s.reference.assign(n, nullptr);
        for (size_t i = 0; i < n; ++i) {
            const size_t bytes = bytesOf(config, i);
            auto get = [&](void*& p) {
                p = b.alloc(bytes);
                return p != nullptr;
            };
            bool ok = true;
            if (r.tensors[i].isInput())
                ok = ok && get(s.in[i]);
            if (r.tensors[i].isOutput())
                ok = ok && get(s.candidate[i]) && get(s.baseline[i]) && (!withReference || get(s.reference[i]));
            if (!ok)
                return Failure{"harness_error", "cannot allocate tensor '" + r.tensors[i].name + "' (" +
                                                    std::to_string(bytes) + " bytes): " + b.lastError()};
        }
        return std::nullopt;
    }

    void releaseSet(TensorSet& s)
    {
        for (auto* list : {&s.in, &s.candidate, &s.baseline, &s.reference})
            for (void*& p : *list)
                if (p) {
                    b.release(p);
                    p = nullptr;
                }
    }

    OpSite site(const char* gate, size_t config, size_t tensor) const
    {
        return {gate, r.configs[config].name, r.tensors[tensor].name};
    }

    // Fills the inputs of `s` with fresh values and returns their checksums.
    bool fillInputs(const char* gate, size_t config, TensorSet& s, uint64_t seed, std::vector<uint64_t>& sums)
    {
        sums.assign(r.tensors.size(), 0);
        for (size_t i = 0; i < r.tensors.size(); ++i) {
            if (!r.tensors[i].isInput())
                continue;
            if (!m_ops.generate(s.in[i], r.tensors[i], numelOf(r.configs[config].shapes[i]), r.configs[config].init[i],
                                mixSeed(seed, config, i), sums[i], site(gate, config, i)))
                return false;
        }
        return true;
    }

    // Poisons `outputs` (0xFF: NaN for floats) and copies pristine inout values into them.
    bool prepareOutputs(size_t config, const TensorSet& s, const std::vector<void*>& outputs)
    {
        for (size_t i = 0; i < r.tensors.size(); ++i) {
            const TensorDecl& t = r.tensors[i];
            if (t.role == "out" && !b.fill(outputs[i], 0xFF, bytesOf(config, i)))
                return false;
            if (t.role == "inout" && !b.copyOnDevice(outputs[i], s.in[i], bytesOf(config, i)))
                return false;
        }
        return true;
    }

    std::optional<Failure> runtimeFailure(const std::string& what)
    {
        const std::string e = b.lastError();
        return Failure{b.errorReason(), what + ": " + (e.empty() ? "the runtime reported an error" : e)};
    }

    // Compares every output of `outputs` with the reference's; fills `event` with the figures.
    std::optional<Failure> compareAll(size_t config, const std::vector<void*>& reference, const std::vector<void*>& outputs,
                                      const std::string& reasonPrefix, json& event)
    {
        double maxAbs = 0, maxRel = 0, minRatio = 1;
        json worst = json::array();
        std::optional<Failure> failure;
        for (size_t i = 0; i < r.tensors.size(); ++i) {
            const TensorDecl& t = r.tensors[i];
            if (!t.isOutput())
                continue;
            // Correctness events show the worst elements even of a passing comparison; verified timed calls
            // only need the verdict.
            const bool correctness = reasonPrefix.empty();
            Comparison cmp;
            if (!m_ops.compare(t, r.configs[config].shapes[i], outputs[i], reference[i], numelOf(r.configs[config].shapes[i]),
                               correctness, cmp, site(correctness ? "correctness" : "performance", config, i)))
                return runtimeFailure("comparing outputs");
            maxAbs = std::max(maxAbs, cmp.maxAbsErr);
            maxRel = std::max(maxRel, cmp.maxRelErr);
            minRatio = std::min(minRatio, cmp.matchedRatio());
            for (const auto& w : cmp.worst)
                if (worst.size() < 5)
                    worst.push_back(w);
            if (cmp.precisionFlag && reasonPrefix.empty())
                m_precisionTensors.insert(t.name);
            if (!cmp.pass && !failure)
                failure = Failure{reasonPrefix.empty() ? cmp.reason : reasonPrefix,
                                  "config '" + r.configs[config].name + "': " + cmp.message};
        }
        event["max_abs_err"] = maxAbs;
        event["max_rel_err"] = maxRel;
        event["matched_ratio"] = minRatio;
        event["worst"] = worst;
        return failure;
    }

    std::optional<Failure> correctness(size_t c)
    {
        const ConfigDecl& cfg = r.configs[c];
        emit({{"event", "stage"}, {"gate", "correctness"}, {"config", cfg.name}, {"timeout_s", r.correctnessTimeoutS}});
        TensorSet s;
        if (auto f = allocate(c, s))
            return f;
        std::optional<Failure> failure;
        for (uint64_t seed : r.seeds) {
            json ev{{"event", "config"}, {"gate", "correctness"}, {"config", cfg.name}, {"hidden", cfg.hidden}, {"seed", seed}};
            std::vector<uint64_t> sums;
            if (!fillInputs("correctness", c, s, seed, sums) || !prepareOutputs(c, s, s.reference)) {
                failure = runtimeFailure("preparing inputs");
                break;
            }
            const int refRc = call(m_ref, c, views(c, s, s.reference));
            if (!b.synchronize() || refRc != 0) {
                failure = Failure{"reference_error", "the reference failed on config '" + cfg.name +
                                                         "' (returned " + std::to_string(refRc) + "): " + b.lastError()};
                m_referenceBroken = true;
                break;
            }
            if (!prepareOutputs(c, s, s.candidate) || !b.synchronize()) {
                failure = runtimeFailure("preparing outputs");
                break;
            }
            const int rc = call(m_cand, c, views(c, s, s.candidate));
            if (!b.synchronize()) {
                failure = runtimeFailure("the candidate failed on config '" + cfg.name + "'");
                break;
            }
            if (rc != 0) {
                failure = Failure{"nonzero_return", "the candidate returned " + std::to_string(rc) + " on config '" +
                                                        cfg.name + "' (non-zero means it refused or failed)"};
                break;
            }
            for (size_t i = 0; i < r.tensors.size() && !failure; ++i) {
                if (r.tensors[i].role != "in")
                    continue;
                uint64_t sum = 0;
                if (!m_ops.checksum(s.in[i], r.tensors[i], bytesOf(c, i), sum, site("correctness", c, i))) {
                    failure = runtimeFailure("checksumming inputs");
                    break;
                }
                if (sum != sums[i])
                    failure = Failure{"input_mutated", "the candidate modified input '" + r.tensors[i].name +
                                                           "' on config '" + cfg.name + "'; inputs are read-only"};
            }
            if (!failure)
                failure = compareAll(c, s.reference, s.candidate, "", ev);
            if (auto d = m_ops.takeDisagreement())
                failure = d;
            ev["status"] = failure ? "fail" : "pass";
            if (failure) {
                ev["reason"] = failure->reason;
                ev["message"] = failure->message;
            }
            emit(ev);
            if (failure)
                break;
        }
        releaseSet(s);
        if (failure && m_referenceBroken)
            failure->message += " (a harness or task problem, not the candidate's)";
        if (!failure && !m_precisionTensors.empty()) {
            std::string names;
            for (const auto& n : m_precisionTensors)
                names += (names.empty() ? "" : ", ") + n;
            emit({{"event", "flag"}, {"flag", "precision"}, {"config", cfg.name},
                  {"message", "fp32 output(s) " + names + " match the reference only to fp16/bf16-like precision"}});
            m_precisionTensors.clear();
        }
        return failure;
    }

    // Placement sampling: fresh buffers, each kept allocated so the next lands elsewhere in memory, and
    // `timeAt(set, k)` times both kernels once on the k-th. It goes on until the mean of the candidate's
    // per-address medians is known to 0.5% (relative standard error), or kMaxPlacements addresses, 20 s or
    // the memory allowance are spent. Running out of memory ends the sampling; it fails nothing. A GEMM at
    // 4k on an H200, whose addresses spread by 10%, needs them all: its mean moved by 2.2% between processes
    // over 136 addresses (docs/gpu-validation.md, run 7).
    static constexpr int kMaxPlacements = 256;
    static constexpr int kCallsPerAddress = 16;
    static constexpr double kFillSeconds = 0.25;
    template <typename TimeAt>
    std::optional<Failure> samplePlacements(size_t c, std::vector<TensorSet>& extra, TimeAt&& timeAt,
                                            const CallsByAddress& byAddress)
    {
        size_t bytes = 0;
        for (size_t i = 0; i < r.tensors.size(); ++i)
            bytes += bytesOf(c, i) * ((r.tensors[i].isInput() ? 1 : 0) + (r.tensors[i].isOutput() ? 2 : 0));
        const double allowance = (std::string(b.name()) == "host" ? 1.0 : 32.0) * (1ull << 30);
        const auto start = std::chrono::steady_clock::now();
        extra.reserve(kMaxPlacements);
        while (static_cast<int>(extra.size()) < kMaxPlacements && seconds(start) < 20 &&
               static_cast<double>((extra.size() + 1) * bytes) <= allowance) {
            if (extra.size() >= 16 && placementError(byAddress) < 0.005)
                break;
            extra.emplace_back();
            if (allocate(c, extra.back(), false)) {
                releaseSet(extra.back());
                extra.pop_back();
                (void)b.lastError(); // clears the runtime's out-of-memory error
                break;
            }
            if (auto f = timeAt(extra.back(), static_cast<int>(extra.size()) - 1))
                return f;
        }
        return std::nullopt;
    }

    // KILN_HARNESS_CALL_LOG=FILE: one JSON line per timed call appended to FILE (which task and code, which
    // input address, whether output buffers were traded, the times, the SM cycles and nanoseconds its hold
    // spun), to study a distribution the statistics hide, such as two modes. Off by default: nothing in a
    // normal run reads it.
    void logCall(const std::string& config, bool candidate, int set, bool traded, const CallTiming& t)
    {
        static const char* path = std::getenv("KILN_HARNESS_CALL_LOG");
        if (!path)
            return;
        static std::FILE* f = [] {
            std::FILE* opened = std::fopen(path, "a");
            if (!opened) // said once, on stderr (the run's log): the protocol on stdout stays clean
                std::fprintf(stderr, "KILN_HARNESS_CALL_LOG: cannot open %s for appending: %s\n", path, std::strerror(errno));
            return opened;
        }();
        if (!f)
            return;
        const auto now = std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
        std::fprintf(f, "%s\n", json{{"task", r.taskId}, {"config", config}, {"who", candidate ? "candidate" : "baseline"},
                                    {"set", set}, {"traded", traded}, {"ms", t.ms}, {"event_ms", t.eventMs},
                                    {"busy_ms", t.busyMs}, {"hold_cycles", t.holdCycles}, {"hold_ns", t.holdNs},
                                    {"unix_s", now}}.dump().c_str());
        std::fflush(f);
    }

    std::optional<Failure> performance(size_t c, double& speedup)
    {
        const ConfigDecl& cfg = r.configs[c];
        emit({{"event", "stage"}, {"gate", "performance"}, {"config", cfg.name}, {"timeout_s", r.performanceTimeoutS}});
        // Rotating input sets at different addresses, as many as fit in a few GiB of device memory.
        size_t setBytes = 0;
        for (size_t i = 0; i < r.tensors.size(); ++i)
            setBytes += bytesOf(c, i) * ((r.tensors[i].isInput() ? 2 : 0) + (r.tensors[i].isOutput() ? 2 : 0));
        const double budget = 24.0 * (1ull << 30);
        const int sets = std::max(1, std::min(r.inputSets, static_cast<int>(budget / std::max<size_t>(setBytes, 1))));
        std::vector<TensorSet> s(static_cast<size_t>(sets));
        std::optional<Failure> failure;
        auto cleanup = [&] {
            for (auto& set : s)
                releaseSet(set);
        };
        for (int k = 0; k < sets && !failure; ++k) {
            std::vector<uint64_t> sums;
            failure = allocate(c, s[k], false);
            if (!failure && !fillInputs("performance", c, s[k], 1000 + k, sums))
                failure = runtimeFailure("preparing input set");
        }
        if (failure) {
            cleanup();
            return failure;
        }

        const size_t flushBytes = r.timingL2 == "warm" ? 0 : static_cast<size_t>(2 * r.cacheBytes);
        double overheadSum = 0; // wall time of a timed call beyond its device time: poison, flush, launch, sync
        size_t overheadCount = 0;
        auto timed = [&](Kernel& k, std::vector<void*> TensorSet::*outputs, TensorSet& ts, CallTiming& t,
                         bool hold = true) -> std::optional<Failure> {
            const auto wallStart = std::chrono::steady_clock::now();
            if (!prepareOutputs(c, ts, ts.*outputs) || (flushBytes && !b.flushCache(flushBytes)))
                return runtimeFailure("preparing a timed call");
            const auto tensors = views(c, ts, ts.*outputs);
            if (!b.timeCall([&] { return call(k, c, tensors); }, t, hold && k.holdLaunches))
                return runtimeFailure(std::string(&k == &m_cand ? "the candidate" : "the baseline") +
                                      " failed during timing on config '" + cfg.name + "'");
            if (t.holdExpired)
                k.holdLaunches = false;
            if (t.returnCode != 0)
                return Failure{"nonzero_return", "returned " + std::to_string(t.returnCode) + " during timing"};
            overheadSum += seconds(wallStart) * 1e3 - t.eventMs;
            ++overheadCount;
            return std::nullopt;
        };
        // Contents move between addresses: a content is copied into the input buffers of an address before a
        // call, so the same address holds different values over time and an output cached by input pointer
        // is stale. (Verified calls recompute the reference on whatever the address holds.)
        std::vector<std::vector<void*>> contents(static_cast<size_t>(sets));
        for (int k = 0; k < sets && !failure; ++k)
            for (size_t i = 0; i < r.tensors.size(); ++i) {
                contents[k].push_back(nullptr);
                if (!r.tensors[i].isInput())
                    continue;
                contents[k][i] = b.alloc(bytesOf(c, i));
                if (!contents[k][i] || !b.copyOnDevice(contents[k][i], s[k].in[i], bytesOf(c, i)))
                    failure = runtimeFailure("keeping input contents");
            }
        auto cleanupContents = [&] {
            for (auto& list : contents)
                for (void* p : list)
                    if (p)
                        b.release(p);
        };
        if (failure) {
            cleanupContents();
            cleanup();
            return failure;
        }
        auto place = [&](TensorSet& at, int content) -> std::optional<Failure> {
            for (size_t i = 0; i < r.tensors.size(); ++i)
                if (r.tensors[i].isInput() && !b.copyOnDevice(at.in[i], contents[static_cast<size_t>(content)][i], bytesOf(c, i)))
                    return runtimeFailure("moving input contents");
            return std::nullopt;
        };
        // Before every timed call a few input elements at the address change value, so contents never repeat:
        // an output cache keyed by the input's content (or a sample of it) serves stale results. Verified
        // calls recompute the reference on exactly the inputs the candidate saw.
        std::mt19937_64 rng(0x5eedULL + c);
        auto perturb = [&](TensorSet& at) -> std::optional<Failure> {
            for (size_t i = 0; i < r.tensors.size(); ++i) {
                const TensorDecl& t = r.tensors[i];
                const InitDecl& init = cfg.init[i];
                if (!t.isInput() || init.dist == "permutation")
                    continue;
                const size_t n = numelOf(cfg.shapes[i]), size = dtypeSize(t.dtype);
                auto* base = static_cast<unsigned char*>(at.in[i]);
                for (int k = 0; k < 8; ++k) {
                    const size_t pos = rng() % n;
                    unsigned char v[8];
                    if (!b.toHost(v, base + pos * size, size))
                        return runtimeFailure("perturbing inputs");
                    double x = loadElement(v, t.dtype, 0);
                    if (dtypeIsFloat(t.dtype)) {
                        x = x * (t.dtype == DType::F8E4M3 ? 1.25 : 1.0078125) + (x == 0 ? 1e-3 : 0);
                    } else {
                        const double low = init.args.count("low") ? init.args.at("low") : 0;
                        const double high = init.args.count("high") ? init.args.at("high") : low + 2;
                        x = low + std::fmod(x - low + 1, std::max(1.0, high - low));
                    }
                    storeElement(v, t.dtype, 0, x);
                    if (!b.toDevice(base + pos * size, v, size))
                        return runtimeFailure("perturbing inputs");
                }
            }
            return std::nullopt;
        };
        TensorSet scratch; // reference outputs for verified calls
        scratch.reference.assign(r.tensors.size(), nullptr);
        for (size_t i = 0; i < r.tensors.size() && !failure; ++i)
            if (r.tensors[i].isOutput() && !(scratch.reference[i] = b.alloc(bytesOf(c, i))))
                failure = runtimeFailure("allocating reference outputs");
        auto verify = [&](TensorSet& at, std::vector<void*> TensorSet::*written) -> std::optional<Failure> {
            if (!prepareOutputs(c, at, scratch.reference))
                return runtimeFailure("preparing a verification");
            if (call(m_ref, c, views(c, at, scratch.reference)) != 0 || !b.synchronize())
                return Failure{"reference_error", "the reference failed while verifying a timed call"};
            json ignored;
            return compareAll(c, scratch.reference, at.*written, "timed_output_mismatch", ignored);
        };

        // Warm-up: module load, caches, clocks.
        const auto warmStart = std::chrono::steady_clock::now();
        CallTiming t;
        int warm = 0;
        while (!failure && (warm < 2 || seconds(warmStart) < r.warmupS)) {
            // The first calls are not held: a kernel's first launch loads its module (CUDA loads lazily), which
            // waits for the device, and so for the hold (the baseline first runs here; on an H200 every one of
            // its calls then went unheld).
            const bool hold = warm > 0;
            failure = timed(m_base, &TensorSet::baseline, s[static_cast<size_t>(warm % sets)], t, hold);
            if (!failure)
                failure = timed(m_cand, &TensorSet::candidate, s[static_cast<size_t>(warm % sets)], t, hold);
            ++warm;
        }
        TimedCalls candCalls, baseCalls;
        CallsByAddress byAddress, baseByAddress; // each kernel's calls per address
        size_t checkedCount = 0;
        // Times one kernel once at `at` with its outputs in `out`, files the call under its address (input
        // set, outputs traded), and verifies the candidate's call when `check`.
        auto timeOnce = [&](bool candidate, std::vector<void*> TensorSet::*out, TensorSet& at, int address,
                            bool traded, bool check) -> std::optional<Failure> {
            if (auto f = timed(candidate ? m_cand : m_base, out, at, t))
                return f;
            (candidate ? candCalls : baseCalls).add(t);
            logCall(cfg.name, candidate, address, traded, t);
            (candidate ? byAddress : baseByAddress)[{address, traded}].push_back(t.ms);
            if (!candidate || !check)
                return std::nullopt;
            ++checkedCount;
            return verify(at, out);
        };
        const auto start = std::chrono::steady_clock::now();
        for (int rep = 0; !failure; ++rep) {
            const int set = rep % sets;                     // the address
            const int content = (set + rep / sets) % sets; // changes at this address every round
            TensorSet& at = s[static_cast<size_t>(set)];
            if ((sets > 1 && (failure = place(at, content))) || (failure = perturb(at)))
                break;
            // Verified: the first two rounds of every address (where a pointer-keyed cache serves the previous
            // content) and then a random quarter of the calls, which a candidate cannot predict.
            const bool verifyThis = rep < 2 * sets || (checkedCount < 24 && rng() % 4 == 0);
            // The candidate and the baseline trade output buffers every other round, so both are timed on the
            // same addresses. Where an output lands can matter by itself (atomics on a small histogram ran 2x
            // slower on some buffers of an H200 than on others), and the same code must time the same.
            const bool traded = (rep / sets) % 2 == 1;
            const auto candOut = traded ? &TensorSet::baseline : &TensorSet::candidate;
            const auto baseOut = traded ? &TensorSet::candidate : &TensorSet::baseline;
            // Alternate who goes first so neither always runs right after the other's cache flush.
            for (int turn = 0; turn < 2 && !failure; ++turn) {
                const bool candidateTurn = (rep + turn) % 2 == 0;
                failure = timeOnce(candidateTurn, candidateTurn ? candOut : baseOut, at, set, traded, verifyThis);
            }
            if (failure)
                break;
            const CallStats cs = summarize(candCalls), bs = summarize(baseCalls);
            const bool enough = static_cast<int>(cs.reps) >= r.minReps && static_cast<int>(bs.reps) >= r.minReps;
            // Settled only with kCallsPerAddress calls at every address (of both output buffers), unless that
            // takes more than kFillSeconds: 30 calls of a 10 us kernel are 4 per address, and such medians
            // moved by 2-3% from process to process on an H200 (docs/gpu-validation.md, run 7's pool).
            const bool filled = static_cast<int>(cs.reps) >= kCallsPerAddress * 2 * sets || seconds(start) > kFillSeconds;
            if ((enough && filled && cs.rse < r.targetRse && bs.rse < r.targetRse) ||
                static_cast<int>(cs.reps) >= r.maxReps || (enough && seconds(start) > r.budgetS))
                break;
        }
        // One more call per address after all the timed ones, each checked: catches results cached across calls
        // or work split over calls that only shows late.
        for (int k = 0; k < sets && !failure; ++k) {
            TensorSet& at = s[static_cast<size_t>(k)];
            failure = sets > 1 ? place(at, (k + 1) % sets) : std::nullopt;
            if (!failure)
                failure = perturb(at);
            if (!failure)
                failure = timed(m_cand, &TensorSet::candidate, at, t);
            if (!failure)
                failure = verify(at, &TensorSet::candidate);
            ++checkedCount;
        }
        // A candidate whose time depends on where its buffers lie is timed at many more addresses, and its
        // time (and the baseline's, on the same addresses) is the mean over them: the median of a few
        // addresses moved by 7-14% from process to process on an H200 (docs/gpu-validation.md, run 7). The
        // sampling starts at a 3% spread: in run 7 a GEMM variant went unflagged, so unsampled, in one process
        // and sampled in another, 4.8% apart. The flag, for a person to read, still waits for 10%.
        const bool checkPlacement = std::string(b.name()) != "host" || std::getenv("KILN_HARNESS_PLACEMENT_CHECK");
        const auto uneven = checkPlacement ? placementSpread(byAddress, 0.03) : std::nullopt;
        // The flag also needs half a microsecond between addresses: a 1.3 us kernel's addresses 0.13 us apart
        // (four ticks of the timer, run 8) are sampled, but are not worth a person's attention.
        const auto placement = checkPlacement ? placementSpread(byAddress, 0.10, 0.0005) : std::nullopt;
        std::vector<TensorSet> extra;
        if (uneven && !failure)
            failure = samplePlacements(c, extra, [&](TensorSet& at, int k) -> std::optional<Failure> {
                std::optional<Failure> f = place(at, k % sets);
                if (!f)
                    f = perturb(at);
                // Alternating order and output buffers, as above; the first calls are verified.
                const bool traded = k % 2 == 1;
                for (int turn = 0; turn < 2 && !f; ++turn) {
                    const bool candidateTurn = (k + turn) % 2 == 0;
                    const auto out = candidateTurn == traded ? &TensorSet::baseline : &TensorSet::candidate;
                    f = timeOnce(candidateTurn, out, at, sets + k, traded, k < 2);
                }
                return f;
            }, byAddress);
        for (auto& set : extra)
            releaseSet(set);
        releaseSet(scratch);
        cleanupContents();
        cleanup();
        if (auto d = m_ops.takeDisagreement()) // the harness disagrees with itself: that comes first
            failure = d;
        if (failure) {
            if (failure->reason == "timed_output_mismatch")
                failure->message = "a timed call's output differs from the reference: " + failure->message +
                                   " (results cached across calls, or work split across calls?)";
            return failure;
        }
        CallStats cs = summarize(candCalls), bs = summarize(baseCalls);
        if (uneven && byAddress.size() > static_cast<size_t>(2 * sets)) {
            averagePlacements(cs, byAddress);
            averagePlacements(bs, baseByAddress);
        }
        speedup = cs.median > 0 ? bs.median / cs.median : 0;
        const double sol = r.solSeconds(cfg);
        const double candS = cs.median / 1e3;
        json ev{{"event", "config"},
                {"gate", "performance"},
                {"config", cfg.name},
                {"hidden", cfg.hidden},
                {"status", "pass"},
                {"candidate", statsJson(cs)},
                {"baseline", statsJson(bs)},
                {"speedup", speedup},
                {"flops", cfg.totalFlops()},
                {"bytes", cfg.bytes},
                {"achieved_flops_per_s", candS > 0 ? cfg.totalFlops() / candS : 0},
                {"achieved_bytes_per_s", candS > 0 ? cfg.bytes / candS : 0},
                {"t_sol_ms", sol * 1e3},
                {"fraction_of_roofline", candS > 0 ? sol / candS : 0},
                {"input_sets", sets},
                {"harness_overhead_ms", overheadCount ? overheadSum / overheadCount : 0.0},
                {"timer", b.timer()},
                {"timed_outputs_checked", checkedCount}};
        emit(ev);
        // Work that finished after the launch stream was idle ran on another stream. It is timed (the end
        // mark waits for the whole device), but a person should know.
        if (cs.gap - bs.gap > std::max(0.02, 0.25 * cs.median))
            emit({{"event", "flag"}, {"flag", "side_stream"}, {"config", cfg.name},
                  {"message", "device work continued " + fixed(cs.gap, 3) +
                                  " ms after the launch stream was idle: the candidate launches work on another "
                                  "stream (timed device-wide, so the time is still honest)"}});
        else if (candCalls.maxStreams > std::max(1, baseCalls.maxStreams))
            emit({{"event", "flag"}, {"flag", "side_stream"}, {"config", cfg.name},
                  {"message", "the candidate's work ran on " + std::to_string(candCalls.maxStreams) +
                                  " streams (kernel activity counts them all, so the time is still honest)"}});
        // A device left waiting inside a timed call means host work before, between or after the launches.
        // Before the first or after the last, the events time the call (backend_gpu.cpp); between, the span
        // from first start to last end holds the wait. Either way the time is honest, but a person should
        // know, unless the baseline waits as much (a chain of short kernels waits for their launches).
        const double candBusy = cs.busyMedian >= 0 && cs.median > 0 ? cs.busyMedian / cs.median : 1;
        const double baseBusy = bs.busyMedian >= 0 && bs.median > 0 ? bs.busyMedian / bs.median : 1;
        const bool waitsOutside = candCalls.activityCalls > 0 && candCalls.idleCalls * 4 > candCalls.activityCalls &&
                                  baseCalls.idleCalls * 4 <= baseCalls.activityCalls;
        const bool waitsBetween = candBusy < 0.5 && baseBusy >= 0.75;
        if (waitsOutside || waitsBetween)
            emit({{"event", "flag"}, {"flag", "device_idle"}, {"config", cfg.name},
                  {"message", waitsOutside ? "the device waited inside " + std::to_string(candCalls.idleCalls) + " of " +
                                                 std::to_string(candCalls.activityCalls) +
                                                 " timed calls (host work before or after the launches?); those "
                                                 "calls are timed by events"
                                           : "the device was busy for " + fixed(100 * candBusy, 0) +
                                                 "% of the candidate's time (the baseline: " + fixed(100 * baseBusy, 0) +
                                                 "%): host work between its launches? The wait is timed"}});
        // On a device the calls are timed on hardware the harness holds alone. On the host they share the CPU
        // with whatever else runs, which moves calls by as much as placement would (good candidates were
        // flagged on the 2-core CI machine): there only KILN_HARNESS_PLACEMENT_CHECK=1 (tests) asks.
        if (placement)
            emit({{"event", "flag"}, {"flag", "placement_sensitive"}, {"config", cfg.name},
                  {"message", "the candidate's time depends on where its buffers lie: medians per buffer address " +
                                  *placement + " at first. " +
                                  (cs.placements > 0
                                       ? "Timed at " + std::to_string(cs.placements) + " addresses, its time is the "
                                         "mean over them, the slowest tenth left out (the median of all calls: " +
                                         readableTime(cs.callsMedian) + "), as is the baseline's on the same addresses"
                                       : std::string("More addresses could not be sampled: the median can differ "
                                                     "by that much in another process"))}});
        // Held launches time the device alone; back to back, calls whose host side takes longer than their
        // device time would wait for the host. Said when the candidate's host side is the longer and slower
        // than the baseline's (a per-call allocation, an attribute set every call, many small launches).
        if (cs.held > 0 && cs.hostMedian > cs.median && cs.hostMedian > 1.25 * bs.hostMedian)
            emit({{"event", "flag"}, {"flag", "launch_bound"}, {"config", cfg.name},
                  {"message", "the candidate's host side takes " + fixed(1e3 * cs.hostMedian, 1) + " us per call (the "
                                  "baseline's: " + fixed(1e3 * bs.hostMedian, 1) + " us), longer than its " +
                                  fixed(1e3 * cs.median, 1) + " us on the device: launched back to back, its calls "
                                  "would wait for the host. The time shown is the device's"}});
        if (speedup > r.implausibleSpeedup)
            emit({{"event", "flag"}, {"flag", "implausible_speedup"}, {"config", cfg.name},
                  {"message", "speedup " + fixed(speedup, 1) + "x is above the " + fixed(r.implausibleSpeedup, 0) +
                                  "x review threshold: check it by hand"}});
        return std::nullopt;
    }

    const Request& r;
    Backend& b;
    BulkOps m_ops;
    std::vector<std::string> m_retime; // configurations to time again (a later timing process); empty: all gates
    Kernel m_cand, m_base, m_ref;
    bool m_referenceBroken = false;
    std::set<std::string> m_precisionTensors;
};

} // namespace

int runWorker(const Request& request, const std::vector<std::string>& retime)
{
    // Events go to the original stdout; anything the kernels print goes to stderr.
    const int eventFd = dup(STDOUT_FILENO);
    setEventFd(eventFd);
    dup2(STDERR_FILENO, STDOUT_FILENO);

    auto backend = makeBackend();
    std::string error;
    if (!backend->init(request.deviceIndex, error)) {
        emit({{"event", "done"}, {"verdict", "error"}, {"reason", "no_device"}, {"message", error}});
        return 3;
    }
    Worker w(request, *backend, retime);
    return w.run();
}

} // namespace kiln::harness
