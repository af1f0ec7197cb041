#include "slurmexecutor.h"

#include "runners/jsonlinesreader.h"
#include "runners/remote/remotepaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>

namespace kiln {

namespace {

QStringList slotNames(int n)
{
    QStringList ids;
    for (int i = 1; i <= std::max(1, n); ++i)
        ids << QStringLiteral("slurm-%1").arg(i);
    return ids;
}

} // namespace

SlurmOutcome judgeSlurmState(const QString& rawState)
{
    // States as squeue/sacct/scontrol print them; sacct adds "CANCELLED by UID".
    const QString state = rawState.section(' ', 0, 0).trimmed().toUpper();
    static const QStringList going{"PENDING",      "CONFIGURING", "RUNNING",  "COMPLETING", "SUSPENDED", "REQUEUED",
                                   "REQUEUE_HOLD", "REQUEUE_FED", "RESIZING", "SIGNALING",  "STAGE_OUT", "STOPPED"};
    static const QStringList lost{"NODE_FAIL", "PREEMPTED", "TIMEOUT", "BOOT_FAIL", "DEADLINE"};
    if (state.isEmpty() || going.contains(state))
        return SlurmOutcome::StillGoing;
    if (lost.contains(state))
        return SlurmOutcome::LostToCluster;
    if (state == QLatin1String("CANCELLED"))
        return SlurmOutcome::Cancelled;
    return SlurmOutcome::Finished; // COMPLETED, FAILED, OUT_OF_MEMORY: the harness's output says what
                                   // happened
}

SlurmExecutor::SlurmExecutor(const SlurmConfig& config, QObject* parent)
    : Executor(parent), m_config(config), m_pool(1, slotNames(config.maxJobs))
{
}

class SlurmRun : public HarnessRun
{
public:
    SlurmRun(SlurmExecutor* executor, QObject* parent) : HarnessRun(parent), m_executor(executor)
    {
        m_poll.setInterval(executor->config().pollMs);
        connect(&m_poll, &QTimer::timeout, this, &SlurmRun::poll);
    }
    ~SlurmRun() override
    {
        // A run dropped while its job is queued must not leave it on the cluster.
        if (!m_done && !m_jobId.isEmpty())
            QProcess::startDetached(QStringLiteral("scancel"), {m_jobId});
        for (QProcess* p : {m_submit, m_query})
            if (p && p->state() != QProcess::NotRunning) {
                p->kill();
                p->waitForFinished(2000);
            }
        if (m_counted && m_executor)
            m_executor->jobEnded();
    }

    bool start(const EvalRequest& request, const QString& requestFile, const QString&, QString* error) override
    {
        m_request = request;
        m_requestFile = QFileInfo(requestFile).absoluteFilePath();
        m_folder = QFileInfo(m_requestFile).absolutePath();
        QFile f(m_requestFile);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            *error = QStringLiteral("cannot write %1: %2").arg(m_requestFile, f.errorString());
            return false;
        }
        f.write(QJsonDocument(request.json).toJson(QJsonDocument::Compact));
        f.close();
        // The job script: the harness and nothing else, so its stdout (the output file) is pure JSON lines.
        m_script = QDir(m_folder).filePath(QStringLiteral("slurm-job.sh"));
        QFile s(m_script);
        if (!s.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            *error = QStringLiteral("cannot write %1: %2").arg(m_script, s.errorString());
            return false;
        }
        QStringList words{QStringLiteral("exec"), shellQuote(request.program)};
        for (const QString& a : request.arguments)
            words << shellQuote(a);
        words << shellQuote(m_requestFile);
        s.write(QStringLiteral("#!/bin/sh\n# written by Kiln: one evaluation\n%1\n").arg(words.join(' ')).toUtf8());
        s.close();
        s.setPermissions(s.permissions() | QFileDevice::ExeOwner);
        m_counted = true;
        m_executor->jobStarted();
        submit();
        return true;
    }

    void cancel() override
    {
        if (m_done)
            return;
        m_cancelled = true;
        if (m_jobId.isEmpty()) { // sbatch has not answered yet: stop it, nothing is queued
            if (m_submit)
                m_submit->kill();
            finishWith(QStringLiteral("cancelled"), QStringLiteral("cancelled by the user"));
            return;
        }
        QProcess::startDetached(QStringLiteral("scancel"), {m_jobId});
        // squeue reports CANCELLED on a following poll; that ends the run.
    }

    bool isRunning() const override { return m_counted && !m_done; }
    bool compiled() const override { return m_compiled; }

private:
    void emitLog(const QString& line) { emit event(QJsonObject{{"event", "log"}, {"line", line}}); }

