// The candidate and diff pages on the offscreen platform, on the demo run recorded on an H200 (copied into
// a temporary data folder) plus a run made here whose first candidate does not compile: source with the
// compiler's messages on their lines, PTX from the run folder, the per-configuration table, a review that
// survives a new window, a diff of two real candidates and against the baseline, and a roofline click
// that opens the candidate.
#include "model/evaluation/speedupnoise.h"
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"
#include "ui/dialogs/kilntooldialog.h"
#include "ui/mainwindow.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/configresultsmodel.h"
#include "ui/models/reviewbadge.h"
#include "ui/pages/candidatepage.h"
#include "ui/pages/diffpage.h"
#include "visualization/codeview.h"
#include "visualization/diffview.h"
#include "visualization/rooflineplot.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolTip>

using namespace kiln;

namespace {

const char* kDemo = KILN_SOURCE_DIR "/resources/demo/h200-tune-2026-11-29";

bool copyTree(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = QDir(to).filePath(QDir(from).relativeFilePath(src));
        QDir().mkpath(QFileInfo(dst).path());
        if (!QFile::copy(src, dst))
            return false;
    }
    return true;
}

// softmax.cpp with an undeclared name on line 5 and an unused variable on line 9.
const char* kBroken = "#include <kiln/kernel_abi.h>\n"
                      "#include <cmath>\n"
                      "\n"
                      "static float row_max(const float* x, long n) {\n"
                      "    float m = foo;\n"
                      "    for (long i = 0; i < n; ++i) m = std::fmax(m, x[i]);\n"
                      "    return m;\n"
                      "}\n"
                      "static int unused_value = 3;\n";

} // namespace

