// Timing in several processes: a short configuration's time is the mean of its medians in N worker
// processes, each with its own context, module loads, memory and launch queue.
//
// Some of what sets a short kernel chain's time is drawn once per process and moves every kernel in it: on
// an H200, a 10 us prefix scan and the task's baseline, timed in the same processes, moved together by 3-6%
// from process to process while their ratio moved by 1.5%, and nothing inside one process (addresses,
// clocks, CPUs) showed it (docs/gpu-validation.md, run 9). Averaging over processes is the one remedy that
// does not need to know the cause. The first worker runs every gate; the others only time the short
// configurations again (`--worker --retime`), and the supervisor merges their events (supervisor.cpp).
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace kiln::harness {

struct TimingProcesses
{
    int count = 1;        // processes per short configuration; 1: the first worker's timing stands
    double belowMs = 0.1; // short: the first worker's candidate median under this

    // KILN_HARNESS_TIMING_PROCESSES=N, or N:BELOW_MS (1: the first worker's timing stands); unset:
    // `defaultCount` processes (the backend's, defaultTimingProcesses in backend.h). Malformed: the default,
    // and `problem` says what is wrong and what would be right.
    static TimingProcesses fromEnvironment(int defaultCount, std::string* problem = nullptr);

    // Whether a configuration the first worker timed (its performance event) is timed in more processes:
    // when it is short and its candidate's or baseline's calls leave the device idle between their kernels
    // for a tenth of their time or more (busy_median_ms; unknown without kernel activity, so yes). What
    // moved from process to process on the H200 were those gaps; one-kernel calls of 1-3 us agreed within
    // 1-2% (docs/gpu-validation.md, run 9).
    bool wants(const nlohmann::json& configEvent) const;
};

// One configuration's performance events from several processes, merged into one: the candidate's and the
// baseline's medians are the means of the processes' medians (kept, in order, as process_medians_ms), their
// rse the standard error of that mean, and the speedup, the achieved rates and the fraction of the roofline
// follow the merged medians. Calls, addresses and checked outputs add up; min and max are over all; the median of all calls, where
// addresses were sampled, is the mean over the processes that sampled.
nlohmann::json mergeProcessTimings(const std::vector<nlohmann::json>& events);

// A merged event's `process_sensitive` message, when the candidate's process medians spread by more than
// kProcessSpread (relative to the fastest): a person comparing two timings of that configuration should
// know that a difference that small may be the process's, and whether the baseline moved with it (on an
// H200 a 10 us scan read 9.8 or 10.9 us by process, its baseline moving alike; docs/gpu-validation.md, run 10).
inline constexpr double kProcessSpread = 0.03;
std::optional<std::string> processSensitivity(const nlohmann::json& merged);

} // namespace kiln::harness
