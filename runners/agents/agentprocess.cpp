#include "agentprocess.h"

#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QThread>

#include <csignal>
#include <optional>
#include <unistd.h>

namespace kiln {

AgentProcess::AgentProcess(std::unique_ptr<AgentAdapter> adapter, QObject* parent)
    : QObject(parent), m_adapter(std::move(adapter))
{
    m_deadline.setSingleShot(true);
    m_kill.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] { stop(AgentOutcome::Kind::TimedOut); });
    connect(&m_kill, &QTimer::timeout, this, [this] { signalGroup(SIGKILL); });
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &AgentProcess::readStdout);
    connect(&m_process, &QProcess::readyReadStandardError, this, &AgentProcess::readStderr);
    connect(&m_process, &QProcess::finished, this, &AgentProcess::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || m_done || m_starting) // started() reports a failed start
            return;
        m_done = true;
        emit finished(
            {AgentOutcome::Kind::FailedToStart, -1,
             QStringLiteral("the agent did not start: %1 (%2)").arg(m_process.program(), m_process.errorString())});
    });
}

AgentProcess::~AgentProcess()
{
    if (m_starting) { // the start thread still has the process: wait until it is back (a fork's time)
        m_startDone.acquire();
        m_starting = false;
    }
    if (isRunning()) {
        m_done = true; // no signals from a dying object
        signalGroup(SIGKILL);
        m_process.waitForFinished(2000);
    }
}

void AgentProcess::start(const AgentInvocation& invocation, int timeoutS, bool confine, const SandboxPolicy& policy,
                         const QMap<QString, QString>& extraEnv)
{
    const AgentCommand cmd = m_adapter->command(invocation);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = cmd.env.begin(); it != cmd.env.end(); ++it)
        env.insert(it.key(), it.value());
    for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
        env.insert(it.key(), it.value());
    m_process.setProcessEnvironment(env);
    m_process.setWorkingDirectory(invocation.workspace);
    m_process.setStandardInputFile(QProcess::nullDevice()); // agents read no stdin (codex exec would wait on it)
    // Its own process group, so the budget stops everything the agent started, not only its first process.
    m_process.setChildProcessModifier([] { ::setpgid(0, 0); });
    m_timeoutS = timeoutS;
    QString program = cmd.program;
    if (!program.contains('/')) {
        const QString found = QStandardPaths::findExecutable(program, env.value(QStringLiteral("PATH")).split(':'));
        if (!found.isEmpty())
            program = found;
    }
    QStringList arguments = cmd.arguments;
    if (confine) {
        SandboxPolicy p = policy;
        p.readOnly << program;
        giveToSandboxUser(p.workspace, sandboxUid(p));
        const SandboxInvocation s = sandboxInvocation(p, program, cmd.arguments);
        program = s.program;
        arguments = s.arguments;
    }
    m_clock.start();
    if (timeoutS > 0)
        m_deadline.start(timeoutS * 1000);
    if (!m_startThread || m_startThread == thread()) {
        std::optional<LoopProfile::Scope> timed;
        if (m_profile)
            timed.emplace(*m_profile, "agent start: QProcess::start (fork, exec)");
        launch(program, arguments);
        return;
    }
    // m_process has no parent, so it can change threads; its pipes' notifiers (its children) go with it
    // and are enabled again on the thread it arrives on.
    m_starting = true;
    m_process.moveToThread(m_startThread);
    QMetaObject::invokeMethod(
        &m_process,
        [this, program, arguments, back = thread()] {
            QElapsedTimer fork;
            fork.start();
            launch(program, arguments);
            const qint64 ns = fork.nsecsElapsed();
            m_process.moveToThread(back);
            // Queued before the release: a destructor waiting on the release finds it queued and drops it.
            QMetaObject::invokeMethod(
                this, [this, ns] { started(ns); }, Qt::QueuedConnection);
            m_startDone.release();
        },
        Qt::QueuedConnection);
}

void AgentProcess::launch(const QString& program, const QStringList& arguments)
{
    m_process.start(program, arguments);
}

void AgentProcess::started(qint64 forkNs)
{
    if (!m_starting)
        return;            // the destructor already waited for it
    m_startDone.acquire(); // released right after this call was queued
    m_starting = false;
    if (m_profile) // not a hold of the loop: shown so the benchmark says what moved off it
        m_profile->add("agent start: QProcess::start on the start thread (off the loop)", forkNs);
    if (m_done)
        return;
    if (m_process.state() == QProcess::NotRunning && m_process.error() == QProcess::FailedToStart) {
        m_done = true;
        m_deadline.stop();
        emit finished(
            {AgentOutcome::Kind::FailedToStart, -1,
             QStringLiteral("the agent did not start: %1 (%2)").arg(m_process.program(), m_process.errorString())});
        return;
    }
    if (m_stopReason) { // cancelled or out of time while it was starting
        signalGroup(SIGTERM);
        if (!m_kill.isActive())
            m_kill.start(kGraceMs);
    }
}

