// The worker process: owns the device, loads the kernel objects, runs the gates. See worker.cpp.
#pragma once

#include "request.h"

namespace kiln::harness {
int runWorker(const Request& request);
}
