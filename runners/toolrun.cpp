#include "toolrun.h"

#include <QThread>

#include <algorithm>

namespace kiln {

namespace {

constexpr int kStartMs = 10000, kReapMs = 2000;

ToolResult runOnce(const ToolCall& call)
{
    ToolResult r;
    QProcess p;
    p.setProcessChannelMode(call.channels);
    p.setStandardInputFile(QProcess::nullDevice()); // a tool that asks (a password, a host key) gets EOF
    p.start(call.program, call.arguments);
    if (!p.waitForStarted(kStartMs)) {
        r.error = QStringLiteral("cannot start %1: %2").arg(call.program, p.errorString());
        return r;
    }
    r.started = true;
    if (!p.waitForFinished(call.timeoutMs)) {
        r.timedOut = p.state() != QProcess::NotRunning;
        p.kill();
        p.waitForFinished(kReapMs);
        r.error =
            r.timedOut
                ? QStringLiteral("%1 did not finish within %2 s; killed").arg(call.program).arg(call.timeoutMs / 1000)
                : QStringLiteral("%1: %2").arg(call.program, p.errorString());
    } else if (p.exitStatus() != QProcess::NormalExit) {
        r.error = QStringLiteral("%1 crashed").arg(call.program);
    } else {
        r.exitCode = p.exitCode();
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError().trimmed();
    return r;
}

} // namespace

QString ToolResult::why() const
{
    const QString printed = QString::fromUtf8(err);
    if (error.isEmpty())
        return printed;
    return printed.isEmpty() ? error : error + QStringLiteral(": ") + printed;
}

ToolResult runTool(const ToolCall& call)
{
    const int attempts = std::max(1, call.attempts);
    for (int attempt = 1;; ++attempt) {
        ToolResult r = runOnce(call);
        if (!r.started || r.ok() || attempt >= attempts || !call.retryIf || !call.retryIf(r.exitCode))
            return r;
        const int wait = 1 << (attempt - 1);
        if (call.onRetry)
            call.onRetry(QString::fromUtf8(r.err), wait);
        QThread::sleep(wait);
    }
}

} // namespace kiln
