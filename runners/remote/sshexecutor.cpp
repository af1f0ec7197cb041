#include "sshexecutor.h"

#include "runners/evaluation/harnessprocess.h"
#include "runners/remote/remotepaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QPointer>
#include <QProcess>
#include <QTimer>
#include <functional>

namespace kiln {

bool isConnectionFailure(const QString& program, int exitCode)
{
    if (exitCode == 255 || exitCode < 0)
        return true;
    return program.endsWith(QLatin1String("rsync")) &&
           (exitCode == 10 || exitCode == 12 || exitCode == 30 || exitCode == 35);
}

ToolCall connectionRetryingCall(const QString& program, const QStringList& args, int attempts, int timeoutMs)
{
    ToolCall call;
    call.program = program;
    call.arguments = args;
    call.timeoutMs = timeoutMs;
    call.attempts = attempts;
    call.retryIf = [program](int code) { return isConnectionFailure(program, code); };
    return call;
}

SshExecutor::SshExecutor(const RemoteHost& host, QObject* parent)
    : Executor(parent), m_host(host), m_pool(1, host.gpus.isEmpty() ? QStringList{QStringLiteral("0")} : host.gpus)
{
}

QStringList SshExecutor::sshArguments(const QString& remoteCommand) const
{
    return QStringList{QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
                       QStringLiteral("-o"), QStringLiteral("ConnectTimeout=15"),
                       QStringLiteral("-o"), QStringLiteral("ServerAliveInterval=5"),
                       QStringLiteral("-o"), QStringLiteral("ServerAliveCountMax=3")} +
           m_host.sshOptions + QStringList{m_host.destination, remoteCommand};
}

QString SshExecutor::rsyncShell() const
{
    QStringList parts{QStringLiteral("ssh"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes")};
    for (const QString& o : m_host.sshOptions)
        parts << shellQuote(o);
    return parts.join(' ');
}

// One evaluation on the host: resolve the work folder, upload, run, download. Each step is a QProcess;
// nothing waits.
class SshRun : public HarnessRun
{
public:
    SshRun(SshExecutor* executor, QObject* parent) : HarnessRun(parent), m_executor(executor) {}
    ~SshRun() override
    {
        if (m_step && m_step->state() != QProcess::NotRunning) {
            m_step->kill();
            m_step->waitForFinished(2000);
        }
        if (m_counted && m_executor)
            m_executor->jobEnded();
    }

    bool start(const EvalRequest& request, const QString& requestFile, const QString& gpu, QString*) override
    {
        m_request = request;
        m_requestFile = QFileInfo(requestFile).absoluteFilePath();
        m_gpu = gpu;
        m_result = m_initial;
        m_counted = true;
        m_executor->jobStarted();
        if (!m_executor->absoluteWorkDir().isEmpty()) {
            upload();
            return true;
        }
        const RemoteHost& h = m_executor->host();
        // The work folder may be relative to the login's home; paths in requests must be absolute there.
        step(QStringLiteral("ssh"),
             m_executor->sshArguments(QStringLiteral("mkdir -p %1 && cd %1 && pwd").arg(shellQuote(h.workDir))),
             QStringLiteral("reach %1").arg(h.destination), [this](const QByteArray& out) {
                 m_executor->setAbsoluteWorkDir(QString::fromUtf8(out).trimmed());
                 upload();
             });
        return true;
    }

    void cancel() override
    {
        m_cancelled = true;
        if (m_harness && m_harness->isRunning()) {
            m_harness->cancel(); // ssh ends; the remote harness dies on its next write to the closed stream
            return;
        }
        if (m_step && m_step->state() != QProcess::NotRunning)
            m_step->kill();
        m_retryTimer.stop();
        fail(QStringLiteral("cancelled"), QStringLiteral("cancelled by the user"));
    }

    bool isRunning() const override { return !m_done && m_counted; }
    bool compiled() const override { return m_compiled; }

private:
    QString mirror() const { return m_executor->absoluteWorkDir() + QStringLiteral("/mirror"); }

    // Runs one process; on a connection failure it tries again after 1, 2, 4... s up to the host's limit.
    void step(const QString& program, const QStringList& args, const QString& what,
              std::function<void(const QByteArray&)> done, int attempt = 1)
    {
        if (m_cancelled)
            return;
        delete m_step;
        m_step = new QProcess(this);
        QProcess* p = m_step;
        connect(p, &QProcess::finished, this, [=, this](int code, QProcess::ExitStatus status) {
            if (m_cancelled || p != m_step)
                return;
            if (status == QProcess::NormalExit && code == 0) {
                done(p->readAllStandardOutput());
                return;
            }
            const QString err = QString::fromUtf8(p->readAllStandardError()).trimmed().right(600);
            const int limit = m_executor->host().connectRetries;
            if (isConnectionFailure(program, status == QProcess::CrashExit ? -1 : code) && attempt < limit) {
                emitLog(QStringLiteral("%1: connection failed (%2); trying again in %3 s (attempt %4 of %5)")
                            .arg(what, err.isEmpty() ? QStringLiteral("exit %1").arg(code) : err)
                            .arg(1 << (attempt - 1))
                            .arg(attempt + 1)
                            .arg(limit));
                later(1000 << (attempt - 1), [=, this] { step(program, args, what, done, attempt + 1); });
                return;
            }
            fail(kInfrastructureError, QStringLiteral("%1 failed (exit %2): %3").arg(what).arg(code).arg(err));
        });
        connect(p, &QProcess::errorOccurred, this, [=, this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart && p == m_step)
                fail(kInfrastructureError,
                     QStringLiteral("cannot start %1: %2 (install OpenSSH and rsync)").arg(program, p->errorString()));
        });
        p->start(program, args);
    }

    void later(int ms, std::function<void()> f)
    {
        m_retryTimer.disconnect();
        m_retryTimer.setSingleShot(true);
        m_retryTimer.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5% early: the backoff is a minimum
        connect(&m_retryTimer, &QTimer::timeout, this, std::move(f));
        m_retryTimer.start(ms);
    }

    void upload()
    {
        m_folders = requestFolders(m_request.json, QFileInfo(m_requestFile).absolutePath());
        // The request as the host sees it: every local folder it names moved under the mirror.
        m_remoteJson = toMirror(m_request.json, m_folders.all, mirror()).toObject();
        m_remoteRequest = m_requestFile + QStringLiteral(".remote.json");
        QFile f(m_remoteRequest);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            fail(QStringLiteral("harness_error"),
                 QStringLiteral("cannot write %1: %2").arg(m_remoteRequest, f.errorString()));
            return;
        }
        f.write(QJsonDocument(m_remoteJson).toJson(QJsonDocument::Compact));
        f.close();
        QStringList args{QStringLiteral("-aR"), QStringLiteral("-e"), m_executor->rsyncShell(),
                         QStringLiteral("--rsync-path=mkdir -p %1 && rsync").arg(shellQuote(mirror()))};
        args += m_folders.upload;
        args << m_executor->host().destination + ':' + mirror() + '/';
        step(QStringLiteral("rsync"), args,
             QStringLiteral("copy the candidate to %1").arg(m_executor->host().destination),
             [this](const QByteArray&) { runHarness(); });
    }

    void runHarness()
    {
        if (m_cancelled)
            return;
        const RemoteHost& h = m_executor->host();
        // The harness program as installed on the host: kiln-harness-<backend>, or python3 kiln_harness.py.
        QStringList words;
        if (!m_gpu.isEmpty())
            words << QStringLiteral("CUDA_VISIBLE_DEVICES=%1 HIP_VISIBLE_DEVICES=%1").arg(shellQuote(m_gpu));
        const QString harnessDir = h.effectiveHarnessDir();
        const QString program = QFileInfo(m_request.program).fileName();
        words << QStringLiteral("exec")
              << shellQuote(program.startsWith(QLatin1String("kiln-harness-")) ? harnessDir + '/' + program : program);
        for (const QString& a : m_request.arguments)
            words << shellQuote(
                a.endsWith(QLatin1String("kiln_harness.py")) ? harnessDir + QStringLiteral("/kiln_harness.py") : a);
        words << shellQuote(toMirror(m_remoteRequest, m_folders.all, mirror()));
        EvalRequest viaSsh;
        viaSsh.json = m_remoteJson;
        viaSsh.program = QStringLiteral("ssh");
        QStringList sshArgs = m_executor->sshArguments(words.join(' '));
        viaSsh.arguments = sshArgs;
        delete m_harness;
        m_harness = new HarnessProcess(this);
        m_harness->setInitialResult(m_initial);
        // HarnessProcess appends the request argument; the command is already complete, so it gets a no-op.
        m_harness->setRequestArgument(QStringLiteral("#"));
        connect(m_harness, &HarnessProcess::event, this, [this](const QJsonObject& e) {
            m_compiled = m_compiled || e.value("event").toString() == QLatin1String("compiled");
            emit event(fromMirror(e, mirror()).toObject());
        });
        connect(m_harness, &HarnessProcess::finished, this, &SshRun::harnessDone);
        QString error;
        // The request file HarnessProcess writes is the remote one again (already uploaded, same bytes).
        if (!m_harness->start(viaSsh, m_remoteRequest, &error))
            fail(QStringLiteral("harness_error"), error);
    }

    void harnessDone(const EvalResult& r)
    {
        if (m_cancelled) {
            fail(QStringLiteral("cancelled"), QStringLiteral("cancelled by the user"));
            return;
        }
        const bool verdict = r.finished() && r.reason != QLatin1String("harness_error");
        if (!verdict && !m_harness->compiled() && m_harness->exitCode() == 255) {
            // ssh itself failed: the connection died, the candidate said nothing wrong.
            if (++m_connectionLosses <= 1) {
                emitLog(QStringLiteral("the connection to %1 was lost during the evaluation; evaluating it again")
                            .arg(m_executor->host().destination));
                m_compiled = false;
                later(1000, [this] { upload(); });
                return;
            }
            fail(kInfrastructureError, QStringLiteral("the connection to %1 was lost twice during the evaluation: an "
                                                      "infrastructure error, not the candidate's")
                                           .arg(m_executor->host().destination));
            return;
        }
        m_result = r;
        m_result.message = fromMirror(QJsonValue(r.message), mirror()).toString();
        // Objects, PTX/SASS and reports back to this machine, where the views read them.
        QStringList args{QStringLiteral("-aR"), QStringLiteral("-e"), m_executor->rsyncShell()};
        for (const QString& d : m_folders.download)
            args << m_executor->host().destination + ':' + mirror() + QStringLiteral("/.") + d;
        args << QStringLiteral("/");
        step(QStringLiteral("rsync"), args,
             QStringLiteral("copy the artefacts back from %1").arg(m_executor->host().destination),
             [this](const QByteArray&) { finish(m_result); });
    }

    void emitLog(const QString& line) { emit event(QJsonObject{{"event", "log"}, {"line", line}}); }

    void fail(const QString& reason, const QString& message)
    {
        EvalResult r = m_result.finished() ? m_result : m_initial;
        if (reason == QLatin1String("cancelled") || !m_result.finished()) {
            r.verdict = QStringLiteral("error");
            r.reason = reason;
            r.message = message;
        } else {
            // The verdict stands; only the artefacts did not come back.
            r.message += (r.message.isEmpty() ? QString() : QStringLiteral("; ")) + message;
        }
        m_compiled = false;
        finish(r);
    }

    void finish(const EvalResult& r)
    {
        if (m_done)
            return;
        m_done = true;
        m_retryTimer.stop();
        if (m_counted) {
            m_counted = false;
            m_executor->jobEnded();
        }
        emit finished(r);
    }

    QPointer<SshExecutor> m_executor;
    EvalRequest m_request;
    QString m_requestFile, m_remoteRequest, m_gpu;
    QJsonObject m_remoteJson;
    RequestFolders m_folders;
    QProcess* m_step = nullptr;
    HarnessProcess* m_harness = nullptr;
    QTimer m_retryTimer;
    EvalResult m_result;
    int m_connectionLosses = 0;
    bool m_compiled = false, m_cancelled = false, m_done = false, m_counted = false;
};

HarnessRun* SshExecutor::createRun(QObject* parent)
{
    return new SshRun(this, parent);
}

} // namespace kiln
