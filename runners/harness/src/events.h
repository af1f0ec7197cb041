// Events: the harness's only output channel. One JSON object per line on stdout, flushed at once, so
// Kiln lights gates up as they happen (docs/harness-protocol.md). Nothing else may write to stdout:
// candidates' own prints are redirected to stderr by the worker.
#pragma once

#include <nlohmann/json.hpp>

namespace kiln::harness {

using json = nlohmann::json;

void setEventFd(int fd);
void emit(const json& event);

} // namespace kiln::harness