void AgentProcess::cancel()
{
    stop(AgentOutcome::Kind::Cancelled);
}

void AgentProcess::signalGroup(int sig)
{
    if (m_starting)
        return; // started() sends what stop() asked for once the process is back
    const qint64 pid = m_process.processId();
    if (pid > 0)
        ::kill(-static_cast<pid_t>(pid), sig);
}

void AgentProcess::stop(AgentOutcome::Kind why)
{
    if (!isRunning() || m_stopReason)
        return;
    m_stopReason = why;
    signalGroup(SIGTERM);
    m_kill.start(kGraceMs);
}

void AgentProcess::readStdout()
{
    std::optional<LoopProfile::Scope> timed;
    if (m_profile)
        timed.emplace(*m_profile, "agent stdout: read, parse, deliver");
    m_out += m_process.readAllStandardOutput();
    qsizetype nl;
    while ((nl = m_out.indexOf('\n')) >= 0) {
        const QByteArray line = m_out.left(nl);
        m_out.remove(0, nl + 1);
        if (line.trimmed().isEmpty())
            continue;
        for (const TranscriptEvent& e : m_adapter->parseLine(line))
            deliver(e);
    }
}

void AgentProcess::deliver(const TranscriptEvent& e)
{
    if (e.kind == QLatin1String("error"))
        m_lastError = e.text;
    emit transcript(e);
    // The agent says it cannot go on but will not stop (Codex retrying an unreachable service forever).
    if (e.fatal && !m_stopReason) {
        m_fatal = e.text;
        stop(AgentOutcome::Kind::Failed);
    }
}

void AgentProcess::readStderr()
{
    m_err += m_process.readAllStandardError();
    qsizetype nl;
    while ((nl = m_err.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(m_err.left(nl)).trimmed();
        m_err.remove(0, nl + 1);
        if (!line.isEmpty())
            emit transcript({QStringLiteral("log"), line, {}, 0, 0, 0});
    }
}

void AgentProcess::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readStdout();
    readStderr();
    auto note = [this](const TranscriptEvent& e) {
        if (e.kind == QLatin1String("error"))
            m_lastError = e.text;
        emit transcript(e);
    };
    if (!m_out.trimmed().isEmpty())
        for (const TranscriptEvent& e : m_adapter->parseLine(m_out))
            note(e);
    m_out.clear();
    for (const TranscriptEvent& e : m_adapter->finish())
        note(e);
    m_deadline.stop();
    m_kill.stop();
    signalGroup(SIGKILL); // whatever the agent left running in its group
    if (m_done)
        return;
    m_done = true;
    AgentOutcome o;
    o.exitCode = exitCode;
    const double s = m_clock.elapsed() / 1000.0;
    if (m_stopReason == AgentOutcome::Kind::Failed) {
        o.kind = AgentOutcome::Kind::Failed;
        o.message = QStringLiteral("agent error: %1").arg(m_fatal);
    } else if (m_stopReason == AgentOutcome::Kind::TimedOut) {
        o.kind = AgentOutcome::Kind::TimedOut;
        o.message = QStringLiteral("stopped at the %1 s wall-clock budget").arg(m_timeoutS);
    } else if (m_stopReason == AgentOutcome::Kind::Cancelled) {
        o.kind = AgentOutcome::Kind::Cancelled;
        o.message = QStringLiteral("cancelled after %1 s").arg(s, 0, 'f', 1);
    } else if (status == QProcess::CrashExit) {
        o.kind = AgentOutcome::Kind::Failed;
        o.message = QStringLiteral("the agent crashed after %1 s").arg(s, 0, 'f', 1);
    } else if (exitCode != 0 && !m_lastError.isEmpty()) {
        // The agent said why it gave up (an unreachable model service, a refused key): that is the message.
        o.kind = AgentOutcome::Kind::Failed;
        o.message = QStringLiteral("agent error: %1 (exit code %2 after %3 s)")
                        .arg(m_lastError.left(300))
                        .arg(exitCode)
                        .arg(s, 0, 'f', 1);
    } else if (exitCode != 0) {
        o.kind = AgentOutcome::Kind::Failed;
        o.message = QStringLiteral("the agent exited with code %1 after %2 s").arg(exitCode).arg(s, 0, 'f', 1);
    } else {
        o.message = QStringLiteral("the agent finished after %1 s").arg(s, 0, 'f', 1);
    }
    emit finished(o);
}

} // namespace kiln
