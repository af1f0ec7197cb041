#include "agentadapter.h"

#include "builtinadapters.h"
#include "claudecodeadapter.h"
#include "codexadapter.h"
#include "commandadapter.h"
#include "cursoradapter.h"

namespace kiln {

QStringList agentNames()
{
    return {QStringLiteral("claude-code"), QStringLiteral("codex"), QStringLiteral("cursor"),
            QStringLiteral("command"),     QStringLiteral("tune"),  QStringLiteral("replay")};
}

std::unique_ptr<AgentAdapter> makeAgentAdapter(const QString& name, QString* error)
{
    if (name == QLatin1String("claude-code"))
        return std::make_unique<ClaudeCodeAdapter>();
    if (name == QLatin1String("codex"))
        return std::make_unique<CodexAdapter>();
    if (name == QLatin1String("cursor"))
        return std::make_unique<CursorAdapter>();
    if (name == QLatin1String("command"))
        return std::make_unique<CommandAdapter>();
    if (auto builtin = makeBuiltinAdapter(name))
        return builtin;
    if (error)
        *error =
            QStringLiteral("no agent named '%1'; the agents are %2").arg(name, agentNames().join(QStringLiteral(", ")));
    return nullptr;
}

} // namespace kiln
