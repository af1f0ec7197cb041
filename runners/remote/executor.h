// Executor: where an evaluation's harness runs. EvaluationJob asks its executor for a HarnessRun per stage
// and gets the same live events and the same EvalResult whatever the place: this machine (LocalExecutor,
// compile on a CPU slot, then the timed run on a GPU), a GPU host over SSH (SshExecutor) or a Slurm
// cluster (SlurmExecutor). Remote executors run the whole evaluation as one stage and own a ResourcePool
// whose "GPUs" are their concurrent jobs, so a run fans out as far as the host or cluster is configured to.
#pragma once

#include "model/evaluation/evalresult.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/runs/resourcepool.h"

#include <QMap>
#include <QObject>
#include <memory>

namespace kiln {

// One harness invocation somewhere. `finished` always follows a successful start(), exactly once.
class HarnessRun : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    // `requestFile` is where the request is kept in the evaluation's local folder; `gpu` is the pool id held.
    virtual bool start(const EvalRequest& request, const QString& requestFile, const QString& gpu, QString* error) = 0;
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;
    // True when a --compile-only run ended with every build passing (no verdict follows then).
    virtual bool compiled() const = 0;
    // The result to continue folding into (the timed run continues the compile-only run's result).
    void setInitialResult(const EvalResult& result) { m_initial = result; }
    // Variables added to the harness's environment where it runs (e.g. TRITON_CACHE_DIR for the diagnostics).
    void setExtraEnvironment(const QMap<QString, QString>& env) { m_extraEnv = env; }

signals:
    void event(const QJsonObject& event);
    void finished(const kiln::EvalResult& result);

protected:
    EvalResult m_initial;
    QMap<QString, QString> m_extraEnv;
};

class Executor : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual QString name() const = 0; // "local", "slurm", "ssh:NAME"
    virtual bool isRemote() const = 0;
    // Remote executors: the slots a whole evaluation holds while it runs there. Local: null (the caller's
    // pool of CPU slots and GPUs is used, stage by stage).
    virtual ResourcePool* pool() { return nullptr; }
    // Whether a GPU lease's id names the GPU the timed stage runs on (locally, or an ssh host's GPU); a Slurm
    // lease is a job slot, and the GPU is whichever the job gets.
    virtual bool leasesNameGpus() const { return true; }
    virtual HarnessRun* createRun(QObject* parent) = 0;
    int activeJobs() const { return m_active; }

signals:
    void activeJobsChanged(int jobs); // evaluations submitted to a remote place and not yet back

protected:
    void jobStarted() { emit activeJobsChanged(++m_active); }
    void jobEnded() { emit activeJobsChanged(--m_active); }

private:
    int m_active = 0;
};

class LocalExecutor : public Executor
{
    Q_OBJECT
public:
    using Executor::Executor;
    QString name() const override { return QStringLiteral("local"); }
    bool isRemote() const override { return false; }
    HarnessRun* createRun(QObject* parent) override;
};

// "local", "slurm" or "ssh:NAME" as configured in remotes.json; null and *error (what is configured, how to
// add one) for anything else.
std::unique_ptr<Executor> createExecutor(const QString& name, QString* error);

// The exit status of a remote job, judged: a failure of the place (connection, node, preemption, time
// limit) is never the candidate's. The reason string infrastructure errors carry.
inline const QString kInfrastructureError = QStringLiteral("infrastructure_error");

} // namespace kiln
