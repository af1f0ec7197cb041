#include "timingstats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace kiln::harness {

void TimedCalls::add(const CallTiming& t)
{
    ms.push_back(t.ms);
    clockMs.push_back(t.clockMs);
    hostMs.push_back(t.hostMs);
    heldCalls += t.held ? 1 : 0;
    holdCycles += t.holdCycles;
    holdNs += t.holdNs;
    if (t.busyMs >= 0)
        busyMs.push_back(t.busyMs);
    maxStreams = std::max(maxStreams, t.streams);
}

double typicalEmptyCall(std::vector<double> ms, bool host)
{
    if (ms.empty())
        return 0.0;
    std::sort(ms.begin(), ms.end());
    return ms[static_cast<size_t>((host ? 0.1 : 0.5) * static_cast<double>(ms.size() - 1) + 0.5)];
}

double sharedHostEmptyCall(double baseMs, double candMs)
{
    return std::min(baseMs, candMs);
}

namespace {

// quantile() of values already sorted (summarize sorts once for its three).
double sortedQuantile(const std::vector<double>& sorted, double q)
{
    const double at = q * static_cast<double>(sorted.size() - 1);
    const size_t lo = static_cast<size_t>(std::floor(at)), hi = static_cast<size_t>(std::ceil(at));
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - static_cast<double>(lo));
}

} // namespace

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return -1;
    std::sort(v.begin(), v.end());
    return sortedQuantile(v, q);
}

double median(std::vector<double> v)
{
    return quantile(std::move(v), 0.5);
}

