#include "commandgatesrun.h"

#include "runners/evaluation/commandcases.h"
#include "runners/runs/commandtaskfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <csignal>
#include <unistd.h>

namespace kiln {

using namespace commandcases;

namespace {

constexpr qsizetype kMaxOutput = 4 * 1024 * 1024; // per command; the tail is kept
constexpr int kTailLines = 30;

QJsonArray jsonList(const QStringList& l)
{
    return QJsonArray::fromStringList(l);
}

QStringList stringList(const QJsonValue& v)
{
    QStringList l;
    for (const auto& x : v.toArray())
        l << x.toString();
    return l;
}

QString tail(const QString& output, int lines = kTailLines)
{
    QStringList l = output.trimmed().split(QLatin1Char('\n'));
    if (l.size() > lines)
        l = l.mid(l.size() - lines);
    return l.join(QLatin1Char('\n'));
}

} // namespace

bool isCommandRequest(const QJsonObject& request)
{
    return request.contains(QStringLiteral("commands"));
}

std::optional<EvalRequest> buildCommandRequest(const Task& task, const EvalOptions& o, QString* error)
{
    if (!task.commandGates) {
        *error = QStringLiteral("'%1' is a command task without commands (its config.yaml was not read)").arg(task.id);
        return std::nullopt;
    }
    const CommandGates& g = *task.commandGates;
    const QString shared = !o.sharedObjectsDir.isEmpty() ? o.sharedObjectsDir : o.workDir;
    if (shared.isEmpty() || (o.candidateDir.isEmpty() && o.workDir.isEmpty())) {
        *error = QStringLiteral("'%1': a command task is evaluated in a work folder; none was given").arg(task.id);
        return std::nullopt;
    }
    const QString candidate = o.candidateDir.isEmpty() ? QString() : QDir(o.candidateDir).absolutePath();
    const QString workspace =
        QDir(candidate.isEmpty() ? o.workDir : candidate).absoluteFilePath(QStringLiteral("workspace"));
    EvalRequest req;
    req.program = QStringLiteral("/bin/sh");
    req.json = QJsonObject{
        {"protocol", 1},
        {"task", QJsonObject{{"id", task.id}, {"backend", task.backend}, {"category", task.category}}},
        {"commands",
         QJsonObject{{"compile", jsonList(g.compile)},
                     {"correctness", jsonList(g.correctness)},
                     {"performance", jsonList(g.performance)},
                     {"timeouts_s", QJsonObject{{"compile", g.compileTimeoutS},
                                                {"correctness", g.correctnessTimeoutS},
                                                {"performance", g.performanceTimeoutS}}},
                     {"task_type", g.taskType},
                     {"task_folder", task.folder},
                     {"checkout_root", g.checkoutRoot.isEmpty() ? task.suiteRoot : g.checkoutRoot},
                     {"editable", jsonList(task.editable)},
                     {"candidate_dir", candidate},
                     {"workspace", workspace},
                     {"baseline_workspace", QDir(shared).absoluteFilePath(QStringLiteral("command-baseline"))},
                     {"baseline_cache", QDir(shared).absoluteFilePath(QStringLiteral("command-baseline.json"))}}}};
    if (g.heldOut && (o.configs == QLatin1String("all") || o.configs == QLatin1String("hidden"))) {
        QJsonArray injections;
        for (const HeldOutInjection& i : g.heldOut->injections)
            injections.append(QJsonObject{{"file", i.file},
                                          {"find_marker", i.marker},
                                          {"old_code", i.oldCode},
                                          {"replacement_code", i.replacement}});
        QJsonObject commands = req.json.value("commands").toObject();
        commands["held_out"] = QJsonObject{
            {"injections", injections}, {"shapes", jsonList(g.heldOut->shapes)}, {"origin", g.heldOut->origin}};
        req.json["commands"] = commands;
    }
    return req;
}

CommandGatesRun::CommandGatesRun(QObject* parent) : HarnessRun(parent)
{
    m_timeout.setSingleShot(true);
    m_timeout.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5% early: a timeout is a verdict
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        m_current.timedOut = true;
        killGroup();
    });
}

CommandGatesRun::~CommandGatesRun()
{
    // Killed because its owner is going away: nothing is reported to receivers that may be gone already.
    blockSignals(true);
    if (m_process) {
        m_process->disconnect();
        m_tree.end(*m_process);
        if (!m_process->waitForFinished(2000))
            m_process->kill();
        m_tree.killLeftovers();
    }
    m_preparing.cancel(); // the copy finishes on its thread; nobody waits for it
}

