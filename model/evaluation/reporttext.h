// The readable report of an evaluation, one harness event at a time: what `kiln eval` prints and what
// ./kiln-eval sends back to the agent (compile errors with file:line, the worst mismatching elements, times,
// speedup and fraction of roofline per configuration, flags, the verdict).
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace kiln {

QStringList reportLines(const QJsonObject& event);
// The "diagnostics" event as the agent reads it: the `top` most severe findings with file:line and hint.
QStringList diagnosticsReportLines(const QJsonObject& event, int top = 6);

} // namespace kiln