class TstCandidatePage : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;
    qint64 m_broken = 0;
    qint64 m_away = 0;

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName("kiln-test");
        QApplication::setApplicationName("tst_candidatepage");
        QSettings().clear();
        // The demo store and run folder, copied: reviews are written into it.
        QVERIFY(m_data.isValid());
        QVERIFY(copyTree(kDemo, m_data.path()));
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());

        // A run made here: one candidate whose compile failed, committed to the run's repository.
        const QString runId = "20261129-220000-test";
        RunFolder folder(RunFolder::pathFor(runId));
        CandidateRepo repo;
        QString error;
        QVERIFY2(repo.open(folder.repoPath(), &error), qPrintable(error));
        const auto commit =
            repo.commit("host2host/softmax_rows", {{"softmax.cpp", QByteArray(kBroken)}}, "candidate 1", &error);
        QVERIFY2(commit, qPrintable(error));
        RunStore store;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        RunRecord run;
        run.id = runId;
        run.createdAt = QDateTime::currentDateTimeUtc();
        run.agent = "replay";
        run.status = "finished";
        run.folder = folder.path();
        QVERIFY2(store.addRun(run, &error), qPrintable(error));
        CandidateRecord c;
        c.runId = runId;
        c.taskId = "host2host/softmax_rows";
        c.seq = 1;
        c.commitId = *commit;
        c.createdAt = QDateTime::currentDateTimeUtc();
        c.configs = "visible";
        c.verdict = "fail";
        c.reason = "compile";
        c.harness = "kiln-harness-host";
        EvalResult r;
        r.verdict = "fail";
        r.reason = "compile";
        r.compile = GateResult{GateStatus::Fail, "compile", "the candidate did not compile", 0.8};
        const QString path = folder.evalPath(c.taskId, 1) + "/softmax.cpp";
        r.compileOutputs << CompileOutput{
            "candidate", "c++ -shared " + path,
            path + ": In function 'float row_max(const float*, long int)':\n" + path +
                ":5:15: error: 'foo' was not declared in this scope\n"
                "    5 |     float m = foo;\n"
                "      |               ^~~\n" +
                path + "(9): warning #177-D: variable \"unused_value\" was declared but never referenced\n",
            GateStatus::Fail};
        m_broken = store.addCandidate(c, r, &error);
        QVERIFY2(m_broken > 0, qPrintable(error));
        // An IR diagnostics finding on line 6 (the loop), as the diagnostics step stores it.
        Finding f;
        f.code = "LOCAL_MEMORY";
        f.severity = FindingSeverity::Report;
        f.kernel = "row_max";
        f.file = path;
        f.line = 6;
        f.lines = {6};
        f.message = "64 bytes of local memory per thread";
        f.hint = "keep the row in registers";
        QVERIFY2(store.setDiagnostics(m_broken, {f}, &error), qPrintable(error));

        // A run whose folder stayed on the GPU host: only the store was copied here.
        RunRecord away = run;
        away.id = "20261129-230000-away";
        away.folder = "/gpu-host/kiln-data/runs/20261129-230000-away";
        QVERIFY2(store.addRun(away, &error), qPrintable(error));
        c.runId = away.id;
        r.flags << EvalFlag{"process_sensitive", "1M", "the candidate's median moved by 3.3% from process to process"};
        r.deviceName = "NVIDIA H200";
        r.gpu = "1"; // timed on the pool's second GPU
        m_away = store.addCandidate(c, r, &error);
        QVERIFY2(m_away > 0, qPrintable(error));
    }

    void aRunFolderElsewhereIsSaidNotHidden()
    {
        CandidatePage page(storePath(), m_away);
        QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 20000);
        QVERIFY(page.data().error.isEmpty());
        QVERIFY(page.data().sources.isEmpty());
        const QString notes = page.data().notes.join(' ');
        QVERIFY2(notes.contains("/gpu-host/kiln-data/runs/20261129-230000-away) is not on this machine"),
                 qPrintable(notes));
        QVERIFY2(notes.contains(RunFolder::pathFor("20261129-230000-away")),
                 qPrintable(notes));                                      // where to copy it
        QCOMPARE(page.gatesTable()->item(0, 1)->text(), QString("fail")); // what the store has is still shown
        // A flag with the configuration it is about and what the harness said.
        QCOMPARE(page.gatesTable()->item(3, 0)->text(), QString("flag"));
        QCOMPARE(page.gatesTable()->item(3, 1)->text(), QString("process_sensitive (1M)"));
        QVERIFY(page.gatesTable()->item(3, 3)->text().contains("moved by 3.3% from process to process"));
        QVERIFY2(page.summaryText().contains("NVIDIA H200 · GPU 1"),
                 qPrintable(page.summaryText())); // where it was timed
    }

    // A host candidate timed below T_SOL: on assumed ceilings the page says they are a guess and how to
    // measure them; on calibrated ones it points at the task's counts instead.
    void beyondTheRooflineSaysWhereTheCeilingsCameFrom()
    {
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        auto add = [&](const QString& ceilings) {
            CandidateRecord c;
            c.runId = "20261129-230000-away";
            c.taskId = "host2host/reduce_sum_f32";
            c.seq = ceilings.startsWith("assumed") ? 2 : 3;
            c.configs = "visible";
            c.verdict = "pass";
            EvalResult r;
            r.verdict = "pass";
            r.harness = "kiln-harness-host";
            r.deviceName = "Intel(R) Xeon(R) Processor";
            r.ceilings = ceilings;
            r.compile.status = r.correctness.status = r.performance.status = GateStatus::Pass;
            ConfigResult cfg;
            cfg.name = "16M";
            cfg.correctness = GateStatus::Pass;
            cfg.timed = true;
            cfg.candidate.medianMs = 2.0;
            cfg.baseline.medianMs = 2.2;
            cfg.speedup = 1.1;
            cfg.tSolMs = 2.8;
            cfg.fractionOfRoofline = 1.4; // 2.8 ms of T_SOL in 2.0 ms
            r.configs << cfg;
            const qint64 id = store.addCandidate(c, r, &error);
            return id;
        };
        const qint64 assumed = add("assumed"), calibrated = add("calibrated 2026-12-01");
        QVERIFY2(assumed > 0 && calibrated > 0, qPrintable(error));
        CandidatePage page(storePath(), assumed);
        QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 20000);
        QVERIFY2(page.summaryText().contains("Beyond the roofline on 16M (140%)"), qPrintable(page.summaryText()));
        QVERIFY2(page.summaryText().contains("assumed, not measured: run `kiln calibrate`"),
                 qPrintable(page.summaryText()));
        CandidatePage after(storePath(), calibrated);
        QTRY_VERIFY_WITH_TIMEOUT(after.isLoaded(), 20000);
        QVERIFY2(after.summaryText().contains("(calibrated 2026-12-01 ceilings)"), qPrintable(after.summaryText()));
        QVERIFY(!after.summaryText().contains("assumed"));
    }

    void readsCompilerOutputWithTheModelParsers()
    {
        // The page reads messages and resources through model/diagnostics' parsers (one parser for kiln-eval,
        // the rules and the views).
        CandidateData d;
        EvalResult r;
        r.compileOutputs << CompileOutput{
            "candidate", "nvcc",
            "/x/eval/t/1/k.cu(12): error: identifier \"q\" is undefined\n"
            "k.hip:3:7: warning: unused variable 'z' [-Wunused-variable]\n"
            "ptxas info    : Compiling entry function '_Z15gemm_bf16_naivePK13__nv_bfloat16S1_PS_lll' for "
            "'sm_90'\n"
            "ptxas info    : Function properties for _Z15gemm_bf16_naivePK13__nv_bfloat16S1_PS_lll\n"
            "    16 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads\n"
            "ptxas info    : Used 40 registers, used 1 barriers, 2048 bytes smem, 400 bytes cmem[0]\n",
            GateStatus::Fail};
        d.eval = r;
        const auto m = d.compilerMessages();
        QVERIFY(m.size() >= 2);
        QCOMPARE(m[0].line, 12);
        QCOMPARE(m[0].severity, QString("error"));
        QCOMPARE(matchSourceFile(m[0].file, {"other.cu", "k.cu"}), QString("k.cu"));
        QCOMPARE(m[1].column, 7);
        QCOMPARE(m[1].severity, QString("warning"));
        const auto k = d.resourceUsage();
        QCOMPARE(k.size(), qsizetype(1));
        QCOMPARE(k[0].registers, 40);
        QCOMPARE(k[0].sharedBytes, 2048);
        QCOMPARE(k[0].spillStores, 8);
        QCOMPARE(k[0].spillLoads, 4);
        QCOMPARE(k[0].stackFrame, 16);
        QCOMPARE(k[0].arch, QString("sm_90"));
        // A finding that names no file belongs to the only source file.
        Finding f;
        f.line = 4;
        QCOMPARE(findingLines(f, "k.cu", {"k.cu"}), QList<int>{4});
        QCOMPARE(findingLines(f, "k.cu", {"k.cu", "a.cu"}), QList<int>());
    }

    void compileErrorsAreMarkedOnTheirLines()
    {
        CandidatePage page(storePath(), m_broken);
        page.resize(1200, 800);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 20000);
        QVERIFY2(page.data().error.isEmpty(), qPrintable(page.data().error));
        CodeView* view = page.sourceView(0);
        QVERIFY(view);
        QVERIFY(view->toPlainText().contains("float m = foo;"));
        QCOMPARE(view->markerLines(), (QList<int>{5, 6, 9}));
        QVERIFY(view->markerText(5).contains("error (column 15): 'foo' was not declared"));
        QVERIFY(view->markerText(9).startsWith("warning"));
        // The stored IR diagnostics finding, on its line, with its hint.
        QVERIFY2(view->markerText(6).contains("report LOCAL_MEMORY (row_max): 64 bytes of local memory per thread "
                                              "— keep the row in registers"),
                 qPrintable(view->markerText(6)));
        QVERIFY(page.codeTabs()->tabText(0).contains("1 error"));
        QVERIFY(page.codeTabs()->tabText(0).contains("1 finding"));
        // Hovering the marked line shows the message.
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.codeTabs()->setCurrentIndex(0);
        view->scrollToLine(1);
        const QTextBlock block = view->document()->findBlockByNumber(4);
        const QRect rect = view->cursorRect(QTextCursor(block)); // viewport coordinates
        const QPoint inViewport(20, rect.center().y());
        QHelpEvent help(QEvent::ToolTip, view->viewport()->mapTo(view, inViewport),
                        view->viewport()->mapToGlobal(inViewport));
        QApplication::sendEvent(view, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains("'foo' was not declared"), qPrintable(QToolTip::text()));
        // The gate summary says why.
        QCOMPARE(page.gatesTable()->item(0, 1)->text(), QString("fail"));
        QVERIFY(page.gatesTable()->item(0, 3)->text().contains("did not compile"));
    }

    void demoCandidateShowsSourcePtxResourcesAndResults()
    {
        // Candidate 11: the best of gemv_decode (BLOCK=64), re-scored on visible and hidden configurations.
        CandidatePage page(storePath(), 11);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.isLoaded(), 20000);
        const CandidateData& d = page.data();
        QVERIFY2(d.error.isEmpty(), qPrintable(d.error));
        QCOMPARE(d.record.taskId, QString("cuda2cuda/gemv_decode"));
        QCOMPARE(d.previousId, qint64(7));
        QCOMPARE(d.bestId, qint64(11));
        QVERIFY(page.sourceView(0)->toPlainText().contains("gemv_warp_per_row"));
        QVERIFY(page.ptxView());
        QVERIFY(page.ptxView()->toPlainText().contains(".maxntid 64, 1, 1"));
        QVERIFY(d.sass.isEmpty()); // the H200 host had no cuobjdump: the tab says how to get it
        QVERIFY(!d.cubins.isEmpty());
        bool sassNote = false;
        for (int i = 0; i < page.codeTabs()->count(); ++i)
            if (page.codeTabs()->tabText(i).startsWith("SASS"))
                sassNote = qobject_cast<QLabel*>(page.codeTabs()->widget(i)) &&
                           qobject_cast<QLabel*>(page.codeTabs()->widget(i))->text().contains("cuobjdump -sass");
        QVERIFY(sassNote);
        // ptxas -v: the candidate's kernel first, then the baseline's.
        QTableWidget* res = page.resourcesTable();
        QVERIFY(res->rowCount() >= 2);
        QCOMPARE(res->item(0, 0)->text(), QString("candidate"));
        QCOMPARE(res->item(0, 1)->text(), QString("gemv_warp_per_row"));
        QVERIFY(res->item(0, 3)->text().toInt() > 0);
        // Four visible and four hidden configurations, each timed.
        ConfigResultsModel* model = page.configModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 8);
        int hidden = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            hidden += model->index(r, ConfigResultsModel::Set).data(ConfigResultsModel::ValueRole).toBool();
            QVERIFY(model->index(r, ConfigResultsModel::Time).data(ConfigResultsModel::ValueRole).toDouble() > 0);
            // "1.029×", or "1.029× ~" within noise.
            QVERIFY(model->index(r, ConfigResultsModel::Speedup).data().toString().contains("×"));
        }
        QCOMPARE(hidden, 4);
    }

    // A placement-sampled time (the harness timed the kernel at many buffer addresses) says so where the
    // time is shown, with the median of all calls beside it, the SM clock where it was measured, and each
    // process's median where several timed it.
    void sampledTimeSaysItIsAMean()
    {
        EvalResult r;
        ConfigResult sampled, plain;
        sampled.name = "square-4k";
        sampled.timed = plain.timed = true;
        sampled.candidate.medianMs = 34.7;
        sampled.candidate.placements = 136;
        sampled.candidate.callsMedianMs = 36.75;
        sampled.candidate.smClockMhz = 1975.4;
        sampled.candidate.processMediansMs = {34.5, 34.9};
        plain.name = "square-2k";
        plain.candidate.medianMs = 3.4;
        r.configs = {sampled, plain};
        ConfigResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResult(r);
        const QString tip = model.index(0, ConfigResultsModel::Time).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains("Mean over 136 buffer addresses") && tip.contains("36.8 ms"), qPrintable(tip));
        QVERIFY2(tip.contains("SM clock 1975 MHz"), qPrintable(tip)); // the clock the harness measured
        QVERIFY2(tip.contains("Mean over 2 worker processes") && tip.contains("34.5 ms, 34.9 ms"), qPrintable(tip));
        QVERIFY(model.index(1, ConfigResultsModel::Time).data(Qt::ToolTipRole).toString().isEmpty());
    }

    void acceptWithCommentSurvivesANewWindow()
    {
        {
            MainWindow w;
            w.show();
            QSignalSpy reviewed(&w, &MainWindow::candidateReviewed);
            w.openCandidate(11);
            CandidatePage* page = w.candidatePage(11);
            QVERIFY(page);
            QTRY_VERIFY_WITH_TIMEOUT(page->isLoaded(), 20000);
            QVERIFY(!page->data().review);
            QTest::keyClicks(page->reviewComment(), "BLOCK=64 wins on the 128k-row lm head");
            QTest::mouseClick(page->reviewButton("accept"), Qt::LeftButton);
            QTRY_COMPARE_WITH_TIMEOUT(reviewed.count(), 1, 10000);
            QCOMPARE(reviewed.first().at(0).toLongLong(), qint64(11));
            QCOMPARE(reviewed.first().at(1).toString(), QString("accept"));
            // The tab carries the verdict's dot.
            QVERIFY(!w.pages()->tabIcon(w.pages()->indexOf(page)).isNull());
        }
        RunStore store;
        QString error;
        QVERIFY(store.open(storePath(), &error));
        const auto review = store.review(11);
        QVERIFY(review);
        QCOMPARE(review->verdict, QString("accept"));
        QCOMPARE(review->comment, QString("BLOCK=64 wins on the 128k-row lm head"));
        QCOMPARE(store.reviews("20261129-184253-1196").value(11).verdict, QString("accept"));

        MainWindow again;
        again.show();
        again.openCandidate(11);
        CandidatePage* page = again.candidatePage(11);
        QTRY_VERIFY_WITH_TIMEOUT(page->isLoaded(), 20000);
        QVERIFY(page->data().review);
        QCOMPARE(page->data().review->verdict, QString("accept"));
        QCOMPARE(page->reviewComment()->text(), QString("BLOCK=64 wins on the 128k-row lm head"));
    }

    void diffOfTwoRealCandidatesAndAgainstTheBaseline()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        {
            RunStore store; // a review to find in the pickers (the same one the test above gives by hand)
            QString error;
            QVERIFY(store.open(storePath(), &error));
            QVERIFY(store.setReview(
                11, {"accept", "BLOCK=64 wins on the 128k-row lm head", QDateTime::currentDateTimeUtc()}));
            // Diagnostics: 7 has a finding 11 has not, 11 one on line 3 of its source.
            Finding gone, fresh;
            gone.code = "HIGH_REGISTERS";
            gone.severity = FindingSeverity::Hint;
            gone.kernel = "gemv_warp_per_row";
            gone.message = "many registers";
            fresh.code = "UNCOALESCED_GLOBAL";
            fresh.severity = FindingSeverity::Report;
            fresh.kernel = "gemv_warp_per_row";
            fresh.file = "/gpu-host/eval/gemv_decode.cu";
            fresh.line = 3;
            fresh.lines = {3};
            fresh.message = "strided loads";
            QVERIFY(store.setDiagnostics(7, {gone}, &error));
            QVERIFY(store.setDiagnostics(11, {fresh}, &error));
        }
        // Candidate 7 (BLOCK=256, the source's default) against 11 (BLOCK=64): same source, so the PTX.
        w.openDiff(7, 11);
        DiffPage* page = w.diffPage();
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(page->isLoaded() && page->diffView()->isReady(), 20000);
        QCOMPARE(page->shown(), DiffPage::Show::Ptx);
        QVERIFY(page->note()->text().contains("BLOCK=64"));
        QVERIFY(page->note()->text().contains("identical"));
        QVERIFY(page->diffView()->leftView()->toPlainText().contains(".maxntid 256, 1, 1"));
        QVERIFY(page->diffView()->rightView()->toPlainText().contains(".maxntid 64, 1, 1"));
        QVERIFY(page->diffView()->changeCount() > 0);
        // The deltas: the four visible configurations both measured, speedup, roofline, ptxas figures.
        const QList<MetricDelta> deltas = candidateDeltas(page->left(), page->right());
        QVERIFY2(deltas.size() >= 4 + 2 + 4, qPrintable(QString::number(deltas.size())));
        QVERIFY(deltas.first().name.startsWith("time · "));
        QCOMPARE(page->diffView()->metricsView()->rowCount(), int(deltas.size()));
        QCOMPARE(page->diffView()->metricsView()->findingCount(), 2); // one appeared, one disappeared
        // The pickers list every candidate of the task, and the baseline.
        QCOMPARE(page->rightPicker()->count(), 1 + 6);
        QCOMPARE(page->rightPicker()->currentData().toLongLong(), qint64(11));
        QCOMPARE(page->leftPicker()->currentData().toLongLong(), qint64(7));
        // The review shows in the pickers too.
        QCOMPARE(page->rightPicker()->itemData(page->rightPicker()->currentIndex(), ReviewRole).toString(),
                 QString("accept"));
        QVERIFY(!page->rightPicker()->itemIcon(page->rightPicker()->currentIndex()).isNull());

        // The source view of the same pair: identical.
        page->setShow(DiffPage::Show::Source);
        QTRY_VERIFY_WITH_TIMEOUT(page->diffView()->isReady(), 20000);
        QVERIFY(page->diffView()->diff().identical());
        // 11's finding marks its line on the right (inside the fold of the identical text: the fold line).
        QCOMPARE(page->diffView()->leftView()->markerLines(), QList<int>());
        QCOMPARE(page->diffView()->rightView()->markerLines().size(), qsizetype(1));
        const int marked = page->diffView()->rightView()->markerLines().first();
        QVERIFY2(page->diffView()->rightView()->markerText(marked).contains("UNCOALESCED_GLOBAL"),
                 qPrintable(page->diffView()->rightView()->markerText(marked)));
        page->diffView()->expandAllFolds();
        QCOMPARE(page->diffView()->rightView()->markerLines(), QList<int>{3});

        // Against the task's baseline (read from the bundled suite's folder).
        w.openDiff(0, 11);
        QTRY_VERIFY_WITH_TIMEOUT(page->isLoaded() && page->diffView()->isReady(), 20000);
        QVERIFY(page->left().isBaseline());
        QVERIFY2(page->left().error.isEmpty(), qPrintable(page->left().error));
        QFile baseline(KILN_SOURCE_DIR "/resources/tasks/cuda2cuda/gemv_decode/gemv_decode.cu");
        QVERIFY(baseline.open(QIODevice::ReadOnly));
        QCOMPARE(page->left().sources.value(0).text, QString::fromUtf8(baseline.readAll()));
        QCOMPARE(w.pages()->count(), 2); // welcome + one diff page, reused
    }

    void rooflineClickOpensTheCandidate()
    {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        w.openTask("cuda2cuda/gemv_decode");
        RooflinePlot* plot = w.roofline();
        QTRY_VERIFY_WITH_TIMEOUT(!plot->points().isEmpty(), 20000);
        auto* dock = w.findChild<QDockWidget*>("RooflineDock");
        QTRY_VERIFY(dock->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        plot->replot();
        // A candidate's point that no other point covers (baselines have no candidate to open).
        int index = -1;
        for (int i = 0; i < plot->points().size() && index < 0; ++i)
            if (!plot->points()[i].candidateId.isEmpty() && plot->pointAt(plot->pixelPosition(i).toPoint()) == i)
                index = i;
        QVERIFY2(index >= 0, "no candidate point is drawn on top");
        const qint64 id = plot->points()[index].candidateId.toLongLong();
        QTest::mouseClick(plot, Qt::LeftButton, {}, plot->pixelPosition(index).toPoint());
        auto* page = qobject_cast<CandidatePage*>(w.pages()->currentWidget());
        QVERIFY(page);
        QCOMPARE(page->candidateId(), id);
        QTRY_VERIFY_WITH_TIMEOUT(page->isLoaded(), 20000);
        QCOMPARE(page->data().record.taskId, QString("cuda2cuda/gemv_decode"));
        QCOMPARE(plot->selectedCandidate(), QString::number(id));
    }

    // Noise is not a result: on the demo (recorded before intervals were stored, so its quartile spreads
    // stand in), no speedup in the run's candidate list, its final scores or a candidate's configurations is
    // green unless its interval lies above 1; the unchanged gemm_bf16 baseline at 1.110x reads within noise.
    void demoShowsNoGreenWithinNoise()
    {
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        const QString run = "20261129-184253-1196";
        CandidateListModel list;
        QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        list.appendStored(store.candidatesAfter(run, 0, 1000), {});
        QVERIFY(list.rowCount() >= 16);
        const QColor green(0x2e, 0x7d, 0x32);
        int withinNoise = 0;
        for (int i = 0; i < list.rowCount(); ++i) {
            const QModelIndex speed = list.index(i, CandidateListModel::SpeedupColumn);
            if (list.row(i).speedup <= 0)
                continue;
            const Speed s = classifySpeed(list.row(i).speedupCi);
            QVERIFY2(s != Speed::Unknown, qPrintable(list.row(i).taskId));
            QCOMPARE(speed.data(Qt::ForegroundRole).value<QBrush>().color() == green, s == Speed::Faster);
            if (s == Speed::WithinNoise) {
                ++withinNoise;
                QVERIFY(speed.data().toString().endsWith(" ~"));
                QVERIFY(speed.data(Qt::ToolTipRole).toString().contains("within noise"));
            }
            if (list.row(i).taskId == "cuda2cuda/gemm_bf16" && list.row(i).seq == 1)
                QCOMPARE(s, Speed::WithinNoise); // the unchanged baseline, 1.110x
        }
        QVERIFY(withinNoise > 0);
        for (const CandidateRecord& c : store.candidates(run)) {
            if (c.role == "agent")
                continue;
            ConfigResultsModel configs;
            configs.setResult(store.evaluation(c.id));
            for (int i = 0; i < configs.rowCount(); ++i) {
                const QModelIndex speed = configs.index(i, ConfigResultsModel::Speedup);
                const QVariant brush = speed.data(Qt::ForegroundRole);
                if (brush.isValid() && brush.value<QBrush>().color() == QColor(0x2e, 0x7d, 0x32))
                    QVERIFY2(!speed.data().toString().endsWith(" ~"), qPrintable(speed.data().toString()));
            }
        }
    }

    void screenshotsOfTheNewPages()
    {
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        QString error;
        for (const char* name : {"candidate", "diff", "roofline"}) {
            QVERIFY2(w.showPage(name, {}, &error), qPrintable(error));
            QTemporaryDir tmp;
            QVERIFY2(w.saveScreenshot(tmp.filePath("p.png"), &error), qPrintable(error));
            QCOMPARE(QImage(tmp.filePath("p.png")).size(), QSize(1200, 800));
        }
        // The best scored candidate of the demo: gemv_decode's BLOCK=64.
        QVERIFY(w.candidatePage(11));
        QVERIFY(!w.showCandidatePage("candidate", 999999, &error));
        QVERIFY2(error.contains("no candidate 999999"), qPrintable(error));
    }

    // Last: the dispatch it starts records a run of its own (its evaluation ends in an error without a GPU),
    // whose candidates the pickers above would count.
    void exportPatchAndBuildDispatcherFollowTheirCommands()
    {
        qputenv("KILN_PROGRAM", KILN_BINARY); // this test's own binary is not kiln
        MainWindow w;
        w.show();
        w.openCandidate(11);
        CandidatePage* page = w.candidatePage(11);
        QTRY_VERIFY_WITH_TIMEOUT(page->isLoaded(), 20000);
        QVERIFY(page->exportPatchButton()->isEnabled());
        QVERIFY(page->buildDispatcherButton()->isEnabled());
        // The patch: the real `kiln export-patch`, its outcome in the dialog, the evidence in the file.
        QTemporaryDir out;
        const QString file = out.filePath("candidate-11.patch");
        KilnToolDialog* exported = page->exportPatchTo(file);
        QSignalSpy done(exported, &KilnToolDialog::finished);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        QVERIFY2(done.first().at(0).toInt() == 0, qPrintable(exported->output()->toPlainText()));
        QCOMPARE(exported->status()->text(), QString("done"));
        QFile patch(file);
        QVERIFY(patch.open(QIODevice::ReadOnly));
        const QByteArray text = patch.readAll();
        QVERIFY(text.contains("Subject: [PATCH] cuda2cuda/"));
        QVERIFY(text.contains("Kiln-Candidate: 11"));
        QVERIFY(text.contains("NVIDIA H200"));
        // The dispatcher: its decision table shows as the command prints it, and Stop ends it (no GPU here
        // to evaluate it on; the window never waited for it).
        KilnToolDialog* dispatch = page->buildDispatcher();
        QSignalSpy ended(dispatch, &KilnToolDialog::finished);
        QTRY_VERIFY2_WITH_TIMEOUT(dispatch->output()->toPlainText().contains("decision table (visible configurations"),
                                  qPrintable(dispatch->output()->toPlainText()), 60000);
        if (dispatch->isRunning())
            QTest::mouseClick(dispatch->findChild<QPushButton*>("KilnToolStop"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 60000);
        QVERIFY(!dispatch->status()->text().contains("running"));
    }
};

QTEST_MAIN(TstCandidatePage)
#include "tst_candidatepage.moc"
