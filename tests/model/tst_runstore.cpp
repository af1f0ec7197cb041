// The run store: migrations, round trips of everything a candidate's evaluation holds, reviews, and crash
// safety: a writer killed with SIGKILL loses nothing it committed, and its run comes back as interrupted.
#include "model/evaluation/speedupnoise.h"
#include "model/store/migrations.h"
#include "model/store/runstore.h"
#include "runners/jsonlinesreader.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cmath>
#include <mutex>
#include <thread>
#include <tuple>

using namespace kiln;

namespace {

// A real evaluation: the H200 run's rmsnorm performance events (tests/data/gpu-runs).
EvalResult capturedEvaluation(const QString& request)
{
    QFile f(KILN_TEST_DATA_DIR "/gpu-runs/2026-11-29-h200/results.jsonl");
    f.open(QIODevice::ReadOnly);
    JsonLinesReader reader;
    EvalResult r;
    for (const auto& item : reader.feed(f.readAll()))
        if (item.object.value("request").toString() == request)
            r.apply(item.object);
    return r;
}

// Writer mode (the test starts itself with KILN_STORE_WRITER set): adds candidates forever, reporting each
// commit on stdout, until the parent kills it.
int runWriter(const QString& path)
{
    RunStore store;
    QString error;
    if (!store.open(path, &error))
        return 1;
    RunRecord run{"crash-run", {}, "tune", {}, "agentic", "running", {}, "local", {}, {}, {}, {}};
    store.addRun(run);
    const EvalResult r = capturedEvaluation("B-perf__cuda2cuda__rmsnorm");
    for (int i = 1;; ++i) {
        CandidateRecord c;
        c.runId = "crash-run";
        c.taskId = "cuda2cuda/rmsnorm";
        c.seq = i;
        if (store.addCandidate(c, r) > 0)
            std::printf("committed %d\n", i);
        std::fflush(stdout);
        QThread::msleep(5);
    }
}

} // namespace

