// RunManager: runs agents in the background. A queue of (run, task) jobs, at most maxConcurrentAgents at
// once; each job gets a fresh workspace, an agent process (confined where bubblewrap works) and a
// ./kiln-eval that calls back here. Every submission is snapshotted as a commit in the run's repository,
// evaluated from a clean copy through EvaluationJob (compile on a CPU slot, time on a GPU from the pool),
// recorded in the store and reported back to the agent. When the agent stops (or its budget ends) the best
// and the final candidates are evaluated again on visible AND hidden configurations: that is the task's
// result. Everything is signalled with model value types as it happens, so windows and the CLI follow live.
#pragma once

#include "model/evaluation/evalresult.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "model/tasks/task.h"
#include "runners/agents/agentprocess.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/runs/evalserver.h"
#include "runners/runs/loopprofile.h"
#include "runners/runs/resourcepool.h"
#include "runners/runs/runfolder.h"
#include "runners/runs/storewriter.h"

#include <QObject>
#include <QThread>
#include <QTimer>
#include <deque>
#include <memory>
#include <optional>

class QLockFile;

namespace kiln {

class EvaluationJob;
class Executor;

// Marks runs left "running" by a Kiln that died as interrupted: a run is live while its folder's lock file
// is held by a running Kiln. Returns how many were marked. Every Kiln start (window, CLI) calls it.
int recoverInterruptedRuns(RunStore& store);

struct RunSpec
{
    RunConfig config; // agent, budgets, mode, model...; runId and tasks are filled by startRun
    QList<Task> tasks;
};

class RunManager : public QObject
{
    Q_OBJECT
public:
    RunManager(RunStore* store, ResourcePool* pool, QObject* parent = nullptr);
    ~RunManager() override;
    bool init(QString* error); // opens the kiln-eval socket

    std::optional<QString> startRun(const RunSpec& spec, QString* error);
    // Re-queues the tasks of an interrupted or cancelled run that have no result yet; their agents start
    // again in the same workspaces with the evaluations they have left.
    bool resumeRun(const QString& runId, QString* error);
    void cancelRun(const QString& runId);
    // Marks runs left "running" by a Kiln that died as interrupted (runs another live Kiln holds stay).
    int recoverInterruptedRuns();

    void setMaxConcurrentAgents(int n);
    int queuedJobs() const { return static_cast<int>(m_queue.size()); }
    int activeJobs() const;
    bool isIdle() const { return m_jobs.empty(); }
    // Why agents run unconfined here; empty when bubblewrap confines them.
    QString confinementNote() const;
    // How long each step held the event loop (kiln bench runs prints it).
    const LoopProfile& loopProfile() const { return m_profile; }

signals:
    void jobQueued(const QString& runId, const QString& taskId);
    void jobStarted(const QString& runId, const QString& taskId);
    void jobFinished(const QString& runId, const QString& taskId, const QString& status, const QString& note);
    void candidateSubmitted(const QString& runId, const QString& taskId, int seq, const QString& commit);
    void evaluationEvent(const QString& runId, const QString& taskId, int seq, const QJsonObject& event);
    void candidateEvaluated(const kiln::CandidateRecord& candidate, const kiln::EvalResult& result);
    void transcriptEvent(const QString& runId, const QString& taskId, const kiln::TranscriptEvent& event);
    void logLine(const QString& runId, const QString& taskId, const QString& line);
    void runFinished(const QString& runId, const QString& status);
    // Evaluations out on SSH hosts and Slurm clusters right now (the status bar shows it).
    void remoteJobsChanged(int jobs);

private:
    struct Job;
    struct Run;
    struct Submission
    {
        QMap<QString, QString> defines;
        bool json = false;
        EvalClient* client = nullptr; // null for Kiln's own (iterative mode)
    };

    void pump();
    void startJob(Job* job);
    struct WorkspaceSetup;
    void workspaceReady(Job* job, const WorkspaceSetup& setup);
    void startAgent(Job* job);
    void agentFinished(Job* job, const AgentOutcome& outcome);
    void onEvalRequest(const QString& key, const QJsonObject& request, EvalClient* client);
    void submit(Job* job, const Submission& submission);
    void submissionDone(Job* job, const Submission& submission, const CandidateRecord& candidate,
                        const EvalResult& result);
    void candidateStored(Job* job, const Submission& submission, const CandidateRecord& candidate,
                         const EvalResult& result);
    void score(Job* job);
    void scoreNext(Job* job);
    void finishJob(Job* job, const QString& status);
    void finishRunIfDone(Run* run);
    void addTranscript(Job* job, const TranscriptEvent& e);
    void flushTranscript();
    std::optional<EvalRequest> requestFor(Job* job, const QString& candidateDir, const QString& configs,
                                          const QMap<QString, QString>& tunables, QString* error) const;
    // Whether the tasks of `runId` left to score (not in `scored`) can be resumed here: false, with what to do,
    // when its suite is not on this machine or they need a GPU that a local run here cannot have.
    bool resumableHere(const QString& runId, const RunConfig& config, const QList<Suite>& suites,
                       const QSet<QString>& scored, QString* error) const;
    Run* runFor(const QString& runId, QString* error);
    QString agentPrompt(Job* job) const;
    // The executor a run's evaluations go to (RunConfig::executor), made on first use; null: local.
    Executor* executorFor(const RunConfig& config, QString* error);
    // The writer, pointed at this manager's store: every store write during a run goes through it.
    StoreWriter& writer();

    RunStore* m_store;
    ResourcePool* m_pool;
    EvalServer m_server;
    int m_maxAgents = 2;
    std::map<QString, std::unique_ptr<Run>> m_runs;
    std::deque<Job*> m_queue;
    std::vector<std::unique_ptr<Job>> m_jobs;
    QList<TranscriptRow> m_pendingTranscript;
    QTimer m_flush;
    std::map<QString, std::unique_ptr<Executor>> m_executors;
    LoopProfile m_profile;
    QThread m_starter;    // agents' processes are forked here (AgentProcess::setStartThread)
    StoreWriter m_writer; // declared last: destroyed first, after the destructor's flush
};

} // namespace kiln
