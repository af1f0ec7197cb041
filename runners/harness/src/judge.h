// The judge: the trusted process that decides a verdict (docs/harness-protocol.md, "Trust domains"). It
// owns the device context in which inputs are made, the reference runs and outputs are compared; it starts
// two runners (runner.h), one for the candidate and one for the baseline, and times their calls on its own
// clock. No candidate code ever runs in it, and nothing a runner says is taken on trust. Its events go to
// the supervisor on its stdout, which no runner can reach.
#pragma once

#include "request.h"

#include <string>
#include <vector>

namespace kiln::harness {

// `retime` empty: every gate. Else a later timing process (timingprocesses.h): the performance stage of
// those configurations only. `self` is this harness's executable (the runners run it with --runner).
// `stagedObject` non-empty: the supervisor still builds the candidate as this judge starts. Its runners, its
// device, the reference and the calibration come up meanwhile; before the objects load, the judge waits on
// stdin for the supervisor's word: "built" (the object is then at `stagedObject`, a file in a folder the
// candidate's runner has bound since its start), or the end of stdin (the build failed: the judge ends
// without a word, the compile gate's verdict stands).
int runJudge(const Request& request, const std::string& self, const std::vector<std::string>& retime = {},
             const std::string& stagedObject = {});

} // namespace kiln::harness