Interval speedupInterval(const std::vector<double>& base, const std::vector<double>& cand)
{
    if (base.empty() || cand.empty())
        return {};
    uint64_t state = 0x9e3779b97f4a7c15ULL;
    auto next = [&state]() { // splitmix64
        uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    auto resampledMedian = [&](const std::vector<double>& v, std::vector<double>& scratch) {
        scratch.resize(v.size());
        for (double& x : scratch)
            x = v[next() % v.size()];
        std::nth_element(scratch.begin(), scratch.begin() + scratch.size() / 2, scratch.end());
        return scratch[scratch.size() / 2];
    };
    constexpr int kResamples = 1000;
    std::vector<double> ratios, a, b;
    ratios.reserve(kResamples);
    for (int i = 0; i < kResamples; ++i) {
        const double c = resampledMedian(cand, a);
        if (c > 0)
            ratios.push_back(resampledMedian(base, b) / c);
    }
    if (ratios.empty())
        return {};
    std::sort(ratios.begin(), ratios.end());
    const auto at = [&](double q) {
        return ratios[std::min(ratios.size() - 1, static_cast<size_t>(q * static_cast<double>(ratios.size())))];
    };
    return {at(0.025), at(0.975)};
}

double relativeError(const std::vector<double>& v)
{
    if (v.size() < 2)
        return 1;
    const double mean = std::accumulate(v.begin(), v.end(), 0.0) / v.size();
    double var = 0;
    for (double x : v)
        var += (x - mean) * (x - mean);
    var /= v.size() - 1;
    return mean > 0 ? std::sqrt(var / v.size()) / mean : 1;
}

namespace {

// The mean of `v` without its kTrimmed slowest values, and its relative standard error (from the
// winsorized variance, the usual companion of a trimmed mean); rse 1 when it cannot be known.
std::pair<double, double> trimmedMean(std::vector<double> v)
{
    if (v.empty())
        return {0, 1};
    std::sort(v.begin(), v.end());
    const size_t n = v.size(), k = static_cast<size_t>(kTrimmed * static_cast<double>(n));
    const double mean = std::accumulate(v.begin(), v.end() - k, 0.0) / static_cast<double>(n - k);
    if (n < 2 || mean <= 0)
        return {mean, 1};
    std::vector<double> w = v; // winsorized: the left-out values replaced by the slowest kept one
    std::fill(w.end() - k, w.end(), v[n - 1 - k]);
    const double wMean = std::accumulate(w.begin(), w.end(), 0.0) / static_cast<double>(n);
    double var = 0;
    for (double x : w)
        var += (x - wMean) * (x - wMean);
    var /= static_cast<double>(n - 1);
    const double kept = 1 - static_cast<double>(k) / static_cast<double>(n);
    return {mean, std::sqrt(var) / (kept * std::sqrt(static_cast<double>(n))) / mean};
}

std::vector<double> mediansOf(const CallsByAddress& byAddress)
{
    std::vector<double> medians;
    for (const auto& [address, ms] : byAddress)
        medians.push_back(median(ms));
    return medians;
}

} // namespace

CallStats summarize(const TimedCalls& calls)
{
    CallStats s;
    s.reps = calls.ms.size();
    s.busyMedian = median(calls.busyMs);
    s.clockMedian = median(calls.clockMs);
    s.hostMedian = std::max(0.0, median(calls.hostMs));
    s.held = static_cast<size_t>(calls.heldCalls);
    // Summed, not a median of ratios: a hold of a few microseconds reads the timer too coarsely alone.
    s.smClockMhz = calls.holdNs > 0 ? 1e3 * calls.holdCycles / calls.holdNs : -1;
    if (calls.ms.empty())
        return s;
    std::vector<double> ms = calls.ms; // summarize runs in the timing loop's stopping rule: one sort
    std::sort(ms.begin(), ms.end());
    s.median = sortedQuantile(ms, 0.5);
    s.p25 = sortedQuantile(ms, 0.25);
    s.p75 = sortedQuantile(ms, 0.75);
    s.min = ms.front();
    s.max = ms.back();
    s.rse = relativeError(ms);
    return s;
}

std::string readableTime(double ms, double scale, bool unit)
{
    const bool us = (scale < 0 ? ms : scale) < 1;
    char buf[32];
    std::snprintf(buf, sizeof buf, us ? "%.2f%s" : "%.3f%s", us ? 1e3 * ms : ms, !unit ? "" : us ? " us" : " ms");
    return buf;
}

std::string readableTimes(const std::vector<double>& ms)
{
    const double slowest = ms.empty() ? 0 : *std::max_element(ms.begin(), ms.end());
    std::string list;
    for (size_t i = 0; i < ms.size(); ++i)
        list += (i ? ", " : "") + readableTime(ms[i], slowest, i + 1 == ms.size());
    return list;
}

std::string fixed(double v, int digits)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

std::optional<std::string> placementSpread(const CallsByAddress& byAddress, double threshold, double atLeastMs)
{
    std::vector<double> medians, noise;
    for (const auto& [address, ms] : byAddress) {
        if (ms.size() < 2)
            continue;
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        auto q = [&](double f) { return sorted[static_cast<size_t>(f * (sorted.size() - 1) + 0.5)]; };
        const double m = q(0.5);
        medians.push_back(m);
        // How far this address's median could move by chance: the calls' interquartile range (outliers
        // do not widen it) over the square root of their number.
        noise.push_back(m > 0 ? (q(0.75) - q(0.25)) / m / std::sqrt(static_cast<double>(ms.size())) : 0);
    }
    if (medians.size() < 2)
        return std::nullopt;
    const auto [lo, hi] = std::minmax_element(medians.begin(), medians.end());
    const double between = *lo > 0 ? (*hi - *lo) / *lo : 0;
    if (between <= threshold || between <= kChanceSpread * median(noise) || *hi - *lo <= atLeastMs)
        return std::nullopt;
    return readableTimes(medians);
}

double placementError(const CallsByAddress& byAddress)
{
    return byAddress.size() < 2 ? 1 : trimmedMean(mediansOf(byAddress)).second;
}

void averagePlacements(CallStats& s, const CallsByAddress& byAddress)
{
    s.callsMedian = s.median;
    s.placements = byAddress.size();
    s.median = trimmedMean(mediansOf(byAddress)).first;
    s.rse = placementError(byAddress);
}

json statsJson(const CallStats& s)
{
    json j = {{"median_ms", s.median},
              {"p25_ms", s.p25},
              {"p75_ms", s.p75},
              {"min_ms", s.min},
              {"max_ms", s.max},
              {"reps", s.reps},
              {"rse", s.rse},
              // The runner's claimed kernel activity: the median of the work's own durations. Below median_ms
              // when the device waited between a call's kernels (launch gaps); -1 without a claim.
              {"busy_median_ms", s.busyMedian},
              // The judge's clock alone (median_ms takes, call by call, the runner's claimed span where that
              // is longer: a claim can only make a call slower).
              {"clock_median_ms", s.clockMedian},
              // Calls released by the judge after their launches were queued: the device time of the work
              // alone. The launches' own time beside it, which back-to-back calls would wait for if longer.
              {"held_calls", s.held},
              {"host_median_ms", s.hostMedian},
              // The SM clock measured by the holds just before the calls ran (-1: not measured). The GPU
              // sets it by itself (boost, power, heat), so two timings are compared knowing it.
              {"sm_clock_mhz", s.smClockMhz}};
    if (s.placements > 0) {
        j["placements"] = s.placements;
        j["calls_median_ms"] = s.callsMedian;
    }
    return j;
}

} // namespace kiln::harness
