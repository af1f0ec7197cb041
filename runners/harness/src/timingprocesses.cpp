#include "timingprocesses.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kiln::harness {

using json = nlohmann::json;

TimingProcesses TimingProcesses::fromEnvironment()
{
    TimingProcesses t;
    const char* v = std::getenv("KILN_HARNESS_TIMING_PROCESSES");
    if (!v)
        return t;
    char* end = nullptr;
    const long n = std::strtol(v, &end, 10);
    if (end == v || n < 1 || n > 64)
        return t;
    double below = t.belowMs;
    if (*end == ':') {
        char* tail = nullptr;
        below = std::strtod(end + 1, &tail);
        if (tail == end + 1 || *tail != '\0' || !(below > 0))
            return t;
    } else if (*end != '\0') {
        return t;
    }
    t.count = static_cast<int>(n);
    t.belowMs = below;
    return t;
}

bool TimingProcesses::wants(const json& configEvent) const
{
    auto gapped = [](const json& t) {
        const double busy = t.value("busy_median_ms", -1.0), median = t.value("median_ms", 0.0);
        return busy < 0 || busy < 0.9 * median;
    };
    const json none = json::object();
    const json& cand = configEvent.contains("candidate") ? configEvent["candidate"] : none;
    const json& base = configEvent.contains("baseline") ? configEvent["baseline"] : none;
    return count > 1 && cand.value("median_ms", 0.0) < belowMs && (gapped(cand) || gapped(base));
}

json mergeProcessTimings(const std::vector<json>& events)
{
    json merged = events.at(0);
    const size_t n = events.size();
    for (const char* who : {"candidate", "baseline"}) {
        std::vector<double> medians;
        double sum = 0, p25 = 0, p75 = 0, minMs = static_cast<double>(INFINITY), maxMs = 0;
        long long reps = 0, placements = 0;
        double callsMedians = 0;
        int sampled = 0; // processes whose time is a mean over sampled addresses
        for (const json& e : events) {
            const json& t = e.at(who);
            if (t.contains("calls_median_ms")) {
                callsMedians += t.value("calls_median_ms", 0.0);
                ++sampled;
            }
            medians.push_back(t.value("median_ms", 0.0));
            sum += medians.back();
            p25 += t.value("p25_ms", 0.0);
            p75 += t.value("p75_ms", 0.0);
            minMs = std::min(minMs, t.value("min_ms", static_cast<double>(INFINITY)));
            maxMs = std::max(maxMs, t.value("max_ms", 0.0));
            reps += t.value("reps", 0LL);
            placements += t.value("placements", 0LL);
        }
        const double mean = sum / n;
        double squares = 0;
        for (double m : medians)
            squares += (m - mean) * (m - mean);
        json& t = merged[who];
        t["median_ms"] = mean;
        t["process_medians_ms"] = medians;
        t["rse"] = n > 1 && mean > 0 ? std::sqrt(squares / (n - 1) / n) / mean : t.value("rse", 0.0);
        t["p25_ms"] = p25 / n;
        t["p75_ms"] = p75 / n;
        t["min_ms"] = std::isfinite(minMs) ? minMs : 0.0;
        t["max_ms"] = maxMs;
        t["reps"] = reps;
        if (placements > 0)
            t["placements"] = placements;
        if (sampled > 0)
            t["calls_median_ms"] = callsMedians / sampled;
        // The other per-call medians and the clock: means over the processes that measured them (-1: none
        // did); held calls add up.
        for (const char* key : {"event_median_ms", "busy_median_ms", "host_median_ms", "beyond_stream_ms", "sm_clock_mhz"}) {
            double total = 0;
            int measured = 0;
            for (const json& e : events)
                if (const double v = e.at(who).value(key, -1.0); v >= 0) {
                    total += v;
                    ++measured;
                }
            if (t.contains(key))
                t[key] = measured > 0 ? total / measured : -1.0;
        }
        long long held = 0;
        for (const json& e : events)
            held += e.at(who).value("held_calls", 0LL);
        if (t.contains("held_calls"))
            t["held_calls"] = held;
    }
    const double first = events[0].at("candidate").value("median_ms", 0.0);
    const double cand = merged["candidate"]["median_ms"].get<double>();
    const double base = merged["baseline"]["median_ms"].get<double>();
    merged["speedup"] = cand > 0 ? base / cand : 0.0;
    const double scale = cand > 0 ? first / cand : 1.0; // rates and roofline fraction go as 1 / time
    for (const char* key : {"achieved_flops_per_s", "achieved_bytes_per_s", "fraction_of_roofline"})
        if (merged.contains(key))
            merged[key] = merged[key].get<double>() * scale;
    long long checked = 0;
    for (const json& e : events)
        checked += e.value("timed_outputs_checked", 0LL);
    merged["timed_outputs_checked"] = checked;
    merged["processes"] = static_cast<int>(n);
    return merged;
}

} // namespace kiln::harness
