// Building blocks the agent adapters share: reading one stream line, making transcript events, and the
// settings every adapter resolves the same way.
#pragma once

#include "agentadapter.h"

#include <QJsonValue>
#include <optional>

namespace kiln::agents {

// One line of an agent's stdout as a JSON object; std::nullopt when the line is not one (a banner, a
// warning), which the adapter then reports as a `log` event.
std::optional<QJsonObject> parseJsonLine(const QByteArray& line);

TranscriptEvent makeEvent(const QString& kind, const QString& text, const QJsonObject& json = {});
TranscriptEvent logEvent(const QByteArray& line);

// The JSON of a tool's input on one line, for showing what a tool other than a shell was asked to do.
QString compactJson(const QJsonValue& value);

// The text of a content field that is either a string or a list of {"type":"text","text":...} blocks.
QString contentText(const QJsonValue& content);

// AgentSettings::baseUrl, else KILN_AGENT_BASE_URL from the environment, else empty.
QString modelBaseUrl(const AgentSettings& settings);

} // namespace kiln::agents
