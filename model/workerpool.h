// The thread pool the window's background work runs in (store reads in pages, candidate and diff loads,
// scoring, transcript search), kept apart from QThreadPool::globalInstance(). Qt 6.4's raster engine splits
// large fills over the global pool and waits for them on the GUI thread: while the global pool's threads
// (two on a 2-core machine) were busy reading a page of 500 candidates, every paint waited for that read
// to end (kiln bench gui: 300-440 ms event-loop stalls in which the GUI thread itself ran 3-30 ms).
#pragma once

class QThreadPool;

namespace kiln {

QThreadPool* workerPool();

// Waits, as it goes, for the work still running in workerPool(). Made in main() right after the application
// object, so that such work (the demo run being imported into the store) ends while Qt is whole: the pool
// itself is a static, and it waited only during static destruction, after QtSql's own globals were gone (a
// window closed while a first start's demo import ran crashed there).
class WorkerPoolDrain
{
public:
    WorkerPoolDrain() = default;
    WorkerPoolDrain(const WorkerPoolDrain&) = delete;
    WorkerPoolDrain& operator=(const WorkerPoolDrain&) = delete;
    ~WorkerPoolDrain();
};

} // namespace kiln
