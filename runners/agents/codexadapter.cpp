#include "codexadapter.h"

#include "agentevents.h"

#include <QJsonArray>

namespace kiln {

using namespace agents;

namespace {

// TOML string literal for a `-c key=value` override (Codex parses the value as TOML, falling back to a bare
// string; quoting keeps URLs and effort names from being read as something else).
QString tomlString(const QString& s)
{
    QString out = s;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

bool isToolItem(const QString& type)
{
    return type == QLatin1String("command_execution") || type == QLatin1String("file_change") ||
           type == QLatin1String("mcp_tool_call") || type == QLatin1String("web_search");
}

QString toolCallText(const QJsonObject& item)
{
    const QString type = item.value(QLatin1String("type")).toString();
    if (type == QLatin1String("command_execution"))
        return item.value(QLatin1String("command")).toString();
    if (type == QLatin1String("file_change")) {
        QStringList changes;
        for (const QJsonValue& c : item.value(QLatin1String("changes")).toArray())
            changes << QStringLiteral("%1 %2").arg(c.toObject().value(QLatin1String("kind")).toString(),
                                                   c.toObject().value(QLatin1String("path")).toString());
        return QStringLiteral("apply_patch: ") + changes.join(QStringLiteral(", "));
    }
    if (type == QLatin1String("mcp_tool_call"))
        return QStringLiteral("%1.%2 %3")
            .arg(item.value(QLatin1String("server")).toString(), item.value(QLatin1String("tool")).toString(),
                 compactJson(item.value(QLatin1String("arguments"))));
    return QStringLiteral("web search: ") + item.value(QLatin1String("query")).toString();
}

QString toolResultText(const QJsonObject& item)
{
    const QString type = item.value(QLatin1String("type")).toString();
    const QString status = item.value(QLatin1String("status")).toString();
    if (type == QLatin1String("command_execution")) {
        const QString output = item.value(QLatin1String("aggregated_output")).toString();
        const QJsonValue code = item.value(QLatin1String("exit_code"));
        if (code.isDouble() && code.toInt() != 0)
            return QStringLiteral("%1\n(exit code %2)").arg(output).arg(code.toInt());
        return output;
    }
    if (type == QLatin1String("mcp_tool_call")) {
        const QJsonObject error = item.value(QLatin1String("error")).toObject();
        if (!error.isEmpty())
            return error.value(QLatin1String("message")).toString();
        return contentText(item.value(QLatin1String("result")).toObject().value(QLatin1String("content")));
    }
    return status; // file_change, web_search: completed | failed
}

} // namespace

QString CodexAdapter::installHint() const
{
    return QStringLiteral("install Codex with `npm install -g @openai/codex`, then sign in with `codex login` "
                          "or set OPENAI_API_KEY");
}

AgentCommand CodexAdapter::command(const AgentInvocation& inv) const
{
    const AgentSettings& s = inv.settings;
    AgentCommand c;
    c.program = executable();
    c.arguments = {QStringLiteral("exec"),
                   QStringLiteral("--json"),
                   QStringLiteral("--dangerously-bypass-approvals-and-sandbox"),
                   QStringLiteral("--skip-git-repo-check"),
                   QStringLiteral("--cd"),
                   inv.workspace};
    if (!s.model.isEmpty())
        c.arguments << QStringLiteral("--model") << s.model;
    auto config = [&c](const QString& keyValue) { c.arguments << QStringLiteral("-c") << keyValue; };
    if (!s.effort.isEmpty())
        config(QStringLiteral("model_reasoning_effort=") + tomlString(s.effort));
    const QString baseUrl = modelBaseUrl(s);
    const QString provider = QStringLiteral("model_providers.%1.").arg(QLatin1String(kProviderId));
    if (!baseUrl.isEmpty()) {
        // A provider of Kiln's own rather than openai's base URL: the openai provider also signs in and
        // fetches its model list from the vendor.
        config(QStringLiteral("model_provider=") + tomlString(QLatin1String(kProviderId)));
        config(provider + QStringLiteral("name=") + tomlString(QStringLiteral("Kiln")));
        config(provider + QStringLiteral("base_url=") + tomlString(baseUrl));
        config(provider + QStringLiteral("wire_api=") + tomlString(QStringLiteral("responses")));
        if (s.maxRetries >= 0) {
            config(provider + QStringLiteral("request_max_retries=") + QString::number(s.maxRetries));
            config(provider + QStringLiteral("stream_max_retries=") + QString::number(s.maxRetries));
        }
    }
    c.arguments << s.extraArgs << inv.prompt;
    return c;
}

QList<TranscriptEvent> CodexAdapter::parseLine(const QByteArray& line)
{
    const auto obj = parseJsonLine(line);
    if (!obj)
        return line.trimmed().isEmpty() ? QList<TranscriptEvent>{} : QList<TranscriptEvent>{logEvent(line)};
    const QString type = obj->value(QLatin1String("type")).toString();
    if (type.startsWith(QLatin1String("item.")))
        return item(type.mid(5), *obj);
    if (type == QLatin1String("thread.started"))
        return {makeEvent(QStringLiteral("system"),
                          QStringLiteral("Codex thread %1").arg(obj->value(QLatin1String("thread_id")).toString()),
                          *obj)};
    if (type == QLatin1String("turn.started"))
        return {};
    if (type == QLatin1String("turn.completed")) {
        m_reconnects = 0;
        const QJsonObject usage = obj->value(QLatin1String("usage")).toObject();
        TranscriptEvent e = makeEvent(QStringLiteral("usage"), QString(), *obj);
        e.inputTokens = usage.value(QLatin1String("input_tokens")).toInt(); // includes cached_input_tokens
        e.outputTokens = usage.value(QLatin1String("output_tokens")).toInt();
        e.text = QStringLiteral("turn: %1 tokens in (%2 cached), %3 out")
                     .arg(e.inputTokens)
                     .arg(usage.value(QLatin1String("cached_input_tokens")).toInt())
                     .arg(e.outputTokens);
        return {e};
    }
    if (type == QLatin1String("turn.failed"))
        return {makeEvent(QStringLiteral("error"),
                          QStringLiteral("Codex turn failed: ") +
                              obj->value(QLatin1String("error")).toObject().value(QLatin1String("message")).toString(),
                          *obj)};
    if (type == QLatin1String("error")) {
        const QString message = obj->value(QLatin1String("message")).toString();
        TranscriptEvent e = makeEvent(QStringLiteral("error"), message, *obj);
        if (message.startsWith(QLatin1String("Reconnecting")) && ++m_reconnects >= kReconnectsBeforeGivingUp) {
            e.fatal = true;
            e.text =
                QStringLiteral("the model service does not answer (Codex reconnected %1 times and retries forever): %2")
                    .arg(m_reconnects)
                    .arg(message);
        }
        return {e};
    }
    return {makeEvent(QStringLiteral("log"), QString::fromUtf8(line).trimmed(), *obj)};
}

QList<TranscriptEvent> CodexAdapter::item(const QString& phase, const QJsonObject& line)
{
    const QJsonObject it = line.value(QLatin1String("item")).toObject();
    const QString type = it.value(QLatin1String("type")).toString();
    const QString id = it.value(QLatin1String("id")).toString();
    if (isToolItem(type)) {
        QList<TranscriptEvent> events;
        if (!m_startedTools.contains(id) &&
            (phase == QLatin1String("started") || phase == QLatin1String("completed"))) {
            m_startedTools.insert(id);
            events << makeEvent(QStringLiteral("tool_call"), toolCallText(it), line);
        }
        if (phase == QLatin1String("completed")) {
            m_startedTools.remove(id);
            events << makeEvent(QStringLiteral("tool_result"), toolResultText(it), line);
        }
        return events; // item.updated: progress of a running tool, shown when it completes
    }
    if (phase != QLatin1String("completed"))
        return {};
    m_reconnects = 0; // the service answered
    if (type == QLatin1String("agent_message") || type == QLatin1String("reasoning"))
        return {makeEvent(QStringLiteral("assistant"), it.value(QLatin1String("text")).toString(), line)};
    if (type == QLatin1String("todo_list")) {
        QStringList lines;
        for (const QJsonValue& v : it.value(QLatin1String("items")).toArray())
            lines << QStringLiteral("[%1] %2")
                         .arg(v.toObject().value(QLatin1String("completed")).toBool() ? 'x' : ' ')
                         .arg(v.toObject().value(QLatin1String("text")).toString());
        return {makeEvent(QStringLiteral("assistant"), lines.join(QLatin1Char('\n')), line)};
    }
    if (type == QLatin1String("error"))
        return {makeEvent(QStringLiteral("error"), it.value(QLatin1String("message")).toString(), line)};
    return {makeEvent(QStringLiteral("log"), type, line)};
}

} // namespace kiln
