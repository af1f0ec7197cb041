// The records Kiln keeps as JSON files (run.json's RunConfig, remotes.json's hosts and Slurm cluster), written
// and read through one key list each (model/jsonfields.h): the keys files already on disk use, the defaults
// a missing key leaves, and the limits applied on reading.
#include "runners/remote/remoteconfig.h"
#include "runners/runs/runfolder.h"

#include <QJsonDocument>
#include <QtTest>

namespace {

QJsonObject parse(const char* json)
{
    QJsonParseError e;
    const QJsonObject o = QJsonDocument::fromJson(json, &e).object();
    if (e.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(e.errorString()));
    return o;
}

} // namespace

class TestRunRecords : public QObject
{
    Q_OBJECT
private slots:
    void runJsonKeepsItsKeys()
    {
        // run.json as every run folder so far has it: re-reading old runs depends on these keys.
        const QJsonObject onDisk = parse(R"({"run": "20261207-1", "agent": "claude-code",
            "suites": ["/s"], "tasks": ["cuda2cuda/softmax", "cuda2cuda/gemm"],
            "budget": {"evals": 4, "timeout_s": 600, "iterations": 2}, "model": "m", "effort": "high",
            "extra_args": ["--x"], "command": "run {workspace}", "mode": "iterative", "restart_after": 1,
            "confine": false, "executor": "ssh:box", "device": "0,2", "agent_host": "ssh:box"})");
        const kiln::RunConfig c = kiln::RunConfig::fromJson(onDisk);
        QCOMPARE(c.runId, QStringLiteral("20261207-1"));
        QCOMPARE(c.tasks.size(), 2);
        QCOMPARE(c.budgetEvals, 4);
        QCOMPARE(c.timeoutS, 600);
        QCOMPARE(c.iterations, 2);
        QCOMPARE(c.extraArgs, QStringList{QStringLiteral("--x")});
        QCOMPARE(c.commandTemplate, QStringLiteral("run {workspace}"));
        QCOMPARE(c.restartAfter, 1);
        QVERIFY(!c.confine);
        QCOMPARE(c.agentHost, QStringLiteral("ssh:box"));
        QCOMPARE(c.toJson(), onDisk);
    }
    void runJsonDefaults()
    {
        const kiln::RunConfig c = kiln::RunConfig::fromJson(parse(R"({"run": "r", "budget": {}})"));
        QCOMPARE(c.budgetEvals, 10);
        QCOMPARE(c.timeoutS, 1800);
        QCOMPARE(c.iterations, 5);
        QCOMPARE(c.mode, QStringLiteral("agentic"));
        QCOMPARE(c.restartAfter, 3);
        QVERIFY(c.confine);
        QCOMPARE(c.executor, QStringLiteral("local"));
        QVERIFY(c.suites.isEmpty());
        QCOMPARE(kiln::RunConfig::fromJson(parse(R"({"run": "r"})")).timeoutS, 1800); // no "budget" at all
        // Values of another type keep the defaults.
        const kiln::RunConfig odd =
            kiln::RunConfig::fromJson(parse(R"({"confine": "no", "budget": {"evals": "4"}, "tasks": "t"})"));
        QVERIFY(odd.confine);
        QCOMPARE(odd.budgetEvals, 10);
        QVERIFY(odd.tasks.isEmpty());
    }
    void remoteHostKeysAndLimits()
    {
        const QJsonObject onDisk = parse(R"({"destination": "u@gpu", "work_dir": "w", "harness_dir": "h",
            "ssh_options": ["-p", "2222"], "gpus": ["0", "1"], "connect_retries": 2})");
        const kiln::RemoteHost h = kiln::RemoteHost::fromJson(QStringLiteral("box"), onDisk);
        QCOMPARE(h.name, QStringLiteral("box"));
        QCOMPARE(h.gpus, (QStringList{QStringLiteral("0"), QStringLiteral("1")}));
        QCOMPARE(h.toJson(), onDisk);
        const kiln::RemoteHost d =
            kiln::RemoteHost::fromJson(QStringLiteral("d"), parse(R"({"destination": "x", "connect_retries": 0})"));
        QCOMPARE(d.connectRetries, 1); // at least one attempt
        QCOMPARE(d.gpus, QStringList{QStringLiteral("0")});
        QCOMPARE(d.workDir, QStringLiteral("kiln-work"));
    }
    void slurmKeysAndLimits()
    {
        const QJsonObject onDisk = parse(R"({"partition": "gpu", "account": "a", "gpus_per_job": 2,
            "time_limit": "01:00:00", "extra_options": ["--qos=high"], "max_jobs": 4, "max_requeues": 1,
            "poll_ms": 250})");
        QCOMPARE(kiln::SlurmConfig::fromJson(onDisk).toJson(), onDisk);
        const kiln::SlurmConfig s =
            kiln::SlurmConfig::fromJson(parse(R"({"max_jobs": 0, "max_requeues": -3, "poll_ms": 5})"));
        QCOMPARE(s.maxJobs, 1);
        QCOMPARE(s.maxRequeues, 0);
        QCOMPARE(s.pollMs, 50);
        QCOMPARE(s.timeLimit, QStringLiteral("00:30:00"));
        QCOMPARE(s.gpusPerJob, 1);
    }
};

QTEST_GUILESS_MAIN(TestRunRecords)
#include "tst_runrecords.moc"
