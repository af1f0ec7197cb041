// The supervisor: builds the objects a request names, then runs the worker in its own process and turns
// a worker that crashed or hung into a verdict. It never touches the device itself.
#pragma once

#include "request.h"

namespace kiln::harness {
// compileOnly: stop after the compile gate with a `compiled` event (no worker, no device).
int runSupervisor(const Request& request, const std::string& requestPath, const std::string& self,
                  bool compileOnly = false);
}
