// The user's journey through the window, on the offscreen platform, with real processes all the way: open the
// bundled suite, filter the task browser down to one host task, select it, launch a run with the replay agent
// from the launch dialog, watch the Run page's badges reach pass, open a candidate from the Run page, accept
// it with a comment, close the window; a new window finds the review and the dock layout kept.
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "ui/dialogs/launchdialog.h"
#include "ui/mainwindow.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/pages/candidatepage.h"
#include "ui/pages/runpage.h"
#include "ui/tasktreesearch.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace kiln;
using namespace kiln::testing;

namespace {
constexpr auto kTask = "host2host/reduce_sum_f32";

int countTasks(QAbstractItemModel* m, const QModelIndex& parent = {})
{
    int n = 0;
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QModelIndex i = m->index(r, 0, parent);
        n += i.data(TaskTreeModel::TaskIdRole).toString().isEmpty() ? countTasks(m, i) : 1;
    }
    return n;
}
} // namespace

class TstJourney : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data, m_sources;

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8()); // the store, run folders: this test's own
        qputenv("KILN_PROGRAM", KILN_BINARY);             // the replay agent and ./kiln-eval run the real kiln
        QApplication::setOrganizationName("kiln-test");
        QApplication::setApplicationName("tst_journey");
        QSettings().clear();
        // The candidates the replay agent submits: the baseline and a copy with a comment.
        QFile base(KILN_SOURCE_DIR "/resources/tasks/host2host/reduce_sum_f32/reduce_sum.cpp");
        QVERIFY(base.open(QIODevice::ReadOnly));
        const QByteArray text = base.readAll();
        for (int i = 1; i <= 2; ++i) {
            QVERIFY(QDir().mkpath(m_sources.filePath(QString::number(i))));
            QFile f(m_sources.filePath(QString("%1/reduce_sum.cpp").arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text + "\n// journey candidate " + QByteArray::number(i) + "\n");
        }
    }

    void journey()
    {
        QString runId;
        qint64 candidateId = 0;
        {
            MainWindow w;
            w.resize(1400, 900);
            w.show();
            w.openSuite(bundledSuiteDir());
            QVERIFY(w.waitForSuites(20000));

            // Filter the browser down to the task, as a user types it.
            const int all = countTasks(w.taskFilter());
            QTest::keyClicks(w.filterEdit(), "reduce_sum_f32");
            QTRY_VERIFY(countTasks(w.taskFilter()) < all);
            const QModelIndex index = findTask(w.taskFilter(), kTask);
            QVERIFY(index.isValid());
            QVERIFY(!findTask(w.taskFilter(), "cuda2cuda/softmax").isValid());
            auto* tree = w.findChild<QTreeView*>();
            QVERIFY(tree);
            tree->setCurrentIndex(index);
            tree->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

            // Run > New run... for the selection: the replay agent with the two recorded candidates.
            LaunchDialog* dialog = w.showLaunchDialog();
            QVERIFY(dialog);
            LaunchChoices c = dialog->choices();
            QCOMPARE(c.tasks, QStringList{kTask});
            c.agent = "replay";
            c.budgetEvals = 2;
            c.timeoutS = 600;
            c.confine = false;
            c.extraArgs = {"--from", m_sources.filePath("1"), "--from", m_sources.filePath("2")};
            dialog->setChoices(c);
            QSignalSpy launched(&w, &MainWindow::runLaunched);
            dialog->accept();
            QTRY_COMPARE_WITH_TIMEOUT(launched.count(), 1, 30000);
            runId = launched.first().at(0).toString();

            // The Run page: both candidates' three gates reach pass.
            auto* page = qobject_cast<RunPage*>(w.pages()->currentWidget());
            QVERIFY(page);
            QCOMPARE(page->runId(), runId);
            auto gatesPass = [page] {
                if (page->candidates()->rowCount() != 2)
                    return false;
                for (int r = 0; r < 2; ++r)
                    for (int col : {CandidateListModel::CompileColumn, CandidateListModel::CorrectnessColumn,
                                    CandidateListModel::PerformanceColumn})
                        if (page->candidates()->index(r, col).data(CandidateListModel::GateStatusRole).toInt() !=
                            int(GateStatus::Pass))
                            return false;
                return true;
            };
            auto status = [page] { return page->run() ? page->run()->status : QString(); };
            auto state = [page, status] {
                QString text = "run " + status() + ":";
                for (int r = 0; r < page->candidates()->rowCount(); ++r)
                    text += " [" + page->candidates()->index(r, CandidateListModel::CompileColumn).data().toString() +
                            " | " +
                            page->candidates()->index(r, CandidateListModel::CorrectnessColumn).data().toString() + "]";
                return text;
            };
            QTRY_VERIFY_WITH_TIMEOUT(gatesPass() || status() == "finished" || status() == "failed", 240000);
            QTRY_VERIFY2_WITH_TIMEOUT(gatesPass(), qPrintable(state()), 10000);
            QTRY_COMPARE_WITH_TIMEOUT(status(), QString("finished"), 240000);

            // Open the second candidate from its row: its page, loaded from the store and the run's git.
            emit page->table()->doubleClicked(page->candidates()->index(1, 0));
            auto* candidate = qobject_cast<CandidatePage*>(w.pages()->currentWidget());
            QVERIFY(candidate);
            candidateId = candidate->candidateId();
            QVERIFY(candidateId > 0);
            QTRY_VERIFY_WITH_TIMEOUT(candidate->isLoaded(), 20000);

            // Accept it with a comment.
            QSignalSpy reviewed(&w, &MainWindow::candidateReviewed);
            QTest::keyClicks(candidate->reviewComment(), "same as the baseline, kept as reference");
            QTest::mouseClick(candidate->reviewButton("accept"), Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(reviewed.count(), 1, 10000);
            QCOMPARE(reviewed.first().at(0).toLongLong(), candidateId);

            // Rearrange: the Transcript dock to the right. Closing saves the layout.
            auto* transcript = w.findChild<QDockWidget*>("TranscriptDock");
            QVERIFY(transcript);
            transcript->show();
            w.addDockWidget(Qt::RightDockWidgetArea, transcript);
            w.close();
        }

        // A new window: the layout and the review are still there.
        MainWindow again;
        again.show();
        auto* transcript = again.findChild<QDockWidget*>("TranscriptDock");
        QVERIFY(transcript);
        QCOMPARE(again.dockWidgetArea(transcript), Qt::RightDockWidgetArea);
        QVERIFY(transcript->isVisible());
        again.openCandidate(candidateId);
        auto* candidate = qobject_cast<CandidatePage*>(again.pages()->currentWidget());
        QVERIFY(candidate);
        QTRY_VERIFY_WITH_TIMEOUT(candidate->isLoaded(), 20000);
        QVERIFY(candidate->data().review);
        QCOMPARE(candidate->data().review->verdict, QString("accept"));
        QCOMPARE(candidate->reviewComment()->text(), QString("same as the baseline, kept as reference"));
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        QCOMPARE(store.reviews(runId).value(candidateId).verdict, QString("accept"));
    }
};

QTEST_MAIN(TstJourney)
#include "tst_journey.moc"
