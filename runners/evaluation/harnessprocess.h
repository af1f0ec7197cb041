// HarnessProcess: runs one harness (local process) on one request and folds its events into an
// EvalResult as they arrive, through QProcess signals: the caller's event loop never waits on it.
#pragma once

#include "model/evaluation/evalresult.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/jsonlinesreader.h"

#include <QObject>
#include <QProcess>

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
    const EvalResult& result() const { return m_result; }
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }

signals:
    void event(const QJsonObject& event);
    void finished(const kiln::EvalResult& result);

private:
    void readEvents();
    void onFinished(int exitCode, QProcess::ExitStatus status);

    QProcess m_process;
    JsonLinesReader m_reader;
    EvalResult m_result, m_initial;
    QByteArray m_stderr;
    bool m_compiled = false;
    bool m_cancelled = false;
    QString m_requestArgument;
    int m_exitCode = 0;
};

} // namespace kiln
