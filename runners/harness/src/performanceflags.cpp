#include "performanceflags.h"

#include <algorithm>
#include <numeric>

namespace kiln::harness {

using json = nlohmann::json;

namespace {

json flag(const std::string& name, const std::string& config, const std::string& message)
{
    return {{"event", "flag"}, {"flag", name}, {"config", config}, {"message", message}};
}

double sum(const std::vector<double>& v)
{
    return std::accumulate(v.begin(), v.end(), 0.0);
}

std::string us(double ms)
{
    return fixed(1e3 * ms, 1) + " us";
}

} // namespace

bool countsLaunches(const CallStats& cand, const CallStats& base)
{
    return cand.held > 0 && cand.hostMedian > cand.median && cand.hostMedian > 1.5 * base.hostMedian + 0.05;
}

std::vector<json> performanceFlags(const PerformanceEvidence& e)
{
    std::vector<json> flags;
    const CallStats& cs = e.cand;
    const CallStats& bs = e.base;
    // Joined side streams are fine (the judge's clock covers them up to done); a person may still want to know.
    if (e.candStreams > std::max(1, e.baseStreams))
        flags.push_back(flag("side_stream", e.config,
                             "the candidate's work ran on " + std::to_string(e.candStreams) +
                                 " streams (the runner's kernel activity; the judge's clock covers them up to the "
                                 "call's end)"));
    // The device waited between the candidate's kernels where the baseline's kept it busy: host work between
    // its launches. The wait is in the time either way.
    const double candBusy = cs.busyMedian >= 0 && cs.median > 0 ? cs.busyMedian / cs.median : 1;
    const double baseBusy = bs.busyMedian >= 0 && bs.median > 0 ? bs.busyMedian / bs.median : 1;
    if (candBusy < 0.5 && baseBusy >= 0.75)
        flags.push_back(flag("device_idle", e.config,
                             "the device was busy for " + fixed(100 * candBusy, 0) +
                                 "% of the candidate's time (the "
                                 "baseline: " +
                                 fixed(100 * baseBusy, 0) +
                                 "%, by the runners' kernel activity): host work "
                                 "between its launches? The wait is timed"));
    if (e.placement)
        flags.push_back(flag(
            "placement_sensitive", e.config,
            "the candidate's time depends on where its buffers lie: medians per buffer address " + *e.placement +
                " at first. " +
                (cs.placements > 0 ? "Timed at " + std::to_string(cs.placements) +
                                         " addresses, its time is the mean "
                                         "over them, the slowest tenth left out (the median of all calls: " +
                                         readableTime(cs.callsMedian) + "), as is the baseline's on the same addresses"
                                   : std::string("More addresses could not be sampled: the median can differ by that "
                                                 "much in another process"))));
    // Its calls waited for the device inside (the hold gave up on them): timed whole from the command, its
    // host work included, like a call of a program that synchronizes after every kernel.
    if (cs.reps > 0 && cs.held == 0 && bs.held > 0)
        flags.push_back(flag("synchronizes", e.config,
                             "the candidate's calls wait for the device before they return (a copy back, a "
                             "synchronize), so they could not be held until go: each was timed from its command "
                             "to its end, launches and host work included"));
    if (e.launchesCounted)
        flags.push_back(flag("launch_bound", e.config,
                             "the candidate's calls take " + us(cs.hostMedian) +
                                 " to launch (the baseline's: " + us(bs.hostMedian) +
                                 "), longer than they run on the device: back to back they would "
                                 "wait for the host, so its time is its launch time"));
    if (e.speedup > e.implausibleSpeedup)
        flags.push_back(flag("implausible_speedup", e.config,
                             "speedup " + fixed(e.speedup, 1) + "x is above the " + fixed(e.implausibleSpeedup, 0) +
                                 "x review threshold: check it by hand"));
    return flags;
}

std::optional<std::string> workAfterReturn(const IdleEvidence& cand, const IdleEvidence& base)
{
    // The device still busy after `done`: the judge's next kernel waits for the runner's work. Each delay is
    // taken less the same runner's after its empty calls (a context switch, 150-300 us on an H200, and not the
    // same for two processes; docs/gpu-validation.md), so a leftover of x microseconds reads as x; the baseline's
    // runner, doing the same calls honestly, says how much that excess varies without leftovers.
    // Calls longer than the device's time slice (about a millisecond and a half) leave another 150-300 us
    // before the judge's kernel gets the device, honest or not (reduce_sum/timer_claims_forged, one slow block,
    // H200 run 15): a quarter of the call, up to kMarkAllowanceCapMs, is allowed for that. A leftover below it
    // could shorten a call by that much; the cap keeps it to a few percent of calls over 2 ms.
    constexpr double kMarkAllowanceShare = 0.25, kMarkAllowanceCapMs = 0.4;
    if (cand.markerDelayMs.size() >= 8 && base.markerDelayMs.size() >= 8) {
        const double medB = quantile(base.markerDelayMs, 0.5);
        const double iqrB = quantile(base.markerDelayMs, 0.75) - quantile(base.markerDelayMs, 0.25);
        const double medC = quantile(cand.markerDelayMs, 0.5);
        const double allowance = std::min(kMarkAllowanceShare * cand.callMedianMs, kMarkAllowanceCapMs);
        const double shift = std::max({0.025, 4 * iqrB, allowance});
        const double far = medB + std::max({0.05, 6 * iqrB, allowance});
        auto beyondIn = [&](const std::vector<double>& v) {
            return static_cast<double>(std::count_if(v.begin(), v.end(), [&](double d) { return d > far; })) /
                   static_cast<double>(v.size());
        };
        const auto beyond =
            std::count_if(cand.markerDelayMs.begin(), cand.markerDelayMs.end(), [&](double d) { return d > far; });
        // A tail the baseline's runner has as well is the device's (a context switch that now and then takes
        // a time slice longer: an honest vector_add failed with 26% of its calls beyond, H200 run 16, part a).
        const double share = beyondIn(cand.markerDelayMs), shareB = beyondIn(base.markerDelayMs);
        if (medC > medB + shift || (share >= 0.25 && share >= 2 * shareB))
            return "the device was still busy after the candidate's calls had returned: the judge's next kernel ran " +
                   us(medC) + " later after them than after its runner's empty calls (median; " +
                   std::to_string(beyond) + " of " + std::to_string(cand.markerDelayMs.size()) + " calls beyond " +
                   us(far) + "), against " + us(medB) +
                   " for the baseline's. Work left on another stream, or launched after return, is not the "
                   "call's end: join every stream before returning";
    }
    // Threads that go on computing after return, or beside the call's own thread before it.
    if (!cand.idleCpuMs.empty()) {
        const double medC = quantile(cand.idleCpuMs, 0.5),
                     medB = base.idleCpuMs.empty() ? 0 : quantile(base.idleCpuMs, 0.5);
        const double total = sum(cand.idleCpuMs), totalB = sum(base.idleCpuMs);
        if (medC > std::max(0.2, 4 * medB) ||
            total > 4 * totalB + 5.0 + 0.2 * static_cast<double>(cand.idleCpuMs.size()))
            return "the candidate's process used " + fixed(total, 1) + " ms of CPU between its calls (median " +
                   fixed(medC, 3) + " ms a call; the baseline's: " + fixed(totalB, 1) +
                   " ms), when it should have been "
                   "idle: threads still working after return";
    }
    if (!cand.preGoExcessMs.empty()) {
        const double medC = quantile(cand.preGoExcessMs, 0.5);
        const double total = sum(cand.preGoExcessMs);
        if (medC > 0.2 || total > 5.0 + 0.5 * static_cast<double>(cand.preGoExcessMs.size()))
            return "threads of the candidate's process worked beside the call's own while its calls were being "
                   "prepared (" +
                   fixed(total, 1) + " ms of CPU beyond one thread's, median " + fixed(medC, 3) +
                   " ms a call): work done before the judge's go is not timed";
    }
    return std::nullopt;
}

} // namespace kiln::harness
