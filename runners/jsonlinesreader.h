// JsonLinesReader: the one reader of JSON-lines streams (the harness's events, and agents' stream-json).
// Feed it bytes as they arrive; it hands back complete objects and, separately, lines that are not JSON.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace kiln {

class JsonLinesReader
{
public:
    struct Item
    {
        bool isJson = false;
        QJsonObject object;
        QString text; // the raw line when it is not a JSON object
    };
    QList<Item> feed(const QByteArray& bytes);
    QList<Item> finish(); // whatever is left without a trailing newline

    // A line longer than this is not kept: it comes back as one text item saying how long it was, so a
    // stream without newlines cannot grow without bound.
    void setMaxLineBytes(qsizetype bytes) { m_maxLine = bytes; }

private:
    static Item parse(const QByteArray& line);
    QByteArray m_pending;
    qsizetype m_maxLine = 64 * 1024 * 1024;
    qsizetype m_dropping = 0; // bytes of an overlong line dropped so far (its end not seen yet)
};

} // namespace kiln
