// The judge's timing: both runners' empty calls (calibration), the judge's own marker after a call, and the
// performance gate of a configuration (performancegate.h).
#include "judgeimpl.h"
#include "performancegate.h"

#include <map>

namespace kiln::harness {

namespace {

constexpr int kCalibrationCalls = 24, kCalibrationUnheld = 6;

} // namespace

// Both runners make empty calls before any object is loaded, so no candidate code has had a chance to
// touch them: what such a call costs each of them (the hold's release, an empty kernel, the done mark; on
// the host the spin's hand-over) is taken off all its timed calls.
std::optional<Failure> Judge::calibrate()
{
    std::map<RunnerClient*, std::vector<double>> held, unheld, enqueue, marks;
    for (int k = 0; k < kCalibrationCalls + kCalibrationUnheld; ++k)
        for (RunnerClient* runner : {m_base.get(), m_cand.get()}) {
            wire::Command cmd;
            const bool hold = k < kCalibrationCalls;
            // The marker as timed calls take it: the moment done is seen (timeOnce).
            std::optional<double> mark;
            const AtDone atDone = [&](double doneAt) { mark = markerDelayMs(doneAt); };
            const HeldCall hc = runCall(*runner, cmd, hold, true, b.queuesCalls(), 60, "calibration", b.errorReason(),
                                        hold && b.queuesCalls() ? atDone : AtDone{});
            if (hc.failure)
                return Failure{"harness_error",
                               "calibrating the " + runner->role() + " runner: " + hc.failure->message};
            if (k < 2) // the first calls of a process are slower (first launch, cold caches)
                continue;
            (hold ? held : unheld)[runner].push_back(hc.ms);
            if (hold)
                enqueue[runner].push_back(hc.enqueueCpuMs());
            if (mark)
                marks[runner].push_back(*mark);
        }
    const bool host = !b.queuesCalls();
    auto typical = [&](const std::vector<double>& v) { return typicalEmptyCall(v, host); };
    m_baseCal = {typical(held[m_base.get()]), typical(unheld[m_base.get()]), typical(enqueue[m_base.get()]),
                 typical(marks[m_base.get()])};
    m_candCal = {typical(held[m_cand.get()]), typical(unheld[m_cand.get()]), typical(enqueue[m_cand.get()]),
                 typical(marks[m_cand.get()])};
    if (host) {
        m_baseCal.heldMs = m_candCal.heldMs = sharedHostEmptyCall(m_baseCal.heldMs, m_candCal.heldMs);
        m_baseCal.unheldMs = m_candCal.unheldMs = sharedHostEmptyCall(m_baseCal.unheldMs, m_candCal.unheldMs);
    }
    return std::nullopt;
}

std::optional<double> Judge::markerDelayMs(double doneAt)
{
    const uint32_t mark = ++m_marker;
    if (!b.queueMarker(mark))
        return std::nullopt;
    volatile uint32_t* word = b.markerWord();
    while (*word != mark)
        wire::cpuRelax();
    return (judgeClock() - doneAt) * 1e3;
}

std::optional<Failure> Judge::performance(size_t c, double& speedup)
{
    return PerformanceGate(*this, c).run(speedup);
}

} // namespace kiln::harness
