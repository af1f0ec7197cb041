// kiln agent-tune [--tunable NAME=v1,v2,...]... [--budget-evals N]
// The built-in `tune` agent, run as its own process in a workspace like any agent: the search of
// runners/agents/tunesearch.h over the task's tunables, each point submitted through ./kiln-eval. Needs no
// network.
#include "clicommand.h"

#include "runners/agents/tunesearch.h"
#include "runners/toolrun.h"

#include <QCommandLineParser>
#include <QDir>

namespace kiln::cli {

namespace {

TuneOutcome submit(const TunePoint& point)
{
    QStringList args{QStringLiteral("--json")};
    for (auto it = point.begin(); it != point.end(); ++it)
        args << QStringLiteral("-D") << QStringLiteral("%1=%2").arg(it.key(), it.value());
    out(QStringLiteral("tune: trying %1")
            .arg(point.isEmpty() ? QStringLiteral("the baseline as it is") : tunePointText(point)));
    // No time limit: an evaluation may wait for a GPU behind other runs; the run's own budget governs.
    const ToolResult ran =
        runTool({QDir::current().filePath(QStringLiteral("kiln-eval")), args, -1, QProcess::ForwardedErrorChannel});
    if (!ran.started || ran.exitCode < 0) {
        err(QStringLiteral("tune: cannot run ./kiln-eval: %1").arg(ran.why()));
        return {};
    }
    const TuneOutcome o = tuneOutcomeFromReport(ran.exitCode, ran.out);
    out(QStringLiteral("tune: %1, speedup %2x")
            .arg(o.pass ? QStringLiteral("pass") : QStringLiteral("not passing"))
            .arg(o.speedup, 0, 'f', 3));
    return o;
}

} // namespace

int agentTuneCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption tunable(
        QStringLiteral("tunable"),
        QStringLiteral("A tunable and the values to try: NAME=v1,v2,... (repeatable; default: the task's own)."),
        QStringLiteral("SPEC"));
    // --budget-evals as in `kiln run`; --budget, its older name, is what seconds mean elsewhere.
    QCommandLineOption budget({QStringLiteral("budget-evals"), QStringLiteral("budget")},
                              QStringLiteral("Evaluations at most (default 10)."), QStringLiteral("N"),
                              QStringLiteral("10"));
    p.addOptions({tunable, budget});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("agent-tune"));
    TuneSpace space;
    for (const QString& spec : p.values(tunable)) {
        const qsizetype eq = spec.indexOf('=');
        const QStringList values = spec.mid(eq + 1).split(',', Qt::SkipEmptyParts);
        if (eq <= 0 || values.isEmpty()) {
            err(QStringLiteral(
                    "kiln agent-tune: --tunable '%1' names no values; write NAME=v1,v2,... (e.g. BLOCK=128,256)")
                    .arg(spec));
            return 2;
        }
        space.append({spec.left(eq), values});
    }
    const TuneResult r = tuneSearch(space, p.value(budget).toInt(), submit);
    out(QStringLiteral("tune: best %1 at %2x after %3 evaluations")
            .arg(r.best.isEmpty() ? QStringLiteral("baseline") : tunePointText(r.best))
            .arg(r.bestSpeedup, 0, 'f', 3)
            .arg(r.evaluations));
    return 0;
}

} // namespace kiln::cli
