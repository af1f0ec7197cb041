#include "agentevents.h"

#include "runners/jsonlinesreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>

namespace kiln::agents {

std::optional<QJsonObject> parseJsonLine(const QByteArray& line)
{
    JsonLinesReader reader;
    const auto items = reader.feed(line + '\n');
    if (items.size() != 1 || !items.first().isJson)
        return std::nullopt;
    return items.first().object;
}

TranscriptEvent makeEvent(const QString& kind, const QString& text, const QJsonObject& json)
{
    TranscriptEvent e;
    e.kind = kind;
    e.text = text;
    e.json = json;
    return e;
}

TranscriptEvent logEvent(const QByteArray& line)
{
    return makeEvent(QStringLiteral("log"), QString::fromUtf8(line).trimmed());
}

QString compactJson(const QJsonValue& value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return value.toVariant().toString();
}

QString contentText(const QJsonValue& content)
{
    if (content.isString())
        return content.toString();
    QStringList parts;
    for (const QJsonValue& block : content.toArray()) {
        const QJsonObject b = block.toObject();
        if (b.value(QLatin1String("type")).toString() == QLatin1String("text"))
            parts << b.value(QLatin1String("text")).toString();
    }
    return parts.join(QLatin1Char('\n'));
}

QString modelBaseUrl(const AgentSettings& settings)
{
    if (!settings.baseUrl.isEmpty())
        return settings.baseUrl;
    return QProcessEnvironment::systemEnvironment().value(QStringLiteral("KILN_AGENT_BASE_URL"));
}

} // namespace kiln::agents
