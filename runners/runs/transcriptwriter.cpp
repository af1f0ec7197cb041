#include "transcriptwriter.h"

#include <algorithm>

namespace kiln {

TranscriptWriter::TranscriptWriter(QObject* parent) : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("kiln-transcript-writer"));
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

TranscriptWriter::~TranscriptWriter()
{
    sync();
    // The connection belongs to the worker thread: close it there.
    QMetaObject::invokeMethod(m_worker, [this] { m_store.reset(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void TranscriptWriter::setStorePath(const QString& path)
{
    m_path = path;
}

void TranscriptWriter::write(QList<TranscriptRow> rows)
{
    if (rows.isEmpty())
        return;
    QMetaObject::invokeMethod(
        m_worker,
        [this, path = m_path, rows = std::move(rows)] {
            QString error;
            if (!m_store || m_store->path() != path) {
                m_store = std::make_unique<RunStore>();
                if (!m_store->open(path, &error)) {
                    m_store.reset();
                    qWarning("kiln: cannot open %s to store %lld transcript events: %s", qPrintable(path),
                             static_cast<long long>(rows.size()), qPrintable(error));
                    return;
                }
            }
            // Short transactions: the run manager's own writes (a candidate, a task's result) wait for the
            // write lock while one is open, and SQLite's busy handler retries after 1, 2, 5, 10... ms.
            constexpr qsizetype kChunk = 50;
            for (qsizetype i = 0; i < rows.size(); i += kChunk)
                if (!m_store->addTranscriptEvents(rows.mid(i, kChunk), &error))
                    qWarning("kiln: could not store %lld transcript events: %s",
                             static_cast<long long>(std::min(kChunk, rows.size() - i)), qPrintable(error));
        },
        Qt::QueuedConnection);
}

void TranscriptWriter::sync()
{
    if (m_thread.isRunning())
        QMetaObject::invokeMethod(m_worker, [] {}, Qt::BlockingQueuedConnection);
}

} // namespace kiln
