// MainWindow: the workbench. Task browser and problems as movable docks, pages as central tabs, suites
// loaded on worker threads (the window never waits for disk), the layout and opened suites restored
// from QSettings on the next start.
#pragma once

#include "model/backgroundjob.h"
#include "model/device/devicespec.h"
#include "model/tasks/task.h"

#include <QDeadlineTimer>
#include <QMainWindow>
#include <QSet>
#include <functional>

class QDockWidget;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QThreadPool;
class QTreeView;

namespace kiln {

struct Suite;
class CandidatePage;
class DiffPage;
class DiagnosticsDock;
class LeaderboardPage;
class LaunchDialog;
class RunPage;
class RunSession;
class RunsDock;
class SearchDock;
class TranscriptDock;
struct LaunchChoices;
class RooflinePlot;
class LoadIssueModel;
class TaskFilterProxy;
class TaskTreeModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Loads the folder in the background and adds it to the browser when done.
    void openSuite(const QString& dir);
    // Opens a suite the user chose and remembers it for the next start.
    void addUserSuite(const QString& dir);
    // Spins the event loop until every pending suite load finished (screenshots and tests).
    bool waitForSuites(int timeoutMs);
    int pendingLoads() const { return m_pendingLoads; }

    void openTask(const QString& taskId);
    // For `kiln gui --screenshot`: shows a page ("task") for `taskId` (or a default task).
    bool showPage(const QString& page, const QString& taskId, QString* error);
    bool saveScreenshot(const QString& file, QString* error);
    // Evaluates the baseline of the task page in front and waits for the verdict (screenshots, tests).
    bool evaluateCurrentTask(int timeoutMs, QString* error);

