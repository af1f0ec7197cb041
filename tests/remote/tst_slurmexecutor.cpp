// The Slurm executor against a real one-node cluster (munged, slurmctld, slurmd started here on loopback
// ports, stopped by pid at the end): a host-backend evaluation goes through sbatch with its gates streamed
// from the job's output file; a job lost to a node failure is resubmitted and still judged on the harness's
// verdict; a cancelled evaluation is scancelled and reported cancelled; and `kiln run --agent tune
// --executor slurm` runs a small tuning run through the cluster from the command line.
#include "evaltesting.h"
#include "testdaemons.h"

#include "model/store/runstore.h"
#include "runners/remote/remoteconfig.h"
#include "runners/remote/slurmexecutor.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;
using namespace kiln::testing;

class TstSlurmExecutor : public QObject
{
    Q_OBJECT
    std::unique_ptr<TestSlurmCluster> m_cluster;
    QTemporaryDir m_config, m_work, m_data;
    SlurmConfig m_slurm;

    static QString jobIdIn(const QStringList& logLines)
    {
        for (const QString& l : logLines)
            if (const auto m = QRegularExpression("slurm job (\\d+) submitted").match(l); m.hasMatch())
                return m.captured(1);
        return {};
    }

private slots:
    void initTestCase()
    {
        if (const QString missing =
                missingProgram({"munged", "slurmctld", "slurmd", "sbatch", "squeue", "scancel", "scontrol"});
            !missing.isEmpty())
            QSKIP(qPrintable(missing + " is not installed (apt-get install slurm-wlm munge)"));
        qputenv("KILN_CONFIG_DIR", m_config.path().toUtf8());
        m_cluster = std::make_unique<TestSlurmCluster>();
        QString error;
        QVERIFY2(m_cluster->start(&error), qPrintable(error));
        m_slurm.partition = "kiln";
        m_slurm.timeLimit = "00:05:00";
        m_slurm.maxJobs = 2;
        m_slurm.pollMs = 100;
        m_slurm.maxRequeues = 1;
        RemoteConfig config;
        config.slurm = m_slurm;
        QVERIFY2(config.save(&error), qPrintable(error));
        QCOMPARE(configuredExecutors(), (QStringList{"local", "slurm"}));
    }

    void statesAreJudged()
    {
        QCOMPARE(judgeSlurmState("RUNNING"), SlurmOutcome::StillGoing);
        QCOMPARE(judgeSlurmState("COMPLETED"), SlurmOutcome::Finished);
        QCOMPARE(judgeSlurmState("FAILED"), SlurmOutcome::Finished);
        QCOMPARE(judgeSlurmState("NODE_FAIL"), SlurmOutcome::LostToCluster);
        QCOMPARE(judgeSlurmState("PREEMPTED"), SlurmOutcome::LostToCluster);
        QCOMPARE(judgeSlurmState("TIMEOUT"), SlurmOutcome::LostToCluster);
        QCOMPARE(judgeSlurmState("CANCELLED by 0"), SlurmOutcome::Cancelled);
    }

    void evaluatesAHostCandidateThroughSbatch()
    {
        QString error;
        const QString folder = m_work.filePath("one");
        const auto request = hostRequest(folder, 0.2, &error);
        QVERIFY2(request, qPrintable(error));
        SlurmExecutor slurm(m_slurm);
        QList<int> active;
        connect(&slurm, &Executor::activeJobsChanged, this, [&](int n) { active << n; });
        ResourcePool local(2, {});
        int liveEvents = 0; // harness events that arrived while the job was still known as running
        const Followed f = follow(*request, folder, &slurm, &local, 120000, [&](EvaluationJob&, const QJsonObject& e) {
            liveEvents += e.value("event").toString() != QLatin1String("log");
        });
        QVERIFY(f.finished);
        QVERIFY2(f.result.verdict == "pass",
                 qPrintable(f.result.verdict + " " + f.result.reason + ": " + f.result.message));
        QVERIFY(liveEvents > 5);
        const QString id = jobIdIn(f.logLines());
        QVERIFY2(!id.isEmpty(), qPrintable(f.logLines().join('\n')));
        QTRY_COMPARE_WITH_TIMEOUT(m_cluster->jobState(id), QString("COMPLETED"), 20000);
        QVERIFY(QFileInfo::exists(folder + "/slurm-1.out"));
        QCOMPARE(active, (QList<int>{1, 0}));
    }

