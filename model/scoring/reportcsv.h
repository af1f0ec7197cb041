// The leaderboard as CSV, one row per entry and task. The first four columns are AgentKernelArena's
// overall_summary.csv ("Task Name", "Task Type", "Score", "Speedup", 4 decimals: src/postprocessing.py,
// export_task_results_csv, AMD-AGI/AgentKernelArena at 2804878a), so its readers take Kiln's file; Kiln's
// own columns follow. Like AKA, the speedup of a task that is not correct is written as 0.
#pragma once

#include "leaderboard.h"

namespace kiln::scoring {

QString leaderboardCsv(const Leaderboard& board);
QString csvField(const QString& text); // quoted when it holds a comma, quote or newline (RFC 4180)

} // namespace kiln::scoring
