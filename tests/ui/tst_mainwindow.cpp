// The first journey through the window, on the offscreen platform: open suites without blocking, filter,
// open a task page, and find the layout and the opened suites again after a restart.
#include "model/resourcepaths.h"
#include "ui/datafolder.h"
#include "ui/mainwindow.h"
#include "ui/models/configtablemodel.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/models/tasktreemodel.h"
#include "ui/pages/evalpanel.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/taskpage.h"

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <functional>

using namespace kiln;

class TstMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName("kiln-test");
        QApplication::setApplicationName("tst_mainwindow");
        QSettings().clear();
    }

    void opensSuitesInTheBackground()
    {
        MainWindow w;
        w.show();
        QSignalSpy loaded(&w, &MainWindow::suiteLoaded);
        w.openSuite(bundledSuiteDir());
        // openSuite returns before the suite is read: the window keeps handling events meanwhile.
        QCOMPARE(w.pendingLoads(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        QCOMPARE(w.pendingLoads(), 0);
        QVERIFY(w.taskModel()->taskCount() >= 28);
    }

    void filterOpenTaskAndRestoreLayout()
    {
        const QString kb = KILN_TEST_DATA_DIR "/kernelbench-checkout";
        {
            MainWindow w;
            w.resize(1400, 900);
            w.show();
            w.openSuite(bundledSuiteDir());
            QVERIFY(w.waitForSuites(20000));
            // A suite the user opens (File > Open suite...) is remembered.
            w.addUserSuite(kb);
            QVERIFY(w.waitForSuites(20000));

            QTest::keyClicks(w.filterEdit(), "tag:matmul");
            QCOMPARE(w.taskFilter()->query(), QString("tag:matmul"));
            QModelIndex first;
            std::function<void(const QModelIndex&)> findTask = [&](const QModelIndex& parent) {
                for (int r = 0; r < w.taskFilter()->rowCount(parent) && !first.isValid(); ++r) {
                    const QModelIndex i = w.taskFilter()->index(r, 0, parent);
                    if (!i.data(TaskTreeModel::TaskIdRole).toString().isEmpty())
                        first = i;
                    else
                        findTask(i);
                }
            };
            findTask({});
            QVERIFY(first.isValid());
            const QString id = first.data(TaskTreeModel::TaskIdRole).toString();
            auto* tree = w.findChild<QTreeView*>();
            QVERIFY(tree);
            emit tree->activated(first);
            auto* page = qobject_cast<TaskPage*>(w.pages()->currentWidget());
            QVERIFY(page);
            QCOMPARE(page->taskId(), id);
            QVERIFY(page->configModel()->rowCount() >= 3);
            // Opening the same task again focuses its page instead of duplicating it.
            const int tabs = w.pages()->count();
            w.openTask(id);
            QCOMPARE(w.pages()->count(), tabs);

            auto* problems = w.findChild<QDockWidget*>("ProblemsDock");
            QVERIFY(problems);
            problems->hide();
            w.close(); // saves the layout
        }
        MainWindow again;
        again.show();
        QVERIFY(again.waitForSuites(20000));
        // The user's suite came back without being asked for; the hidden dock stayed hidden.
        QCOMPARE(again.taskModel()->rowCount(), 1); // only the remembered suite: the bundled one is opened by main()
        QVERIFY(again.taskModel()->task("kernelbench/level1/23_Softmax"));
        QVERIFY(again.findChild<QDockWidget*>("ProblemsDock")->isHidden());
    }

    // A KernelBench problem's baseline is its own Model, in the problem's file: the tab showed the empty
    // model_new.py (the file an agent writes, which the problem folder does not have).
    void kernelBenchTaskShowsTheProblemsModelAsItsBaseline()
    {
        MainWindow w;
        w.show();
        w.openSuite(KILN_TEST_DATA_DIR "/kernelbench-checkout");
        QVERIFY(w.waitForSuites(20000));
        w.openTask("kernelbench/level1/23_Softmax");
        auto* page = qobject_cast<TaskPage*>(w.pages()->currentWidget());
        QVERIFY(page);
        auto* sources = page->findChild<QTabWidget*>("TaskSources");
        QVERIFY(sources);
        QCOMPARE(sources->count(), 1);
        QCOMPARE(sources->tabText(0), QString("Baseline: 23_Softmax.py (Model)"));
        auto* code = qobject_cast<QPlainTextEdit*>(sources->widget(0));
        QVERIFY(code);
        QVERIFY2(code->toPlainText().contains("class Model(nn.Module)"), qPrintable(code->toPlainText().left(300)));
    }

    // The header lists the task's tunables, separated by spaces, not by escaped markup ("&amp;nbsp;" showed).
    void taskHeaderListsTunables()
    {
        MainWindow w;
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        w.openTask("cuda2cuda/softmax");
        auto* page = qobject_cast<TaskPage*>(w.pages()->currentWidget());
        QVERIFY(page);
        QString header;
        for (const QLabel* label : page->findChildren<QLabel*>())
            if (label->text().contains("tunables:"))
                header = label->text();
        QVERIFY2(header.contains("VEC ∈ {4} &nbsp; BLOCK ∈ {1024, 512, 256, 128}"), qPrintable(header));
        QVERIFY(!header.contains("&amp;"));
    }

    void evaluateFromTheTaskPage()
    {
        MainWindow w;
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        w.openTask("host2host/softmax_rows");
        auto* page = qobject_cast<TaskPage*>(w.pages()->currentWidget());
        QVERIFY(page);
        EvalPanel* panel = page->evalPanel();
        QSignalSpy started(panel, &EvalPanel::started);
        panel->start();
        QCOMPARE(started.count(), 1);
        QVERIFY(panel->isRunning()); // the harness runs in the background; the window keeps going
        QTRY_VERIFY_WITH_TIMEOUT(panel->result().finished(), 240000);
        QCOMPARE(panel->result().verdict, QString("pass"));
        QCOMPARE(panel->result().performance.status, GateStatus::Pass);
        QCOMPARE(panel->result().configs.size(), 3);
    }

    void screenshotPage()
    {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        QString error;
        QVERIFY(!w.showPage("nonsense", {}, &error));
        QVERIFY(error.contains("pages: task"));
        QVERIFY(!w.showPage("task", "no/such-task", &error));
        QVERIFY2(w.showPage("task", {}, &error), qPrintable(error));
        QTemporaryDir tmp;
        const QString png = tmp.filePath("task.png");
        QVERIFY2(w.saveScreenshot(png, &error), qPrintable(error));
        QImage img(png);
        QCOMPARE(img.size(), QSize(1200, 800));
    }

    // A first start's candidate page (kiln gui --screenshot --page candidate on a new data folder): the demo run
    // is still being imported when the page is asked for; the page waits for it rather than finding no
    // candidate (and the window that went away then crashed the import in QtSql's destroyed globals).
    void candidatePageOnAFirstStart()
    {
        const DataFolder data;
        {
            MainWindow w;
            w.resize(1200, 800);
            w.show();
            w.openSuite(bundledSuiteDir());
            QVERIFY(w.waitForSuites(20000));
            w.importDemoOnFirstStart();
            QString error;
            QVERIFY2(w.showCandidatePage("candidate", 0, &error), qPrintable(error));
        }
    }

    // The Leaderboard opened on a first start before the demo run was in the store: it scores the store again
    // once the import is done, rather than staying empty.
    void leaderboardOpenedDuringTheDemoImportShowsTheDemo()
    {
        const DataFolder data;
        {
            MainWindow w;
            w.show();
            w.openSuite(bundledSuiteDir());
            QVERIFY(w.waitForSuites(20000));
            LeaderboardPage* board = w.showLeaderboard(); // the store is still empty
            QSignalSpy imported(&w, &MainWindow::demoImportDone);
            w.importDemoOnFirstStart();
            QVERIFY(imported.wait(30000));
            QVERIFY(imported.first().at(1).toString().isEmpty());
            QTRY_COMPARE_WITH_TIMEOUT(board->model()->rowCount(), 1, 20000);
        }
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
