// The SSH executor against a real sshd on a loopback port (throwaway host key, a key pair made here):
// `kiln remote install` copies the harness and looks at the host; a host-backend candidate is evaluated
// there end to end (request and sources synced, JSON lines streamed, objects and intermediates pulled
// back); a connection killed while the harness runs is evaluated again, and killed twice it is an
// infrastructure error, never the candidate's failure.
#include "evaltesting.h"
#include "testdaemons.h"

#include "model/store/runstore.h"
#include "runners/remote/remoteconfig.h"
#include "runners/remote/remotepaths.h"
#include "runners/remote/sshexecutor.h"
#include "runners/runs/runmanager.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace kiln;
using namespace kiln::testing;

class TstSshExecutor : public QObject
{
    Q_OBJECT
    std::unique_ptr<TestSshd> m_sshd;
    QTemporaryDir m_config, m_remote, m_work, m_data;
    RemoteHost m_host;

    static bool isHarnessEvent(const QJsonObject& e) { return e.value("event").toString() != QLatin1String("log"); }

private slots:
    void initTestCase()
    {
        if (const QString missing = missingProgram({"sshd", "ssh", "ssh-keygen", "rsync"}); !missing.isEmpty())
            QSKIP(qPrintable(missing + " is not installed (apt-get install openssh-server openssh-client rsync)"));
        qputenv("KILN_CONFIG_DIR", m_config.path().toUtf8());
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        m_sshd = std::make_unique<TestSshd>();
        QString error;
        QVERIFY2(m_sshd->start(&error), qPrintable(error));
        m_host.name = "loop";
        m_host.destination = m_sshd->destination();
        m_host.sshOptions = m_sshd->sshOptions();
        m_host.workDir = m_remote.filePath("work");
        m_host.connectRetries = 3;
        RemoteConfig config;
        config.hosts << m_host;
        QVERIFY2(config.save(&error), qPrintable(error));
        QCOMPARE(configuredExecutors(), (QStringList{"local", "ssh:loop"}));
    }

    void pathsMapToTheMirrorAndBack()
    {
        const QStringList roots{"/a/b", "/a/bc"};
        QCOMPARE(toMirror(QString("-I/a/b/include -o /a/bc/x.so /a/bcd /usr/include"), roots, "/m"),
                 QString("-I/m/a/b/include -o /m/a/bc/x.so /a/bcd /usr/include"));
        QCOMPARE(fromMirror(QJsonValue(QString("error in /m/a/b/k.cpp:3")), "/m").toString(),
                 QString("error in /a/b/k.cpp:3"));
        QCOMPARE(outermost({"/a/b/c", "/a/b", "/a/bc", "/a/b/"}), (QStringList{"/a/b", "/a/bc"}));
    }

