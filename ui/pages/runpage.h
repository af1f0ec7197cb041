// RunPage: one run, live. The candidate rows (CandidateListModel, sortable by any column and filtered by
// CandidateFilterProxy) with their gate badges, speedup, fraction of roofline, time and failure reason; one
// task's timeline (its candidates and the agent's transcript over wall time) and its candidates over
// candidate number; and, apart,
// that task's final scoring on visible and hidden configurations. For a run this window drives the rows
// follow the run manager's signals as they happen; for any other run (another Kiln, `kiln run` in a
// terminal, a finished run) they are read from the store in pages on a worker thread, and polled while the
// run is live. Nothing here waits for the database on the GUI thread.
#pragma once

#include "model/backgroundjob.h"
#include "model/store/runstore.h"
#include "ui/models/finalscoremodel.h"

#include <QHash>
#include <QSet>
#include <QWidget>
#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTabWidget;
class QTimer;

namespace kiln {

class CandidateFilterProxy;
class CandidateListModel;
class RunManager;
class RunTimeline;
class SpeedupChart;

class RunPage : public QWidget
{
    Q_OBJECT
public:
    RunPage(const QString& runId, QWidget* parent = nullptr);
    ~RunPage() override;

    QString runId() const { return m_runId; }
    // Follow `manager`'s signals for this run (it is driven in this process); without it the store is polled.
    void followManager(RunManager* manager);
    // Reads the store from where the rows end (called by the poll timer; tests and the benchmark call it).
    void refresh();
    bool isLoading() const { return m_pages.busy(); }
    // False until the first complete read of the store arrived.
    bool hasLoaded() const { return m_loaded; }
    std::optional<RunRecord> run() const { return m_run; }

    CandidateListModel* candidates() const { return m_model; }
    FinalScoreModel* finalScores() const { return m_final; }
    SpeedupChart* chart() const { return m_chart; }
    RunTimeline* timeline() const { return m_timeline; }
    QTableView* table() const { return m_table; }
    CandidateFilterProxy* filter() const { return m_filter; }
    QLineEdit* filterEdit() const { return m_filterEdit; }
    QString chartTask() const { return m_chartTask; }
    void showTask(const QString& taskId);
    // The ids of tasks judged by their own commands (Task::isCommand()): their rows and the header say so.
    void setCommandTasks(const QSet<QString>& taskIds);

signals:
    void candidateActivated(qint64 candidateId);
    void loaded();     // the store was read up to its end (after each refresh)
    void runChanged(); // status or counts changed

private:
    struct Page;
    std::function<Page()> pageReader() const;
    void applyPage(const Page& page);
    void addFinal(const CandidateRecord& c, const EvalResult& r);
    void rebuildChart();
    void addToTimeline(const CandidateListModel& model, int row);
    void addMarks(const QList<TranscriptMark>& marks);
    void updateHeader();
    void updateFinal();
    void onRowsSettled(int first, int last);
    void noteTask(const QString& taskId);

    QString m_runId;
    QSet<QString> m_commandTasks;
    std::optional<RunRecord> m_run;
    CandidateListModel* m_model = nullptr;
    FinalScoreModel* m_final = nullptr;
    SpeedupChart* m_chart = nullptr;
    RunTimeline* m_timeline = nullptr;
    QTabWidget* m_charts = nullptr;
    QTableView* m_table = nullptr;
    CandidateFilterProxy* m_filter = nullptr;
    QLineEdit* m_filterEdit = nullptr;
    QTableView* m_finalTable = nullptr;
    QLabel* m_header = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_finalSummary = nullptr;
    QComboBox* m_taskBox = nullptr;
    QTimer* m_poll = nullptr;
    QHash<QString, QList<FinalScoreModel::Scored>> m_finals; // by task
    QHash<QString, QList<TranscriptMark>> m_marks;           // the transcript's events by task, for the timeline
    QSet<QString> m_taskIds;                                 // in the task box
    QString m_chartTask;
    QString m_storeError; // why the last read of the store failed (shown instead of the rows)
    bool m_userPickedTask = false;
    qint64 m_lastId = 0, m_lastMark = 0;
    BackgroundJob m_pages{this}; // the store's pages after what is shown, one read at a time
    bool m_loaded = false, m_again = false, m_driven = false;
};

} // namespace kiln
