// The source of a per-shape dispatcher: one file in the task's own interface that holds the chosen
// candidates and calls one of them per call by the decision table (decisiontable.h). Evaluated like any
// candidate, through every gate, on visible and hidden configurations.
// - Compiled tasks (cuda, hip, host; one editable file): each candidate's source in a namespace of its own,
//   its entry made a static function there (KILN_ENTRY redefined), its tunables #defined before it as -D
//   set them, and every macro it defines #undefined after it, so two candidates' kernels, helpers and
//   BLOCK sizes never meet; its #include lines hoisted to the top (a system header must not be read inside a
//   namespace), each line of it kept where it was (#line), so a compiler message names the candidate's line.
//   One exported entry picks the candidate by the configuration's parameters.
// - Python tasks (function and module interfaces): each candidate's source run as a module of its own
//   (registered with linecache, so inspect.getsource and Triton's @jit read it); the entry, or the module's
//   constructor, picks by the parameters it is given.
#pragma once

#include "model/shipping/decisiontable.h"

#include <QByteArray>
#include <QMap>
#include <QString>
#include <optional>

namespace kiln {

// The dispatcher's files (the task's editable file -> text), or nullopt with *error saying which candidate
// cannot be combined and what would make it work.
std::optional<QMap<QString, QByteArray>> dispatcherFiles(const Task& task, const QList<DispatchOption>& options,
                                                         const DecisionTable& table, QString* error);

} // namespace kiln
