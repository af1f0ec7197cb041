// TaskFilterProxy: the task browser's filter box. Plain words match id, title, category, backend and
// tags; `tag:x`, `cat:x`, `backend:x` and `diff:N` match one field exactly. All terms must match.
// Group rows stay visible while any task below them matches (recursive filtering).
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace kiln {

class TaskFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TaskFilterProxy(QObject* parent = nullptr);
    void setQuery(const QString& query);
    QString query() const { return m_query; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    struct Term
    {
        QString field; // empty = any
        QString value;
    };
    QString m_query;
    QList<Term> m_terms;
};

} // namespace kiln
