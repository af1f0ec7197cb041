// `kiln run` end to end on the host backend: the built-in tune agent and scripted command agents run in
// their workspaces, every ./kiln-eval becomes a committed, evaluated, stored candidate, and final scoring
// re-evaluates the best candidate on visible and hidden configurations.
#include "kilnprocess.h"
#include "model/store/runstore.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

class TstRun : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;

    using Result = ::kiln::testing::KilnResult;
    Result kiln(const QStringList& args) { return ::kiln::testing::runKiln(args, m_data.path(), 900000); }
    // A scripted agent's command: the script's own text (with its arguments set first), so it runs inside the
    // sandbox wherever the checkout is, even under the hidden home folder.
    static QString scripted(const QString& name, const QString& args = {})
    {
        QFile f(KILN_SOURCE_DIR "/tests/agents/" + name);
        f.open(QIODevice::ReadOnly);
        return (args.isEmpty() ? QString() : "set -- " + args + "\n") + QString::fromUtf8(f.readAll());
    }
    // Everything the agent printed and Kiln told it, as stored.
    QString transcriptText(const QString& runId)
    {
        RunStore store;
        QString error;
        store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error);
        QStringList lines;
        for (const auto& row : store.transcript(runId))
            lines << row.text;
        return lines.join('\n');
    }
    QString lastRunId()
    {
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        RunStore store;
        QString error;
        store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error);
        return store.runs().value(0).id;
    }

