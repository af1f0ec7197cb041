// ComparisonModel: two leaderboard entries side by side, one row per task: each side's outcome and figure,
// the speedup ratio A / B and who is better (speedups within the board's tie distance are a tie). The
// outcome columns carry LeaderboardModel::OutcomeRole, so the leaderboard's delegate colours them too.
#pragma once

#include "model/scoring/leaderboard.h"

#include "flattablemodel.h"

namespace kiln {

class ComparisonModel : public FlatTableModel
{
    Q_OBJECT
public:
    // ADetailColumn / BDetailColumn: what each side's run spent and got beyond its figure (hidden
    // configurations, evaluations, tokens, cost, harness time), as LangSmith compares two experiments.
    enum Column {
        TaskColumn,
        CategoryColumn,
        AColumn,
        BColumn,
        RatioColumn,
        WinnerColumn,
        ADetailColumn,
        BDetailColumn,
        ColumnCount
    };
    explicit ComparisonModel(QObject* parent = nullptr);

    // Compares entries a and b of `board`; an empty board (or a == b) clears.
    void setComparison(const scoring::Leaderboard& board, int a, int b);
    void clear();
    const std::optional<scoring::Comparison>& comparison() const { return m_comparison; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    void setEntryTitles(); // the A and B columns name the two entries compared
    scoring::Leaderboard m_board;
    std::optional<scoring::Comparison> m_comparison;
};

} // namespace kiln