    void installCopiesTheHarnessAndChecksTheHost()
    {
        QProcess p;
        p.start(KILN_BINARY, {"remote", "install", "loop"});
        QVERIFY(p.waitForFinished(300000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.contains("GPU and driver:"), qPrintable(out));
        QVERIFY2(out.contains(QRegularExpression("c\\+\\+ +/")), qPrintable(out)); // the compiler found there
        QVERIFY2(out.contains("calibrated ceilings"), qPrintable(out));
        QVERIFY(QFileInfo(m_host.workDir + "/harness/kiln-harness-host").isExecutable());
        p.start(KILN_BINARY, {"remote", "list"});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains("ssh:loop  " + m_host.destination));
        p.start(KILN_BINARY, {"remote", "install", "nosuch"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("no host 'nosuch'"));
    }

    void evaluatesAHostCandidateEndToEnd()
    {
        QString error;
        const QString folder = m_work.filePath("e2e");
        const auto request = hostRequest(folder, 0.2, &error);
        QVERIFY2(request, qPrintable(error));
        SshExecutor ssh(m_host);
        QList<int> active;
        connect(&ssh, &Executor::activeJobsChanged, this, [&](int n) { active << n; });
        ResourcePool local(2, {});
        const Followed f = follow(*request, folder, &ssh, &local, 120000);
        QVERIFY(f.finished);
        QVERIFY2(f.result.verdict == "pass",
                 qPrintable(f.result.verdict + " " + f.result.reason + ": " + f.result.message));
        QVERIFY(f.result.speedupGeomean > 0);
        int harnessEvents = 0;
        for (const auto& e : f.events)
            harnessEvents += isHarnessEvent(e);
        QVERIFY(harnessEvents > 5);
        QCOMPARE(active, (QList<int>{1, 0}));
        QCOMPARE(local.cpusInUse(), 0); // nothing held here: the host compiled and timed it
        // Built there, pulled back here; no remote path leaks into what the views read.
        QVERIFY(QFileInfo::exists(folder + "/build/candidate/candidate.so"));
        QVERIFY(QFileInfo::exists(ssh.absoluteWorkDir() + "/mirror" + folder + "/build/candidate/candidate.so"));
        for (const auto& e : f.events)
            QVERIFY2(!QJsonDocument(e).toJson().contains("/mirror/"), QJsonDocument(e).toJson().constData());
    }

    void aDroppedConnectionIsRetriedOnce()
    {
        QString error;
        const QString folder = m_work.filePath("drop-once");
        const auto request = hostRequest(folder, 0.2, &error);
        QVERIFY2(request, qPrintable(error));
        SshExecutor ssh(m_host);
        ResourcePool local(2, {});
        int drops = 0;
        const Followed f = follow(*request, folder, &ssh, &local, 120000, [&](EvaluationJob&, const QJsonObject& e) {
            if (drops == 0 && isHarnessEvent(e))
                drops += m_sshd->dropConnections() > 0; // the harness is running on the host now
        });
        QCOMPARE(drops, 1);
        QVERIFY(f.finished);
        QVERIFY2(f.logLines().join('\n').contains("was lost during the evaluation; evaluating it again"),
                 qPrintable(f.logLines().join('\n')));
        QVERIFY2(f.result.verdict == "pass",
                 qPrintable(f.result.verdict + " " + f.result.reason + ": " + f.result.message));
    }

    void aConnectionLostTwiceIsAnInfrastructureError()
    {
        QString error;
        const QString folder = m_work.filePath("drop-twice");
        const auto request = hostRequest(folder, 0.2, &error);
        QVERIFY2(request, qPrintable(error));
        SshExecutor ssh(m_host);
        ResourcePool local(2, {});
        int drops = 0;
        bool armed = true;
        const Followed f = follow(*request, folder, &ssh, &local, 120000, [&](EvaluationJob&, const QJsonObject& e) {
            if (!isHarnessEvent(e)) {
                armed = armed || e.value("line").toString().contains("evaluating it again");
                return;
            }
            if (armed && m_sshd->dropConnections() > 0) {
                ++drops;
                armed = false;
            }
        });
        QCOMPARE(drops, 2);
        QVERIFY(f.finished);
        QCOMPARE(f.result.verdict, QString("error"));
        QCOMPARE(f.result.reason, kInfrastructureError);
        QVERIFY2(f.result.message.contains("not the candidate's"), qPrintable(f.result.message));
    }

    void anUnreachableHostIsRetriedWithBackoffThenAnInfrastructureError()
    {
        QString error;
        const QString folder = m_work.filePath("unreachable");
        const auto request = hostRequest(folder, 0.2, &error);
        QVERIFY2(request, qPrintable(error));
        RemoteHost dead = m_host;
        dead.sshOptions[1] = QString::number(freeLoopbackPort()); // -p PORT: nothing listens there
        dead.connectRetries = 2;
        SshExecutor ssh(dead);
        ResourcePool local(2, {});
        QElapsedTimer t;
        t.start();
        const Followed f = follow(*request, folder, &ssh, &local, 60000);
        QVERIFY(f.finished);
        QCOMPARE(f.result.reason, kInfrastructureError);
        QVERIFY(f.logLines().join('\n').contains("trying again in 1 s (attempt 2 of 2)"));
        QVERIFY2(t.elapsed() >= 900, qPrintable(QString::number(t.elapsed()))); // the 1 s backoff was waited
    }

    // A run whose evaluations go to the host: the agent works here, its ./kiln-eval is evaluated there, the
    // run records its executor, and the remote job count goes up and back down for the status bar.
    void aRunEvaluatesOnTheHost()
    {
        qputenv("KILN_PROGRAM", KILN_BINARY); // ./kiln-eval calls the real kiln, not this test
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        ResourcePool pool(2, {});
        RunManager manager(&store, &pool);
        QVERIFY2(manager.init(&error), qPrintable(error));
        QList<int> remote;
        connect(&manager, &RunManager::remoteJobsChanged, this, [&](int n) { remote << n; });
        QSignalSpy done(&manager, &RunManager::runFinished);
        RunSpec spec;
        spec.config.agent = "command";
        spec.config.commandTemplate = "printf '\\n// one edit\\n' >> reduce_sum.cpp\n./kiln-eval\n";
        spec.config.suites = {bundledSuiteDir()};
        spec.config.budgetEvals = 1;
        spec.config.executor = "ssh:loop";
        const Suite suite = loadSuite(bundledSuiteDir());
        spec.tasks = {*suite.find("host2host/reduce_sum_f32")};
        const auto id = manager.startRun(spec, &error);
        QVERIFY2(id, qPrintable(error));
        QVERIFY(done.wait(240000));
        QCOMPARE(done.first().at(1).toString(), QString("finished"));
        QCOMPARE(store.run(*id)->executor, QString("ssh:loop"));
        QStringList verdicts;
        for (const auto& c : store.candidates(*id))
            verdicts << c.role + " " + c.verdict;
        QCOMPARE(verdicts, (QStringList{"agent pass", "best pass"}));
        QCOMPARE(remote, (QList<int>{1, 0, 1, 0})); // the agent's candidate, then its final scoring
        spec.config.executor = "ssh:nosuch";
        QVERIFY(!manager.startRun(spec, &error));
        QVERIFY2(error.contains("no host 'nosuch'"), qPrintable(error));
    }

    // Wholly remote (runners/remote/remoteagent.h): the agent itself runs on the host. A scripted agent says
    // where it runs, edits its copy of the workspace twice and calls ./kiln-eval after each edit; both
    // candidates come back here, are snapshotted and evaluated (on the host too), and the reports reach the
    // agent there.
    void aWhollyRemoteAgentSubmitsTwoCandidates()
    {
        qputenv("KILN_PROGRAM", KILN_BINARY);
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        ResourcePool pool(2, {});
        RunManager manager(&store, &pool);
        QVERIFY2(manager.init(&error), qPrintable(error));
        QStringList transcript;
        connect(
            &manager, &RunManager::transcriptEvent, this,
            [&](const QString&, const QString&, const TranscriptEvent& e) { transcript << e.kind + ": " + e.text; });
        QSignalSpy done(&manager, &RunManager::runFinished);
        RunSpec spec;
        spec.config.agent = "command";
        spec.config.commandTemplate =
            "echo \"agent of $KILN_RUN_ID in $(pwd)\"\n"
            "printf '\\n// remote edit 1\\n' >> reduce_sum.cpp && ./kiln-eval || exit 1\n"
            "printf '\\n// remote edit 2\\n' >> reduce_sum.cpp && ./kiln-eval --json || exit 1\n"
            "echo \"second report ended with $?\"\n";
        spec.config.suites = {bundledSuiteDir()};
        spec.config.budgetEvals = 2;
        spec.config.executor = "ssh:loop";
        spec.config.agentHost = "ssh:loop";
        const Suite suite = loadSuite(bundledSuiteDir());
        spec.tasks = {*suite.find("host2host/reduce_sum_f32")};
        const auto id = manager.startRun(spec, &error);
        QVERIFY2(id, qPrintable(error));
        QVERIFY(done.wait(240000));
        const QString log = transcript.join('\n');
        QCOMPARE(done.first().at(1).toString(), QString("finished"));
        // It ran on the host, in the workspace copy under <work>/agents, with the run's variables.
        QVERIFY2(log.contains(QRegularExpression("agent of " + *id + " in " +
                                                 QRegularExpression::escape(m_host.workDir) + "/agents/")),
                 qPrintable(log));
        QVERIFY2(log.contains("on ssh:loop started"), qPrintable(log));
        QVERIFY2(log.contains("second report ended with 0"), qPrintable(log)); // kiln-eval's exit code came back
        QVERIFY2(log.contains(QRegularExpression("\"event\":\"summary\".*\"seq\":2")),
                 qPrintable(log));                                // --json got through
        QVERIFY2(log.contains("verdict: pass"), qPrintable(log)); // the reports reached the agent there
        // Each call copied the workspace back first; how long that took is in the agent's log.
        const QStringList copies = transcript.filter("the workspace came back from");
        QCOMPARE(copies.size(), 2);
        qInfo().noquote() << copies.join('\n');
        QStringList verdicts;
        QStringList commits;
        for (const auto& c : store.candidates(*id)) {
            verdicts << c.role + " " + c.verdict;
            if (c.role == "agent")
                commits << c.commitId;
        }
        QVERIFY2(verdicts.count("agent pass") == 2, qPrintable(verdicts.join(", ")));
        QCOMPARE(commits.size(), 2);
        QVERIFY(commits[0] != commits[1]); // the second edit came back before the second evaluation
        // The workspace here holds both edits; its ./kiln-eval is still Kiln's own.
        const QString ws = RunFolder::pathFor(*id) + "/workspaces";
        QDirIterator it(ws, {"reduce_sum.cpp"}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        QFile edited(it.next());
        QVERIFY(edited.open(QIODevice::ReadOnly));
        const QByteArray text = edited.readAll();
        QVERIFY(text.contains("remote edit 1") && text.contains("remote edit 2"));
        QFile script(QFileInfo(edited.fileName()).path() + "/kiln-eval");
        QVERIFY(script.open(QIODevice::ReadOnly));
        QVERIFY(script.readAll().contains("eval-client"));
    }

    // An agent on the host that waits; `act` is done once it has said so. Returns the transcript, and whether
    // the agent's process group on the host (its pid file is in the remote workspace) is gone afterwards.
    QStringList stopAWaitingAgent(const std::function<void(RunManager&, const QString&)>& act, bool* groupGone)
    {
        *groupGone = false;
        qputenv("KILN_PROGRAM", KILN_BINARY);
        RunStore store;
        QString error;
        if (!store.open(storePath(), &error))
            return {error};
        ResourcePool pool(2, {});
        RunManager manager(&store, &pool);
        if (!manager.init(&error))
            return {error};
        QString runId;
        bool acted = false;
        QStringList transcript;
        connect(&manager, &RunManager::transcriptEvent, this,
                [&](const QString&, const QString&, const TranscriptEvent& e) {
                    transcript << e.kind + ": " + e.text;
                    if (!acted && e.text.contains("waiting on the host")) {
                        acted = true;
                        act(manager, runId);
                    }
                });
        QSignalSpy done(&manager, &RunManager::runFinished);
        RunSpec spec;
        spec.config.agent = "command";
        spec.config.commandTemplate = "echo waiting on the host; sleep 300; echo not stopped";
        spec.config.suites = {bundledSuiteDir()};
        spec.config.budgetEvals = 1;
        spec.config.agentHost = "ssh:loop";
        spec.tasks = {*loadSuite(bundledSuiteDir()).find("host2host/reduce_sum_f32")};
        const auto id = manager.startRun(spec, &error);
        if (!id)
            return {error};
        runId = *id;
        if (!done.wait(120000) || !acted)
            return transcript << "the run did not end, or the agent never said it was waiting";
        QDirIterator it(m_host.workDir + "/agents", {".kiln-agent.pid"}, QDir::Files | QDir::Hidden,
                        QDirIterator::Subdirectories);
        QString pidFile;
        while (it.hasNext())
            if (const QString f = it.next(); f.contains(*id))
                pidFile = f;
        QFile f(pidFile);
        if (!f.open(QIODevice::ReadOnly))
            return transcript << "no .kiln-agent.pid in the remote workspace";
        const pid_t group = static_cast<pid_t>(f.readAll().trimmed().toLongLong());
        QElapsedTimer t;
        t.start();
        while (group > 1 && ::kill(-group, 0) == 0 && t.elapsed() < 10000)
            QTest::qWait(50);
        *groupGone = group > 1 && ::kill(-group, 0) != 0;
        return transcript;
    }

    // Cancelling a run stops the agent on the host, not only the ssh that started it.
    void cancellingStopsTheAgentOnTheHost()
    {
        bool gone = false;
        const QStringList log =
            stopAWaitingAgent([](RunManager& m, const QString& runId) { m.cancelRun(runId); }, &gone);
        QVERIFY2(gone, qPrintable(log.join('\n')));
        QVERIFY2(!log.join('\n').contains("not stopped"), qPrintable(log.join('\n')));
    }

    // A connection that drops while the agent runs there ends the agent there too (its watcher sees the
    // connection end), and the agent call ends here as a lost connection.
    void aDroppedConnectionStopsTheAgentThere()
    {
        bool gone = false;
        const QStringList log =
            stopAWaitingAgent([this](RunManager&, const QString&) { m_sshd->dropConnections(); }, &gone);
        QVERIFY2(gone, qPrintable(log.join('\n')));
        QVERIFY2(log.join('\n').contains("ended (ssh exit 255)"), qPrintable(log.join('\n')));
    }

    void aBuiltInAgentCannotRunOnTheHost()
    {
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        ResourcePool pool(2, {});
        RunManager manager(&store, &pool);
        QVERIFY2(manager.init(&error), qPrintable(error));
        RunSpec spec;
        spec.config.agent = "tune";
        spec.config.suites = {bundledSuiteDir()};
        spec.config.agentHost = "ssh:loop";
        spec.tasks = {*loadSuite(bundledSuiteDir()).find("host2host/reduce_sum_f32")};
        QVERIFY(!manager.startRun(spec, &error));
        QVERIFY2(error.contains("built into Kiln"), qPrintable(error));
        spec.config.agent = "command";
        spec.config.agentHost = "ssh:nosuch";
        QVERIFY(!manager.startRun(spec, &error));
        QVERIFY2(error.contains("no host 'nosuch'"), qPrintable(error));
        // The same from the command line: --agent-host reaches the run manager.
        QProcess p;
        p.start(KILN_BINARY, {"run", "--agent", "tune", "--tasks", "host2host/reduce_sum_f32", "--agent-host",
                              "ssh:loop", "--unconfined"});
        QVERIFY(p.waitForFinished(60000));
        const QString stderrText = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 3);
        QVERIFY2(stderrText.contains("the tune agent is built into Kiln"), qPrintable(stderrText));
    }

    void cleanupTestCase()
    {
        if (m_sshd)
            m_sshd->stop();
    }
};

QTEST_GUILESS_MAIN(TstSshExecutor)
#include "tst_sshexecutor.moc"
