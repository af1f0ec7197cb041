// How a speedup looks in every view (model/evaluation/speedupnoise.h's rule): green only when its interval
// lies wholly above 1, grey within noise or without an interval, and a tooltip that gives the interval.
#pragma once

#include "model/evaluation/speedupnoise.h"

#include <QBrush>
#include <QString>

namespace kiln {

QBrush speedBrush(Speed s);
// A table cell: "1.003x", "1.003x ~" within noise (the ~ is the mark every table uses); `times` is the sign.
QString speedupCell(double speedup, SpeedupInterval ci, int decimals = 3, QChar times = QLatin1Char('x'));
QString speedTooltip(double speedup, SpeedupInterval ci);

} // namespace kiln
