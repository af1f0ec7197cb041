// JSON form of a task for `kiln tasks list --json` / `show --json` and for reports. Field names are
// task.yaml's own, so scripts that read one read the other.
#pragma once

#include "task.h"

#include <QJsonObject>

namespace kiln {

QJsonObject taskToJson(const Task& task, bool withConfigs = true);

} // namespace kiln
