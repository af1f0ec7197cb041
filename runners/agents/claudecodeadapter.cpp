#include "claudecodeadapter.h"

#include "agentevents.h"

#include <QJsonArray>

namespace kiln {

using namespace agents;

namespace {

int promptTokens(const QJsonObject& usage)
{
    // Anthropic counts cached prompt tokens apart from input_tokens; the model read them all the same.
    return usage.value(QLatin1String("input_tokens")).toInt() +
           usage.value(QLatin1String("cache_creation_input_tokens")).toInt() +
           usage.value(QLatin1String("cache_read_input_tokens")).toInt();
}

// What a tool call did, in a line a person reads: the shell command for Bash, the path for file tools.
QString toolCallText(const QJsonObject& block)
{
    const QString name = block.value(QLatin1String("name")).toString();
    const QJsonObject input = block.value(QLatin1String("input")).toObject();
    if (input.contains(QLatin1String("command")))
        return QStringLiteral("%1: %2").arg(name, input.value(QLatin1String("command")).toString());
    if (input.contains(QLatin1String("file_path")))
        return QStringLiteral("%1: %2").arg(name, input.value(QLatin1String("file_path")).toString());
    return QStringLiteral("%1 %2").arg(name, compactJson(input));
}

} // namespace

QString ClaudeCodeAdapter::installHint() const
{
    return QStringLiteral("install Claude Code with `npm install -g @anthropic-ai/claude-code`, then sign in "
                          "with `claude` or set ANTHROPIC_API_KEY");
}

AgentCommand ClaudeCodeAdapter::command(const AgentInvocation& inv) const
{
    const AgentSettings& s = inv.settings;
    AgentCommand c;
    c.program = executable();
    c.arguments = {QStringLiteral("--print"),
                   QStringLiteral("--verbose"),
                   QStringLiteral("--output-format"),
                   QStringLiteral("stream-json"),
                   QStringLiteral("--include-partial-messages"),
                   QStringLiteral("--permission-mode"),
                   QStringLiteral("bypassPermissions")};
    if (!s.model.isEmpty())
        c.arguments << QStringLiteral("--model") << s.model;
    if (!s.effort.isEmpty())
        c.arguments << QStringLiteral("--effort") << s.effort;
    c.arguments << s.extraArgs << inv.prompt;
    // bypassPermissions is refused as root unless the CLI is told it runs in a sandbox; Kiln confines it.
    c.env.insert(QStringLiteral("IS_SANDBOX"), QStringLiteral("1"));
    // An evaluated agent must stay the version that was installed, and talk to nothing but its model.
    c.env.insert(QStringLiteral("DISABLE_AUTOUPDATER"), QStringLiteral("1"));
    c.env.insert(QStringLiteral("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"), QStringLiteral("1"));
    const QString baseUrl = modelBaseUrl(s);
    if (!baseUrl.isEmpty())
        c.env.insert(QStringLiteral("ANTHROPIC_BASE_URL"), baseUrl);
    if (s.maxRetries >= 0)
        c.env.insert(QStringLiteral("CLAUDE_CODE_MAX_RETRIES"), QString::number(s.maxRetries));
    return c;
}

QList<TranscriptEvent> ClaudeCodeAdapter::parseLine(const QByteArray& line)
{
    const auto obj = parseJsonLine(line);
    if (!obj)
        return line.trimmed().isEmpty() ? QList<TranscriptEvent>{} : QList<TranscriptEvent>{logEvent(line)};
    const QString type = obj->value(QLatin1String("type")).toString();
    if (type == QLatin1String("stream_event"))
        return streamEvent(*obj);
    if (type == QLatin1String("assistant"))
        return assistant(*obj);
    if (type == QLatin1String("user"))
        return user(*obj);
    if (type == QLatin1String("result"))
        return result(*obj);
    if (type == QLatin1String("system")) {
        const QString subtype = obj->value(QLatin1String("subtype")).toString();
        if (subtype == QLatin1String("init"))
            return {makeEvent(QStringLiteral("system"),
                              QStringLiteral("Claude Code %1, model %2, in %3")
                                  .arg(obj->value(QLatin1String("claude_code_version")).toString(),
                                       obj->value(QLatin1String("model")).toString(),
                                       obj->value(QLatin1String("cwd")).toString()),
                              *obj)};
        if (subtype == QLatin1String("status"))
            return {}; // "requesting": one per API call, the usage event says the same with numbers
        return {makeEvent(QStringLiteral("system"), subtype, *obj)};
    }
    return {makeEvent(QStringLiteral("log"), QString::fromUtf8(line).trimmed(), *obj)};
}

QList<TranscriptEvent> ClaudeCodeAdapter::streamEvent(const QJsonObject& line)
{
    const QJsonObject ev = line.value(QLatin1String("event")).toObject();
    const QString type = ev.value(QLatin1String("type")).toString();
    if (type == QLatin1String("message_start")) {
        const QJsonObject usage =
            ev.value(QLatin1String("message")).toObject().value(QLatin1String("usage")).toObject();
        m_callInput = promptTokens(usage);
        m_callOutput = usage.value(QLatin1String("output_tokens")).toInt();
        m_partialText.clear();
    } else if (type == QLatin1String("content_block_delta")) {
        const QJsonObject delta = ev.value(QLatin1String("delta")).toObject();
        if (delta.value(QLatin1String("type")).toString() == QLatin1String("text_delta"))
            m_partialText += delta.value(QLatin1String("text")).toString();
    } else if (type == QLatin1String("content_block_stop")) {
        m_partialText.clear(); // the block's `assistant` line carries it whole
    } else if (type == QLatin1String("message_delta")) {
        // Output tokens here are cumulative for the message; the prompt may be restated too.
        const QJsonObject usage = ev.value(QLatin1String("usage")).toObject();
        m_callOutput = usage.value(QLatin1String("output_tokens")).toInt(m_callOutput);
        if (promptTokens(usage) > 0)
            m_callInput = promptTokens(usage);
    } else if (type == QLatin1String("message_stop")) {
        TranscriptEvent e =
            makeEvent(QStringLiteral("usage"),
                      QStringLiteral("model call: %1 tokens in, %2 out").arg(m_callInput).arg(m_callOutput), line);
        e.inputTokens = m_callInput;
        e.outputTokens = m_callOutput;
        m_reportedInput += m_callInput;
        m_reportedOutput += m_callOutput;
        m_callInput = m_callOutput = 0;
        return {e};
    }
    return {};
}

QList<TranscriptEvent> ClaudeCodeAdapter::assistant(const QJsonObject& line)
{
    m_partialText.clear();
    QList<TranscriptEvent> events;
    const QJsonArray content =
        line.value(QLatin1String("message")).toObject().value(QLatin1String("content")).toArray();
    for (const QJsonValue& v : content) {
        const QJsonObject block = v.toObject();
        const QString type = block.value(QLatin1String("type")).toString();
        if (type == QLatin1String("text"))
            events << makeEvent(QStringLiteral("assistant"), block.value(QLatin1String("text")).toString(), line);
        else if (type == QLatin1String("thinking"))
            events << makeEvent(QStringLiteral("assistant"), block.value(QLatin1String("thinking")).toString(), line);
        else if (type == QLatin1String("tool_use"))
            events << makeEvent(QStringLiteral("tool_call"), toolCallText(block), line);
    }
    return events;
}

QList<TranscriptEvent> ClaudeCodeAdapter::user(const QJsonObject& line)
{
    QList<TranscriptEvent> events;
    const QJsonValue content = line.value(QLatin1String("message")).toObject().value(QLatin1String("content"));
    for (const QJsonValue& v : content.toArray()) {
        const QJsonObject block = v.toObject();
        if (block.value(QLatin1String("type")).toString() == QLatin1String("tool_result"))
            events << makeEvent(QStringLiteral("tool_result"), contentText(block.value(QLatin1String("content"))),
                                line);
    }
    return events; // the prompt itself is not echoed as a user line in --print mode, and is known anyway
}

QList<TranscriptEvent> ClaudeCodeAdapter::result(const QJsonObject& line)
{
    const QJsonObject usage = line.value(QLatin1String("usage")).toObject();
    const bool isError = line.value(QLatin1String("is_error")).toBool();
    const double cost = line.value(QLatin1String("total_cost_usd")).toDouble();
    QString text;
    if (isError)
        text = QStringLiteral("Claude Code stopped with an error (%1): %2")
                   .arg(line.value(QLatin1String("terminal_reason"))
                            .toString(line.value(QLatin1String("subtype")).toString()),
                        line.value(QLatin1String("result")).toString());
    else
        text = QStringLiteral("finished after %1 turns in %2 s, $%3")
                   .arg(line.value(QLatin1String("num_turns")).toInt())
                   .arg(line.value(QLatin1String("duration_ms")).toDouble() / 1000.0, 0, 'f', 1)
                   .arg(cost, 0, 'f', 4);
    TranscriptEvent e = makeEvent(isError ? QStringLiteral("error") : QStringLiteral("usage"), text, line);
    // The result's totals cover every call, also those whose stream events were not seen.
    e.inputTokens = static_cast<int>(qMax<qint64>(0, promptTokens(usage) - m_reportedInput));
    e.outputTokens =
        static_cast<int>(qMax<qint64>(0, usage.value(QLatin1String("output_tokens")).toInt() - m_reportedOutput));
    e.costUsd = cost;
    m_reportedInput += e.inputTokens;
    m_reportedOutput += e.outputTokens;
    return {e};
}

QList<TranscriptEvent> ClaudeCodeAdapter::finish()
{
    if (m_partialText.isEmpty())
        return {};
    TranscriptEvent e =
        makeEvent(QStringLiteral("assistant"), m_partialText, QJsonObject{{QStringLiteral("partial"), true}});
    m_partialText.clear();
    return {e};
}

} // namespace kiln
