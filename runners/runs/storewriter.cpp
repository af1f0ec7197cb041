#include "storewriter.h"

#include <algorithm>

namespace kiln {

StoreWriter::StoreWriter(QObject* parent) : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("kiln-store-writer"));
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

StoreWriter::~StoreWriter()
{
    sync();
    // The connection belongs to the worker thread: close it there.
    QMetaObject::invokeMethod(
        m_worker, [this] { m_store.reset(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void StoreWriter::setStorePath(const QString& path)
{
    m_path = path;
}

void StoreWriter::post(std::function<void(RunStore*, QString*)> write)
{
    QMetaObject::invokeMethod(
        m_worker,
        [this, path = m_path, write = std::move(write)] {
            QString error;
            if (!m_store || m_store->path() != path) {
                m_store = std::make_unique<RunStore>();
                if (!m_store->open(path, &error))
                    m_store.reset();
            }
            write(m_store.get(), &error);
        },
        Qt::QueuedConnection);
}

void StoreWriter::write(QList<TranscriptRow> rows)
{
    if (rows.isEmpty())
        return;
    post([rows = std::move(rows)](RunStore* store, QString* error) {
        if (!store) {
            qWarning("kiln: cannot store %lld transcript events: %s", static_cast<long long>(rows.size()),
                     qPrintable(*error));
            return;
        }
        // Short transactions: each holds the write lock that other Kilns' (and the views') writes wait for,
        // and SQLite's busy handler retries after 1, 2, 5, 10... ms.
        constexpr qsizetype kChunk = 50;
        for (qsizetype i = 0; i < rows.size(); i += kChunk)
            if (!store->addTranscriptEvents(rows.mid(i, kChunk), error))
                qWarning("kiln: could not store %lld transcript events: %s",
                         static_cast<long long>(std::min(kChunk, rows.size() - i)), qPrintable(*error));
    });
}

void StoreWriter::sync()
{
    if (m_thread.isRunning())
        QMetaObject::invokeMethod(
            m_worker, [] {}, Qt::BlockingQueuedConnection);
}

} // namespace kiln
