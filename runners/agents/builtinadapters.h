// The agents built into Kiln, run as `kiln agent-tune` / `kiln agent-replay` processes in the workspace like
// any other agent (they submit through ./kiln-eval): `tune` searches the task's tunables, `replay` feeds
// recorded candidate folders through the same path (re-scoring, demos, tests). The run manager passes
// their arguments (tunables, budget, folders) in AgentSettings::extraArgs.
#pragma once

#include "runners/agents/agentadapter.h"

namespace kiln {

// The kiln executable that workspaces call back (./kiln-eval) and built-in agents run: $KILN_PROGRAM when
// set (tests drive the run manager from their own executables), else this process's executable.
QString kilnProgram();

// nullptr when `name` is not a built-in agent.
std::unique_ptr<AgentAdapter> makeBuiltinAdapter(const QString& name);

} // namespace kiln