    void submit()
    {
        const SlurmConfig& c = m_executor->config();
        m_result = m_initial;
        m_compiled = false;
        m_reader = JsonLinesReader();
        m_offset = 0;
        m_jobId.clear();
        m_output = QDir(m_folder).filePath(QStringLiteral("slurm-%1.out").arg(++m_attempt));
        QFile::remove(m_output);
        // --no-requeue: a job the cluster loses ends (NODE_FAIL, PREEMPTED) instead of silently queueing
        // again, so Kiln sees it, says so, and resubmits within its own limit.
        QStringList args{QStringLiteral("--parsable"),
                         QStringLiteral("--no-requeue"),
                         QStringLiteral("--job-name=kiln-%1").arg(QFileInfo(m_folder).fileName()),
                         QStringLiteral("--output=") + m_output,
                         QStringLiteral("--error=") + m_output + QStringLiteral(".err"),
                         QStringLiteral("--chdir=") + m_folder,
                         QStringLiteral("--ntasks=1")};
        if (!c.partition.isEmpty())
            args << QStringLiteral("--partition=") + c.partition;
        if (!c.account.isEmpty())
            args << QStringLiteral("--account=") + c.account;
        const QString backend = m_request.json.value("task").toObject().value("backend").toString();
        if (backend != QLatin1String("host") && c.gpusPerJob > 0)
            args << QStringLiteral("--gres=gpu:%1").arg(c.gpusPerJob);
        if (!c.timeLimit.isEmpty())
            args << QStringLiteral("--time=") + c.timeLimit;
        args += c.extraOptions;
        args << m_script;
        delete m_submit;
        m_submit = new QProcess(this);
        connect(m_submit, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
            if (m_done)
                return;
            const QString out = QString::fromUtf8(m_submit->readAllStandardOutput()).trimmed();
            const QString id = out.section(';', 0, 0).trimmed();
            if (status != QProcess::NormalExit || code != 0 || id.isEmpty()) {
                finishWith(kInfrastructureError,
                           QStringLiteral("sbatch refused the job (exit %1): %2")
                               .arg(code)
                               .arg(QString::fromUtf8(m_submit->readAllStandardError()).trimmed()));
                return;
            }
            m_jobId = id;
            emitLog(QStringLiteral("slurm job %1 submitted").arg(id));
            if (m_cancelled) {
                QProcess::startDetached(QStringLiteral("scancel"), {m_jobId});
            }
            m_poll.start();
        });
        connect(m_submit, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                finishWith(kInfrastructureError, QStringLiteral("cannot start sbatch: %1 (install slurm-client, or set "
                                                                "PATH to the cluster's Slurm commands)")
                                                     .arg(m_submit->errorString()));
        });
        m_submit->start(QStringLiteral("sbatch"), args);
    }

    void readOutput()
    {
        QFile f(m_output);
        if (!f.open(QIODevice::ReadOnly) || f.size() <= m_offset)
            return;
        f.seek(m_offset);
        const QByteArray bytes = f.readAll();
        m_offset += bytes.size();
        for (const auto& item : m_reader.feed(bytes))
            apply(item.isJson ? item.object : QJsonObject{{"event", "log"}, {"line", item.text}});
    }

    void apply(const QJsonObject& e)
    {
        m_compiled = m_compiled || e.value("event").toString() == QLatin1String("compiled");
        m_result.apply(e);
        emit event(e);
    }

    void poll()
    {
        readOutput();
        if (m_result.finished() && !m_cancelled) {
            // The harness's verdict is its last line: the evaluation is over even while Slurm still winds the
            // job down (COMPLETING, then COMPLETED a second or two later), so the slot is free again now.
            m_poll.stop();
            finish();
            return;
        }
        if (m_query)
            return; // the last question is still out
        // squeue -t all keeps finished jobs for MinJobAge (300 s by default) with their final state.
        query(QStringLiteral("squeue"),
              {QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"), QStringLiteral("-j"), m_jobId,
               QStringLiteral("-o"), QStringLiteral("%T")},
              [this](bool ok, const QString& out) {
                  if (ok && !out.isEmpty())
                      return judged(out.split('\n').first());
                  // Gone from squeue: ask the accounting database. Without slurmdbd (a small cluster, the
                  // tests' one) sacct has nothing, so scontrol is asked next, then the output file decides.
                  query(QStringLiteral("sacct"),
                        {QStringLiteral("-n"), QStringLiteral("-X"), QStringLiteral("-P"), QStringLiteral("-j"),
                         m_jobId, QStringLiteral("-o"), QStringLiteral("State")},
                        [this](bool ok, const QString& out) {
                            if (ok && !out.isEmpty())
                                return judged(out.split('\n').first());
                            query(QStringLiteral("scontrol"),
                                  {QStringLiteral("-o"), QStringLiteral("show"), QStringLiteral("job"), m_jobId},
                                  [this](bool ok, const QString& out) {
                                      const auto m = QRegularExpression(QStringLiteral("JobState=(\\S+)")).match(out);
                                      judged(ok && m.hasMatch() ? m.captured(1) : QStringLiteral("COMPLETED"));
                                  });
                        });
              });
    }

    void query(const QString& program, const QStringList& args, std::function<void(bool, const QString&)> done)
    {
        m_query = new QProcess(this);
        QProcess* p = m_query;
        connect(p, &QProcess::finished, this, [=, this](int code, QProcess::ExitStatus status) {
            m_query = nullptr;
            p->deleteLater();
            if (!m_done)
                done(status == QProcess::NormalExit && code == 0,
                     QString::fromUtf8(p->readAllStandardOutput()).trimmed());
        });
        connect(p, &QProcess::errorOccurred, this, [=, this](QProcess::ProcessError e) {
            if (e != QProcess::FailedToStart)
                return;
            m_query = nullptr;
            p->deleteLater();
            if (!m_done)
                done(false, {});
        });
        p->start(program, args);
    }

    void judged(const QString& state)
    {
        const SlurmOutcome outcome = judgeSlurmState(state);
        if (outcome == SlurmOutcome::StillGoing)
            return;
        m_poll.stop();
        readOutput();
        for (const auto& item : m_reader.finish())
            if (item.isJson)
                apply(item.object);
        const QString job = QStringLiteral("slurm job %1").arg(m_jobId);
        if (outcome == SlurmOutcome::Cancelled) {
            finishWith(
                m_cancelled ? QStringLiteral("cancelled") : kInfrastructureError,
                m_cancelled
                    ? QStringLiteral("cancelled by the user")
                    : QStringLiteral("%1 was cancelled by the cluster or an administrator (%2)").arg(job, state));
            return;
        }
        if (outcome == SlurmOutcome::LostToCluster) {
            if (m_cancelled) {
                finishWith(QStringLiteral("cancelled"), QStringLiteral("cancelled by the user"));
            } else if (m_attempt <= m_executor->config().maxRequeues) {
                emitLog(QStringLiteral("%1 ended %2 (the cluster's doing, not the candidate's); submitting it again "
                                       "(%3 of %4)")
                            .arg(job, state)
                            .arg(m_attempt)
                            .arg(m_executor->config().maxRequeues));
                submit();
            } else {
                finishWith(kInfrastructureError, QStringLiteral("%1 ended %2 and the requeue limit (%3) is spent: an "
                                                                "infrastructure error, not the candidate's")
                                                     .arg(job, state)
                                                     .arg(m_executor->config().maxRequeues));
            }
            return;
        }
        if (m_result.finished() || m_compiled) {
            finish();
            return;
        }
        QFile errFile(m_output + QStringLiteral(".err"));
        const QString tail =
            errFile.open(QIODevice::ReadOnly) ? QString::fromUtf8(errFile.readAll()).trimmed().right(800) : QString();
        finishWith(QStringLiteral("harness_error"),
                   QStringLiteral("%1 ended %2 without a verdict from the harness%3")
                       .arg(job, state, tail.isEmpty() ? QString() : QStringLiteral(": ") + tail));
    }

    void finishWith(const QString& reason, const QString& message)
    {
        m_result.verdict = QStringLiteral("error");
        m_result.reason = reason;
        m_result.message = message;
        m_compiled = false;
        finish();
    }

    void finish()
    {
        if (m_done)
            return;
        m_done = true;
        m_poll.stop();
        if (m_counted) {
            m_counted = false;
            m_executor->jobEnded();
        }
        emit finished(m_result);
    }

    QPointer<SlurmExecutor> m_executor;
    EvalRequest m_request;
    QString m_requestFile, m_folder, m_script, m_output, m_jobId;
    QProcess* m_submit = nullptr;
    QProcess* m_query = nullptr;
    QTimer m_poll;
    JsonLinesReader m_reader;
    qint64 m_offset = 0;
    EvalResult m_result;
    int m_attempt = 0;
    bool m_compiled = false, m_cancelled = false, m_done = false, m_counted = false;
};

HarnessRun* SlurmExecutor::createRun(QObject* parent)
{
    return new SlurmRun(this, parent);
}

} // namespace kiln
