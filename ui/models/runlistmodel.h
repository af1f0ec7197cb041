// RunListModel: the Runs dock — every run in the store, newest first, with agent, model, status, progress
// and elapsed time. setRuns() merges a fresh read of the store into the rows (changed rows update, new runs
// are inserted at the top), so the selection and scroll position survive the periodic refresh; tick()
// moves the elapsed time of running runs on.
#pragma once

#include "model/store/runstore.h"

#include "flattablemodel.h"

namespace kiln {

class RunListModel : public FlatTableModel
{
    Q_OBJECT
public:
    enum Column { RunColumn, AgentColumn, ModelColumn, StatusColumn, ProgressColumn, ElapsedColumn, ColumnCount };
    enum Role {
        RunIdRole = Qt::UserRole + 1,
        StatusRole,
        ProgressRole, // 0..1000: tasks scored plus the share of the evaluation budget spent by the others
        LiveRole      // bool: queued or running
    };

    // A run and what the dock needs beyond the store's summary (read from the run's folder).
    struct Entry
    {
        RunSummary summary;
        int tasks = 0;       // tasks in the run
        int budgetEvals = 0; // evaluations per task
    };

    explicit RunListModel(QObject* parent = nullptr);

    void setRuns(const QList<Entry>& runs);
    void tick(); // elapsed time of the live runs
    int rowOf(const QString& runId) const;
    const Entry& entry(int row) const { return m_rows[row]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    QList<Entry> m_rows;
};

QString formatElapsed(qint64 seconds);

} // namespace kiln
