// EvaluationJob: one candidate through the harness, holding resources from the pool only while it needs
// them: the compile gate on one CPU slot (`--compile-only`), then the correctness and performance gates on
// one GPU (CUDA_VISIBLE_DEVICES set to its id) or, for host kernels, on every CPU slot. Events are
// forwarded as they arrive; `finished` always comes once, with the verdict. With a remote executor (SSH host,
// Slurm) the whole evaluation is one stage there, holding one of the executor's job slots instead.
#pragma once

#include "model/evaluation/evalresult.h"
#include "runners/evaluation/diagnosticsstep.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/remote/executor.h"
#include "runners/runs/resourcepool.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

namespace kiln {

class EvaluationJob : public QObject
{
    Q_OBJECT
public:
    // `folder` receives request.json (and the timed run's request-timed.json).
    EvaluationJob(const EvalRequest& request, const QString& backend, const QString& folder, ResourcePool* pool,
                  QObject* parent = nullptr);
    ~EvaluationJob() override;
    // Before start: where the harness runs (null: this machine).
    void setExecutor(Executor* executor) { m_executor = executor; }
    void start();
    void cancel();
    const EvalResult& result() const { return m_result; }
    QString gpu() const { return m_lease.gpu; }

signals:
    void event(const QJsonObject& event);
    void finished(const kiln::EvalResult& result);

private:
    void compileGranted(const Lease& lease);
    void runGranted(const Lease& lease);
    void stageDone(const EvalResult& result, bool compileStage);
    void finish(const EvalResult& result);
    void releaseLease();
    void recordPlacement(const QDateTime& finished = {}) const;
    bool startHarness(const EvalRequest& request, const QString& file, const QString& gpu);

    EvalRequest m_request;
    QString m_backend, m_folder;
    QPointer<ResourcePool> m_pool, m_leasePool;
    QPointer<Executor> m_executor;
    HarnessRun* m_harness = nullptr;
    DiagnosticsStep* m_diagnostics = nullptr; // after the harness: IR diagnostics, then `finished`
    EvalResult m_result;
    Lease m_lease;
    QDateTime m_timedStart;
    bool m_holding = false, m_done = false, m_cancelled = false;
    quint64 m_ticket = 0;
};

} // namespace kiln
