// failureReason: the one line the Run page shows beside a candidate that failed or that the harness
// flagged: the first compiler error, the worst mismatch, "flagged: side stream"... Pure, so the live rows
// (from the runner's EvalResult) and the stored ones (rebuilt by RunStore::evaluation) read the same.
#pragma once

#include "model/evaluation/evalresult.h"

namespace kiln {

// `flags`: the candidate's stored flags (harness flags, "tampered"; "tunables:..." is not a finding).
QString failureReason(const EvalResult& result, const QStringList& flags, bool tampered);

// The first line of a compiler's output that reports an error ("file.cu:12:5: error: ..."), else "".
QString firstCompileError(const QString& output);

} // namespace kiln
