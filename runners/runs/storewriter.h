// StoreWriter: every store write the run manager makes while runs go (transcript events, candidates with
// their gate results, task results, a run's end) happens here, on a worker thread with its own store
// connection, so the thread that runs the agents (the GUI's event loop in the window) never waits for SQLite.
// A batch of a thousand transcript rows and the WAL checkpoints that follow took tens of milliseconds there,
// and a single small write waited up to 130 ms in SQLite's busy handler while this thread held the write lock.
// Writes run in the order they were given. One that the caller must see finished (a candidate's id, a task's
// result before jobFinished) takes a continuation, called on the context object's thread once it is stored;
// sync() waits until everything given so far is stored.
#pragma once

#include "model/store/runstore.h"

#include <QObject>
#include <QThread>
#include <functional>

namespace kiln {

class StoreWriter : public QObject
{
    Q_OBJECT
public:
    explicit StoreWriter(QObject* parent = nullptr);
    ~StoreWriter() override; // stores what is queued, then stops the thread

    // The store to write to (the run manager's store's path); opened on the worker thread.
    void setStorePath(const QString& path);
    void write(QList<TranscriptRow> rows);
    // Runs `write` on the worker thread with its connection (null, with the reason in *error, when the
    // store cannot be opened), then `then(result)` on `context`'s thread; dropped if `context` is destroyed
    // first (its queued calls go with it).
    template <typename Result>
    void write(std::function<Result(RunStore* store, QString* error)> write, QObject* context,
               std::function<void(Result result, const QString& error)> then)
    {
        post([write = std::move(write), context, then = std::move(then)](RunStore* store, QString* error) mutable {
            Result result = write(store, error);
            QMetaObject::invokeMethod(
                context,
                [then = std::move(then), result = std::move(result), error = *error]() mutable {
                    then(std::move(result), error);
                },
                Qt::QueuedConnection);
        });
    }
    void sync();

private:
    void post(std::function<void(RunStore*, QString*)> write);

    QThread m_thread;
    QObject* m_worker = nullptr;       // lives on m_thread
    std::unique_ptr<RunStore> m_store; // used on m_thread only
    QString m_path;
};

} // namespace kiln
