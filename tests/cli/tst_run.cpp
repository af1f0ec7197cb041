// `kiln run` end to end on the host backend: the built-in tune agent and scripted command agents run in
// their workspaces, every ./kiln-eval becomes a committed, evaluated, stored candidate, and final scoring
// re-evaluates the best candidate on visible and hidden configurations.
#include "kilnprocess.h"
#include "model/store/runstore.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QDir>
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
        eval.write("#!/bin/sh\n"
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
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("--tunable 'VEC' names no values; write NAME=v1,v2,..."));
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
        const Result r = kiln({"run", "--agent", "command", "--command", scripted("three-edits.sh"),
                               "--tasks", "host2host/reduce_sum_f32", "--budget-evals", "5"});
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
        const Result r = kiln({"run", "--agent", "command", "--command", scripted("three-edits.sh"),
                               "--tasks", "host2host/reduce_sum_f32", "--budget-evals", "2"});
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

    void badInvocations()
    {
        QCOMPARE(kiln({"run", "--agent", "tune"}).code, 2);
        QCOMPARE(kiln({"run", "--agent", "claude", "--tasks", "host2host/*"}).code, 2);
        const Result r = kiln({"run", "--agent", "tune", "--tasks", "nothing/matches"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("no task matches"));
        const Result resume = kiln({"runs", "resume", "no-such-run"});
        QCOMPARE(resume.code, 3);
        QVERIFY2(resume.err.contains("no run no-such-run"), qPrintable(resume.err));
    }
};

QTEST_GUILESS_MAIN(TstRun)
#include "tst_run.moc"