    TaskTreeModel* taskModel() const { return m_tasks; }
    TaskFilterProxy* taskFilter() const { return m_filter; }
    QLineEdit* filterEdit() const { return m_filterEdit; }
    QTabWidget* pages() const { return m_pages; }
    LoadIssueModel* issueModel() const { return m_issues; }
    RooflinePlot* roofline() const { return m_roofline; }
    DiagnosticsDock* diagnostics() const { return m_diagnostics; }
    // The leaderboard page over every run in the store that is not running (View > Leaderboard, Ctrl+L).
    LeaderboardPage* showLeaderboard();
    // For `kiln gui --screenshot --page candidate|diff|roofline`: opens the page for `candidateId` (0: the
    // store's best-scored candidate; the diff compares it with its previous one) and waits until it shows.
    bool showCandidatePage(const QString& page, qint64 candidateId, QString* error);
    CandidatePage* candidatePage(qint64 candidateId) const; // an open page, or null
    DiffPage* diffPage() const;                             // the open diff page, or null

public slots:
    // A stored candidate's page (source, compiler markers, PTX/SASS, resources, results, review).
    void openCandidate(qint64 candidateId);
    // Two candidates side by side; 0 stands for the task's baseline.
    void openDiff(qint64 leftCandidateId, qint64 rightCandidateId);
    // A kiln-eval step of a run (the transcript's step view): the agent candidate it submitted against the
    // agent's previous one (the baseline for the first), found in the store off the GUI thread.
    void openStep(const QString& runId, const QString& taskId, int candidateSeq);

public:
    // The run side (mainwindowruns.cpp): the Runs and Transcript docks, Run pages, launching.
    // Opens (or brings to front) the Run page of a stored or running run.
    RunPage* openRun(const QString& runId);
    // Two runs side by side, task by task (best, final, hidden, evaluations, tokens, cost, time): a board of
    // just these two with their comparison open.
    LeaderboardPage* compareRuns(const QString& runA, const QString& runB);
    // Launches through the window's run manager without waiting; `done` gets the run id or an error, and the
    // run's page opens. Remembers the choices for the launch dialog.
    void launchRun(const LaunchChoices& choices,
                   std::function<void(const QString& runId, const QString& error)> done = {});
    // Run > New run... for the tasks selected in the browser (or the task page in front). Modeless: tests
    // set its choices and accept() it, which launches.
    LaunchDialog* showLaunchDialog(const QStringList& tasks = {});
    // A first start worth having: imports the bundled demo run (on a worker thread) when the store has no
    // run yet; demoImportDone() follows. `kiln gui` calls it; tests that want it call it.
    void importDemoOnFirstStart();
    // Until `deadline` at most, for the demo import a first start began (screenshot pages that read the store).
    void waitForDemoImport(const QDeadlineTimer& deadline);
    // Scores every stored run that is not running into `page` (the Leaderboard's contents).
    void loadLeaderboard(LeaderboardPage* page);
    bool isImportingDemo() const { return m_importingDemo; }
    RunSession* runSession() const { return m_session; }
    RunsDock* runsDock() const { return m_runsDock; }
    TranscriptDock* transcriptDock() const { return m_transcript; }
    SearchDock* searchDock() const { return m_search; }

signals:
    void suiteLoaded(const QString& root);
    // A candidate's hand review was stored: lists that show reviews refresh that row.
    void candidateReviewed(qint64 candidateId, const QString& verdict);
    // A leaderboard cell was activated: the task's page is opened; pages that show a stored candidate or a
    // run can follow this (entryId is a run id, or an agent label when runs are pooled; candidateId 0: none).
    void taskResultRequested(const QString& entryId, const QString& taskId, qint64 candidateId);
    void runLaunched(const QString& runId);
    void demoImportDone(const QString& runId, const QString& error); // runId empty: nothing imported
    void runExported(const QString& file, const QString& error);     // Runs ▸ Export report; error empty: written

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildDocks();
    void onSuiteLoaded(const Suite& suite);
    void updateStatus();
    void chooseSuite();
    void restoreLayout();
    void loadRoofline(const Task& task);
    void saveLayout();
    void buildRunDocks();
    void buildSearchDocks(QDockWidget* runs);
    void cancelRun(const QString& id);
    void rescoreRun(const QString& id);
    void askExportRun(const QString& id, const QString& format);
    void buildRunActions();
    void updateRunStatus();
    QStringList selectedTaskIds() const;
    // --page step: the run's Run page, then its third kiln-eval step (its last when it has fewer) through
    // the Transcript dock, as F8 reaches it: the diff page of that candidate against the previous one.
    bool showStepPage(const QString& runId, QString* error);
    bool showSearchPage(const QString& query, QString* error); // --screenshot --page search
    bool showComparePage(const QString& runs, QString* error); // --page compare: "A,B" or the two newest
    bool showRunPage(const QString& runId, QString* error);    // --screenshot --page run
    void exportRun(const QString& runId, bool html, const QString& file);
    QSet<QString> m_commandTasks; // ids of the loaded tasks judged by their own commands (Task::isCommand())
    QString m_demoImportError;    // why the first start's demo import failed, for --screenshot --page run

    TaskTreeModel* m_tasks = nullptr;
    TaskFilterProxy* m_filter = nullptr;
    LoadIssueModel* m_issues = nullptr;
    QTreeView* m_tree = nullptr;
    QLineEdit* m_filterEdit = nullptr;
    QTableView* m_issueView = nullptr;
    QTabWidget* m_pages = nullptr;
    QLabel* m_status = nullptr;
    RooflinePlot* m_roofline = nullptr;
    DiagnosticsDock* m_diagnostics = nullptr;
    QList<DeviceSpec> m_devices;
    QStringList m_userSuites;
    int m_pendingLoads = 0;
    bool m_problemsShown = false;
    bool m_rooflineShown = false;
    BackgroundJob m_rooflineLoad{this};  // the points of the task last shown on the roofline
    QString m_rooflineTask;              // the task whose points the roofline shows
    qint64 m_lastRooflineCandidate = 0;  // Shift+click on a second point diffs the two
    BackgroundJob m_stepLoad{this};      // openStep: only the last step asked for opens
    QThreadPool* m_suiteLoads = nullptr; // whole-suite loads (see openSuite)
    RunSession* m_session = nullptr;
    RunsDock* m_runsDock = nullptr;
    TranscriptDock* m_transcript = nullptr;
    SearchDock* m_search = nullptr;
    QLabel* m_runStatus = nullptr;
    bool m_importingDemo = false;
    int m_remoteJobs = 0; // evaluations running on ssh hosts or Slurm (RunManager::remoteJobsChanged)
};

} // namespace kiln
