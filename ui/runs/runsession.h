// RunSession: the window's own run manager. It opens the store, finds the GPUs (nvidia-smi runs on a worker
// thread, never on the window's) and then owns the ResourcePool and the RunManager that launched runs go
// through in this process. Launches, resumes and cancels asked for before it is ready wait for it, so a
// caller never blocks. Pages follow its manager's signals for the runs it drives (isDriving()).
#pragma once

#include "runners/runs/runmanager.h"

#include <QObject>
#include <functional>
#include <memory>

namespace kiln {

class RunSession : public QObject
{
    Q_OBJECT
public:
    explicit RunSession(QObject* parent = nullptr);
    ~RunSession() override;

    // Starts getting ready in the background (store, GPUs, kiln-eval socket); ready() or failed() follows.
    void start();
    bool isReady() const { return m_manager != nullptr; }
    QString startError() const { return m_error; }
    RunManager* manager() const { return m_manager.get(); }
    ResourcePool* pool() const { return m_pool.get(); }
    RunStore* store() const { return m_store.get(); }

    // Queues the run (now, or as soon as the session is ready); `done` gets the run id, or an error.
    using Started = std::function<void(const QString& runId, const QString& error)>;
    void launch(const RunSpec& spec, Started done = {});
    void resume(const QString& runId, Started done = {});
    void cancel(const QString& runId);
    // True for runs launched or resumed here: their pages follow the manager's signals, not the store.
    bool isDriving(const QString& runId) const { return m_driving.contains(runId); }

    int queuedJobs() const { return m_manager ? m_manager->queuedJobs() : 0; }
    int activeJobs() const { return m_manager ? m_manager->activeJobs() : 0; }

signals:
    void ready();
    void failed(const QString& error);
    // Queue length or GPUs in use changed (the status bar follows this).
    void loadChanged();
    void runStarted(const QString& runId);

private:
    void whenReady(std::function<void()> f);

    std::unique_ptr<RunStore> m_store;
    std::unique_ptr<ResourcePool> m_pool;
    std::unique_ptr<RunManager> m_manager;
    QSet<QString> m_driving;
    QList<std::function<void()>> m_waiting;
    QString m_error;
    bool m_starting = false;
};

} // namespace kiln
