// The run manager in process: a scripted agent's three ./kiln-eval calls arrive as signals in order
// (queued, started, then per candidate: submitted, harness events, evaluated; final scoring; finished), the
// resource pool hands out CPU slots and fake GPU ids as it should, and a Kiln killed with SIGKILL in the
// middle of a run loses nothing it recorded: the run shows as interrupted and resumes to the end. The store
// writes go through the writer thread, yet each signal still means its record is in the store, and an agent
// cancelled while its process is being started on the start thread is stopped all the same.
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/runs/evalserver.h"
#include "runners/runs/resourcepool.h"
#include "runners/runs/runmanager.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <csignal>

using namespace kiln;

class TstRunManager : public QObject
{
    Q_OBJECT

    Task task(const QString& id)
    {
        const Suite s = loadSuite(bundledSuiteDir());
        const Task* t = s.find(id);
        return t ? *t : Task{};
    }

private slots:
    void initTestCase()
    {
        qputenv("KILN_PROGRAM", KILN_BINARY); // ./kiln-eval calls the real kiln, not this test
        // Run by hand, outside ctest (which sets it): a folder of the test's own, never the user's data.
        if (qEnvironmentVariableIsEmpty("KILN_DATA_DIR"))
            qputenv("KILN_DATA_DIR", QDir::temp().filePath(QStringLiteral("kiln-tst_runmanager-data")).toUtf8());
        QDir(dataDir()).removeRecursively();
    }

    // ./kiln-eval's socket: anything in a workspace can connect to it. A request split over writes is read
    // whole; an endless line or one that is not JSON is answered as a request without a valid token, and the
    // server stays up for the next.
    void evalServerReadsOneRequestPerConnection()
    {
        EvalServer server;
        QString error;
        QVERIFY2(server.listen(&error), qPrintable(error));
        const QString token = server.addToken(QStringLiteral("run-1/task"));
        QList<QPair<QString, QJsonObject>> requests;
        connect(&server, &EvalServer::request, this, [&](const QString& key, const QJsonObject& req, EvalClient* c) {
            requests.append({key, req});
            c->sendLine(QStringLiteral("ok"));
            c->finish(0);
        });
        // What the server answered on one connection: its lines and its exit.
        auto exchange = [&](const QList<QByteArray>& writes) {
            QLocalSocket s;
            s.setSocketOptions(QLocalSocket::AbstractNamespaceOption);
            s.connectToServer(server.name());
            if (!s.waitForConnected(5000))
                return QByteArray("not connected");
            for (const QByteArray& w : writes) {
                s.write(w);
                s.flush();
                QTest::qWait(20);
            }
            QByteArray answer;
            QDeadlineTimer deadline(10000);
            while (!answer.contains("\"exit\"") && !deadline.hasExpired()) {
                QCoreApplication::processEvents();
                s.waitForReadyRead(20);
                answer += s.readAll();
            }
            return answer;
        };
        const QByteArray good = "{\"token\": \"" + token.toUtf8() + "\", \"defines\": {\"BLOCK\": \"128\"}}\n";
        QVERIFY(exchange({good.left(10), good.mid(10)}).contains("{\"exit\":0}"));
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests[0].first, QStringLiteral("run-1/task"));
        QCOMPARE(requests[0].second.value("defines").toObject().value("BLOCK").toString(), QStringLiteral("128"));

