// The judge's inner class, shared by judge.cpp (start, runners, correctness) and judgetiming.cpp (the
// performance gate). Not for other users: judge.h is the interface.
#pragma once

#include "backend.h"
#include "bulkops.h"
#include "heldcall.h"
#include "performanceflags.h"
#include "request.h"
#include "runnerclient.h"
#include "sharedpool.h"
#include "timingstats.h"

#include <kiln/kernel_abi.h>

#include <chrono>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace kiln::harness {

// What an empty call costs a runner, measured before its object is loaded (so no candidate code can have
// touched it): the judge takes it off every timed call of that runner.
struct Calibration
{
    double heldMs = 0, unheldMs = 0, enqueueCpuMs = 0;
    // GPU: how long after an empty call's done the judge's own next kernel ran. Each runner's context has its
    // own (240-315 us on an H200, two runners of one evaluation up to 30 us apart: run 15), so a runner's marks
    // are taken less its own.
    double markMs = 0;
};

// A timed call's inputs at one address: which content was placed there and which elements then changed, so
// a verified call's reference runs on exactly what the candidate saw, rebuilt in the judge's own memory.
struct Perturbation
{
    size_t tensor = 0, index = 0;
    unsigned char bytes[8] = {};
};

class Judge
{
    friend class PerformanceGate; // the performance gate of one configuration: the judge's, in its own file

public:
    Judge(const Request& r, Backend& b, std::string self, std::vector<std::string> retime, std::string stagedObject)
        : r(r), b(b), m_ops(b), m_self(std::move(self)), m_retime(std::move(retime)),
          m_stagedObject(std::move(stagedObject))
    {
    }
    int run();

private:
    using Clock = std::chrono::steady_clock;

    // ---- judge.cpp ----
    int finish(const std::string& verdict, const std::string& reason, const std::string& message);
    std::optional<int> startUp(); // before the first gate; a value: the evaluation ended there (run's return)
    int startFailed(const Failure& f, const std::string& verdict);
    bool awaitBuiltObject();
    void emitStart();
    void stamp(nlohmann::json& into, const std::string& key) const;
    static const char* verdictOf(const Failure& f);
    std::optional<Failure> startRunners(); // spawns them; awaitRunners() waits until both are ready
    std::optional<Failure> awaitRunners();
    std::optional<Failure> loadObjects();
    std::optional<Failure> correctness(size_t c);
    std::optional<Failure> fallbackLibraries();
    size_t bytesOf(size_t config, size_t tensor) const;
    OpSite site(const char* gate, size_t config, size_t tensor) const;
    int callReference(size_t config, const std::vector<void*>& inputs, const std::vector<void*>& outputs);
    bool fillInputs(const char* gate, size_t config, const std::vector<void*>& in, uint64_t seed,
                    std::vector<uint64_t>& sums);
    bool prepareOutputs(size_t config, const std::vector<void*>& in, const std::vector<void*>& outputs);
    std::optional<Failure> runtimeFailure(const std::string& what);
    std::optional<Failure> compareAll(size_t config, const std::vector<void*>& reference,
                                      const std::vector<void*>& outputs, const std::string& reasonPrefix,
                                      nlohmann::json& event);
    void fillCommand(wire::Command& cmd, size_t config, const std::vector<SharedPool::Buffer>& buffers) const;
    std::optional<Failure> callFailure(RunnerClient& runner, const HeldCall& hc, const std::string& what);
    void emitCandidateOutput();
    std::optional<Failure> blameMemory(std::optional<Failure> f);

    // ---- judgetiming.cpp ----
    std::optional<Failure> calibrate();
    std::optional<double> markerDelayMs(double doneAt); // the judge's next kernel after a call's done
    std::optional<Failure> performance(size_t c, double& speedup);

    const Request& r;
    Backend& b;
    BulkOps m_ops;
    std::string m_self;
    std::vector<std::string> m_retime;
    // Non-empty: the candidate still builds as this judge starts (judge.h); its object appears here.
    std::string m_stagedObject;
    Clock::time_point m_start = Clock::now(); // reset at Judge::run's entry: done's seconds, startup's stamps
    // Where start-up went, seconds since m_start (Judge::run's entry): the start event's `startup` (runners
    // started, device, reference, runners ready) and the correctness gate's first event's (calibration, objects).
    nlohmann::json m_startup = nlohmann::json::object(), m_startupAfter = nlohmann::json::object();
    void* m_refHandle = nullptr;
    kiln_entry_fn m_ref = nullptr;
    bool m_referenceBroken = false;
    std::set<std::string> m_precisionTensors;
    std::unique_ptr<RunnerClient> m_cand, m_base;
    Calibration m_candCal, m_baseCal;
    bool m_candHeld = true, m_baseHeld = true;
    IdleEvidence m_candIdle, m_baseIdle; // this configuration's
    uint32_t m_marker = 0;
    std::set<std::string> m_baseLibraries;
    size_t m_freeBeforeCandidate = 0; // the device's free memory before the candidate's object was loaded
};

} // namespace kiln::harness
