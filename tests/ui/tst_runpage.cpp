// The run side of the window on the offscreen platform: every new item model under
// QAbstractItemModelTester; the failure reasons the Run page shows; the first-start demo import; a run
// launched in-process with the replay agent on a host task whose badges go from running to pass live, shown
// in the Runs dock and with its transcript in the Transcript dock; a long transcript read in pages and
// searched; the launch dialog remembering its choices; the new docks' layout kept across a restart.
#include "model/evaluation/failurereason.h"
#include "model/resourcepaths.h"
#include "model/store/demoimport.h"
#include "model/store/runstore.h"
#include "ui/datafolder.h"
#include "ui/dialogs/launchdialog.h"
#include "ui/docks/runsdock.h"
#include "ui/docks/transcriptdock.h"
#include "ui/mainwindow.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/finalscoremodel.h"
#include "ui/models/runlistmodel.h"
#include "ui/models/transcriptmodel.h"
#include "ui/pages/diffpage.h"
#include "ui/pages/runpage.h"
#include "ui/runs/runsession.h"
#include "visualization/diffview.h"
#include "visualization/speedupchart.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

using namespace kiln;

namespace {
using Tester = QAbstractItemModelTester;
constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::QtTest;

CandidateGates stored(qint64 id, const QString& task, int seq, bool pass)
{
    CandidateGates g;
    g.candidate.id = id;
    g.candidate.runId = "r";
    g.candidate.taskId = task;
    g.candidate.seq = seq;
    g.candidate.verdict = pass ? "pass" : "fail";
    g.candidate.speedupGeomean = pass ? 1.5 : 0;
    g.compile = {GateStatus::Pass, {}, {}, 1.24};
    g.correctness = {pass ? GateStatus::Pass : GateStatus::Fail, {}, {}, 0.5};
    g.performance = {pass ? GateStatus::Pass : GateStatus::Pending, {}, {}, pass ? 2.0 : 0};
    g.fractionOfRoofline = pass ? 0.42 : 0;
    g.candidate.gpu = pass ? "0" : ""; // "": no pool GPU known (the host, or stored before schema 7)
    return g;
}

TranscriptRow row(const QString& kind, const QString& text, const QString& task = "t", qint64 id = 0)
{
    TranscriptRow r;
    r.runId = "r";
    r.taskId = task;
    r.kind = kind;
    r.text = text;
    r.id = id;
    return r;
}
} // namespace

namespace {
// Stepping through the run (F8 in the Transcript dock): the third kiln-eval step shows the candidate it
// submitted against the agent's previous one, side by side on the diff page, and the report the agent
// got back in the dock.
void stepToTheThirdSubmission(MainWindow& w, const QString& runId)
{
    TranscriptDock* dock = w.transcriptDock();
    QTRY_VERIFY_WITH_TIMEOUT(dock->model()->reportOf("host2host/reduce_sum_f32", 3) >= 0, 10000);
    dock->view()->setCurrentIndex({});
    QAction* next = dock->findChild<QAction*>("NextStep");
    QVERIFY(next);
    QCOMPARE(next->shortcut(), QKeySequence(Qt::Key_F8));
    for (int k = 0; k < 3; ++k)
        next->trigger();
    const QModelIndex current = dock->view()->currentIndex();
    QCOMPARE(current.data(TranscriptModel::KindRole).toString(), QString("kiln_eval"));
    QCOMPARE(dock->model()->event(current.data(TranscriptModel::EventRole).toInt()).candidateSeq, 3);
    const QString detail = dock->detail()->toPlainText();
    QVERIFY2(detail.contains("./kiln-eval: candidate 3") && detail.contains("What the agent was told:") &&
                 detail.contains("kiln-eval: candidate 3 of 3") && detail.contains("verdict"),
             qPrintable(detail));
    RunStore store;
    QString error;
    QVERIFY(store.open(storePath(), &error));
    qint64 second = 0, third = 0;
    for (const CandidateRecord& c : store.candidates(runId))
        if (c.role == QLatin1String("agent") && c.seq == 2)
            second = c.id;
        else if (c.role == QLatin1String("agent") && c.seq == 3)
            third = c.id;
    QVERIFY(second > 0 && third > 0);
    QTRY_VERIFY_WITH_TIMEOUT(w.diffPage() && w.diffPage()->isLoaded() && w.diffPage()->diffView()->isReady(), 20000);
    QCOMPARE(w.pages()->currentWidget(), w.diffPage());
    QCOMPARE(w.diffPage()->leftId(), second);
    QCOMPARE(w.diffPage()->rightId(), third);
    const TextDiff& diff = w.diffPage()->diffView()->diff();
    QVERIFY(diff.left.contains("// replayed 2") && diff.right.contains("// replayed 3"));
    bool changed = false;
    for (const DiffRow& row : diff.rows)
        changed = changed || row.kind != DiffRow::Kind::Equal;
    QVERIFY(changed);
    // Shift+F8 goes back to the second step, which diffs the first and the second.
    dock->findChild<QAction*>("PreviousStep")->trigger();
    QCOMPARE(dock->model()->event(dock->view()->currentIndex().data(TranscriptModel::EventRole).toInt()).candidateSeq,
             2);
    QTRY_COMPARE_WITH_TIMEOUT(w.diffPage()->rightId(), second, 10000);
}
} // namespace

class TstRunPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName("kiln-test");
        QApplication::setApplicationName("tst_runpage");
        QSettings().clear();
        qputenv("KILN_PROGRAM", KILN_BINARY); // built-in agents and ./kiln-eval run the real kiln
        // Run by hand, outside ctest (which sets it): a folder of the test's own, never the user's data.
        if (qEnvironmentVariableIsEmpty("KILN_DATA_DIR"))
            qputenv("KILN_DATA_DIR", QDir::temp().filePath(QStringLiteral("kiln-tst_runpage-data")).toUtf8());
        QDir(dataDir()).removeRecursively();
    }

    void candidateListModel()
    {
        CandidateListModel model;
        Tester tester(&model, kFatal);
        model.appendStored({stored(1, "a", 1, true), stored(2, "a", 2, false)}, {{2, "mismatch on big"}});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, CandidateListModel::CompileColumn).data().toString(), QString("pass 1.2 s"));
        QCOMPARE(model.index(1, CandidateListModel::ReasonColumn).data().toString(), QString("mismatch on big"));
        QCOMPARE(model.index(0, CandidateListModel::SpeedupColumn).data().toString(), QString("1.500x"));
        QCOMPARE(model.index(0, CandidateListModel::RooflineColumn).data().toString(), QString("42.0%"));
        QCOMPARE(model.index(0, CandidateListModel::PerformanceColumn).data(Qt::ToolTipRole).toString(),
                 QString("timed on GPU 0"));
        QVERIFY(model.index(1, CandidateListModel::PerformanceColumn).data(Qt::ToolTipRole).toString().isEmpty());
        // Live: submitted -> compile running -> compile pass, correctness running -> verdict.
        model.submitted("a", 3, "abc");
        QCOMPARE(model.rowCount(), 3);
        auto status = [&](int col) {
            return static_cast<GateStatus>(model.index(2, col).data(CandidateListModel::GateStatusRole).toInt());
        };
        QCOMPARE(status(CandidateListModel::CompileColumn), GateStatus::Running);
        QCOMPARE(status(CandidateListModel::CorrectnessColumn), GateStatus::Pending);
        model.harnessEvent("a", 3,
                           QJsonObject{{"event", "gate"}, {"gate", "compile"}, {"status", "pass"}, {"seconds", 3.0}});
        QCOMPARE(status(CandidateListModel::CompileColumn), GateStatus::Pass);
        QCOMPARE(status(CandidateListModel::CorrectnessColumn), GateStatus::Running);
        // The timed stage got GPU 1 of the pool: the performance cell says where it is timed.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.harnessEvent("a", 3, QJsonObject{{"event", "placement"}, {"gpu", "1"}});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(2, CandidateListModel::PerformanceColumn).data(Qt::ToolTipRole).toString(),
                 QString("timed on GPU 1"));
        EvalResult r;
        r.verdict = "fail";
        r.compile = {GateStatus::Pass, {}, {}, 3.0};
        r.correctness = {GateStatus::Fail, {}, {}, 0.2};
        r.flags << EvalFlag{"side_stream", "big", "late work"};
        r.gpu = "1";
        r.performance.message = "not run";
        CandidateRecord c;
        c.id = 3;
        c.taskId = "a";
        c.seq = 3;
        model.evaluated(c, r);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(status(CandidateListModel::CorrectnessColumn), GateStatus::Fail);
        QCOMPARE(status(CandidateListModel::PerformanceColumn), GateStatus::Pending); // not run: shown as –
        QCOMPARE(model.index(2, CandidateListModel::PerformanceColumn).data(Qt::ToolTipRole).toString(),
                 QString("timed on GPU 1 · not run"));
        QVERIFY(model.index(2, CandidateListModel::ReasonColumn).data().toString().contains("flagged: side stream"));
        // Final scoring's events for the same candidate do not touch its row; a stored page does not repeat
        // it.
        model.harnessEvent("a", 3, QJsonObject{{"event", "gate"}, {"gate", "compile"}, {"status", "fail"}});
        QCOMPARE(status(CandidateListModel::CompileColumn), GateStatus::Pass);
        model.appendStored({stored(3, "a", 3, false), stored(4, "b", 1, true)}, {});
        QCOMPARE(model.rowCount(), 4);
        c.role = "best";
        model.evaluated(c, r); // final scoring: shown apart
        QCOMPARE(model.rowCount(), 4);
    }

    void runListModel()
    {
        RunListModel model;
        Tester tester(&model, kFatal);
        auto entry = [](const QString& id, const QString& status, int candidates) {
            RunListModel::Entry e;
            e.summary.run.id = id;
            e.summary.run.agent = "tune";
            e.summary.run.status = status;
            e.summary.run.createdAt = QDateTime::currentDateTimeUtc().addSecs(-75);
            e.summary.candidates = candidates;
            e.tasks = 2;
            e.budgetEvals = 4;
            return e;
        };
        model.setRuns({entry("b", "running", 1), entry("a", "finished", 8)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, RunListModel::ElapsedColumn).data().toString(), QString("1 min 15 s"));
        QCOMPARE(model.index(0, RunListModel::ProgressColumn).data(RunListModel::ProgressRole).toInt(), 125);
        model.setRuns({entry("c", "running", 0), entry("b", "running", 3), entry("a", "finished", 8)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, 0).data().toString(), QString("c"));
        QVERIFY(model.index(1, RunListModel::ProgressColumn).data().toString().contains("3 candidates"));
        model.setRuns({entry("a", "finished", 8), entry("c", "finished", 2)}); // b deleted, order changed
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data().toString(), QString("a"));
        QCOMPARE(model.index(1, RunListModel::StatusColumn).data().toString(), QString("finished"));
        model.tick();
    }

    void transcriptModelFoldsByTurn()
    {
        TranscriptModel model;
        Tester tester(&model, kFatal);
        model.append({row("system", "started"), row("assistant", "Let me look."), row("tool_call", "cat k.cpp"),
                      row("tool_result", "int main")});
        QCOMPARE(model.turnCount(), 2); // the system line, then the assistant's turn
        QCOMPARE(model.rowCount(model.index(1, 0)), 3);
        // The next page continues the open turn, then starts new ones.
        model.append({row("tool_call", "./kiln-eval"), row("tool_result", "kiln-eval: candidate 1 of 3 (abc)"),
                      row("assistant", "Faster now."), row("assistant", "Trying more."),
                      row("tool_call", "./kiln-eval")});
        QCOMPARE(model.turnCount(), 3);
        QCOMPARE(model.rowCount(model.index(1, 0)), 5);
        QCOMPARE(model.rowCount(model.index(2, 0)), 3);
        const QString title = model.index(1, TranscriptModel::TextColumn).data().toString();
        QVERIFY2(title.contains("2 tool call(s)") && title.contains("1 kiln-eval report(s)"), qPrintable(title));
        QCOMPARE(model.index(4, 0, model.index(1, 0)).data().toString(), QString("kiln-eval"));
        QCOMPARE(model.eventCount(), 9);
        const QModelIndex last = model.indexOfEvent(8);
        QCOMPARE(last.parent().row(), 2);
        QCOMPARE(last.data(TranscriptModel::FullTextRole).toString(), QString("./kiln-eval"));
        model.append({row("assistant", "Other task.", "u")}); // a new task starts a turn
        QCOMPARE(model.turnCount(), 4);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void finalScoreModel()
    {
        FinalScoreModel model;
        Tester tester(&model, kFatal);
        EvalResult r;
        r.verdict = "pass";
        ConfigResult v, h;
        v.name = "small";
        v.correctness = GateStatus::Pass;
        v.timed = true;
        v.speedup = 2.0;
        h = v;
        h.name = "huge";
        h.hidden = true;
        h.speedup = 1.5;
        r.configs = {v, h};
        CandidateRecord best;
        best.role = "best";
        best.seq = 2;
        model.setScores("a", {{best, r}});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, FinalScoreModel::SetColumn).data().toString(), QString("hidden"));
        // Coloured by the noise rule (no interval here: grey, and not called within noise or faster).
        const QString summary = QTextDocumentFragment::fromHtml(model.summary()).toPlainText();
        QVERIFY2(summary.contains("visible 2.000×, hidden 1.500×"), qPrintable(summary));
        QVERIFY(model.summary().contains("1/1 hidden"));
        model.setScores("b", {});
        QCOMPARE(model.rowCount(), 0);
    }

    void failureReasons()
    {
        EvalResult compile;
        compile.verdict = "fail";
        compile.compile.status = GateStatus::Fail;
        compile.compileOutputs << CompileOutput{
            "candidate", "nvcc ...", "In file included from k.cu:1:\nk.cu:12:5: error: 'x' was not declared\n1 error",
            GateStatus::Fail};
        QCOMPARE(failureReason(compile, {}, false), QString("k.cu:12:5: error: 'x' was not declared"));
        EvalResult wrong;
        wrong.verdict = "fail";
        wrong.compile.status = GateStatus::Pass;
        wrong.correctness.status = GateStatus::Fail;
        ConfigResult a, b;
        a.name = "small";
        a.correctness = GateStatus::Fail;
        a.maxAbsErr = 0.1;
        a.maxRelErr = 0.01;
        b = a;
        b.name = "large";
        b.hidden = true;
        b.maxAbsErr = 3;
        b.maxRelErr = 0.5;
        b.matchedRatio = 0.75;
        wrong.configs = {a, b};
        QCOMPARE(failureReason(wrong, {}, false),
                 QString("mismatch on large (hidden): max abs err 3, rel 0.5, 75.0% of elements match"));
        EvalResult ok;
        ok.verdict = "pass";
        QCOMPARE(failureReason(ok, {"tunables:BLOCK=64"}, false), QString());
        QCOMPARE(failureReason(ok, {"side_stream", "tunables:BLOCK=64"}, true),
                 QString("flagged: tampered (a protected file changed), side stream"));
    }

    void demoImportOnce()
    {
        QTemporaryDir data;
        const QString store = data.filePath("kiln.sqlite");
        const DemoImport first = importDemoOnFirstStart(bundledDemoDir(), store, data.path());
        QVERIFY2(first.imported, qPrintable(first.error));
        QCOMPARE(first.runId, QString("20261129-184253-1196"));
        RunStore s;
        QString error;
        QVERIFY(s.open(store, &error));
        const auto run = s.run(first.runId);
        QVERIFY(run);
        QCOMPARE(run->folder, data.filePath("runs/" + first.runId));
        QVERIFY(QFile::exists(data.filePath("runs/" + first.runId + "/run.json")));
        QVERIFY(s.candidates(first.runId).size() >= 20);
        QVERIFY(!s.evaluation(s.candidates(first.runId).first().id).configs.isEmpty());
        const auto page = s.candidatesAfter(first.runId, 0, 5);
        QCOMPARE(page.size(), 5);
        QCOMPARE(page[0].compile.status, GateStatus::Pass);
        QVERIFY(page[0].fractionOfRoofline > 0);
        QCOMPARE(s.runSummaries().value(0).tasksScored, 3); // the fourth task was cut before final scoring
        // Recorded before Kiln wrote kiln-eval steps: each agent candidate gets one, rebuilt and said to be, and
        // every candidate (final scoring's too) its index.
        const QList<TranscriptRow> steps = s.transcript(first.runId);
        for (const CandidateRecord& c : s.candidates(first.runId)) {
            QVERIFY2(c.transcriptIndex > 0, qPrintable(QString("%1 #%2 %3").arg(c.taskId).arg(c.seq).arg(c.role)));
            const auto step = std::find_if(steps.begin(), steps.end(), [&](const TranscriptRow& r) {
                return r.taskId == c.taskId && r.seq == c.transcriptIndex;
            });
            QVERIFY(step != steps.end() && step->kind == QLatin1String("kiln_eval"));
        }
        int reports = 0;
        for (const TranscriptRow& r : steps)
            reports +=
                r.kind == QLatin1String("kiln_eval_report") && r.text.contains("rebuilt from the stored candidate");
        QCOMPARE(reports, 16);
        // Once: a user who deletes the demo does not get it back, and nothing is imported into a used store.
        QVERIFY(!importDemoOnFirstStart(bundledDemoDir(), store, data.path()).imported);
        QTemporaryDir used;
        RunStore u;
        QVERIFY(u.open(used.filePath("kiln.sqlite"), &error));
        RunRecord mine;
        mine.id = "mine";
        mine.agent = "tune";
        mine.status = "finished";
        QVERIFY(u.addRun(mine));
        QVERIFY(!importDemoOnFirstStart(bundledDemoDir(), used.filePath("kiln.sqlite"), used.path()).imported);
        QCOMPARE(u.runs().size(), 1);
    }

    // The shipped demo in the window: F8 three times reaches the third kiln-eval step (the first task's third
    // candidate), which opens against the second, with the rebuilt report in the dock.
    void demoRunStepped()
    {
        const DataFolder data;
        {
            MainWindow w;
            w.resize(1400, 900);
            w.show();
            w.openSuite(bundledSuiteDir());
            QVERIFY(w.waitForSuites(20000));
            w.importDemoOnFirstStart();
            QString error;
            QVERIFY2(w.showPage("run", {}, &error), qPrintable(error));
            TranscriptDock* dock = w.transcriptDock();
            QTRY_VERIFY_WITH_TIMEOUT(!dock->isLoading() && dock->model()->nextStep(-1) >= 0, 20000);
            dock->view()->setCurrentIndex({});
            for (int k = 0; k < 3; ++k)
                dock->stepTo();
            const TranscriptModel::Event& e =
                dock->model()->event(dock->view()->currentIndex().data(TranscriptModel::EventRole).toInt());
            QCOMPARE(e.kind, QString("kiln_eval"));
            QCOMPARE(e.candidateSeq, 3);
            QVERIFY2(dock->detail()->toPlainText().contains("rebuilt from the stored candidate") &&
                         dock->detail()->toPlainText().contains("verdict: "),
                     qPrintable(dock->detail()->toPlainText()));
            RunStore s;
            QVERIFY(s.open(storePath(), &error));
            qint64 second = 0, third = 0;
            for (const CandidateRecord& c : s.candidates(dock->runId(), e.taskId))
                if (c.role == QLatin1String("agent") && c.seq == 2)
                    second = c.id;
                else if (c.role == QLatin1String("agent") && c.seq == 3)
                    third = c.id;
            QTRY_VERIFY_WITH_TIMEOUT(w.diffPage() && w.diffPage()->isLoaded(), 20000);
            QCOMPARE(w.diffPage()->leftId(), second);
            QCOMPARE(w.diffPage()->rightId(), third);
            QCOMPARE(w.diffPage()->right().record.seq, 3);
        }
    }

    void launchDialogRemembersChoices()
    {
        {
            LaunchDialog d({"host2host/reduce_sum_f32", "host2host/stencil2d"}, {});
            LaunchChoices c = d.choices();
            QCOMPARE(c.tasks.size(), 2);
            c.agent = "command";
            c.commandTemplate = "./kiln-eval";
            c.mode = "iterative";
            c.budgetEvals = 7;
            c.timeoutS = 600;
            c.iterations = 3;
            c.model = "my-model";
            c.tasks = {"host2host/stencil2d"};
            d.setChoices(c);
            QCOMPARE(d.choices().tasks, QStringList{"host2host/stencil2d"});
            d.accept();
        }
        LaunchDialog again({"host2host/reduce_sum_f32"}, {"0", "1"});
        const LaunchChoices c = again.choices();
        QCOMPARE(c.agent, QString("command"));
        QCOMPARE(c.commandTemplate, QString("./kiln-eval"));
        QCOMPARE(c.mode, QString("iterative"));
        QCOMPARE(c.budgetEvals, 7);
        QCOMPARE(c.timeoutS, 600);
        QCOMPARE(c.iterations, 3);
        QCOMPARE(c.model, QString("my-model"));
        QCOMPARE(c.executor, QString("local"));
        QCOMPARE(c.tasks, QStringList{"host2host/reduce_sum_f32"}); // tasks come from the selection, not memory
        // Agents whose program is missing are listed, not choosable, and say how to get them.
        for (int i = 0; i < again.agentBox()->count(); ++i) {
            const QString name = again.agentBox()->itemData(i).toString();
            QString hint;
            if (!LaunchDialog::agentAvailable(name, &hint)) {
                QVERIFY(!hint.isEmpty());
                QVERIFY(again.agentBox()->itemText(i).contains("not installed"));
            }
        }
    }

    void transcriptReadInPagesAndSearched()
    {
        RunStore store;
        QString error;
        QVERIFY(store.open(storePath(), &error));
        RunRecord run;
        run.id = "long-transcript";
        run.agent = "claude-code";
        run.status = "finished";
        QVERIFY(store.addRun(run));
        QList<TranscriptRow> rows;
        for (int i = 0; i < 4000; ++i) {
            const QString kind = i % 4 == 0   ? "assistant"
                                 : i % 4 == 1 ? "tool_call"
                                 : i % 4 == 2 ? "tool_result"
                                              : "log";
            TranscriptRow r = row(kind, QString("line %1 %2").arg(i).arg(i % 1000 == 7 ? "needle" : ""));
            r.runId = run.id;
            r.seq = i + 1;
            rows << r;
        }
        QVERIFY(store.addTranscriptEvents(rows, &error));
        TranscriptDock dock;
        QAbstractItemModelTester tester(dock.model(), kFatal);
        int inserts = 0;
        connect(dock.model(), &QAbstractItemModel::rowsInserted, this,
                [&](const QModelIndex& parent) { inserts += !parent.isValid(); });
        dock.showRun(run.id);
        QTRY_COMPARE_WITH_TIMEOUT(dock.model()->eventCount(), 4000, 20000);
        QVERIFY(inserts >= 3); // more than one page: the event loop ran between them
        QCOMPARE(dock.model()->turnCount(), 1000);
        QSignalSpy searched(&dock, &TranscriptDock::searched);
        dock.searchEdit()->setText("NEEDLE");
        QVERIFY(searched.wait(5000));
        QCOMPARE(searched.first().at(0).toInt(), 4);
        QCOMPARE(dock.view()->currentIndex().data(TranscriptModel::FullTextRole).toString(), QString("line 7 needle"));
        dock.findNext();
        QCOMPARE(dock.view()->currentIndex().data(TranscriptModel::FullTextRole).toString(),
                 QString("line 1007 needle"));
    }

    void runDrivenElsewhereIsPolled()
    {
        // A run another Kiln drives (kiln run in a terminal): the page follows the store while it is live.
        RunStore store;
        QString error;
        QVERIFY(store.open(storePath(), &error));
        RunRecord run;
        run.id = "driven-elsewhere";
        run.agent = "tune";
        run.status = "running";
        QVERIFY(store.addRun(run));
        auto add = [&](int seq, bool pass) {
            CandidateRecord c;
            c.runId = run.id;
            c.taskId = "host2host/reduce_sum_f32";
            c.seq = seq;
            EvalResult r;
            r.verdict = pass ? "pass" : "fail";
            r.compile.status = pass ? GateStatus::Pass : GateStatus::Fail;
            r.compileOutputs << CompileOutput{"candidate", "c++", pass ? "" : "k.cpp:3:1: error: expected ';'",
                                              r.compile.status};
            r.speedupGeomean = pass ? 1.2 : 0;
            QVERIFY(store.addCandidate(c, r, &error) > 0);
        };
        add(1, true);
        RunPage page(run.id);
        QAbstractItemModelTester tester(page.candidates(), kFatal);
        QTRY_VERIFY_WITH_TIMEOUT(page.hasLoaded(), 10000);
        QCOMPARE(page.candidates()->rowCount(), 1);
        add(2, false);
        QTRY_COMPARE_WITH_TIMEOUT(page.candidates()->rowCount(), 2, 10000);
        QCOMPARE(page.candidates()->index(1, CandidateListModel::ReasonColumn).data().toString(),
                 QString("k.cpp:3:1: error: expected ';'"));
        QCOMPARE(page.chart()->pointCount(), 2);
        store.setRunStatus(run.id, "finished");
        QTRY_COMPARE_WITH_TIMEOUT(page.run()->status, QString("finished"), 10000);
    }

    void replayRunLiveInTheWindow()
    {
        // Three recorded candidates of a host task: the baseline with a comment that changes each time.
        QTemporaryDir sources;
        QFile base(KILN_SOURCE_DIR "/resources/tasks/host2host/reduce_sum_f32/reduce_sum.cpp");
        QVERIFY(base.open(QIODevice::ReadOnly));
        const QByteArray text = base.readAll();
        for (int i = 1; i <= 3; ++i) {
            QDir().mkpath(sources.filePath(QString::number(i)));
            QFile f(sources.filePath(QString("%1/reduce_sum.cpp").arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text + QByteArray("\n// replayed ") + QByteArray::number(i) + "\n");
        }
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        LaunchChoices c;
        c.agent = "replay";
        c.tasks = {"host2host/reduce_sum_f32"};
        c.budgetEvals = 3;
        c.timeoutS = 600;
        c.confine = false;
        c.extraArgs = {"--from", sources.filePath("1"), "--from", sources.filePath("2"),
                       "--from", sources.filePath("3")};
        QString runId, error;
        bool started = false;
        w.launchRun(c, [&](const QString& id, const QString& e) {
            runId = id;
            error = e;
            started = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(started, 20000); // the session gets ready on a worker thread first
        QVERIFY2(!runId.isEmpty(), qPrintable(error));
        QVERIFY(w.runSession()->isDriving(runId));
        auto* page = qobject_cast<RunPage*>(w.pages()->currentWidget());
        QVERIFY(page);
        QCOMPARE(page->runId(), runId);
        // Record every badge the first row shows on its way to pass.
        QSet<int> compileSeen;
        connect(page->candidates(), &QAbstractItemModel::dataChanged, this, [&](const QModelIndex& tl) {
            if (tl.row() == 0)
                compileSeen << page->candidates()
                                   ->index(0, CandidateListModel::CompileColumn)
                                   .data(CandidateListModel::GateStatusRole)
                                   .toInt();
        });
        QTRY_VERIFY_WITH_TIMEOUT(page->candidates()->rowCount() >= 1, 120000);
        compileSeen << page->candidates()
                           ->index(0, CandidateListModel::CompileColumn)
                           .data(CandidateListModel::GateStatusRole)
                           .toInt();
        auto allPass = [&] {
            if (page->candidates()->rowCount() != 3)
                return false;
            for (int r = 0; r < 3; ++r)
                if (!page->candidates()->index(r, 0).data(CandidateListModel::FinishedRole).toBool())
                    return false;
            for (int r = 0; r < 3; ++r)
                for (int col : {CandidateListModel::CompileColumn, CandidateListModel::CorrectnessColumn,
                                CandidateListModel::PerformanceColumn})
                    if (page->candidates()->index(r, col).data(CandidateListModel::GateStatusRole).toInt() !=
                        int(GateStatus::Pass))
                        return false;
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allPass(), 240000);
        QVERIFY2(compileSeen.contains(int(GateStatus::Running)), "the compile badge never showed running");
        QVERIFY(page->candidates()->index(0, CandidateListModel::CompileColumn).data().toString().startsWith("pass "));
        QVERIFY(page->candidates()
                    ->index(0, CandidateListModel::SpeedupColumn)
                    .data(CandidateListModel::SpeedupRole)
                    .toDouble() > 0);
        QCOMPARE(page->chart()->pointCount(), 3);
        // Final scoring arrives apart, with hidden configurations.
        QTRY_VERIFY_WITH_TIMEOUT(page->finalScores()->scoredCount() >= 1, 240000);
        bool hidden = false;
        for (int r = 0; r < page->finalScores()->rowCount(); ++r)
            hidden = hidden || page->finalScores()->index(r, FinalScoreModel::SetColumn).data().toString() == "hidden";
        QVERIFY(hidden);
        QTRY_COMPARE_WITH_TIMEOUT(page->run()->status, QString("finished"), 240000);
        // The Runs dock lists it, finished; the Transcript dock shows what the agent printed.
        QTRY_VERIFY_WITH_TIMEOUT(w.runsDock()->model()->rowOf(runId) >= 0, 10000);
        const int row = w.runsDock()->model()->rowOf(runId);
        QTRY_COMPARE_WITH_TIMEOUT(w.runsDock()->model()->index(row, RunListModel::StatusColumn).data().toString(),
                                  QString("finished"), 10000);
        QCOMPARE(w.transcriptDock()->runId(), runId);
        QTRY_VERIFY_WITH_TIMEOUT(w.transcriptDock()->model()->eventCount() > 0, 10000);
        bool report = false;
        for (int i = 0; i < w.transcriptDock()->model()->eventCount(); ++i)
            report = report || w.transcriptDock()->model()->event(i).text.contains("kiln-eval: candidate");
        QVERIFY(report);
        // A page opened afresh for the finished run reads the same rows from the store.
        RunPage fromStore(runId);
        QAbstractItemModelTester tester(fromStore.candidates(), kFatal);
        QTRY_VERIFY_WITH_TIMEOUT(fromStore.hasLoaded(), 20000);
        QCOMPARE(fromStore.candidates()->rowCount(), 3);
        QCOMPARE(fromStore.finalScores()->rowCount() > 0, true);
        // Double-click asks for the candidate.
        QSignalSpy activated(page, &RunPage::candidateActivated);
        emit page->table()->doubleClicked(page->candidates()->index(1, 0));
        QCOMPARE(activated.count(), 1);
        QVERIFY(activated.first().at(0).toLongLong() > 0);
        stepToTheThirdSubmission(w, runId);
    }

    void runDocksKeepTheirPlace()
    {
        {
            MainWindow w;
            w.show();
            auto* transcript = w.findChild<QDockWidget*>("TranscriptDock");
            auto* runs = w.findChild<QDockWidget*>("RunsDock");
            QVERIFY(transcript && runs);
            transcript->show();
            w.addDockWidget(Qt::RightDockWidgetArea, transcript);
            runs->raise();
            w.close();
        }
        MainWindow again;
        again.show();
        auto* transcript = again.findChild<QDockWidget*>("TranscriptDock");
        QVERIFY(transcript->isVisible());
        QCOMPARE(again.dockWidgetArea(transcript), Qt::RightDockWidgetArea);
    }

    // Every remembered choice comes back with its type: the settings file (INI on Linux) keeps them as text.
    void launchChoicesComeBackFromTheSettings()
    {
        LaunchChoices c;
        c.confine = false;
        c.agentOnHost = true;
        c.effort = "high";
        c.device = "cpu";
        c.executor = "ssh:box";
        c.iterations = 9;
        c.tasks = {"not/remembered"};
        c.remember();
        const LaunchChoices r = LaunchChoices::remembered();
        QVERIFY(!r.confine);
        QVERIFY(r.agentOnHost);
        QCOMPARE(r.effort, QString("high"));
        QCOMPARE(r.device, QString("cpu"));
        QCOMPARE(r.executor, QString("ssh:box"));
        QCOMPARE(r.iterations, 9);
        QVERIFY(r.tasks.isEmpty());
        LaunchChoices{}.remember(); // the defaults again for whatever runs next
        QVERIFY(LaunchChoices::remembered().confine);
    }
};

QTEST_MAIN(TstRunPage)
#include "tst_runpage.moc"
