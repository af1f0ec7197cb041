// MainWindow: the workbench. Task browser and problems as movable docks, pages as central tabs, suites
// loaded on worker threads (the window never waits for disk), the layout and opened suites restored
// from QSettings on the next start.
#pragma once

#include "model/device/devicespec.h"
#include "model/tasks/task.h"

#include <QMainWindow>

class QLabel;
class QLineEdit;
class QTabWidget;
class QTableView;
class QTreeView;

namespace kiln {

struct Suite;
class DiagnosticsDock;
class LeaderboardPage;
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

signals:
    void suiteLoaded(const QString& root);

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
    int m_rooflineLoads = 0; // roofline point loads still on a worker thread
};

} // namespace kiln