class TstRunStore : public QObject
{
    Q_OBJECT
private slots:
    void createsAndMigrates()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath("kiln.sqlite"), &error), qPrintable(error));
        QCOMPARE(store.schemaVersion(), storeSchemaVersion());
        QSqlDatabase raw = QSqlDatabase::addDatabase("QSQLITE", "raw");
        raw.setDatabaseName(dir.filePath("kiln.sqlite"));
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec("PRAGMA journal_mode") && q.next());
        QCOMPARE(q.value(0).toString(), QString("wal"));
        // Opening again applies nothing and keeps the version.
        RunStore again;
        QVERIFY(again.open(dir.filePath("kiln.sqlite"), &error));
        QCOMPARE(again.schemaVersion(), storeSchemaVersion());
        // A database from a newer Kiln is refused with a reason, not damaged.
        QVERIFY(q.exec("UPDATE meta SET value = '999' WHERE key = 'schema_version'"));
        raw.close();
        RunStore newer;
        QVERIFY(!newer.open(dir.filePath("kiln.sqlite"), &error));
        QVERIFY2(error.contains("newer Kiln"), qPrintable(error));
    }

    // Several connections open an old store at once (the window, its worker threads and the store writer
    // do at start): each migration step happens once, the others wait for it and find it done.
    void concurrentOpensMigrateOnce()
    {
        const QString old = QStringLiteral(KILN_TEST_DATA_DIR "/../../resources/demo/h200-tune-2026-11-29/kiln.sqlite");
        QVERIFY(QFile::exists(old));
        for (int round = 0; round < 12; ++round) {
            QTemporaryDir dir;
            const QString path = dir.filePath("kiln.sqlite");
            QVERIFY(QFile::copy(old, path));
            QStringList errors;
            std::mutex lock;
            std::vector<std::thread> threads;
            for (int k = 0; k < 4; ++k)
                threads.emplace_back([&] {
                    RunStore store;
                    QString error;
                    const bool ok = store.open(path, &error);
                    std::lock_guard<std::mutex> guard(lock);
                    if (!ok)
                        errors << error;
                    else if (store.schemaVersion() != storeSchemaVersion())
                        errors << QStringLiteral("schema %1 after open").arg(store.schemaVersion());
                });
            for (std::thread& t : threads)
                t.join();
            QVERIFY2(errors.isEmpty(), qPrintable(errors.join("; ")));
        }
    }

    void candidateRoundTrip()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY(store.open(dir.filePath("kiln.sqlite"), &error));
        RunRecord run;
        run.id = newRunId();
        run.agent = "replay";
        run.status = "running";
        QVERIFY2(store.addRun(run, &error), qPrintable(error));
        EvalResult evaluated = capturedEvaluation("B-perf__cuda2cuda__rmsnorm");
        QCOMPARE(evaluated.verdict, QString("pass"));
        evaluated.configs[0].candidate.placements = 136; // as a placement-sampled time carries them
        evaluated.configs[0].candidate.callsMedianMs = 0.0375;
        evaluated.configs[0].candidate.smClockMhz = 1980.5; // measured by the harness's holds
        evaluated.configs[0].candidate.processMediansMs = {0.0371, 0.03745678901234567}; // timed in two processes
        evaluated.flags << EvalFlag{"process_sensitive", evaluated.configs[0].name,
                                    "moved by 3.4% from process to process"};
        evaluated.apply(QJsonObject{{"event", "placement"}, {"gpu", "1"}}); // the pool's GPU (schema 7)
        QVERIFY(evaluated.ceilings.isEmpty()); // a harness of before schema 9 says nothing of its ceilings
        evaluated.apply(QJsonObject{
            {"event", "start"},
            {"harness", evaluated.harness},
            {"timer", evaluated.timer},
            {"device",
             QJsonObject{{"name", "NVIDIA H200"}, {"backend", "cuda"}, {"ceilings", "calibrated 2026-12-01"}}}});
        CandidateRecord c;
        c.runId = run.id;
        c.taskId = "cuda2cuda/rmsnorm";
        c.seq = 1;
        c.commitId = "0123456789abcdef";
        c.configs = "visible";
        const qint64 id = store.addCandidate(c, evaluated, &error);
        QVERIFY2(id > 0, qPrintable(error));

        const auto list = store.candidates(run.id);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].commitId, QString("0123456789abcdef"));
        QCOMPARE(list[0].verdict, QString("pass"));
        QCOMPARE(list[0].deviceName, QString("NVIDIA H200"));
        QCOMPARE(list[0].gpu, QString("1"));
        QCOMPARE(store.candidate(id)->gpu, QString("1"));
        QCOMPARE(store.candidatesAfter(run.id, 0, 10).value(0).candidate.gpu, QString("1"));
        // The three ways a candidate is read (a run's list, by id, the Run page's pages with gates) give the
        // same record, every column (storerows.h: one column list, one mapper).
        const CandidateGates paged = store.candidatesAfter(run.id, 0, 10).value(0);
        for (const CandidateRecord& other : {*store.candidate(id), paged.candidate}) {
            QCOMPARE(other.id, list[0].id);
            QCOMPARE(other.runId, list[0].runId);
            QCOMPARE(other.taskId, list[0].taskId);
            QCOMPARE(other.seq, list[0].seq);
            QCOMPARE(other.role, list[0].role);
            QCOMPARE(other.commitId, list[0].commitId);
            QCOMPARE(other.createdAt, list[0].createdAt);
            QCOMPARE(other.configs, list[0].configs);
            QCOMPARE(other.verdict, list[0].verdict);
            QCOMPARE(other.reason, list[0].reason);
            QCOMPARE(other.message, list[0].message);
            QCOMPARE(other.speedupGeomean, list[0].speedupGeomean);
            QCOMPARE(other.seconds, list[0].seconds);
            QCOMPARE(other.harness, list[0].harness);
            QCOMPARE(other.deviceName, list[0].deviceName);
            QCOMPARE(other.flags, list[0].flags);
            QCOMPARE(other.tampered, list[0].tampered);
            QCOMPARE(other.speedupCi.low, list[0].speedupCi.low);
            QCOMPARE(other.speedupCi.high, list[0].speedupCi.high);
            QCOMPARE(other.transcriptIndex, list[0].transcriptIndex);
        }
        QCOMPARE(paged.compile.status, evaluated.compile.status);
        QCOMPARE(paged.correctness.status, evaluated.correctness.status);
        QCOMPARE(paged.performance.status, GateStatus::Pass);
        QCOMPARE(paged.performance.seconds, evaluated.performance.seconds);
        const EvalResult back = store.evaluation(id);
        QCOMPARE(back.performance.status, GateStatus::Pass);
        QCOMPARE(back.gpu, QString("1"));
        QCOMPARE(back.ceilings, QString("calibrated 2026-12-01")); // schema 9
        QCOMPARE(back.deviceLabel(), QString("NVIDIA H200 · GPU 1"));
        QCOMPARE(back.compileOutputs.size(), 3);
        QCOMPARE(back.configs.size(), evaluated.configs.size());
        for (int i = 0; i < back.configs.size(); ++i) {
            QCOMPARE(back.configs[i].name, evaluated.configs[i].name);
            QCOMPARE(back.configs[i].candidate.medianMs, evaluated.configs[i].candidate.medianMs);
            QCOMPARE(back.configs[i].fractionOfRoofline, evaluated.configs[i].fractionOfRoofline);
            QCOMPARE(back.configs[i].candidate.reps, evaluated.configs[i].candidate.reps);
            QCOMPARE(back.configs[i].candidate.placements, evaluated.configs[i].candidate.placements);
            QCOMPARE(back.configs[i].candidate.callsMedianMs, evaluated.configs[i].candidate.callsMedianMs);
            QCOMPARE(back.configs[i].candidate.smClockMhz, evaluated.configs[i].candidate.smClockMhz);
            QCOMPARE(back.configs[i].candidate.processMediansMs, evaluated.configs[i].candidate.processMediansMs);
        }
        QCOMPARE(back.configs[0].candidate.smClockMhz, 1980.5);
        QCOMPARE(back.configs[0].candidate.placements, 136);
        QVERIFY(back.configs[1].candidate.callsMedianMs < 0);          // not sampled: none
        QVERIFY(back.configs[1].candidate.processMediansMs.isEmpty()); // one process
        // Flags keep their configuration and message (schema 6), and the names the run adds stay.
        QCOMPARE(back.flags.size(), evaluated.flags.size());
        for (int i = 0; i < back.flags.size(); ++i) {
            QCOMPARE(back.flags[i].flag, evaluated.flags[i].flag);
            QCOMPARE(back.flags[i].config, evaluated.flags[i].config);
            QCOMPARE(back.flags[i].message, evaluated.flags[i].message);
        }
        c.seq = 2;
        c.flags = {"tampered"};
        const EvalResult tampered = store.evaluation(store.addCandidate(c, evaluated, &error));
        QCOMPARE(tampered.flags.size(), evaluated.flags.size() + 1);
        QCOMPARE(tampered.flags.last().label(), QString("tampered"));

        QVERIFY(!store.review(id));
        QVERIFY(store.setReview(id, {"accept", "clean and 1.6x", {}}));
        QCOMPARE(store.review(id)->verdict, QString("accept"));
        QVERIFY(store.setReview(id, {"needs-work", "spills on the hidden shapes", {}}));
        QCOMPARE(store.review(id)->comment, QString("spills on the hidden shapes"));

        QVERIFY(
            store.addTranscriptEvent(run.id, c.taskId, 1, "assistant", "Trying float4 loads", "{}", 1200, 80, 0.01));
        QCOMPARE(store.transcriptCount(run.id), 1);
        QVERIFY(store.setRunStatus(run.id, "finished"));
        QCOMPARE(store.run(run.id)->status, QString("finished"));
        QVERIFY(store.run(run.id)->finishedAt.isValid());
        QCOMPARE(store.markInterruptedRuns(), 0); // finished runs stay finished
    }

    // Schema 8: each configuration's speedup interval and the geomean's are stored and read back; a
    // configuration stored without one (before schema 8) gets its quartile spread, never "faster" by default.
    void speedupIntervalsRoundTrip()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY(store.open(dir.filePath("kiln.sqlite"), &error));
        RunRecord run;
        run.id = newRunId();
        run.agent = "replay";
        run.status = "running";
        QVERIFY2(store.addRun(run, &error), qPrintable(error));
        EvalResult r;
        r.verdict = "pass";
        for (const auto& [name, speedup, low, high] :
             {std::tuple{"a", 1.10, 0.92, 1.31}, std::tuple{"b", 1.40, 1.30, 1.50}}) {
            ConfigResult& m = r.config(name, false);
            m.timed = true;
            m.speedup = speedup;
            m.candidate.medianMs = 1.0 / speedup;
            m.candidate.p25Ms = 0.9 / speedup;
            m.candidate.p75Ms = 1.2 / speedup;
            m.baseline.medianMs = 1.0;
            m.speedupCi = {low, high};
        }
        r.speedupGeomean = std::sqrt(1.10 * 1.40);
        CandidateRecord c;
        c.runId = run.id;
        c.taskId = "cuda2cuda/rmsnorm";
        c.seq = 1;
        const qint64 id = store.addCandidate(c, r, &error);
        QVERIFY2(id > 0, qPrintable(error));
        const CandidateRecord back = *store.candidate(id);
        QVERIFY(qAbs(back.speedupCi.low - std::sqrt(0.92 * 1.30)) < 1e-9);
        QVERIFY(qAbs(back.speedupCi.high - std::sqrt(1.31 * 1.50)) < 1e-9);
        const EvalResult e = store.evaluation(id);
        QCOMPARE(e.configs.size(), 2);
        QCOMPARE(e.configs[0].speedupCi.low, 0.92);
        QCOMPARE(e.configs[1].speedupCi.high, 1.50);
        QCOMPARE(store.candidatesAfter(run.id, 0, 10).value(0).candidate.speedupCi.low, back.speedupCi.low);

        // As a store written before schema 8 holds it: no intervals at all.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "old-rows");
            db.setDatabaseName(dir.filePath("kiln.sqlite"));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec("UPDATE config_metrics SET speedup_low = NULL, speedup_high = NULL"));
            QVERIFY(q.exec("UPDATE candidates SET speedup_low = NULL, speedup_high = NULL"));
        }
        QSqlDatabase::removeDatabase("old-rows");
        const EvalResult old = store.evaluation(id);
        // The quartile spread (p75 - p25) / median = 0.3 on both sides of the speedup.
        QVERIFY(qAbs(old.configs[0].speedupCi.low - 1.10 / 1.3) < 1e-9);
        QVERIFY(qAbs(old.configs[0].speedupCi.high - 1.10 * 1.3) < 1e-9);
        QCOMPARE(classifySpeed(old.configs[1].speedupCi), Speed::Faster); // 1.40x is beyond a 30% spread: 1.08-1.82x
        const CandidateRecord oldBack = *store.candidate(id);
        QVERIFY(oldBack.speedupCi.known()); // derived from its configurations
        QCOMPARE(classifySpeed(oldBack.speedupCi), Speed::WithinNoise);
    }

    void killedWriterLosesNothingCommitted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("kiln.sqlite");
        QProcess writer;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("KILN_STORE_WRITER", path);
        writer.setProcessEnvironment(env);
        writer.start(QCoreApplication::applicationFilePath(), {});
        int committed = 0;
        while (committed < 20 && writer.waitForReadyRead(20000))
            while (writer.canReadLine()) {
                const QByteArray line = writer.readLine().trimmed();
                if (line.startsWith("committed "))
                    committed = line.mid(10).toInt();
            }
        QVERIFY(committed >= 20);
        writer.kill(); // SIGKILL in the middle of writing
        QVERIFY(writer.waitForFinished(10000));

        RunStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        const auto candidates = store.candidates("crash-run");
        QVERIFY2(candidates.size() >= committed, qPrintable(QString("%1 < %2").arg(candidates.size()).arg(committed)));
        // Every stored candidate is whole: its gates and configurations came with it.
        for (const auto& c : candidates)
            QCOMPARE(store.evaluation(c.id).configs.size(), 3);
        QCOMPARE(store.run("crash-run")->status, QString("running"));
        QCOMPARE(store.markInterruptedRuns(), 1);
        QCOMPARE(store.run("crash-run")->status, QString("interrupted"));
    }
};

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QString writer = qEnvironmentVariable("KILN_STORE_WRITER");
    if (!writer.isEmpty())
        return runWriter(writer);
    TstRunStore t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_runstore.moc"
