#include "mainwindow.h"

#include "model/resourcepaths.h"
#include "model/store/rooflinepoints.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/devicedetection.h"
#include "ui/docks/diagnosticsdock.h"
#include "ui/docks/runsdock.h"
#include "ui/models/loadissuemodel.h"
#include "ui/models/reviewbadge.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/models/tasktreemodel.h"
#include "ui/pages/candidatepage.h"
#include "ui/pages/diffpage.h"
#include "ui/pages/evalpanel.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/runpage.h"
#include "ui/pages/taskpage.h"
#include "visualization/diffview.h"
#include "visualization/rooflineplot.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopeGuard>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QThreadPool>
#include <QTreeView>
#include <QVBoxLayout>
#include <functional>

namespace kiln {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Kiln — kernel workbench"));
    setObjectName(QStringLiteral("KilnMainWindow"));
    m_tasks = new TaskTreeModel(this);
    m_filter = new TaskFilterProxy(this);
    m_filter->setSourceModel(m_tasks);
    m_issues = new LoadIssueModel(this);
    LoadIssues deviceIssues;
    m_devices = loadDeviceSpecs(devicesDir(), deviceIssues);
    for (DeviceSpec& d : m_devices)
        applyCalibration(d); // measured ceilings (kiln calibrate) replace the datasheet's where present
    m_issues->setIssues(devicesDir(), deviceIssues);

    m_pages = new QTabWidget(this);
    m_pages->setTabsClosable(true);
    m_pages->setDocumentMode(true);
    connect(m_pages, &QTabWidget::tabCloseRequested, this, [this](int i) {
        QWidget* w = m_pages->widget(i);
        m_pages->removeTab(i);
        w->deleteLater();
    });
    auto* welcome = new QLabel(tr("<h2>Kiln</h2><p>Pick a task in the browser on the left (double-click) to see its "
                                  "README, baseline, tensors and speed-of-light times.</p>"
                                  "<p>File ▸ Open suite… adds your own tasks, an AgentKernelArena or a KernelBench "
                                  "checkout.</p>"),
                               m_pages);
    welcome->setAlignment(Qt::AlignCenter);
    welcome->setObjectName(QStringLiteral("welcome"));
    m_pages->addTab(welcome, tr("Welcome"));
    setCentralWidget(m_pages);

    buildDocks();
    buildRunDocks();
    buildActions();
    buildRunActions();
    m_status = new QLabel(this);
    statusBar()->addPermanentWidget(m_status);
    statusBar()->addPermanentWidget(m_runStatus);
    restoreLayout();
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks()
{
    auto* browser = new QWidget(this);
    auto* bl = new QVBoxLayout(browser);
    bl->setContentsMargins(4, 4, 4, 4);
    m_filterEdit = new QLineEdit(browser);
    m_filterEdit->setPlaceholderText(tr("Filter: words, tag:matmul, cat:cuda2cuda, backend:host, diff:2"));
    m_filterEdit->setClearButtonEnabled(true);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString& q) {
        m_filter->setQuery(q);
        if (!q.isEmpty())
            m_tree->expandAll();
    });
    m_tree = new QTreeView(browser);
    m_tree->setModel(m_filter);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(TaskTreeModel::NameColumn, QHeaderView::Stretch);
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex& i) {
        const QString id = i.data(TaskTreeModel::TaskIdRole).toString();
        if (!id.isEmpty())
            openTask(id);
    });
    bl->addWidget(m_filterEdit);
    bl->addWidget(m_tree);
    auto* dock = new QDockWidget(tr("Tasks"), this);
    dock->setObjectName(QStringLiteral("TasksDock"));
    dock->setWidget(browser);
    addDockWidget(Qt::LeftDockWidgetArea, dock);

    m_issueView = new QTableView(this);
    m_issueView->setModel(m_issues);
    m_issueView->verticalHeader()->hide();
    m_issueView->horizontalHeader()->setStretchLastSection(true);
    m_issueView->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto* problems = new QDockWidget(tr("Problems"), this);
    problems->setObjectName(QStringLiteral("ProblemsDock"));
    problems->setWidget(m_issueView);
    addDockWidget(Qt::BottomDockWidgetArea, problems);
    problems->hide(); // shown when a suite has problems (updateStatus)

    // The roofline of the task in front: its baseline and every stored candidate, per configuration.
    m_roofline = new RooflinePlot(this);
    m_roofline->setObjectName(QStringLiteral("RooflinePlot"));
    m_roofline->setMinimumSize(220, 160); // the dock may be narrow; the plot rescales
    auto* roof = new QDockWidget(tr("Roofline"), this);
    roof->setObjectName(QStringLiteral("RooflineDock"));
    roof->setWidget(m_roofline);
    addDockWidget(Qt::RightDockWidgetArea, roof);
    roof->hide(); // shown with the first task page
    // Click a point: that candidate's page; Shift+click a second one: the two side by side.
    connect(m_roofline, &RooflinePlot::candidateClicked, this, [this](const QString& id) {
        const qint64 candidate = id.toLongLong();
        if (candidate <= 0)
            return;
        if ((QApplication::keyboardModifiers() & Qt::ShiftModifier) && m_lastRooflineCandidate > 0 &&
            m_lastRooflineCandidate != candidate)
            openDiff(m_lastRooflineCandidate, candidate);
        else
            openCandidate(candidate);
        m_lastRooflineCandidate = candidate;
    });
    // IR findings of the last evaluation (or the candidate other pages point it at).
    m_diagnostics = new DiagnosticsDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnostics);
    m_diagnostics->hide(); // shown when an evaluation has findings
    resizeDocks({dock}, {560}, Qt::Horizontal);
    resizeDocks({problems}, {120}, Qt::Vertical);
}

