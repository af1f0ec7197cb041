// TaskLoader: reads one task folder (task.yaml + hidden.yaml + files) into a Task and checks it the way
// docs/task-format.md describes. Every problem becomes a LoadIssue with file, line and a sentence that
// says what would be right; a task with errors is not returned, a task with warnings is.
// Pure function of the files: safe to call from worker threads.
#pragma once

#include "../loadissue.h"
#include "task.h"

#include <optional>

namespace kiln {

struct TaskLoadResult
{
    std::optional<Task> task;
    LoadIssues issues;
};

// `folder` holds task.yaml; `suiteRoot` is the suite it belongs to (for display and ids).
TaskLoadResult loadTaskFolder(const QString& folder, const QString& suiteRoot);

} // namespace kiln