bool CommandGatesRun::start(const EvalRequest& request, const QString& requestFile, const QString& gpu, QString* error)
{
    const QJsonObject c = request.json.value("commands").toObject();
    m_compile = stringList(c.value("compile"));
    m_correctness = stringList(c.value("correctness"));
    m_performance = stringList(c.value("performance"));
    m_editable = stringList(c.value("editable"));
    const QJsonObject t = c.value("timeouts_s").toObject();
    m_compileTimeoutS = std::max(1, t.value("compile").toInt(3600));
    m_correctnessTimeoutS = std::max(1, t.value("correctness").toInt(3600));
    m_performanceTimeoutS = std::max(1, t.value("performance").toInt(3600));
    m_taskType = c.value("task_type").toString();
    m_backend = request.json.value("task").toObject().value("backend").toString();
    m_taskFolder = c.value("task_folder").toString();
    m_checkoutRoot = c.value("checkout_root").toString();
    m_candidateDir = c.value("candidate_dir").toString();
    m_workspace = c.value("workspace").toString();
    m_baselineWorkspace = c.value("baseline_workspace").toString();
    m_baselineCache = c.value("baseline_cache").toString();
    m_heldOut = HeldOutShapes{};
    const QJsonObject heldOut = c.value("held_out").toObject();
    for (const QJsonValue& v : heldOut.value("injections").toArray()) {
        const QJsonObject i = v.toObject();
        m_heldOut.injections << HeldOutInjection{i.value("file").toString(), i.value("find_marker").toString(),
                                                 i.value("old_code").toString(),
                                                 i.value("replacement_code").toString()};
    }
    m_heldOut.shapes = stringList(heldOut.value("shapes"));
    m_heldOut.origin = heldOut.value("origin").toString();
    m_gpu = gpu;
    m_compileOnly = request.arguments.contains(QStringLiteral("--compile-only"));
    if (m_workspace.isEmpty() || m_taskFolder.isEmpty()) {
        *error = QStringLiteral("a command request needs commands.workspace and commands.task_folder");
        return false;
    }
    if (!writeRequestFile(request.json, requestFile, error))
        return false;
    m_env = QProcessEnvironment::systemEnvironment();
    if (!gpu.isEmpty()) {
        m_env.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), gpu);
        m_env.insert(QStringLiteral("HIP_VISIBLE_DEVICES"), gpu);
    }
    for (auto it = m_extraEnv.begin(); it != m_extraEnv.end(); ++it)
        m_env.insert(it.key(), it.value());
    m_result = m_initial;
    m_compiled = false;
    m_running = true;
    m_clock.start();
    // `finished` must never come from inside start(): the caller connects to it after start returns.
    QMetaObject::invokeMethod(this, &CommandGatesRun::begin, Qt::QueuedConnection);
    return true;
}

void CommandGatesRun::cancel()
{
    m_cancelled = true;
    if (m_process)
        killGroup(); // its end reports the cancellation
}

void CommandGatesRun::emitEvent(const QJsonObject& e)
{
    m_result.apply(e);
    emit event(e);
}

void CommandGatesRun::done(const QString& verdict, const QString& reason, const QString& message)
{
    if (!m_running)
        return;
    emitEvent({{"event", "done"},
               {"verdict", verdict},
               {"reason", reason},
               {"message", message},
               {"seconds", m_earlierSeconds + m_clock.elapsed() / 1000.0}});
    m_running = false;
    emit finished(m_result);
}

bool CommandGatesRun::stopIfCancelled()
{
    if (!m_cancelled)
        return false;
    done(QStringLiteral("error"), QStringLiteral("cancelled"), QStringLiteral("cancelled by the user"));
    return true;
}

