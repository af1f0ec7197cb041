// kiln run --agent NAME --tasks ID|GLOB... [--model M] [--effort E] [--budget-evals N] [--timeout S]
//          [--mode agentic|iterative] [--iterations N] [--command TEMPLATE] [--agent-arg ARG]...
//          [--parallel N] [--unconfined] [--suite DIR]... [--executor local|slurm|ssh:NAME]
// A run from the command line, driven by the same RunManager as the window: a fresh workspace per task, the
// agent in it (inside bubblewrap where that works), every ./kiln-eval evaluated and recorded, then final
// scoring of the best and final candidates on visible AND hidden configurations. A progress line per
// event worth knowing (a bar on a terminal), and a table at the end.
// kiln runs resume RUN goes through runResume() below with the same progress output.
#include "clicommand.h"

#include "model/evaluation/speedupnoise.h"

#include "model/evaluation/commandjudge.h"
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/agents/agentadapter.h"
#include "runners/runs/resourcepool.h"
#include "runners/runs/runmanager.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QThread>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace kiln::cli {

namespace {

// Follows a run until it ends and prints what happens; returns the exit code.
int follow(RunManager& manager, RunStore& store, const QString& runId, int taskCount)
{
    const bool tty = ::isatty(STDOUT_FILENO);
    int finished = 0, candidates = 0;
    QElapsedTimer clock;
    clock.start();
    auto progress = [&] {
        if (!tty)
            return;
        const int width = 30, filled = taskCount ? width * finished / taskCount : width;
        std::fprintf(stdout, "\r[%s%s] %d/%d tasks, %d candidates, %.0f s ", QByteArray(filled, '#').constData(),
                     QByteArray(width - filled, '.').constData(), finished, taskCount, candidates,
                     clock.elapsed() / 1000.0);
        std::fflush(stdout);
    };
    auto line = [&](const QString& s) {
        if (tty)
            std::fputs("\r\033[K", stdout);
        out(s);
        progress();
    };
    QObject::connect(&manager, &RunManager::jobStarted,
                     [&](const QString&, const QString& task) { line(QStringLiteral("%1: agent working").arg(task)); });
    QObject::connect(&manager, &RunManager::candidateEvaluated, [&](const CandidateRecord& c, const EvalResult& r) {
        candidates += c.role == QLatin1String("agent");
        line(QStringLiteral("%1: %2 %3 on %4 configurations: %5%6, speedup %7")
                 .arg(c.taskId, c.role == QLatin1String("agent") ? QStringLiteral("candidate") : c.role)
                 .arg(c.seq)
                 .arg(c.configs, r.verdict, r.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(r.reason))
                 .arg(speedupText(r.speedupGeomean, r.speedupGeomeanCi())));
    });
    QObject::connect(&manager, &RunManager::jobFinished,
                     [&](const QString&, const QString& task, const QString& status, const QString& note) {
                         ++finished;
                         line(QStringLiteral("%1: %2%3")
                                  .arg(task, status, note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(note)));
                     });
    QObject::connect(&manager, &RunManager::logLine, [&](const QString&, const QString& task, const QString& text) {
        line(QStringLiteral("%1: %2").arg(task, text));
    });
    QString finalStatus;
    QObject::connect(&manager, &RunManager::runFinished, [&](const QString& id, const QString& status) {
        if (id == runId) {
            finalStatus = status;
            QCoreApplication::quit();
        }
    });
    // Ctrl+C (or SIGTERM) cancels the run: agents stopped, nothing half-recorded. The handler only writes a
    // byte to a socket pair (async-signal-safe); the event loop reads it and cancels.
    static int signalPipe[2] = {-1, -1};
    if (signalPipe[0] < 0 && ::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) == 0) {
        auto* notifier = new QSocketNotifier(signalPipe[1], QSocketNotifier::Read, &manager);
        QObject::connect(notifier, &QSocketNotifier::activated, &manager, [&manager, runId] {
            char c;
            (void)!::read(signalPipe[1], &c, 1);
            manager.cancelRun(runId);
        });
        const auto onSignal = [](int) {
            const char c = 1;
            (void)!::write(signalPipe[0], &c, 1);
        };
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
    progress();
    QCoreApplication::exec();
    if (tty)
        std::fputs("\r\033[K", stdout);

    out(QString());
    out(QStringLiteral("%1 %2 %3 %4 %5")
            .arg(QStringLiteral("task").leftJustified(32), QStringLiteral("evals").leftJustified(6),
                 QStringLiteral("best (visible)").leftJustified(34),
                 QStringLiteral("final score (all)").leftJustified(42), QStringLiteral("hidden correct")));
    const QList<CandidateRecord> all = store.candidates(runId);
    QMap<QString, QList<CandidateRecord>> byTask;
    for (const auto& c : all)
        byTask[c.taskId] << c;
    for (auto it = byTask.begin(); it != byTask.end(); ++it) {
        int evals = 0;
        const CandidateRecord* bestVisible = nullptr; // chosen as the run chose it (RunManager::score)
        QString finalScore = QStringLiteral("no passing candidate");
        QString hidden = QStringLiteral("no");
        for (const auto& c : it.value()) {
            if (c.role == QLatin1String("agent")) {
                ++evals;
                if (c.verdict == QLatin1String("pass") && !c.tampered &&
                    conservativeSpeedup(c.speedupGeomean, c.speedupCi) >
                        (bestVisible ? bestVisible->speedupGeomean : 0))
                    bestVisible = &c;
            } else if (c.role == QLatin1String("best")) {
                finalScore = QStringLiteral("%1, %2").arg(c.verdict, speedupText(c.speedupGeomean, c.speedupCi));
                const EvalResult r = store.evaluation(c.id);
                bool any = false, ok = true;
                for (const auto& cfg : r.configs)
                    if (cfg.hidden) {
                        any = true;
                        ok = ok && cfg.correctness == GateStatus::Pass;
                    }
                hidden = r.harness == kOwnCommandsHarness ? QStringLiteral("none (own commands)") // nothing is hidden
                         : any && ok                      ? QStringLiteral("yes")
                                                          : QStringLiteral("no");
            }
        }
        out(QStringLiteral("%1 %2 %3 %4 %5")
                .arg(it.key().leftJustified(32), QString::number(evals).leftJustified(6),
                     (bestVisible ? speedupText(bestVisible->speedupGeomean, bestVisible->speedupCi)
                                  : QStringLiteral("-"))
                         .leftJustified(34),
                     finalScore.leftJustified(42), hidden));
    }
    out(QStringLiteral("run %1 %2; kiln runs show %1 lists every candidate").arg(runId, finalStatus));
    return finalStatus == QLatin1String("finished") ? 0 : 1;
}

struct Setup
{
    RunStore store;
    std::unique_ptr<ResourcePool> pool;
    std::unique_ptr<RunManager> manager;
};

bool setUp(Setup& s, int parallel, QString* error)
{
    if (!s.store.open(storePath(), error))
        return false;
    s.pool = std::make_unique<ResourcePool>(QThread::idealThreadCount(), ResourcePool::detectGpus());
    s.manager = std::make_unique<RunManager>(&s.store, s.pool.get());
    s.manager->setMaxConcurrentAgents(parallel);
    if (!s.manager->init(error))
        return false;
    s.manager->recoverInterruptedRuns();
    return true;
}

} // namespace

int runCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption agent(QStringLiteral("agent"),
                             QStringLiteral("The agent: %1.").arg(agentNames().join(QStringLiteral(", "))),
                             QStringLiteral("NAME"));
    QCommandLineOption tasks(QStringLiteral("tasks"), QStringLiteral("Task ids or globs (repeatable)."),
                             QStringLiteral("ID|GLOB"));
    QCommandLineOption model(QStringLiteral("model"),
                             QStringLiteral("The model the agent uses (its own default when none)."),
                             QStringLiteral("M"));
    QCommandLineOption effort(QStringLiteral("effort"), QStringLiteral("Reasoning effort."), QStringLiteral("E"));
    QCommandLineOption command(
        QStringLiteral("command"),
        QStringLiteral("--agent command: the command line, with {workspace} {prompt} {model} {iteration}."),
        QStringLiteral("TEMPLATE"));
    QCommandLineOption agentArg(QStringLiteral("agent-arg"),
                                QStringLiteral("An extra argument for the agent's CLI (repeatable)."),
                                QStringLiteral("ARG"));
    QCommandLineOption evals(QStringLiteral("budget-evals"), QStringLiteral("Evaluations per task (default 10)."),
                             QStringLiteral("N"), QStringLiteral("10"));
    QCommandLineOption timeout(QStringLiteral("timeout"), QStringLiteral("Seconds per task (default 1800)."),
                               QStringLiteral("S"), QStringLiteral("1800"));
    QCommandLineOption mode(
        QStringLiteral("mode"),
        QStringLiteral("agentic (default: the agent calls ./kiln-eval) or iterative (Kiln evaluates between calls)."),
        QStringLiteral("MODE"), QStringLiteral("agentic"));
    QCommandLineOption iterations(QStringLiteral("iterations"),
                                  QStringLiteral("--mode iterative: agent calls per task (default 5)."),
                                  QStringLiteral("N"), QStringLiteral("5"));
    QCommandLineOption parallel(QStringLiteral("parallel"), QStringLiteral("Agents at once (default 2)."),
                                QStringLiteral("N"), QStringLiteral("2"));
    QCommandLineOption unconfined(QStringLiteral("unconfined"),
                                  QStringLiteral("Run agents and candidates without bubblewrap."));
    const QCommandLineOption suite = suiteOption();
    QCommandLineOption executor(QStringLiteral("executor"), QStringLiteral("Where evaluations run (kiln remote list)."),
                                QStringLiteral("local|slurm|ssh:NAME"), QStringLiteral("local"));
    p.addOptions({agent, tasks, model, effort, command, agentArg, evals, timeout, mode, iterations, parallel,
                  unconfined, suite});
    p.addOption(executor);
    QCommandLineOption agentHost(QStringLiteral("agent-host"),
                                 QStringLiteral("Run the agent itself on an SSH host (runners/remote/remoteagent.h)."),
                                 QStringLiteral("ssh:NAME"));
    p.addOption(agentHost);
    p.addPositionalArgument(QStringLiteral("globs"), QStringLiteral("More task ids or globs."));
    if (!p.parse(args) || !p.isSet(agent) || (!p.isSet(tasks) && p.positionalArguments().isEmpty()))
        return usageExit(p, QStringLiteral("run"));
    RunSpec spec;
    RunConfig& config = spec.config;
    config.agent = p.value(agent);
    QString error;
    if (!makeAgentAdapter(config.agent, &error)) {
        err(QStringLiteral("kiln run: %1").arg(error));
        return 2;
    }
    if (config.agent == QLatin1String("command") && !p.isSet(command)) {
        err(QStringLiteral(
            "kiln run --agent command needs --command TEMPLATE (placeholders {workspace} {prompt} {model} "
            "{iteration})"));
        return 2;
    }
    if (p.value(mode) != QLatin1String("agentic") && p.value(mode) != QLatin1String("iterative")) {
        err(QStringLiteral("kiln run: --mode is agentic or iterative, not '%1'").arg(p.value(mode)));
        return 2;
    }
    config.suites = QStringList{bundledSuiteDir()} + p.values(suite);
    config.budgetEvals = std::max(1, p.value(evals).toInt());
    config.timeoutS = std::max(1, p.value(timeout).toInt());
    config.model = p.value(model);
    config.effort = p.value(effort);
    config.commandTemplate = p.value(command);
    config.extraArgs = p.values(agentArg);
    config.mode = p.value(mode);
    config.iterations = std::max(1, p.value(iterations).toInt());
    config.confine = !p.isSet(unconfined);
    config.executor = p.value(executor);
    config.agentHost = p.value(agentHost);
    const QStringList patterns = p.values(tasks) + p.positionalArguments();
    for (const QString& dir : config.suites) {
        const Suite s = loadSuite(dir);
        for (const Task& t : s.tasks)
            for (const QString& pat : patterns)
                if (QRegularExpression(QRegularExpression::wildcardToRegularExpression(pat)).match(t.id).hasMatch()) {
                    spec.tasks << t;
                    break;
                }
    }
    if (spec.tasks.isEmpty()) {
        err(QStringLiteral("kiln run: no task matches %1; 'kiln tasks list' shows the ids").arg(patterns.join(' ')));
        return 2;
    }
    Setup s;
    if (!setUp(s, std::max(1, p.value(parallel).toInt()), &error)) {
        err(QStringLiteral("kiln run: %1").arg(error));
        return 3;
    }
    const auto runId = s.manager->startRun(spec, &error);
    if (!runId) {
        err(QStringLiteral("kiln run: %1").arg(error));
        return 3;
    }
    out(QStringLiteral("run %1: agent %2, %3 task(s), %4 evaluations and %5 s per task, evaluated on %7; folder %6")
            .arg(*runId, config.agent)
            .arg(spec.tasks.size())
            .arg(config.budgetEvals)
            .arg(config.timeoutS)
            .arg(RunFolder::pathFor(*runId), config.executor));
    if (const QString note = s.manager->confinementNote(); !note.isEmpty() && config.confine)
        out(QStringLiteral("note: %1").arg(note));
    return follow(*s.manager, s.store, *runId, static_cast<int>(spec.tasks.size()));
}

int runResume(const QString& runId)
{
    Setup s;
    QString error;
    if (!setUp(s, 2, &error)) {
        err(QStringLiteral("kiln runs resume: %1").arg(error));
        return 3;
    }
    const auto rec = s.store.run(runId);
    if (!s.manager->resumeRun(runId, &error)) {
        err(QStringLiteral("kiln runs resume: %1").arg(error));
        return 3;
    }
    out(QStringLiteral("run %1 resumed: %2 task(s) to finish").arg(runId).arg(s.manager->queuedJobs()));
    return follow(*s.manager, s.store, runId, s.manager->queuedJobs());
}

} // namespace kiln::cli
