#include "jsonlinesreader.h"

#include <QJsonDocument>

namespace kiln {

JsonLinesReader::Item JsonLinesReader::parse(const QByteArray& line)
{
    Item item;
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error == QJsonParseError::NoError && doc.isObject()) {
        item.isJson = true;
        item.object = doc.object();
    } else {
        item.text = QString::fromUtf8(line);
    }
    return item;
}

QList<JsonLinesReader::Item> JsonLinesReader::feed(const QByteArray& bytes)
{
    QList<Item> items;
    qsizetype from = 0;
    if (m_dropping > 0) { // the rest of an overlong line, up to its end
        const qsizetype nl = bytes.indexOf('\n');
        if (nl < 0) {
            m_dropping += bytes.size();
            return items;
        }
        Item dropped;
        dropped.text = QStringLiteral("(a line of %1 bytes was left out)").arg(m_dropping + nl);
        items << dropped;
        m_dropping = 0;
        from = nl + 1;
    }
    m_pending += bytes.mid(from);
    qsizetype start = 0, nl;
    while ((nl = m_pending.indexOf('\n', start)) >= 0) {
        const QByteArray line = m_pending.mid(start, nl - start).trimmed();
        if (!line.isEmpty())
            items << parse(line);
        start = nl + 1;
    }
    m_pending.remove(0, start);
    if (m_pending.size() > m_maxLine) {
        m_dropping = m_pending.size();
        m_pending.clear();
    }
    return items;
}

QList<JsonLinesReader::Item> JsonLinesReader::finish()
{
    QList<Item> items;
    const QByteArray line = m_pending.trimmed();
    if (!line.isEmpty())
        items << parse(line);
    m_pending.clear();
    return items;
}

} // namespace kiln
