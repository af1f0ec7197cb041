#include "testdaemons.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHostInfo>
#include <QStandardPaths>
#include <QTcpServer>
#include <QThread>

#include <csignal>
#include <unistd.h>

namespace kiln::testing {

namespace {

bool writeFile(const QString& path, const QByteArray& text, QFile::Permissions perms = {})
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    f.write(text);
    f.close();
    return perms == QFile::Permissions{} || f.setPermissions(perms);
}

bool runQuiet(const QString& program, const QStringList& args, QString* output = nullptr, int ms = 30000)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(ms)) {
        p.kill();
        p.waitForFinished(2000);
        return false;
    }
    if (output)
        *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

void stopProcess(QProcess& p)
{
    if (p.state() == QProcess::NotRunning)
        return;
    p.terminate(); // SIGTERM to this pid
    if (!p.waitForFinished(5000)) {
        p.kill();
        p.waitForFinished(2000);
    }
}

} // namespace

quint16 freeLoopbackPort()
{
    QTcpServer s;
    s.listen(QHostAddress::LocalHost, 0);
    return s.serverPort();
}

QString findProgram(const QString& name)
{
    const QString p = QStandardPaths::findExecutable(name);
    if (!p.isEmpty())
        return p;
    return QStandardPaths::findExecutable(
        name, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/local/sbin")});
}

QString missingProgram(const QStringList& programs)
{
    for (const QString& p : programs)
        if (findProgram(p).isEmpty())
            return p;
    return {};
}

bool TestSshd::start(QString* error)
{
    const QString d = m_dir.path();
    m_user = qEnvironmentVariable("USER", QStringLiteral("root"));
    if (m_user.isEmpty() || ::getuid() == 0)
        m_user = QStringLiteral("root");
    QString out;
    for (const char* key : {"host_key", "client_key"})
        if (!runQuiet(findProgram(QStringLiteral("ssh-keygen")),
                      {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                       QString(), QStringLiteral("-f"), QDir(d).filePath(QString::fromLatin1(key))},
                      &out)) {
            *error = QStringLiteral("ssh-keygen failed: %1").arg(out);
            return false;
        }
    QFile pub(QDir(d).filePath(QStringLiteral("client_key.pub")));
    pub.open(QIODevice::ReadOnly);
    writeFile(QDir(d).filePath(QStringLiteral("authorized_keys")), pub.readAll(), QFile::ReadOwner | QFile::WriteOwner);
    m_port = freeLoopbackPort();
    // StrictModes off: the temporary folder's permissions are not a home's. Root may log in with the key
    // (the CI container runs as root). No PAM: nothing to configure outside this folder.
    const QString config = QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2/host_key\nPidFile %2/sshd.pid\n"
                                          "AuthorizedKeysFile %2/authorized_keys\nPermitRootLogin prohibit-password\n"
                                          "StrictModes no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
                                          "UsePAM no\nMaxStartups 100\nSubsystem sftp internal-sftp\n")
                               .arg(m_port)
                               .arg(d);
    writeFile(QDir(d).filePath(QStringLiteral("sshd_config")), config.toUtf8());
    // sshd's privilege-separation folder; systemd makes it at boot, a container may not have it.
    QDir().mkpath(QStringLiteral("/run/sshd"));
    m_sshd.setProcessChannelMode(QProcess::MergedChannels);
    m_sshd.setStandardOutputFile(QDir(d).filePath(QStringLiteral("sshd.log")));
    m_sshd.start(findProgram(QStringLiteral("sshd")), {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                                                       QDir(d).filePath(QStringLiteral("sshd_config"))});
    if (!m_sshd.waitForStarted(5000)) {
        *error = QStringLiteral("sshd did not start: %1").arg(m_sshd.errorString());
        return false;
    }
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 10000) {
        QProcess probe;
        probe.start(QStringLiteral("ssh"), QStringList{QStringLiteral("-o"), QStringLiteral("BatchMode=yes")} +
                                               sshOptions() + QStringList{destination(), QStringLiteral("true")});
        if (probe.waitForFinished(5000) && probe.exitCode() == 0)
            return true;
        if (m_sshd.state() == QProcess::NotRunning)
            break;
        QThread::msleep(100);
    }
    QFile log(QDir(d).filePath(QStringLiteral("sshd.log")));
    log.open(QIODevice::ReadOnly);
    *error = QStringLiteral("sshd on port %1 does not accept the test key: %2")
                 .arg(m_port)
                 .arg(QString::fromUtf8(log.readAll()));
    return false;
}

