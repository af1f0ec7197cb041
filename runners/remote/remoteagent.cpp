#include "remoteagent.h"

#include "runners/remote/remotepaths.h"
#include "runners/remote/sshexecutor.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUuid>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace kiln {

namespace {

// Files of the remote workspace that are not the agent's work: never copied either way.
const QStringList kNotSynced{QStringLiteral("--exclude=/kiln-eval"), QStringLiteral("--exclude=/.kiln-agent.pid")};

int g_termPipe[2] = {-1, -1};

void onSigterm(int)
{
    const char c = 't';
    [[maybe_unused]] const auto n = ::write(g_termPipe[1], &c, 1);
}

void writeAll(int fd, const QByteArray& data)
{
    const char* p = data.constData();
    qsizetype left = data.size();
    while (left > 0) {
        const auto n = ::write(fd, p, static_cast<size_t>(left));
        if (n <= 0)
            return;
        p += n;
        left -= n;
    }
}

// This process may wait (it is `kiln remote agent`, not the window). A connection failure is tried again
// after 1, 2, 4... s up to `attempts`.
ToolResult runWaiting(const QString& program, const QStringList& args, int attempts, int timeoutMs = 300000)
{
    ToolResult r = runTool(connectionRetryingCall(program, args, attempts, timeoutMs));
    if (!r.started)
        r.error += QStringLiteral(" (install OpenSSH and rsync)");
    return r;
}

} // namespace

RemoteAgentAdapter::RemoteAgentAdapter(std::unique_ptr<AgentAdapter> inner, const QString& hostName,
                                       const QString& kilnProgram)
    : m_inner(std::move(inner)), m_host(hostName), m_kiln(kilnProgram)
{
}

QString RemoteAgentAdapter::displayName() const
{
    return QStringLiteral("%1 on ssh:%2").arg(m_inner->displayName(), m_host);
}

AgentCommand RemoteAgentAdapter::command(const AgentInvocation& invocation) const
{
    const AgentCommand inner = m_inner->command(invocation);
    QStringList args{QStringLiteral("remote"),      QStringLiteral("agent"), QStringLiteral("--host"), m_host,
                     QStringLiteral("--workspace"), invocation.workspace};
    for (auto it = inner.env.begin(); it != inner.env.end(); ++it)
        args << QStringLiteral("--env") << it.key() + '=' + it.value();
    args << QStringLiteral("--") << inner.program << inner.arguments;
    return {m_kiln, args, {}};
}

bool checkAgentHost(const QString& agentHost, QString* error)
{
    if (agentHost.isEmpty() || agentHost == QLatin1String("local"))
        return true;
    if (!agentHost.startsWith(QLatin1String("ssh:"))) {
        *error = QStringLiteral("an agent can run here or on an SSH host (ssh:NAME), not on '%1'").arg(agentHost);
        return false;
    }
    const auto config = RemoteConfig::load(error);
    if (!config)
        return false;
    if (!config->host(agentHost.mid(4))) {
        *error = QStringLiteral("no host '%1' in %2 (configured: %3); `kiln remote add NAME DESTINATION` adds one")
                     .arg(agentHost.mid(4), remotesFile(), configuredExecutors().join(", "));
        return false;
    }
    return true;
}

std::unique_ptr<AgentAdapter> wrapForAgentHost(std::unique_ptr<AgentAdapter> adapter, const QString& agentHost,
                                               const QString& kilnProgram, QString* error)
{
    if (agentHost.isEmpty() || agentHost == QLatin1String("local"))
        return adapter;
    if (!checkAgentHost(agentHost, error))
        return nullptr;
    // The built-in agents are this Kiln's own subcommands; the host has only the harness.
    if (adapter->name() == QLatin1String("tune") || adapter->name() == QLatin1String("replay")) {
        *error = QStringLiteral("the %1 agent is built into Kiln and runs here; only external agents (claude-code, "
                                "codex, cursor, command) can run on %2")
                     .arg(adapter->name(), agentHost);
        return nullptr;
    }
    return std::make_unique<RemoteAgentAdapter>(std::move(adapter), agentHost.mid(4), kilnProgram);
}