void CommandGatesRun::begin()
{
    if (m_result.harness != kOwnCommandsHarness) { // once per evaluation, in its first stage
        emitEvent({{"event", "start"},
                   {"harness", kOwnCommandsHarness},
                   {"protocol", 1},
                   {"device", QJsonObject{{"name", m_gpu.isEmpty() ? QStringLiteral("this machine")
                                                                   : QStringLiteral("GPU %1").arg(m_gpu)},
                                          {"backend", m_backend}}}});
        emitEvent({{"event", "flag"}, {"flag", kOwnCommandsFlag}, {"message", kOwnCommandsNote}});
    }
    if (stopIfCancelled())
        return;
    const bool prepared = m_result.compile.status == GateStatus::Pass && QFileInfo::exists(m_workspace);
    m_earlierSeconds = prepared ? m_result.compile.seconds : 0; // the compile stage ran before this one
    if (m_compileOnly || !prepared) {
        emitEvent({{"event", "gate"}, {"gate", "compile"}, {"status", "running"}});
        prepare(
            m_workspace, true, [this] { compile(); },
            [this](const QString& why) {
                gateError(QStringLiteral("compile"), QStringLiteral("workspace_error"), why);
            });
        return;
    }
    correctness();
}

// A fresh copy of the task folder at `dest` (the candidate's files over it when `withCandidate`), off the
// event loop: a task folder can be a whole repository.
void CommandGatesRun::prepare(const QString& dest, bool withCandidate, const std::function<void()>& next,
                              const std::function<void(const QString&)>& failed)
{
    const QString candidate = withCandidate ? m_candidateDir : QString();
    const QStringList editable = m_editable;
    const QString folder = m_taskFolder, root = m_checkoutRoot;
    m_preparing.start(
        [=]() -> QString {
            QString error;
            QDir(dest).removeRecursively();
            if (!QDir().mkpath(dest))
                return QStringLiteral("cannot create %1").arg(dest);
            QStringList skip;
            if (!candidate.isEmpty())
                for (const QString& f : editable) {
                    const QString from = QDir(candidate).filePath(f), to = QDir(dest).filePath(f);
                    QDir().mkpath(QFileInfo(to).absolutePath());
                    if (!QFile::copy(from, to))
                        return QStringLiteral("cannot copy the candidate's %1 into %2").arg(f, dest);
                    QFile::setPermissions(to, QFile::permissions(to) | QFileDevice::WriteOwner);
                    skip << f;
                }
            if (!prepareCommandWorkspace(folder, root, dest, skip, &error))
                return error;
            return QString();
        },
        [this, next, failed, dest](const QString& error) {
            if (stopIfCancelled())
                return;
            if (!error.isEmpty()) {
                failed(QStringLiteral("could not prepare %1: %2").arg(dest, error));
                return;
            }
            next();
        });
}

void CommandGatesRun::compile()
{
    if (m_compile.isEmpty()) {
        const QString why =
            QStringLiteral("config.yaml has no compile_command; AgentKernelArena fails such a task's compile gate");
        gateError(QStringLiteral("compile"), QStringLiteral("task_error"), why);
        return;
    }
    runGate(m_compile, m_workspace, m_compileTimeoutS, false, [this](const GateRun& g) {
        const QString reason = g.ok                ? QString()
                               : g.failed.timedOut ? QStringLiteral("timeout")
                                                   : QStringLiteral("compile_error");
        QJsonObject e{{"event", "gate"},       {"gate", "compile"},
                      {"object", "candidate"}, {"command", m_compile.join(QLatin1Char('\n'))},
                      {"output", g.log},       {"status", g.ok ? "pass" : "fail"},
                      {"seconds", g.seconds}};
        if (!g.ok) {
            e.insert("reason", reason);
            e.insert("message", failureMessage(g.failed, m_compileTimeoutS));
        }
        emitEvent(e);
        if (!g.ok) {
            done(QStringLiteral("fail"), reason, failureMessage(g.failed, m_compileTimeoutS));
            return;
        }
        if (m_compileOnly) { // the rest holds a GPU: EvaluationJob asks for one and starts the second stage
            m_compiled = true;
            emitEvent({{"event", "compiled"}, {"seconds", g.seconds}});
            m_running = false;
            emit finished(m_result);
            return;
        }
        correctness();
    });
}

