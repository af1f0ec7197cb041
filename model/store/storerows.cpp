#include "storerows.h"

namespace kiln::storerows {

QDateTime fromIso(const QVariant& v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

namespace {
// A column that keeps a list as comma-joined words (a candidate's flags, a finding's lines).
QStringList commaList(const QVariant& v)
{
    return v.toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
}
} // namespace

const Columns& runColumns()
{
    static const Columns c{"id",     "created_at", "agent",  "model",  "mode",        "status",
                           "budget", "executor",   "device", "folder", "finished_at", "message"};
    return c;
}

RunRecord runFromRow(const Row& r)
{
    RunRecord run;
    run.id = r["id"].toString();
    run.createdAt = fromIso(r["created_at"]);
    run.agent = r["agent"].toString();
    run.model = r["model"].toString();
    run.mode = r["mode"].toString();
    run.status = r["status"].toString();
    run.budget = r["budget"].toString();
    run.executor = r["executor"].toString();
    run.device = r["device"].toString();
    run.folder = r["folder"].toString();
    run.finishedAt = fromIso(r["finished_at"]);
    run.message = r["message"].toString();
    return run;
}

const Columns& candidateColumns()
{
    static const Columns c{"id",          "run_id",       "task_id",         "seq",    "role",     "commit_id",
                           "created_at",  "configs",      "verdict",         "reason", "message",  "speedup_geomean",
                           "seconds",     "harness",      "device_name",     "flags",  "tampered", "gpu",
                           "speedup_low", "speedup_high", "transcript_index"};
    return c;
}

CandidateRecord candidateFromRow(const Row& r)
{
    CandidateRecord c;
    c.id = r["id"].toLongLong();
    c.runId = r["run_id"].toString();
    c.taskId = r["task_id"].toString();
    c.seq = r["seq"].toInt();
    c.role = r["role"].toString();
    c.commitId = r["commit_id"].toString();
    c.createdAt = fromIso(r["created_at"]);
    c.configs = r["configs"].toString();
    c.verdict = r["verdict"].toString();
    c.reason = r["reason"].toString();
    c.message = r["message"].toString();
    c.speedupGeomean = r["speedup_geomean"].toDouble();
    c.seconds = r["seconds"].toDouble();
    c.harness = r["harness"].toString();
    c.deviceName = r["device_name"].toString();
    c.flags = commaList(r["flags"]);
    c.tampered = r["tampered"].toBool();
    c.gpu = r["gpu"].toString();
    const QVariant low = r["speedup_low"];
    c.speedupCi = low.isNull() ? kIntervalToDerive : SpeedupInterval{low.toDouble(), r["speedup_high"].toDouble()};
    const QVariant transcript = r["transcript_index"];
    c.transcriptIndex = transcript.isNull() ? -1 : transcript.toInt();
    return c;
}

const Columns& gateColumns()
{
    static const Columns c{"status", "seconds", "reason", "message"};
    return c;
}

GateResult gateFromRow(const Row& r)
{
    GateResult g;
    const QVariant status = r["status"];
    if (status.isNull())
        return g; // not recorded: pending
    g.status = gateStatusFromName(status.toString());
    g.seconds = r["seconds"].toDouble();
    g.reason = r["reason"].toString();
    g.message = r["message"].toString();
    return g;
}

const Columns& configMetricColumns()
{
    static const Columns c{"config",
                           "hidden",
                           "correctness",
                           "correctness_message",
                           "max_abs_err",
                           "max_rel_err",
                           "matched_ratio",
                           "timed",
                           "median_ms",
                           "p25_ms",
                           "p75_ms",
                           "min_ms",
                           "max_ms",
                           "reps",
                           "baseline_median_ms",
                           "speedup",
                           "flops",
                           "bytes",
                           "achieved_flops_per_s",
                           "achieved_bytes_per_s",
                           "t_sol_ms",
                           "fraction_of_roofline",
                           "placements",
                           "calls_median_ms",
                           "sm_clock_mhz",
                           "process_medians_ms",
                           "speedup_low",
                           "speedup_high"};
    return c;
}

// Only the candidate's quartiles remain, so its interval is taken as that spread on both sides of the
// speedup. Wider than a bootstrap of the median, on purpose: what cannot be shown to be faster reads as
// within noise.
SpeedupInterval storedWithoutInterval(const ConfigResult& c)
{
    if (!c.timed || c.speedup <= 0 || c.candidate.medianMs <= 0 || c.candidate.p75Ms < c.candidate.p25Ms)
        return {};
    const double spread = (c.candidate.p75Ms - c.candidate.p25Ms) / c.candidate.medianMs;
    return {c.speedup / (1 + spread), c.speedup * (1 + spread)};
}

ConfigResult configFromRow(const Row& r)
{
    ConfigResult c;
    c.name = r["config"].toString();
    c.hidden = r["hidden"].toBool();
    c.correctness = gateStatusFromName(r["correctness"].toString());
    c.correctnessMessage = r["correctness_message"].toString();
    c.maxAbsErr = r["max_abs_err"].toDouble();
    c.maxRelErr = r["max_rel_err"].toDouble();
    c.matchedRatio = r["matched_ratio"].toDouble();
    c.timed = r["timed"].toBool();
    c.candidate.medianMs = r["median_ms"].toDouble();
    c.candidate.p25Ms = r["p25_ms"].toDouble();
    c.candidate.p75Ms = r["p75_ms"].toDouble();
    c.candidate.minMs = r["min_ms"].toDouble();
    c.candidate.maxMs = r["max_ms"].toDouble();
    c.candidate.reps = r["reps"].toInt();
    c.baseline.medianMs = r["baseline_median_ms"].toDouble();
    c.speedup = r["speedup"].toDouble();
    c.flops = r["flops"].toDouble();
    c.bytes = r["bytes"].toDouble();
    c.achievedFlopsPerS = r["achieved_flops_per_s"].toDouble();
    c.achievedBytesPerS = r["achieved_bytes_per_s"].toDouble();
    c.tSolMs = r["t_sol_ms"].toDouble();
    c.fractionOfRoofline = r["fraction_of_roofline"].toDouble();
    c.candidate.placements = r["placements"].toInt();
    c.candidate.callsMedianMs = r["calls_median_ms"].toDouble();
    c.candidate.smClockMhz = r["sm_clock_mhz"].toDouble();
    for (const QString& m : r["process_medians_ms"].toString().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        c.candidate.processMediansMs << m.toDouble();
    const QVariant low = r["speedup_low"];
    c.speedupCi =
        low.isNull() ? storedWithoutInterval(c) : SpeedupInterval{low.toDouble(), r["speedup_high"].toDouble()};
    return c;
}

const Columns& findingColumns()
{
    static const Columns c{"code", "severity", "file", "line", "message", "hint", "kernel", "lines"};
    return c;
}

Finding findingFromRow(const Row& r)
{
    Finding f;
    f.code = r["code"].toString();
    f.severity = findingSeverityFromName(r["severity"].toString()).value_or(FindingSeverity::Hint);
    f.file = r["file"].toString();
    f.line = r["line"].toInt();
    f.message = r["message"].toString();
    f.hint = r["hint"].toString();
    f.kernel = r["kernel"].toString();
    for (const QString& l : commaList(r["lines"]))
        f.lines << l.toInt();
    return f;
}

const Columns& taskResultColumns()
{
    static const Columns c{"run_id", "task_id", "status", "best_candidate", "final_candidate", "evaluations"};
    return c;
}

TaskResultRecord taskResultFromRow(const Row& r)
{
    return TaskResultRecord{
        r["run_id"].toString(),           r["task_id"].toString(),           r["status"].toString(),
        r["best_candidate"].toLongLong(), r["final_candidate"].toLongLong(), r["evaluations"].toInt()};
}

const Columns& labelColumns()
{
    static const Columns c{"id", "run_id", "task_id", "candidate_id", "transcript_seq", "label", "comment", "at"};
    return c;
}

LabelRecord labelFromRow(const Row& r)
{
    LabelRecord l;
    l.id = r["id"].toLongLong();
    l.runId = r["run_id"].toString();
    l.taskId = r["task_id"].toString();
    const QVariant candidate = r["candidate_id"], seq = r["transcript_seq"];
    l.candidateId = candidate.isNull() ? 0 : candidate.toLongLong();
    l.transcriptSeq = seq.isNull() ? -1 : seq.toInt();
    l.label = r["label"].toString();
    l.comment = r["comment"].toString();
    l.at = fromIso(r["at"]);
    return l;
}

const Columns& reviewColumns()
{
    static const Columns c{"verdict", "comment", "at"};
    return c;
}

ReviewRecord reviewFromRow(const Row& r)
{
    return ReviewRecord{r["verdict"].toString(), r["comment"].toString(), fromIso(r["at"])};
}

const Columns& evaluationColumns()
{
    static const Columns c{"verdict",     "reason", "message", "speedup_geomean", "seconds", "harness",
                           "device_name", "flags",  "gpu",     "ceilings"};
    return c;
}

EvalResult evaluationFromRow(const Row& r, QStringList* flagNames)
{
    EvalResult e;
    e.verdict = r["verdict"].toString();
    e.reason = r["reason"].toString();
    e.message = r["message"].toString();
    e.speedupGeomean = r["speedup_geomean"].toDouble();
    e.seconds = r["seconds"].toDouble();
    e.harness = r["harness"].toString();
    e.deviceName = r["device_name"].toString();
    e.gpu = r["gpu"].toString();
    e.ceilings = r["ceilings"].toString();
    *flagNames = commaList(r["flags"]);
    return e;
}

const Columns& transcriptColumns()
{
    static const Columns c{"run_id",       "task_id",       "seq",  "kind", "text", "json",
                           "input_tokens", "output_tokens", "cost", "id",   "at"};
    return c;
}

TranscriptRow transcriptFromRow(const Row& r)
{
    TranscriptRow t;
    t.runId = r["run_id"].toString();
    t.taskId = r["task_id"].toString();
    t.seq = r["seq"].toInt();
    t.kind = r["kind"].toString();
    t.text = r["text"].toString();
    t.json = r["json"].toString();
    t.inputTokens = r["input_tokens"].toInt();
    t.outputTokens = r["output_tokens"].toInt();
    t.cost = r["cost"].toDouble();
    t.id = r["id"].toLongLong();
    t.at = fromIso(r["at"]);
    return t;
}

} // namespace kiln::storerows
