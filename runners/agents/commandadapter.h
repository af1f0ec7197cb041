// CommandAdapter: any agent given as a shell command template, run through /bin/sh -c in the workspace.
// {workspace}, {prompt} (the prompt file's path), {model} and {iteration} are replaced by their values,
// shell-quoted, so a template never quotes them itself. Its output has no format Kiln knows: every line is
// a `log` event.
#pragma once

#include "agentadapter.h"

namespace kiln {

class CommandAdapter : public AgentAdapter
{
public:
    QString name() const override { return QStringLiteral("command"); }
    QString displayName() const override { return QStringLiteral("Command"); }
    AgentCommand command(const AgentInvocation& invocation) const override;
    QList<TranscriptEvent> parseLine(const QByteArray& line) override;
};

// `value` quoted for a POSIX shell: 'it'\''s' for it's.
QString shellQuote(const QString& value);

} // namespace kiln