void CommandGatesRun::correctness()
{
    if (stopIfCancelled())
        return;
    if (m_correctness.isEmpty()) {
        const QString why = QStringLiteral(
            "config.yaml has no correctness_command; AgentKernelArena fails such a task's correctness gate");
        gateError(QStringLiteral("correctness"), QStringLiteral("task_error"), why);
        return;
    }
    emitEvent({{"event", "gate"}, {"gate", "correctness"}, {"status", "running"}});
    runGate(m_correctness, m_workspace, m_correctnessTimeoutS, true, [this](const GateRun& g) {
        const QString reason = g.ok                ? QString()
                               : g.failed.timedOut ? QStringLiteral("timeout")
                               : g.failed.ok()     ? QStringLiteral("mismatch") // it said "fail"
                                                   : QStringLiteral("command_failed");
        const QString message = g.ok ? QString() : failureMessage(g.failed, m_correctnessTimeoutS);
        QJsonObject e{
            {"event", "gate"}, {"gate", "correctness"}, {"status", g.ok ? "pass" : "fail"}, {"seconds", g.seconds}};
        if (!g.ok) {
            e.insert("reason", reason);
            e.insert("message", message);
        }
        emitEvent(e);
        if (!g.ok) {
            // One configuration stands for the task's whole check, so scoring sees where it failed.
            emitTaskCommandsCheck(QStringLiteral("fail"), message.section(QLatin1Char('\n'), 0, 0));
            done(QStringLiteral("fail"), reason, message);
            return;
        }
        performance();
    });
}

void CommandGatesRun::performance()
{
    if (stopIfCancelled())
        return;
    if (m_performance.isEmpty()) {
        emitEvent({{"event", "gate"},
                   {"gate", "performance"},
                   {"status", "skipped"},
                   {"message", "config.yaml has no performance_command: nothing is timed"}});
        emitTaskCommandsCheck(QStringLiteral("pass"));
        passed();
        return;
    }
    emitEvent({{"event", "gate"}, {"gate", "performance"}, {"status", "running"}});
    measure(m_workspace, false, [this](const QList<PerfCase>& cases, const QString& failure) {
        if (stopIfCancelled())
            return;
        m_candidateCases = validCases(cases);
        if (m_candidateCases.isEmpty()) {
            // A command that failed (or hung) says more than commands that ran and reported nothing.
            const QString reason =
                !cases.isEmpty() || m_perfFailure.isEmpty() ? QStringLiteral("no_timing") : m_perfFailure;
            const QString message =
                cases.isEmpty()
                    ? failure
                    : QStringLiteral("the performance report has no positive time (%1 case(s) read)").arg(cases.size());
            performanceFailed(QStringLiteral("fail"), reason, message);
            return;
        }
        baseline([this](const QList<PerfCase>& b) { judgePerformance(b); });
    });
}

// The candidate passed correctness but has no speedup: the performance gate fails (or errs, when the baseline
// is what could not be measured), and one configuration carries the passed check, untimed.
void CommandGatesRun::performanceFailed(const QString& status, const QString& reason, const QString& message)
{
    emitEvent({{"event", "gate"},
               {"gate", "performance"},
               {"status", status},
               {"reason", reason},
               {"message", message},
               {"seconds", m_clock.elapsed() / 1000.0}});
    emitTaskCommandsCheck(QStringLiteral("pass"));
    done(status, reason, message);
}

void CommandGatesRun::gateError(const QString& gate, const QString& reason, const QString& why)
{
    emitEvent({{"event", "gate"}, {"gate", gate}, {"status", "error"}, {"reason", reason}, {"message", why}});
    done(QStringLiteral("error"), reason, why);
}

void CommandGatesRun::emitTaskCommandsCheck(const QString& status, const QString& message)
{
    QJsonObject e{{"event", "config"},         {"gate", "correctness"}, {"source", kOwnCommandsHarness},
                  {"config", "task commands"}, {"hidden", false},       {"status", status}};
    if (!message.isEmpty())
        e.insert("message", message);
    emitEvent(e);
}