    void aJobLostToANodeFailureIsResubmitted()
    {
        QString error;
        const QString folder = m_work.filePath("nodefail");
        const auto request = hostRequest(folder, 1.0, &error);
        QVERIFY2(request, qPrintable(error));
        SlurmExecutor slurm(m_slurm);
        ResourcePool local(2, {});
        bool downed = false, resumed = false;
        const Followed f = follow(*request, folder, &slurm, &local, 120000, [&](EvaluationJob&, const QJsonObject& e) {
            const bool harness = e.value("event").toString() != QLatin1String("log");
            if (harness && !downed) { // running on the node: the node fails
                downed = m_cluster->scontrol(
                    {"update", "nodename=" + m_cluster->nodeName(), "state=down", "reason=kiln-test"});
            } else if (!harness && downed && !resumed && e.value("line").toString().contains("submitting it again")) {
                m_cluster->scontrol({"update", "nodename=" + m_cluster->nodeName(), "state=resume"});
                resumed = true;
            }
        });
        QVERIFY(downed);
        QVERIFY(resumed);
        QVERIFY(f.finished);
        const QString log = f.logLines().join('\n');
        QVERIFY2(log.contains("ended NODE_FAIL (the cluster's doing, not the candidate's)"), qPrintable(log));
        QVERIFY2(f.result.verdict == "pass",
                 qPrintable(f.result.verdict + " " + f.result.reason + ": " + f.result.message + "\n" + log));
    }

    void aCancelledJobIsScancelledAndReportedCancelled()
    {
        QString error;
        const QString folder = m_work.filePath("cancel");
        const auto request = hostRequest(folder, 5.0, &error);
        QVERIFY2(request, qPrintable(error));
        SlurmExecutor slurm(m_slurm);
        ResourcePool local(2, {});
        bool cancelled = false;
        const Followed f =
            follow(*request, folder, &slurm, &local, 60000, [&](EvaluationJob& job, const QJsonObject& e) {
                if (!cancelled && e.value("event").toString() != QLatin1String("log")) {
                    cancelled = true;
                    job.cancel();
                }
            });
        QVERIFY(cancelled);
        QVERIFY(f.finished);
        QCOMPARE(f.result.verdict, QString("error"));
        QCOMPARE(f.result.reason, QString("cancelled"));
        const QString id = jobIdIn(f.logLines());
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(m_cluster->jobState(id), QString("CANCELLED"), 20000);
    }

    void kilnRunTuneThroughTheCluster()
    {
        const int jobsBefore = static_cast<int>(m_cluster->jobIds().size());
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("KILN_DATA_DIR", m_data.path());
        p.setProcessEnvironment(env);
        p.start(KILN_BINARY, {"run", "--agent", "tune", "--tasks", "host2host/reduce_sum_f32", "--budget-evals", "1",
                              "--executor", "slurm"});
        QVERIFY(p.waitForFinished(300000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(out));
        QVERIFY2(out.contains("evaluated on slurm"), qPrintable(out));
        QVERIFY2(QRegularExpression("host2host/reduce_sum_f32 +1 ").match(out).hasMatch(), qPrintable(out));
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        RunStore store;
        QString error;
        QVERIFY(store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error));
        const RunRecord run = store.runs().value(0);
        QCOMPARE(run.executor, QString("slurm"));
        QCOMPARE(run.status, QString("finished"));
        int passed = 0;
        for (const auto& c : store.candidates(run.id))
            passed += c.verdict == "pass";
        QVERIFY(passed >= 2);
        // Every evaluation of the run (the agent's candidate, then its final scoring) was a job on the
        // cluster.
        QVERIFY(m_cluster->jobIds().size() >= jobsBefore + 2);

        // An unknown executor is refused with what is configured.
        p.start(KILN_BINARY,
                {"run", "--agent", "tune", "--tasks", "host2host/reduce_sum_f32", "--executor", "ssh:nosuch"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 3);
        QVERIFY2(QString::fromUtf8(p.readAllStandardError()).contains("no host 'nosuch'"),
                 qPrintable(p.readAllStandardError()));
    }

    void cleanupTestCase()
    {
        if (m_cluster)
            m_cluster->stop();
    }
};

QTEST_GUILESS_MAIN(TstSlurmExecutor)
#include "tst_slurmexecutor.moc"
