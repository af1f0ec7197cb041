// TranscriptWriter: stores transcript events on a worker thread with its own store connection, so the thread
// that runs the agents (the GUI's event loop in the window) never waits for SQLite: a batch of a thousand
// rows and the WAL checkpoints that follow now and then took tens of milliseconds there. Batches are stored
// in the order they were given; sync() waits until everything given so far is stored (a run's end, so that
// whoever reads the store after runFinished sees the whole transcript).
#pragma once

#include "model/store/runstore.h"

#include <QObject>
#include <QThread>

namespace kiln {

class TranscriptWriter : public QObject
{
    Q_OBJECT
public:
    explicit TranscriptWriter(QObject* parent = nullptr);
    ~TranscriptWriter() override; // stores what is queued, then stops the thread

    // The store to write to (the run manager's store's path); opened on the worker thread.
    void setStorePath(const QString& path);
    void write(QList<TranscriptRow> rows);
    void sync();

private:
    QThread m_thread;
    QObject* m_worker = nullptr; // lives on m_thread
    std::unique_ptr<RunStore> m_store; // used on m_thread only
    QString m_path;
};

} // namespace kiln
