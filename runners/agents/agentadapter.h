// AgentAdapter: what Kiln knows about one kind of agent. It turns a run's settings into the command line that
// starts the agent in its workspace, and turns the agent's output stream (one line at a time, as it arrives)
// into transcript events. It starts nothing itself: AgentProcess (runners/agents/agentprocess.h) runs the
// command, confined and under the run's budgets, and feeds it the lines. One adapter object per agent process,
// so a parser may keep state between lines (partial messages, the current turn).
#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <memory>

namespace kiln {

// One entry of an agent's transcript, as stored (RunStore::addTranscriptEvent) and shown.
// Token counts and cost are what this event adds, so summing them over a transcript gives the run's totals.
// inputTokens counts every prompt token the model read, cached or not.
struct TranscriptEvent
{
    QString kind;     // system | assistant | tool_call | tool_result | usage | error | log
    QString text;     // what a person reads (assistant text, the command a tool ran, a tool's output)
    QJsonObject json; // the agent's own object, kept whole
    int inputTokens = 0, outputTokens = 0;
    double costUsd = 0;
    // The agent cannot go on and will not stop by itself (e.g. Codex waiting forever for an unreachable
    // model service): whoever runs it should stop it now and record `text` as the reason.
    bool fatal = false;
};

struct AgentSettings
{
    QString model;           // empty: the agent's default
    QString effort;          // reasoning effort where the agent has one (codex: low|medium|high)
    QStringList extraArgs;   // appended to the command line as given
    QString commandTemplate; // the `command` agent: {workspace} {prompt} {model} {iteration}
    // The model service to use instead of the vendor's (a proxy, or a scripted server in tests); empty: the
    // KILN_AGENT_BASE_URL environment variable, else the agent's own default.
    QString baseUrl;
    int maxRetries = -1; // retries of a failed model request; -1: the agent's default
};

// Everything one start of an agent needs to know.
struct AgentInvocation
{
    QString workspace;  // absolute; the agent's working directory
    QString promptFile; // absolute path of the rendered prompt (inside the workspace)
    QString prompt;     // its text
    int iteration = 1;  // iterative mode: which call this is
    AgentSettings settings;
};

// Agents read nothing from stdin: run them with stdin closed (codex exec otherwise waits for more prompt).
struct AgentCommand
{
    QString program; // resolved through PATH when relative
    QStringList arguments;
    QMap<QString, QString> env; // added to the environment
};

class AgentAdapter
{
public:
    virtual ~AgentAdapter() = default;
    virtual QString name() const = 0;        // claude-code, codex, cursor, command, replay, tune
    virtual QString displayName() const = 0; // "Claude Code"
    // The executable the adapter needs on PATH; empty for agents built into Kiln.
    virtual QString executable() const { return {}; }
    // One sentence telling a user how to get the executable.
    virtual QString installHint() const { return {}; }
    // True for Kiln's own agents (tune, replay): trusted code, which may read what Kiln's user reads (the
    // files a replay is given). Every other agent is another user when Kiln is root (sandbox.h).
    virtual bool builtIn() const { return false; }
    virtual AgentCommand command(const AgentInvocation& invocation) const = 0;
    // Called with each line the agent prints on stdout (without the newline). Lines that are not the agent's
    // stream format become `log` events, never errors: agents print banners and warnings too.
    virtual QList<TranscriptEvent> parseLine(const QByteArray& line) = 0;
    // Called once when the agent's output ends: what the parser still holds (text of a message the agent
    // was cut off in) comes out here.
    virtual QList<TranscriptEvent> finish() { return {}; }
};

// The adapter for `name`, or nullptr with *error naming the agents there are.
std::unique_ptr<AgentAdapter> makeAgentAdapter(const QString& name, QString* error = nullptr);
QStringList agentNames();

} // namespace kiln
