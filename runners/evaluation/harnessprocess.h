// HarnessProcess: runs one harness (local process) on one request and folds its events into an
// EvalResult as they arrive, through QProcess signals: the caller's event loop never waits on it.
//
// Kiln owns every harness's end: a deadline derived from the request's own timeouts (harnessDeadline), a cap
// on what it keeps of the harness's output, and the first verdict wins (nothing after it counts). A harness
// that outlives its deadline or floods its output is stopped and ends as the candidate's `timeout` or
// `protocol_violation`, never as a hang. Whatever the harness started ends with it (ProcessTree).
#pragma once

#include "model/evaluation/evalresult.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/evaluation/processtree.h"
#include "runners/jsonlinesreader.h"

#include <QObject>
#include <QProcess>
#include <QTimer>

namespace kiln {

class HarnessProcess : public QObject
{
    Q_OBJECT
public:
    explicit HarnessProcess(QObject* parent = nullptr);
    ~HarnessProcess() override;

    // Writes the request next to the work folder and starts the harness. False (and *error) when it
    // cannot start; otherwise `finished` always follows.
    bool start(const EvalRequest& request, const QString& requestFile, QString* error);
    // Before start: the environment (CUDA_VISIBLE_DEVICES of the GPU held), and the result to continue
    // folding into (the timed run continues the compile-only run's result).
    void setEnvironment(const QProcessEnvironment& env) { m_process.setProcessEnvironment(env); }
    void setInitialResult(const EvalResult& result) { m_initial = result; }
    // Before start: what the program is given for the request file when it sees another copy of it (the
    // ssh executor runs `ssh HOST harness /remote/copy`); default: requestFile itself.
    void setRequestArgument(const QString& argument) { m_requestArgument = argument; }
    // After finished: the program's exit code (255 from ssh: the connection failed).
    int exitCode() const { return m_exitCode; }
    // True when a --compile-only run ended with every build passing (no verdict follows then).
    bool compiled() const { return m_compiled; }
    void cancel();
    // Before start: the deadline in seconds (default: harnessDeadline of the request, or
    // KILN_HARNESS_DEADLINE_S when set, for a stricter bound).
    void setDeadline(double seconds) { m_deadlineS = seconds; }
    // The output Kiln reads from a harness, at most (default 256 MiB): past it the harness is stopped.
    static constexpr qint64 kMaxOutputBytes = 256ll * 1024 * 1024;
    const EvalResult& result() const { return m_result; }
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }

signals:
    void event(const QJsonObject& event);
    void finished(const kiln::EvalResult& result);

private:
    void readEvents();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void stop(const QString& reason, const QString& message);
    void endTree(); // the harness and everything it started; SIGKILL to the reaper if it has not ended in 5 s

    QProcess m_process;
    ProcessTree m_tree;
    QTimer m_forceKill;
    JsonLinesReader m_reader;
    EvalResult m_result, m_initial;
    QByteArray m_stderr;
    bool m_compiled = false;
    bool m_cancelled = false;
    QString m_stopReason, m_stopMessage; // set when Kiln stopped it: past its deadline, or flooding
    double m_deadlineS = -1;
    qint64 m_outputBytes = 0;
    int m_afterVerdict = 0; // lines that came after the verdict, ignored
    QTimer m_deadline;
    QString m_requestArgument;
    int m_exitCode = 0;
};

} // namespace kiln
