// The roofline points of one task from the run store: every timed configuration of its stored candidates
// (agent candidates, and the best of each run), with the baseline's time for the same configuration as
// baseline points. Opens its own store connection, so it runs on a worker thread.
#pragma once

#include "model/device/rooflinepoint.h"
#include "model/tasks/task.h"

namespace kiln {

QList<RooflinePoint> rooflinePointsForTask(const QString& storePath, const Task& task, int maxCandidates = 400);

// The dtypes whose compute ceilings the task's roofline shows (the keys of its FLOP formulas).
QStringList rooflineDtypes(const Task& task);

} // namespace kiln
