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
    struct Item {
        bool isJson = false;
        QJsonObject object;
        QString text; // the raw line when it is not a JSON object
    };
    QList<Item> feed(const QByteArray& bytes);
    QList<Item> finish(); // whatever is left without a trailing newline

private:
    static Item parse(const QByteArray& line);
    QByteArray m_pending;
};

} // namespace kiln
