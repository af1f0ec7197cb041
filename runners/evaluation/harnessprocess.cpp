#include "harnessprocess.h"

#include "runners/evaluation/commandgatesrun.h"

#include <algorithm>

#include <QFile>
#include <QJsonDocument>

namespace kiln {

HarnessProcess::HarnessProcess(QObject* parent) : QObject(parent)
{
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &HarnessProcess::readEvents);
    connect(&m_process, &QProcess::readyReadStandardError, this, [this] {
        m_stderr += m_process.readAllStandardError();
        if (m_stderr.size() > 64 * 1024)
            m_stderr = m_stderr.right(64 * 1024);
    });
    connect(&m_process, &QProcess::finished, this, &HarnessProcess::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            onFinished(-1, QProcess::CrashExit);
    });
    m_forceKill.setSingleShot(true);
    connect(&m_forceKill, &QTimer::timeout, this, [this] {
        m_process.kill();
        m_tree.killLeftovers();
    });
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        stop(QStringLiteral("timeout"),
             QStringLiteral("the evaluation did not end within its deadline of %1 s; Kiln stopped the harness")
                 .arg(m_deadline.interval() / 1000));
    });
}

HarnessProcess::~HarnessProcess()
{
    if (m_process.state() != QProcess::NotRunning) {
        // Killed because its owner is going away: no verdict to report, and the slots that would receive one
        // may belong to widgets already destroyed (a window closed mid-evaluation).
        m_process.disconnect();
        blockSignals(true);
        m_tree.end(m_process);
        if (!m_process.waitForFinished(2000))
            m_process.kill();
        m_tree.killLeftovers();
    }
}

bool HarnessProcess::start(const EvalRequest& request, const QString& requestFile, QString* error)
{
    if (isCommandRequest(request.json)) {
        *error = QStringLiteral("'%1' is judged by its own commands (an imported AgentKernelArena task), not by the "
                                "harness: evaluate it in a run (kiln run --agent ... --tasks %1), which runs them")
                     .arg(request.json.value("task").toObject().value("id").toString());
        return false;
    }
    if (!writeRequestFile(request.json, requestFile, error))
        return false;
    m_result = m_initial;
    m_compiled = false;
    double deadline = m_deadlineS > 0 ? m_deadlineS : harnessDeadline(request.json);
    if (const double env = qEnvironmentVariable("KILN_HARNESS_DEADLINE_S").toDouble(); env > 0 && m_deadlineS <= 0)
        deadline = std::min(deadline, env);
    m_deadline.start(static_cast<int>(std::min(deadline, 86400.0) * 1000));
    m_reader.setMaxLineBytes(64 * 1024 * 1024);
    m_tree.start(m_process, request.program,
                 request.arguments + QStringList{m_requestArgument.isEmpty() ? requestFile : m_requestArgument});
    return true;
}

void HarnessProcess::cancel()
{
    m_cancelled = true;
    endTree();
}

void HarnessProcess::endTree()
{
    m_tree.end(m_process);
    if (m_process.state() != QProcess::NotRunning && !m_forceKill.isActive())
        m_forceKill.start(5000);
}

void HarnessProcess::stop(const QString& reason, const QString& message)
{
    if (m_process.state() == QProcess::NotRunning || !m_stopReason.isEmpty())
        return;
    m_stopReason = reason;
    m_stopMessage = message;
    endTree();
}

void HarnessProcess::readEvents()
{
    const QByteArray bytes = m_process.readAllStandardOutput();
    m_outputBytes += bytes.size();
    if (m_outputBytes > kMaxOutputBytes) {
        stop(QStringLiteral("protocol_violation"),
             QStringLiteral("the harness printed more than %1 MiB; Kiln stopped it (compiler output or prints that "
                            "never end?)")
                 .arg(kMaxOutputBytes >> 20));
        return;
    }
    for (const auto& item : m_reader.feed(bytes)) {
        // The first verdict is the verdict: nothing after it can change it.
        if (m_result.finished()) {
            ++m_afterVerdict;
            continue;
        }
        const QJsonObject e = item.isJson ? item.object : QJsonObject{{"event", "log"}, {"line", item.text}};
        m_compiled = m_compiled || e.value("event").toString() == QLatin1String("compiled");
        m_result.apply(e);
        emit event(e);
    }
}

void HarnessProcess::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_deadline.stop();
    m_forceKill.stop();
    m_tree.killLeftovers(); // kiln-reap ended the tree already; without it, what is left of the group
    m_exitCode = status == QProcess::CrashExit ? -1 : exitCode;
    if (m_stopReason.isEmpty()) {
        readEvents();
        for (const auto& item : m_reader.finish())
            if (item.isJson && !m_result.finished())
                m_result.apply(item.object);
    }
    if (m_afterVerdict > 0)
        emit event(
            QJsonObject{{"event", "log"},
                        {"line", QStringLiteral("%1 line(s) after the verdict were ignored").arg(m_afterVerdict)}});
    if (!m_stopReason.isEmpty() && !m_result.finished()) {
        // Kiln's own verdict, told as the harness would have: every view and the CLI show it.
        const QJsonObject done{{"event", "done"},
                               {"verdict", "fail"},
                               {"reason", m_stopReason},
                               {"message", m_stopMessage},
                               {"by", "kiln"}};
        m_result.apply(done);
        emit event(done);
    } else if (!m_result.finished() && !m_compiled) {
        // The harness promises a verdict; without one it is an infrastructure error, never the candidate's.
        m_result.verdict = QStringLiteral("error");
        m_result.reason = m_cancelled ? QStringLiteral("cancelled") : QStringLiteral("harness_error");
        QString tail = QString::fromUtf8(m_stderr).trimmed().right(800);
        m_result.message = m_cancelled ? QStringLiteral("cancelled by the user")
                           : m_process.error() == QProcess::FailedToStart
                               ? QStringLiteral("cannot start %1: %2").arg(m_process.program(), m_process.errorString())
                               : QStringLiteral("the harness ended (%1) without a verdict%2")
                                     .arg(status == QProcess::CrashExit ? QStringLiteral("crashed")
                                                                        : QStringLiteral("exit code %1").arg(exitCode),
                                          tail.isEmpty() ? QString() : QStringLiteral(": ") + tail);
    }
    emit finished(m_result);
}

} // namespace kiln
