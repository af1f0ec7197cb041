// AgentProcess: one start of an agent in its workspace. It runs the adapter's command in its own process
// group (inside bubblewrap when the policy asks and it works here), hands every stdout line to the
// adapter's parser and emits the transcript events, keeps stderr as log events, and enforces the wall-clock
// budget: SIGTERM to the whole group, SIGKILL after a grace period. `finished` always comes once.
// QProcess::start in Qt 6.4 forks the whole calling process (copying its page tables: 14 ms each for Kiln
// under load, up to 70 ms), so with a start thread set the fork happens there and the started process
// comes back to this object's thread; everything after the start (signals, reads, cancel) is as before.
#pragma once

#include "runners/agents/agentadapter.h"
#include "runners/agents/sandbox.h"
#include "runners/runs/loopprofile.h"

#include <QElapsedTimer>
#include <QObject>
#include <QProcess>
#include <QSemaphore>
#include <QTimer>
#include <memory>

namespace kiln {

struct AgentOutcome
{
    enum class Kind { Exited, Failed, TimedOut, Cancelled, FailedToStart };
    Kind kind = Kind::Exited;
    int exitCode = 0;
    QString message; // a sentence for the run page and the store
};

class AgentProcess : public QObject
{
    Q_OBJECT
public:
    AgentProcess(std::unique_ptr<AgentAdapter> adapter, QObject* parent = nullptr);
    ~AgentProcess() override;

    // confine: run inside bubblewrap with `policy` (the caller checked sandboxAvailable()).
    void start(const AgentInvocation& invocation, int timeoutS, bool confine, const SandboxPolicy& policy,
               const QMap<QString, QString>& extraEnv = {});
    void cancel();
    bool isRunning() const { return m_starting || m_process.state() != QProcess::NotRunning; }
    qint64 elapsedMs() const { return m_clock.isValid() ? m_clock.elapsed() : 0; }
    AgentAdapter* adapter() const { return m_adapter.get(); }
    // Where reading and parsing the agent's output is timed (the run manager's profile); none by default.
    void setLoopProfile(LoopProfile* profile) { m_profile = profile; }
    // Where QProcess::start (the fork) runs: a thread with an event loop that outlives this object's start;
    // none: on this object's thread.
    void setStartThread(QThread* thread) { m_startThread = thread; }

    static constexpr int kGraceMs = 5000; // between SIGTERM and SIGKILL

signals:
    void transcript(const kiln::TranscriptEvent& event);
    void finished(const kiln::AgentOutcome& outcome);

private:
    void readStdout();
    void readStderr();
    void deliver(const TranscriptEvent& e);
    void stop(AgentOutcome::Kind why);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void signalGroup(int sig);
    void launch(const QString& program, const QStringList& arguments); // on whichever thread m_process lives
    void started(qint64 forkNs); // back on this object's thread after a start on the start thread

    std::unique_ptr<AgentAdapter> m_adapter;
    QProcess m_process;
    QTimer m_deadline, m_kill;
    QElapsedTimer m_clock;
    QByteArray m_out, m_err;
    int m_timeoutS = 0;
    QString m_fatal;
    QString m_lastError; // the last error event the agent printed
    bool m_done = false;
    std::optional<AgentOutcome::Kind> m_stopReason;
    LoopProfile* m_profile = nullptr;
    QThread* m_startThread = nullptr;
    bool m_starting = false; // m_process is on the start thread: this thread leaves it alone until started()
    QSemaphore m_startDone;  // released by the start thread once m_process is back here
};

} // namespace kiln
