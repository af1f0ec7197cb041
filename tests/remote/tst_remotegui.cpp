// The window with remote executors, offscreen, with a real sshd and a real one-node Slurm cluster started
// here (tests/remote/testdaemons.h): the launch dialog lists the configured executors, the user picks the SSH
// host (then Slurm) for a replay-agent run on a host task, and the Run page's badges reach pass with their
// per-gate times, its rows carry the candidates' results, and the status bar counted the remote jobs while
// they ran. A third case ticks "Run the agent on the host too" with a command agent: the agent runs over
// ssh, the same badges follow.
#include "testdaemons.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/remote/remoteconfig.h"
#include "runners/runs/runfolder.h"
#include "ui/dialogs/launchdialog.h"
#include "ui/mainwindow.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/pages/runpage.h"
#include "ui/tasktreesearch.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace kiln;
using namespace kiln::testing;

namespace {
constexpr auto kTask = "host2host/reduce_sum_f32";

} // namespace

class TstRemoteGui : public QObject
{
    Q_OBJECT
    std::unique_ptr<TestSshd> m_sshd;
    std::unique_ptr<TestSlurmCluster> m_cluster;
    QTemporaryDir m_config, m_data, m_remote, m_sources;

private slots:
    void initTestCase()
    {
        if (const QString missing = missingProgram(
                {"sshd", "ssh", "ssh-keygen", "rsync", "munged", "slurmctld", "slurmd", "sbatch", "squeue", "scancel"});
            !missing.isEmpty())
            QSKIP(qPrintable(missing + " is not installed (apt-get install openssh-server openssh-client rsync "
                                       "slurm-wlm munge)"));
        qputenv("KILN_CONFIG_DIR", m_config.path().toUtf8());
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        qputenv("KILN_PROGRAM", KILN_BINARY); // the replay agent and ./kiln-eval run the real kiln
        QApplication::setOrganizationName("kiln-test");
        QApplication::setApplicationName("tst_remotegui");
        QSettings().clear();
        QString error;
        m_sshd = std::make_unique<TestSshd>();
        QVERIFY2(m_sshd->start(&error), qPrintable(error));
        m_cluster = std::make_unique<TestSlurmCluster>();
        QVERIFY2(m_cluster->start(&error), qPrintable(error));
        // The host is this machine: its harness is the one built here (`kiln remote install` is
        // tst_sshexecutor's business).
        QStringList harnessArgs;
        const QString harness = harnessProgram("host", &harnessArgs, &error);
        QVERIFY2(!harness.isEmpty(), qPrintable(error));
        RemoteHost host;
        host.name = "loop";
        host.destination = m_sshd->destination();
        host.sshOptions = m_sshd->sshOptions();
        host.workDir = m_remote.filePath("work");
        host.harnessDir = QFileInfo(harness).path();
        SlurmConfig slurm;
        slurm.partition = "kiln";
        slurm.timeLimit = "00:05:00";
        slurm.maxJobs = 2;
        slurm.pollMs = 100;
        RemoteConfig config;
        config.hosts << host;
        config.slurm = slurm;
        QVERIFY2(config.save(&error), qPrintable(error));
        QCOMPARE(configuredExecutors(), (QStringList{"local", "slurm", "ssh:loop"}));

        QFile base(KILN_SOURCE_DIR "/resources/tasks/host2host/reduce_sum_f32/reduce_sum.cpp");
        QVERIFY(base.open(QIODevice::ReadOnly));
        const QByteArray text = base.readAll();
        for (int i = 1; i <= 1; ++i) {
            QVERIFY(QDir().mkpath(m_sources.filePath(QString::number(i))));
            QFile f(m_sources.filePath(QString("%1/reduce_sum.cpp").arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text + "\n// remote candidate " + QByteArray::number(i) + "\n");
        }
    }

    void launchesOnARemoteExecutor_data()
    {
        QTest::addColumn<QString>("executor");
        QTest::addColumn<bool>("agentOnHost");
        QTest::newRow("ssh") << "ssh:loop" << false;
        QTest::newRow("slurm") << "slurm" << false;
        QTest::newRow("ssh, agent on the host") << "ssh:loop" << true;
    }

    void launchesOnARemoteExecutor()
    {
        QFETCH(QString, executor);
        QFETCH(bool, agentOnHost);
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSuite(bundledSuiteDir());
        QVERIFY(w.waitForSuites(20000));
        const QModelIndex index = findTask(w.taskFilter(), kTask);
        QVERIFY(index.isValid());
        auto* tree = w.findChild<QTreeView*>();
        QVERIFY(tree);
        tree->setCurrentIndex(index);
        tree->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

        LaunchDialog* dialog = w.showLaunchDialog();
        QVERIFY(dialog);
        LaunchChoices c = dialog->choices();
        QCOMPARE(c.tasks, QStringList{kTask});
        // One candidate per case: the suite runs on 2 cores (two candidates from an agent on the host are
        // tst_sshexecutor's aWhollyRemoteAgentSubmitsTwoCandidates).
        c.budgetEvals = 1;
        c.timeoutS = 600;
        c.confine = false;
        if (agentOnHost) {
            // A scripted agent that runs on the host: an edit, a ./kiln-eval call.
            c.agent = "command";
            c.commandTemplate = "printf '\\n// on the host\\n' >> reduce_sum.cpp && ./kiln-eval";
            c.extraArgs.clear();
        } else {
            c.agent = "replay";
            c.extraArgs = {"--from", m_sources.filePath("1")};
        }
        dialog->setChoices(c);
        // The user picks the executor in the combo: it is there and enabled.
        QComboBox* executors = dialog->executorBox();
        const int item = executors->findData(executor);
        QVERIFY2(item >= 0, qPrintable(executor + " is not offered"));
        QVERIFY(qobject_cast<QStandardItemModel*>(executors->model())->item(item)->isEnabled());
        QVERIFY(!dialog->agentOnHostBox()->isEnabled() || executors->currentIndex() != 0); // only for ssh hosts
        executors->setCurrentIndex(item);
        QCOMPARE(dialog->agentOnHostBox()->isEnabled(), executor.startsWith("ssh:"));
        if (agentOnHost)
            dialog->agentOnHostBox()->click(); // as the user ticks it
        QCOMPARE(dialog->choices().executor, executor);
        QCOMPARE(dialog->choices().agentOnHost, agentOnHost);

        // The status bar, sampled while the run goes: it must show the jobs out on the host or cluster.
        QStringList remoteStatus;
        QTimer sample;
        connect(&sample, &QTimer::timeout, this, [&] {
            for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
                if (l->text().contains("remote jobs:") && !remoteStatus.contains(l->text()))
                    remoteStatus << l->text();
        });
        sample.start(20);

        QSignalSpy launched(&w, &MainWindow::runLaunched);
        dialog->accept();
        QTRY_COMPARE_WITH_TIMEOUT(launched.count(), 1, 30000);
        const QString runId = launched.first().at(0).toString();
        auto* page = qobject_cast<RunPage*>(w.pages()->currentWidget());
        QVERIFY(page);
        QCOMPARE(page->runId(), runId);
        CandidateListModel* rows = page->candidates();
        const QList<int> gates{CandidateListModel::CompileColumn, CandidateListModel::CorrectnessColumn,
                               CandidateListModel::PerformanceColumn};
        auto gatesPass = [&] {
            if (rows->rowCount() != 1)
                return false;
            for (int r = 0; r < 1; ++r)
                for (int col : gates)
                    if (rows->index(r, col).data(CandidateListModel::GateStatusRole).toInt() != int(GateStatus::Pass))
                        return false;
            return true;
        };
        auto status = [page] { return page->run() ? page->run()->status : QString(); };
        auto state = [&] {
            QString text = "run " + status() + ":";
            for (int r = 0; r < rows->rowCount(); ++r)
                text += " [" + rows->index(r, CandidateListModel::CompileColumn).data().toString() + " | " +
                        rows->index(r, CandidateListModel::CorrectnessColumn).data().toString() + " | " +
                        rows->index(r, CandidateListModel::PerformanceColumn).data().toString() + "]";
            return text + " " + (page->run() ? page->run()->message : QString());
        };
        QTRY_VERIFY_WITH_TIMEOUT(gatesPass() || status() == "finished" || status() == "failed", 240000);
        QTRY_VERIFY2_WITH_TIMEOUT(gatesPass(), qPrintable(state()), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(status(), QString("finished"), 240000);
        sample.stop();

        // Each row: the gates timed, the verdict in, a measured speedup.
        for (int r = 0; r < rows->rowCount(); ++r) {
            for (int col : gates)
                QVERIFY2(rows->index(r, col).data(CandidateListModel::GateSecondsRole).toDouble() > 0,
                         qPrintable(QString("row %1 column %2 has no time").arg(r).arg(col)));
            QVERIFY(rows->index(r, 0).data(CandidateListModel::FinishedRole).toBool());
            QVERIFY(rows->index(r, 0).data(CandidateListModel::PassedRole).toBool());
            QVERIFY(rows->index(r, 0).data(CandidateListModel::SpeedupRole).toDouble() > 0);
            QVERIFY(rows->index(r, 0).data(CandidateListModel::CandidateIdRole).toLongLong() > 0);
        }
        QVERIFY2(!remoteStatus.isEmpty(), "the status bar never showed remote jobs");
        QVERIFY2(remoteStatus.first().contains("remote jobs: 1"), qPrintable(remoteStatus.join(" / ")));
        // After the run nothing is out there any more.
        for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
            QVERIFY2(!l->text().contains("remote jobs:"), qPrintable(l->text()));
        QCOMPARE(page->run()->executor, executor);
        if (agentOnHost) {
            // The edit was made on the host and came back with the workspace.
            QVERIFY(QDir(m_remote.filePath("work/agents")).exists());
            QDirIterator it(RunFolder::pathFor(runId) + "/workspaces", {"reduce_sum.cpp"}, QDir::Files,
                            QDirIterator::Subdirectories);
            QVERIFY(it.hasNext());
            QFile edited(it.next());
            QVERIFY(edited.open(QIODevice::ReadOnly));
            QVERIFY(edited.readAll().contains("// on the host"));
        }
        w.close();
    }

    void cleanupTestCase()
    {
        if (m_cluster)
            m_cluster->stop();
        if (m_sshd)
            m_sshd->stop();
    }
};

QTEST_MAIN(TstRemoteGui)
#include "tst_remotegui.moc"
