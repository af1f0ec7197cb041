// The run store checked when it is opened (model/store/storecheck.h), on stores made by the code and then
// damaged as the fuzz campaign of issue 26 found them: truncated to 0 bytes beside run folders, an empty
// store over run folders, a -wal (and a -shm) of another database, a page of junk, a schema from a newer
// Kiln. Each case asserts the sentence a person sees (RunStore::open, the Runs dock, the Run page and
// `kiln runs list`, which exits non-zero) and that the store's bytes are what they were. The cost of the
// check on a store of 1,000 runs is measured and printed (docs/runs.md quotes it).
#include "model/resourcepaths.h"
#include "model/store/migrations.h"
#include "model/store/runstore.h"
#include "model/store/storecheck.h"
#include "ui/docks/runsdock.h"
#include "ui/models/runlistmodel.h"
#include "ui/pages/runpage.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace kiln;

namespace {

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Run folders as a run leaves them (runs/RUN/run.json), written an hour ago.
void writeRunFolders(const QString& dataDir, const QStringList& ids)
{
    for (const QString& id : ids) {
        const QString dir = QDir(dataDir).filePath("runs/" + id);
        QVERIFY(QDir().mkpath(dir));
        QFile f(QDir(dir).filePath("run.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"agent\": \"tune\"}\n");
        QVERIFY(f.flush()); // before the time is set: a write at close would make it now again
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
}

const QStringList kRuns{"20261201-100000-aaaa", "20261201-110000-bbbb", "20261201-120000-cccc"};

// A store as Kiln writes it: three runs with candidates (gates, configurations, compiler output) and
// transcripts, their run folders beside it; closed, so its log is checkpointed into the file.
QString makeStore(const QString& dataDir)
{
    const QString path = QDir(dataDir).filePath("kiln.sqlite");
    RunStore store;
    QString error;
    if (!store.open(path, &error)) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    for (const QString& id : kRuns) {
        RunRecord run;
        run.id = id;
        run.agent = "tune";
        run.status = "finished";
        run.folder = QDir(dataDir).filePath("runs/" + id);
        store.addRun(run);
        for (int seq = 1; seq <= 10; ++seq) {
            CandidateRecord c;
            c.runId = id;
            c.taskId = "host2host/reduce_sum_f32";
            c.seq = seq;
            EvalResult r;
            r.verdict = "pass";
            r.compile.status = r.correctness.status = r.performance.status = GateStatus::Pass;
            r.compileOutputs << CompileOutput{"candidate", "c++ -O3", QString(1500, QLatin1Char('w')),
                                              GateStatus::Pass};
            for (const char* name : {"small", "large"}) {
                ConfigResult m;
                m.name = name;
                m.timed = true;
                m.speedup = 1.5;
                m.candidate.medianMs = 1;
                r.configs << m;
            }
            store.addCandidate(c, r);
        }
        QList<TranscriptRow> rows;
        for (int i = 0; i < 40; ++i)
            rows << TranscriptRow{id, "host2host/reduce_sum_f32", i, "assistant", QString(300, QLatin1Char('t')), "{}"};
        store.addTranscriptEvents(rows);
    }
    writeRunFolders(dataDir, kRuns);
    return path;
}

QString openError(const QString& path)
{
    RunStore store;
    QString error;
    if (store.open(path, &error))
        return QStringLiteral("(opened)");
    return error;
}

// The page of `path` that holds the root of `table`, read through a read-only connection.
int rootPage(const QString& path, const QString& table)
{
    int page = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "root-page");
        db.setDatabaseName(path);
        db.setConnectOptions("QSQLITE_OPEN_READONLY");
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = '%1'").arg(table)) && q.next())
                page = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase("root-page");
    return page;
}

// Runs `kiln runs list` on the data folder: exit code and what it wrote to stderr.
std::pair<int, QString> kilnRunsList(const QString& dataDir)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("KILN_DATA_DIR", dataDir);
    p.setProcessEnvironment(env);
    p.start(KILN_BINARY, {"runs", "list"});
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TstStoreOpen : public QObject
{
    Q_OBJECT

    // What a person sees: the sentence from RunStore::open, the Runs dock in place of its list, the Run page
    // instead of "reading the store…", and `kiln runs list` on stderr with a non-zero exit.
    void expectEverywhere(const QString& dataDir, const QStringList& parts)
    {
        const QString path = QDir(dataDir).filePath("kiln.sqlite");
        const QString error = openError(path);
        qInfo("%s", qPrintable(error)); // as a person reads it
        for (const QString& part : parts)
            QVERIFY2(error.contains(part, Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("'%1' not in: %2").arg(part, error)));
        QVERIFY2(!error.contains("0 runs in"), qPrintable(error));

        const QByteArray testDataDir = qgetenv("KILN_DATA_DIR"); // CTest's, never the user's
        qputenv("KILN_DATA_DIR", QFile::encodeName(dataDir));
        {
            RunsDock dock;
            QTRY_VERIFY_WITH_TIMEOUT(!dock.storeProblem().isEmpty(), 10000);
            QCOMPARE(dock.storeProblem(), error);
            QVERIFY(dock.view()->isHidden());
            QCOMPARE(dock.model()->rowCount(), 0);

            RunPage page(kRuns[0]);
            page.refresh();
            QTRY_VERIFY_WITH_TIMEOUT(page.hasLoaded(), 10000);
            QStringList texts;
            for (const QLabel* l : page.findChildren<QLabel*>())
                texts << l->text();
            QVERIFY2(texts.contains(error), qPrintable(texts.join(" | ")));
            QVERIFY2(!texts.join(" ").contains("reading the store"), qPrintable(texts.join(" | ")));
        }
        qputenv("KILN_DATA_DIR", testDataDir);

        const auto [code, stderrText] = kilnRunsList(dataDir);
        QVERIFY2(code != 0, qPrintable(stderrText));
        QVERIFY2(stderrText.contains(error), qPrintable(stderrText));
    }

private slots:
    void initTestCase() { QVERIFY(!qEnvironmentVariable("KILN_DATA_DIR").isEmpty()); }

    void truncatedToZeroBytesBesideRunFolders()
    {
        QTemporaryDir data;
        const QString path = makeStore(data.path());
        QVERIFY(!path.isEmpty());
        QVERIFY(QFile::resize(path, 0));
        expectEverywhere(data.path(),
                         {path + " is empty (0 bytes) but " + data.filePath("runs") + " holds 3 run folders (" +
                              kRuns.join(", ") + "): the store was truncated",
                          "Kiln has not opened it and changed nothing", "restore " + path + " from a backup"});
        QCOMPARE(QFileInfo(path).size(), 0);
        QVERIFY(!QFile::exists(path + "-wal")); // SQLite never opened it
    }

    void missingBesideRunFoldersIsNotCreated()
    {
        QTemporaryDir data;
        writeRunFolders(data.path(), kRuns);
        const QString path = data.filePath("kiln.sqlite");
        QVERIFY2(
            openError(path).contains(path + " does not exist but " + data.filePath("runs") + " holds 3 run folders"),
            qPrintable(openError(path)));
        QVERIFY(!QFile::exists(path));
    }

    void emptyStoreOverRunFolders()
    {
        QTemporaryDir data, other;
        {
            RunStore empty; // a valid store with no runs, as if another data folder's were copied over
            QString error;
            QVERIFY2(empty.open(other.filePath("kiln.sqlite"), &error), qPrintable(error));
        }
        writeRunFolders(data.path(), kRuns);
        const QString path = data.filePath("kiln.sqlite");
        QVERIFY(QFile::copy(other.filePath("kiln.sqlite"), path));
        const QByteArray before = bytesOf(path);
        expectEverywhere(data.path(), {path + " holds no runs but " + data.filePath("runs") + " holds 3 run folders",
                                       "Kiln would list 0 runs over them", "Kiln has not opened it"});
        QCOMPARE(bytesOf(path), before);
        // A run folder being made right now (its row follows in a moment) is not one the store lost.
        QTemporaryDir fresh;
        QVERIFY(QFile::copy(other.filePath("kiln.sqlite"), fresh.filePath("kiln.sqlite")));
        QVERIFY(QDir().mkpath(fresh.filePath("runs/20261201-130000-dddd")));
        QFile json(fresh.filePath("runs/20261201-130000-dddd/run.json"));
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.close();
        QCOMPARE(openError(fresh.filePath("kiln.sqlite")), QString("(opened)"));
    }

    void foreignWal()
    {
        QTemporaryDir data, other;
        const QString path = makeStore(data.path());
        QVERIFY(!path.isEmpty());
        QVERIFY(!QFile::exists(path + "-wal"));
        const QByteArray before = bytesOf(path);
        {
            // Another (empty) Kiln store, open: its log holds its first page. That log beside our store
            // showed "0 runs" and, on closing, was checkpointed over it.
            RunStore elsewhere;
            QString error;
            QVERIFY2(elsewhere.open(other.filePath("kiln.sqlite"), &error), qPrintable(error));
            QVERIFY(QFileInfo(other.filePath("kiln.sqlite-wal")).size() > 0);
            QVERIFY(QFile::copy(other.filePath("kiln.sqlite-wal"), path + "-wal"));
        }
        const QByteArray wal = bytesOf(path + "-wal");
        expectEverywhere(data.path(),
                         {path + "-wal does not belong to " + path, "it holds the first page of another Kiln store",
                          "move " + path + "-wal aside", "Kiln has not opened the store and changed nothing"});
        QCOMPARE(bytesOf(path), before);
        QCOMPARE(bytesOf(path + "-wal"), wal);
        // Doing what it says brings the runs back.
        QVERIFY(QFile::rename(path + "-wal", data.filePath("moved-aside.wal")));
        QFile::remove(path + "-shm");
        RunStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        QCOMPARE(store.runs().size(), 3);
    }

    void foreignWalOfAnotherDatabase()
    {
        QTemporaryDir data, other;
        const QString path = makeStore(data.path());
        QVERIFY(!path.isEmpty());
        const QByteArray before = bytesOf(path);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "plain");
            db.setDatabaseName(other.filePath("plain.sqlite"));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec("PRAGMA journal_mode=WAL"));
            QVERIFY(q.exec("CREATE TABLE notes (x TEXT)"));
            QVERIFY(QFile::copy(other.filePath("plain.sqlite-wal"), path + "-wal"));
            db.close();
        }
        QSqlDatabase::removeDatabase("plain");
        const QString error = openError(path);
        qInfo("%s", qPrintable(error));
        QVERIFY2(
            error.contains(path + "-wal does not belong to " + path + ": it holds the first page of another database"),
            qPrintable(error));
        QCOMPARE(bytesOf(path), before);
    }

    void foreignShm()
    {
        QTemporaryDir data, other;
        const QString path = makeStore(data.path());
        QVERIFY(!path.isEmpty());
        const QByteArray before = bytesOf(path);
        {
            RunStore elsewhere; // open: its -shm indexes the frames of its own log
            QString error;
            QVERIFY2(elsewhere.open(other.filePath("kiln.sqlite"), &error), qPrintable(error));
            QVERIFY(QFile::copy(other.filePath("kiln.sqlite-shm"), path + "-shm"));
        }
        const QByteArray shm = bytesOf(path + "-shm");
        const QString error = openError(path);
        qInfo("%s", qPrintable(error));
        QVERIFY2(error.contains(path + "-shm does not belong to " + path + ": it indexes"), qPrintable(error));
        QVERIFY2(error.contains(path + "-wal does not exist"), qPrintable(error));
        QCOMPARE(bytesOf(path), before);
        QCOMPARE(bytesOf(path + "-shm"), shm);
    }

    void corruptedPage()
    {
        QTemporaryDir data;
        const QString path = makeStore(data.path());
        QVERIFY(!path.isEmpty());
        const int page = rootPage(path, "candidates");
        QVERIFY(page > 1);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(qint64(page - 1) * 4096));
            f.write(QByteArray(4096, char(0xA5)));
        }
        QFile::remove(path + "-wal");
        QFile::remove(path + "-shm");
        const QByteArray before = bytesOf(path);
        expectEverywhere(data.path(), {path + " failed SQLite's integrity check (", QString("page %1").arg(page),
                                       "Kiln has not opened it and changed nothing",
                                       "restore it from a backup, or move it aside", ".recover"});
        QCOMPARE(bytesOf(path), before);
    }

    void schemaFromTheFuture()
    {
        QTemporaryDir data;
        const QString path = makeStore(data.path());
        QVERIFY(!path.isEmpty());
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "future");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QString("UPDATE meta SET value = '%1' WHERE key = 'schema_version'").arg(storeSchemaVersion() + 5)));
            QVERIFY(q.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('written_by', 'Kiln 7.3.0')"));
            db.close();
        }
        QSqlDatabase::removeDatabase("future");
        QVERIFY(!QFile::exists(path + "-wal"));
        const QByteArray before = bytesOf(path);
        expectEverywhere(data.path(), {path + " was written by a newer Kiln (Kiln 7.3.0, schema " +
                                           QString::number(storeSchemaVersion() + 5) + "; this " + kilnVersionName() +
                                           " reads up to schema " + QString::number(storeSchemaVersion()) + ")",
                                       "open it with that Kiln"});
        QCOMPARE(bytesOf(path), before);
    }

    // A store this Kiln wrote records it, and a store made before identities gets one (the -wal check then
    // applies to it); a healthy store opens as before.
    void healthyStoresOpenAndAreMarked()
    {
        QTemporaryDir data;
        const QString path = makeStore(data.path());
        QVERIFY(!path.isEmpty());
        RunStore store;
        QString error;
        QVERIFY2(store.open(path, &error), qPrintable(error));
        QCOMPARE(store.runs().size(), 3);
        const QByteArray head = bytesOf(path).left(100);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 68), kStoreApplicationId);
        QVERIFY(qFromBigEndian<quint32>(head.constData() + 60) != 0);

        QTemporaryDir old;
        QVERIFY(QFile::copy(KILN_SOURCE_DIR "/resources/demo/h200-tune-2026-11-29/kiln.sqlite",
                            old.filePath("kiln.sqlite")));
        QFile::setPermissions(old.filePath("kiln.sqlite"), QFile::ReadOwner | QFile::WriteOwner);
        {
            RunStore demo;
            QVERIFY2(demo.open(old.filePath("kiln.sqlite"), &error), qPrintable(error));
            QCOMPARE(demo.runs().size(), 1);
        }
        QCOMPARE(qFromBigEndian<quint32>(bytesOf(old.filePath("kiln.sqlite")).constData() + 68), kStoreApplicationId);
    }

    // What the check costs: the first open of a store of 1,000 runs (quick_check reads every page) against
    // the opens after it (the files' sizes and headers only), and integrity_check for comparison.
    void checkCostOnAThousandRuns()
    {
        QTemporaryDir data;
        const QString path = data.filePath("kiln.sqlite");
        const int runs = qEnvironmentVariableIntValue("KILN_STORE_CHECK_RUNS") > 0
                             ? qEnvironmentVariableIntValue("KILN_STORE_CHECK_RUNS")
                             : 1000;
        {
            RunStore create;
            QString error;
            QVERIFY2(create.open(path, &error), qPrintable(error));
        }
        {
            // As `kiln bench` fills a store: one transaction, rows as runs leave them (20 candidates of 3
            // gates, 4 configurations and 1.5 kB of compiler output each, 50 transcript events per run).
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "fill");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            db.transaction();
            QSqlQuery run(db), cand(db), gate(db), cfg(db), out(db), ev(db);
            run.prepare("INSERT INTO runs (id, created_at, agent, status) VALUES (?, '2026-12-01T00:00:00Z', "
                        "'tune', 'finished')");
            cand.prepare("INSERT INTO candidates (run_id, task_id, seq, created_at, verdict, speedup_geomean) VALUES "
                         "(?, ?, ?, '2026-12-01T00:00:00Z', 'pass', 1.5)");
            gate.prepare("INSERT INTO gate_results (candidate_id, gate, status) VALUES (?, ?, 'pass')");
            cfg.prepare("INSERT INTO config_metrics (candidate_id, config, hidden, timed, median_ms, speedup) VALUES "
                        "(?, ?, 0, 1, 1.0, 1.5)");
            out.prepare("INSERT INTO compile_outputs (candidate_id, object, output) VALUES (?, 'candidate', ?)");
            ev.prepare("INSERT INTO transcript_events (run_id, task_id, seq, kind, text, at) VALUES "
                       "(?, 't', ?, 'assistant', ?, '2026-12-01T00:00:00Z')");
            const QString output(1500, QLatin1Char('w')), text(300, QLatin1Char('t'));
            qint64 candidate = 0;
            for (int r = 0; r < runs; ++r) {
                const QString id = QStringLiteral("bench-%1").arg(r);
                run.addBindValue(id);
                QVERIFY2(run.exec(), qPrintable(run.lastError().text()));
                for (int c = 0; c < 20; ++c) {
                    cand.addBindValue(id);
                    cand.addBindValue(QStringLiteral("task-%1").arg(c % 5));
                    cand.addBindValue(c);
                    QVERIFY2(cand.exec(), qPrintable(cand.lastError().text()));
                    candidate = cand.lastInsertId().toLongLong();
                    for (const char* g : {"compile", "correctness", "performance"}) {
                        gate.addBindValue(candidate);
                        gate.addBindValue(QString::fromLatin1(g));
                        QVERIFY(gate.exec());
                    }
                    for (int k = 0; k < 4; ++k) {
                        cfg.addBindValue(candidate);
                        cfg.addBindValue(QStringLiteral("config-%1").arg(k));
                        QVERIFY(cfg.exec());
                    }
                    out.addBindValue(candidate);
                    out.addBindValue(output);
                    QVERIFY(out.exec());
                }
                for (int e = 0; e < 50; ++e) {
                    ev.addBindValue(id);
                    ev.addBindValue(e);
                    ev.addBindValue(text);
                    QVERIFY(ev.exec());
                }
            }
            QVERIFY(db.commit());
            db.close();
        }
        QSqlDatabase::removeDatabase("fill");
        const QString copy = data.filePath("copy.sqlite"); // a file this process has not checked yet
        QVERIFY(QFile::copy(path, copy));

        QElapsedTimer t;
        t.start();
        {
            RunStore first;
            QString error;
            QVERIFY2(first.open(copy, &error), qPrintable(error));
        }
        const double firstMs = t.nsecsElapsed() / 1e6;
        t.restart();
        constexpr int kLater = 20;
        for (int i = 0; i < kLater; ++i) {
            RunStore later;
            QString error;
            QVERIFY2(later.open(copy, &error), qPrintable(error));
        }
        const double laterMs = t.nsecsElapsed() / 1e6 / kLater;
        auto pragmaMs = [&](const char* pragma) {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "time");
            db.setDatabaseName(path);
            db.setConnectOptions("QSQLITE_OPEN_READONLY");
            db.open();
            QElapsedTimer p;
            p.start();
            QSqlQuery q(db);
            q.exec(QString::fromLatin1(pragma));
            q.next();
            const QString result = q.value(0).toString();
            const double ms = p.nsecsElapsed() / 1e6;
            q = QSqlQuery();
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase("time");
            return std::make_pair(ms, result);
        };
        const auto quick = pragmaMs("PRAGMA quick_check");
        const auto full = pragmaMs("PRAGMA integrity_check");
        QCOMPARE(quick.second, QString("ok"));
        QCOMPARE(full.second, QString("ok"));
        qInfo("store of %d runs, %.1f MB: first open (checked) %.1f ms, later opens %.2f ms; quick_check alone "
              "%.1f ms, integrity_check %.1f ms",
              runs, QFileInfo(path).size() / 1e6, firstMs, laterMs, quick.first, full.first);
        QVERIFY2(firstMs < 10000, "checking a store of 1,000 runs took more than 10 s");
    }
};

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    TstStoreOpen test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_storeopen.moc"
