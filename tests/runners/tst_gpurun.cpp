// Real harness output captured on an H200 (tests/data/gpu-runs/), read back through JsonLinesReader and
// folded into EvalResult the way the GUI and the store see it: the parser is tested on what the harness
// really prints, not on hand-written events.
#include "model/evaluation/evalresult.h"
#include "runners/jsonlinesreader.h"

#include <QFile>
#include <QTest>

using namespace kiln;

class TstGpuRun : public QObject
{
    Q_OBJECT
    QMap<QString, EvalResult> m_runs;

private slots:
    void initTestCase()
    {
        QFile f(KILN_TEST_DATA_DIR "/gpu-runs/2026-11-29-h200/results.jsonl");
        QVERIFY(f.open(QIODevice::ReadOnly));
        JsonLinesReader reader;
        // Fed in odd-sized chunks, as a pipe delivers them.
        const QByteArray all = f.readAll();
        int lines = 0;
        for (qsizetype i = 0; i < all.size(); i += 4093)
            for (const auto& item : reader.feed(all.mid(i, 4093))) {
                QVERIFY2(item.isJson, qPrintable(item.text));
                m_runs[item.object.value("request").toString()].apply(item.object);
                ++lines;
            }
        QVERIFY(reader.finish().isEmpty());
        QVERIFY(lines > 900);
    }

    void baselinePassesOnVisibleAndHidden()
    {
        const EvalResult& r = m_runs.value("A-correct__cuda2cuda__rmsnorm");
        QCOMPARE(r.verdict, QString("pass"));
        QCOMPARE(r.harness, QString("kiln-harness-cuda"));
        QCOMPARE(r.deviceName, QString("NVIDIA H200"));
        QCOMPARE(r.compile.status, GateStatus::Pass);
        QCOMPARE(r.compileOutputs.size(), 3);
        QCOMPARE(r.configs.size(), 8);
        int hidden = 0;
        for (const auto& c : r.configs) {
            QCOMPARE(c.correctness, GateStatus::Pass);
            hidden += c.hidden;
        }
        QCOMPARE(hidden, 5);
    }

    void mismatchKeepsTheWorstElement()
    {
        const EvalResult& r = m_runs.value("A-correct__cuda2cuda__reduce_sum");
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("mismatch"));
        QCOMPARE(r.correctness.status, GateStatus::Fail);
        const ConfigResult& c = r.configs.first();
        QCOMPARE(c.correctness, GateStatus::Fail);
        QCOMPARE(c.worst.size(), 1);
        QCOMPARE(c.worst[0].toObject().value("expected").toDouble(), 1048756.375);
        QVERIFY(c.correctnessMessage.contains("outside atol"));
    }

    void timedConfigurationsCarryTheRoofline()
    {
        const EvalResult& r = m_runs.value("B-perf__cuda2cuda__rmsnorm");
        QCOMPARE(r.verdict, QString("pass"));
        QCOMPARE(r.performance.status, GateStatus::Pass);
        QVERIFY(qAbs(r.speedupGeomean - 1.0) < 0.1); // the baseline against itself
        QCOMPARE(r.configs.size(), 3);
        const ConfigResult& big = r.configs.last();
        QCOMPARE(big.name, QString("prefill-16384x8192"));
        QVERIFY(big.timed);
        QVERIFY(big.candidate.medianMs > 0.1 && big.candidate.medianMs < 0.3);
        QVERIFY(big.fractionOfRoofline > 0.5 && big.fractionOfRoofline < 0.75);
        QVERIFY(big.achievedBytesPerS > 2.5e12);
        QCOMPARE(big.timedOutputsChecked, 12);
        QVERIFY(big.candidate.reps >= 10);
    }

    void timedOutputMismatchIsAFailure()
    {
        const EvalResult& r = m_runs.value("B-perf__cuda2cuda__prefix_scan");
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("timed_output_mismatch"));
        QCOMPARE(r.performance.status, GateStatus::Fail);
    }

    void requestKilledFromOutsideHasNoVerdict()
    {
        // run-all.sh's own 90 s limit killed this one: no done event, so no verdict, never a pass.
        const EvalResult& r = m_runs.value("A-correct__cuda2cuda__silu_mul");
        QVERIFY(!r.finished());
        QVERIFY(r.verdict.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstGpuRun)
#include "tst_gpurun.moc"
