// runTool: the one way to run a tool and wait for it (nvidia-smi, a calibrator, ssh, rsync, ./kiln-eval),
// for code that may block: the CLI, `kiln remote agent`, a worker thread. The window starts its processes
// through QProcess signals instead (AgentProcess, HarnessProcess) and never calls this on its own thread.
// A tool that outlives its time is killed and reaped here, never left to QProcess's destructor.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

namespace kiln {

struct ToolCall
{
    QString program;
    QStringList arguments;
    int timeoutMs = 120000; // -1: no limit (an evaluation waits for its budget, not a clock)
    QProcess::ProcessChannelMode channels = QProcess::SeparateChannels;
    // Tried again after 1, 2, 4... s while `retryIf(exitCode)` says the failure was the connection's,
    // up to `attempts` times in all; `onRetry` is told why before each wait.
    int attempts = 1;
    std::function<bool(int exitCode)> retryIf;
    std::function<void(const QString& why, int waitSeconds)> onRetry;
};

struct ToolResult
{
    bool started = false;
    bool timedOut = false;
    int exitCode = -1; // -1 unless it exited normally
    QByteArray out, err;
    QString error; // why it did not start, or did not finish
    bool ok() const { return exitCode == 0; }
    // What to tell a person when it failed: why it did not start or finish, and what it printed on stderr.
    QString why() const;
};

ToolResult runTool(const ToolCall& call);

} // namespace kiln
