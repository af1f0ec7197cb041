// kiln agent-replay (--from DIR... | --tasks-root ROOT | --run RUN --task ID)
// The built-in `replay` agent, run in a workspace like any agent: it copies recorded candidates into the
// workspace one after the other and submits each through ./kiln-eval. Sources are candidate folders (the
// editable files of one candidate each, in the order given), a tree of them for several tasks
// (ROOT/<task id>/<candidate>/, candidates in name order, the task being the workspace's: $KILN_TASK_ID,
// which the run manager sets for every agent), or every agent candidate of a previous Kiln run for a task,
// from that run's repository. For re-scoring, demos and tests.
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>

namespace kiln::cli {

namespace {

// The editable files of a candidate folder, relative paths -> contents.
QMap<QString, QByteArray> folderFiles(const QString& dir)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files[QDir(dir).relativeFilePath(path)] = f.readAll();
    }
    return files;
}

} // namespace

int agentReplayCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption from(QStringLiteral("from"), QStringLiteral("Candidate folder (repeatable)."), QStringLiteral("DIR"));
    QCommandLineOption run(QStringLiteral("run"), QStringLiteral("Previous run."), QStringLiteral("RUN"));
    QCommandLineOption task(QStringLiteral("task"), QStringLiteral("Task of the previous run."), QStringLiteral("ID"));
    QCommandLineOption tasksRoot(QStringLiteral("tasks-root"), QStringLiteral("ROOT/<task id>/<candidate>/ folders."),
                                 QStringLiteral("ROOT"));
    p.addOptions({from, run, task, tasksRoot});
    if (!p.parse(args) || (!p.isSet(from) && !p.isSet(tasksRoot) && !(p.isSet(run) && p.isSet(task))))
        return usageExit(p, QStringLiteral("agent-replay"));
    QStringList folders = p.values(from);
    if (p.isSet(tasksRoot)) {
        const QString taskId = qEnvironmentVariable("KILN_TASK_ID");
        if (taskId.isEmpty()) {
            err(QStringLiteral("replay: --tasks-root needs $KILN_TASK_ID (the run manager sets it for its agents)"));
            return 2;
        }
        const QDir taskDir(QDir(p.value(tasksRoot)).filePath(taskId));
        const QStringList names = taskDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        if (names.isEmpty())
            out(QStringLiteral("replay: no recorded candidates for %1 in %2; nothing to submit").arg(taskId, p.value(tasksRoot)));
        for (const QString& name : names)
            folders << taskDir.filePath(name);
    }
    QList<QPair<QString, QMap<QString, QByteArray>>> candidates;
    for (const QString& dir : folders) {
        if (!QDir(dir).exists()) {
            err(QStringLiteral("replay: %1 is not a folder").arg(dir));
            return 2;
        }
        candidates.append({dir, folderFiles(dir)});
    }
    if (p.isSet(run)) {
        const RunFolder folder(RunFolder::pathFor(p.value(run)));
        CandidateRepo repo;
        QString error;
        if (!repo.open(folder.repoPath(), &error)) {
            err(QStringLiteral("replay: %1").arg(error));
            return 3;
        }
        for (const QString& commit : repo.history(p.value(task))) {
            const auto files = repo.files(commit, &error);
            if (files)
                candidates.append({commit.left(12), *files});
        }
    }
    int n = 0;
    for (const auto& [name, files] : candidates) {
        out(QStringLiteral("replay: candidate %1 of %2 from %3").arg(++n).arg(candidates.size()).arg(name));
        for (auto it = files.begin(); it != files.end(); ++it) {
            QFile f(QDir::current().filePath(it.key()));
            QDir().mkpath(QFileInfo(f).absolutePath());
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(it.value()) != it.value().size()) {
                err(QStringLiteral("replay: cannot write %1").arg(f.fileName()));
                return 3;
            }
        }
        QProcess eval;
        eval.setProcessChannelMode(QProcess::ForwardedChannels);
        eval.start(QDir::current().filePath(QStringLiteral("kiln-eval")), QStringList{});
        eval.waitForFinished(-1);
        if (eval.exitCode() == 4)
            break; // the budget is spent
    }
    return 0;
}

} // namespace kiln::cli