// The baseline's cases: kept from an earlier candidate of this run, else measured now on the task's own
// folder (compile, then the performance commands), as AgentKernelArena measures it before the agent starts.
void CommandGatesRun::baseline(const std::function<void(const QList<PerfCase>&)>& next)
{
    QFile cache(m_baselineCache);
    if (cache.open(QIODevice::ReadOnly)) {
        const QList<PerfCase> cases = casesFromReport(cache.readAll(), QString(), false);
        if (!cases.isEmpty()) {
            next(cases);
            return;
        }
    }
    auto fail = [this](const QString& why) {
        const QString message =
            QStringLiteral("the baseline (the task's own files) could not be measured: %1").arg(why);
        performanceFailed(QStringLiteral("error"), QStringLiteral("baseline_error"), message);
    };
    emitEvent(
        {{"event", "log"},
         {"line", QStringLiteral("measuring the baseline: the task's commands on its own files (once per run)")}});
    prepare(
        m_baselineWorkspace, false,
        [this, next, fail] {
            runGate(m_compile, m_baselineWorkspace, m_compileTimeoutS, false, [this, next, fail](const GateRun& g) {
                if (stopIfCancelled())
                    return;
                if (!g.ok) {
                    fail(failureMessage(g.failed, m_compileTimeoutS));
                    return;
                }
                measure(m_baselineWorkspace, true,
                        [this, next, fail](const QList<PerfCase>& cases, const QString& failure) {
                            if (stopIfCancelled())
                                return;
                            const QList<PerfCase> valid = validCases(cases);
                            if (valid.isEmpty()) {
                                fail(cases.isEmpty() ? failure : QStringLiteral("its report has no positive time"));
                                return;
                            }
                            QFile out(m_baselineCache);
                            if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
                                out.write(QJsonDocument(casesJson(valid)).toJson());
                            next(valid);
                        });
            });
        },
        fail);
}

void CommandGatesRun::judgePerformance(const QList<PerfCase>& baselineCases)
{
    if (stopIfCancelled())
        return;
    const auto pairs = matchCases(baselineCases, m_candidateCases);
    const double speedup = meanSpeedup(pairs);
    if (pairs.isEmpty() || speedup <= 0) {
        const QString message = QStringLiteral("no case of the candidate (%1) matches a baseline case (%2)")
                                    .arg(m_candidateCases.size())
                                    .arg(baselineCases.size());
        performanceFailed(QStringLiteral("fail"), QStringLiteral("no_timing"), message);
        return;
    }
    // One configuration per case: correct (the correctness gate passed for the whole task) and timed.
    for (const auto& [b, c] : pairs) {
        emitEvent({{"event", "config"},
                   {"gate", "correctness"},
                   {"source", kOwnCommandsHarness},
                   {"config", c.id},
                   {"hidden", false},
                   {"status", "pass"}});
        emitEvent({{"event", "config"},
                   {"gate", "performance"},
                   {"config", c.id},
                   {"hidden", false},
                   {"source", kOwnCommandsHarness},
                   {"candidate", timing(c.ms)},
                   {"baseline", timing(b.ms)},
                   {"speedup", b.ms / c.ms}});
    }
    emitEvent(
        {{"event", "gate"},
         {"gate", "performance"},
         {"status", "pass"},
         {"speedup_geomean", speedup},
         {"message", QStringLiteral("speedup %1x: the arithmetic mean of %2 case(s), baseline time / candidate time, "
                                    "as AgentKernelArena computes it")
                         .arg(speedup, 0, 'f', 3)
                         .arg(pairs.size())},
         {"seconds", m_clock.elapsed() / 1000.0}});
    passed();
}

// The commands of one gate in order, stopping at the first that fails (exit code, timeout, or, for
// correctness, output that says "fail" and never "pass").
void CommandGatesRun::runGate(const QStringList& commands, const QString& dir, int timeoutS, bool checkOutput,
                              const std::function<void(const GateRun&)>& next, GateRun sofar, int index)
{
    if (index == commands.size()) {
        next(sofar);
        return;
    }
    if (m_cancelled) {
        stopIfCancelled();
        return;
    }
    runOne(commands[index], dir, timeoutS, [=, this](const Outcome& o) mutable {
        sofar.log += QStringLiteral("$ %1\n%2").arg(o.command, o.output);
        if (!sofar.log.endsWith(QLatin1Char('\n')))
            sofar.log += QLatin1Char('\n');
        sofar.seconds += o.seconds;
        if (m_cancelled) {
            stopIfCancelled();
            return;
        }
        if (!o.ok() || (checkOutput && outputReportsFailure(o.output))) {
            sofar.ok = false;
            sofar.failed = o;
            next(sofar);
            return;
        }
        runGate(commands, dir, timeoutS, checkOutput, next, sofar, index + 1);
    });
}

