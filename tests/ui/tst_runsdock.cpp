// The Runs dock's context menu and the launch dialog's device choice, on the offscreen platform with real
// runs of the real kiln (host tasks, no GPU needed):
// - the device chosen in the launch dialog reaches the run's config (run.json), a GPU outside the pool or a
//   GPU task on "host CPU only" is refused with a reason;
// - Cancel stops a live run (a `command` agent that sleeps), Resume drives it again;
// - Re-score replays a finished run's candidates in a new run whose gates pass again;
// - Export writes a run's report (JSON) through the file dialog.
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"
#include "ui/dialogs/launchdialog.h"
#include "ui/docks/runsdock.h"
#include "ui/mainwindow.h"
#include "ui/models/runlistmodel.h"
#include "ui/runs/runsession.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kiln;

namespace {
constexpr auto kHostTask = "host2host/reduce_sum_f32";
constexpr auto kGpuTask = "cuda2cuda/softmax";

std::optional<RunRecord> storedRun(const QString& id)
{
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error))
        return std::nullopt;
    return store.run(id);
}

QString storedStatus(const QString& id)
{
    const auto r = storedRun(id);
    return r ? r->status : QString();
}

QList<CandidateRecord> storedCandidates(const QString& id)
{
    RunStore store;
    QString error;
    return store.open(storePath(), &error) ? store.candidates(id) : QList<CandidateRecord>();
}
} // namespace

