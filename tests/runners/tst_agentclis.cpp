// The agent adapters: their command lines, their stream parsers on output captured from the real CLIs
// (tests/data/agent-streams/), and the real Claude Code and Codex CLIs (installed from npm by kiln.sh)
// driven through a whole edit-and-evaluate run by the scripted model server tests/agents/model_server.py.
// The CLIs run with HOME and their config folders in temporary directories and talk to loopback only.
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/agents/agentadapter.h"
#include "runners/agents/commandadapter.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"
#include "runners/runs/workspace.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace kiln;

namespace {

const QString kStreams = QStringLiteral(KILN_TEST_DATA_DIR "/agent-streams/");
const QString kServer = QStringLiteral(KILN_SOURCE_DIR "/tests/agents/model_server.py");
const QString kScript = QStringLiteral(KILN_SOURCE_DIR "/tests/agents/edit-and-eval.json");

QList<TranscriptEvent> parseFile(AgentAdapter& adapter, const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QList<TranscriptEvent> events;
    while (!f.atEnd()) {
        QByteArray line = f.readLine();
        if (line.endsWith('\n'))
            line.chop(1);
        events << adapter.parseLine(line);
    }
    return events << adapter.finish();
}

QList<TranscriptEvent> ofKind(const QList<TranscriptEvent>& events, const QString& kind)
{
    QList<TranscriptEvent> out;
    for (const auto& e : events)
        if (e.kind == kind)
            out << e;
    return out;
}

int count(const QList<TranscriptEvent>& events, const QString& kind, const QString& textPart)
{
    int n = 0;
    for (const auto& e : events)
        n += e.kind == kind && e.text.contains(textPart);
    return n;
}

struct Totals
{
    qint64 input = 0, output = 0;
    double cost = 0;
};

Totals totals(const QList<TranscriptEvent>& events)
{
    Totals t;
    for (const auto& e : events) {
        t.input += e.inputTokens;
        t.output += e.outputTokens;
        t.cost += e.costUsd;
    }
    return t;
}

QString describe(const QList<TranscriptEvent>& events)
{
    QStringList lines;
    for (const auto& e : events)
        lines << QStringLiteral("%1: %2").arg(e.kind, e.text.left(160));
    return lines.join(QLatin1Char('\n'));
}

// A loopback port nothing listens on: bound by the OS, then closed again.
quint16 closedPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    ::bind(fd, reinterpret_cast<sockaddr*>(&addr), len);
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
    ::close(fd);
    return ntohs(addr.sin_port);
}

} // namespace

class TstAgentClis : public QObject
{
    Q_OBJECT
    Suite m_suite;

    // The scripted model service for one test, on a port the OS picks. Its request log stays in the test's
    // data folder (KILN_DATA_DIR under ctest) for a look after a failure.
    struct ModelServer
    {
        QProcess process;
        QTemporaryDir dir;
        quint16 port = 0;
        QString logName;
        QString log() const
        {
            const QString data = qEnvironmentVariable("KILN_DATA_DIR");
            return data.isEmpty() ? dir.filePath(logName) : QDir(data).filePath(logName);
        }
        ~ModelServer()
        {
            process.kill();
            process.waitForFinished(5000);
        }
    };

