// RemoteAgent: an agent that runs wholly on an SSH host, not only its evaluations. AgentProcess still runs
// it here and parses its output with the agent's own adapter; what it starts is `kiln remote agent`
// (RemoteAgentSession, below), which
//   1. copies the workspace to <work>/agents/<local path> on the host (rsync),
//   2. starts the agent there over ssh, its stdout and stderr passed through as they come, with a reverse
//      port forward (ssh -R) from the host's loopback to a bridge in this process,
//   3. puts a ./kiln-eval in the remote workspace that needs only bash: it sends its arguments through the
//      forward; the bridge copies the remote workspace back here (rsync), runs the local ./kiln-eval (the
//      run manager's usual path: snapshot, evaluate with the run's executor, report) and streams its output
//      and exit code back,
//   4. copies the workspace back once more when the agent ends, so what the agent left is what Kiln scores;
//   5. on SIGTERM (the run's budget or a cancel) stops the agent's process group on the host; a watcher beside
//      the agent there does the same whenever the connection ends (a network drop included).
// The host needs sshd with TCP forwarding allowed (the default), bash and rsync; no Kiln.
#pragma once

#include "runners/agents/agentadapter.h"
#include "runners/remote/remoteconfig.h"

#include <QObject>
#include <QProcess>
#include <memory>

class QEventLoop;
class QSocketNotifier;
class QTcpServer;
class QTcpSocket;

namespace kiln {

// The agent adapter wrapped so that AgentProcess starts `kiln remote agent --host NAME ... -- COMMAND`; the
// lines that come back are parsed by the wrapped adapter as if the agent ran here.
class RemoteAgentAdapter : public AgentAdapter
{
public:
    RemoteAgentAdapter(std::unique_ptr<AgentAdapter> inner, const QString& hostName, const QString& kilnProgram);
    QString name() const override { return m_inner->name(); }
    QString displayName() const override;
    QString executable() const override { return {}; } // it is looked for on the host, not here
    AgentCommand command(const AgentInvocation& invocation) const override;
    QList<TranscriptEvent> parseLine(const QByteArray& line) override { return m_inner->parseLine(line); }
    QList<TranscriptEvent> finish() override { return m_inner->finish(); }

private:
    std::unique_ptr<AgentAdapter> m_inner;
    QString m_host, m_kiln;
};

// For RunConfig::agentHost ("ssh:NAME"): `adapter` wrapped to run on that host; null and *error (what is
// configured, how to add a host) when it is not a configured SSH host.
std::unique_ptr<AgentAdapter> wrapForAgentHost(std::unique_ptr<AgentAdapter> adapter, const QString& agentHost,
                                               const QString& kilnProgram, QString* error);
// Checks agentHost before a run starts ("" is fine: the agent runs here).
bool checkAgentHost(const QString& agentHost, QString* error);

// What `kiln remote agent` does (see the top of this file). Runs in its own process, so the steps before
// and after the agent may wait; while the agent runs everything is driven by the event loop.
class RemoteAgentSession : public QObject
{
    Q_OBJECT
public:
    RemoteAgentSession(const RemoteHost& host, const QString& localWorkspace, const QString& program,
                       const QStringList& arguments, const QMap<QString, QString>& env);
    ~RemoteAgentSession() override;
    // Returns the exit code for `kiln remote agent`: the agent's, 255 when the connection failed.
    int exec();

    // The ./kiln-eval placed in the remote workspace (bash, /dev/tcp to the forwarded port).
    static QString remoteKilnEval(quint16 port, const QString& secret);

private:
    bool resolveWorkDir();
    bool sync(bool up);
    void startAgent();
    void onConnection();
    void serveNext();
    void onTerminate();
    void stopRemoteAgent();
    QStringList rsyncArgs() const;
    void note(const QString& line);

    RemoteHost m_host;
    QString m_local, m_remote, m_program;
    QStringList m_args;
    QMap<QString, QString> m_env;
    QString m_secret;
    QString m_control; // the agent's ssh is a control master here; the copies in between reuse it
    quint16 m_remotePort = 0;
    QProcess m_agent;
    QTcpServer* m_bridge = nullptr;
    QList<QTcpSocket*> m_waiting; // kiln-eval calls in order; one is served at a time
    QTcpSocket* m_serving = nullptr;
    QProcess* m_eval = nullptr;
    QSocketNotifier* m_sigterm = nullptr;
    QEventLoop* m_loop = nullptr; // while the agent runs
    int m_exit = 0;
    int m_forwardAttempts = 0;
    bool m_sawOutput = false;
};

} // namespace kiln
