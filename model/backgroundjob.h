// BackgroundJob: the one way the window reads in the background (store pages, candidates, diffs, scores,
// searches). start() runs the work on workerPool() and hands its result to `deliver` on the thread of the
// context object, unless a later start() or cancel() superseded it (a stale result is dropped: the user
// moved on) or the context is gone (the watcher is its child and the connection is made on it). One job
// object per kind of load, a member of the object that shows the result.
//
// For work whose every result counts (a review or a label stored), runInBackground() delivers each.
#pragma once

#include "workerpool.h"

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

namespace kiln {

class BackgroundJob
{
public:
    explicit BackgroundJob(QObject* context) : m_context(context) {}
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;

    // Runs `work()` off the GUI thread; `deliver(result)` later on the context's thread if still current.
    template <typename Work, typename Deliver> void start(Work work, Deliver deliver)
    {
        const quint64 generation = ++m_generation;
        m_busy = true;
        launch(m_context, std::move(work), [this, generation, deliver = std::move(deliver)](auto&& result) mutable {
            if (generation != m_generation)
                return; // superseded: the newer job's result is the one to show
            m_busy = false;
            deliver(std::forward<decltype(result)>(result));
        });
    }

    // Drops whatever is in flight.
    void cancel()
    {
        ++m_generation;
        m_busy = false;
    }

    // Whether the latest job has not delivered yet.
    bool busy() const { return m_busy; }

    // Runs `work()` off the GUI thread and always delivers (context alive): for work where each result counts.
    // `pool`: another pool than workerPool() (work that itself waits on the pool it would run in).
    template <typename Work, typename Deliver>
    static void runInBackground(QObject* context, Work work, Deliver deliver, QThreadPool* pool = nullptr)
    {
        launch(context, std::move(work), std::move(deliver), pool);
    }

private:
    template <typename Work, typename Deliver>
    static void launch(QObject* context, Work work, Deliver deliver, QThreadPool* pool = nullptr)
    {
        using Result = std::invoke_result_t<Work>;
        auto* watcher = new QFutureWatcher<Result>(context);
        QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                         [watcher, deliver = std::move(deliver)]() mutable {
                             watcher->deleteLater();
                             deliver(watcher->result());
                         });
        watcher->setFuture(QtConcurrent::run(pool ? pool : workerPool(), std::move(work)));
    }

    QObject* m_context;
    quint64 m_generation = 0;
    bool m_busy = false;
};

} // namespace kiln
