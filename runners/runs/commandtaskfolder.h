// commandtaskfolder: an imported AgentKernelArena task folder copied the way that project prepares its own
// run workspaces (../shared/design/interop.md): the whole task folder, then the shared timing helpers
// materialized from the same checkout. Its committed sources keep stubs on purpose (a performance command
// run without this fails), so every place a command task's commands run is made here: the agent's
// workspace (createWorkspace), each candidate's clean copy and the baseline's (CommandGatesRun).
#pragma once

#include <QString>
#include <QStringList>

namespace kiln {

// Copies every file under `taskFolder` into `dest` (created), keeping executable bits. Files named in
// `skip` (relative paths) are left as `dest` has them: a candidate's own files written there first.
bool copyTaskFolder(const QString& taskFolder, const QString& dest, const QStringList& skip, QString* error);

// Replaces, in `dest`, scripts/task_runner.py's region from the line beginning
// "# >>> AKA-GENERATED: shared CUDA-graph benchmark helpers" to the line "# <<< AKA-GENERATED <<<" with
// `checkoutRoot`/src/tools/perf/vllm_cuda_graph_block.py (from its first helper definition on), and a stub
// performance_utils_pytest.py with src/tools/perf/performance_utils_pytest.py. `materialized` gets the
// files changed. False with a sentence naming the file when a region is malformed or a helper is missing.
bool materializeHelpers(const QString& dest, const QString& checkoutRoot, QStringList* materialized, QString* error);

// The region replacement alone: `current` with its generated region holding `block`. Empty (and *error)
// when the start line has no end line after it.
QString withGeneratedRegion(const QString& current, const QString& block, QString* error);

// Files AgentKernelArena protects by hash: under scripts/, test/ or tests/, config.yaml and *_harness.py.
bool isProtectedTaskFile(const QString& relativePath);

// copyTaskFolder, then materializeHelpers: a ready workspace for the task's commands.
bool prepareCommandWorkspace(const QString& taskFolder, const QString& checkoutRoot, const QString& dest,
                             const QStringList& skip, QString* error);

} // namespace kiln
