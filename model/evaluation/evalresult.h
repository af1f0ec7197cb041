// EvalResult: what one harness run said about one candidate, folded from its JSON-lines events
// (docs/harness-protocol.md). A pure value type: the runner feeds events as they arrive, views read the
// partial result live, the store persists the final one.
#pragma once

#include "model/diagnostics/finding.h"
#include "speedupnoise.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kiln {

enum class GateStatus { Pending, Running, Pass, Fail, Error, Skipped };
QString gateStatusName(GateStatus s);
GateStatus gateStatusFromName(const QString& s);

struct GateResult
{
    GateStatus status = GateStatus::Pending;
    QString reason;
    QString message;
    double seconds = 0;
};

struct TimingStats
{
    double medianMs = 0, p25Ms = 0, p75Ms = 0, minMs = 0, maxMs = 0, rse = 0;
    int reps = 0;
    // A placement-sensitive kernel timed at many addresses: how many, and the median of all its calls;
    // medianMs is then the mean of the per-address medians, the slowest tenth left out
    // (docs/harness-protocol.md).
    int placements = 0;
    double callsMedianMs = -1;
    // Calls whose launches were held behind a blocking kernel (device time alone), and the host's own time
    // per call beside it.
    int heldCalls = 0;
    double hostMedianMs = 0;
    // The SM clock just before the calls ran, as the harness's holds measured it; -1 when not measured.
    double smClockMhz = -1;
    // Timed in several worker processes (docs/harness-protocol.md): each one's median, in order; medianMs is
    // then their mean. Empty: one process.
    QList<double> processMediansMs = {};
    // The keys of a perf event's "candidate" and "baseline" (docs/harness-protocol.md; model/jsonfields.h).
    template <class Fields, class Self> static void fields(Fields& f, Self& t)
    {
        f("median_ms", t.medianMs);
        f("p25_ms", t.p25Ms);
        f("p75_ms", t.p75Ms);
        f("min_ms", t.minMs);
        f("max_ms", t.maxMs);
        f("rse", t.rse);
        f("reps", t.reps);
        f("placements", t.placements);
        f("calls_median_ms", t.callsMedianMs);
        f("held_calls", t.heldCalls);
        f("host_median_ms", t.hostMedianMs);
        f("sm_clock_mhz", t.smClockMhz);
        f("process_medians_ms", t.processMediansMs);
    }
};

struct ConfigResult
{
    QString name;
    bool hidden = false;
    GateStatus correctness = GateStatus::Pending;
    QString correctnessMessage;
    double maxAbsErr = 0, maxRelErr = 0, matchedRatio = 0;
    QJsonArray worst;
    bool timed = false;
    TimingStats candidate, baseline;
    double speedup = 0, flops = 0, bytes = 0, achievedFlopsPerS = 0, achievedBytesPerS = 0, tSolMs = 0,
           fractionOfRoofline = 0;
    SpeedupInterval speedupCi; // the harness's 95% interval (speedup_ci); configInterval() falls back on rse
    int timedOutputsChecked = 0;
};

struct CompileOutput
{
    QString object; // candidate | baseline | reference
    QString command;
    QString output; // the compiler's complete output
    GateStatus status = GateStatus::Pending;
};

struct EvalFlag
{
    QString flag;
    QString config;
    QString message;

    // The flag with the configuration it is about, where it names one: "process_sensitive (4M)".
    QString label() const { return config.isEmpty() ? flag : QStringLiteral("%1 (%2)").arg(flag, config); }
};

struct EvalResult
{
    QString harness;
    QString deviceName;
    QString deviceBackend;
    // Where the ceilings its T_SOL and fraction of roofline used came from (DeviceSpec::ceilingsLabel():
    // "calibrated 2026-12-01", "assumed", "datasheet"); empty when not said (older harnesses and stores).
    QString ceilings;
    // The id of the pool GPU the timed stage held (the run manager's "placement" event; the harness sees it
    // as device 0 through CUDA_VISIBLE_DEVICES). Empty: no pool GPU (the host, one `kiln eval`, untimed).
    // Two GPUs of one host can time the same code apart (5% on a GEMM of two H200s), so it is kept.
    QString gpu;
    QString timer; // kernel_activity | events | host_clock (docs/harness-protocol.md, Timing)
    GateResult compile, correctness, performance;
    QList<CompileOutput> compileOutputs;
    QList<ConfigResult> configs; // in the order they were reported
    QList<EvalFlag> flags;
    QString verdict; // empty until done: pass | fail | error
    QString reason;
    QString message;
    double seconds = 0;
    double speedupGeomean = 0;
    QStringList logLines; // lines that were not JSON (should not happen; kept to show)
    // IR diagnostics of the candidate (the "diagnostics" event Kiln adds after the harness is done), most
    // severe first, and what could not be analysed and why.
    QList<Finding> findings;
    QStringList diagnosticsNotes;

    bool finished() const { return !verdict.isEmpty(); }
    // "NVIDIA H200 · GPU 1": the device and, where the pool picked one, which GPU; empty when unknown.
    QString deviceLabel() const;
    // Empty, or what a person must know when a configuration ran faster than the ceilings allow (fraction of
    // roofline above 1): which ones, and whether the ceilings were assumed (then calibrate) or measured
    // (then the task's FLOP and byte counts are the suspect).
    QString beyondRooflineNote() const;
    bool hasFlag(const QString& flag) const;
    // The 95% interval of speedupGeomean (geomeanInterval over the timed configurations).
    SpeedupInterval speedupGeomeanCi() const;
    ConfigResult& config(const QString& name, bool hidden);
    // Folds one event; unknown events are ignored so newer harnesses work with older Kiln.
    void apply(const QJsonObject& event);
};

} // namespace kiln
