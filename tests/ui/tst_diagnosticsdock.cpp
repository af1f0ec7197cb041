// The Diagnostics dock: its model under QAbstractItemModelTester, sorting (most severe first), the text
// and severity filters, the jump-to-line signal, a stored candidate's findings loaded off the GUI thread,
// and a SASS listing parsed off the GUI thread (the event loop keeps turning meanwhile).
#include "model/diagnostics/sassparser.h"
#include "model/store/runstore.h"
#include "ui/docks/diagnosticsdock.h"
#include "ui/models/diagnosticsdockmodel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kiln;

namespace {

QList<Finding> sample()
{
    Finding hint{
        "HIGH_REGISTERS", FindingSeverity::Hint, "gemm", "/w/gemm.cu", 12, {12}, "gemm: 168 registers per thread",
        "fewer"};
    Finding spill{"REG_SPILL", FindingSeverity::Report,       "gemm",      "/w/gemm.cu", 40,
                  {40, 44},    "gemm: 96 bytes spill stores", "keep fewer"};
    Finding error{"COMPILE_ERROR",
                  FindingSeverity::Blocking,
                  "",
                  "/w/gemm.cu",
                  7,
                  {7},
                  "nvcc: identifier \"x\" is undefined",
                  ""};
    Finding narrow{"NARROW_GLOBAL_LOADS",
                   FindingSeverity::Report,
                   "copy",
                   "/w/copy.cu",
                   9,
                   {9},
                   "copy: widest global load 32 bits",
                   ""};
    return {hint, spill, error, narrow};
}

} // namespace

class TestDiagnosticsDock : public QObject
{
    Q_OBJECT

private slots:
    void modelPassesTheTester()
    {
        DiagnosticsDockModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        DiagnosticsFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setFindings(3, sample());
        model.appendFindings(4, sample().mid(0, 2));
        QCOMPARE(model.rowCount(), 6);
        proxy.setText("gemm");
        proxy.setMaximumSeverity(FindingSeverity::Report);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }
    void sortsFiltersAndJumps()
    {
        DiagnosticsDock dock;
        dock.showFindings(42, sample(), "candidate 42");
        QTableView* v = dock.view();
        QCOMPARE(v->model()->rowCount(), 4);
        // Most severe first by default.
        QCOMPARE(v->model()->index(0, DiagnosticsDockModel::CodeColumn).data().toString(),
                 QStringLiteral("COMPILE_ERROR"));
        QCOMPARE(v->model()->index(3, DiagnosticsDockModel::CodeColumn).data().toString(),
                 QStringLiteral("HIGH_REGISTERS"));
        QCOMPARE(v->model()->index(1, DiagnosticsDockModel::LocationColumn).data().toString().contains(':'), true);
        v->sortByColumn(DiagnosticsDockModel::SeverityColumn, Qt::DescendingOrder);
        QCOMPARE(v->model()->index(0, DiagnosticsDockModel::CodeColumn).data().toString(),
                 QStringLiteral("HIGH_REGISTERS"));
        dock.proxy()->setText("spill gemm");
        QCOMPARE(v->model()->rowCount(), 1);
        dock.proxy()->setText(QString());
        dock.proxy()->setMaximumSeverity(FindingSeverity::Blocking);
        QCOMPARE(v->model()->rowCount(), 1);
        dock.proxy()->setMaximumSeverity(FindingSeverity::Hint);
        dock.proxy()->setText("copy.cu");
        QCOMPARE(v->model()->rowCount(), 1);

        QSignalSpy jumped(&dock, &DiagnosticsDock::findingActivated);
        emit v->activated(v->model()->index(0, 0));
        QCOMPARE(jumped.size(), 1);
        QCOMPARE(jumped[0][0].toLongLong(), 42);
        QCOMPARE(jumped[0][1].toString(), QStringLiteral("/w/copy.cu"));
        QCOMPARE(jumped[0][2].toInt(), 9);
    }
    void loadsAStoredCandidateOffTheGuiThread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("kiln.sqlite");
        qint64 id = 0;
        {
            RunStore store;
            QString error;
            QVERIFY2(store.open(path, &error), qPrintable(error));
            RunRecord run;
            run.id = "run-diag";
            run.createdAt = QDateTime::currentDateTimeUtc();
            run.agent = "replay";
            run.status = "finished";
            QVERIFY2(store.addRun(run, &error), qPrintable(error));
            CandidateRecord c;
            c.runId = run.id;
            c.taskId = "cuda2cuda/gemm_bf16";
            c.seq = 1;
            c.createdAt = run.createdAt;
            EvalResult r;
            r.verdict = "pass";
            r.findings = sample();
            id = store.addCandidate(c, r, &error);
            QVERIFY2(id > 0, qPrintable(error));
            // What the candidate page's markers read: file, lines, severity, message, in the stored order.
            const QList<Finding> back = store.diagnostics(id);
            QCOMPARE(back.size(), 4);
            QCOMPARE(back[1].code, QStringLiteral("REG_SPILL"));
            QCOMPARE(back[1].lines, (QList<int>{40, 44}));
            QCOMPARE(back[1].kernel, QStringLiteral("gemm"));
            QCOMPARE(store.evaluation(id).findings.size(), 4);
            QVERIFY(store.setDiagnostics(id, sample().mid(0, 1), &error));
            QCOMPARE(store.diagnostics(id).size(), 1);
            QVERIFY(store.setDiagnostics(id, sample(), &error));
        }
        DiagnosticsDock dock;
        QSignalSpy loaded(&dock, &DiagnosticsDock::loaded);
        dock.showCandidate(path, id, "gemm_bf16 #1");
        QVERIFY(dock.isLoading());
        QVERIFY(loaded.wait(10000));
        QCOMPARE(dock.model()->rowCount(), 4);
        QCOMPARE(dock.model()->candidate(0), id);
        QVERIFY(dock.statusText().contains("4 finding"));
    }
    void bigSassListingParsesWithoutBlocking()
    {
        // A real cuobjdump listing repeated to ~8 MB (one kernel per copy).
        QFile f(QStringLiteral(KILN_TEST_DATA_DIR "/diff/scale_left.sass"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray one = f.readAll();
        QTemporaryDir dir;
        const QString path = dir.filePath("big.sass");
        QFile big(path);
        QVERIFY(big.open(QIODevice::WriteOnly));
        int copies = 0;
        while (big.size() < 8 * 1024 * 1024) {
            big.write(one);
            ++copies;
        }
        big.close();
        DiagnosticsDock dock;
        QSignalSpy loaded(&dock, &DiagnosticsDock::loaded);
        int ticks = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, [&] { ++ticks; });
        tick.start(1);
        dock.analyseSassFile(path, {"memory-bound"});
        QVERIFY(loaded.wait(30000));
        QVERIFY(ticks > 0); // the event loop ran while the listing was parsed
        QVERIFY2(dock.statusText().contains(QStringLiteral("%1 kernel").arg(1)) || dock.statusText().contains("kernel"),
                 qPrintable(dock.statusText()));
        // Every copy names the same kernel: the facts merge into one; the narrow-load rule fires on it.
        QVERIFY(dock.model()->rowCount() >= 1);
        QCOMPARE(dock.model()->finding(0).code, QStringLiteral("NARROW_GLOBAL_LOADS"));
    }
};

QTEST_MAIN(TestDiagnosticsDock)
#include "tst_diagnosticsdock.moc"
