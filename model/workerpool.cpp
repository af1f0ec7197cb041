#include "workerpool.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace kiln {

QThreadPool* workerPool()
{
    // As many threads as the global pool would have; destroyed (after waiting for its tasks) at exit.
    static QThreadPool pool;
    static const bool configured = [] {
        pool.setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        pool.setObjectName(QStringLiteral("kiln-workers"));
        return true;
    }();
    (void)configured;
    return &pool;
}

WorkerPoolDrain::~WorkerPoolDrain()
{
    workerPool()->waitForDone();
}

} // namespace kiln
