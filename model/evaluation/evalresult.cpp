#include "evalresult.h"

#include "../enumnames.h"
#include "../jsonfields.h"

#include <QJsonArray>

namespace kiln {

namespace {
constexpr EnumNames<GateStatus, 6> kGateStatusNames{{{GateStatus::Pending, "pending"},
                                                     {GateStatus::Running, "running"},
                                                     {GateStatus::Pass, "pass"},
                                                     {GateStatus::Fail, "fail"},
                                                     {GateStatus::Error, "error"},
                                                     {GateStatus::Skipped, "skipped"}}};
static_assert(namesEveryValueOnce(kGateStatusNames));
} // namespace

QString gateStatusName(GateStatus s)
{
    return nameOf(kGateStatusNames, s);
}

GateStatus gateStatusFromName(const QString& s)
{
    return valueNamed(kGateStatusNames, s).value_or(GateStatus::Pending);
}

bool EvalResult::hasFlag(const QString& flag) const
{
    return std::any_of(flags.begin(), flags.end(), [&](const EvalFlag& f) { return f.flag == flag; });
}

SpeedupInterval EvalResult::speedupGeomeanCi() const
{
    return geomeanInterval(configs);
}

QString EvalResult::deviceLabel() const
{
    if (gpu.isEmpty())
        return deviceName;
    return deviceName.isEmpty() ? QStringLiteral("GPU %1").arg(gpu)
                                : QStringLiteral("%1 · GPU %2").arg(deviceName, gpu);
}

QString EvalResult::beyondRooflineNote() const
{
    QStringList beyond;
    for (const ConfigResult& c : configs)
        if (c.timed && c.fractionOfRoofline > 1)
            beyond << QStringLiteral("%1 (%2%)").arg(c.name).arg(100 * c.fractionOfRoofline, 0, 'f', 0);
    if (beyond.isEmpty())
        return {};
    const QString where = QStringLiteral("Beyond the roofline on %1: faster than the ceilings allow")
                              .arg(beyond.join(QStringLiteral(", ")));
    if (ceilings.startsWith(QLatin1String("assumed")))
        return where + QStringLiteral(". Those ceilings are assumed, not measured: run `kiln calibrate` on the "
                                      "evaluating host and evaluate again");
    if (ceilings.isEmpty())
        return where + QStringLiteral(" (where its ceilings came from was not recorded)");
    return where + QStringLiteral(" (%1 ceilings): the task's FLOP or byte counts may be more than the kernel must do")
                       .arg(ceilings);
}

ConfigResult& EvalResult::config(const QString& name, bool hidden)
{
    for (auto& c : configs)
        if (c.name == name)
            return c;
    ConfigResult c;
    c.name = name;
    c.hidden = hidden;
    configs << c;
    return configs.last();
}

void EvalResult::apply(const QJsonObject& e)
{
    const QString kind = e.value("event").toString();
    if (kind == QLatin1String("diagnostics")) {
        findings.clear();
        for (const auto& f : e.value("findings").toArray())
            findings << Finding::fromJson(f.toObject());
        diagnosticsNotes.clear();
        for (const auto& n : e.value("notes").toArray())
            diagnosticsNotes << n.toString();
        return;
    }
    if (kind == QLatin1String("placement")) {
        gpu = e.value("gpu").toString();
    } else if (kind == QLatin1String("start")) {
        harness = e.value("harness").toString();
        const QJsonObject d = e.value("device").toObject();
        deviceName = d.value("name").toString();
        deviceBackend = d.value("backend").toString();
        ceilings = d.value("ceilings").toString();
        timer = e.value("timer").toString();
    } else if (kind == QLatin1String("gate")) {
        const QString gate = e.value("gate").toString();
        GateResult* g = gate == QLatin1String("compile")       ? &compile
                        : gate == QLatin1String("correctness") ? &correctness
                        : gate == QLatin1String("performance") ? &performance
                                                               : nullptr;
        if (!g)
            return;
        const GateStatus status = gateStatusFromName(e.value("status").toString());
        if (gate == QLatin1String("compile") && e.contains("object")) {
            compileOutputs << CompileOutput{e.value("object").toString(), e.value("command").toString(),
                                            e.value("output").toString(), status};
            compile.seconds += e.value("seconds").toDouble();
            // The compile gate is the candidate's; a failing baseline or reference is a task error.
            if (status != GateStatus::Pass || e.value("object").toString() == QLatin1String("candidate")) {
                compile.status = status;
                compile.message = e.value("message").toString();
            }
            return;
        }
        g->status = status;
        if (e.contains("reason"))
            g->reason = e.value("reason").toString();
        if (e.contains("message"))
            g->message = e.value("message").toString();
        if (e.contains("seconds"))
            g->seconds = e.value("seconds").toDouble();
        if (gate == QLatin1String("performance") && e.contains("speedup_geomean"))
            speedupGeomean = e.value("speedup_geomean").toDouble();
    } else if (kind == QLatin1String("config")) {
        ConfigResult& c = config(e.value("config").toString(), e.value("hidden").toBool());
        if (e.value("gate").toString() == QLatin1String("correctness")) {
            const GateStatus s = gateStatusFromName(e.value("status").toString());
            // A config passes only when every seed passed.
            if (c.correctness != GateStatus::Fail)
                c.correctness = s;
            if (s == GateStatus::Fail)
                c.correctnessMessage = e.value("message").toString();
            c.maxAbsErr = std::max(c.maxAbsErr, e.value("max_abs_err").toDouble());
            c.maxRelErr = std::max(c.maxRelErr, e.value("max_rel_err").toDouble());
            c.matchedRatio = e.value("matched_ratio").toDouble();
            if (!e.value("worst").toArray().isEmpty())
                c.worst = e.value("worst").toArray();
        } else {
            c.timed = true;
            c.candidate = readJsonFields<TimingStats>(e.value("candidate").toObject());
            c.baseline = readJsonFields<TimingStats>(e.value("baseline").toObject());
            c.speedup = e.value("speedup").toDouble();
            c.flops = e.value("flops").toDouble();
            c.bytes = e.value("bytes").toDouble();
            c.achievedFlopsPerS = e.value("achieved_flops_per_s").toDouble();
            c.achievedBytesPerS = e.value("achieved_bytes_per_s").toDouble();
            c.tSolMs = e.value("t_sol_ms").toDouble();
            c.fractionOfRoofline = e.value("fraction_of_roofline").toDouble();
            c.timedOutputsChecked = e.value("timed_outputs_checked").toInt();
            if (const QJsonArray ci = e.value("speedup_ci").toArray(); ci.size() == 2)
                c.speedupCi = {ci[0].toDouble(), ci[1].toDouble()};
        }
    } else if (kind == QLatin1String("flag")) {
        flags << EvalFlag{e.value("flag").toString(), e.value("config").toString(), e.value("message").toString()};
    } else if (kind == QLatin1String("done")) {
        verdict = e.value("verdict").toString();
        reason = e.value("reason").toString();
        message = e.value("message").toString();
        seconds = e.value("seconds").toDouble();
    } else if (kind == QLatin1String("log")) {
        logLines << e.value("line").toString();
    }
}

} // namespace kiln
