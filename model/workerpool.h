// The thread pool the window's background work runs in (store reads in pages, candidate and diff loads,
// scoring, transcript search), kept apart from QThreadPool::globalInstance(). Qt 6.4's raster engine splits
// large fills over the global pool and waits for them on the GUI thread: while the global pool's threads
// (two on a 2-core machine) were busy reading a page of 500 candidates, every paint waited for that read
// to end (kiln bench gui: 300-440 ms event-loop stalls in which the GUI thread itself ran 3-30 ms).
#pragma once

class QThreadPool;

namespace kiln {

QThreadPool* workerPool();

} // namespace kiln
