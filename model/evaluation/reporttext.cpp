#include "reporttext.h"

#include "model/evaluation/commandjudge.h"
#include "model/evaluation/evalresult.h"
#include "model/evaluation/speedupnoise.h"

#include "model/diagnostics/finding.h"
#include "model/units.h"

#include <QFileInfo>
#include <algorithm>

#include <QJsonArray>

namespace kiln {

namespace {

QString pad(const QString& s, int w)
{
    return s.leftJustified(w, QLatin1Char(' '), true);
}

} // namespace

QStringList diagnosticsReportLines(const QJsonObject& e, int top)
{
    // Compile errors were printed with the compile gate; the rest, most severe first (the event's order).
    QList<Finding> shown;
    int total = 0;
    for (const auto& v : e.value("findings").toArray()) {
        const Finding f = Finding::fromJson(v.toObject());
        if (f.code == QLatin1String("COMPILE_ERROR"))
            continue;
        ++total;
        if (shown.size() < top)
            shown << f;
    }
    QStringList lines;
    if (total == 0)
        return lines;
    lines << QStringLiteral("diagnostics: %1 finding%2%3")
                 .arg(total)
                 .arg(total == 1 ? "" : "s")
                 .arg(total > shown.size() ? QStringLiteral(" (the %1 most severe)").arg(shown.size()) : QString());
    for (const Finding& f : shown) {
        QString where;
        if (!f.file.isEmpty())
            where = QStringLiteral(" %1%2").arg(QFileInfo(f.file).fileName(),
                                                f.lines.size() > 1 ? QStringLiteral(":%1").arg([&] {
                                                    QStringList l;
                                                    for (int n : f.lines)
                                                        l << QString::number(n);
                                                    return l.join(',');
                                                }())
                                                : f.line > 0       ? QStringLiteral(":%1").arg(f.line)
                                                                   : QString());
        lines << QStringLiteral("  [%1] %2%3: %4").arg(findingSeverityName(f.severity), f.code, where, f.message);
        if (!f.hint.isEmpty())
            lines << QStringLiteral("      hint: %1").arg(f.hint.section(QLatin1Char('\n'), 0, 0));
    }
    return lines;
}

namespace {

QStringList startLines(const QJsonObject& e)
{
    // The timer matters when comparing numbers with another tool: kernel activity reads as Nsight
    // Compute does, events read about 2 us more per call.
    const QString timer = e["timer"].toString();
    const QString timedBy = timer == QLatin1String("kernel_activity")
                                ? QStringLiteral(", timed by kernel activity (CUPTI)")
                            : timer == QLatin1String("events") ? QStringLiteral(", timed by events")
                                                               : QString();
    QStringList lines{
        QStringLiteral("device: %1 (%2%3)").arg(e["device"]["name"].toString(), e["harness"].toString(), timedBy)};
    if (timer == QLatin1String("events") && !e["timer_note"].toString().isEmpty())
        lines << QStringLiteral("  (kernel activity not used: %1)").arg(e["timer_note"].toString());
    return lines;
}

QStringList gateLines(const QJsonObject& e)
{
    const QString status = e.value("status").toString();
    if (status == QLatin1String("running"))
        return {};
    QString line = QStringLiteral("%1 %2").arg(pad(e.value("gate").toString(), 12), pad(status, 7));
    if (e.contains("object"))
        line += QStringLiteral(" %1").arg(e.value("object").toString());
    if (e.contains("seconds"))
        line += QStringLiteral(" %1 s").arg(e.value("seconds").toDouble(), 0, 'f', 2);
    if (!e.value("message").toString().isEmpty())
        line += QStringLiteral("  %1").arg(e.value("message").toString());
    QStringList lines{line};
    if (e.value("gate").toString() == QLatin1String("compile") && status != QLatin1String("pass")) {
        // The compiler's diagnostics with file:line, not the whole log.
        int shown = 0;
        for (const QString& l : e.value("output").toString().split('\n'))
            if ((l.contains(QLatin1String("error")) || l.contains(QLatin1String("warning"))) && shown++ < 20)
                lines << (QStringLiteral("    ") + l);
    }
    return lines;
}

// A failed correctness configuration: its seed, the message and the worst elements.
QStringList correctnessLines(const QJsonObject& e)
{
    if (e.value("status").toString() != QLatin1String("fail"))
        return {};
    QStringList lines{QStringLiteral("  config %1 seed %2: %3")
                          .arg(e["config"].toString())
                          .arg(e["seed"].toInt())
                          .arg(e["message"].toString())};
    for (const auto& w : e.value("worst").toArray()) {
        const QJsonObject o = w.toObject();
        QStringList idx;
        for (const auto& i : o.value("index").toArray())
            idx << QString::number(i.toInteger());
        lines << (QStringLiteral("    %1[%2]: got %3, expected %4")
                      .arg(o["tensor"].toString(), idx.join(", "), o["got"].toVariant().toString(),
                           QString::number(o["expected"].toDouble(), 'g', 8)));
    }
    return lines;
}

// A timed configuration: times, spread, speedup with its interval, throughput, fraction of the roofline.
QStringList timedConfigLines(const QJsonObject& e)
{
    const QJsonObject c = e["candidate"].toObject(), b = e["baseline"].toObject();
    // The SM clock the candidate's calls ran at, where the harness measured it: the GPU sets it by itself
    // (boost, power, heat), and two timings are only comparable knowing it.
    const double smClock = c["sm_clock_mhz"].toDouble(-1);
    const QString clock = smClock > 0 ? QStringLiteral(", SM %1 MHz").arg(smClock, 0, 'f', 0) : QString();
    EvalResult one; // the speedup with its interval, as every view shows it
    one.apply(e);
    const QString speedup = one.configs.isEmpty()
                                ? QStringLiteral("%1x").arg(e["speedup"].toDouble(), 0, 'f', 2)
                                : speedupText(e["speedup"].toDouble(), configInterval(one.configs[0]));
    const double median = c["median_ms"].toDouble();
    const double spreadPercent = 100 * (c["p75_ms"].toDouble() - c["p25_ms"].toDouble()) / std::max(1e-12, median);
    const QString throughput =
        (e["flops"].toDouble() > 0 ? formatSi(e["achieved_flops_per_s"].toDouble(), QStringLiteral("FLOP/s")) + ", "
                                   : QString()) +
        formatSi(e["achieved_bytes_per_s"].toDouble(), QStringLiteral("B/s"));
    QStringList lines{
        QStringLiteral("  %1%2 %3 ms (±%4%)  baseline %5 ms  speedup %6  %7  %8 of roofline  (harness %9 ms/call")
            .arg(pad(e["config"].toString(), 22), e["hidden"].toBool() ? QStringLiteral("*") : QStringLiteral(" "))
            .arg(median, 9, 'f', 4)
            .arg(spreadPercent, 0, 'f', 1)
            .arg(b["median_ms"].toDouble(), 9, 'f', 4)
            .arg(speedup, throughput)
            .arg(QStringLiteral("%1%").arg(100 * e["fraction_of_roofline"].toDouble(), 0, 'f', 1))
            .arg(e["harness_overhead_ms"].toDouble(), 0, 'f', 3) +
        clock + QLatin1Char(')')};
    // A placement-sampled time is a mean over addresses, not a median of calls: said beside it.
    if (const int placements = c["placements"].toInt(); placements > 0)
        lines << QStringLiteral("  %1  mean over %2 buffer addresses; median of all calls %3 ms")
                     .arg(pad(QString(), 23))
                     .arg(placements)
                     .arg(c["calls_median_ms"].toDouble(), 0, 'f', 4);
    // Timed in several processes: the time is the mean of theirs, each listed so a spread shows.
    if (const QJsonArray medians = c["process_medians_ms"].toArray(); medians.size() > 1) {
        QStringList each;
        for (const auto& m : medians)
            each << QString::number(m.toDouble(), 'f', 4);
        lines << QStringLiteral("  %1  mean over %2 processes: %3 ms")
                     .arg(pad(QString(), 23))
                     .arg(medians.size())
                     .arg(each.join(QStringLiteral(", ")));
    }
    return lines;
}

QStringList configLines(const QJsonObject& e)
{
    const bool ownCommands = e.value("source").toString() == kOwnCommandsHarness;
    if (e.value("gate").toString() == QLatin1String("correctness"))
        // The task's own check has no seeds or elements to show; its gate line said what failed.
        return ownCommands ? QStringList() : correctnessLines(e);
    if (ownCommands) // a case of a task judged by its own commands: its report gives times only
        return {QStringLiteral("  %1 %2 ms  baseline %3 ms  speedup %4x")
                    .arg(pad(e["config"].toString(), 22))
                    .arg(e["candidate"]["median_ms"].toDouble(), 9, 'f', 4)
                    .arg(e["baseline"]["median_ms"].toDouble(), 9, 'f', 4)
                    .arg(e["speedup"].toDouble(), 0, 'f', 2)};
    return timedConfigLines(e);
}

QStringList doneLines(const QJsonObject& e)
{
    const QString reason = e["reason"].toString();
    QStringList lines{
        QStringLiteral("verdict: %1%2")
            .arg(e["verdict"].toString(), reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(reason))};
    // Kiln's own verdict (it stopped the harness) has no gate line before it that says why.
    if (e["by"].toString() == QLatin1String("kiln"))
        lines << QStringLiteral("  ") + e["message"].toString();
    return lines;
}

// What the candidate printed, its last lines: for the person or agent debugging it.
QStringList candidateOutputLines(const QJsonObject& e)
{
    QStringList text = e["text"].toString().split(QLatin1Char('\n'));
    while (!text.isEmpty() && text.last().isEmpty())
        text.removeLast();
    QStringList lines;
    if (!e["note"].toString().isEmpty())
        lines << QStringLiteral("candidate output: ") + e["note"].toString();
    else if (!text.isEmpty())
        lines << QStringLiteral("candidate output (last %1 lines):").arg(std::min<qsizetype>(text.size(), 40));
    for (const QString& l : text.mid(std::max<qsizetype>(0, text.size() - 40)))
        lines << QStringLiteral("  | ") + l.left(400);
    return lines;
}

} // namespace

QStringList reportLines(const QJsonObject& e)
{
    const QString kind = e.value("event").toString();
    if (kind == QLatin1String("start"))
        return startLines(e);
    if (kind == QLatin1String("placement"))
        return {QStringLiteral("timed on GPU %1 of the pool").arg(e.value("gpu").toString())};
    if (kind == QLatin1String("gate"))
        return gateLines(e);
    if (kind == QLatin1String("config"))
        return configLines(e);
    if (kind == QLatin1String("flag"))
        return {QStringLiteral("  flag %1: %2").arg(e["flag"].toString(), e["message"].toString())};
    if (kind == QLatin1String("done"))
        return doneLines(e);
    if (kind == QLatin1String("candidate_output"))
        return candidateOutputLines(e);
    if (kind == QLatin1String("diagnostics"))
        return diagnosticsReportLines(e);
    if (kind == QLatin1String("log"))
        return {e.value("line").toString()};
    return {};
}

} // namespace kiln