QStringList TestSshd::sshOptions() const
{
    return {QStringLiteral("-p"), QString::number(m_port),
            QStringLiteral("-i"), m_dir.filePath(QStringLiteral("client_key")),
            QStringLiteral("-o"), QStringLiteral("StrictHostKeyChecking=no"),
            QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=/dev/null"),
            QStringLiteral("-o"), QStringLiteral("LogLevel=ERROR")};
}

QList<qint64> TestSshd::sessionPids() const
{
    QList<qint64> pids;
    const qint64 parent = m_sshd.processId();
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
        const QByteArray s = stat.readAll();
        const QList<QByteArray> rest = s.mid(s.lastIndexOf(')') + 2).split(' ');
        if (rest.size() > 1 && rest[1].toLongLong() == parent)
            pids << pid;
    }
    return pids;
}

int TestSshd::dropConnections()
{
    const QList<qint64> pids = sessionPids();
    for (qint64 pid : pids)
        ::kill(static_cast<pid_t>(pid), SIGKILL);
    return static_cast<int>(pids.size());
}

void TestSshd::stop()
{
    dropConnections();
    stopProcess(m_sshd);
}

bool TestSlurmCluster::startDaemon(QProcess& p, const QString& program, const QStringList& args, QString* error)
{
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setStandardOutputFile(m_dir.filePath(QFileInfo(program).fileName() + QStringLiteral(".out")));
    p.start(findProgram(program), args);
    if (!p.waitForStarted(5000)) {
        *error = QStringLiteral("%1 did not start: %2").arg(program, p.errorString());
        return false;
    }
    return true;
}