void MainWindow::buildActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open suite…"), this, &MainWindow::chooseSuite);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* d : findChildren<QDockWidget*>())
        view->addAction(d->toggleViewAction());
    QAction* find = view->addAction(tr("&Filter tasks"), this, [this] {
        m_filterEdit->setFocus();
        m_filterEdit->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    QAction* closeTab = view->addAction(tr("Close page"), this, [this] {
        if (m_pages->currentIndex() >= 0)
            emit m_pages->tabCloseRequested(m_pages->currentIndex());
    });
    closeTab->setShortcut(QKeySequence::Close);
    QAction* board = view->addAction(tr("&Leaderboard"), this, [this] { showLeaderboard(); });
    board->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Kiln"), this, [this] {
        QMessageBox::about(this, tr("About Kiln"),
                           tr("Kiln evaluates and improves GPU kernels written by AI agents.\n"
                              "Resources: %1\nData: %2")
                               .arg(resourcesDir(), dataDir()));
    });
}

void MainWindow::openSuite(const QString& dir)
{
    ++m_pendingLoads;
    updateStatus();
    // On a pool of its own: loadSuite() spreads its tasks over the global pool and waits for them, so two
    // suites loading at once on the global pool of a 2-core machine took both its threads and waited forever.
    if (!m_suiteLoads) {
        m_suiteLoads = new QThreadPool(this);
        m_suiteLoads->setMaxThreadCount(2);
    }
    BackgroundJob::runInBackground(
        this, [dir] { return loadSuite(dir); },
        [this](const Suite& suite) {
            --m_pendingLoads;
            onSuiteLoaded(suite);
        },
        m_suiteLoads);
}

void MainWindow::onSuiteLoaded(const Suite& suite)
{
    m_tasks->addSuite(suite);
    m_issues->setIssues(suite.root, suite.issues);
    // Tasks judged by their own commands (AgentKernelArena): the open run and candidate pages mark them.
    const qsizetype commandTasks = m_commandTasks.size();
    for (const Task& t : suite.tasks)
        if (t.isCommand())
            m_commandTasks.insert(t.id);
    if (m_commandTasks.size() != commandTasks)
        for (int i = 0; i < m_pages->count(); ++i) {
            if (auto* run = qobject_cast<RunPage*>(m_pages->widget(i)))
                run->setCommandTasks(m_commandTasks);
            else if (auto* candidate = qobject_cast<CandidatePage*>(m_pages->widget(i)))
                candidate->setCommandTasks(m_commandTasks);
        }
    const QModelIndex root = m_filter->index(m_filter->rowCount() - 1, 0);
    m_tree->expand(root);
    for (int i = 0; i < m_filter->rowCount(root); ++i)
        m_tree->expand(m_filter->index(i, 0, root));
    updateStatus();
    emit suiteLoaded(suite.root);
}

