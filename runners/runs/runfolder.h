// RunFolder: a run's self-contained folder ($KILN_DATA_DIR/runs/RUN): run.json (the suites, tasks, agent and
// budget), the candidate repository, one workspace per task with its protected-file hashes, and the clean
// copies candidates are evaluated from. Everything a run needs to be re-opened or re-scored elsewhere.
#pragma once

#include "runners/runs/workspace.h"

#include <QJsonObject>
#include <optional>

namespace kiln {

struct RunConfig
{
    QString runId;
    QString agent;
    QStringList suites;                         // suite folders the tasks came from
    QStringList tasks;                          // task ids
    int budgetEvals = 10;                       // agent evaluations per task
    int timeoutS = 1800;                        // wall clock per task
    QString model, effort;                      // passed to the agent
    QStringList extraArgs;                      // appended to the agent's command line
    QString commandTemplate;                    // the `command` agent
    QString mode = QStringLiteral("agentic");   // agentic | iterative
    int iterations = 5;                         // iterative: agent calls per task
    int restartAfter = 3;                       // iterative: fresh context after this many calls without improvement
    bool confine = true;                        // inside bubblewrap where it works
    QString executor = QStringLiteral("local"); // where evaluations run: local | slurm | ssh:NAME
    // Which of this machine's GPUs the run's evaluations may hold (ResourcePool::forDevice): "" any GPU of
    // the pool, "0,2" only those ids, "cpu" none (host tasks only). A remote executor picks its own.
    QString device;
    QString agentHost; // where the agent runs: empty (here) | ssh:NAME (runners/remote/remoteagent.h)
    QJsonObject toJson() const;
    static RunConfig fromJson(const QJsonObject& o);
    // run.json's keys (model/jsonfields.h): written and read from this one list.
    template <class Fields, class Self> static void fields(Fields& f, Self& c)
    {
        f("run", c.runId);
        f("agent", c.agent);
        f("suites", c.suites);
        f("tasks", c.tasks);
        f.object("budget", [&c](auto& b) {
            b("evals", c.budgetEvals);
            b("timeout_s", c.timeoutS);
            b("iterations", c.iterations);
        });
        f("model", c.model);
        f("effort", c.effort);
        f("extra_args", c.extraArgs);
        f("command", c.commandTemplate);
        f("mode", c.mode);
        f("restart_after", c.restartAfter);
        f("confine", c.confine);
        f("executor", c.executor);
        f("device", c.device);
        f("agent_host", c.agentHost);
    }
};

class RunFolder
{
public:
    explicit RunFolder(const QString& path) : m_path(path) {}
    static QString pathFor(const QString& runId);
    const QString& path() const { return m_path; }

    bool writeConfig(const RunConfig& config, QString* error) const;
    std::optional<RunConfig> readConfig(QString* error) const;

    QString repoPath() const;
    QString workspacePath(const QString& taskId) const;
    QString evalPath(const QString& taskId, int seq) const; // a clean copy of one candidate
    QString objectsPath(const QString& taskId) const;       // the task's baseline and reference, built once
    QString finalPath(const QString& taskId, const QString& role) const; // final scoring's clean copies
    bool saveWorkspace(const QString& taskId, const Workspace& ws, QString* error) const;
    std::optional<Workspace> loadWorkspace(const QString& taskId) const;

private:
    QString m_path;
};

QString taskSlug(const QString& taskId); // cuda2cuda/softmax -> cuda2cuda__softmax

// Where a run's folder is on this machine: the recorded path when it still holds the run, else the data
// folder's runs/RUN (a store copied from a GPU host, or the bundled demo). Empty when neither exists.
QString locateRunFolder(const QString& recordedFolder, const QString& runId);

} // namespace kiln