private slots:
    // The tune agent's search on its own, against a scripted ./kiln-eval that answers a fixed speedup per point:
    // coordinate descent from the first value of each list, moving to every point that beats the best so far
    // (the start point is worse than the baseline here), within the evaluation budget.
    void tuneSearchOrder()
    {
        QTemporaryDir ws;
        QFile eval(ws.filePath("kiln-eval"));
        QVERIFY(eval.open(QIODevice::WriteOnly));
        eval.write(
            "#!/bin/sh\n"
            "pt=''; for a in \"$@\"; do case \"$a\" in *=*) pt=\"$pt $a\";; esac; done\n"
            "echo \"[$pt]\" >> tried.txt\n"
            "case \"$pt\" in\n"
            "  ' BLOCK=256 VEC=2') s=0.9;; ' BLOCK=256 VEC=4') s=1.1;; ' BLOCK=128 VEC=4') s=1.3;;\n"
            "  ' BLOCK=512 VEC=4') s=1.2;; *) s=1.0;;\n"
            "esac\n"
            "echo \"{\\\"event\\\":\\\"summary\\\",\\\"verdict\\\":\\\"pass\\\",\\\"speedup_geomean\\\":$s}\"\n");
        eval.close();
        eval.setPermissions(eval.permissions() | QFile::ExeOwner);
        QProcess p;
        p.setWorkingDirectory(ws.path());
        p.start(KILN_BINARY, {"agent-tune", "--tunable", "VEC=2,4", "--tunable", "BLOCK=256,128,512", "--budget", "6"});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(p.exitCode(), 0);
        QFile tried(ws.filePath("tried.txt"));
        QVERIFY(tried.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(tried.readAll()).trimmed().split('\n'),
                 QStringList({"[]", "[ BLOCK=256 VEC=2]", "[ BLOCK=256 VEC=4]", "[ BLOCK=128 VEC=4]",
                              "[ BLOCK=512 VEC=4]", "[ BLOCK=128 VEC=2]"}));
        QVERIFY2(out.contains("tune: best BLOCK=128 VEC=4 at 1.300x after 6 evaluations"), qPrintable(out));

        // A tunable without values is refused before anything is submitted.
        QVERIFY(tried.remove());
        p.start(KILN_BINARY, {"agent-tune", "--tunable", "VEC", "--budget", "6"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError())
                    .contains("--tunable 'VEC' names no values; write NAME=v1,v2,..."));
        QVERIFY(!tried.exists());
    }
    void tuneAgentOnAHostTask()
    {
        const Result r = kiln({"run", "--agent", "tune", "--tasks", "host2host/reduce_sum_*", "--budget-evals", "3"});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(QRegularExpression("host2host/reduce_sum_f32 +3 ").match(r.out).hasMatch(), qPrintable(r.out));
        const QString id = lastRunId();
        RunStore store;
        QString error;
        QVERIFY(store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error));
        QCOMPARE(store.run(id)->status, QString("finished"));
        const auto cands = store.candidates(id);
        int agentCands = 0;
        const CandidateRecord* best = nullptr;
        for (const auto& c : cands) {
            agentCands += c.role == "agent";
            if (c.role == "best")
                best = &c;
            QVERIFY(!c.commitId.isEmpty());
            QCOMPARE(c.verdict, QString("pass")); // every tunable value of this task is correct
        }
        QCOMPARE(agentCands, 3);
        QVERIFY(best);
        QCOMPARE(best->configs, QString("all"));
        const EvalResult scored = store.evaluation(best->id);
        int hidden = 0;
        for (const auto& c : scored.configs)
            hidden += c.hidden && c.correctness == GateStatus::Pass;
        QVERIFY(hidden >= 3); // final scoring includes the hidden configurations
        CandidateRepo repo;
        QVERIFY(repo.open(RunFolder(QDir(m_data.path()).filePath("runs/" + id)).repoPath(), &error));
        QCOMPARE(repo.history("host2host/reduce_sum_f32").size(), 3);
    }

    void scriptedAgentMakesThreeCandidates()
    {
        const Result r = kiln({"run", "--agent", "command", "--command", scripted("three-edits.sh"), "--tasks",
                               "host2host/reduce_sum_f32", "--budget-evals", "5"});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QString id = lastRunId();
        RunStore store;
        QString error;
        QVERIFY(store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error));
        QStringList commits;
        for (const auto& c : store.candidates(id))
            if (c.role == "agent") {
                commits << c.commitId;
                QVERIFY(!c.tampered);
            }
        QCOMPARE(commits.size(), 3);
        QCOMPARE(QSet<QString>(commits.begin(), commits.end()).size(), 3); // three different snapshots
        CandidateRepo repo;
        QVERIFY(repo.open(RunFolder(QDir(m_data.path()).filePath("runs/" + id)).repoPath(), &error));
        const auto third = repo.files(commits[2], &error);
        QVERIFY(third && third->value("reduce_sum.cpp").contains("// agent edit 3"));
    }

    void budgetIsEnforced()
    {
        const Result r = kiln({"run", "--agent", "command", "--command", scripted("three-edits.sh"), "--tasks",
                               "host2host/reduce_sum_f32", "--budget-evals", "2"});
        QCOMPARE(r.code, 0);
        const QString id = lastRunId();
        RunStore store;
        QString error;
        QVERIFY(store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error));
        int agentCands = 0;
        for (const auto& c : store.candidates(id))
            agentCands += c.role == "agent";
        QCOMPARE(agentCands, 2);
        QVERIFY(transcriptText(id).contains("evaluation budget is spent"));
    }

    void tamperingAgentIsMarkedAndSeesNoHiddenFiles()
    {
        // The agent is told where the suite is and still must not see it.
        const Result r = kiln({"run", "--agent", "command", "--command",
                               scripted("tamper.sh", KILN_SOURCE_DIR "/resources/tasks/host2host/reduce_sum_f32"),
                               "--tasks", "host2host/reduce_sum_f32", "--budget-evals", "2"});
        QCOMPARE(r.code, 0);
        const QString id = lastRunId();
        RunStore store;
        QString error;
        QVERIFY(store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error));
        const auto cands = store.candidates(id);
        QVERIFY(!cands.isEmpty());
        QVERIFY(cands[0].tampered);
        QVERIFY(cands[0].flags.contains("tampered"));
        QVERIFY2(r.out.contains("no passing candidate"), qPrintable(r.out)); // tampered candidates are not scored
        const QString text = transcriptText(id);
        QVERIFY2(text.contains("inside bubblewrap"), qPrintable(text)); // the test setup installs bubblewrap
        QVERIFY2(!text.contains("FOUND"), qPrintable(text));
        QVERIFY(text.contains("marked tampered"));
    }

    // A hostile command agent (tests/agents/hostile.sh) that reads the hidden configurations, unmounts what
    // hides the store and writes it, writes the harness, forges a verdict, patches its timer, prints secrets
    // and kills its parent: every attempt is denied, its candidates are judged as what they are, and nothing
    // else in the store changes. Run as root in CI, where the agent is another user without capabilities.
    void hostileAgentChangesNothingElse()
    {
        const QString harnessDir = QFileInfo(QStringLiteral(KILN_BINARY)).absolutePath() + "/../harness";
        const QString harness = QDir(harnessDir).filePath("kiln-harness-host");
        auto hashOf = [](const QString& path) {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
        };
        // Something else in the store first, to compare afterwards.
        QCOMPARE(kiln({"run", "--agent", "tune", "--tasks", "host2host/stencil2d", "--budget-evals", "1"}).code, 0);
        const QString other = lastRunId();
        const QString before = kiln({"runs", "show", other, "--json"}).out;
        const QByteArray harnessBefore = hashOf(harness);

        const QString task = KILN_SOURCE_DIR "/resources/tasks/host2host/reduce_sum_f32";
        const Result r = kiln({"run", "--agent", "command", "--command",
                               scripted("hostile.sh", task + " " + m_data.path() + " " + harnessDir), "--tasks",
                               "host2host/reduce_sum_f32", "--budget-evals", "3"});
        QCOMPARE(r.code, 0);
        const QString id = lastRunId();
        QVERIFY(id != other);
        const QString text = transcriptText(id);
        QVERIFY2(text.count("ATTEMPT") >= 7, qPrintable(text));
        QVERIFY2(!text.contains(": GOT"), qPrintable(text));
        // Nothing it read, or made a candidate read, came back to it.
        for (const char* secret : {"large-odd", "20000001", "1000003", "Trusted reference", "SQLite format"})
            QVERIFY2(!text.contains(secret), qPrintable(QStringLiteral("'%1' reached the agent").arg(secret)));

        RunStore store;
        QString error;
        QVERIFY(store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error));
        const auto cands = store.candidates(id);
        QVERIFY2(cands.size() >= 3, qPrintable(text));
        QCOMPARE(cands[0].verdict, QString("fail")); // the forger
        QVERIFY2(cands[0].reason == "protocol_violation" || cands[0].reason == "unwritten_output",
                 qPrintable(cands[0].reason));
        QCOMPARE(cands[1].verdict, QString("pass")); // the clock patcher: timed on the judge's clock
        QVERIFY2(cands[1].speedupGeomean < 2, qPrintable(QString::number(cands[1].speedupGeomean)));
        QCOMPARE(cands[2].verdict, QString("pass")); // the reader read nothing
        QCOMPARE(kiln({"runs", "show", other, "--json"}).out, before);
        QCOMPARE(hashOf(harness), harnessBefore);
        // The process it left in a session of its own ended with the agent (its PID namespace).
        QVERIFY2(text.contains("leave-a-process: started"), qPrintable(text));
        QTRY_VERIFY2_WITH_TIMEOUT(
            testing::processesNamed("kiln-leftover-agent").isEmpty(),
            qPrintable("left running: " + testing::processesNamed("kiln-leftover-agent").join(", ")), 5000);
    }

    void timeoutStopsTheAgent()
    {
        QElapsedTimer t;
        t.start();
        const Result r = kiln({"run", "--agent", "command", "--command", "sleep 300", "--tasks", "host2host/stencil2d",
                               "--timeout", "2"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("stopped at the 2 s wall-clock budget"));
        QVERIFY(t.elapsed() < 60000);
    }

    // A harness that never exits, or floods its output, ends as a verdict within its deadline, in `kiln eval`
    // and in a run: Kiln owns the deadline and the cap (a fake harness stands in for kiln-harness-host).
    void aStuckOrFloodingHarnessEndsAsAVerdict()
    {
        // A fresh folder each time: the last fake may still be exiting (its file busy).
        std::vector<std::unique_ptr<QTemporaryDir>> fakes;
        auto harness = [&](const QByteArray& body) {
            fakes.push_back(std::make_unique<QTemporaryDir>());
            QFile f(fakes.back()->filePath("kiln-harness-host"));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write("#!/bin/sh\n" + body + "\n");
            f.close();
            f.setPermissions(f.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser | QFileDevice::ExeOther);
            qputenv("KILN_HARNESS_DIR", fakes.back()->path().toUtf8());
        };
        qputenv("KILN_HARNESS_DEADLINE_S", "3");
        QElapsedTimer t;
        // Whatever the harness started ends with it: a child, one that left the process group (setsid), and
        // one that outlives a harness that exits on its own.
        auto leftovers = [] { return ::kiln::testing::processesNamed("sleep 771700"); };
        harness("sleep 7717001 & setsid sleep 7717002 & exec sleep 7717003");
        t.start();
        const Result stuck = kiln({"eval", "host2host/reduce_sum_f32"});
        QCOMPARE(stuck.code, 1);
        QVERIFY2(stuck.out.contains("timeout") && stuck.out.contains("deadline of 3 s"),
                 qPrintable(stuck.out + stuck.err));
        QVERIFY(t.elapsed() < 60000);
        QTRY_VERIFY2_WITH_TIMEOUT(leftovers().isEmpty(), qPrintable("left running: " + leftovers().join(", ")), 5000);
        harness("setsid sleep 7717004 & sleep 7717005 & exit 3");
        const Result exited = kiln({"eval", "host2host/reduce_sum_f32"});
        QCOMPARE(exited.code, 3);
        QVERIFY2((exited.out + exited.err).contains("without a verdict"), qPrintable(exited.out + exited.err));
        QTRY_VERIFY2_WITH_TIMEOUT(leftovers().isEmpty(), qPrintable("left running: " + leftovers().join(", ")), 5000);
        harness("exec yes \"$(printf '%065536d' 0)\""); // 64 KiB lines, without end
        qputenv("KILN_HARNESS_DEADLINE_S", "300"); // the cap, not the deadline, must end it, even on a loaded machine
        const Result flood = kiln({"eval", "host2host/reduce_sum_f32"});
        QCOMPARE(flood.code, 1);
        QVERIFY2(flood.out.contains("protocol_violation"), qPrintable(flood.out + flood.err));
        qputenv("KILN_HARNESS_DEADLINE_S", "3");
        harness("setsid sleep 7717006 & exec sleep 7717007");
        t.start();
        const Result run =
            kiln({"run", "--agent", "tune", "--tasks", "host2host/reduce_sum_f32", "--budget-evals", "1"});
        qunsetenv("KILN_HARNESS_DIR");
        qunsetenv("KILN_HARNESS_DEADLINE_S");
        QCOMPARE(run.code, 0);
        QVERIFY2(run.out.contains("fail (timeout)"), qPrintable(run.out.right(1500) + run.err.right(1500)));
        QVERIFY(t.elapsed() < 120000);
        QTRY_VERIFY2_WITH_TIMEOUT(leftovers().isEmpty(), qPrintable("left running: " + leftovers().join(", ")), 5000);
    }

    // The shipped H200 demo, interrupted, resumed on a machine without a GPU: refused, saying why and what to
    // do, and its store as it was (it used to add a no_device candidate per task left and re-score them).
    void resumeWithoutTheRunsGpuIsRefused()
    {
        QTemporaryDir data;
        QVERIFY(QProcess::execute("cp",
                                  {"-r", KILN_SOURCE_DIR "/resources/demo/h200-tune-2026-11-29/.", data.path()}) == 0);
        // Its suite where this checkout has it (the demo names the folder it was recorded with).
        QDirIterator configs(data.filePath("runs"), {"run.json"}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(configs.hasNext());
        QFile config(configs.next());
        QVERIFY(config.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(config.readAll()).object();
        config.close();
        o["suites"] = QJsonArray{KILN_SOURCE_DIR "/resources/tasks"};
        QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
        config.write(QJsonDocument(o).toJson());
        config.close();
        RunStore store;
        QString error;
        QVERIFY2(store.open(QDir(data.path()).filePath("kiln.sqlite"), &error), qPrintable(error));
        const RunRecord run = store.runs().value(0);
        QCOMPARE(run.status, QString("interrupted"));
        const int candidates = store.candidates(run.id).size();
        qputenv("KILN_GPUS", "none");
        const Result r = ::kiln::testing::runKiln({"runs", "resume", run.id}, data.path());
        qunsetenv("KILN_GPUS");
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("need a GPU") && r.err.contains("cuda2cuda/") && r.err.contains("remote executor"),
                 qPrintable(r.err));
        QCOMPARE(store.candidates(run.id).size(), candidates);
        QCOMPARE(store.run(run.id)->status, QString("interrupted"));
        // Its suite not on this machine: refused too, before anything is queued or marked finished.
        o["suites"] = QJsonArray{"/no/such/suite"};
        QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
        config.write(QJsonDocument(o).toJson());
        config.close();
        const Result moved = ::kiln::testing::runKiln({"runs", "resume", run.id}, data.path());
        QCOMPARE(moved.code, 3);
        QVERIFY2(moved.err.contains("suite /no/such/suite is not on this machine"), qPrintable(moved.err));
        QCOMPARE(store.candidates(run.id).size(), candidates);
        QCOMPARE(store.run(run.id)->status, QString("interrupted"));
    }

    void badInvocations()
    {
        QCOMPARE(kiln({"run", "--agent", "tune"}).code, 2);
        QCOMPARE(kiln({"run", "--agent", "claude", "--tasks", "host2host/*"}).code, 2);
        const Result r = kiln({"run", "--agent", "tune", "--tasks", "nothing/matches"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("no task matches"));
        const Result resume = kiln({"runs", "resume", "no-such-run"});
        QCOMPARE(resume.code, 2);
        QVERIFY2(resume.err.contains("no run 'no-such-run'"), qPrintable(resume.err));
    }
};

QTEST_GUILESS_MAIN(TstRun)
#include "tst_run.moc"
