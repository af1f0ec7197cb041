// LeaderboardModel: the leaderboard as a table. Rows are entries (runs, or agents with their runs pooled);
// the first columns are aggregates with their intervals, then the tasks, grouped by category or difficulty
// with a summary column heading each group. A task cell displays the speedup or the % of roofline and
// carries its outcome class (OutcomeRole) for the delegate to colour. Numbers are formatted by
// model/scoring/scoreformat.h, the same text the HTML report shows. Sort through a QSortFilterProxyModel
// with SortRole (numbers, not text).
#pragma once

#include "model/scoring/leaderboard.h"

#include <QAbstractTableModel>

namespace kiln {

class LeaderboardModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        OutcomeRole = Qt::UserRole + 1, // int(scoring::Outcome) for task cells; invalid elsewhere
        SortRole,                       // a number: higher is better
        EntryIdRole,
        TaskIdRole,      // task cells and task headers
        CandidateIdRole, // the stored candidate a task cell shows (qint64; 0 when none)
        ColumnKindRole,  // ColumnKind
    };
    enum class ColumnKind { Entry, Aggregate, Group, Task };
    enum class Display { Speedup, Roofline };
    enum class Grouping { None, Category, Difficulty };
    // The fixed columns, in order; task and group columns follow.
    // Rank is within the entry's device (scoring::DeviceGroup): entries come grouped by device.
    enum FixedColumn {
        EntryColumn,
        DeviceColumn,
        RankColumn,
        AttemptedColumn,
        CorrectColumn,
        Fast1Column,
        GeomeanColumn,
        PointsColumn,
        RooflineColumn,
        HiddenColumn,
        LabelsColumn,
        FixedColumnCount
    };

    explicit LeaderboardModel(QObject* parent = nullptr);

    void setLeaderboard(const scoring::Leaderboard& board);
    const scoring::Leaderboard& leaderboard() const { return m_board; }
    void setDisplay(Display display);
    Display display() const { return m_display; }
    void setGrouping(Grouping grouping);
    Grouping grouping() const { return m_grouping; }

    ColumnKind columnKind(int column) const;
    // The leaderboard column (index into leaderboard().columns) of a task column; -1 for other columns.
    int taskColumn(int column) const;
    int columnOfTask(const QString& taskId) const;
    int rowOfEntry(const QString& entryId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Column
    {
        ColumnKind kind = ColumnKind::Task;
        int task = -1; // index into m_board.columns
        QString group; // category, or the difficulty as text
    };
    void layoutColumns();
    QString groupOf(const scoring::TaskMeta& m) const;
    const scoring::Aggregate* groupAggregate(const scoring::Entry& e, const QString& group) const;
    QVariant aggregateData(const scoring::Entry& e, int column, int role) const;
    QVariant groupData(const scoring::Entry& e, const Column& c, int role) const;
    QVariant taskData(const scoring::Entry& e, const Column& c, int role) const;

    scoring::Leaderboard m_board;
    QList<Column> m_columns; // after the fixed ones
    Display m_display = Display::Speedup;
    Grouping m_grouping = Grouping::Category;
};

} // namespace kiln