bool MainWindow::waitForSuites(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (m_pendingLoads > 0 && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    return m_pendingLoads == 0;
}

void MainWindow::updateStatus()
{
    const int errors = m_issues->errorCount();
    QString text = tr("%n task(s) in %1 suite(s)", nullptr, m_tasks->taskCount()).arg(m_tasks->suiteCount());
    if (errors) {
        text += tr(" · %n load error(s) — see Problems", nullptr, errors);
        if (auto* problems = findChild<QDockWidget*>(QStringLiteral("ProblemsDock")); problems && !m_problemsShown) {
            problems->show();
            m_problemsShown = true; // once: after that the user decides
        }
    }
    if (m_pendingLoads)
        text += tr(" · loading %n suite(s)…", nullptr, m_pendingLoads);
    m_status->setText(text);
}

void MainWindow::chooseSuite()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Open a suite, an AgentKernelArena or a KernelBench checkout"));
    if (!dir.isEmpty())
        addUserSuite(dir);
}

void MainWindow::addUserSuite(const QString& dir)
{
    if (!m_userSuites.contains(dir))
        m_userSuites << dir;
    openSuite(dir);
}

void MainWindow::openTask(const QString& taskId)
{
    for (int i = 0; i < m_pages->count(); ++i)
        if (auto* p = qobject_cast<TaskPage*>(m_pages->widget(i)); p && p->taskId() == taskId) {
            m_pages->setCurrentIndex(i);
            return;
        }
    const Task* t = m_tasks->task(taskId);
    if (!t)
        return;
    auto* page = new TaskPage(*t, m_devices, m_pages);
    connect(page, &TaskPage::runRequested, this, [this](const QString& id) { showLaunchDialog({id}); });
    const int i = m_pages->addTab(page, t->id.section(QLatin1Char('/'), -1));
    m_pages->setTabToolTip(i, t->id);
    m_pages->setCurrentIndex(i);
    loadRoofline(*t);
    connect(page->evalPanel(), &EvalPanel::finished, this, [this, id = t->id](const EvalResult& r) {
        m_diagnostics->showFindings(0, r.findings, id);
        if (!r.findings.isEmpty())
            m_diagnostics->show();
    });
}

void MainWindow::openCandidate(qint64 candidateId)
{
    if (CandidatePage* open = candidatePage(candidateId)) {
        m_pages->setCurrentWidget(open);
        return;
    }
    auto* page = new CandidatePage(storePath(), candidateId, m_pages);
    page->setCommandTasks(m_commandTasks);
    const int i = m_pages->addTab(page, tr("Candidate %1").arg(candidateId));
    m_pages->setCurrentIndex(i);
    auto retitle = [this, page] {
        const CandidateData& d = page->data();
        const int tab = m_pages->indexOf(page);
        if (tab < 0 || !d.error.isEmpty())
            return;
        m_pages->setTabText(tab,
                            QStringLiteral("%1 %2").arg(d.record.taskId.section(QLatin1Char('/'), -1), d.shortLabel()));
        m_pages->setTabIcon(tab, reviewIcon(d.review ? d.review->verdict : QString()));
        m_pages->setTabToolTip(
            tab, QStringLiteral("%1 · %2 · %3").arg(d.record.taskId, d.record.runId, reviewTooltip(d.review)));
    };
    connect(page, &CandidatePage::loaded, this, [this, page, retitle] {
        retitle();
        // The roofline follows the candidate in front: its task's points, this candidate ringed.
        const QString taskId = page->data().record.taskId;
        if (const Task* t = m_tasks->task(taskId); t && m_rooflineTask != taskId)
            loadRoofline(*t);
        m_roofline->setSelectedCandidate(QString::number(page->candidateId()));
    });
    connect(page, &CandidatePage::reviewSaved, this, [this, retitle](qint64 id, const QString& verdict) {
        retitle();
        emit candidateReviewed(id, verdict);
    });
    connect(page, &CandidatePage::diffRequested, this, &MainWindow::openDiff);
    connect(page, &CandidatePage::taskRequested, this, &MainWindow::openTask);
    connect(page, &CandidatePage::storeChanged, m_runsDock, &RunsDock::refresh); // a dispatch run to list
}

