// CandidateFilterProxy: the Run page's candidate table sorted by any column and filtered by what a person
// types: words that narrow (task:softmax, verdict:fail, flag:fallback, flag: alone for any flag,
// speedup:>1.2 or speedup:<1, reason:mismatch) and free words matched in the task and the failure. Sorting
// uses CandidateListModel::SortRole (speedups as numbers, # and At in submission order).
#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace kiln {

class CandidateFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CandidateFilterProxy(QObject* parent = nullptr);

    void setQuery(const QString& query);
    QString query() const { return m_query; }
    // Why a query does not parse ("speedup: takes >X or <X"), empty when it does.
    QString problem() const { return m_problem; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_query, m_problem;
    QStringList m_words, m_tasks, m_verdicts, m_flags, m_reasons;
    bool m_anyFlag = false;
    double m_speedupAbove = -1, m_speedupBelow = -1;
};

} // namespace kiln
