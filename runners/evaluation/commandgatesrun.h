// CommandGatesRun: evaluates one candidate of an imported AgentKernelArena task (category `command`) by
// running the task's own compile, correctness and performance commands, judged as that project judges them
// (model/evaluation/commandjudge.h). It plugs into EvaluationJob in the harness's place and speaks the
// harness's events (start, gate, config, flag, done; docs/harness-protocol.md), so the kiln-eval report,
// the run store, final scoring and the views take its results like any other.
//
// The candidate's files are laid over a fresh copy of the task folder with the shared helpers materialized
// (commandtaskfolder.h), in `workspace` beside them; the commands run there with /bin/sh, one at a time,
// each in its own process group, through QProcess signals. Each command gets its gate's timeout
// (compile_timeout, correctness_timeout, performance_timeout); past it the whole group is killed and the
// gate fails with reason `timeout`: a verdict, not a hang. The baseline's times come from the same
// performance commands run once on the untouched task folder and are kept for later candidates.
//
// Two stages, as the harness has: with `--compile-only` among the request's arguments it prepares the
// workspace and runs the compile commands (a CPU slot); without it, correctness and performance (a GPU).
#pragma once

#include "model/backgroundjob.h"
#include "model/evaluation/commandjudge.h"
#include "model/evaluation/evalresult.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/evaluation/processtree.h"
#include "runners/remote/executor.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTimer>
#include <functional>

namespace kiln {

// The request EvaluationJob hands to CommandGatesRun for a command task (buildEvalRequest calls this).
// `candidateDir` holds the candidate's editable files (empty: the task's own); the baseline's workspace and
// its times go to `sharedObjectsDir` (else `workDir`).
std::optional<EvalRequest> buildCommandRequest(const Task& task, const EvalOptions& options, QString* error);
bool isCommandRequest(const QJsonObject& request);

// One command as it ended.
struct CommandOutcome
{
    QString command;
    int exitCode = 0;
    bool timedOut = false, crashed = false;
    QString output; // stdout and stderr as they came
    double seconds = 0;
    bool ok() const { return !timedOut && !crashed && exitCode == 0; }
};

// The commands of one gate, as far as they got.
struct CommandGateRun
{
    bool ok = true;
    CommandOutcome failed; // the command that failed, when one did
    QString log;           // every command with its output
    double seconds = 0;
};

class CommandGatesRun : public HarnessRun
{
    Q_OBJECT
public:
    explicit CommandGatesRun(QObject* parent = nullptr);
    ~CommandGatesRun() override;
    bool start(const EvalRequest& request, const QString& requestFile, const QString& gpu, QString* error) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }
    bool compiled() const override { return m_compiled; }
    const EvalResult& result() const { return m_result; }

private:
    using Outcome = CommandOutcome;
    using GateRun = CommandGateRun;
    using Then = std::function<void(const Outcome&)>;

    void begin();
    void prepare(const QString& dest, bool withCandidate, const std::function<void()>& next,
                 const std::function<void(const QString&)>& failed);
    void compile();
    void correctness();
    void performance();
    void baseline(const std::function<void(const QList<PerfCase>&)>& next);
    void judgePerformance(const QList<PerfCase>& baselineCases);
    void performanceFailed(const QString& status, const QString& reason, const QString& message);
    void runGate(const QStringList& commands, const QString& dir, int timeoutS, bool checkOutput,
                 const std::function<void(const GateRun&)>& next, GateRun sofar = {}, int index = 0);
    void measure(const QString& dir, bool baseline,
                 const std::function<void(const QList<PerfCase>&, const QString&)>& next, int index = 0,
                 QStringList failures = {});
    void runOne(const QString& command, const QString& dir, int timeoutS, Then then);
    void onProcessDone(int exitCode, QProcess::ExitStatus status);
    void killGroup();
    void emitEvent(const QJsonObject& event);
    // A gate that could not run (task or workspace error): its event, then the run's end.
    void gateError(const QString& gate, const QString& reason, const QString& why);
    // The one configuration that stands for the task's whole correctness check when no case is timed.
    void emitTaskCommandsCheck(const QString& status, const QString& message = QString());
    void done(const QString& verdict, const QString& reason, const QString& message);
    // Passed on the visible shapes: the held-out ones next, when final scoring asked for them, else done.
    void passed();
    // The held-out stage (commandheldout.cpp): the candidate and the task's own code on the held-out shapes,
    // AgentKernelArena's four outcomes, and the held-out cases timed where both pass.
    void heldOut();
    void heldOutBaseline(const std::function<void(bool ok, const QString& why)>& next);
    void heldOutJudged(bool candidateOk, const QString& candidateReason, const QString& candidateWhy, bool baselineOk,
                       const QString& baselineWhy);
    void heldOutTimed();
    void heldOutCorrectnessPassed();
    void prepareHeldOut(const QString& dest, bool withCandidate, const std::function<void()>& next,
                        const std::function<void(const QString&)>& failed);
    void heldOutError(const QString& why);
    bool stopIfCancelled();
    QString failureMessage(const Outcome& o, int timeoutS) const;

    // From the request
    QStringList m_compile, m_correctness, m_performance, m_editable;
    int m_compileTimeoutS = 3600, m_correctnessTimeoutS = 3600, m_performanceTimeoutS = 3600;
    QString m_taskType, m_backend, m_taskFolder, m_checkoutRoot, m_candidateDir, m_workspace, m_baselineWorkspace,
        m_baselineCache, m_gpu;
    bool m_compileOnly = false;
    HeldOutShapes m_heldOut; // empty unless final scoring asked for the hidden configurations

    QProcessEnvironment m_env;
    QProcess* m_process = nullptr;
    ProcessTree m_tree;
    QTimer m_timeout;
    QElapsedTimer m_clock, m_commandClock;
    Then m_then;
    Outcome m_current;
    BackgroundJob m_preparing{this}; // the copy of the task folder for the next gate
    EvalResult m_result;
    QList<PerfCase> m_candidateCases;
    double m_earlierSeconds = 0;
    QString m_perfFailure; // why the last measurement's first failing command failed: command_failed | timeout
    bool m_running = false, m_compiled = false, m_cancelled = false;
};

} // namespace kiln
