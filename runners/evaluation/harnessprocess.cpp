#include "harnessprocess.h"

#include "runners/evaluation/commandgatesrun.h"

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
}

HarnessProcess::~HarnessProcess()
{
    if (m_process.state() != QProcess::NotRunning) {
        // Killed because its owner is going away: no verdict to report, and the slots that would receive one
        // may belong to widgets already destroyed (a window closed mid-evaluation).
        m_process.disconnect();
        blockSignals(true);
        m_process.kill();
        m_process.waitForFinished(2000);
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
    m_process.start(request.program,
                    request.arguments + QStringList{m_requestArgument.isEmpty() ? requestFile : m_requestArgument});
    return true;
}

void HarnessProcess::cancel()
{
    m_cancelled = true;
    m_process.kill();
}

void HarnessProcess::readEvents()
{
    for (const auto& item : m_reader.feed(m_process.readAllStandardOutput())) {
        const QJsonObject e = item.isJson ? item.object : QJsonObject{{"event", "log"}, {"line", item.text}};
        m_compiled = m_compiled || e.value("event").toString() == QLatin1String("compiled");
        m_result.apply(e);
        emit event(e);
    }
}

void HarnessProcess::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_exitCode = status == QProcess::CrashExit ? -1 : exitCode;
    readEvents();
    for (const auto& item : m_reader.finish())
        if (item.isJson)
            m_result.apply(item.object);
    if (!m_result.finished() && !m_compiled) {
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
