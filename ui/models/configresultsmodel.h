// ConfigResultsModel: one stored evaluation's per-configuration results (the candidate page's table):
// visible or hidden, correctness with the worst error, median time with its spread, the baseline's time,
// speedup, achieved rate and fraction of roofline. Read-only; replaced whole when a candidate loads.
#pragma once

#include "model/evaluation/evalresult.h"

#include "flattablemodel.h"

namespace kiln {

class ConfigResultsModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Set, Correct, Time, Spread, Baseline, Speedup, Achieved, Roofline, MaxError, ColumnCount };
    // Raw numbers for sorting and tests (the display text is formatted).
    static constexpr int ValueRole = Qt::UserRole + 1;

    explicit ConfigResultsModel(QObject* parent = nullptr);
    void setResult(const EvalResult& result);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QList<ConfigResult> m_rows;
};

} // namespace kiln
