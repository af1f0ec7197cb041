// LeaderboardPage: the leaderboard of stored runs. A table of entries x tasks coloured by outcome (did not
// compile / incorrect / correct but not faster / faster), showing the speedup or the % of roofline, with
// tasks grouped by category or difficulty and rows sortable by any aggregate. Selecting two rows opens
// the A/B comparison below: the paired differences with their intervals, the tasks side by side and a
// scatter of speedup A against speedup B. Activating a task cell asks the window to open that result.
// Scoring runs off the GUI thread; a newer load() drops the result of an older one.
#pragma once

#include "model/backgroundjob.h"
#include "model/scoring/leaderboard.h"
#include "model/tasks/task.h"

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace kiln {

class ComparisonModel;
class LeaderboardModel;

class LeaderboardPage : public QWidget
{
    Q_OBJECT
public:
    explicit LeaderboardPage(QWidget* parent = nullptr);

    // Scores `runIds` from the store at `storePath` against `tasks` (the suites loaded now) in the
    // background, then shows them. byAgent pools each agent's runs into one row.
    void load(const QString& storePath, const QStringList& runIds, const QList<Task>& tasks, bool byAgent = false);
    // Scores the same runs again against `tasks` (a suite was reloaded: a weight may have changed). Nothing
    // runs again: the store is read, and the scores, the comparison and the figures follow the new weights.
    void rescore(const QList<Task>& tasks);
    void setLeaderboard(const scoring::Leaderboard& board);
    // Selects the rows of these entries (two: their comparison opens below the board).
    void selectEntries(const QStringList& entryIds);

    LeaderboardModel* model() const { return m_model; }
    ComparisonModel* comparisonModel() const { return m_comparison; }
    QTableView* table() const { return m_table; }
    QCustomPlot* scatter() const { return m_scatter; }
    QWidget* comparisonPanel() const { return m_comparisonPanel; }
    QString comparisonSummary() const;

signals:
    void loaded();
    void loadFailed(const QString& error);
    // A task cell was activated: open that result (candidateId is 0 when nothing was evaluated).
    void taskResultActivated(const QString& entryId, const QString& taskId, qint64 candidateId);

private:
    void onSelectionChanged();
    void showComparison(int a, int b);
    void plotComparison();

    LeaderboardModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    QComboBox* m_display = nullptr;
    QComboBox* m_grouping = nullptr;
    QLabel* m_status = nullptr;
    QWidget* m_comparisonPanel = nullptr;
    QLabel* m_summary = nullptr;
    ComparisonModel* m_comparison = nullptr;
    QTableView* m_comparisonTable = nullptr;
    QCustomPlot* m_scatter = nullptr;
    BackgroundJob m_scoring{this}; // the latest load()'s scores
    QString m_storePath;           // what the last load() scored, for rescore()
    QStringList m_runIds;
    bool m_byAgent = false;
};

} // namespace kiln
