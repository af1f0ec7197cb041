// kiln agent-replay (--from DIR... | --tasks-root ROOT | --run RUN --task ID)
// The built-in `replay` agent, run in a workspace like any agent: copies the recorded candidates of
// runners/agents/replaysources.h into the workspace one after the other and submits each through ./kiln-eval.
#include "clicommand.h"

#include "runners/agents/replaysources.h"
#include "runners/toolrun.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace kiln::cli {

int agentReplayCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption from(QStringLiteral("from"), QStringLiteral("Candidate folder (repeatable)."),
                            QStringLiteral("DIR"));
    QCommandLineOption run(QStringLiteral("run"), QStringLiteral("Previous run."), QStringLiteral("RUN"));
    QCommandLineOption task(QStringLiteral("task"), QStringLiteral("Task of the previous run."), QStringLiteral("ID"));
    QCommandLineOption tasksRoot(QStringLiteral("tasks-root"), QStringLiteral("ROOT/<task id>/<candidate>/ folders."),
                                 QStringLiteral("ROOT"));
    p.addOptions({from, run, task, tasksRoot});
    if (!p.parse(args) || (!p.isSet(from) && !p.isSet(tasksRoot) && !(p.isSet(run) && p.isSet(task))))
        return usageExit(p, QStringLiteral("agent-replay"));
    ReplaySources sources;
    sources.folders = p.values(from);
    sources.tasksRoot = p.value(tasksRoot);
    sources.runId = p.value(run);
    sources.taskId = p.isSet(task) ? p.value(task) : qEnvironmentVariable("KILN_TASK_ID");
    QList<ReplayCandidate> candidates;
    QString error;
    bool usage = false;
    if (!replayCandidates(sources, &candidates, &error, &usage)) {
        err(QStringLiteral("replay: %1").arg(error));
        return usage ? 2 : 3;
    }
    if (candidates.isEmpty())
        out(QStringLiteral("replay: no recorded candidates for %1; nothing to submit").arg(sources.taskId));
    int n = 0;
    for (const ReplayCandidate& c : std::as_const(candidates)) {
        out(QStringLiteral("replay: candidate %1 of %2 from %3").arg(++n).arg(candidates.size()).arg(c.name));
        for (auto it = c.files.begin(); it != c.files.end(); ++it) {
            QFile f(QDir::current().filePath(it.key()));
            QDir().mkpath(QFileInfo(f).absolutePath());
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(it.value()) != it.value().size()) {
                err(QStringLiteral("replay: cannot write %1").arg(f.fileName()));
                return 3;
            }
        }
        const ToolResult eval =
            runTool({QDir::current().filePath(QStringLiteral("kiln-eval")), {}, -1, QProcess::ForwardedChannels});
        if (!eval.started) {
            err(QStringLiteral("replay: cannot run ./kiln-eval: %1").arg(eval.why()));
            return 3;
        }
        if (eval.exitCode == 4)
            break; // the budget is spent
    }
    return 0;
}

} // namespace kiln::cli
