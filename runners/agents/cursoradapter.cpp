#include "cursoradapter.h"

#include "agentevents.h"

#include <QJsonArray>

namespace kiln {

using namespace agents;

namespace {

// The one entry of a tool_call object: {"shellToolCall": {"args": ..., "result": ...}} gives
// ("shell", {...}); the generic {"function": {"name", "arguments"}} gives (name, {...}).
std::pair<QString, QJsonObject> toolOf(const QJsonObject& toolCall)
{
    if (toolCall.isEmpty())
        return {QStringLiteral("tool"), {}};
    const QString key = toolCall.begin().key();
    const QJsonObject body = toolCall.begin().value().toObject();
    if (key == QLatin1String("function"))
        return {body.value(QLatin1String("name")).toString(), body};
    QString name = key;
    if (name.endsWith(QLatin1String("ToolCall")))
        name.chop(8);
    return {name, body};
}

QString toolCallText(const QString& name, const QJsonObject& body)
{
    const QJsonObject args = body.value(QLatin1String("args")).toObject();
    if (args.contains(QLatin1String("command")))
        return QStringLiteral("%1: %2").arg(name, args.value(QLatin1String("command")).toString());
    if (args.contains(QLatin1String("path")))
        return QStringLiteral("%1: %2").arg(name, args.value(QLatin1String("path")).toString());
    if (body.contains(QLatin1String("arguments")))
        return QStringLiteral("%1 %2").arg(name, compactJson(body.value(QLatin1String("arguments"))));
    return QStringLiteral("%1 %2").arg(name, compactJson(args));
}

QString toolResultText(const QJsonObject& body)
{
    const QJsonObject result = body.value(QLatin1String("result")).toObject();
    if (result.contains(QLatin1String("success"))) {
        const QJsonObject ok = result.value(QLatin1String("success")).toObject();
        if (ok.contains(QLatin1String("content")))
            return contentText(ok.value(QLatin1String("content")));
        if (ok.contains(QLatin1String("stdout")) || ok.contains(QLatin1String("stderr"))) {
            QString text = ok.value(QLatin1String("stdout")).toString() + ok.value(QLatin1String("stderr")).toString();
            const int code = ok.value(QLatin1String("exitCode")).toInt();
            return code ? QStringLiteral("%1\n(exit code %2)").arg(text).arg(code) : text;
        }
        if (ok.contains(QLatin1String("linesCreated")))
            return QStringLiteral("wrote %1 (%2 lines, %3 bytes)")
                .arg(ok.value(QLatin1String("path")).toString())
                .arg(ok.value(QLatin1String("linesCreated")).toInt())
                .arg(ok.value(QLatin1String("fileSize")).toInt());
        return compactJson(ok);
    }
    for (const char* failure : {"error", "failure", "rejected"})
        if (result.contains(QLatin1String(failure)))
            return QStringLiteral("%1: %2").arg(QLatin1String(failure),
                                                compactJson(result.value(QLatin1String(failure))));
    return compactJson(result);
}

} // namespace

QString CursorAdapter::installHint() const
{
    return QStringLiteral("install the Cursor Agent CLI with Cursor's installer (curl https://cursor.com/install "
                          "-fsS | bash; it is not on npm), then sign in with `cursor-agent login`");
}

AgentCommand CursorAdapter::command(const AgentInvocation& inv) const
{
    const AgentSettings& s = inv.settings;
    AgentCommand c;
    c.program = executable();
    c.arguments = {QStringLiteral("--force"), QStringLiteral("--print"), QStringLiteral("--output-format"),
                   QStringLiteral("stream-json"), QStringLiteral("--stream-partial-output")};
    if (!s.model.isEmpty())
        c.arguments << QStringLiteral("--model") << s.model;
    // Cursor has no reasoning-effort option and no way to name another model service: effort, baseUrl and
    // maxRetries do not apply to it.
    c.arguments << s.extraArgs << inv.prompt;
    return c;
}

QList<TranscriptEvent> CursorAdapter::parseLine(const QByteArray& line)
{
    const auto obj = parseJsonLine(line);
    if (!obj) {
        if (line.trimmed().isEmpty())
            return {};
        return flushText() << logEvent(line);
    }
    return parseObject(*obj, line);
}

QList<TranscriptEvent> CursorAdapter::parseObject(const QJsonObject& obj, const QByteArray& line)
{
    const QString type = obj.value(QLatin1String("type")).toString();
    if (type == QLatin1String("assistant")) {
        const QString text =
            contentText(obj.value(QLatin1String("message")).toObject().value(QLatin1String("content")));
        // Deltas append; a line that repeats the whole message so far (some versions close a streamed
        // message that way) replaces it rather than doubling it.
        if (!m_text.isEmpty() && text.startsWith(m_text))
            m_text = text;
        else
            m_text += text;
        m_textJson = obj;
        return {};
    }
    QList<TranscriptEvent> events = flushText();
    if (type == QLatin1String("system")) {
        events << makeEvent(
            QStringLiteral("system"),
            QStringLiteral("Cursor Agent, model %1, in %2")
                .arg(obj.value(QLatin1String("model")).toString(), obj.value(QLatin1String("cwd")).toString()),
            obj);
    } else if (type == QLatin1String("user")) {
        // the prompt, echoed back: Kiln wrote it
    } else if (type == QLatin1String("thinking")) {
        // reasoning deltas: not shown, like Claude Code's thinking without a signature
    } else if (type == QLatin1String("tool_call")) {
        const auto [name, body] = toolOf(obj.value(QLatin1String("tool_call")).toObject());
        if (obj.value(QLatin1String("subtype")).toString() == QLatin1String("started"))
            events << makeEvent(QStringLiteral("tool_call"), toolCallText(name, body), obj);
        else
            events << makeEvent(QStringLiteral("tool_result"), toolResultText(body), obj);
    } else if (type == QLatin1String("result")) {
        const bool isError = obj.value(QLatin1String("is_error")).toBool();
        TranscriptEvent e = makeEvent(isError ? QStringLiteral("error") : QStringLiteral("usage"), QString(), obj);
        // Cursor's documented result has no usage; newer builds add one in Anthropic's field names.
        const QJsonObject usage = obj.value(QLatin1String("usage")).toObject();
        e.inputTokens = usage.value(QLatin1String("input_tokens")).toInt() +
                        usage.value(QLatin1String("cache_read_input_tokens")).toInt() +
                        usage.value(QLatin1String("cache_creation_input_tokens")).toInt();
        e.outputTokens = usage.value(QLatin1String("output_tokens")).toInt();
        e.costUsd = obj.value(QLatin1String("total_cost_usd")).toDouble();
        e.text = isError ? QStringLiteral("Cursor Agent stopped with an error: ") +
                               obj.value(QLatin1String("result")).toString()
                         : QStringLiteral("finished in %1 s")
                               .arg(obj.value(QLatin1String("duration_ms")).toDouble() / 1000.0, 0, 'f', 1);
        events << e;
    } else {
        events << makeEvent(QStringLiteral("log"), QString::fromUtf8(line).trimmed(), obj);
    }
    return events;
}

QList<TranscriptEvent> CursorAdapter::flushText()
{
    if (m_text.isEmpty())
        return {};
    // The folded message, kept as the CLI would print it without --stream-partial-output.
    QJsonObject message = m_textJson.value(QLatin1String("message")).toObject();
    message.insert(QStringLiteral("content"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                     {QStringLiteral("text"), m_text}}});
    QJsonObject json = m_textJson;
    json.insert(QStringLiteral("message"), message);
    TranscriptEvent e = makeEvent(QStringLiteral("assistant"), m_text, json);
    m_text.clear();
    m_textJson = {};
    return {e};
}

QList<TranscriptEvent> CursorAdapter::finish()
{
    return flushText();
}

} // namespace kiln