void MainWindow::openDiff(qint64 leftCandidateId, qint64 rightCandidateId)
{
    // One diff page: a new pair replaces the one shown (its pickers switch either side).
    DiffPage* page = diffPage();
    if (!page) {
        page = new DiffPage(
            storePath(),
            [this](const QString& id) -> std::optional<Task> {
                if (const Task* t = m_tasks->task(id))
                    return *t;
                return std::nullopt;
            },
            m_pages);
        m_pages->addTab(page, tr("Diff"));
        connect(page, &DiffPage::loaded, this, [this, page] {
            if (const int tab = m_pages->indexOf(page); tab >= 0) {
                m_pages->setTabText(tab, tr("Diff %1").arg(page->title()));
                m_pages->setTabToolTip(tab, page->right().record.taskId);
            }
        });
    }
    m_pages->setCurrentWidget(page);
    page->compare(leftCandidateId, rightCandidateId);
}

CandidatePage* MainWindow::candidatePage(qint64 candidateId) const
{
    for (int i = 0; i < m_pages->count(); ++i)
        if (auto* p = qobject_cast<CandidatePage*>(m_pages->widget(i)); p && p->candidateId() == candidateId)
            return p;
    return nullptr;
}

DiffPage* MainWindow::diffPage() const
{
    for (int i = 0; i < m_pages->count(); ++i)
        if (auto* p = qobject_cast<DiffPage*>(m_pages->widget(i)))
            return p;
    return nullptr;
}

void MainWindow::loadRoofline(const Task& task)
{
    m_rooflineTask = task.id;
    QString error;
    const auto device = deviceSpecFor(task.backend, {}, &error);
    if (!device)
        return;
    m_roofline->setDevice(*device, rooflineDtypes(task));
    // The store is read on a worker thread (its own connection): the window never waits for it.
    // A task chosen since supersedes this one: its points never land on the other task's roofline.
    auto read = [path = storePath(), task] { return rooflinePointsForTask(path, task); };
    m_rooflineLoad.start(read, [this](const QList<RooflinePoint>& points) {
        m_roofline->setPoints(points);
        // The dock opens by itself the first time a task has measured candidates; after that it is the
        // user's (View > Roofline), and its size and place are restored with the layout.
        auto* dock = findChild<QDockWidget*>(QStringLiteral("RooflineDock"));
        if (dock && !points.isEmpty() && !m_rooflineShown && !dock->isVisible()) {
            m_rooflineShown = true;
            dock->show();
            if (auto* tasks = findChild<QDockWidget*>(QStringLiteral("TasksDock")))
                resizeDocks({tasks, dock}, {460, std::max(360, width() - 460 - 760)}, Qt::Horizontal);
        }
    });
}

LeaderboardPage* MainWindow::showLeaderboard()
{
    for (int i = 0; i < m_pages->count(); ++i)
        if (auto* p = qobject_cast<LeaderboardPage*>(m_pages->widget(i))) {
            m_pages->setCurrentIndex(i);
            return p;
        }
    auto* page = new LeaderboardPage(m_pages);
    const int i = m_pages->addTab(page, tr("Leaderboard"));
    m_pages->setCurrentIndex(i);
    loadLeaderboard(page);
    connect(page, &LeaderboardPage::taskResultActivated, this,
            [this](const QString& entryId, const QString& taskId, qint64 candidateId) {
                openTask(taskId);
                emit taskResultRequested(entryId, taskId, candidateId);
            });
    // A suite (re)loaded may change a task's weight: the stored runs are scored again, nothing re-runs.
    connect(this, &MainWindow::suiteLoaded, page, [this, page] { page->rescore(m_tasks->allTasks()); });
    return page;
}

void MainWindow::loadLeaderboard(LeaderboardPage* page)
{
    QStringList runs;
    {
        RunStore store;
        QString error;
        if (store.open(storePath(), &error))
            for (const RunRecord& r : store.runs())
                if (r.status != QLatin1String("running")) // finished, or stopped with what it scored
                    runs << r.id;
    }
    page->load(storePath(), runs, m_tasks->allTasks());
}

