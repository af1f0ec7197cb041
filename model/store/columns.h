// A SELECT's columns named once. The SQL list and the reads of a row come from the same list, so a read
// cannot drift from its column (two mappers of the candidates table once read the same column at positions
// 17 and 30). Rows are read by column name through Row; several lists can follow each other in one SELECT
// (a candidate, then its three gates), each read from its own offset.
#pragma once

#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <cstring>
#include <initializer_list>
#include <vector>

namespace kiln {

class Columns
{
public:
    Columns(std::initializer_list<const char*> names) : m_names(names) {}

    // "a, b, c", or "t.a, t.b, t.c" with a table alias.
    QString sql(const QString& alias = {}) const
    {
        QStringList parts;
        for (const char* n : m_names)
            parts << (alias.isEmpty() ? QString() : alias + QLatin1Char('.')) + QLatin1String(n);
        return parts.join(QStringLiteral(", "));
    }
    int size() const { return static_cast<int>(m_names.size()); }
    // The column's position in the list; -1 (and a null value when read) for a name not in it.
    int indexOf(const char* name) const
    {
        for (size_t i = 0; i < m_names.size(); ++i)
            if (std::strcmp(m_names[i], name) == 0)
                return static_cast<int>(i);
        return -1;
    }

private:
    std::vector<const char*> m_names;
};

// One row of a query, its columns read by name from `columns` placed at `offset` in the SELECT.
class Row
{
public:
    Row(const QSqlQuery& q, const Columns& columns, int offset = 0) : m_q(q), m_columns(columns), m_offset(offset) {}
    QVariant operator[](const char* name) const
    {
        const int i = m_columns.indexOf(name);
        Q_ASSERT_X(i >= 0, "Row", name);
        return i < 0 ? QVariant() : m_q.value(m_offset + i);
    }

private:
    const QSqlQuery& m_q;
    const Columns& m_columns;
    int m_offset;
};

} // namespace kiln
