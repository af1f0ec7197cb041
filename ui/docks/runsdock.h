// RunsDock: the Runs dock — every run in the store (RunListModel) with a progress bar per run, refreshed
// from the store on a worker thread (soon after the window's own run manager reports something, and every
// few seconds for runs driven elsewhere). Its context menu asks the window to open, cancel, resume,
// re-score or export a run; double-click opens it.
#pragma once

#include "model/backgroundjob.h"

#include <QWidget>

class QLabel;
class QMenu;
class QModelIndex;
class QTableView;
class QTimer;

namespace kiln {

class RunListModel;
class RunSession;

class RunsDock : public QWidget
{
    Q_OBJECT
public:
    explicit RunsDock(QWidget* parent = nullptr);

    void followSession(RunSession* session);
    void refresh();
    RunListModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    // Why the store could not be read on the last refresh, shown in place of the list (empty: it was read).
    QString storeProblem() const;
    bool isLoading() const { return m_reading.busy(); }
    QString currentRunId() const;
    // The context menu of a run's row (the caller owns it): actions named open, cancel, resume, rescore,
    // exportHtml, exportJson, enabled as the run's state allows, and compare when two runs are selected.
    // Null for no row.
    QMenu* menuFor(const QModelIndex& index);

signals:
    void openRequested(const QString& runId);
    void cancelRequested(const QString& runId);
    void resumeRequested(const QString& runId);
    void rescoreRequested(const QString& runId);
    void exportRequested(const QString& runId, const QString& format); // html | json
    void compareRequested(const QString& runA, const QString& runB);   // the two runs selected
    void loaded();

private:
    void showMenu(const QPoint& pos);

    RunListModel* m_model = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_problem = nullptr;
    QTimer* m_poll = nullptr;
    QTimer* m_soon = nullptr;
    QTimer* m_tick = nullptr;
    BackgroundJob m_reading{this}; // the store's runs, one read at a time
    bool m_again = false;
};

} // namespace kiln
