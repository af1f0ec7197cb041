#include "taskfilterproxy.h"

#include "tasktreemodel.h"

namespace kiln {

TaskFilterProxy::TaskFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void TaskFilterProxy::setQuery(const QString& query)
{
    m_query = query;
    m_terms.clear();
    for (const QString& word : query.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const int colon = word.indexOf(QLatin1Char(':'));
        if (colon > 0)
            m_terms << Term{word.left(colon).toLower(), word.mid(colon + 1).toLower()};
        else
            m_terms << Term{QString(), word.toLower()};
    }
    invalidateRowsFilter();
}

bool TaskFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_terms.isEmpty())
        return true;
    auto* model = qobject_cast<const TaskTreeModel*>(sourceModel());
    const QModelIndex idx = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString id = idx.data(TaskTreeModel::TaskIdRole).toString();
    if (id.isEmpty() || !model)
        return false; // group rows are shown through recursive filtering
    const Task* t = model->task(id);
    if (!t)
        return false;
    const QString any = idx.data(TaskTreeModel::SearchTextRole).toString().toLower();
    for (const Term& term : m_terms) {
        bool ok = false;
        if (term.field.isEmpty())
            ok = any.contains(term.value);
        else if (term.field == QLatin1String("tag"))
            ok = std::any_of(t->tags.begin(), t->tags.end(),
                             [&](const QString& s) { return s.toLower() == term.value; });
        else if (term.field == QLatin1String("cat") || term.field == QLatin1String("category"))
            ok = t->category.toLower() == term.value;
        else if (term.field == QLatin1String("backend"))
            ok = t->backend.toLower() == term.value;
        else if (term.field == QLatin1String("diff") || term.field == QLatin1String("difficulty"))
            ok = QString::number(t->difficulty) == term.value;
        else
            ok = any.contains(term.field + QLatin1Char(':') + term.value);
        if (!ok)
            return false;
    }
    return true;
}

} // namespace kiln
