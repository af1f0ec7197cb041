// What a patch of a reviewed candidate says about it (its commit message): the device, per configuration
// the candidate's and the baseline's times with the speedup's interval, the hidden configurations' results,
// the flags, the review. Plain text for `git am`: no line starts with "---" or "diff " (either would end
// the message there) or "From " (an mbox's message separator).
#pragma once

#include "model/evaluation/evalresult.h"
#include "model/store/runstore.h"
#include "model/tasks/task.h"

#include <optional>

namespace kiln {

struct PatchEvidence
{
    QString subject; // one line: "<task>: candidate <seq> of run <run>, 1.52x (1.47-1.58x)"
    QString body;
};

PatchEvidence patchEvidence(const Task& task, const RunRecord& run, const CandidateRecord& candidate,
                            const EvalResult& result, const std::optional<ReviewRecord>& review,
                            const QString& reviewer);

} // namespace kiln
