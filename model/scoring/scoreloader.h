// Reads what the scoring needs from the run store: for each task of a run, the candidate final scoring
// picked (visible + hidden configurations), or, when no candidate passed, the one that got furthest
// through the gates; the agent's evaluation count, harness time and reported tokens. Task metadata
// (weight, category, difficulty) comes from the suites loaded now, so a changed weight re-scores stored
// runs without running anything again. Queries the database: call it off the GUI thread.
#pragma once

#include "leaderboard.h"

#include "model/store/runstore.h"
#include "model/tasks/task.h"

namespace kiln::scoring {

TaskMeta taskMeta(const Task& task);

// `tasks`: every task of the loaded suites. A stored task missing from them is scored with weight 1, its
// category taken from its id, and the assumption is added to RunInputs::issues.
RunInputs loadRunInputs(const RunStore& store, const RunRecord& run, const QList<Task>& tasks);

// Entries for a report: one per run, or (byAgent) one per agent and model, with that agent's runs pooled.
// Unknown run ids are reported in *error.
std::optional<QList<EntryInput>> loadEntries(const RunStore& store, const QStringList& runIds, const QList<Task>& tasks,
                                             bool byAgent, QString* error);

} // namespace kiln::scoring
