// SshExecutor: evaluations on a GPU host that has only the harness installed (`kiln remote install`).
// Per evaluation: rsync the folders the request reads to <work>/mirror on the host, run the harness there
// over ssh with its JSON lines streaming back as they come, rsync the folders it wrote (objects, PTX/SASS,
// reports) back. A copy or connection check that fails for the connection is tried again with backoff; an
// evaluation whose connection died while the harness ran is run once more, then reported as an
// infrastructure error — never as the candidate's failure.
#pragma once

#include "runners/remote/executor.h"
#include "runners/remote/remoteconfig.h"
#include "runners/toolrun.h"

namespace kiln {

class SshExecutor : public Executor
{
    Q_OBJECT
public:
    explicit SshExecutor(const RemoteHost& host, QObject* parent = nullptr);
    QString name() const override { return QStringLiteral("ssh:") + m_host.name; }
    bool isRemote() const override { return true; }
    ResourcePool* pool() override { return &m_pool; }
    HarnessRun* createRun(QObject* parent) override;

    const RemoteHost& host() const { return m_host; }
    // `ssh` arguments for one command on the host (BatchMode: never waits on a password prompt).
    QStringList sshArguments(const QString& remoteCommand) const;
    // The -e value for rsync.
    QString rsyncShell() const;
    // The work folder's absolute path on the host once a run has asked for it (empty before).
    QString absoluteWorkDir() const { return m_absWork; }
    void setAbsoluteWorkDir(const QString& dir) { m_absWork = dir; }

private:
    friend class SshRun;
    RemoteHost m_host;
    ResourcePool m_pool;
    QString m_absWork;
};

// A process's exit code that means the connection, not the command, failed: 255 from ssh; rsync's
// 10 (socket I/O), 12 (protocol stream), 30 (timeout), 35 (daemon timeout), 255.
bool isConnectionFailure(const QString& program, int exitCode);

// A blocking ssh or rsync call (for code that may wait: the CLI, `kiln remote agent`) that is tried again
// after 1, 2, 4... s, up to `attempts` in all, while the failure is the connection's.
ToolCall connectionRetryingCall(const QString& program, const QStringList& args, int attempts, int timeoutMs);

} // namespace kiln
