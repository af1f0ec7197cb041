// Tasks imported from AgentKernelArena with their own commands (their own category, Task::isCommand()) show
// in every view like native tasks, marked as judged by their own commands (Kiln's defences do not apply, and
// the views say so): the task browser, the task page, the run page's rows and header, the candidate page.
// A native task of the bundled suite, opened beside them, is not marked.
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "ui/mainwindow.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/commandtaskmark.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/pages/candidatepage.h"
#include "ui/pages/runpage.h"
#include "ui/pages/taskpage.h"
#include "ui/tasktreesearch.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;
using namespace kiln::testing;

namespace {
constexpr auto kCommandTask = "hip2hip/gpumode/GELU";
constexpr auto kNativeTask = "host2host/reduce_sum_f32";

bool anyLabelSays(QWidget* w, const QString& text)
{
    for (QLabel* l : w->findChildren<QLabel*>())
        if (l->text().contains(text))
            return true;
    return false;
}
} // namespace

class TstCommandTaskViews : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;
    QString m_runId = "20261130-010000-aka";
    qint64 m_command = 0, m_native = 0;

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        QApplication::setOrganizationName("kiln-test");
        QApplication::setApplicationName("tst_commandtasks");
        QSettings().clear();
        // A stored run over both kinds of task, one candidate each (as a run of them records it).
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        RunRecord run;
        run.id = m_runId;
        run.createdAt = QDateTime::currentDateTimeUtc();
        run.agent = "replay";
        run.status = "finished";
        QVERIFY2(store.addRun(run, &error), qPrintable(error));
        for (const char* task : {kCommandTask, kNativeTask}) {
            CandidateRecord c;
            c.runId = m_runId;
            c.taskId = task;
            c.seq = 1;
            c.createdAt = QDateTime::currentDateTimeUtc();
            c.configs = "visible";
            c.verdict = "pass";
            EvalResult r;
            r.verdict = "pass";
            r.compile = GateResult{GateStatus::Pass, {}, {}, 1.0};
            r.correctness = GateResult{GateStatus::Pass, {}, {}, 1.0};
            r.performance = GateResult{GateStatus::Pass, {}, {}, 1.0};
            const qint64 id = store.addCandidate(c, r, &error);
            QVERIFY2(id > 0, qPrintable(error));
            (QLatin1String(task) == QLatin1String(kCommandTask) ? m_command : m_native) = id;
        }
    }

    void everyViewMarksThem()
    {
        MainWindow w;
        w.resize(1300, 850);
        w.show();
        w.openSuite(bundledSuiteDir());
        w.openSuite(KILN_TEST_DATA_DIR "/aka-checkout");
        QVERIFY(w.waitForSuites(20000));

        // The task browser: the backend column and the tooltip say it; a native task is unmarked.
        QAbstractItemModelTester tester(w.taskFilter(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex aka = findTask(w.taskFilter(), kCommandTask);
        const QModelIndex native = findTask(w.taskFilter(), kNativeTask);
        QVERIFY(aka.isValid() && native.isValid());
        const QModelIndex akaBackend = aka.siblingAtColumn(TaskTreeModel::BackendColumn);
        QCOMPARE(akaBackend.data().toString(), "hip · " + commandTaskMark());
        QVERIFY(aka.data(CommandTaskRole).toBool());
        QVERIFY(aka.data(Qt::ToolTipRole).toString().contains("Kiln's defences do not apply"));
        QCOMPARE(native.siblingAtColumn(TaskTreeModel::BackendColumn).data().toString(), QString("host"));
        QVERIFY(!native.data(CommandTaskRole).toBool());

        // The task page: a chip and the sentence at the top.
        w.openTask(kCommandTask);
        auto* taskPage = qobject_cast<TaskPage*>(w.pages()->currentWidget());
        QVERIFY(taskPage);
        auto* note = taskPage->findChild<QLabel*>("CommandTaskNote");
        QVERIFY(note);
        QVERIFY(note->text().contains("Kiln's defences do not apply"));
        w.openTask(kNativeTask);
        QVERIFY(!qobject_cast<TaskPage*>(w.pages()->currentWidget())->findChild<QLabel*>("CommandTaskNote"));

        // The run page: the command task's row and the header.
        RunPage* run = w.openRun(m_runId);
        QVERIFY(run);
        QTRY_VERIFY_WITH_TIMEOUT(run->hasLoaded() && run->candidates()->rowCount() == 2, 20000);
        QAbstractItemModelTester rows(run->candidates(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        CandidateListModel* m = run->candidates();
        const int akaRow = m->rowOf(kCommandTask, 1), nativeRow = m->rowOf(kNativeTask, 1);
        QVERIFY(akaRow >= 0 && nativeRow >= 0);
        QVERIFY(m->index(akaRow, CandidateListModel::TaskColumn).data().toString().endsWith(commandTaskMark()));
        QVERIFY(m->index(akaRow, 0).data(CommandTaskRole).toBool());
        QCOMPARE(m->index(akaRow, CandidateListModel::TaskColumn).data(Qt::ToolTipRole).toString(), commandTaskNote());
        QCOMPARE(m->index(nativeRow, CandidateListModel::TaskColumn).data().toString(),
                 QString("%1 #1").arg(kNativeTask));
        QVERIFY(!m->index(nativeRow, 0).data(CommandTaskRole).toBool());
        QTRY_VERIFY(anyLabelSays(run, "1 of them judged by their own commands"));

        // The candidate page: the chip and the sentence under the gates; not on the native candidate's page.
        w.openCandidate(m_command);
        auto* candidate = qobject_cast<CandidatePage*>(w.pages()->currentWidget());
        QVERIFY(candidate);
        QTRY_VERIFY_WITH_TIMEOUT(candidate->isLoaded(), 20000);
        QVERIFY2(candidate->summaryText().contains("judged by its own commands"), qPrintable(candidate->summaryText()));
        QVERIFY(candidate->summaryText().contains("Kiln&#x27;s defences do not apply") ||
                candidate->summaryText().contains("Kiln's defences do not apply"));
        w.openCandidate(m_native);
        auto* plain = qobject_cast<CandidatePage*>(w.pages()->currentWidget());
        QVERIFY(plain && plain != candidate);
        QTRY_VERIFY_WITH_TIMEOUT(plain->isLoaded(), 20000);
        QVERIFY(!plain->summaryText().contains("own commands"));
    }

    void pagesOpenedBeforeTheSuiteFollowIt()
    {
        // A run page opened before the AgentKernelArena checkout is: marked once the suite arrives.
        MainWindow w;
        w.show();
        RunPage* run = w.openRun(m_runId);
        QTRY_VERIFY_WITH_TIMEOUT(run->hasLoaded() && run->candidates()->rowCount() == 2, 20000);
        const int akaRow = run->candidates()->rowOf(kCommandTask, 1);
        QVERIFY(!run->candidates()->index(akaRow, 0).data(CommandTaskRole).toBool());
        w.openSuite(KILN_TEST_DATA_DIR "/aka-checkout");
        QVERIFY(w.waitForSuites(20000));
        QVERIFY(run->candidates()->index(akaRow, 0).data(CommandTaskRole).toBool());
    }
};

QTEST_MAIN(TstCommandTaskViews)
#include "tst_commandtaskviews.moc"
