// Reads a KernelBench checkout in place: each KernelBench/levelN/N_name.py (a PyTorch `class Model`,
// get_inputs(), get_init_inputs(), module-level size constants) becomes a torch2cuda task whose candidate
// is a `class ModelNew` with the same constructor and forward signature.
#pragma once

#include "agentkernelarenaimporter.h"

namespace kiln {

bool isKernelBenchCheckout(const QString& dir);
ImportResult importKernelBench(const QString& checkoutRoot);

} // namespace kiln
