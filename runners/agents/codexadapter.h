// CodexAdapter: OpenAI's Codex CLI (`codex exec --json`). Its stream is thread/turn/item events: items
// (agent_message, reasoning, command_execution, file_change, mcp_tool_call, web_search, todo_list, error)
// start and complete; turn.completed carries the turn's token usage.
#pragma once

#include "agentadapter.h"

#include <QSet>

namespace kiln {

class CodexAdapter : public AgentAdapter
{
public:
    QString name() const override { return QStringLiteral("codex"); }
    QString displayName() const override { return QStringLiteral("Codex"); }
    QString executable() const override { return QStringLiteral("codex"); }
    QString installHint() const override;
    AgentCommand command(const AgentInvocation& invocation) const override;
    QList<TranscriptEvent> parseLine(const QByteArray& line) override;

    // The model provider id Kiln registers with `-c model_providers.<id>...` when a base URL is set.
    static constexpr const char* kProviderId = "kiln";
    // Codex retries an unreachable model service forever ("Reconnecting... waiting for network"), whatever
    // its retry settings say; after this many reconnects in a row the adapter reports a fatal error.
    static constexpr int kReconnectsBeforeGivingUp = 3;

private:
    QList<TranscriptEvent> item(const QString& phase, const QJsonObject& line);

    QSet<QString> m_startedTools; // ids of tool items whose start was reported
    int m_reconnects = 0;
};

} // namespace kiln