RemoteAgentSession::RemoteAgentSession(const RemoteHost& host, const QString& localWorkspace, const QString& program,
                                       const QStringList& arguments, const QMap<QString, QString>& env)
    : m_host(host), m_local(QDir::cleanPath(QFileInfo(localWorkspace).absoluteFilePath())), m_program(program),
      m_args(arguments), m_env(env), m_secret(QUuid::createUuid().toString(QUuid::Id128)),
      m_control(QDir::temp().filePath(QStringLiteral("kiln-agent-%1-%2.ssh")
                                          .arg(QCoreApplication::applicationPid())
                                          .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'))))
{
}

RemoteAgentSession::~RemoteAgentSession()
{
    if (m_eval && m_eval->state() != QProcess::NotRunning) {
        m_eval->kill();
        m_eval->waitForFinished(2000);
    }
    if (m_agent.state() != QProcess::NotRunning) {
        m_agent.kill();
        m_agent.waitForFinished(2000);
    }
}

void RemoteAgentSession::note(const QString& line)
{
    writeAll(2, QStringLiteral("kiln remote agent: %1\n").arg(line).toUtf8());
}

QString RemoteAgentSession::remoteKilnEval(quint16 port, const QString& secret)
{
    return QStringLiteral(
               "#!/usr/bin/env bash\n"
               "# Evaluates the kernel in this folder and prints the report (Kiln, through the ssh connection\n"
               "# this agent was started with). Usage: ./kiln-eval [-D NAME=VALUE]... [--json]\n"
               "{ exec 3<>/dev/tcp/127.0.0.1/%1; } 2>/dev/null || {\n"
               "  echo 'kiln-eval: Kiln is not reachable (the ssh connection that started this agent is gone)' >&2\n"
               "  exit 3\n"
               "}\n"
               "printf 'KILN-EVAL %2 %d\\n' \"$#\" >&3\n"
               "if [ \"$#\" -gt 0 ]; then printf '%s\\0' \"$@\" >&3; fi\n"
               "code=3\n"
               "while IFS= read -r line <&3 || [ -n \"$line\" ]; do\n"
               "  case \"$line\" in\n"
               "    '%2 exit '*) code=${line##* }; break ;;\n"
               "    *) printf '%s\\n' \"$line\" ;;\n"
               "  esac\n"
               "done\n"
               "exit \"$code\"\n")
        .arg(port)
        .arg(secret);
}

bool RemoteAgentSession::resolveWorkDir()
{
    SshExecutor ssh(m_host);
    const ToolResult r =
        runWaiting(QStringLiteral("ssh"),
                   ssh.sshArguments(QStringLiteral("mkdir -p %1 && cd %1 && pwd").arg(shellQuote(m_host.workDir))),
                   m_host.connectRetries, 60000);
    if (!r.ok()) {
        note(QStringLiteral("cannot reach %1 (exit %2): %3").arg(m_host.destination).arg(r.exitCode).arg(r.why()));
        return false;
    }
    m_remote = QString::fromUtf8(r.out).trimmed() + QStringLiteral("/agents") + m_local;
    return true;
}

QStringList RemoteAgentSession::rsyncArgs() const
{
    SshExecutor ssh(m_host);
    // While the agent runs, copies share its connection (it is the control master): no new ssh handshake per
    // ./kiln-eval. Before and after, the socket is not there and ssh connects as usual.
    const QString shell =
        ssh.rsyncShell() + QStringLiteral(" -o ControlMaster=no -o ControlPath=") + shellQuote(m_control);
    return QStringList{QStringLiteral("-a"), QStringLiteral("--delete"), QStringLiteral("-e"), shell} + kNotSynced;
}

bool RemoteAgentSession::sync(bool up)
{
    QStringList args = rsyncArgs();
    const QString there = m_host.destination + ':' + m_remote + '/';
    if (up)
        args << QStringLiteral("--rsync-path=mkdir -p %1 && rsync").arg(shellQuote(m_remote)) << m_local + '/' << there;
    else
        args << there << m_local + '/';
    const ToolResult r = runWaiting(QStringLiteral("rsync"), args, m_host.connectRetries);
    if (!r.ok())
        note(QStringLiteral("copying the workspace %1 %2 failed (exit %3): %4")
                 .arg(up ? QStringLiteral("to") : QStringLiteral("back from"), m_host.destination)
                 .arg(r.exitCode)
                 .arg(r.why()));
    return r.ok();
}

void RemoteAgentSession::startAgent()
{
    m_remotePort = static_cast<quint16>(QRandomGenerator::global()->bounded(20000, 61000));
    QStringList env;
    for (auto it = m_env.begin(); it != m_env.end(); ++it)
        env << shellQuote(it.key() + '=' + it.value());
    QStringList command{shellQuote(toMirror(m_program, {m_local}, m_remote.chopped(m_local.size())))};
    for (const QString& a : m_args)
        command << shellQuote(toMirror(a, {m_local}, m_remote.chopped(m_local.size())));
    // $$ is the login shell sshd started as a session (and process group) leader: .kiln-agent.pid names the
    // group, which holds the agent and whatever it starts. The watcher reads the connection's stdin, which
    // this side never writes: it ends when the connection does (budget, cancel, a network drop) and then
    // stops the whole group, so no agent outlives its ssh. ./kiln-eval holds the bridge's secret: readable
    // by the login user only. POSIX sh: the login shell may be dash.
    const QString remote =
        QStringLiteral("cd %1 && (umask 077 && printf %s %2 > kiln-eval) && chmod 700 kiln-eval && "
                       "echo $$ > .kiln-agent.pid || exit 3\n"
                       "exec 4<&0\n" // a background job's stdin would be /dev/null: keep the connection's
                       "env %3 %4 </dev/null 4<&- &\n"
                       "agent=$!\n"
                       "{ cat >/dev/null; kill -TERM -$$; } <&4 >/dev/null 2>&1 &\n"
                       "exec 4<&-\n"
                       "wait $agent\n")
            .arg(shellQuote(m_remote), shellQuote(remoteKilnEval(m_remotePort, m_secret)), env.join(' '),
                 command.join(' '));
    SshExecutor ssh(m_host);
    // The forward must exist for ./kiln-eval to work: without it ssh gives up rather than run the agent.
    const QStringList args =
        QStringList{QStringLiteral("-o"),
                    QStringLiteral("ControlMaster=yes"),
                    QStringLiteral("-o"),
                    QStringLiteral("ControlPath=") + m_control,
                    QStringLiteral("-o"),
                    QStringLiteral("ExitOnForwardFailure=yes"),
                    QStringLiteral("-R"),
                    QStringLiteral("127.0.0.1:%1:127.0.0.1:%2").arg(m_remotePort).arg(m_bridge->serverPort())} +
        ssh.sshArguments(remote);
    // stdin stays an open pipe that nothing is written to: the remote watcher's EOF is the connection's end.
    m_agent.start(QStringLiteral("ssh"), args);
}

void RemoteAgentSession::onConnection()
{
    while (QTcpSocket* s = m_bridge->nextPendingConnection()) {
        s->setParent(this);
        m_waiting << s;
        connect(s, &QTcpSocket::readyRead, this, &RemoteAgentSession::serveNext);
        connect(s, &QTcpSocket::disconnected, this, [this, s] {
            if (s != m_serving) {
                m_waiting.removeOne(s);
                s->deleteLater();
            }
        });
    }
    serveNext();
}

void RemoteAgentSession::serveNext()
{
    if (m_serving || m_waiting.isEmpty())
        return;
    QTcpSocket* s = m_waiting.first();
    // "KILN-EVAL SECRET ARGC\n" then ARGC arguments, each ended by a NUL byte.
    const QByteArray buffered = s->peek(1 << 20);
    const qsizetype nl = buffered.indexOf('\n');
    if (nl < 0)
        return;
    const QList<QByteArray> header = buffered.left(nl).split(' ');
    if (header.size() != 3 || header[0] != "KILN-EVAL" || QString::fromLatin1(header[1]) != m_secret) {
        m_waiting.removeFirst(); // not our ./kiln-eval: someone else on the host found the port
        s->abort();
        s->deleteLater();
        serveNext();
        return;
    }
    const int argc = header[2].toInt();
    QStringList args;
    qsizetype pos = nl + 1;
    while (args.size() < argc) {
        const qsizetype end = buffered.indexOf('\0', pos);
        if (end < 0)
            return; // the rest has not arrived yet
        args << QString::fromUtf8(buffered.mid(pos, end - pos));
        pos = end + 1;
    }
    s->read(pos);
    m_waiting.removeFirst();
    m_serving = s;
    auto end = [this, s](int code) {
        s->write(QStringLiteral("%1 exit %2\n").arg(m_secret).arg(code).toUtf8());
        s->flush();
        s->disconnectFromHost();
        s->deleteLater();
        m_serving = nullptr;
        serveNext();
    };
    // What the agent submits is in its workspace on the host: copy it back before Kiln snapshots it.
    QElapsedTimer copying;
    copying.start();
    if (!sync(false)) {
        s->write("kiln-eval: the workspace could not be copied back from the host (see the agent's log)\n");
        end(3);
        return;
    }
    // In the agent's log (stderr): what wholly remote adds to each evaluation.
    note(QStringLiteral("kiln-eval: the workspace came back from %1 in %2 ms")
             .arg(m_host.destination)
             .arg(copying.elapsed()));
    m_eval = new QProcess(this);
    m_eval->setWorkingDirectory(m_local);
    m_eval->setProcessChannelMode(QProcess::MergedChannels);
    m_eval->setStandardInputFile(QProcess::nullDevice());
    auto lastByte = std::make_shared<char>('\n');
    connect(m_eval, &QProcess::readyReadStandardOutput, this, [this, s, lastByte] {
        const QByteArray out = m_eval->readAllStandardOutput();
        if (!out.isEmpty()) {
            *lastByte = out.back();
            s->write(out);
        }
    });
    connect(m_eval, &QProcess::finished, this, [this, s, end, lastByte](int code, QProcess::ExitStatus st) {
        const QByteArray out = m_eval->readAllStandardOutput();
        if (!out.isEmpty()) {
            *lastByte = out.back();
            s->write(out);
        }
        if (*lastByte != '\n')
            s->write("\n"); // the end line must start a line of its own
        m_eval->deleteLater();
        m_eval = nullptr;
        end(st == QProcess::NormalExit ? code : 3);
    });
    connect(m_eval, &QProcess::errorOccurred, this, [this, s, end](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        s->write(
            QStringLiteral("kiln-eval: cannot run %1/kiln-eval: %2\n").arg(m_local, m_eval->errorString()).toUtf8());
        m_eval->deleteLater();
        m_eval = nullptr;
        end(3);
    });
    m_eval->start(QDir(m_local).filePath(QStringLiteral("kiln-eval")), args);
}

void RemoteAgentSession::stopRemoteAgent()
{
    SshExecutor ssh(m_host);
    const QString pidFile = shellQuote(m_remote + QStringLiteral("/.kiln-agent.pid"));
    runWaiting(QStringLiteral("ssh"),
               ssh.sshArguments(QStringLiteral("test -s %1 && kill -TERM -$(cat %1) 2>/dev/null; true").arg(pidFile)),
               1, 4000);
}

void RemoteAgentSession::onTerminate()
{
    // The run's budget ran out or the run was cancelled: AgentProcess signalled this process group, which
    // ends the ssh here but not the agent there.
    m_sigterm->setEnabled(false);
    m_exit = 128 + SIGTERM;
    stopRemoteAgent();
    if (m_loop)
        m_loop->exit(1);
}

int RemoteAgentSession::exec()
{
    if (::pipe(g_termPipe) == 0) {
        ::fcntl(g_termPipe[1], F_SETFL, O_NONBLOCK);
        struct sigaction sa = {};
        sa.sa_handler = onSigterm;
        ::sigaction(SIGTERM, &sa, nullptr);
        m_sigterm = new QSocketNotifier(g_termPipe[0], QSocketNotifier::Read, this);
        connect(m_sigterm, &QSocketNotifier::activated, this, &RemoteAgentSession::onTerminate);
    }
    if (!resolveWorkDir() || !sync(true))
        return 255;
    m_bridge = new QTcpServer(this);
    if (!m_bridge->listen(QHostAddress::LocalHost, 0)) {
        note(QStringLiteral("cannot open the kiln-eval bridge: %1").arg(m_bridge->errorString()));
        return 255;
    }
    connect(m_bridge, &QTcpServer::newConnection, this, &RemoteAgentSession::onConnection);

    QEventLoop loop;
    m_loop = &loop;
    connect(&m_agent, &QProcess::readyReadStandardOutput, this, [this] {
        const QByteArray out = m_agent.readAllStandardOutput();
        m_sawOutput = m_sawOutput || !out.isEmpty();
        writeAll(1, out);
    });
    QByteArray stderrTail;
    connect(&m_agent, &QProcess::readyReadStandardError, this, [this, &stderrTail] {
        const QByteArray err = m_agent.readAllStandardError();
        stderrTail = (stderrTail + err).right(2000);
        writeAll(2, err);
    });
    connect(&m_agent, &QProcess::errorOccurred, this, [this, &loop](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        note(QStringLiteral("cannot start ssh: %1 (install OpenSSH)").arg(m_agent.errorString()));
        m_exit = 255;
        loop.exit(1);
    });
    connect(&m_agent, &QProcess::finished, this, [&](int code, QProcess::ExitStatus status) {
        if (status == QProcess::CrashExit) { // our ssh was signalled with us: see onTerminate
            m_exit = 128 + SIGTERM;
            stopRemoteAgent();
            loop.exit(1);
            return;
        }
        // The port chosen on the host was taken: choose another (the agent never started).
        if (code == 255 && !m_sawOutput && stderrTail.contains("remote port forwarding failed") &&
            ++m_forwardAttempts < 5) {
            stderrTail.clear();
            startAgent();
            return;
        }
        if (code == 255)
            note(QStringLiteral("the connection to %1 ended (ssh exit 255)").arg(m_host.destination));
        m_exit = code;
        loop.exit(0);
    });
    startAgent();
    const bool terminated = loop.exec() != 0;
    m_loop = nullptr;
    if (!terminated && m_eval) { // an evaluation the agent started in the background: let it report
        QEventLoop wait;
        connect(m_eval, &QObject::destroyed, &wait, &QEventLoop::quit);
        wait.exec();
    }
    // What the agent left is what the run scores (iterative mode evaluates it after each call).
    if (!terminated && !sync(false) && m_exit == 0)
        m_exit = 255;
    return m_exit;
}

} // namespace kiln
