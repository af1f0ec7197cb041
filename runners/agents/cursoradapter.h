// CursorAdapter: the Cursor Agent CLI (`cursor-agent --print --output-format stream-json`). Its stream, as
// documented at cursor.com/docs/cli/reference/output-format: a system init line, the user prompt, assistant
// lines (text deltas with --stream-partial-output, whole messages without), tool_call lines started and
// completed with the tool's args and result under a key naming the tool (readToolCall, writeToolCall,
// shellToolCall, function), and a closing result line.
#pragma once

#include "agentadapter.h"

namespace kiln {

class CursorAdapter : public AgentAdapter
{
public:
    QString name() const override { return QStringLiteral("cursor"); }
    QString displayName() const override { return QStringLiteral("Cursor"); }
    QString executable() const override { return QStringLiteral("cursor-agent"); }
    QString installHint() const override;
    AgentCommand command(const AgentInvocation& invocation) const override;
    QList<TranscriptEvent> parseLine(const QByteArray& line) override;
    QList<TranscriptEvent> finish() override;

private:
    QList<TranscriptEvent> parseObject(const QJsonObject& obj, const QByteArray& line);
    QList<TranscriptEvent> flushText(); // the assistant message folded so far, as one event

    QString m_text;         // text deltas of the assistant message being written
    QJsonObject m_textJson; // its last line
};

} // namespace kiln