    static bool startServer(ModelServer& server, QString* error, const QStringList& extraArgs = {})
    {
        const QString portFile = server.dir.filePath(QStringLiteral("port"));
        QDir().mkpath(QFileInfo(server.log()).absolutePath());
        QFile::remove(server.log());
        server.process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        server.process.start(QStringLiteral("python3"),
                             QStringList{kServer, QStringLiteral("--script"), kScript, QStringLiteral("--port-file"),
                                         portFile, QStringLiteral("--log"), server.log()} +
                                 extraArgs);
        if (!server.process.waitForStarted(10000)) {
            *error = QStringLiteral("python3 did not start: ") + server.process.errorString();
            return false;
        }
        QElapsedTimer t;
        t.start();
        while (!QFile::exists(portFile) && t.elapsed() < 15000 && server.process.state() == QProcess::Running)
            QTest::qWait(50);
        QFile f(portFile);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("the model server wrote no port: ") + QString::fromUtf8(server.process.readAll());
            return false;
        }
        server.port = static_cast<quint16>(f.readAll().trimmed().toUInt());
        return server.port != 0;
    }

    // Where kiln.sh installed the npm CLIs; KILN_AGENT_CLI_DIR overrides it.
    static QString cliDir()
    {
        const QString env = qEnvironmentVariable("KILN_AGENT_CLI_DIR");
        return env.isEmpty() ? QStringLiteral(KILN_AGENT_CLI_DIR) : env;
    }

    // The CLI's absolute path, or empty with *why filled in.
    static QString findCli(const QString& name, QString* why)
    {
        const QString path = QStandardPaths::findExecutable(name, {cliDir()});
        if (path.isEmpty()) {
            QFile failed(QDir(cliDir()).filePath(QStringLiteral("../../install-failed.txt")));
            const QString reason = failed.open(QIODevice::ReadOnly)
                                       ? QString::fromUtf8(failed.readAll()).trimmed()
                                       : QStringLiteral("run ./kiln.sh test to install it");
            *why = QStringLiteral("%1 is not installed in %2 (%3)").arg(name, cliDir(), reason);
        }
        return path;
    }

    struct CliRun
    {
        int exitCode = -1;
        bool timedOut = false;
        bool stoppedAsFatal = false;
        qint64 ms = 0;
        QString stderrText;
        QList<TranscriptEvent> events;
    };

    // Runs an adapter's command as AgentProcess will: in the workspace, own process group, stdin closed,
    // stdout fed line by line to the parser, the whole group stopped on a fatal event or past the timeout.
    static CliRun runCli(AgentAdapter& adapter, const AgentInvocation& inv, const QString& program,
                         const QMap<QString, QString>& extraEnv, int timeoutMs)
    {
        const AgentCommand cmd = adapter.command(inv);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // Nothing of the user's own agent setup may leak in.
        for (const QString& key : env.keys())
            if (key.startsWith(QLatin1String("ANTHROPIC_")) || key.startsWith(QLatin1String("OPENAI_")) ||
                key.startsWith(QLatin1String("CLAUDE_")) || key.startsWith(QLatin1String("CODEX_")))
                env.remove(key);
        for (auto it = cmd.env.begin(); it != cmd.env.end(); ++it)
            env.insert(it.key(), it.value());
        for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
            env.insert(it.key(), it.value());

        CliRun run;
        QProcess p;
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(inv.workspace);
        p.setStandardInputFile(QProcess::nullDevice());
        p.setChildProcessModifier([] { setpgid(0, 0); });
        QByteArray pending;
        auto drain = [&] {
            pending += p.readAllStandardOutput();
            qsizetype nl;
            while ((nl = pending.indexOf('\n')) >= 0) {
                const auto events = adapter.parseLine(pending.left(nl));
                pending.remove(0, nl + 1);
                for (const auto& e : events)
                    run.stoppedAsFatal |= e.fatal;
                run.events << events;
            }
        };
        QElapsedTimer t;
        t.start();
        p.start(program, cmd.arguments);
        if (!p.waitForStarted(10000)) {
            run.stderrText = p.errorString();
            return run;
        }
        const auto group = static_cast<pid_t>(p.processId());
        while (p.state() != QProcess::NotRunning && !run.stoppedAsFatal && t.elapsed() < timeoutMs) {
            p.waitForReadyRead(200);
            drain();
        }
        if (p.state() != QProcess::NotRunning) {
            run.timedOut = !run.stoppedAsFatal;
            ::kill(-group, SIGTERM);
            if (!p.waitForFinished(5000))
                ::kill(-group, SIGKILL);
            p.waitForFinished(5000);
        }
        drain();
        run.events << adapter.parseLine(pending) << adapter.finish();
        run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        run.ms = t.elapsed();
        run.stderrText = QString::fromUtf8(p.readAllStandardError());
        return run;
    }

    // A workspace for host2host/reduce_sum_f32 whose ./kiln-eval logs each call and prints a short report.
    struct StubWorkspace
    {
        QTemporaryDir dir;
        Workspace ws;
        QString evalLog() const { return dir.filePath(QStringLiteral("kiln-eval.log")); }
        QString kernel() const { return QDir(ws.folder).filePath(QStringLiteral("reduce_sum.cpp")); }
        int evalCalls() const
        {
            QFile f(evalLog());
            return f.open(QIODevice::ReadOnly) ? f.readAll().count('\n') : 0;
        }
    };

    bool makeWorkspace(StubWorkspace& s)
    {
        const Task* task = m_suite.find(QStringLiteral("host2host/reduce_sum_f32"));
        if (!task)
            return false;
        WorkspaceOptions o;
        o.budgetText = QStringLiteral("4 evaluations, 5 minutes");
        o.kilnEvalScript = QStringLiteral("#!/bin/sh\necho \"called $*\" >> '%1'\n"
                                          "echo 'kiln-eval: compile ok; correctness pass on 3 "
                                          "configurations; 0.42 ms (1.8x the baseline)'\n")
                               .arg(s.evalLog());
        QString error;
        const auto ws = createWorkspace(*task, s.dir.filePath(QStringLiteral("ws")), o, &error);
        if (!ws)
            qWarning("%s", qPrintable(error));
        s.ws = ws.value_or(Workspace{});
        return ws.has_value();
    }

    // How the test starts `agent` against a model service on loopback `port`.
    static AgentInvocation invocation(const StubWorkspace& s, const QString& agent, quint16 port)
    {
        AgentInvocation inv;
        inv.workspace = s.ws.folder;
        inv.promptFile = QDir(s.ws.folder).filePath(QStringLiteral("prompt.md"));
        QFile f(inv.promptFile);
        f.open(QIODevice::ReadOnly);
        inv.prompt = QString::fromUtf8(f.readAll());
        // Claude Code appends /v1/messages itself; a Codex provider's base URL includes the /v1.
        inv.settings.baseUrl = QStringLiteral("http://127.0.0.1:%1").arg(port);
        if (agent == QLatin1String("codex")) {
            inv.settings.baseUrl += QStringLiteral("/v1");
            // Codex syncs a plugin marketplace from GitHub at start (it fails fast offline, but tests reach
            // nothing outside loopback); the adapter leaves plugins on, since a user's agent may rely on
            // them.
            inv.settings.extraArgs = {QStringLiteral("--disable"), QStringLiteral("plugins")};
        }
        return inv;
    }

    // Each CLI's config and state in the test's own folders, and nothing that phones home.
    static QMap<QString, QString> isolatedEnv(const QString& home, const QString& agent)
    {
        QMap<QString, QString> env{{"HOME", home},
                                   {"XDG_CONFIG_HOME", home + "/.config"},
                                   {"XDG_CACHE_HOME", home + "/.cache"},
                                   {"XDG_DATA_HOME", home + "/.local/share"},
                                   {"XDG_STATE_HOME", home + "/.local/state"}};
        if (agent == QLatin1String("claude-code")) {
            env.insert("CLAUDE_CONFIG_DIR", home + "/.claude");
            env.insert("ANTHROPIC_API_KEY", "kiln-test-key"); // the scripted server takes any key
            env.insert("DISABLE_TELEMETRY", "1");
            env.insert("DISABLE_ERROR_REPORTING", "1");
        } else {
            QDir().mkpath(home + "/.codex"); // Codex refuses a CODEX_HOME that does not exist
            env.insert("CODEX_HOME", home + "/.codex");
        }
        return env;
    }

    void runAgainstScriptedServer(const QString& agent, const QString& cli)
    {
        QString why;
        const QString program = findCli(cli, &why);
        if (program.isEmpty())
            QSKIP(qPrintable(why));
        ModelServer server;
        server.logName = QStringLiteral("model-server-%1.jsonl").arg(agent);
        QVERIFY2(startServer(server, &why), qPrintable(why));
        StubWorkspace s;
        QVERIFY(makeWorkspace(s));
        auto adapter = makeAgentAdapter(agent);
        QVERIFY(adapter);
        const AgentInvocation inv = invocation(s, agent, server.port);
        const QString home = s.dir.filePath(QStringLiteral("home"));
        const CliRun run = runCli(*adapter, inv, program, isolatedEnv(home, agent), 180000);
        const QString context = QStringLiteral("exit %1 after %2 ms; stderr:\n%3\ntranscript:\n%4\nrequests: %5")
                                    .arg(run.exitCode)
                                    .arg(run.ms)
                                    .arg(run.stderrText.left(3000), describe(run.events), server.log());
        QVERIFY2(!run.timedOut, qPrintable(context));
        QVERIFY2(run.exitCode == 0, qPrintable(context));

        // The agent edited the kernel twice through its shell tool and evaluated it after each edit.
        QFile kernel(s.kernel());
        QVERIFY(kernel.open(QIODevice::ReadOnly));
        QVERIFY2(kernel.readAll().contains("\n#define ACC 8\n"), qPrintable(context));
        QVERIFY2(s.evalCalls() >= 2, qPrintable(context));

        // The transcript says so.
        QVERIFY2(count(run.events, "assistant", "four partial sums instead of one") == 1, qPrintable(context));
        QVERIFY2(count(run.events, "assistant", "ACC=8 is the best candidate") == 1, qPrintable(context));
        QVERIFY2(count(run.events, "tool_call", "./kiln-eval") >= 2, qPrintable(context));
        QVERIFY2(count(run.events, "tool_call", "sed -i") >= 2, qPrintable(context));
        QVERIFY2(count(run.events, "tool_result", "kiln-eval: compile ok") >= 2, qPrintable(context));
        QVERIFY2(ofKind(run.events, "error").isEmpty(), qPrintable(context));
        const Totals t = totals(run.events);
        // Five scripted model calls of 1200 tokens in and 40 out.
        QVERIFY2(t.input >= 6000 && t.output >= 200, qPrintable(context));
    }

    // The same scripted session through `kiln run`: the run manager starts the real CLI in a workspace
    // (inside bubblewrap), its ./kiln-eval calls reach Kiln, and the store ends with the candidates and the
    // transcript with token counts.
    void runThroughKiln(const QString& agent, const QString& cli)
    {
        QString why;
        const QString program = findCli(cli, &why);
        if (program.isEmpty())
            QSKIP(qPrintable(why));
        ModelServer server;
        server.logName = QStringLiteral("model-server-kiln-run-%1.jsonl").arg(agent);
        QVERIFY2(startServer(server, &why), qPrintable(why));
        QTemporaryDir home;
        QDir().mkpath(home.filePath(".claude"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString& key : env.keys())
            if (key.startsWith(QLatin1String("ANTHROPIC_")) || key.startsWith(QLatin1String("OPENAI_")) ||
                key.startsWith(QLatin1String("CLAUDE_")) || key.startsWith(QLatin1String("CODEX_")))
                env.remove(key);
        const QMap<QString, QString> iso = isolatedEnv(home.path(), agent);
        for (auto it = iso.begin(); it != iso.end(); ++it)
            env.insert(it.key(), it.value());
        env.insert("PATH", cliDir() + ":" + env.value("PATH"));
        env.insert("KILN_AGENT_BASE_URL",
                   QStringLiteral("http://127.0.0.1:%1%2").arg(server.port).arg(agent == "codex" ? "/v1" : ""));
        QStringList args{
            "run",       "--agent", agent,        "--tasks", "host2host/reduce_sum_f32", "--budget-evals", "5",
            "--timeout", "300",     "--parallel", "1"};
        if (agent == QLatin1String("codex"))
            args << "--agent-arg=--disable"
                 << "--agent-arg=plugins";
        QProcess kiln;
        kiln.setProcessEnvironment(env);
        kiln.start(KILN_BINARY, args);
        QVERIFY(kiln.waitForFinished(400000));
        const QString output = QString::fromUtf8(kiln.readAllStandardOutput() + kiln.readAllStandardError());
        QVERIFY2(kiln.exitCode() == 0, qPrintable(output));

        RunStore store;
        QVERIFY(store.open(storePath(), &why));
        const QString runId = store.runs().value(0).id;
        QStringList commits;
        for (const auto& c : store.candidates(runId))
            if (c.role == QLatin1String("agent"))
                commits << c.commitId;
        const QList<TranscriptRow> rows = store.transcript(runId);
        QStringList text;
        int input = 0, output_ = 0, kilnEvalCalls = 0;
        for (const auto& r : rows) {
            text << r.kind + ": " + r.text.left(200);
            input += r.inputTokens;
            output_ += r.outputTokens;
            kilnEvalCalls += r.kind == QLatin1String("tool_call") && r.text.contains(QLatin1String("./kiln-eval"));
        }
        const QString context = output + "\n" + text.join('\n');
        QVERIFY2(commits.size() >= 2, qPrintable(context)); // two ./kiln-eval calls, two recorded candidates
        QVERIFY2(kilnEvalCalls >= 2, qPrintable(context));
        QVERIFY2(text.join('\n').contains("inside bubblewrap"), qPrintable(context));
        QVERIFY2(input >= 6000 && output_ >= 200, qPrintable(context));
        // Every candidate keeps the step that submitted it: Kiln's kiln_eval event of its task, followed by the
        // report the agent was told (issue 25). Final scoring's candidates keep their agent candidate's.
        for (const auto& c : store.candidates(runId)) {
            QVERIFY2(c.transcriptIndex > 0,
                     qPrintable(QString("candidate %1 (%2) has no transcript index").arg(c.seq).arg(c.role)));
            const auto step = std::find_if(rows.begin(), rows.end(), [&](const TranscriptRow& r) {
                return r.taskId == c.taskId && r.seq == c.transcriptIndex;
            });
            QVERIFY(step != rows.end());
            QCOMPARE(step->kind, QString("kiln_eval"));
            QCOMPARE(QJsonDocument::fromJson(step->json.toUtf8()).object().value("candidate_seq").toInt(), c.seq);
            const auto report = std::find_if(step, rows.end(), [&](const TranscriptRow& r) {
                return r.kind == QLatin1String("kiln_eval_report") &&
                       QJsonDocument::fromJson(r.json.toUtf8()).object().value("candidate_seq").toInt() == c.seq;
            });
            QVERIFY2(report != rows.end() && report->text.contains("kiln-eval: candidate"), qPrintable(context));
        }
        QProcess show;
        show.setProcessEnvironment(env);
        show.start(KILN_BINARY, {"runs", "show", runId, "--json"});
        QVERIFY(show.waitForFinished(60000));
        const QJsonArray shown =
            QJsonDocument::fromJson(show.readAllStandardOutput()).object().value("candidates").toArray();
        QVERIFY(!shown.isEmpty());
        for (const QJsonValue& c : shown)
            QVERIFY2(c.toObject().value("transcript_index").toInt() > 0,
                     qPrintable(QJsonDocument(c.toObject()).toJson()));
        CandidateRepo repo;
        QVERIFY(repo.open(RunFolder(RunFolder::pathFor(runId)).repoPath(), &why));
        const auto first = repo.files(commits.first(), &why), last = repo.files(commits.last(), &why);
        QVERIFY(first && first->value("reduce_sum.cpp").contains("\n#define ACC 4\n"));
        QVERIFY(last && last->value("reduce_sum.cpp").contains("\n#define ACC 8\n"));
    }

    // The same CLIs through `kiln run` itself with nothing listening where the model service should be: the
    // run ends by itself (well inside its wall-clock budget) with the task failed on a clear agent error, the
    // error in the stored transcript, and no candidate.
    void kilnRunAgainstClosedPort(const QString& agent, const QString& cli)
    {
        QString why;
        const QString program = findCli(cli, &why);
        if (program.isEmpty())
            QSKIP(qPrintable(why));
        QTemporaryDir home;
        QDir().mkpath(home.filePath(".claude"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString& key : env.keys())
            if (key.startsWith(QLatin1String("ANTHROPIC_")) || key.startsWith(QLatin1String("OPENAI_")) ||
                key.startsWith(QLatin1String("CLAUDE_")) || key.startsWith(QLatin1String("CODEX_")))
                env.remove(key);
        const QMap<QString, QString> iso = isolatedEnv(home.path(), agent);
        for (auto it = iso.begin(); it != iso.end(); ++it)
            env.insert(it.key(), it.value());
        env.insert("PATH", cliDir() + ":" + env.value("PATH"));
        env.insert("KILN_AGENT_BASE_URL",
                   QStringLiteral("http://127.0.0.1:%1%2").arg(closedPort()).arg(agent == "codex" ? "/v1" : ""));
        // Claude Code's own settings, as a user would set them: few retries, 10 s per request (its defaults
        // retry for minutes before giving up; Codex retries forever and the adapter stops it).
        env.insert("CLAUDE_CODE_MAX_RETRIES", "1");
        env.insert("API_TIMEOUT_MS", "10000");
        QStringList args{
            "run",       "--agent", agent,        "--tasks", "host2host/reduce_sum_f32", "--budget-evals", "3",
            "--timeout", "400",     "--parallel", "1"};
        if (agent == QLatin1String("codex"))
            args << "--agent-arg=--disable"
                 << "--agent-arg=plugins";
        QElapsedTimer clock;
        clock.start();
        QProcess kiln;
        kiln.setProcessEnvironment(env);
        kiln.start(KILN_BINARY, args);
        const bool ended = kiln.waitForFinished(300000);
        if (!ended) {
            kiln.kill();
            kiln.waitForFinished();
        }
        const QString output = QString::fromUtf8(kiln.readAllStandardOutput() + kiln.readAllStandardError());
        QVERIFY2(ended && kiln.exitStatus() == QProcess::NormalExit, qPrintable(output));
        QVERIFY2(clock.elapsed() < 200000, qPrintable(output));
        QVERIFY2(!output.contains("wall-clock budget"), qPrintable(output)); // it ended by itself
        QVERIFY2(output.contains("host2host/reduce_sum_f32: failed (agent error: "), qPrintable(output));
        if (agent == QLatin1String("codex"))
            QVERIFY2(output.contains("the model service does not answer"), qPrintable(output));
        else
            QVERIFY2(output.contains("Connection refused") || output.contains("ECONNREFUSED") ||
                         output.contains("Connection error"),
                     qPrintable(output));

        RunStore store;
        QVERIFY(store.open(storePath(), &why));
        const RunRecord run = store.runs().value(0);
        QCOMPARE(run.agent, agent);
        QCOMPARE(run.status, QString("finished"));
        QVERIFY(store.candidates(run.id).isEmpty());
        const QList<TaskResultRecord> results = store.taskResults(run.id);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results[0].status, QString("failed"));
        int errors = 0;
        for (const TranscriptRow& r : store.transcript(run.id))
            errors += r.kind == QLatin1String("error");
        QVERIFY2(errors >= 1, qPrintable(output));
    }

    void runAgainstClosedPort(const QString& agent, const QString& cli)
    {
        QString why;
        const QString program = findCli(cli, &why);
        if (program.isEmpty())
            QSKIP(qPrintable(why));
        StubWorkspace s;
        QVERIFY(makeWorkspace(s));
        auto adapter = makeAgentAdapter(agent);
        QVERIFY(adapter);
        AgentInvocation inv = invocation(s, agent, closedPort());
        inv.settings.maxRetries = 0;
        auto env = isolatedEnv(s.dir.filePath(QStringLiteral("home")), agent);
        env.insert("API_TIMEOUT_MS", "10000"); // Claude Code: give up on one request after 10 s
        const CliRun run = runCli(*adapter, inv, program, env, 120000);
        const QString context = QStringLiteral("exit %1 after %2 ms; stderr:\n%3\ntranscript:\n%4")
                                    .arg(run.exitCode)
                                    .arg(run.ms)
                                    .arg(run.stderrText.left(3000), describe(run.events));
        QVERIFY2(!run.timedOut, qPrintable(context));
        QVERIFY2(run.ms < 60000, qPrintable(context));
        QVERIFY2(s.evalCalls() == 0, qPrintable(context));
        const auto errors = ofKind(run.events, "error");
        QVERIFY2(!errors.isEmpty(), qPrintable(context));
        if (agent == QLatin1String("claude-code")) {
            // Claude Code gives up by itself: an api_error result, a nonzero exit.
            QVERIFY2(run.exitCode != 0 && !run.stoppedAsFatal, qPrintable(context));
            QVERIFY2(errors.last().text.contains("Connection refused") || errors.last().text.contains("ECONNREFUSED"),
                     qPrintable(context));
        } else {
            // Codex would wait for the network forever; the adapter's fatal event is what ends it.
            QVERIFY2(run.stoppedAsFatal, qPrintable(context));
            QVERIFY2(errors.last().fatal && errors.last().text.contains("does not answer"), qPrintable(context));
        }
    }

    // A service that answers every model request with HTTP 500: with retries set to 0 both CLIs make one
    // request and give up by themselves with an error.
    void runAgainstFailingServer(const QString& agent, const QString& cli)
    {
        QString why;
        const QString program = findCli(cli, &why);
        if (program.isEmpty())
            QSKIP(qPrintable(why));
        ModelServer server;
        server.logName = QStringLiteral("model-server-%1-failing.jsonl").arg(agent);
        QVERIFY2(startServer(server, &why, {QStringLiteral("--fail"), QStringLiteral("500")}), qPrintable(why));
        StubWorkspace s;
        QVERIFY(makeWorkspace(s));
        auto adapter = makeAgentAdapter(agent);
        QVERIFY(adapter);
        AgentInvocation inv = invocation(s, agent, server.port);
        inv.settings.maxRetries = 0;
        const CliRun run =
            runCli(*adapter, inv, program, isolatedEnv(s.dir.filePath(QStringLiteral("home")), agent), 120000);
        QFile log(server.log());
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray requests = log.readAll();
        const int modelRequests =
            requests.count("\"path\": \"/v1/messages") + requests.count("\"path\": \"/v1/responses");
        const QString context = QStringLiteral("exit %1 after %2 ms, %3 model requests; stderr:\n%4\ntranscript:\n%5")
                                    .arg(run.exitCode)
                                    .arg(run.ms)
                                    .arg(modelRequests)
                                    .arg(run.stderrText.left(3000), describe(run.events));
        QVERIFY2(!run.timedOut && !run.stoppedAsFatal && run.ms < 60000, qPrintable(context));
        QVERIFY2(modelRequests == 1, qPrintable(context));
        const auto errors = ofKind(run.events, "error");
        QVERIFY2(!errors.isEmpty(), qPrintable(context));
        QVERIFY2(agent == "codex" || errors.last().text.contains("500"), qPrintable(context));
    }

private slots:
    void initTestCase() { m_suite = loadSuite(bundledSuiteDir()); }

    void namesTheAgentsThereAre()
    {
        QCOMPARE(agentNames(), (QStringList{"claude-code", "codex", "cursor", "command", "tune", "replay"}));
        for (const QString& name : agentNames()) {
            auto a = makeAgentAdapter(name);
            QVERIFY(a);
            QCOMPARE(a->name(), name);
            QVERIFY(!a->displayName().isEmpty());
            // The built-in agents and `command` need nothing on PATH; the CLIs name theirs.
            QCOMPARE(a->executable().isEmpty(), name == "command" || name == "tune" || name == "replay");
        }
        QString error;
        QVERIFY(!makeAgentAdapter("gemini", &error));
        QVERIFY2(error.contains("'gemini'") && error.contains("claude-code, codex, cursor, command"),
                 qPrintable(error));
        QVERIFY(makeAgentAdapter("tune", &error));
    }

    void claudeCodeCommandLine()
    {
        auto a = makeAgentAdapter("claude-code");
        AgentInvocation inv;
        inv.workspace = "/w";
        inv.prompt = "Make it fast";
        inv.settings.model = "opus";
        inv.settings.effort = "high";
        inv.settings.extraArgs = {"--max-turns", "40"};
        inv.settings.baseUrl = "http://127.0.0.1:9";
        const AgentCommand c = a->command(inv);
        QCOMPARE(c.program, QString("claude"));
        QCOMPARE(c.arguments,
                 (QStringList{"--print", "--verbose", "--output-format", "stream-json", "--include-partial-messages",
                              "--permission-mode", "bypassPermissions", "--model", "opus", "--effort", "high",
                              "--max-turns", "40", "Make it fast"}));
        QCOMPARE(c.env.value("IS_SANDBOX"), QString("1"));
        QCOMPARE(c.env.value("ANTHROPIC_BASE_URL"), QString("http://127.0.0.1:9"));
        QVERIFY(!c.env.contains("CLAUDE_CODE_MAX_RETRIES"));
        inv.settings = {};
        inv.settings.maxRetries = 0;
        const AgentCommand plain = a->command(inv);
        QCOMPARE(plain.arguments.size(), 8); // the fixed options and the prompt
        QCOMPARE(plain.env.value("CLAUDE_CODE_MAX_RETRIES"), QString("0"));
    }

    void codexCommandLine()
    {
        auto a = makeAgentAdapter("codex");
        AgentInvocation inv;
        inv.workspace = "/w";
        inv.prompt = "Make it fast";
        inv.settings.model = "gpt-5-codex";
        inv.settings.effort = "high";
        inv.settings.baseUrl = "http://127.0.0.1:9/v1";
        inv.settings.maxRetries = 1;
        const AgentCommand c = a->command(inv);
        QCOMPARE(c.program, QString("codex"));
        QCOMPARE(c.arguments, (QStringList{"exec",
                                           "--json",
                                           "--dangerously-bypass-approvals-and-sandbox",
                                           "--skip-git-repo-check",
                                           "--cd",
                                           "/w",
                                           "--model",
                                           "gpt-5-codex",
                                           "-c",
                                           "model_reasoning_effort=\"high\"",
                                           "-c",
                                           "model_provider=\"kiln\"",
                                           "-c",
                                           "model_providers.kiln.name=\"Kiln\"",
                                           "-c",
                                           "model_providers.kiln.base_url=\"http://127.0.0.1:9/v1\"",
                                           "-c",
                                           "model_providers.kiln.wire_api=\"responses\"",
                                           "-c",
                                           "model_providers.kiln.request_max_retries=1",
                                           "-c",
                                           "model_providers.kiln.stream_max_retries=1",
                                           "Make it fast"}));
        inv.settings = {};
        QCOMPARE(a->command(inv).arguments, (QStringList{"exec", "--json", "--dangerously-bypass-approvals-and-sandbox",
                                                         "--skip-git-repo-check", "--cd", "/w", "Make it fast"}));
    }

    void cursorCommandLine()
    {
        auto a = makeAgentAdapter("cursor");
        AgentInvocation inv;
        inv.prompt = "Make it fast";
        inv.settings.model = "sonnet-4";
        const AgentCommand c = a->command(inv);
        QCOMPARE(c.program, QString("cursor-agent"));
        QCOMPARE(c.arguments, (QStringList{"--force", "--print", "--output-format", "stream-json",
                                           "--stream-partial-output", "--model", "sonnet-4", "Make it fast"}));
    }

    void commandTemplateQuotesItsValues()
    {
        auto a = makeAgentAdapter("command");
        QTemporaryDir tmp;
        const QString ws = tmp.filePath("it's a workspace");
        QVERIFY(QDir().mkpath(ws));
        AgentInvocation inv;
        inv.workspace = ws;
        inv.promptFile = ws + "/prompt.md";
        inv.iteration = 3;
        inv.settings.model = "m $(false)";
        inv.settings.commandTemplate = "printf '%s|' {workspace} {prompt} {model} {iteration}";
        inv.settings.extraArgs = {"x y"};
        const AgentCommand c = a->command(inv);
        QCOMPARE(c.program, QString("/bin/sh"));
        QProcess p;
        p.setWorkingDirectory(ws);
        p.start(c.program, c.arguments);
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), ws + "|" + ws + "/prompt.md|m $(false)|3|x y|");
        const auto events = a->parseLine("step 1 done");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().kind, QString("log"));
        QCOMPARE(events.first().text, QString("step 1 done"));
    }

    void linesThatAreNotJsonAreLogs()
    {
        for (const QString& name : agentNames()) {
            auto a = makeAgentAdapter(name);
            const auto events = a->parseLine("WARNING: proceeding, even though we could not create PATH aliases");
            QCOMPARE(events.size(), 1);
            QCOMPARE(events.first().kind, QString("log"));
            QVERIFY(events.first().text.startsWith("WARNING: proceeding"));
            QVERIFY(a->parseLine("").isEmpty());
            QVERIFY(a->parseLine("{\"type\":").size() == 1); // a cut JSON line is a log line too, never lost
        }
    }

    void parsesClaudeCodeStream()
    {
        auto a = makeAgentAdapter("claude-code");
        const auto events = parseFile(*a, kStreams + "claude-code-edit-and-eval.jsonl");
        const QString all = describe(events);
        QCOMPARE(events.first().kind, QString("system"));
        QVERIFY2(events.first().text.startsWith("Claude Code 2.1.332, model claude-opus-5-5"),
                 qPrintable(events.first().text));
        // Partial messages are folded: each text block comes out once, whole.
        const auto texts = ofKind(events, "assistant");
        QCOMPARE(texts.size(), 4);
        QCOMPARE(texts.first().text, QString("I will unroll the reduction: four partial sums instead of one."));
        QCOMPARE(texts.last().text,
                 QString("Done: ACC=8 is the best candidate; kiln-eval reported it correct both times."));
        QCOMPARE(ofKind(events, "tool_call").size(), 4);
        QCOMPARE(count(events, "tool_call", "Bash: ./kiln-eval"), 2);
        QCOMPARE(count(events, "tool_call", "Bash: sed -i 's/^#define ACC 1$/#define ACC 4/' reduce_sum.cpp"), 1);
        QCOMPARE(ofKind(events, "tool_result").size(), 4);
        QCOMPARE(count(events, "tool_result", "kiln-eval: compile ok"), 2);
        QCOMPARE(count(events, "tool_result", "7:#define ACC 4"), 1);
        QVERIFY2(ofKind(events, "error").isEmpty() && ofKind(events, "log").isEmpty(), qPrintable(all));
        // One usage event per model call, then the result; together exactly the CLI's totals.
        QCOMPARE(ofKind(events, "usage").size(), 6);
        const Totals t = totals(events);
        QCOMPARE(t.input, qint64(6000));
        QCOMPARE(t.output, qint64(200));
        QVERIFY(qAbs(t.cost - 0.028) < 1e-9);
        QVERIFY(events.last().text.startsWith("finished after 5 turns"));
    }

    void parsesClaudeCodeApiError()
    {
        auto a = makeAgentAdapter("claude-code");
        const auto events = parseFile(*a, kStreams + "claude-code-unreachable.jsonl");
        QCOMPARE(events.last().kind, QString("error"));
        QVERIFY2(events.last().text.contains("api_error") && events.last().text.contains("Connection refused"),
                 qPrintable(events.last().text));
    }

    void parsesCodexStream()
    {
        auto a = makeAgentAdapter("codex");
        const auto events = parseFile(*a, kStreams + "codex-edit-and-eval.jsonl");
        const QString all = describe(events);
        QCOMPARE(events.first().kind, QString("system"));
        QVERIFY(events.first().text.startsWith("Codex thread "));
        QCOMPARE(ofKind(events, "assistant").size(), 5); // four messages and one reasoning summary
        QCOMPARE(count(events, "assistant", "The kernel is edited; measure it."), 1);
        QCOMPARE(ofKind(events, "tool_call").size(), 4); // started and completed make one call and one result
        QCOMPARE(count(events, "tool_call", "./kiln-eval"), 2);
        QCOMPARE(ofKind(events, "tool_result").size(), 4);
        QCOMPARE(count(events, "tool_result", "kiln-eval: compile ok"), 2);
        QCOMPARE(count(events, "tool_result", "7:#define ACC 4"), 1);
        QVERIFY2(ofKind(events, "error").isEmpty() && ofKind(events, "log").isEmpty(), qPrintable(all));
        QCOMPARE(ofKind(events, "usage").size(), 1);
        const Totals t = totals(events);
        QCOMPARE(t.input, qint64(6000));
        QCOMPARE(t.output, qint64(200));
    }

    void codexWaitingForeverIsFatal()
    {
        auto a = makeAgentAdapter("codex");
        const auto events = parseFile(*a, kStreams + "codex-unreachable.jsonl");
        int firstFatal = -1, reconnects = 0;
        for (int i = 0; i < events.size(); ++i) {
            reconnects += events[i].text.contains("Reconnecting");
            if (events[i].fatal && firstFatal < 0)
                firstFatal = reconnects;
        }
        QCOMPARE(firstFatal, 3);
        // A turn that goes on (the service came back) resets the count.
        auto b = makeAgentAdapter("codex");
        const QByteArray reconnect = R"({"type":"error","message":"Reconnecting... waiting for network"})";
        b->parseLine(reconnect);
        b->parseLine(reconnect);
        b->parseLine(R"({"type":"item.completed","item":{"id":"item_1","type":"agent_message","text":"back"}})");
        QVERIFY(!b->parseLine(reconnect).first().fatal);
    }

    void codexFileChangesAndFailures()
    {
        auto a = makeAgentAdapter("codex");
        // Shapes from codex exec's event types (exec_events.rs): file_change items and a failed turn.
        auto events = a->parseLine(
            R"({"type":"item.completed","item":{"id":"item_3","type":"file_change","changes":[{"path":"/w/reduce_sum.cpp","kind":"update"}],"status":"completed"}})");
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].kind, QString("tool_call"));
        QCOMPARE(events[0].text, QString("apply_patch: update /w/reduce_sum.cpp"));
        QCOMPARE(events[1].kind, QString("tool_result"));
        QCOMPARE(events[1].text, QString("completed"));
        events = a->parseLine(
            R"({"type":"item.completed","item":{"id":"item_4","type":"command_execution","command":"make","aggregated_output":"error: x\n","exit_code":2,"status":"failed"}})");
        QCOMPARE(events.size(), 2);
        QVERIFY(events[1].text.contains("(exit code 2)"));
        events = a->parseLine(R"({"type":"turn.failed","error":{"message":"stream disconnected before completion"}})");
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].kind, QString("error"));
        QVERIFY(events[0].text.contains("stream disconnected"));
    }

    void parsesCursorStream()
    {
        auto a = makeAgentAdapter("cursor");
        const auto events = parseFile(*a, kStreams + "cursor-edit-and-eval.jsonl");
        const QString all = describe(events);
        QCOMPARE(events.first().kind, QString("system"));
        QCOMPARE(events.first().text, QString("Cursor Agent, model Claude 4 Sonnet, in /tmp/ws1"));
        const auto texts = ofKind(events, "assistant");
        QCOMPARE(texts.size(), 3); // deltas folded into one event per message
        QCOMPARE(texts[0].text, QString("I will read the kernel first."));
        QCOMPARE(texts[2].text, QString("Done: ACC=4 passes."));
        QCOMPARE(texts[2]
                     .json.value("message")
                     .toObject()
                     .value("content")
                     .toArray()
                     .first()
                     .toObject()
                     .value("text")
                     .toString(),
                 QString("Done: ACC=4 passes."));
        const auto calls = ofKind(events, "tool_call");
        QCOMPARE(calls.size(), 4);
        QCOMPARE(calls[0].text, QString("read: reduce_sum.cpp"));
        QCOMPARE(calls[1].text, QString("write: reduce_sum.cpp"));
        QCOMPARE(calls[2].text, QString("shell: ./kiln-eval"));
        QVERIFY(calls[3].text.startsWith("grep "));
        const auto results = ofKind(events, "tool_result");
        QCOMPARE(results.size(), 4);
        QVERIFY(results[0].text.contains("#define ACC 1"));
        QCOMPARE(results[1].text, QString("wrote /tmp/ws1/reduce_sum.cpp (3 lines, 30 bytes)"));
        QVERIFY(results[2].text.startsWith("kiln-eval: compile ok"));
        QVERIFY(results[3].text.startsWith("error: "));
        QVERIFY2(ofKind(events, "log").isEmpty() && ofKind(events, "error").isEmpty(), qPrintable(all));
        QCOMPARE(events.last().kind, QString("usage"));
        QCOMPARE(events.last().text, QString("finished in 15.2 s"));
    }

    void cursorMessageCutOffComesOutAtTheEnd()
    {
        auto a = makeAgentAdapter("cursor");
        QVERIFY(
            a->parseLine(
                 R"({"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"Half a"}]}})")
                .isEmpty());
        QVERIFY(
            a->parseLine(
                 R"({"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":" thought"}]}})")
                .isEmpty());
        const auto events = a->finish();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().text, QString("Half a thought"));
    }

    void claudeCodeEditsAndEvaluatesThroughTheScriptedServer() { runAgainstScriptedServer("claude-code", "claude"); }
    void codexEditsAndEvaluatesThroughTheScriptedServer() { runAgainstScriptedServer("codex", "codex"); }
    void claudeCodeRunsThroughKiln() { runThroughKiln("claude-code", "claude"); }
    void codexRunsThroughKiln() { runThroughKiln("codex", "codex"); }
    void claudeCodeGivesUpOnAnUnreachableService() { runAgainstClosedPort("claude-code", "claude"); }
    void codexOnAnUnreachableServiceIsStopped() { runAgainstClosedPort("codex", "codex"); }
    void claudeCodeThroughKilnRunOnAnUnreachableService() { kilnRunAgainstClosedPort("claude-code", "claude"); }
    void codexThroughKilnRunOnAnUnreachableService() { kilnRunAgainstClosedPort("codex", "codex"); }
    void claudeCodeGivesUpOnAFailingService() { runAgainstFailingServer("claude-code", "claude"); }
    void codexGivesUpOnAFailingService() { runAgainstFailingServer("codex", "codex"); }
};

QTEST_GUILESS_MAIN(TstAgentClis)
#include "tst_agentclis.moc"
