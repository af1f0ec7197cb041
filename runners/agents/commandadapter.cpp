#include "commandadapter.h"

#include "agentevents.h"

namespace kiln {

QString shellQuote(const QString& value)
{
    QString quoted = value;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

AgentCommand CommandAdapter::command(const AgentInvocation& inv) const
{
    QString script = inv.settings.commandTemplate;
    script.replace(QLatin1String("{workspace}"), shellQuote(inv.workspace));
    script.replace(QLatin1String("{prompt}"), shellQuote(inv.promptFile));
    script.replace(QLatin1String("{model}"), shellQuote(inv.settings.model));
    script.replace(QLatin1String("{iteration}"), QString::number(inv.iteration));
    if (!inv.settings.extraArgs.isEmpty()) {
        QStringList quoted;
        for (const QString& a : inv.settings.extraArgs)
            quoted << shellQuote(a);
        script += QLatin1Char(' ') + quoted.join(QLatin1Char(' '));
    }
    return {QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script}, {}};
}

QList<TranscriptEvent> CommandAdapter::parseLine(const QByteArray& line)
{
    if (line.trimmed().isEmpty())
        return {};
    return {agents::logEvent(line)};
}

} // namespace kiln
