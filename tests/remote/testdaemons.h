// Real daemons for the remote-execution tests, started in a temporary folder on loopback ports and stopped
// by process id when the helper goes away: an sshd with a throwaway host key and a key pair made for the
// test, and a one-node Slurm cluster (munged, slurmctld, slurmd; no accounting daemon). Both run as the
// user running the tests — root in the CI container, hence PermitRootLogin, StrictModes off, SlurmUser=root.
// tests/remote/testcluster.cpp wraps the Slurm one in a program for `kiln bench slurm` by hand.
#pragma once

#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>

namespace kiln::testing {

// A TCP port on 127.0.0.1 that nothing listens on right now.
quint16 freeLoopbackPort();
// The first of `programs` not found (in PATH, /usr/sbin, /sbin), empty when all are there.
QString missingProgram(const QStringList& programs);
QString findProgram(const QString& name);

class TestSshd
{
public:
    ~TestSshd() { stop(); }
    bool start(QString* error);
    void stop();
    QString destination() const { return QStringLiteral("%1@127.0.0.1").arg(m_user); }
    // For RemoteHost::sshOptions: the port, the test key, no known_hosts.
    QStringList sshOptions() const;
    qint64 pid() const { return m_sshd.processId(); }
    // The sshd processes serving connections now (children of the listening one): killing them drops every
    // connection while the daemon keeps listening, as a network drop would.
    QList<qint64> sessionPids() const;
    int dropConnections(); // kills sessionPids(); returns how many
    QString folder() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
    QProcess m_sshd;
    quint16 m_port = 0;
    QString m_user;
};

class TestSlurmCluster
{
public:
    ~TestSlurmCluster() { stop(); }
    // Writes slurm.conf, starts munged, slurmctld and slurmd and waits until the node is idle (about 2 s).
    // Sets SLURM_CONF in this process's environment so sbatch & co. (and children) find the cluster.
    bool start(QString* error);
    void stop();
    QString conf() const { return m_dir.filePath(QStringLiteral("slurm.conf")); }
    QString folder() const { return m_dir.path(); }
    QString nodeName() const { return QStringLiteral("kilnnode"); }
    // scontrol as a cluster admin would use it (node down/resume): what the test needs for a node failure.
    bool scontrol(const QStringList& args, QString* output = nullptr);
    // The state squeue shows for a job (empty when it does not know it).
    QString jobState(const QString& jobId);
    QStringList jobIds(); // every job squeue still knows

private:
    bool startDaemon(QProcess& p, const QString& program, const QStringList& args, QString* error);
    QTemporaryDir m_dir{QStringLiteral("/tmp/kiln-slurm-XXXXXX")};
    QProcess m_munged, m_slurmctld, m_slurmd;
    bool m_started = false;
};

} // namespace kiln::testing