bool TestSlurmCluster::start(QString* error)
{
    const QString d = m_dir.path();
    QFile(d).setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
    QDir().mkpath(d + QStringLiteral("/state"));
    QDir().mkpath(d + QStringLiteral("/spool"));
    QFile random(QStringLiteral("/dev/urandom"));
    random.open(QIODevice::ReadOnly);
    writeFile(d + QStringLiteral("/munge.key"), random.read(1024), QFile::ReadOwner);
    // --force: munged is wary of a socket folder under /tmp; this one is ours alone.
    if (!startDaemon(m_munged, QStringLiteral("munged"),
                     {QStringLiteral("-F"), QStringLiteral("--force"),
                      QStringLiteral("--key-file=") + d + QStringLiteral("/munge.key"),
                      QStringLiteral("--socket=") + d + QStringLiteral("/munge.sock"),
                      QStringLiteral("--pid-file=") + d + QStringLiteral("/munged.pid"),
                      QStringLiteral("--seed-file=") + d + QStringLiteral("/munge.seed")},
                     error))
        return false;
    QElapsedTimer t;
    t.start();
    while (!QFileInfo::exists(d + QStringLiteral("/munge.sock")) && t.elapsed() < 5000)
        QThread::msleep(20);
    const QString host = QHostInfo::localHostName().section('.', 0, 0);
    // One node with 2 CPUs on loopback ports; proctrack/linuxproc and task/none need no cgroups; no
    // accounting daemon (sacct answers nothing here, which the executor handles). MinJobAge keeps finished
    // jobs visible to squeue for the executor's last look.
    const QString conf =
        QStringLiteral("ClusterName=kilntest\nSlurmctldHost=%1(127.0.0.1)\nSlurmUser=root\nSlurmdUser=root\n"
                       "SlurmctldPort=%2\nSlurmdPort=%3\nAuthType=auth/munge\nCredType=cred/munge\nAuthInfo=socket=%4/"
                       "munge.sock\n"
                       "StateSaveLocation=%4/state\nSlurmdSpoolDir=%4/spool\nSlurmctldPidFile=%4/slurmctld.pid\n"
                       "SlurmdPidFile=%4/slurmd.pid\nSlurmctldLogFile=%4/slurmctld.log\nSlurmdLogFile=%4/slurmd.log\n"
                       "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\nSwitchType=switch/"
                       "none\nMpiDefault=none\n"
                       "SchedulerType=sched/builtin\nSelectType=select/"
                       "cons_tres\nSelectTypeParameters=CR_CPU\nReturnToService=2\n"
                       "JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/"
                       "none\nJobCompType=jobcomp/none\n"
                       "MinJobAge=300\nSlurmdTimeout=30\nInactiveLimit=0\nKillWait=2\n"
                       "NodeName=kilnnode NodeAddr=127.0.0.1 NodeHostname=%1 CPUs=2 RealMemory=1000 State=UNKNOWN\n"
                       "PartitionName=kiln Nodes=kilnnode Default=YES MaxTime=INFINITE State=UP\n")
            .arg(host)
            .arg(freeLoopbackPort())
            .arg(freeLoopbackPort())
            .arg(d);
    writeFile(this->conf(), conf.toUtf8());
    qputenv("SLURM_CONF", this->conf().toUtf8());
    if (!startDaemon(m_slurmctld, QStringLiteral("slurmctld"),
                     {QStringLiteral("-D"), QStringLiteral("-i"), QStringLiteral("-f"), this->conf()}, error) ||
        !startDaemon(m_slurmd, QStringLiteral("slurmd"),
                     {QStringLiteral("-D"), QStringLiteral("-N"), nodeName(), QStringLiteral("-f"), this->conf()},
                     error))
        return false;
    m_started = true;
    t.restart();
    QString out;
    while (t.elapsed() < 20000) {
        if (runQuiet(QStringLiteral("sinfo"), {QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%T")},
                     &out) &&
            out.trimmed() == QLatin1String("idle"))
            return true;
        if (m_slurmctld.state() == QProcess::NotRunning || m_slurmd.state() == QProcess::NotRunning)
            break;
        QThread::msleep(200);
    }
    QFile log(d + QStringLiteral("/slurmctld.log"));
    log.open(QIODevice::ReadOnly);
    *error = QStringLiteral("the test cluster's node did not become idle (sinfo: %1); slurmctld.log ends: %2")
                 .arg(out.trimmed(), QString::fromUtf8(log.readAll().right(1500)));
    return false;
}

bool TestSlurmCluster::scontrol(const QStringList& args, QString* output)
{
    return runQuiet(QStringLiteral("scontrol"), args, output);
}

QString TestSlurmCluster::jobState(const QString& jobId)
{
    QString out;
    runQuiet(QStringLiteral("squeue"),
             {QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"), QStringLiteral("-j"), jobId,
              QStringLiteral("-o"), QStringLiteral("%T")},
             &out);
    return out.trimmed();
}

QStringList TestSlurmCluster::jobIds()
{
    QString out;
    runQuiet(
        QStringLiteral("squeue"),
        {QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"), QStringLiteral("-o"), QStringLiteral("%i")},
        &out);
    return out.split('\n', Qt::SkipEmptyParts);
}

void TestSlurmCluster::stop()
{
    if (m_started) // nothing of the tests' left running on the node
        runQuiet(QStringLiteral("scancel"),
                 {QStringLiteral("--user"), qEnvironmentVariable("USER", QStringLiteral("root"))});
    m_started = false;
    stopProcess(m_slurmd);
    stopProcess(m_slurmctld);
    stopProcess(m_munged);
}

} // namespace kiln::testing
