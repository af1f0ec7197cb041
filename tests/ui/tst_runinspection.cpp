// Inspecting runs in the real window (issue 25): a recorded Claude Code run stepped to its third kiln-eval;
// the Run page's table filtered and sorted and its timeline with the transcript's marks; search across
// every stored run, whose hits open the step or the candidate; a label from the candidate page.
#include "model/resourcepaths.h"
#include "model/store/runsearch.h"
#include "model/store/runstore.h"
#include "ui/datafolder.h"
#include "ui/docks/searchdock.h"
#include "ui/docks/transcriptdock.h"
#include "ui/mainwindow.h"
#include "ui/models/candidatefilterproxy.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/searchresultsmodel.h"
#include "ui/models/transcriptkindfilter.h"
#include "ui/models/transcriptmodel.h"
#include "ui/pages/candidatepage.h"
#include "ui/pages/diffpage.h"
#include "ui/pages/runpage.h"
#include "visualization/runtimeline.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

namespace {

bool copyTree(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!QFile::copy(file, target))
            return false;
        QFile::setPermissions(target, QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

} // namespace

class TstRunInspection : public QObject
{
    Q_OBJECT
private slots:
    // The recorded Claude Code run (tests/data/claude-code-run: the real CLI edited reduce_sum_f32 three
    // times, ACC 2, 4 and 8, and ran ./kiln-eval after each): F8 three times selects the third kiln-eval,
    // which opens its candidate (ACC 8) against the agent's previous one (ACC 4), with the report the agent
    // read below the transcript.
    void claudeCodeRunStepped()
    {
        DataFolder data;
        QVERIFY(copyTree(QStringLiteral(KILN_TEST_DATA_DIR "/claude-code-run"), data.path()));
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        const QList<RunRecord> runs = store.runs();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].agent, QString("claude-code"));
        const QString runId = runs[0].id;
        qint64 second = 0, third = 0;
        for (const CandidateRecord& c : store.candidates(runId))
            if (c.role == QLatin1String("agent") && c.seq == 2)
                second = c.id;
            else if (c.role == QLatin1String("agent") && c.seq == 3)
                third = c.id;
        QVERIFY(second > 0 && third > 0);

        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        QVERIFY(w.openRun(runId));
        TranscriptDock* dock = w.transcriptDock();
        QTRY_COMPARE_WITH_TIMEOUT(dock->runId(), runId, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isLoading() && dock->model()->nextStep(-1) >= 0, 20000);
        // The dock's F8 / Shift+F8 actions (window shortcuts: triggered as the key would, whatever has focus).
        auto* next = dock->findChild<QAction*>("NextStep");
        auto* previous = dock->findChild<QAction*>("PreviousStep");
        QVERIFY(next && previous);
        QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_F8));
        dock->view()->setCurrentIndex({});
        for (int k = 0; k < 3; ++k)
            next->trigger();
        const int ev = dock->view()->currentIndex().data(TranscriptModel::EventRole).toInt();
        QVERIFY(ev >= 0);
        const TranscriptModel::Event& e = dock->model()->event(ev);
        QCOMPARE(e.kind, QString("kiln_eval"));
        QCOMPARE(e.candidateSeq, 3);
        QCOMPARE(e.taskId, QString("host2host/reduce_sum_f32"));
        // The report the agent read: what ./kiln-eval printed for this candidate.
        const QString detail = dock->detail()->toPlainText();
        QVERIFY2(detail.contains("What the agent was told") && detail.contains("verdict"), qPrintable(detail));
        // The candidate against the previous one.
        QTRY_VERIFY_WITH_TIMEOUT(w.diffPage() && w.diffPage()->isLoaded() && w.diffPage()->rightId() == third, 20000);
        QCOMPARE(w.diffPage()->leftId(), second);
        auto source = [](const CandidateData& d) {
            for (const auto& s : d.sources)
                if (s.name.endsWith("reduce_sum.cpp"))
                    return s.text;
            return QString();
        };
        QVERIFY2(source(w.diffPage()->left()).contains("\n#define ACC 4\n"), qPrintable(source(w.diffPage()->left())));
        QVERIFY2(source(w.diffPage()->right()).contains("\n#define ACC 8\n"),
                 qPrintable(source(w.diffPage()->right())));
        // Shift+F8 goes back to the second step, which opens ACC 4 against ACC 2.
        previous->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(w.diffPage()->isLoaded() && w.diffPage()->rightId() == second, 20000);

        // The transcript by kind: Claude Code's six tool calls (three edits, three ./kiln-eval), each with
        // its task and time; a step asked for while they are shown brings every event back.
        dock->kindBox()->setCurrentIndex(dock->kindBox()->findText("Tool calls"));
        QStringList calls;
        for (int t = 0; t < dock->filter()->rowCount(); ++t) {
            const QModelIndex turn = dock->filter()->index(t, 0);
            for (int r = 0; r < dock->filter()->rowCount(turn); ++r) {
                const QModelIndex e = dock->filter()->index(r, 0, turn);
                QCOMPARE(e.data(TranscriptModel::KindRole).toString(), QString("tool_call"));
                QCOMPARE(e.siblingAtColumn(TranscriptModel::TaskColumn).data().toString(),
                         QString("host2host/reduce_sum_f32"));
                QVERIFY(!e.siblingAtColumn(TranscriptModel::TimeColumn).data().toString().isEmpty());
                calls << e.siblingAtColumn(TranscriptModel::TextColumn).data().toString();
            }
        }
        QCOMPARE(calls.size(), 6);
        QCOMPARE(calls.filter("./kiln-eval").size(), 3);
        next->trigger();
        QCOMPARE(dock->kindBox()->currentIndex(), 0);
        QCOMPARE(dock->view()->currentIndex().data(TranscriptModel::KindRole).toString(), QString("kiln_eval"));

        // A step labelled from the dock (its context menu's Label this step), stored and found by search.
        const int step = dock->view()->currentIndex().data(TranscriptModel::EventRole).toInt();
        QSignalSpy labelled(dock, &TranscriptDock::labelSaved);
        dock->labelEvent(step, "harness-bug", "planted step comment");
        QVERIFY(labelled.wait(20000));
        const QList<LabelRecord> labels = store.labels(runId);
        QCOMPARE(labels.size(), 1);
        QCOMPARE(labels[0].transcriptSeq, dock->model()->event(step).seq);
        QCOMPARE(labels[0].taskId, QString("host2host/reduce_sum_f32"));
        QCOMPARE(labels[0].candidateId, 0);
        QCOMPARE(store.search("planted step comment", 10).hits.value(0).where, SearchHit::Where::Label);
    }

    // The demo run's table, filtered and sorted the way a person would, and its timeline.
    void runTableFiltersSortsAndTimelineOpens()
    {
        DataFolder data;
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        w.importDemoOnFirstStart();
        QString error;
        QVERIFY2(w.showPage("run", {}, &error), qPrintable(error));
        auto* page = qobject_cast<RunPage*>(w.pages()->currentWidget());
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(page->hasLoaded(), 20000);
        const int all = page->candidates()->rowCount();
        QVERIFY(all >= 10);
        const QString firstTask = page->candidates()->row(0).taskId;
        QTest::keyClicks(page->filterEdit(), "task:" + firstTask.section('/', -1));
        const int ofFirst = page->filter()->rowCount();
        QVERIFY2(ofFirst > 0 && ofFirst < all, qPrintable(QString("%1 of %2").arg(ofFirst).arg(all)));
        for (int r = 0; r < ofFirst; ++r)
            QVERIFY(page->filter()
                        ->index(r, 0)
                        .data(CandidateListModel::TaskIdRole)
                        .toString()
                        .contains(firstTask.section('/', -1)));
        page->filterEdit()->clear();
        QCOMPARE(page->filter()->rowCount(), all);
        // A click on the Speedup header sorts by speedup as a number (twice: the largest first).
        page->table()->sortByColumn(CandidateListModel::SpeedupColumn, Qt::DescendingOrder);
        double previous = 1e300;
        for (int r = 0; r < page->filter()->rowCount(); ++r) {
            const double s = page->filter()->index(r, 0).data(CandidateListModel::SpeedupRole).toDouble();
            QVERIFY2(s <= previous, qPrintable(QString("row %1: %2 after %3").arg(r).arg(s).arg(previous)));
            previous = s;
        }
        // The timeline of the task shown: a point per settled candidate, on the run's own clock.
        RunTimeline* timeline = page->timeline();
        const QString task = page->chartTask();
        int ofTask = 0;
        for (int r = 0; r < all; ++r)
            ofTask += page->candidates()->row(r).taskId == task && !page->candidates()->row(r).live;
        QCOMPARE(timeline->candidateCount(), ofTask);
        QVERIFY(timeline->markCount() > 0); // the demo's kiln-eval steps
        // Hovering a point tells; clicking it opens the candidate.
        timeline->replot();
        const QCPGraph* any = nullptr;
        for (int g = 0; g < timeline->graphCount(); ++g)
            if (timeline->graph(g)->data()->size() > 0 && timeline->graph(g)->valueAxis() == timeline->yAxis &&
                timeline->graph(g)->name() != "best so far (beyond noise)") {
                any = timeline->graph(g);
                break;
            }
        QVERIFY(any);
        const auto point = any->data()->constBegin();
        const QPointF at(timeline->xAxis->coordToPixel(point->key), timeline->yAxis->coordToPixel(point->value));
        QVERIFY2(timeline->tipAt(at).startsWith("candidate "), qPrintable(timeline->tipAt(at)));
        const qint64 id = timeline->candidateAt(at);
        QVERIFY(id > 0);
        QSignalSpy opened(page, &RunPage::candidateActivated);
        QTest::mouseClick(timeline, Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().first().toLongLong(), id);
    }

    // Search across every stored run from the Search dock: the demo's steps, then a flag, then a label set on
    // a candidate page; a step hit opens its run with the event selected, a candidate hit its page.
    void searchAcrossRunsOpensWhatItFinds()
    {
        DataFolder data;
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        QSignalSpy imported(&w, &MainWindow::demoImportDone);
        w.importDemoOnFirstStart();
        QVERIFY(imported.wait(30000));
        QVERIFY2(imported.first().value(1).toString().isEmpty(), qPrintable(imported.first().value(1).toString()));
        SearchDock* search = w.searchDock();
        QVERIFY(search);
        QVERIFY(w.findChild<QDockWidget*>("SearchDock"));
        QSignalSpy searched(search, &SearchDock::searched);
        search->search("kiln-eval: candidate 3");
        QVERIFY(searched.wait(20000));
        QVERIFY2(search->model()->rowCount() >= 1, qPrintable(search->status()));
        int stepRow = -1;
        for (int r = 0; r < search->model()->rowCount() && stepRow < 0; ++r)
            if (search->model()->hit(r).where == SearchHit::Where::Transcript)
                stepRow = r;
        QVERIFY(stepRow >= 0);
        const SearchHit hit = search->model()->hit(stepRow);
        emit search->view()->activated(search->model()->index(stepRow, 0));
        TranscriptDock* dock = w.transcriptDock();
        QTRY_COMPARE_WITH_TIMEOUT(dock->runId(), hit.runId, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(dock->view()->currentIndex().isValid(), 20000);
        const TranscriptModel::Event& e =
            dock->model()->event(dock->view()->currentIndex().data(TranscriptModel::EventRole).toInt());
        QCOMPARE(e.taskId, hit.taskId);
        QCOMPARE(e.seq, hit.seq);

        // A label from the candidate page, then found by search.
        const qint64 candidate = [] {
            RunStore s;
            QString error;
            s.open(storePath(), &error);
            return s.candidates(s.runs().value(0).id).value(0).id;
        }();
        QVERIFY(candidate > 0);
        w.openCandidate(candidate);
        auto* cp = qobject_cast<CandidatePage*>(w.pages()->currentWidget());
        QVERIFY(cp);
        QTRY_VERIFY_WITH_TIMEOUT(cp->isLoaded(), 20000);
        cp->reviewComment()->setText("planted reward-hack note");
        cp->labelBox()->setCurrentIndex(cp->labelBox()->findData("reward-hack"));
        QSignalSpy labelled(cp, &CandidatePage::labelSaved);
        cp->findChild<QPushButton*>("label-add")->click();
        QVERIFY(labelled.wait(20000));
        QVERIFY(cp->findChild<QLabel*>("CandidateLabels")->text().contains("Reward hack"));
        searched.clear();
        search->search("label:reward-hack");
        QVERIFY(searched.wait(20000));
        QCOMPARE(search->model()->rowCount(), 1);
        QCOMPARE(search->model()->hit(0).candidateId, candidate);
        w.openTask("cuda2cuda/softmax"); // elsewhere first: activating the hit must bring the candidate back
        emit search->view()->activated(search->model()->index(0, 0));
        QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<CandidatePage*>(w.pages()->currentWidget()) &&
                                     qobject_cast<CandidatePage*>(w.pages()->currentWidget())->candidateId() ==
                                         candidate,
                                 10000);
        // Nothing found says so.
        searched.clear();
        search->search("no-such-text-anywhere");
        QVERIFY(searched.wait(20000));
        QCOMPARE(search->model()->rowCount(), 0);
        QVERIFY2(search->status().startsWith("no match"), qPrintable(search->status()));
    }
};

QTEST_MAIN(TstRunInspection)
#include "tst_runinspection.moc"
