// Reads an AgentKernelArena checkout in place: every tasks/**/config.yaml (schema v1 or v2) becomes a
// `command` task whose gates are the checkout's own commands (see ../shared/design/interop.md).
// Nothing is copied; the task's folder points into the checkout.
#pragma once

#include "../loadissue.h"
#include "../tasks/task.h"

namespace kiln {

struct ImportResult
{
    QList<Task> tasks;
    LoadIssues issues;
    int filesRead = 0;
};

bool isAgentKernelArenaCheckout(const QString& dir);
ImportResult importAgentKernelArena(const QString& checkoutRoot);

} // namespace kiln
