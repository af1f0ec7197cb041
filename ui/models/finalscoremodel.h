// FinalScoreModel: the Run page's final scoring, apart from the live rows: for one task, the candidates
// final scoring re-evaluated on visible AND hidden configurations (best, final), one row per configuration
// with its correctness, times, speedup and fraction of roofline, hidden ones marked. summary() states the
// generalization (visible against hidden geomean speedup, hidden configurations correct).
#pragma once

#include "model/evaluation/evalresult.h"
#include "model/store/runstore.h"

#include "flattablemodel.h"

namespace kiln {

class FinalScoreModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column {
        CandidateColumn,
        ConfigColumn,
        SetColumn,
        CorrectColumn,
        SpeedupColumn,
        RooflineColumn,
        TimeColumn,
        BaselineColumn,
        ColumnCount
    };
    struct Scored
    {
        CandidateRecord candidate;
        EvalResult result;
    };

    explicit FinalScoreModel(QObject* parent = nullptr);

    void setScores(const QString& taskId, const QList<Scored>& scores);
    QString taskId() const { return m_taskId; }
    QString summary() const;
    int scoredCount() const { return static_cast<int>(m_scores.size()); }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int score = 0;
        int config = 0;
    };
    QString m_taskId;
    QList<Scored> m_scores;
    QList<Row> m_rows;
};

} // namespace kiln
