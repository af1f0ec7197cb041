// MainWindow's run side: the Runs and Transcript docks, Run pages, the launch dialog and the run manager
// they go through (RunSession), the status bar's queue and GPUs, and the first-start demo import. Kept out
// of mainwindow.cpp so the task side and the run side stay readable on their own.
#include "mainwindow.h"
#include "model/workerpool.h"
#include "runners/remote/remoteconfig.h"

#include "model/resourcepaths.h"
#include "model/scoring/reporthtml.h"
#include "model/scoring/reportjson.h"
#include "model/scoring/scoreloader.h"
#include "model/store/demoimport.h"
#include "ui/dialogs/launchdialog.h"
#include "ui/docks/runsdock.h"
#include "ui/docks/searchdock.h"
#include "ui/docks/transcriptdock.h"
#include "ui/models/runlistmodel.h"
#include "ui/models/searchresultsmodel.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/models/tasktreemodel.h"
#include "ui/models/transcriptmodel.h"
#include "ui/pages/diffpage.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/runpage.h"
#include "ui/pages/taskpage.h"
#include "ui/runs/runsession.h"
#include "visualization/diffview.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>

namespace kiln {

void MainWindow::buildRunDocks()
{
    m_session = new RunSession(this);
    m_runsDock = new RunsDock(this);
    m_runsDock->followSession(m_session);
    auto* runs = new QDockWidget(tr("Runs"), this);
    runs->setObjectName(QStringLiteral("RunsDock"));
    runs->setWidget(m_runsDock);
    addDockWidget(Qt::LeftDockWidgetArea, runs);
    if (auto* tasks = findChild<QDockWidget*>(QStringLiteral("TasksDock"))) {
        tabifyDockWidget(tasks, runs);
        tasks->raise();
    }
    connect(m_runsDock, &RunsDock::openRequested, this, [this](const QString& id) { openRun(id); });
    connect(m_runsDock, &RunsDock::cancelRequested, this, &MainWindow::cancelRun);
    connect(m_runsDock, &RunsDock::resumeRequested, this, [this](const QString& id) {
        m_session->resume(id, [this](const QString& runId, const QString& error) {
            if (!error.isEmpty()) {
                QMessageBox::warning(this, tr("Resume"), error);
                return;
            }
            openRun(runId);
            m_runsDock->refresh();
        });
    });
    connect(m_runsDock, &RunsDock::rescoreRequested, this, &MainWindow::rescoreRun);
    connect(m_runsDock, &RunsDock::compareRequested, this,
            [this](const QString& a, const QString& b) { compareRuns(a, b); });
    connect(m_runsDock, &RunsDock::exportRequested, this, &MainWindow::askExportRun);
    buildSearchDocks(runs);

    m_runStatus = new QLabel(this);
    connect(m_session, &RunSession::loadChanged, this, &MainWindow::updateRunStatus);
    connect(m_session, &RunSession::ready, this, [this] {
        m_transcript->followManager(m_session->manager());
        connect(m_session->manager(), &RunManager::remoteJobsChanged, this, [this](int jobs) {
            m_remoteJobs = jobs;
            updateRunStatus();
        });
        updateRunStatus();
    });
    connect(m_session, &RunSession::failed, this,
            [this](const QString& error) { m_runStatus->setText(tr("runs unavailable: %1").arg(error)); });
    connect(m_pages, &QTabWidget::currentChanged, this, [this](int) {
        if (auto* page = qobject_cast<RunPage*>(m_pages->currentWidget()))
            m_transcript->showRun(page->runId());
    });
    // The browser may hand several tasks to a run.
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_session->start(); // GPUs found on a worker thread; the window does not wait
    updateRunStatus();
}

// Cancels a run this window drives; one driven elsewhere is said to be stopped there.
void MainWindow::cancelRun(const QString& id)
{
    if (!m_session->isDriving(id)) {
        statusBar()->showMessage(tr("Run %1 is driven by another Kiln (kiln run in a terminal?): stop it there "
                                    "(Ctrl+C), or resume it here once it stopped.")
                                     .arg(id),
                                 10000);
        return;
    }
    m_session->cancel(id);
    statusBar()->showMessage(tr("Cancelling run %1: its agents are stopped, what they recorded stays.").arg(id), 5000);
}

// Re-scoring replays the run's candidates through the evaluation path again, one replay run per task.
void MainWindow::rescoreRun(const QString& id)
{
    auto agentTasks = [path = storePath(), id] {
        QStringList tasks;
        RunStore store;
        QString error;
        if (store.open(path, &error))
            for (const CandidateRecord& c : store.candidates(id))
                if (c.role == QLatin1String("agent") && !tasks.contains(c.taskId))
                    tasks << c.taskId;
        return tasks;
    };
    BackgroundJob::runInBackground(this, agentTasks, [this, id](const QStringList& tasks) {
        QStringList missing;
        for (const QString& taskId : tasks) {
            const Task* t = m_tasks->task(taskId);
            if (!t) {
                missing << taskId;
                continue;
            }
            RunSpec spec;
            spec.config.agent = QStringLiteral("replay");
            spec.config.suites = QStringList{bundledSuiteDir()} + m_userSuites;
            spec.config.extraArgs = {QStringLiteral("--run"), id, QStringLiteral("--task"), taskId};
            spec.config.budgetEvals = 1000;
            spec.config.confine = false; // built in, and it reads the old run's folder in the data folder
            spec.tasks = {*t};
            m_session->launch(spec, [this](const QString& runId, const QString& error) {
                if (!error.isEmpty())
                    QMessageBox::warning(this, tr("Re-score"), error);
                else
                    openRun(runId);
            });
        }
        if (!missing.isEmpty())
            QMessageBox::warning(this, tr("Re-score"),
                                 tr("These tasks are not in the suites opened now, so they cannot be re-scored: %1. "
                                    "Open their suite (File ▸ Open suite…) and try again.")
                                     .arg(missing.join(QStringLiteral(", "))));
        else if (tasks.isEmpty())
            statusBar()->showMessage(tr("Run %1 has no candidates to re-score.").arg(id), 8000);
    });
}

// Asks where the report of run `id` goes (HTML or JSON), then writes it there (exportRun).
void MainWindow::askExportRun(const QString& id, const QString& format)
{
    const bool html = format == QLatin1String("html");
    // A window-modal file dialog that does not nest an event loop; the report is written once a file is chosen.
    auto* dialog = new QFileDialog(this, tr("Export the report of run %1").arg(id), QString(),
                                   html ? tr("HTML (*.html)") : tr("JSON (*.json)"));
    dialog->setObjectName(QStringLiteral("ExportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(format);
    dialog->selectFile(QStringLiteral("kiln-report-%1.%2").arg(id, format));
    connect(dialog, &QFileDialog::fileSelected, this,
            [this, id, html](const QString& file) { exportRun(id, html, file); });
    dialog->open();
}

// The Search runs dock (tabbed with `runs`) and the Transcript dock: a search hit opens its run at that
// transcript step, or its candidate.
void MainWindow::buildSearchDocks(QDockWidget* runs)
{
    m_search = new SearchDock(this);
    auto* search = new QDockWidget(tr("Search runs"), this);
    search->setObjectName(QStringLiteral("SearchDock"));
    search->setWidget(m_search);
    addDockWidget(Qt::LeftDockWidgetArea, search);
    tabifyDockWidget(runs, search);
    if (auto* tasks = findChild<QDockWidget*>(QStringLiteral("TasksDock")))
        tasks->raise();
    connect(m_search, &SearchDock::candidateRequested, this, &MainWindow::openCandidate);

    m_transcript = new TranscriptDock(this);
    auto* transcript = new QDockWidget(tr("Transcript"), this);
    transcript->setObjectName(QStringLiteral("TranscriptDock"));
    transcript->setWidget(m_transcript);
    addDockWidget(Qt::BottomDockWidgetArea, transcript);
    transcript->hide(); // shown with the first Run page; after that the user decides
    connect(m_transcript, &TranscriptDock::stepSelected, this, &MainWindow::openStep);
    connect(m_search, &SearchDock::stepRequested, this,
            [this, transcript](const QString& runId, const QString& taskId, int seq) {
                openRun(runId);
                transcript->show();
                transcript->raise();
                m_transcript->revealEvent(runId, taskId, seq);
            });
}

// The same report as `kiln report RUN --html/--json`, scored on a worker thread and written to `file`.
void MainWindow::exportRun(const QString& id, bool html, const QString& file)
{
    auto write = [path = storePath(), id, html, file, tasks = m_tasks->allTasks()] {
        RunStore store;
        QString error;
        if (!store.open(path, &error))
            return error;
        const auto entries = scoring::loadEntries(store, {id}, tasks, false, &error);
        if (!entries)
            return error;
        const scoring::Leaderboard board = scoring::buildLeaderboard(*entries, scoring::ScoringOptions{});
        const QByteArray bytes =
            html ? scoring::leaderboardHtml(board, nullptr, QStringLiteral("Kiln report: run %1").arg(id)).toUtf8()
                 : QJsonDocument(scoring::leaderboardJson(board)).toJson();
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            return QStringLiteral("cannot write %1: %2").arg(file, f.errorString());
        return QString();
    };
    BackgroundJob::runInBackground(this, write, [this, file](const QString& error) {
        if (error.isEmpty())
            statusBar()->showMessage(tr("Wrote %1").arg(file), 8000);
        else
            statusBar()->showMessage(tr("Export failed: %1").arg(error), 15000);
        emit runExported(file, error);
    });
}

void MainWindow::buildRunActions()
{
    QMenu* run = menuBar()->addMenu(tr("&Run"));
    QAction* launch = run->addAction(tr("&New run…"), this, [this] { showLaunchDialog(); });
    launch->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QAction* runs = run->addAction(tr("Show &runs"), this, [this] {
        if (auto* d = findChild<QDockWidget*>(QStringLiteral("RunsDock"))) {
            d->show();
            d->raise();
            m_runsDock->view()->setFocus();
        }
    });
    runs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    QAction* transcript = run->addAction(tr("Search the &transcript"), this, [this] {
        if (auto* d = findChild<QDockWidget*>(QStringLiteral("TranscriptDock"))) {
            d->show();
            d->raise();
            m_transcript->searchEdit()->setFocus();
            m_transcript->searchEdit()->selectAll();
        }
    });
    transcript->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
}

QStringList MainWindow::selectedTaskIds() const
{
    QStringList ids;
    for (const QModelIndex& i : m_tree->selectionModel()->selectedRows()) {
        const QString id = i.data(TaskTreeModel::TaskIdRole).toString();
        if (!id.isEmpty() && !ids.contains(id))
            ids << id;
    }
    if (ids.isEmpty())
        if (auto* page = qobject_cast<TaskPage*>(m_pages->currentWidget()))
            ids << page->taskId();
    return ids;
}

LaunchDialog* MainWindow::showLaunchDialog(const QStringList& tasks)
{
    const QStringList ids = tasks.isEmpty() ? selectedTaskIds() : tasks;
    if (ids.isEmpty()) {
        statusBar()->showMessage(tr("Select one or more tasks in the browser first (Ctrl+click for several)."), 8000);
        return nullptr;
    }
    auto* dialog = new LaunchDialog(ids, m_session->pool() ? m_session->pool()->gpus() : QStringList(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { launchRun(dialog->choices()); });
    dialog->open(); // window-modal, not a nested event loop
    return dialog;
}

void MainWindow::launchRun(const LaunchChoices& choices, std::function<void(const QString&, const QString&)> done)
{
    auto fail = [this, done](const QString& error) {
        statusBar()->showMessage(tr("Run not started: %1").arg(error), 10000);
        if (done)
            done(QString(), error);
    };
    if (!configuredExecutors().contains(choices.executor)) {
        fail(tr("the executor '%1' is not configured (see kiln remote list)").arg(choices.executor));
        return;
    }
    RunSpec spec;
    RunConfig& c = spec.config;
    c.executor = choices.executor == QLatin1String("local") ? QString() : choices.executor;
    if (choices.agentOnHost && c.executor.startsWith(QLatin1String("ssh:")))
        c.agentHost = c.executor; // wholly remote: the agent runs where its evaluations do
    c.agent = choices.agent;
    c.model = choices.model;
    c.effort = choices.effort;
    c.mode = choices.mode;
    c.budgetEvals = choices.budgetEvals;
    c.timeoutS = choices.timeoutS;
    c.iterations = choices.iterations;
    c.commandTemplate = choices.commandTemplate;
    c.confine = choices.confine;
    c.extraArgs = choices.extraArgs;
    c.device = c.executor.isEmpty() ? choices.device.trimmed() : QString(); // a remote host picks its own
    if (!c.device.isEmpty() && c.device != QLatin1String("cpu")) {
        const QStringList pool = m_session->pool() ? m_session->pool()->gpus() : QStringList();
        for (const QString& id : c.device.split(QLatin1Char(','), Qt::SkipEmptyParts))
            if (!pool.contains(id.trimmed())) {
                fail(tr("GPU %1 is not in this machine's pool (%2); choose another device")
                         .arg(id, pool.isEmpty() ? tr("no GPU") : pool.join(QStringLiteral(", "))));
                return;
            }
    }
    c.suites = QStringList{bundledSuiteDir()} + m_userSuites;
    for (const QString& id : choices.tasks) {
        const Task* t = m_tasks->task(id);
        if (!t) {
            fail(tr("no task '%1' is loaded").arg(id));
            return;
        }
        if (c.device == QLatin1String("cpu") && t->backend != QLatin1String("host")) {
            fail(tr("%1 is a %2 task and needs a GPU, but the device chosen is the host CPU").arg(id, t->backend));
            return;
        }
        if (!c.suites.contains(t->suiteRoot))
            c.suites << t->suiteRoot;
        spec.tasks << *t;
    }
    choices.remember();
    m_session->launch(spec, [this, done](const QString& runId, const QString& error) {
        if (!error.isEmpty()) {
            statusBar()->showMessage(tr("Run not started: %1").arg(error), 10000);
        } else {
            openRun(runId);
            m_runsDock->refresh();
            emit runLaunched(runId);
        }
        if (done)
            done(runId, error);
    });
}

RunPage* MainWindow::openRun(const QString& runId)
{
    if (runId.isEmpty())
        return nullptr;
    for (int i = 0; i < m_pages->count(); ++i)
        if (auto* p = qobject_cast<RunPage*>(m_pages->widget(i)); p && p->runId() == runId) {
            m_pages->setCurrentIndex(i);
            return p;
        }
    auto* page = new RunPage(runId, m_pages);
    page->setCommandTasks(m_commandTasks);
    if (m_session->isDriving(runId) && m_session->manager())
        page->followManager(m_session->manager());
    connect(page, &RunPage::candidateActivated, this, &MainWindow::openCandidate);
    connect(page, &RunPage::runChanged, m_runsDock, [this] { m_runsDock->refresh(); });
    const int i = m_pages->addTab(page, tr("Run %1").arg(runId.section(QLatin1Char('-'), 1)));
    m_pages->setTabToolTip(i, runId);
    m_pages->setCurrentIndex(i);
    m_transcript->showRun(runId);
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("TranscriptDock"));
        dock && !dock->isVisible() && !property("transcriptShown").toBool()) {
        setProperty("transcriptShown", true);
        dock->show();
        resizeDocks({dock}, {220}, Qt::Vertical);
    }
    return page;
}

void MainWindow::updateRunStatus()
{
    if (!m_runStatus)
        return;
    if (!m_session->isReady()) {
        m_runStatus->setText(tr("runs: starting…"));
        return;
    }
    const ResourcePool* pool = m_session->pool();
    const QString gpus = pool->gpus().isEmpty()
                             ? tr("no GPU")
                             : tr("GPUs in use: %1/%2%3")
                                   .arg(pool->gpusInUse().size())
                                   .arg(pool->gpus().size())
                                   .arg(pool->gpusInUse().isEmpty()
                                            ? QString()
                                            : QStringLiteral(" (%1)").arg(pool->gpusInUse().join(QLatin1Char(','))));
    const QString remote = m_remoteJobs > 0 ? tr(" · remote jobs: %1").arg(m_remoteJobs) : QString();
    m_runStatus->setText(tr("queue: %1 · agents running: %2 · CPU slots: %3/%4 · %5%6")
                             .arg(m_session->queuedJobs())
                             .arg(m_session->activeJobs())
                             .arg(pool->cpusInUse())
                             .arg(pool->cpuSlots())
                             .arg(gpus, remote));
}

void MainWindow::importDemoOnFirstStart()
{
    if (m_importingDemo)
        return;
    m_importingDemo = true;
    auto import = [] { return kiln::importDemoOnFirstStart(bundledDemoDir(), storePath(), dataDir()); };
    BackgroundJob::runInBackground(this, import, [this](const DemoImport& r) {
        m_importingDemo = false;
        m_demoImportError = r.error;
        if (r.imported) {
            m_runsDock->refresh();
            // A leaderboard opened while the demo was being imported scored a store without it.
            for (auto* board : findChildren<LeaderboardPage*>())
                if (board->objectName() != QLatin1String("RunComparison"))
                    loadLeaderboard(board);
            if (auto* d = findChild<QDockWidget*>(QStringLiteral("RunsDock")))
                d->raise();
            statusBar()->showMessage(
                tr("Welcome: the Runs dock holds a demo run recorded on an H200 — double-click it."), 15000);
        } else if (!r.error.isEmpty()) {
            statusBar()->showMessage(tr("The demo run could not be imported: %1").arg(r.error), 15000);
        }
        emit demoImportDone(r.runId, r.error);
    });
}

void MainWindow::waitForDemoImport(const QDeadlineTimer& deadline)
{
    while (m_importingDemo && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
}

bool MainWindow::showRunPage(const QString& runId, QString* error)
{
    QDeadlineTimer deadline(30000);
    waitForDemoImport(deadline);
    QString id = runId;
    if (id.isEmpty()) {
        RunStore store;
        if (!store.open(storePath(), error))
            return false;
        const QList<RunRecord> runs = store.runs();
        for (const RunRecord& r : runs)
            if (r.id == QLatin1String("20261129-184253-1196")) // the bundled demo run when it is there
                id = r.id;
        if (id.isEmpty() && !runs.isEmpty())
            id = runs.first().id;
        if (id.isEmpty()) {
            *error = tr("the store %1 holds no run%2")
                         .arg(storePath(), m_demoImportError.isEmpty()
                                               ? QString()
                                               : tr(" (the demo run was not imported: %1)").arg(m_demoImportError));
            return false;
        }
    }
    RunPage* page = openRun(id);
    while ((!page->hasLoaded() || m_transcript->isLoading() || m_runsDock->isLoading()) && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!page->hasLoaded()) {
        *error = tr("run %1 did not load within 30 s").arg(id);
        return false;
    }
    if (auto* runs = findChild<QDockWidget*>(QStringLiteral("RunsDock"))) {
        runs->raise();
        // The dock as wide as its table needs (a few runs), the rest for the page.
        QTableView* table = m_runsDock->view();
        const int needed = table->horizontalHeader()->length() + table->verticalHeader()->width() +
                           2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width() + 16;
        resizeDocks({runs}, {std::clamp(needed, 300, width() / 3)}, Qt::Horizontal);
    }
    // A run whose agent wrote no transcript (the built-in ones): the empty dock would only take room.
    if (auto* transcript = findChild<QDockWidget*>(QStringLiteral("TranscriptDock"));
        transcript && m_transcript->model()->rowCount() == 0)
        transcript->hide();
    const int row = m_runsDock->model()->rowOf(id);
    if (row >= 0)
        m_runsDock->view()->selectRow(row);
    return true;
}

bool MainWindow::showStepPage(const QString& runId, QString* error)
{
    if (!showRunPage(runId, error))
        return false;
    auto* dock = findChild<QDockWidget*>(QStringLiteral("TranscriptDock"));
    dock->show();
    int step = -1;
    for (int k = 0; k < 3; ++k)
        if (const int next = m_transcript->model()->nextStep(step); next >= 0)
            step = next;
    if (step < 0) {
        *error = tr("run %1 has no kiln-eval step in its transcript (runs before Kiln wrote them have none)")
                     .arg(m_transcript->runId());
        return false;
    }
    for (auto* left :
         {findChild<QDockWidget*>(QStringLiteral("TasksDock")), findChild<QDockWidget*>(QStringLiteral("RunsDock")),
          findChild<QDockWidget*>(QStringLiteral("SearchDock"))})
        if (left)
            left->hide(); // the diff needs the width, as on the diff page's own screenshot
    m_transcript->view()->setCurrentIndex({});
    m_transcript->selectEvent(step);
    QDeadlineTimer deadline(20000);
    while (!(diffPage() && diffPage()->isLoaded() && diffPage()->diffView()->isReady()) && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!diffPage() || !diffPage()->isLoaded()) {
        *error = tr("the step's diff did not open within 20 s");
        return false;
    }
    resizeDocks({dock}, {height() / 3}, Qt::Vertical);
    return true;
}

bool MainWindow::showSearchPage(const QString& query, QString* error)
{
    QDeadlineTimer deadline(30000);
    waitForDemoImport(deadline);
    auto* dock = findChild<QDockWidget*>(QStringLiteral("SearchDock"));
    dock->show();
    dock->raise();
    bool done = false;
    connect(
        m_search, &SearchDock::searched, this, [&done] { done = true; }, Qt::SingleShotConnection);
    m_search->search(query.isEmpty() ? QStringLiteral("kiln-eval: candidate 3") : query);
    while (!done && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!done || m_search->model()->rowCount() == 0) {
        *error = tr("the search for '%1' found nothing: %2").arg(query, m_search->status());
        return false;
    }
    resizeDocks({dock}, {width() * 2 / 5}, Qt::Horizontal);
    // The first hit opened, as a double-click does: its run with the step selected in the transcript.
    emit m_search->view()->activated(m_search->model()->index(0, 0));
    while ((m_pages->count() == 0 || m_transcript->isLoading() || !m_transcript->view()->currentIndex().isValid()) &&
           !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    // A kiln-eval step opens its candidate against the previous one: shown once it has loaded.
    QApplication::processEvents();
    while (diffPage() && !(diffPage()->isLoaded() && diffPage()->diffView()->isReady()) && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    m_search->view()->selectRow(0);
    if (auto* transcript = findChild<QDockWidget*>(QStringLiteral("TranscriptDock")))
        resizeDocks({transcript}, {height() / 3}, Qt::Vertical);
    QApplication::processEvents();
    return true;
}

bool MainWindow::showComparePage(const QString& runs, QString* error)
{
    QDeadlineTimer deadline(30000);
    waitForDemoImport(deadline);
    QStringList ids = runs.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (ids.isEmpty()) {
        RunStore store;
        if (!store.open(storePath(), error))
            return false;
        for (const RunRecord& r : store.runs()) // newest first
            if (r.status != QLatin1String("running") && ids.size() < 2)
                ids.prepend(r.id);
    }
    if (ids.size() != 2) {
        *error = tr("--page compare needs two runs (--run A,B, or a store with two finished runs)");
        return false;
    }
    // The comparison's columns (each side's figure and what it spent) need the width the browser has.
    for (auto* left :
         {findChild<QDockWidget*>(QStringLiteral("TasksDock")), findChild<QDockWidget*>(QStringLiteral("RunsDock")),
          findChild<QDockWidget*>(QStringLiteral("SearchDock"))})
        if (left)
            left->hide();
    LeaderboardPage* page = compareRuns(ids[0], ids[1]);
    bool loaded = false;
    connect(
        page, &LeaderboardPage::loaded, this, [&loaded] { loaded = true; }, Qt::SingleShotConnection);
    connect(page, &LeaderboardPage::loadFailed, this, [&loaded, error](const QString& e) {
        *error = e;
        loaded = true;
    });
    while (!loaded && !deadline.hasExpired())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    if (!error->isEmpty())
        return false;
    if (!page->comparisonPanel()->isVisible()) {
        *error = tr("runs %1 and %2 were scored but not compared (a run not in the store?)").arg(ids[0], ids[1]);
        return false;
    }
    QApplication::processEvents();
    return true;
}

void MainWindow::openStep(const QString& runId, const QString& taskId, int candidateSeq)
{
    using Pair = std::pair<qint64, qint64>; // previous agent candidate (0: the baseline), this one
    auto find = [path = storePath(), runId, taskId, candidateSeq] {
        RunStore store;
        QString error;
        Pair ids{0, 0};
        if (!store.open(path, &error))
            return ids;
        for (const CandidateRecord& c : store.candidates(runId, taskId)) // in submission order
            if (c.role == QLatin1String("agent") && c.seq < candidateSeq)
                ids.first = c.id;
            else if (c.role == QLatin1String("agent") && c.seq == candidateSeq)
                ids.second = c.id;
        return ids;
    };
    m_stepLoad.start(find, [this](const Pair& ids) { // only the last step asked for opens
        if (ids.second > 0)
            openDiff(ids.first, ids.second);
    });
}

} // namespace kiln