        const QByteArray endless(3 * 1024 * 1024, 'x');
        const QByteArray refused = exchange({endless, "\n"});
        QVERIFY2(refused.contains("not active") && refused.contains("{\"exit\":3}"), refused.left(300).constData());
        QVERIFY(exchange({"not json at all\n"}).contains("{\"exit\":3}"));
        QVERIFY(exchange({good}).contains("{\"exit\":0}"));
        QCOMPARE(requests.size(), 2);
    }

    void poolGrantsInOrder()
    {
        ResourcePool pool(2, {"3", "5"});
        QStringList order;
        QMap<QString, Lease> held;
        auto take = [&](Lease::Kind k, const QString& name) {
            pool.acquire(k, [&, name](const Lease& l) {
                order << name + (l.gpu.isEmpty() ? QString() : ":" + l.gpu);
                held[name] = l;
            });
        };
        take(Lease::Kind::Gpu, "g1");
        take(Lease::Kind::Gpu, "g2");
        take(Lease::Kind::Gpu, "g3"); // waits: two GPUs
        take(Lease::Kind::Cpu, "c1");
        take(Lease::Kind::AllCpus, "all"); // waits for c1
        take(Lease::Kind::Cpu, "c2");      // behind the timed host run, not beside it
        QTRY_COMPARE(order, (QStringList{"g1:3", "g2:5", "c1"}));
        QCOMPARE(pool.gpusInUse().size(), 2);
        pool.release(held.take("g1")); // frees GPU 3
        QTRY_COMPARE(order.last(), QString("g3:3"));
        pool.release(held.take("c1"));
        QTRY_COMPARE(order.last(), QString("all"));
        QCOMPARE(pool.cpusInUse(), 2);
        pool.release(held.take("all"));
        QTRY_COMPARE(order.last(), QString("c2"));
    }

    void scriptedAgentSignalsInOrder()
    {
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        ResourcePool pool(2, {});
        RunManager manager(&store, &pool);
        QVERIFY2(manager.init(&error), qPrintable(error));
        QStringList events;
        connect(&manager, &RunManager::jobQueued, this,
                [&](const QString&, const QString& t) { events << "queued " + t; });
        connect(&manager, &RunManager::jobStarted, this,
                [&](const QString&, const QString& t) { events << "started " + t; });
        connect(&manager, &RunManager::candidateSubmitted, this,
                [&](const QString&, const QString&, int seq, const QString& commit) {
                    QCOMPARE(commit.size(), 40);
                    events << QString("submitted %1").arg(seq);
                });
        int harnessEvents = 0;
        connect(&manager, &RunManager::evaluationEvent, this,
                [&](const QString&, const QString&, int, const QJsonObject&) { ++harnessEvents; });
        connect(&manager, &RunManager::candidateEvaluated, this, [&](const CandidateRecord& c, const EvalResult& r) {
            QVERIFY(c.id > 0);
            events << QString("evaluated %1 %2 %3").arg(c.role).arg(c.seq).arg(r.verdict);
        });
        QString storedAtJobFinished;
        connect(&manager, &RunManager::jobFinished, this,
                [&](const QString& runId, const QString&, const QString& status, const QString&) {
                    events << "finished " + status;
                    // jobFinished comes once the task's result is stored (the writer thread stores it).
                    const QList<TaskResultRecord> results = store.taskResults(runId);
                    storedAtJobFinished = results.isEmpty() ? QString("nothing") : results.first().status;
                });
        QList<qint64> storedAtEvaluated;
        connect(&manager, &RunManager::candidateEvaluated, this, [&](const CandidateRecord& c, const EvalResult&) {
            storedAtEvaluated << (store.candidate(c.id) ? c.id : 0); // in the store when it is signalled
        });
        QSignalSpy done(&manager, &RunManager::runFinished);
        RunSpec spec;
        spec.config.agent = "command";
        QFile script(KILN_SOURCE_DIR "/tests/agents/three-edits.sh"); // its text: the checkout may be hidden
        QVERIFY(script.open(QIODevice::ReadOnly));
        spec.config.commandTemplate = QString::fromUtf8(script.readAll());
        spec.config.suites = {bundledSuiteDir()};
        spec.config.budgetEvals = 5;
        spec.tasks = {task("host2host/reduce_sum_f32")};
        const auto id = manager.startRun(spec, &error);
        QVERIFY2(id, qPrintable(error));
        QVERIFY(done.wait(600000));
        QCOMPARE(done.first().at(1).toString(), QString("finished"));
        // The best of the three is scored again on every configuration; the third is also the final one
        // unless it is the best.
        QVERIFY2(events.size() >= 10, qPrintable(events.join(" | ")));
        const QStringList expectedStart{"queued host2host/reduce_sum_f32",
                                        "started host2host/reduce_sum_f32",
                                        "submitted 1",
                                        "evaluated agent 1 pass",
                                        "submitted 2",
                                        "evaluated agent 2 pass",
                                        "submitted 3",
                                        "evaluated agent 3 pass"};
        QCOMPARE(events.mid(0, expectedStart.size()), expectedStart);
        QVERIFY(events.contains(QRegularExpression("^evaluated best \\d pass$")));
        QCOMPARE(events.last(), QString("finished scored"));
        QCOMPARE(storedAtJobFinished, QString("scored"));
        QVERIFY(storedAtEvaluated.size() >= 4);
        QVERIFY2(!storedAtEvaluated.contains(0), "a candidate was signalled before it was in the store");
        QVERIFY(harnessEvents > 20); // gates and configurations streamed live
        QVERIFY(store.transcriptCount(*id) > 0);
        QCOMPARE(store.run(*id)->status, QString("finished"));
    }

    void cancelWhileTheAgentStarts()
    {
        // The agent's process is forked on the start thread; the first transcript event ("... started") comes
        // right after the start was handed over, so the cancel lands while it is (usually) still starting.
        // Missing it would leave `sleep 60` running: the run would not end in time.
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        ResourcePool pool(2, {});
        RunManager manager(&store, &pool);
        QVERIFY2(manager.init(&error), qPrintable(error));
        manager.setMaxConcurrentAgents(2);
        QSignalSpy done(&manager, &RunManager::runFinished);
        QStringList finished;
        connect(&manager, &RunManager::jobFinished, this,
                [&](const QString&, const QString&, const QString& status, const QString&) { finished << status; });
        RunSpec spec;
        spec.config.agent = "command";
        spec.config.commandTemplate = "sleep 60";
        spec.config.confine = false;
        spec.config.suites = {bundledSuiteDir()};
        spec.config.timeoutS = 120;
        spec.tasks = {task("host2host/reduce_sum_f32"), task("host2host/transpose_f32")};
        QString runId;
        connect(&manager, &RunManager::transcriptEvent, this,
                [&](const QString& id, const QString&, const TranscriptEvent&) { manager.cancelRun(id); });
        QElapsedTimer clock;
        clock.start();
        const auto id = manager.startRun(spec, &error);
        QVERIFY2(id, qPrintable(error));
        QVERIFY(done.wait(30000)); // SIGTERM at once; SIGKILL would come after 5 s
        QCOMPARE(done.first().at(1).toString(), QString("cancelled"));
        QCOMPARE(finished, QStringList({"cancelled", "cancelled"}));
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(store.run(*id)->status, QString("cancelled")); // stored before runFinished
    }

    void killDashNineLosesNothingAndResumes()
    {
        // One edit and evaluation, then the agent lingers: Kiln is killed while it waits.
        RunStore store;
        QString error;
        QVERIFY(store.open(storePath(), &error));
        const int runsBefore = store.runs().size();
        QProcess kiln;
        kiln.start(KILN_BINARY, {"run", "--agent", "command", "--tasks", "host2host/reduce_sum_f32", "--timeout", "25",
                                 "--command", "printf '\\n// edit\\n' >> reduce_sum.cpp; ./kiln-eval; sleep 20"});
        QVERIFY(kiln.waitForStarted());
        QString runId;
        QTRY_VERIFY_WITH_TIMEOUT(store.runs().size() > runsBefore && !(runId = store.runs().first().id).isEmpty() &&
                                     !store.candidates(runId).isEmpty(),
                                 300000);
        ::kill(static_cast<pid_t>(kiln.processId()), SIGKILL);
        QVERIFY(kiln.waitForFinished(10000));
        const QList<CandidateRecord> before = store.candidates(runId);
        QCOMPARE(before.size(), 1);
        QCOMPARE(before[0].verdict, QString("pass"));
        QCOMPARE(store.run(runId)->status, QString("running")); // as the dead Kiln left it

        QCOMPARE(recoverInterruptedRuns(store), 1);
        QCOMPARE(store.run(runId)->status, QString("interrupted"));
        QCOMPARE(store.candidates(runId).size(), 1);
        QVERIFY(!store.evaluation(before[0].id).configs.isEmpty()); // its gate results are all there

        QProcess resume;
        resume.start(KILN_BINARY, {"runs", "resume", runId});
        QVERIFY(resume.waitForFinished(600000));
        QVERIFY2(resume.exitCode() == 0, resume.readAll().constData());
        QCOMPARE(store.run(runId)->status, QString("finished"));
        int agent = 0, best = 0;
        for (const auto& c : store.candidates(runId)) {
            QVERIFY2(!c.tampered, qPrintable(QString::number(c.seq))); // renewing kiln-eval is not tampering
            agent += c.role == "agent";
            best += c.role == "best";
        }
        QCOMPARE(agent, 2); // the first survived; the resumed agent made one more
        QCOMPARE(best, 1);
    }
};

QTEST_GUILESS_MAIN(TstRunManager)
#include "tst_runmanager.moc"
