// Placeholder factory until the CLI adapters land: the `command` agent only.
#include "agentadapter.h"

#include <QDir>

namespace kiln {

namespace {

class CommandAdapter final : public AgentAdapter
{
public:
    QString name() const override { return QStringLiteral("command"); }
    QString displayName() const override { return QStringLiteral("Command"); }
    AgentCommand command(const AgentInvocation& inv) const override
    {
        QString cmd = inv.settings.commandTemplate;
        cmd.replace(QLatin1String("{workspace}"), inv.workspace);
        cmd.replace(QLatin1String("{prompt}"), inv.promptFile);
        cmd.replace(QLatin1String("{model}"), inv.settings.model);
        cmd.replace(QLatin1String("{iteration}"), QString::number(inv.iteration));
        return {QStringLiteral("/bin/sh"), {QStringLiteral("-c"), cmd}, {}};
    }
    QList<TranscriptEvent> parseLine(const QByteArray& line) override
    {
        return {TranscriptEvent{QStringLiteral("log"), QString::fromUtf8(line), {}, 0, 0, 0}};
    }
};

} // namespace

std::unique_ptr<AgentAdapter> makeAgentAdapter(const QString& name, QString* error)
{
    if (name == QLatin1String("command"))
        return std::make_unique<CommandAdapter>();
    if (error)
        *error = QStringLiteral("unknown agent '%1' (agents: %2)").arg(name, agentNames().join(", "));
    return nullptr;
}

QStringList agentNames()
{
    return {QStringLiteral("command"), QStringLiteral("tune"), QStringLiteral("replay")};
}

} // namespace kiln
