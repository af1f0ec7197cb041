// The statistics of timed calls: what one kernel's calls on one configuration add up to (median, quartiles,
// relative standard error, the launch and claimed kernel-activity figures beside them), and the placement statistics:
// whether a kernel's time depends on its buffers' addresses, and its time as a mean over addresses when it
// does (docs/harness-protocol.md, Timing). Pure functions of the recorded times, so they are tested alone.
#pragma once

#include "events.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kiln::harness {

// One timed call as the judge measured it (heldcall.h), less the calibrated cost of an empty call.
struct CallTiming
{
    double ms = 0;      // the call's time: the judge's clock, or the runner's claimed span where that is longer
    double clockMs = 0; // the call's time on the judge's clock alone
    double hostMs = 0;  // the time its launches took before it could be released (queued calls; 0 on the host)
    bool held = false;  // released by the judge after its launches were queued (they ran back to back)
    double holdCycles = 0, holdNs = 0; // the hold's SM cycles and nanoseconds (the runner's claim; 0: none)
    double busyMs = -1;                // the runner's claim: the sum of its kernels' own durations; -1: none
    double spanMs = -1;                // the runner's claim: its work's first start to last end; -1: none
    int streams = 0;                   // the runner's claim: streams its work ran on
};

struct CallStats
{
    double median = 0, p25 = 0, p75 = 0, min = 0, max = 0, rse = 1;
    double busyMedian = -1;  // claimed kernel activity: median of the work's own durations, gaps left out
    double hostMedian = 0;   // the time a call's launches took (queued calls)
    double clockMedian = -1; // the judge's clock alone (the median is that or, call by call, a longer claim)
    // The SM clock while the calls' holds spun, just before each call ran: all their cycles over all their
    // nanoseconds. -1 when no hold measured it (unheld, events, HIP).
    double smClockMhz = -1;
    size_t reps = 0, held = 0;
    // Placement sampling: how many buffer addresses the time averages, and the median of all calls beside
    // it; 0 and -1 when the calls were not sampled that way.
    size_t placements = 0;
    double callsMedian = -1;
};

// What the timed calls of one kernel left beside their times.
struct TimedCalls
{
    std::vector<double> ms, clockMs, busyMs, hostMs;
    int maxStreams = 0, heldCalls = 0;
    double holdCycles = 0, holdNs = 0;
    void add(const CallTiming& t);
};

// A kernel's calls per buffer address: (input set, outputs traded) -> the calls' times.
using CallsByAddress = std::map<std::pair<int, bool>, std::vector<double>>;

// What an empty call costs a runner, from its calibration calls (Judge::calibrate): the median on a device,
// where nothing else competes for it; on the host (`host`) the 10th percentile, so that calls slowed by other
// work on a shared CPU do not make real calls read short. 0 for no calls.
double typicalEmptyCall(std::vector<double> ms, bool host);

// The empty call both host runners are taken less of: the smaller of their two estimates. On the host both
// runners are the same harness code, calibrated with nothing loaded, so their empty calls cost the same and
// the two estimates differ only by what else the CPU was doing then. Taking each runner less its own let
// load that inflated one runner's calibration make every call of that runner read short: the same plain sum
// on both sides read 57.8x once on 2 loaded cores (tst_adversarial beside tst_harness). The smaller one never
// subtracts more than either runner's own; on a device each runner keeps its own (its context's costs are its
// own: two runners of one evaluation read up to 30 us apart on an H200, run 15).
double sharedHostEmptyCall(double baseMs, double candMs);

// The statistics both harnesses define alike (docs/harness-protocol.md, Statistics; one fixture checks both,
// tests/data/statistics.json): the q-quantile of n values is linear interpolation between the sorted values
// at position q * (n - 1); the median is the 0.5-quantile. -1 for no values.
double quantile(std::vector<double> v, double q);
double median(std::vector<double> v);
// The relative standard error of the mean: sample standard deviation (n - 1) / sqrt(n) / mean; 1 when it
// cannot be known (fewer than two values, a mean not above 0).
double relativeError(const std::vector<double>& v);

CallStats summarize(const TimedCalls& calls);

// The 95% interval of median(base) / median(cand), bootstrapped over each side's calls (1000 resamples, a
// fixed seed: the same calls give the same interval). A speedup whose interval holds 1 is within noise.
struct Interval
{
    double low = 0, high = 0;
};
Interval speedupInterval(const std::vector<double>& base, const std::vector<double>& cand);

// `ms` for a person: in microseconds below a millisecond (so a short kernel's time does not read 0.001 ms),
// else in milliseconds. `scale` picks the unit instead of `ms` itself (a list in one unit); `unit` appends it.
std::string readableTime(double ms, double scale = -1, bool unit = true);
// Times listed in one unit, the slowest's, appended once: "9.76, 10.78, 10.03 us".
std::string readableTimes(const std::vector<double>& ms);
// `v` with `digits` decimals.
std::string fixed(double v, int digits);

// The medians per address (listed, with their unit), when they differ by more than `threshold` (relative to the
// fastest) and by more than chance would spread them: a kernel whose speed depends on where its data lies
// in memory (on an H200 a GEMM's calls took 30 or 39 ms by address, docs/gpu-validation.md run 6; a 10 us
// scan's launch gaps 4.3 or 5.1 us, run 8). Chance is kChanceSpread times the median over addresses of
// (interquartile range / median / sqrt(calls)): the medians of 8 addresses with no placement effect spread
// by about 2.7 times that, and launch jitter widens it at every address alike. Addresses with fewer than
// two calls are left out. `atLeastMs`: the fastest and slowest medians must also differ by more than that.
inline constexpr double kChanceSpread = 4.0;
std::optional<std::string> placementSpread(const CallsByAddress& byAddress, double threshold, double atLeastMs = 0);

// The share of per-address medians left out of their mean (below), the slowest ones. A sampled address has
// one call, so its "median" is that call, and one interrupted call (37 us among 3.2 us ones on an H200)
// moved a plain mean by 14% (docs/gpu-validation.md, run 8); up to 3.4% of them were such calls. Only the
// slow end: nothing makes a call faster, and trimming both ends would throw away more of a kernel whose
// addresses come in two modes (the GEMM's 30 and 39 ms), whose mean it would then steady less
// (tests/gpu/trim-check.py replays the H200's calls and simulates the two modes).
inline constexpr double kTrimmed = 0.1;

// The relative standard error of the trimmed mean of the per-address medians: how far that mean could move
// with another sample of addresses. 1 with fewer than two addresses.
double placementError(const CallsByAddress& byAddress);

// `s` becomes the mean of the medians per address (the kTrimmed slowest left out), each address
// counting once however many calls it had; the median of all calls moves to callsMedian, the address count
// to placements, and rse becomes placementError.
void averagePlacements(CallStats& s, const CallsByAddress& byAddress);

// The timing object of a performance `config` event (docs/harness-protocol.md).
json statsJson(const CallStats& s);

} // namespace kiln::harness
