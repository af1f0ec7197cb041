#include "timingprocesses.h"

#include "timingstats.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kiln::harness {

using json = nlohmann::json;

TimingProcesses TimingProcesses::fromEnvironment(int defaultCount, std::string* problem)
{
    TimingProcesses t;
    t.count = defaultCount;
    const char* v = std::getenv("KILN_HARNESS_TIMING_PROCESSES");
    if (!v)
        return t;
    auto malformed = [&] {
        if (problem)
            *problem = "KILN_HARNESS_TIMING_PROCESSES='" + std::string(v) +
                       "' is not N or N:BELOW_MS (N processes, 1 to 64; BELOW_MS a time in ms above 0, as in 3 or "
                       "3:0.1); timing in " +
                       std::to_string(t.count) + (t.count == 1 ? " process" : " processes");
        return t;
    };
    char* end = nullptr;
    const long n = std::strtol(v, &end, 10);
    if (end == v || n < 1 || n > 64)
        return malformed();
    double below = t.belowMs;
    if (*end == ':') {
        char* tail = nullptr;
        below = std::strtod(end + 1, &tail);
        if (tail == end + 1 || *tail != '\0' || !(below > 0))
            return malformed();
    } else if (*end != '\0') {
        return malformed();
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
        json& t = merged[who];
        // Means over the processes that measured them (absent or -1: not measured, as the clock without a
        // hold, or the median of all calls where a process sampled no addresses).
        for (const char* key : {"median_ms", "p25_ms", "p75_ms", "event_median_ms", "busy_median_ms", "host_median_ms",
                                "beyond_stream_ms", "sm_clock_mhz", "calls_median_ms"}) {
            double total = 0;
            int measured = 0;
            for (const json& e : events)
                if (const double v = e.at(who).value(key, -1.0); v >= 0) {
                    total += v;
                    ++measured;
                }
            if (measured > 0 || t.contains(key))
                t[key] = measured > 0 ? total / measured : -1.0;
        }
        for (const char* key : {"reps", "placements", "held_calls"}) {
            long long total = 0;
            for (const json& e : events)
                total += e.at(who).value(key, 0LL);
            if (total > 0 || t.contains(key))
                t[key] = total;
        }
        std::vector<double> medians;
        double minMs = static_cast<double>(INFINITY), maxMs = 0;
        for (const json& e : events) {
            medians.push_back(e.at(who).value("median_ms", 0.0));
            minMs = std::min(minMs, e.at(who).value("min_ms", static_cast<double>(INFINITY)));
            maxMs = std::max(maxMs, e.at(who).value("max_ms", 0.0));
        }
        t["min_ms"] = std::isfinite(minMs) ? minMs : 0.0;
        t["max_ms"] = maxMs;
        t["process_medians_ms"] = medians;
        const double mean = t["median_ms"].get<double>();
        double squares = 0;
        for (double m : medians)
            squares += (m - mean) * (m - mean);
        if (n > 1 && mean > 0)
            t["rse"] = std::sqrt(squares / static_cast<double>(n - 1) / static_cast<double>(n)) / mean;
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

std::optional<std::string> processSensitivity(const json& merged)
{
    auto mediansOf = [&](const char* who) {
        std::vector<double> ms;
        if (merged.contains(who))
            for (const json& m : merged[who].value("process_medians_ms", json::array()))
                ms.push_back(m.get<double>());
        return ms;
    };
    auto spreadOf = [](const std::vector<double>& ms) {
        if (ms.size() < 2)
            return 0.0;
        const auto [lo, hi] = std::minmax_element(ms.begin(), ms.end());
        return *lo > 0 ? *hi / *lo - 1 : 0.0;
    };
    const std::vector<double> cand = mediansOf("candidate");
    const double spread = spreadOf(cand), baseSpread = spreadOf(mediansOf("baseline"));
    if (!(spread > kProcessSpread))
        return std::nullopt;
    auto percent = [](double v) { return fixed(100 * v, 1) + "%"; };
    return "the candidate's median moved by " + percent(spread) + " from process to process (" + readableTimes(cand) +
           "), the baseline's by " + percent(baseSpread) +
           (baseSpread > 0.5 * spread ? " with it, so what moves is the process, not the kernel" : "") +
           ". Its time is the mean of the " + std::to_string(cand.size()) +
           " processes; timings of this configuration less than " + percent(spread) +
           " apart may differ by process alone";
}

} // namespace kiln::harness
