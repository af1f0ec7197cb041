// kiln run --agent tune|command --tasks ID|GLOB... [--command TEMPLATE] [--budget-evals N] [--timeout S]
//          [--suite DIR]...
// A run from the command line: a fresh workspace per task, the agent started in it as its own process group
// under a wall-clock budget, every ./kiln-eval it makes recorded, then final scoring: the best and the final
// candidate re-evaluated from their commits on visible AND hidden configurations. One progress line per task
// and a table at the end. The command template may use {workspace} and {prompt}.
#include "clicommand.h"
#include "evalreport.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>

#include <csignal>

namespace kiln::cli {

namespace {

QString kilnEvalScript(const QString& runId, const QString& taskId)
{
    return QStringLiteral("#!/bin/sh\n# Evaluates the kernel in this folder and prints the report (Kiln).\n"
                          "exec '%1' eval-candidate --run '%2' --task '%3' \"$@\"\n")
        .arg(QCoreApplication::applicationFilePath(), runId, taskId);
}

QStringList agentCommand(const QString& agent, const Task& task, const RunConfig& config, const QString& templ,
                         const QString& workspace)
{
    if (agent == QLatin1String("tune")) {
        QStringList args{QStringLiteral("agent-tune"), QStringLiteral("--budget"), QString::number(config.budgetEvals)};
        for (const auto& t : task.tunables)
            args << QStringLiteral("--tunable") << QStringLiteral("%1=%2").arg(t.name, t.values.join(','));
        return QStringList{QCoreApplication::applicationFilePath()} + args;
    }
    QString cmd = templ;
    cmd.replace(QLatin1String("{workspace}"), workspace);
    cmd.replace(QLatin1String("{prompt}"), QDir(workspace).filePath(QStringLiteral("prompt.md")));
    return {QStringLiteral("/bin/sh"), QStringLiteral("-c"), cmd};
}

// Runs the agent in its workspace, in its own process group, killed (TERM, then KILL) past the timeout.
QString runAgent(const QStringList& command, const QString& workspace, int timeoutS, const QString& logPath)
{
    QProcess p;
    p.setWorkingDirectory(workspace);
    p.setStandardOutputFile(logPath);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setChildProcessModifier([] { setpgid(0, 0); });
    p.start(command.first(), command.mid(1));
    if (!p.waitForStarted(10000))
        return QStringLiteral("the agent did not start: %1").arg(p.errorString());
    if (!p.waitForFinished(timeoutS * 1000)) {
        ::kill(-static_cast<pid_t>(p.processId()), SIGTERM);
        if (!p.waitForFinished(5000))
            ::kill(-static_cast<pid_t>(p.processId()), SIGKILL);
        p.waitForFinished(5000);
        return QStringLiteral("stopped at the %1 s wall-clock budget").arg(timeoutS);
    }
    return p.exitCode() == 0 ? QString() : QStringLiteral("the agent exited with code %1").arg(p.exitCode());
}

struct Scored {
    qint64 id = 0;
    EvalResult result;
};

// Re-evaluates a committed candidate on every configuration from a clean copy.
Scored scoreFinal(RunStore& store, const RunFolder& folder, const Task& task, const CandidateRecord& c, const QString& role)
{
    Scored s;
    CandidateRepo repo;
    QString error;
    if (!repo.open(folder.repoPath(), &error))
        return s;
    const auto files = repo.files(c.commitId, &error);
    if (!files)
        return s;
    const QString clean = QDir(folder.path()).filePath(QStringLiteral("final/%1/%2").arg(taskSlug(task.id), role));
    if (!writeFiles(*files, clean, &error))
        return s;
    EvalOptions o;
    o.configs = QStringLiteral("all");
    o.candidateDir = clean;
    o.workDir = clean + QStringLiteral("/build");
    o.device = deviceSpecFor(task.backend, {}, &error);
    o.budgetSeconds = 1.0;
    for (const QString& f : c.flags)
        if (f.startsWith(QLatin1String("tunables:")))
            for (const QString& d : f.mid(9).split(' ', Qt::SkipEmptyParts))
                o.tunables[d.section('=', 0, 0)] = d.section('=', 1);
    const auto request = buildEvalRequest(task, o, &error);
    if (!request)
        return s;
    s.result = runHarness(*request, clean + QStringLiteral("/request.json"), [](const QJsonObject&) {});
    CandidateRecord fc = c;
    fc.role = role;
    fc.configs = QStringLiteral("all");
    fc.flags.removeIf([](const QString& f) { return !f.startsWith(QLatin1String("tunables:")) && f != QLatin1String("tampered"); });
    s.id = store.addCandidate(fc, s.result, &error);
    return s;
}

bool hiddenCorrect(const EvalResult& r)
{
    bool any = false;
    for (const auto& c : r.configs)
        if (c.hidden) {
            any = true;
            if (c.correctness != GateStatus::Pass)
                return false;
        }
    return any;
}

} // namespace

int runCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption agent(QStringLiteral("agent"), QStringLiteral("tune or command."), QStringLiteral("NAME"));
    QCommandLineOption tasks(QStringLiteral("tasks"), QStringLiteral("Task ids or globs (repeatable)."), QStringLiteral("ID|GLOB"));
    QCommandLineOption command(QStringLiteral("command"), QStringLiteral("Agent command template."), QStringLiteral("TEMPLATE"));
    QCommandLineOption evals(QStringLiteral("budget-evals"), QStringLiteral("Evaluations per task."), QStringLiteral("N"), QStringLiteral("10"));
    QCommandLineOption timeout(QStringLiteral("timeout"), QStringLiteral("Seconds per task."), QStringLiteral("S"), QStringLiteral("1800"));
    QCommandLineOption suite(QStringLiteral("suite"), QStringLiteral("Extra suite folder."), QStringLiteral("DIR"));
    p.addOptions({agent, tasks, command, evals, timeout, suite});
    const QString usage = QStringLiteral("usage: kiln run --agent tune|command --tasks ID|GLOB... [--command TEMPLATE] "
                                         "[--budget-evals N] [--timeout S] [--suite DIR]...");
    p.addPositionalArgument(QStringLiteral("globs"), QStringLiteral("More task ids or globs."));
    if (!p.parse(args) || !p.isSet(agent) || (!p.isSet(tasks) && p.positionalArguments().isEmpty())) {
        err(usage);
        return 2;
    }
    const QString agentName = p.value(agent);
    if (agentName != QLatin1String("tune") && agentName != QLatin1String("command")) {
        err(QStringLiteral("kiln run: agent '%1' is not available here yet; use tune or command").arg(agentName));
        return 2;
    }
    if (agentName == QLatin1String("command") && !p.isSet(command)) {
        err(QStringLiteral("kiln run --agent command needs --command TEMPLATE (placeholders {workspace} {prompt})"));
        return 2;
    }
    RunConfig config;
    config.agent = agentName;
    config.suites = QStringList{bundledSuiteDir()} + p.values(suite);
    config.budgetEvals = std::max(1, p.value(evals).toInt());
    config.timeoutS = std::max(1, p.value(timeout).toInt());
    QList<Task> chosen;
    const QStringList patterns = p.values(tasks) + p.positionalArguments();
    for (const QString& dir : config.suites) {
        const Suite s = loadSuite(dir);
        for (const Task& t : s.tasks)
            for (const QString& pat : patterns)
                if (QRegularExpression(QRegularExpression::wildcardToRegularExpression(pat)).match(t.id).hasMatch()) {
                    if (!t.isCommand())
                        chosen << t;
                    break;
                }
    }
    if (chosen.isEmpty()) {
        err(QStringLiteral("kiln run: no task matches %1; 'kiln tasks list' shows the ids").arg(patterns.join(' ')));
        return 2;
    }
    for (const Task& t : chosen)
        config.tasks << t.id;

    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln run: %1").arg(error));
        return 3;
    }
    config.runId = newRunId();
    const RunFolder folder(RunFolder::pathFor(config.runId));
    RunRecord run;
    run.id = config.runId;
    run.agent = agentName;
    run.mode = QStringLiteral("agentic");
    run.status = QStringLiteral("running");
    run.executor = QStringLiteral("local");
    run.folder = folder.path();
    run.budget = QString::fromUtf8(QJsonDocument(config.toJson().value("budget").toObject()).toJson(QJsonDocument::Compact));
    if (!folder.writeConfig(config, &error) || !store.addRun(run, &error)) {
        err(QStringLiteral("kiln run: %1").arg(error));
        return 3;
    }
    out(QStringLiteral("run %1: agent %2, %3 task(s), %4 evaluations and %5 s per task; folder %6")
            .arg(config.runId, agentName)
            .arg(chosen.size())
            .arg(config.budgetEvals)
            .arg(config.timeoutS)
            .arg(folder.path()));

    struct Row {
        QString task;
        int evals = 0;
        double bestVisible = 0;
        QString finalVerdict;
        bool hidden = false;
        QString note;
    };
    QList<Row> rows;
    for (int i = 0; i < chosen.size(); ++i) {
        const Task& task = chosen[i];
        Row row;
        row.task = task.id;
        const auto ws = createWorkspace(task, folder.workspacePath(task.id),
                                        {QStringLiteral("%1 evaluations through ./kiln-eval, %2 seconds of wall clock")
                                             .arg(config.budgetEvals)
                                             .arg(config.timeoutS),
                                         kilnEvalScript(config.runId, task.id)},
                                        &error);
        if (!ws || !folder.saveWorkspace(task.id, *ws, &error)) {
            row.note = error;
            rows << row;
            continue;
        }
        out(QStringLiteral("[%1/%2] %3: agent working ...").arg(i + 1).arg(chosen.size()).arg(task.id));
        QElapsedTimer timer;
        timer.start();
        row.note = runAgent(agentCommand(agentName, task, config, p.value(command), ws->folder), ws->folder,
                            config.timeoutS, QDir(folder.path()).filePath(QStringLiteral("agent-%1.log").arg(taskSlug(task.id))));
        const QList<CandidateRecord> cands = store.candidates(config.runId, task.id);
        const CandidateRecord* best = nullptr;
        const CandidateRecord* last = nullptr;
        for (const auto& c : cands) {
            if (c.role != QLatin1String("agent"))
                continue;
            ++row.evals;
            last = &c;
            if (c.verdict == QLatin1String("pass") && !c.tampered && (!best || c.speedupGeomean > best->speedupGeomean))
                best = &c;
        }
        row.bestVisible = best ? best->speedupGeomean : 0;
        Scored bestScore, finalScore;
        if (best)
            bestScore = scoreFinal(store, folder, task, *best, QStringLiteral("best"));
        if (last && (!best || last->id != best->id))
            finalScore = scoreFinal(store, folder, task, *last, QStringLiteral("final"));
        else
            finalScore = bestScore;
        row.finalVerdict = best ? bestScore.result.verdict : QStringLiteral("no passing candidate");
        row.hidden = best && hiddenCorrect(bestScore.result);
        store.setTaskResult(config.runId, task.id, best ? QStringLiteral("scored") : QStringLiteral("failed"), bestScore.id,
                            finalScore.id);
        out(QStringLiteral("[%1/%2] %3: %4 evaluations in %5 s, best %6x on visible, %7 on all configurations%8")
                .arg(i + 1)
                .arg(chosen.size())
                .arg(task.id)
                .arg(row.evals)
                .arg(timer.elapsed() / 1000.0, 0, 'f', 1)
                .arg(row.bestVisible, 0, 'f', 2)
                .arg(row.finalVerdict, row.note.isEmpty() ? QString() : QStringLiteral(" (") + row.note + ')'));
        rows << row;
    }
    store.setRunStatus(config.runId, QStringLiteral("finished"));
    out(QString());
    out(QStringLiteral("%1 %2 %3 %4 %5").arg(QStringLiteral("task").leftJustified(32), QStringLiteral("evals").leftJustified(6),
                                            QStringLiteral("best (visible)").leftJustified(15), QStringLiteral("final score").leftJustified(22),
                                            QStringLiteral("hidden correct")));
    for (const Row& r : rows)
        out(QStringLiteral("%1 %2 %3 %4 %5")
                .arg(r.task.leftJustified(32), QString::number(r.evals).leftJustified(6),
                     (QString::number(r.bestVisible, 'f', 2) + 'x').leftJustified(15), r.finalVerdict.leftJustified(22),
                     r.hidden ? QStringLiteral("yes") : QStringLiteral("no")));
    out(QStringLiteral("kiln runs show %1 lists every candidate").arg(config.runId));
    return 0;
}

} // namespace kiln::cli