// The performance commands in order until one exits 0 with cases in a report or its output; every report
// is removed before each, so only a fresh one counts.
void CommandGatesRun::measure(const QString& dir, bool baseline,
                              const std::function<void(const QList<PerfCase>&, const QString&)>& next, int index,
                              QStringList failures)
{
    if (index == 0)
        m_perfFailure.clear();
    if (index == m_performance.size()) {
        next({}, failures.join(QStringLiteral("; ")));
        return;
    }
    for (const QString& r : performanceReportFiles())
        QFile::remove(QDir(dir).filePath(r));
    QString command = m_performance[index];
    if (baseline && m_taskType == QLatin1String("torch2hip"))
        command += QStringLiteral(" --baseline_only"); // its runners time the PyTorch reference then
    runOne(command, dir, m_performanceTimeoutS, [=, this](const Outcome& o) mutable {
        if (m_cancelled) {
            stopIfCancelled();
            return;
        }
        if (o.ok()) {
            QList<PerfCase> cases;
            for (const QString& r : performanceReportFiles()) {
                QFile f(QDir(dir).filePath(r));
                if (f.open(QIODevice::ReadOnly))
                    cases = casesFromReport(f.readAll(), m_taskType, baseline);
                if (!cases.isEmpty())
                    break;
            }
            if (cases.isEmpty())
                cases = casesFromOutput(o.output);
            if (!cases.isEmpty()) {
                next(cases, QString());
                return;
            }
            failures << QStringLiteral("`%1` wrote no performance report and printed no time").arg(o.command);
        } else {
            failures << failureMessage(o, m_performanceTimeoutS);
            if (m_perfFailure.isEmpty())
                m_perfFailure = o.timedOut ? QStringLiteral("timeout") : QStringLiteral("command_failed");
        }
        measure(dir, baseline, next, index + 1, failures);
    });
}

QString CommandGatesRun::failureMessage(const Outcome& o, int timeoutS) const
{
    QString head;
    if (o.timedOut)
        head =
            QStringLiteral("`%1` ran past its %2 s timeout; its process group was killed").arg(o.command).arg(timeoutS);
    else if (o.crashed)
        head = QStringLiteral("`%1` crashed").arg(o.command);
    else if (o.exitCode != 0)
        head = QStringLiteral("`%1` exited with code %2").arg(o.command).arg(o.exitCode);
    else
        head = QStringLiteral("`%1` printed \"fail\" and never \"pass\"").arg(o.command);
    const QString out = tail(o.output);
    return out.isEmpty() ? head : head + QLatin1Char('\n') + out;
}

void CommandGatesRun::runOne(const QString& command, const QString& dir, int timeoutS, Then then)
{
    m_then = std::move(then);
    m_current = Outcome{};
    m_current.command = command;
    m_process = new QProcess(this);
    m_process->setProcessEnvironment(m_env);
    m_process->setWorkingDirectory(dir);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
    // Its own process tree (ProcessTree): a timeout or a cancel ends everything the command started.
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        m_current.output += QString::fromUtf8(m_process->readAllStandardOutput());
        if (m_current.output.size() > kMaxOutput)
            m_current.output = m_current.output.right(kMaxOutput);
    });
    connect(m_process, &QProcess::finished, this, &CommandGatesRun::onProcessDone);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            m_current.output += QStringLiteral("cannot start /bin/sh: %1").arg(m_process->errorString());
            onProcessDone(127, QProcess::NormalExit);
        }
    });
    m_commandClock.start();
    m_tree.start(*m_process, QStringLiteral("/bin/sh"), {QStringLiteral("-c"), command});
    m_timeout.start(timeoutS * 1000);
}

void CommandGatesRun::killGroup()
{
    if (!m_process)
        return;
    m_tree.end(*m_process);
    QTimer::singleShot(5000, m_process, [p = m_process] { p->kill(); }); // kiln-reap stuck: end it
}

void CommandGatesRun::onProcessDone(int exitCode, QProcess::ExitStatus status)
{
    if (!m_process)
        return;
    m_timeout.stop();
    m_current.output += QString::fromUtf8(m_process->readAllStandardOutput());
    m_tree.killLeftovers(); // kiln-reap ended the tree already; without it, what is left of the group
    m_current.exitCode = exitCode;
    m_current.crashed = status == QProcess::CrashExit && !m_current.timedOut && !m_cancelled;
    m_current.seconds = m_commandClock.elapsed() / 1000.0;
    m_process->disconnect();
    m_process->deleteLater();
    m_process = nullptr;
    Then then = std::move(m_then);
    m_then = nullptr;
    if (then)
        then(m_current);
}

} // namespace kiln