LeaderboardPage* MainWindow::compareRuns(const QString& runA, const QString& runB)
{
    auto* page = new LeaderboardPage(m_pages);
    page->setObjectName(QStringLiteral("RunComparison"));
    const int i = m_pages->addTab(page, tr("Compare %1 · %2").arg(runA.right(4), runB.right(4)));
    m_pages->setTabToolTip(i, tr("Run %1 against run %2").arg(runA, runB));
    m_pages->setCurrentIndex(i);
    connect(page, &LeaderboardPage::loaded, page, [page, runA, runB] { page->selectEntries({runA, runB}); });
    page->load(storePath(), {runA, runB}, m_tasks->allTasks());
    connect(page, &LeaderboardPage::taskResultActivated, this,
            [this](const QString& entryId, const QString& taskId, qint64 candidateId) {
                openTask(taskId);
                emit taskResultRequested(entryId, taskId, candidateId);
            });
    return page;
}

bool MainWindow::showPage(const QString& page, const QString& taskId, QString* error)
{
    if (page == QLatin1String("leaderboard")) {
        waitForDemoImport(QDeadlineTimer(30000)); // a first start's store may still be filling with the demo run
        LeaderboardPage* board = showLeaderboard();
        QDeadlineTimer deadline(20000);
        bool done = false;
        connect(board, &LeaderboardPage::loaded, this, [&done] { done = true; });
        connect(board, &LeaderboardPage::loadFailed, this, [&done, error](const QString& e) {
            *error = e;
            done = true;
        });
        while (!done && !deadline.hasExpired())
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        return done && error->isEmpty();
    }
    if (page == QLatin1String("candidate") || page == QLatin1String("diff") || page == QLatin1String("roofline"))
        return showCandidatePage(page, 0, error);
    if (page == QLatin1String("run"))
        return showRunPage(taskId, error); // --task names the run here; empty: the demo run, else the newest
    if (page == QLatin1String("step"))
        return showStepPage(taskId, error); // the run's third kiln-eval step (or its last)
    if (page == QLatin1String("search"))
        return showSearchPage(taskId, error); // --query's hits, the first one opened
    if (page == QLatin1String("compare"))
        return showComparePage(taskId, error);
    if (page != QLatin1String("task")) {
        *error = tr("page '%1' is not available yet; pages: task, leaderboard, run, step, search, compare, candidate, "
                    "diff, roofline")
                     .arg(page);
        return false;
    }
    const auto waitForRoofline = qScopeGuard([this] {
        QDeadlineTimer deadline(20000);
        while (m_rooflineLoad.busy() && !deadline.hasExpired())
            QApplication::processEvents(QEventLoop::AllEvents, 50);
    });
    QString id = taskId.isEmpty() ? QStringLiteral("cuda2cuda/softmax") : taskId;
    if (!m_tasks->task(id)) {
        if (!taskId.isEmpty()) {
            *error = tr("no task '%1' is loaded").arg(taskId);
            return false;
        }
        const QModelIndex any = m_tasks->index(0, 0);
        if (!any.isValid()) {
            *error = tr("no task is loaded");
            return false;
        }
        id = m_tasks->index(0, 0, m_tasks->index(0, 0, m_tasks->index(0, 0, any)))
                 .data(TaskTreeModel::TaskIdRole)
                 .toString();
    }
    openTask(id);
    m_tree->setCurrentIndex(m_filter->mapFromSource(m_tasks->indexOfTask(id)));
    return true;
}

