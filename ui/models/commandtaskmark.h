// How a task imported with its own build/test/benchmark commands (AgentKernelArena, category "command",
// Task::isCommand()) is marked wherever it shows: its commands judge its candidates, so Kiln's defences
// (protected files, hidden configurations, Kiln's own correctness comparison and timing, the tamper and
// side-stream checks) do not apply to it. The task browser, the task page, the run page's rows and the
// candidate page use these words, so the mark reads the same everywhere.
#pragma once

#include <QColor>
#include <QString>
#include <QtCore/qnamespace.h>

namespace kiln {

// An item-data role (bool) for "this row's task is judged by its own commands".
constexpr int CommandTaskRole = Qt::UserRole + 0x434d; // "CM"

// The short mark for list cells: "own commands".
QString commandTaskMark();
// The sentence for tooltips and pages.
QString commandTaskNote();
// The mark's colour (a muted purple that reads on light and dark palettes).
QColor commandTaskColor();

} // namespace kiln
