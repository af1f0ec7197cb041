// What `kiln eval` and `kiln-eval` print: a readable line per harness event as it arrives, and the one
// helper that runs a harness request to its verdict from a command-line tool.
#pragma once

#include "model/evaluation/evalresult.h"
#include "runners/evaluation/evalrequest.h"

#include <functional>

namespace kiln::cli {

void printEvent(const QJsonObject& event);
// Runs the request (spinning the event loop) and returns the verdict; `onEvent` sees each event live.
EvalResult runHarness(const EvalRequest& request, const QString& requestFile,
                      const std::function<void(const QJsonObject&)>& onEvent);

} // namespace kiln::cli