bool MainWindow::showCandidatePage(const QString& page, qint64 candidateId, QString* error)
{
    waitForDemoImport(QDeadlineTimer(30000)); // a first start's store may still be filling with the demo run
    if (candidateId <= 0) {
        // The best candidate final scoring picked, over every run: the page that says most at a glance.
        RunStore store;
        if (!store.open(storePath(), error))
            return false;
        double best = 0;
        for (const RunRecord& run : store.runs())
            for (const TaskResultRecord& t : store.taskResults(run.id))
                if (const auto c = t.bestCandidate > 0 ? store.candidate(t.bestCandidate) : std::nullopt;
                    c && c->verdict == QLatin1String("pass") && c->speedupGeomean > best) {
                    best = c->speedupGeomean;
                    candidateId = c->id;
                }
        if (candidateId <= 0) {
            *error = tr("the run store %1 has no scored candidate; run an agent first or point KILN_DATA_DIR at "
                        "resources/demo/h200-tune-2026-11-29")
                         .arg(storePath());
            return false;
        }
    }
    auto waitFor = [](const std::function<bool()>& done) {
        QDeadlineTimer deadline(20000);
        while (!done() && !deadline.hasExpired())
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        return done();
    };
    openCandidate(candidateId);
    CandidatePage* cp = candidatePage(candidateId);
    if (!waitFor([cp] { return cp->isLoaded(); })) {
        *error = tr("candidate %1 did not load within 20 s").arg(candidateId);
        return false;
    }
    if (!cp->data().error.isEmpty()) {
        *error = cp->data().error;
        return false;
    }
    waitFor([this] { return !m_rooflineLoad.busy(); });
    // The pages need width more than the browser does: it narrows (the user's own layout is not saved here).
    auto* tasksDock = findChild<QDockWidget*>(QStringLiteral("TasksDock"));
    auto* roofDock = findChild<QDockWidget*>(QStringLiteral("RooflineDock"));
    if (tasksDock && tasksDock->isVisible())
        resizeDocks({tasksDock}, {300}, Qt::Horizontal);
    if (page == QLatin1String("candidate") && roofDock && roofDock->isVisible())
        resizeDocks({roofDock}, {width() / 4}, Qt::Horizontal);
    if (page == QLatin1String("diff")) {
        if (roofDock)
            roofDock->hide(); // side by side needs the whole width
        for (auto* left : {tasksDock, findChild<QDockWidget*>(QStringLiteral("RunsDock")),
                           findChild<QDockWidget*>(QStringLiteral("SearchDock"))})
            if (left)
                left->hide();                         // long PTX lines were cut at the right of both sides
        openDiff(cp->data().previousId, candidateId); // previous vs this (the baseline when it is the first)
        DiffPage* dp = diffPage();
        if (!waitFor([dp] { return dp->isLoaded() && dp->diffView()->isReady(); })) {
            *error = tr("the diff did not finish within 20 s");
            return false;
        }
    } else if (page == QLatin1String("roofline") && roofDock) {
        roofDock->show();
        for (auto* left : {tasksDock, findChild<QDockWidget*>(QStringLiteral("RunsDock")),
                           findChild<QDockWidget*>(QStringLiteral("SearchDock"))})
            if (left)
                left->hide(); // the plot gets the room the browser (and the Runs tab beside it) had
        resizeDocks({roofDock}, {width() * 11 / 20}, Qt::Horizontal);
    }
    QApplication::processEvents();
    return true;
}

bool MainWindow::evaluateCurrentTask(int timeoutMs, QString* error)
{
    auto* page = qobject_cast<TaskPage*>(m_pages->currentWidget());
    if (!page) {
        *error = tr("no task page is open");
        return false;
    }
    EvalPanel* panel = page->evalPanel();
    panel->start();
    QDeadlineTimer deadline(timeoutMs);
    while (panel->isRunning() && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (panel->isRunning()) {
        panel->cancel();
        *error = tr("the evaluation did not finish within %1 s").arg(timeoutMs / 1000);
        return false;
    }
    if (!panel->result().finished()) {
        *error = tr("the evaluation could not start");
        return false;
    }
    QApplication::processEvents();
    return true;
}

bool MainWindow::saveScreenshot(const QString& file, QString* error)
{
    QApplication::processEvents();
    const QPixmap pix = grab();
    if (!pix.save(file, "PNG")) {
        *error = tr("cannot write %1").arg(file);
        return false;
    }
    return true;
}

void MainWindow::restoreLayout()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_userSuites = s.value(QStringLiteral("suites/opened")).toStringList();
    for (const auto& dir : m_userSuites)
        openSuite(dir);
}

void MainWindow::saveLayout()
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("suites/opened"), m_userSuites);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveLayout();
    event->accept();
}

} // namespace kiln
