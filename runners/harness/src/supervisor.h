// The supervisor: builds the objects a request names (the candidate's inside the same confinement its code
// runs in: confine.h), then runs the judge (judge.h) in its own process, forwards its events, and turns a
// judge that hung or died into a verdict. It never touches the device and never runs candidate code.
#pragma once

#include "request.h"

namespace kiln::harness {
// compileOnly: stop after the compile gate with a `compiled` event (no judge, no device).
int runSupervisor(const Request& request, const std::string& requestPath, const std::string& self,
                  bool compileOnly = false);
} // namespace kiln::harness
