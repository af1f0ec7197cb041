#include "patchevidence.h"

#include "model/evaluation/speedupnoise.h"
#include "model/units.h"

namespace kiln {

namespace {

QString timeText(const TimingStats& t)
{
    return t.medianMs > 0 ? formatSeconds(t.medianMs / 1e3) : QStringLiteral("-");
}

QString configLine(const ConfigResult& c)
{
    QString status = gateStatusName(c.correctness);
    if (!c.timed)
        return QStringLiteral("  %1  correctness %2, not timed").arg(c.name, -22).arg(status);
    return QStringLiteral("  %1  %2 against %3  %4")
        .arg(c.name, -22)
        .arg(timeText(c.candidate), 10)
        .arg(timeText(c.baseline), 10)
        .arg(speedupText(c.speedup, configInterval(c)));
}

// No line of the message may read as the end of it or the start of another mail.
QString safeLine(QString line)
{
    if (line.startsWith(QLatin1String("---")) || line.startsWith(QLatin1String("diff ")) ||
        line.startsWith(QLatin1String("From ")) || line.startsWith(QLatin1String("Index: ")))
        line.prepend(QLatin1String("  "));
    return line;
}

} // namespace

PatchEvidence patchEvidence(const Task& task, const RunRecord& run, const CandidateRecord& candidate,
                            const EvalResult& result, const std::optional<ReviewRecord>& review,
                            const QString& reviewer)
{
    const SpeedupInterval geoCi = result.speedupGeomeanCi();
    PatchEvidence e;
    const QString what = candidate.role == QLatin1String("dispatcher")
                             ? QStringLiteral("per-shape dispatcher %1 of run %2").arg(candidate.seq).arg(run.id)
                             : QStringLiteral("candidate %1 of run %2").arg(candidate.seq).arg(run.id);
    e.subject = QStringLiteral("%1: %2, %3").arg(task.id, what, speedupText(result.speedupGeomean, geoCi));
    QStringList b;
    b << QStringLiteral("Kiln's evidence for the %1 (agent %2), evaluated on %3 with %4.")
             .arg(what, run.agent.isEmpty() ? QStringLiteral("unknown") : run.agent,
                  result.deviceLabel().isEmpty() ? QStringLiteral("an unnamed device") : result.deviceLabel(),
                  result.harness.isEmpty() ? QStringLiteral("the harness") : result.harness);
    b << QStringLiteral("Verdict: %1%2. Geometric-mean speedup over the task's baseline: %3 (%4).")
             .arg(result.verdict.isEmpty() ? QStringLiteral("unknown") : result.verdict,
                  result.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(result.reason),
                  speedupText(result.speedupGeomean, geoCi), speedName(classifySpeed(geoCi)).replace('_', ' '));
    for (const QString& f : candidate.flags)
        if (f.startsWith(QLatin1String("tunables:")))
            b << QStringLiteral("Tunables: %1").arg(f.mid(9));
    for (const bool hidden : {false, true}) {
        QStringList lines;
        int correct = 0, total = 0;
        for (const ConfigResult& c : result.configs)
            if (c.hidden == hidden) {
                lines << configLine(c);
                ++total;
                correct += c.correctness == GateStatus::Pass ? 1 : 0;
            }
        if (hidden) {
            b << QString()
              << (total == 0 ? QStringLiteral("Hidden configurations (never shown to the agent): not evaluated.")
                             : QStringLiteral("Hidden configurations (never shown to the agent): %1 of %2 correct, "
                                              "candidate against baseline medians, speedup (95% interval):")
                                   .arg(correct)
                                   .arg(total));
        } else {
            b << QString()
              << QStringLiteral("Visible configurations, candidate against baseline medians, speedup (95% interval):");
        }
        b << lines;
    }
    QStringList flags;
    for (const EvalFlag& f : result.flags)
        flags << f.label();
    b << QString()
      << QStringLiteral("Flags: %1").arg(flags.isEmpty() ? QStringLiteral("none") : flags.join(QStringLiteral(", ")));
    if (review)
        b << QStringLiteral("Review: %1 by %2 on %3%4")
                 .arg(review->verdict, reviewer, review->at.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")),
                      review->comment.isEmpty() ? QString()
                                                : QStringLiteral(": \"%1\"").arg(review->comment.simplified()));
    else
        b << QStringLiteral("Review: none (exported before a person reviewed it)");
    b << QString() << QStringLiteral("Kiln-Run: %1").arg(run.id)
      << QStringLiteral("Kiln-Candidate: %1").arg(candidate.id);
    if (!candidate.commitId.isEmpty())
        b << QStringLiteral("Kiln-Commit: %1").arg(candidate.commitId);
    for (QString& line : b)
        line = safeLine(line);
    e.body = b.join('\n');
    return e;
}

} // namespace kiln
