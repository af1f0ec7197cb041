// SearchResultsModel: the Search dock's hits across runs (RunStore::search), one row each: the run, the task,
// where (a transcript step, a candidate, a flag, a review, a label), its kind and one line around the match.
// setHits() replaces them (each search is a new answer, not an increment).
#pragma once

#include "model/store/runsearch.h"

#include "flattablemodel.h"

namespace kiln {

class SearchResultsModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column { RunColumn, TaskColumn, WhereColumn, KindColumn, ExcerptColumn, ColumnCount };
    enum Role {
        RunIdRole = Qt::UserRole + 1,
        TaskIdRole,
        SeqRole,         // int: the transcript step (-1: none)
        CandidateIdRole, // qint64: the candidate (0: none)
    };

    explicit SearchResultsModel(QObject* parent = nullptr);

    void setHits(const QList<SearchHit>& hits);
    const SearchHit& hit(int row) const { return m_hits[row]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QList<SearchHit> m_hits;
};

} // namespace kiln
