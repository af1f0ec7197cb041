#include "candidatefilterproxy.h"
#include "candidatelistmodel.h"

#include <QRegularExpression>

namespace kiln {

CandidateFilterProxy::CandidateFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(CandidateListModel::SortRole);
    setDynamicSortFilter(true); // a live row moves to its place (and in or out of the filter) as its verdict arrives
}

void CandidateFilterProxy::setQuery(const QString& query)
{
    m_query = query;
    m_problem.clear();
    m_words.clear();
    m_tasks.clear();
    m_verdicts.clear();
    m_flags.clear();
    m_reasons.clear();
    m_anyFlag = false;
    m_speedupAbove = m_speedupBelow = -1;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (const QString& w : query.split(space, Qt::SkipEmptyParts)) {
        const QString key = w.section(QLatin1Char(':'), 0, 0).toLower();
        const QString value = w.section(QLatin1Char(':'), 1);
        if (!w.contains(QLatin1Char(':')))
            m_words << w;
        else if (key == QLatin1String("task"))
            m_tasks << value;
        else if (key == QLatin1String("verdict"))
            m_verdicts << value.toLower();
        else if (key == QLatin1String("flag") && value.isEmpty())
            m_anyFlag = true;
        else if (key == QLatin1String("flag"))
            m_flags << value;
        else if (key == QLatin1String("reason"))
            m_reasons << value;
        else if (key == QLatin1String("speedup")) {
            bool ok = false;
            const double x = value.mid(1).toDouble(&ok);
            if (ok && value.startsWith(QLatin1Char('>')))
                m_speedupAbove = x;
            else if (ok && value.startsWith(QLatin1Char('<')))
                m_speedupBelow = x;
            else
                m_problem = tr("speedup: takes >X or <X (speedup:>1.2), not '%1'").arg(value);
        } else {
            m_words << w; // a colon in the text itself (a path, a time)
        }
    }
    invalidateFilter();
}

bool CandidateFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* m = sourceModel();
    const QModelIndex i = m->index(sourceRow, 0, sourceParent);
    const QString task = i.data(CandidateListModel::TaskIdRole).toString();
    const QString reason = m->index(sourceRow, CandidateListModel::ReasonColumn, sourceParent).data().toString();
    for (const QString& t : m_tasks)
        if (!task.contains(t, Qt::CaseInsensitive))
            return false;
    if (!m_verdicts.isEmpty() && !m_verdicts.contains(i.data(CandidateListModel::VerdictRole).toString()))
        return false;
    const QStringList flags = i.data(CandidateListModel::FlagsRole).toStringList();
    if (m_anyFlag && flags.isEmpty())
        return false;
    for (const QString& f : m_flags)
        if (!flags.contains(f))
            return false;
    for (const QString& r : m_reasons)
        if (!reason.contains(r, Qt::CaseInsensitive))
            return false;
    const double speedup = i.data(CandidateListModel::SpeedupRole).toDouble();
    if (m_speedupAbove >= 0 && !(speedup > m_speedupAbove))
        return false;
    if (m_speedupBelow >= 0 && !(speedup > 0 && speedup < m_speedupBelow))
        return false;
    for (const QString& w : m_words)
        if (!task.contains(w, Qt::CaseInsensitive) && !reason.contains(w, Qt::CaseInsensitive) &&
            !flags.join(QLatin1Char(' ')).contains(w, Qt::CaseInsensitive))
            return false;
    return true;
}

} // namespace kiln
