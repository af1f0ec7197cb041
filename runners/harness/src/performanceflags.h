// The performance gate's judgements on what the timing loop measured, as pure functions of it, so each
// boundary is unit-tested (tests/runners/tst_harnesscore.cpp) without running a kernel:
// - performanceFlags: the flags a person should read beside a passing timing (docs/harness-protocol.md);
// - countsLaunches: whether the candidate's launches, not its device time, are what its calls cost;
// - workAfterReturn: whether the candidate's process kept working after its calls had ended.
#pragma once

#include "timingstats.h"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace kiln::harness {

struct PerformanceEvidence
{
    std::string config;
    CallStats cand, base;
    int candStreams = 0, baseStreams = 0; // the runners' claims: most streams a call's work ran on
    double speedup = 0;
    double implausibleSpeedup = 10;
    std::optional<std::string> placement; // the per-address medians when they spread by 10% and 0.5 us
    bool launchesCounted = false;         // countsLaunches() held: the candidate's time is its launches'
};

// Flag events: side_stream, device_idle (both from the runners' claims: informational), placement_sensitive,
// synchronizes, launch_bound, implausible_speedup.
std::vector<nlohmann::json> performanceFlags(const PerformanceEvidence& e);

// True when the candidate's calls take longer to launch than to run, and longer than the baseline's by half
// and 50 us: back to back, they would wait for the host, and host work done while the call was being queued
// (copies to the host, a computation there) would go untimed. Its time is then its launch time. A launch's
// cost is read from the runner's process CPU clock less its empty call's, measured once: on an H200 the
// same single-launch code read 0-45 us from one evaluation to the next (docs/gpu-validation.md, run 16), so
// less than 50 us beyond the baseline's is not told apart from noise.
bool countsLaunches(const CallStats& cand, const CallStats& base);

// What the judge saw of a runner between and around its calls (heldcall.h).
struct IdleEvidence
{
    std::vector<double> markerDelayMs; // GPU: how much later after `done` the judge's own next kernel could run
                                       // than after the same runner's empty calls
    double callMedianMs = 0;           // the runner's calls' median time (what a leftover is weighed against)
    std::vector<double> idleCpuMs;     // CPU time the process used between a call's reply and its next command
    std::vector<double> preGoExcessMs; // CPU time beyond one thread's between a command and its `go`
};

// The candidate's process went on working after its calls had ended (a kernel still running, a thread still
// computing) or worked beside the one thread that should, judged against the baseline's runner, which does
// the same calls honestly; nullopt when it did not. The message gives the figures.
std::optional<std::string> workAfterReturn(const IdleEvidence& cand, const IdleEvidence& base);

} // namespace kiln::harness
