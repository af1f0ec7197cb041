// Held-out shapes for imported AgentKernelArena tasks, put where AgentKernelArena's own held-out evaluation
// (its src/held_out/injection.py) puts them, so the task's own commands test them:
// - `TEST_SHAPES = [...]` in scripts/task_runner.py (triton2triton/vllm): the list is replaced;
// - `def get_inputs(...)` (hip2hip and torch2hip gpumode): the function is replaced;
// - raw_replace (rocmbench's @pytest.mark.parametrize): one exact text is replaced.
// Where the checkout has AgentKernelArena's generated `held_out_tests/TASK/held_out_shapes.yaml`, those are
// used as they are. Otherwise, for a task whose runner has TEST_SHAPES, Kiln derives three from the visible
// ones, deterministically (deriveTestShapes): the first integer of a shape (its batch, rows or tokens, in
// these tasks) made awkward: a prime just above the smallest, one below the middle, one about 1.5x the largest.
// The agent never sees them: they exist only in the workspaces of final scoring.
#pragma once

#include "../loadissue.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace kiln {

struct HeldOutInjection
{
    QString file;        // relative to the task folder
    QString marker;      // "TEST_SHAPES", "def get_inputs" or "raw_replace"
    QString oldCode;     // raw_replace: the exact text replaced
    QString replacement; // the whole new block
};

struct HeldOutShapes
{
    QList<HeldOutInjection> injections;
    QStringList shapes; // what is tested, one line each (the task page shows them; an agent never does)
    QString origin;     // where they come from: "derived from TEST_SHAPES" or the held_out_shapes.yaml read
};

// The held-out shapes of the task in `taskFolder` (id `taskId`, checkout `checkoutRoot`), or none. A broken
// held_out_shapes.yaml is an issue naming it, and the task keeps its visible shapes only.
std::optional<HeldOutShapes> heldOutShapesFor(const QString& taskFolder, const QString& taskId,
                                              const QString& checkoutRoot, LoadIssues& issues);

// Kiln's own held-out TEST_SHAPES for a task runner's source: the replacement block and the shapes in it, or
// nullopt with *why (no TEST_SHAPES, no integer in any shape).
std::optional<HeldOutShapes> deriveTestShapes(const QString& runnerSource, const QString& runnerFile, QString* why);

// `source` with one injection applied, as AgentKernelArena applies it; nullopt and *error when its target is
// not found or nothing would change.
std::optional<QString> applyInjection(const QString& source, const HeldOutInjection& injection, QString* error);

} // namespace kiln
