// The worker process: owns the device, loads the kernel objects, runs the gates. See worker.cpp.
#pragma once

#include "request.h"

#include <string>
#include <vector>

namespace kiln::harness {
// `retime` empty: every gate. Else a later timing process (timingprocesses.h): the performance stage of
// those configurations only.
int runWorker(const Request& request, const std::vector<std::string>& retime = {});
}