class TstRunsDock : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data, m_sources;
    std::unique_ptr<MainWindow> m_window;

    // The Runs dock's menu for a run, once the dock lists it with the state `ready` wants.
    std::unique_ptr<QMenu> menuFor(const QString& runId, const std::function<bool(const QModelIndex&)>& ready)
    {
        RunsDock* dock = m_window->runsDock();
        QModelIndex index;
        QDeadlineTimer deadline(30000);
        while (!deadline.hasExpired()) {
            const int row = dock->model()->rowOf(runId);
            index = row >= 0 ? dock->model()->index(row, 0) : QModelIndex();
            if (index.isValid() && ready(index))
                break;
            dock->refresh();
            QTest::qWait(200);
        }
        if (!index.isValid())
            return nullptr;
        return std::unique_ptr<QMenu>(dock->menuFor(index));
    }

    static QAction* action(QMenu* menu, const char* name) { return menu ? menu->findChild<QAction*>(name) : nullptr; }

    // Launches through the launch dialog (Run ▸ New run…) with `c`, after `adjust` set what a user would;
    // the run's id once its page opened.
    QString launch(const LaunchChoices& c, const std::function<void(LaunchDialog*)>& adjust = {})
    {
        LaunchDialog* dialog = m_window->showLaunchDialog(c.tasks);
        if (!dialog)
            return {};
        dialog->setChoices(c);
        if (adjust)
            adjust(dialog);
        QSignalSpy launched(m_window.get(), &MainWindow::runLaunched);
        dialog->accept();
        if (!launched.wait(30000) && launched.isEmpty())
            return {};
        return launched.first().at(0).toString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        qputenv("KILN_PROGRAM", KILN_BINARY);
        qputenv("KILN_GPUS", "0,1"); // the pool this window offers: two GPU ids, whether or not a GPU is here
        QApplication::setOrganizationName("kiln-test");
        QApplication::setApplicationName("tst_runsdock");
        QSettings().clear();
        QFile base(KILN_SOURCE_DIR "/resources/tasks/host2host/reduce_sum_f32/reduce_sum.cpp");
        QVERIFY(base.open(QIODevice::ReadOnly));
        QVERIFY(QDir().mkpath(m_sources.filePath("1")));
        QFile f(m_sources.filePath("1/reduce_sum.cpp"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(base.readAll() + "\n// runs dock candidate\n");
        f.close();

        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->show();
        new QAbstractItemModelTester(m_window->runsDock()->model(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, m_window.get());
        m_window->openSuite(bundledSuiteDir());
        QVERIFY(m_window->waitForSuites(20000));
        auto statusText = [this] {
            QStringList texts;
            for (QLabel* l : m_window->statusBar()->findChildren<QLabel*>())
                texts << l->text();
            return texts.join(" | ");
        };
        QTRY_VERIFY2_WITH_TIMEOUT(m_window->runSession()->isReady(), qPrintable(statusText()), 60000);
    }

    void cleanupTestCase() { m_window.reset(); }

    void deviceChoiceReachesRunConfig()
    {
        LaunchDialog* dialog = m_window->showLaunchDialog({kHostTask});
        QVERIFY(dialog);
        QComboBox* device = dialog->deviceBox();
        QStringList offered;
        for (int i = 0; i < device->count(); ++i)
            offered << device->itemData(i).toString();
        QCOMPARE(offered, (QStringList{"", "0", "1", "cpu"}));
        device->setCurrentIndex(device->findData("1"));
        QCOMPARE(dialog->choices().device, QString("1"));
        dialog->reject();

        LaunchChoices c;
        c.tasks = {kHostTask};
        c.agent = "command";
        c.commandTemplate = "sleep 120";
        c.budgetEvals = 1;
        c.confine = false;
        const QString id =
            launch(c, [](LaunchDialog* d) { d->deviceBox()->setCurrentIndex(d->deviceBox()->findData("1")); });
        QVERIFY(!id.isEmpty());
        m_cancelRun = id;
        QString error;
        const auto config = RunFolder(RunFolder::pathFor(id)).readConfig(&error);
        QVERIFY2(config, qPrintable(error));
        QCOMPARE(config->device, QString("1"));
        QCOMPARE(LaunchChoices::remembered().device, QString("1"));

        // Refused with a reason: a GPU this machine's pool does not offer, a GPU task kept to the host CPU.
        c.device = "7";
        QVERIFY(m_window->runSession()->pool());
        QString refused;
        bool done = false;
        m_window->launchRun(c, [&](const QString& runId, const QString& e) {
            QVERIFY(runId.isEmpty());
            refused = e;
            done = true;
        });
        QVERIFY(done);
        QVERIFY2(refused.contains("GPU 7 is not in this machine's pool (0, 1)"), qPrintable(refused));
        c.device = "cpu";
        c.tasks = {kGpuTask};
        done = false;
        m_window->launchRun(c, [&](const QString& runId, const QString& e) {
            QVERIFY(runId.isEmpty());
            refused = e;
            done = true;
        });
        QVERIFY(done);
        QVERIFY2(refused.contains("needs a GPU, but the device chosen is the host CPU"), qPrintable(refused));
    }

    void cancelAndResume()
    {
        QVERIFY(!m_cancelRun.isEmpty());
        const QString id = m_cancelRun;
        auto live = [](const QModelIndex& i) { return i.data(RunListModel::LiveRole).toBool(); };
        auto stopped = [](const QModelIndex& i) { return !i.data(RunListModel::LiveRole).toBool(); };

        // A live run: Cancel is offered, Resume and Re-score are not.
        auto menu = menuFor(id, live);
        QVERIFY(menu);
        QVERIFY(action(menu.get(), "cancel")->isEnabled());
        QVERIFY(!action(menu.get(), "resume")->isEnabled());
        QVERIFY(!action(menu.get(), "rescore")->isEnabled());
        action(menu.get(), "cancel")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(storedStatus(id), QString("cancelled"), 30000);

        // Stopped: Resume drives it again from this window.
        menu = menuFor(id, stopped);
        QVERIFY(menu);
        QVERIFY(!action(menu.get(), "cancel")->isEnabled());
        QVERIFY(action(menu.get(), "resume")->isEnabled());
        QSignalSpy started(m_window->runSession(), &RunSession::runStarted);
        action(menu.get(), "resume")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 30000);
        QCOMPARE(started.first().at(0).toString(), id);
        QVERIFY(m_window->runSession()->isDriving(id));
        QTRY_COMPARE_WITH_TIMEOUT(storedStatus(id), QString("running"), 30000);

        // And stop it again: the menu of the resumed run cancels it.
        menu = menuFor(id, live);
        QVERIFY(menu);
        action(menu.get(), "cancel")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(storedStatus(id), QString("cancelled"), 30000);
    }

    void rescoreAndExport()
    {
        // A finished run with one candidate, as a run records it: the candidate committed to the run's
        // repository, the run and the candidate in the store.
        const QString id = "20261130-000000-done";
        const RunFolder folder(RunFolder::pathFor(id));
        CandidateRepo repo;
        QString error;
        QVERIFY2(repo.open(folder.repoPath(), &error), qPrintable(error));
        QFile source(m_sources.filePath("1/reduce_sum.cpp"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const auto commit = repo.commit(kHostTask, {{"reduce_sum.cpp", source.readAll()}}, "candidate 1", &error);
        QVERIFY2(commit, qPrintable(error));
        {
            RunStore store;
            QVERIFY2(store.open(storePath(), &error), qPrintable(error));
            RunRecord run;
            run.id = id;
            run.createdAt = QDateTime::currentDateTimeUtc();
            run.agent = "replay";
            run.status = "finished";
            run.folder = folder.path();
            QVERIFY2(store.addRun(run, &error), qPrintable(error));
            CandidateRecord c;
            c.runId = id;
            c.taskId = kHostTask;
            c.seq = 1;
            c.commitId = *commit;
            c.createdAt = QDateTime::currentDateTimeUtc();
            c.configs = "visible";
            c.verdict = "pass";
            EvalResult r;
            r.verdict = "pass";
            QVERIFY2(store.addCandidate(c, r, &error) > 0, qPrintable(error));
        }
        auto passed = [](const QString& run) {
            int n = 0;
            for (const CandidateRecord& r : storedCandidates(run))
                n += r.role == "agent" && r.verdict == "pass";
            return n;
        };

        // Re-score: a new replay run over the same candidate, whose gates pass again.
        auto stopped = [](const QModelIndex& i) { return !i.data(RunListModel::LiveRole).toBool(); };
        auto menu = menuFor(id, stopped);
        QVERIFY(menu);
        QVERIFY(action(menu.get(), "rescore")->isEnabled());
        QVERIFY(!action(menu.get(), "resume")->isEnabled()); // finished: nothing to resume
        QSignalSpy started(m_window->runSession(), &RunSession::runStarted);
        action(menu.get(), "rescore")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 30000);
        const QString rescore = started.first().at(0).toString();
        QVERIFY(rescore != id);
        const auto config = RunFolder(RunFolder::pathFor(rescore)).readConfig(&error);
        QVERIFY2(config, qPrintable(error));
        QCOMPARE(config->agent, QString("replay"));
        QVERIFY(config->extraArgs.contains(id));
        QTRY_COMPARE_WITH_TIMEOUT(storedStatus(rescore), QString("finished"), 240000);
        QCOMPARE(passed(rescore), 1); // the recorded candidate, compiled, checked and timed again here

        // Export (JSON) of the re-scoring run: the file dialog, then its report in the chosen file.
        menu = menuFor(rescore, stopped);
        QVERIFY(menu);
        action(menu.get(), "exportJson")->trigger();
        auto* dialog = m_window->findChild<QFileDialog*>("ExportDialog");
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        const QString file = m_data.filePath("report.json");
        QSignalSpy exported(m_window.get(), &MainWindow::runExported);
        emit dialog->fileSelected(file); // what accepting the dialog with this name sends
        dialog->close();
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 30000);
        QCOMPARE(exported.first().at(0).toString(), file);
        QCOMPARE(exported.first().at(1).toString(), QString());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray json = f.readAll();
        QVERIFY(QJsonDocument::fromJson(json).isObject());
        QVERIFY2(json.contains(kHostTask), json.left(400).constData());
        QVERIFY2(json.contains(rescore.toUtf8()), json.left(400).constData());
    }

private:
    QString m_cancelRun;
};

QTEST_MAIN(TstRunsDock)
#include "tst_runsdock.moc"
