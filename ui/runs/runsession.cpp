#include "runsession.h"

#include "model/backgroundjob.h"
#include "model/resourcepaths.h"
#include "runners/agents/sandbox.h"

#include <QThread>

namespace kiln {

RunSession::RunSession(QObject* parent) : QObject(parent)
{
}

RunSession::~RunSession()
{
    m_manager.reset(); // stops the agents before the pool and the store go
    m_pool.reset();
}

void RunSession::start()
{
    if (m_starting || m_manager)
        return;
    m_starting = true;
    auto probe = [] {
        sandboxAvailable(nullptr); // its first call starts bubblewrap: here, not when a run is launched
        return ResourcePool::detectGpus();
    };
    BackgroundJob::runInBackground(this, probe, [this](const QStringList& gpus) {
        m_starting = false;
        auto store = std::make_unique<RunStore>();
        QString error;
        if (!store->open(storePath(), &error)) {
            m_error = error;
            emit failed(error);
            return;
        }
        m_store = std::move(store);
        m_pool = std::make_unique<ResourcePool>(QThread::idealThreadCount(), gpus);
        auto manager = std::make_unique<RunManager>(m_store.get(), m_pool.get());
        if (!manager->init(&error)) {
            m_error = error;
            emit failed(error);
            return;
        }
        m_manager = std::move(manager);
        m_manager->recoverInterruptedRuns();
        connect(m_pool.get(), &ResourcePool::changed, this, &RunSession::loadChanged);
        for (auto signal : {&RunManager::jobQueued, &RunManager::jobStarted})
            connect(m_manager.get(), signal, this, &RunSession::loadChanged);
        connect(m_manager.get(), &RunManager::jobFinished, this, &RunSession::loadChanged);
        connect(m_manager.get(), &RunManager::runFinished, this, &RunSession::loadChanged);
        emit ready();
        emit loadChanged();
        const auto waiting = std::exchange(m_waiting, {});
        for (const auto& f : waiting)
            f();
    });
}

void RunSession::whenReady(std::function<void()> f)
{
    if (m_manager) {
        f();
        return;
    }
    m_waiting << std::move(f);
    start();
}

void RunSession::launch(const RunSpec& spec, Started done)
{
    whenReady([this, spec, done] {
        QString error;
        const auto id = m_manager->startRun(spec, &error);
        if (id) {
            m_driving.insert(*id);
            emit runStarted(*id);
        }
        if (done)
            done(id.value_or(QString()), error);
    });
}

void RunSession::resume(const QString& runId, Started done)
{
    whenReady([this, runId, done] {
        QString error;
        const bool ok = m_manager->resumeRun(runId, &error);
        if (ok) {
            m_driving.insert(runId);
            emit runStarted(runId);
        }
        if (done)
            done(ok ? runId : QString(), error);
    });
}

void RunSession::cancel(const QString& runId)
{
    if (m_manager)
        m_manager->cancelRun(runId);
}

} // namespace kiln
