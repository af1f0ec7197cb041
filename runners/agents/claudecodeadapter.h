// ClaudeCodeAdapter: Anthropic's Claude Code CLI (`claude --print --output-format stream-json`). Its stream
// holds the session's init line, the service's own streaming events (stream_event, with
// --include-partial-messages), one `assistant` line per finished content block, `user` lines carrying tool
// results, and a closing `result` line with the run's usage and cost.
#pragma once

#include "agentadapter.h"

namespace kiln {

class ClaudeCodeAdapter : public AgentAdapter
{
public:
    QString name() const override { return QStringLiteral("claude-code"); }
    QString displayName() const override { return QStringLiteral("Claude Code"); }
    QString executable() const override { return QStringLiteral("claude"); }
    QString installHint() const override;
    AgentCommand command(const AgentInvocation& invocation) const override;
    QList<TranscriptEvent> parseLine(const QByteArray& line) override;
    QList<TranscriptEvent> finish() override;

private:
    QList<TranscriptEvent> streamEvent(const QJsonObject& line);
    QList<TranscriptEvent> assistant(const QJsonObject& line);
    QList<TranscriptEvent> user(const QJsonObject& line);
    QList<TranscriptEvent> result(const QJsonObject& line);

    // Partial messages are folded here, never emitted token by token: the `assistant` line that follows
    // carries the whole block. Only a message cut off before that line comes out, from finish().
    QString m_partialText;
    // Usage of the API call in flight (message_start gives the prompt, message_delta the output so far),
    // and what the usage events so far added up to, so the closing `result` adds only the remainder.
    int m_callInput = 0, m_callOutput = 0;
    qint64 m_reportedInput = 0, m_reportedOutput = 0;
};

} // namespace kiln
