// The roofline's data as tables: the CSV export (one row per point, with the derived rates and the gap
// to the roof) and the per-task summary the fraction-of-roofline bar view draws. Widget-free.
#pragma once

#include "model/device/rooflinepoint.h"
#include "rooflinegeometry.h"

#include <QList>
#include <QString>

namespace kiln {

QString rooflineCsv(const QList<RooflinePoint>& points, const RooflineGeometry& geometry);

struct TaskFraction
{
    QString task;
    QString candidateId; // the candidate with the highest fraction on this task
    QString candidateLabel;
    double fraction = 0;         // its geometric mean over the task's visible configurations
    double baselineFraction = 0; // the baseline's, same mean; 0 when the task has no baseline point
};

// One row per task, best fraction first. Hidden configurations are left out unless a candidate has
// nothing else, so the bars compare like with like across tasks.
QList<TaskFraction> bestFractionPerTask(const QList<RooflinePoint>& points, const RooflineGeometry& geometry);

} // namespace kiln
