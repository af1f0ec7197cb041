#include "runmanager.h"

#include "model/evaluation/reporttext.h"
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/agents/agentevents.h"
#include "runners/agents/builtinadapters.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/remote/executor.h"
#include "runners/remote/remoteagent.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/evaluationjob.h"
#include "runners/runs/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLockFile>
#include <QtConcurrent>

namespace kiln {

struct RunManager::Run
{
    RunConfig config;
    RunFolder folder{QString()};
    std::unique_ptr<QLockFile> lock; // held while this Kiln drives the run
    bool cancelled = false;
    bool finishing = false; // its end is on the way to the store; runFinished follows
};

// A job's workspace, made (or renewed, when resumed) on a worker thread.
struct RunManager::WorkspaceSetup
{
    std::optional<Workspace> workspace;
    QString error;
    qint64 ns = 0; // how long it took there
};

struct RunManager::Job
{
    Run* run = nullptr;
    Task task;
    Workspace workspace;
    QString token;
    AgentProcess* agent = nullptr;
    EvaluationJob* eval = nullptr;
    int seq = 0; // candidates submitted so far (agent role)
    int transcriptSeq = 0;
    int iteration = 0; // iterative mode: agent calls made
    int sinceImprovement = 0;
    double bestSpeedup = 0; // the best candidate so far: its speedup and its number
    int bestSeq = 0;
    QString lastReport;     // iterative mode: fed to the next call
    QStringList sentReport; // what the agent was told of the submission in flight (its kiln_eval_report event)
    bool freshContext = false;
    bool agentDone = false, scoring = false, done = false;
    bool storing = false; // a candidate is on its way to the store; what follows waits for it
    QFuture<void> setup;  // the workspace being made off the loop
    QString note;
    QElapsedTimer clock;                            // the task's wall-clock budget counts from its start
    std::deque<Submission> pending;                 // submissions waiting for the one in flight
    QList<QPair<QString, CandidateRecord>> toScore; // role, candidate
    qint64 bestId = 0, finalId = 0;
    QString key() const { return run->config.runId + '|' + task.id; }
};

RunManager::RunManager(RunStore* store, ResourcePool* pool, QObject* parent)
    : QObject(parent), m_store(store), m_pool(pool)
{
    connect(&m_server, &EvalServer::request, this, &RunManager::onEvalRequest);
    // Transcripts arrive by the thousand per second: they are written in batches, one transaction each.
    m_flush.setInterval(100);
    connect(&m_flush, &QTimer::timeout, this, &RunManager::flushTranscript);
    m_starter.setObjectName(QStringLiteral("kiln-agent-starter"));
    m_starter.start();
}

RunManager::~RunManager()
{
    for (auto& j : m_jobs) {
        j->setup.waitForFinished(); // its files are being written; its continuation goes with this object
        delete j->agent;            // kills the agent's process group (after its start, if it is still starting)
        j->agent = nullptr;
    }
    m_starter.quit();
    m_starter.wait();
    flushTranscript();
    m_writer.sync();
}

StoreWriter& RunManager::writer()
{
    m_writer.setStorePath(m_store->path());
    return m_writer;
}

bool RunManager::init(QString* error)
{
    return m_server.listen(error);
}

void RunManager::setMaxConcurrentAgents(int n)
{
    m_maxAgents = std::max(1, n);
    pump();
}

int RunManager::activeJobs() const
{
    return static_cast<int>(m_jobs.size() - m_queue.size());
}

QString RunManager::confinementNote() const
{
    QString why;
    return sandboxAvailable(&why) ? QString() : QStringLiteral("agents run unconfined: %1").arg(why);
}

int recoverInterruptedRuns(RunStore& store)
{
    int n = 0;
    for (const RunRecord& r : store.runs()) {
        if (r.status != QLatin1String("running"))
            continue;
        QLockFile lock(QDir(RunFolder::pathFor(r.id)).filePath(QStringLiteral(".lock")));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // a live Kiln drives it
        store.setRunStatus(
            r.id, QStringLiteral("interrupted"),
            QStringLiteral("Kiln stopped while this run was going; resume it (kiln runs resume %1) or leave it")
                .arg(r.id));
        ++n;
    }
    return n;
}

int RunManager::recoverInterruptedRuns()
{
    return kiln::recoverInterruptedRuns(*m_store);
}

std::optional<QString> RunManager::startRun(const RunSpec& spec, QString* error)
{
    LoopProfile::Scope timed(m_profile, "startRun: queue the jobs");
    if (spec.tasks.isEmpty()) {
        *error = QStringLiteral("no task to run");
        return std::nullopt;
    }
    if (!makeAgentAdapter(spec.config.agent, error))
        return std::nullopt;
    if (!executorFor(spec.config, error))
        return std::nullopt;
    if (!wrapForAgentHost(makeAgentAdapter(spec.config.agent), spec.config.agentHost, kilnProgram(), error))
        return std::nullopt; // no such host, or a built-in agent that cannot run there
    auto run = std::make_unique<Run>();
    run->config = spec.config;
    run->config.runId = newRunId();
    run->config.tasks.clear();
    for (const Task& t : spec.tasks)
        run->config.tasks << t.id;
    run->folder = RunFolder(RunFolder::pathFor(run->config.runId));
    if (!run->folder.writeConfig(run->config, error))
        return std::nullopt;
    run->lock = std::make_unique<QLockFile>(QDir(run->folder.path()).filePath(QStringLiteral(".lock")));
    run->lock->setStaleLockTime(0);
    run->lock->tryLock(0);
    RunRecord rec;
    rec.id = run->config.runId;
    rec.agent = run->config.agent;
    rec.model = run->config.model;
    rec.mode = run->config.mode;
    rec.status = QStringLiteral("running");
    rec.executor = run->config.executor.isEmpty() ? QStringLiteral("local") : run->config.executor;
    rec.folder = run->folder.path();
    rec.budget = QString::fromUtf8(
        QJsonDocument(run->config.toJson().value("budget").toObject()).toJson(QJsonDocument::Compact));
    rec.message = confinementNote();
    if (!m_store->addRun(rec, error))
        return std::nullopt;
    Run* r = run.get();
    const QString id = run->config.runId;
    m_runs[id] = std::move(run);
    for (const Task& t : spec.tasks) {
        auto job = std::make_unique<Job>();
        job->run = r;
        job->task = t;
        m_queue.push_back(job.get());
        m_jobs.push_back(std::move(job));
        emit jobQueued(id, t.id);
    }
    QMetaObject::invokeMethod(this, &RunManager::pump, Qt::QueuedConnection);
    return id;
}

RunManager::Run* RunManager::runFor(const QString& runId, QString* error)
{
    if (auto it = m_runs.find(runId); it != m_runs.end())
        return it->second.get();
    const RunFolder folder(RunFolder::pathFor(runId));
    const auto config = folder.readConfig(error);
    if (!config)
        return nullptr;
    auto run = std::make_unique<Run>();
    run->config = *config;
    run->folder = folder;
    run->lock = std::make_unique<QLockFile>(QDir(folder.path()).filePath(QStringLiteral(".lock")));
    run->lock->setStaleLockTime(0);
    if (!run->lock->tryLock(0)) {
        *error = QStringLiteral("run %1 is being driven by another Kiln").arg(runId);
        return nullptr;
    }
    Run* r = run.get();
    m_runs[runId] = std::move(run);
    return r;
}

bool RunManager::resumableHere(const QString& runId, const RunConfig& config, const QList<Suite>& suites,
                               const QSet<QString>& scored, QString* error) const
{
    for (const QString& dir : config.suites)
        if (!QFileInfo(dir).isDir()) { // its tasks could not be found: the run would end with none done
            *error = QStringLiteral("run %1's suite %2 is not on this machine: resume it where that folder is (or "
                                    "put the suite there). Nothing was changed")
                         .arg(runId, dir);
            return false;
        }
    // A remote executor brings its own GPUs; a run limited to the CPU (device "cpu") times host tasks only.
    if (config.executor != QLatin1String("local") || !m_pool->gpus().isEmpty())
        return true;
    QStringList needing;
    for (const Suite& s : suites)
        for (const QString& id : config.tasks)
            if (const Task* t = s.find(id); t && !scored.contains(id) && !t->isCommand() &&
                                            t->backend != QLatin1String("host") && !needing.contains(id))
                needing << id;
    if (needing.isEmpty())
        return true;
    // Resumed here, each of them would end as a no_device error and be scored as one.
    *error = QStringLiteral("run %1 has %2 task(s) left that need a GPU (%3%4) and this machine has none (nvidia-smi "
                            "lists no GPU, KILN_GPUS names none): resume it on a machine with one, or run those tasks "
                            "with a remote executor (kiln run --executor ssh:NAME or slurm). Nothing was changed")
                 .arg(runId)
                 .arg(needing.size())
                 .arg(needing.mid(0, 3).join(QStringLiteral(", ")),
                      needing.size() > 3 ? QStringLiteral(", ...") : QString());
    return false;
}

bool RunManager::resumeRun(const QString& runId, QString* error)
{
    const auto rec = m_store->run(runId);
    if (!rec) {
        *error = QStringLiteral("no run %1 in %2").arg(runId, m_store->path());
        return false;
    }
    if (rec->status == QLatin1String("finished")) {
        *error = QStringLiteral("run %1 is finished; there is nothing to resume").arg(runId);
        return false;
    }
    QSet<QString> scored;
    for (const auto& c : m_store->candidates(runId))
        if (c.role != QLatin1String("agent"))
            scored << c.taskId;
    const auto config = RunFolder(RunFolder::pathFor(runId)).readConfig(error);
    if (!config)
        return false;
    QList<Suite> suites; // read once: for the check, then for the jobs
    for (const QString& dir : config->suites)
        suites << loadSuite(dir);
    if (!resumableHere(runId, *config, suites, scored, error)) // before anything is touched: a refusal changes nothing
        return false;
    Run* run = runFor(runId, error);
    if (!run)
        return false;
    run->cancelled = false;
    run->finishing = false;
    int queued = 0;
    for (const Suite& s : suites) {
        for (const QString& id : run->config.tasks) {
            const Task* t = s.find(id);
            if (!t || scored.contains(id))
                continue;
            bool already = false;
            for (const auto& j : m_jobs)
                already = already || (j->run == run && j->task.id == id);
            if (already)
                continue;
            auto job = std::make_unique<Job>();
            job->run = run;
            job->task = *t;
            for (const auto& c : m_store->candidates(runId, id))
                job->seq = std::max(job->seq, c.role == QLatin1String("agent") ? c.seq : 0);
            m_queue.push_back(job.get());
            m_jobs.push_back(std::move(job));
            emit jobQueued(runId, id);
            ++queued;
        }
    }
    m_store->setRunStatus(runId, QStringLiteral("running"), QStringLiteral("resumed"));
    if (queued == 0)
        finishRunIfDone(run);
    QMetaObject::invokeMethod(this, &RunManager::pump, Qt::QueuedConnection);
    return true;
}

void RunManager::cancelRun(const QString& runId)
{
    auto it = m_runs.find(runId);
    if (it == m_runs.end())
        return;
    Run* run = it->second.get();
    run->cancelled = true;
    std::vector<Job*> jobs;
    for (auto& j : m_jobs)
        if (j->run == run)
            jobs.push_back(j.get());
    for (Job* j : jobs) {
        if (std::find(m_queue.begin(), m_queue.end(), j) != m_queue.end()) {
            std::erase(m_queue, j);
            finishJob(j, QStringLiteral("cancelled"));
            continue;
        }
        if (j->agent && j->agent->isRunning())
            j->agent->cancel();
        if (j->eval)
            j->eval->cancel();
    }
}

void RunManager::pump()
{
    while (!m_queue.empty() && activeJobs() < m_maxAgents) {
        Job* job = m_queue.front();
        m_queue.pop_front();
        startJob(job);
    }
}

QString RunManager::agentPrompt(Job* job) const
{
    QFile f(QDir(job->workspace.folder).filePath(QStringLiteral("prompt.md")));
    QString prompt = f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    if (job->run->config.mode != QLatin1String("iterative") || job->lastReport.isEmpty())
        return prompt;
    if (job->freshContext)
        return prompt +
               QStringLiteral("\n\n## Where things stand\nThe files hold the best candidate so far (%1x on the "
                              "visible configurations). The last report:\n\n```\n%2\n```\n")
                   .arg(job->bestSpeedup, 0, 'f', 2)
                   .arg(job->lastReport);
    return prompt + QStringLiteral("\n\n## Report of your last candidate\n\n```\n%1\n```\n").arg(job->lastReport);
}

void RunManager::startJob(Job* job)
{
    LoopProfile::Scope timed(m_profile, "startJob: hand the workspace to a worker");
    const RunConfig& cfg = job->run->config;
    job->token = m_server.addToken(job->key());
    const QString script = kilnEvalScript(kilnProgram(), m_server.name(), job->token);
    const QString budget = QStringLiteral("%1 evaluations through ./kiln-eval, %2 seconds of wall clock")
                               .arg(cfg.budgetEvals)
                               .arg(cfg.timeoutS);
    // File copies and hashes: 5 ms a job, up to 55 ms under load when they ran on the loop. The worker gets
    // copies of what it needs; the job goes on in workspaceReady once the files are there.
    // QFuture::then(this, ...) deadlocked here (Qt 6.4) when the work was done before it was attached: the
    // worker posts its result to this object instead, dropped if the manager is gone (it waits for it).
    job->setup = QtConcurrent::run([this, job, folder = job->run->folder, task = job->task, script, budget] {
        QElapsedTimer clock;
        clock.start();
        WorkspaceSetup out;
        const QString wsPath = folder.workspacePath(task.id);
        if (auto existing = folder.loadWorkspace(task.id); existing && QDir(wsPath).exists()) {
            Workspace ws = *existing; // resumed: the agent's files stay, kiln-eval points at this Kiln
            if (renewKilnEval(ws, script, &out.error) && folder.saveWorkspace(task.id, ws, &out.error))
                out.workspace = ws;
        } else if (auto ws = createWorkspace(task, wsPath, {budget, script}, &out.error);
                   ws && folder.saveWorkspace(task.id, *ws, &out.error)) {
            out.workspace = *ws;
        }
        out.ns = clock.nsecsElapsed();
        QMetaObject::invokeMethod(
            this, [this, job, out] { workspaceReady(job, out); }, Qt::QueuedConnection);
    });
}

void RunManager::workspaceReady(Job* job, const WorkspaceSetup& setup)
{
    std::optional<LoopProfile::Scope> timed(std::in_place, m_profile, "workspaceReady: start the job");
    m_profile.add("startJob: make the workspace on a worker (off the loop)", setup.ns);
    job->setup = {};
    const RunConfig& cfg = job->run->config;
    if (job->run->cancelled) { // cancelled while its files were being made: as if it had stayed queued
        finishJob(job, QStringLiteral("cancelled"));
        return;
    }
    if (!setup.workspace) {
        job->note = setup.error;
        emit jobStarted(cfg.runId, job->task.id);
        finishJob(job, QStringLiteral("failed"));
        return;
    }
    job->workspace = *setup.workspace;
    emit jobStarted(cfg.runId, job->task.id);
    if (job->run->cancelled) { // cancelled by a receiver of jobStarted: no agent for it
        finishJob(job, QStringLiteral("cancelled"));
        return;
    }
    job->clock.start();
    if (!m_flush.isActive())
        m_flush.start();
    timed.reset();
    startAgent(job);
}

void RunManager::startAgent(Job* job)
{
    LoopProfile::Scope timed(m_profile, "startAgent: start the process");
    const RunConfig& cfg = job->run->config;
    QString error;
    std::unique_ptr<AgentAdapter> adapter = makeAgentAdapter(cfg.agent, &error);
    if (!adapter) {
        job->note = error;
        finishJob(job, QStringLiteral("failed"));
        return;
    }
    AgentInvocation inv;
    inv.workspace = job->workspace.folder;
    inv.promptFile = QDir(inv.workspace).filePath(QStringLiteral("prompt.md"));
    inv.prompt = agentPrompt(job);
    inv.iteration = ++job->iteration;
    inv.settings.model = cfg.model;
    inv.settings.effort = cfg.effort;
    inv.settings.extraArgs = cfg.extraArgs;
    inv.settings.commandTemplate = cfg.commandTemplate;
    if (cfg.agent == QLatin1String("tune")) {
        inv.settings.extraArgs = {QStringLiteral("--budget"), QString::number(std::max(0, cfg.budgetEvals - job->seq))};
        for (const auto& t : job->task.tunables)
            inv.settings.extraArgs << QStringLiteral("--tunable")
                                   << QStringLiteral("%1=%2").arg(t.name, t.values.join(','));
    }
    SandboxPolicy policy;
    policy.workspace = job->workspace.folder;
    policy.hide << dataDir() << QDir::homePath();
    policy.hideAlways = cfg.suites;
    policy.readOnly << kilnProgram();
    // As root the agent is another user: its config folders are copies it owns, shown where the originals are.
    const QStringList homePaths = agentHomePaths(QDir::homePath(), adapter->executable());
    policy.asSandboxUser = !adapter->builtIn();
    if (sandboxUid(policy) >= 0)
        policy.readWriteAt = agentHomeCopies(homePaths, job->run->folder.path() + QStringLiteral("/agent-home/") +
                                                            taskSlug(job->task.id));
    else
        policy.readWrite << homePaths;
    // Wholly remote: the agent runs on the SSH host (bubblewrap confines agents on this machine only).
    if (!cfg.agentHost.isEmpty() &&
        !(adapter = wrapForAgentHost(std::move(adapter), cfg.agentHost, kilnProgram(), &error))) {
        job->note = error;
        finishJob(job, QStringLiteral("failed"));
        return;
    }
    const bool confine = cfg.confine && cfg.agentHost.isEmpty() && sandboxAvailable(nullptr);
    job->agent = new AgentProcess(std::move(adapter), this);
    job->agent->setLoopProfile(&m_profile);
    job->agent->setStartThread(&m_starter);
    connect(job->agent, &AgentProcess::transcript, this,
            [this, job](const TranscriptEvent& e) { addTranscript(job, e); });
    connect(job->agent, &AgentProcess::finished, this, [this, job](const AgentOutcome& o) { agentFinished(job, o); });
    const int elapsed = static_cast<int>(job->clock.elapsed() / 1000);
    // Which run and task this is, for command-template agents and the replay agent's --tasks-root.
    const QMap<QString, QString> env{{QStringLiteral("KILN_RUN_ID"), cfg.runId},
                                     {QStringLiteral("KILN_TASK_ID"), job->task.id}};
    job->agent->start(inv, std::max(1, cfg.timeoutS - elapsed), confine, policy, env);
    addTranscript(job, {QStringLiteral("system"),
                        QStringLiteral("%1 started%2 (call %3)")
                            .arg(job->agent->adapter()->displayName(),
                                 confine ? QStringLiteral(" inside bubblewrap") : QStringLiteral(" unconfined"))
                            .arg(job->iteration),
                        {},
                        0,
                        0,
                        0});
}

void RunManager::agentFinished(Job* job, const AgentOutcome& o)
{
    LoopProfile::Scope timed(m_profile, "agentFinished");
    addTranscript(job, {o.kind == AgentOutcome::Kind::Exited ? QStringLiteral("system") : QStringLiteral("error"),
                        o.message,
                        {},
                        0,
                        0,
                        0});
    job->agent->deleteLater();
    job->agent = nullptr;
    if (o.kind != AgentOutcome::Kind::Exited)
        job->note = o.message;
    const RunConfig& cfg = job->run->config;
    const bool iterative = cfg.mode == QLatin1String("iterative");
    if (iterative && !job->run->cancelled && o.kind != AgentOutcome::Kind::TimedOut &&
        o.kind != AgentOutcome::Kind::FailedToStart && job->seq < cfg.budgetEvals) {
        // Kiln evaluates what the one-shot agent left, then calls it again with the report.
        submit(job, Submission{});
        return;
    }
    job->agentDone = true;
    if (!job->eval && !job->storing && job->pending.empty())
        score(job);
}

void RunManager::onEvalRequest(const QString& key, const QJsonObject& request, EvalClient* client)
{
    Job* job = nullptr;
    for (auto& j : m_jobs)
        if (j->key() == key && !j->done)
            job = j.get();
    if (!job || job->scoring) {
        client->sendLine(QStringLiteral("kiln-eval: this task's agent phase is over; no more evaluations"));
        client->finish(4);
        return;
    }
    Submission s;
    s.client = client;
    s.json = request.value("json").toBool();
    const QJsonObject d = request.value("defines").toObject();
    for (auto it = d.begin(); it != d.end(); ++it)
        s.defines[it.key()] = it.value().toString();
    submit(job, s);
}

std::optional<EvalRequest> RunManager::requestFor(Job* job, const QString& candidateDir, const QString& configs,
                                                  const QMap<QString, QString>& tunables, QString* error) const
{
    EvalOptions o;
    o.configs = configs;
    o.candidateDir = candidateDir;
    o.workDir = candidateDir + QStringLiteral("/build");
    o.sharedObjectsDir = job->run->folder.objectsPath(job->task.id);
    o.tunables = tunables;
    o.device = deviceSpecFor(job->task.backend, {}, error);
    o.budgetSeconds = 1.0;
    return buildEvalRequest(job->task, o, error);
}

void RunManager::submit(Job* job, const Submission& s)
{
    LoopProfile::Scope timed(m_profile, "submit: git commit, start the evaluation");
    if (job->eval || job->storing) { // one evaluation per task at a time; the rest wait their turn
        job->pending.push_back(s);
        return;
    }
    const RunConfig& cfg = job->run->config;
    auto reply = [&](const QString& line) {
        job->sentReport << line;
        if (s.client)
            s.client->sendLine(line);
    };
    job->sentReport.clear();
    if (job->seq >= cfg.budgetEvals) {
        reply(QStringLiteral("kiln-eval: the evaluation budget is spent (%1 of %1 for this task). Stop here: your best "
                             "candidate so far will be scored on the visible and hidden configurations.")
                  .arg(cfg.budgetEvals));
        if (s.client)
            s.client->finish(4);
        return;
    }
    QString error;
    const auto files = readFiles(job->workspace.folder, job->workspace.editable, &error);
    CandidateRepo repo;
    const int seq = job->seq + 1;
    QStringList defs;
    for (auto it = s.defines.begin(); it != s.defines.end(); ++it)
        defs << QStringLiteral("%1=%2").arg(it.key(), it.value());
    std::optional<QString> commit;
    const QString clean = job->run->folder.evalPath(job->task.id, seq);
    if (files && repo.open(job->run->folder.repoPath(), &error))
        commit = repo.commit(job->task.id, *files,
                             QStringLiteral("candidate %1%2")
                                 .arg(seq)
                                 .arg(defs.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(defs.join(' '))),
                             &error);
    std::optional<EvalRequest> request;
    if (commit && writeFiles(*files, clean, &error))
        request = requestFor(job, clean, QStringLiteral("visible"), s.defines, &error);
    if (!request) {
        reply(QStringLiteral("kiln-eval: %1").arg(error));
        if (s.client)
            s.client->finish(3);
        emit logLine(cfg.runId, job->task.id, error);
        if (!s.client) // iterative: nothing was evaluated; go on as if the call produced nothing
            agentFinished(job, {AgentOutcome::Kind::Failed, 0, error});
        return;
    }
    job->seq = seq;
    // Kiln's own step in the task's transcript, whatever the agent's stream says (or does not: a built-in
    // agent's, a stream read after the call): the candidate keeps its index, the step view opens it.
    addTranscript(job,
                  agents::makeEvent(QStringLiteral("kiln_eval"),
                                    QStringLiteral("./kiln-eval: candidate %1 (%2)").arg(seq).arg(commit->left(12)),
                                    QJsonObject{{"candidate_seq", seq}, {"commit", *commit}}));
    CandidateRecord c;
    c.runId = cfg.runId;
    c.taskId = job->task.id;
    c.seq = seq;
    c.transcriptIndex = job->transcriptSeq;
    c.commitId = *commit;
    c.configs = QStringLiteral("visible");
    const QStringList tampered = tamperedFiles(job->workspace);
    c.tampered = !tampered.isEmpty();
    if (c.tampered)
        c.flags << QStringLiteral("tampered");
    if (!defs.isEmpty())
        c.flags << QStringLiteral("tunables:") + defs.join(QLatin1Char(' '));
    emit candidateSubmitted(cfg.runId, job->task.id, seq, *commit);
    reply(QStringLiteral("kiln-eval: candidate %1 of %2 (%3)").arg(seq).arg(cfg.budgetEvals).arg(commit->left(12)));
    if (c.tampered)
        reply(QStringLiteral("kiln-eval: protected files changed (%1): this candidate is marked tampered")
                  .arg(tampered.join(", ")));
    auto* eval =
        new EvaluationJob(*request, job->task.backend, clean, m_pool->forDevice(job->run->config.device), this);
    eval->setExecutor(executorFor(cfg, &error));
    job->eval = eval;
    connect(eval, &EvaluationJob::event, this, [this, job, seq, s](const QJsonObject& e) {
        emit evaluationEvent(job->run->config.runId, job->task.id, seq, e);
        for (const QString& line : reportLines(e)) {
            job->sentReport << line;
            if (s.client)
                s.client->sendLine(line);
        }
    });
    connect(eval, &EvaluationJob::finished, this, [this, job, s, c](const EvalResult& r) {
        job->eval->deleteLater();
        job->eval = nullptr;
        submissionDone(job, s, c, r);
    });
    eval->start();
}

void RunManager::submissionDone(Job* job, const Submission& s, const CandidateRecord& cand, const EvalResult& r)
{
    LoopProfile::Scope timed(m_profile, "submissionDone: hand the candidate to the writer");
    CandidateRecord c = cand;
    c.verdict = r.verdict;
    c.reason = r.reason;
    c.message = r.message;
    c.speedupGeomean = r.speedupGeomean;
    // Stored on the writer's thread; the agent hears the verdict (and the next submission starts) only once
    // the candidate is in the store, so a Kiln killed now loses at most this candidate, as before.
    job->storing = true;
    writer().write<qint64>(
        [c, r](RunStore* store, QString* error) { return store ? store->addCandidate(c, r, error) : 0; }, this,
        [this, job, s, c, r](qint64 id, const QString& error) mutable {
            job->storing = false;
            c.id = id;
            if (c.id == 0)
                emit logLine(job->run->config.runId, job->task.id,
                             QStringLiteral("could not record candidate %1: %2").arg(c.seq).arg(error));
            candidateStored(job, s, c, r);
        });
}

void RunManager::candidateStored(Job* job, const Submission& s, const CandidateRecord& c, const EvalResult& r)
{
    LoopProfile::Scope timed(m_profile, "candidateStored: report the verdict");
    emit candidateEvaluated(c, r);
    // Better only by what it surely is: the low end of its interval above the best one's reading (noise is
    // not a result). score() picks the best by the same rule.
    const SpeedupInterval ci = r.speedupGeomeanCi();
    const bool improved = r.verdict == QLatin1String("pass") && !c.tampered &&
                          conservativeSpeedup(r.speedupGeomean, ci) > job->bestSpeedup;
    if (improved) {
        job->bestSpeedup = r.speedupGeomean;
        job->bestSeq = c.seq;
    }
    job->sinceImprovement = improved ? 0 : job->sinceImprovement + 1;
    QStringList lines{QStringLiteral("verdict: %1%2, speedup %3 on the visible configurations")
                          .arg(r.verdict, r.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(r.reason))
                          .arg(speedupText(r.speedupGeomean, ci, 3))};
    if (!r.message.isEmpty())
        lines << r.message;
    // The report exactly as the agent got it: the lines ./kiln-eval printed, or what the next iterative
    // call is given (lastReport, below).
    addTranscript(
        job, agents::makeEvent(QStringLiteral("kiln_eval_report"),
                               (s.client ? job->sentReport : lines).join(QLatin1Char('\n')),
                               QJsonObject{{"candidate_seq", c.seq}, {"verdict", r.verdict}, {"reason", r.reason}}));
    if (s.client) {
        if (s.json)
            s.client->sendLine(QString::fromUtf8(QJsonDocument(QJsonObject{{"event", "summary"},
                                                                           {"seq", c.seq},
                                                                           {"commit", c.commitId},
                                                                           {"verdict", r.verdict},
                                                                           {"reason", r.reason},
                                                                           {"speedup_geomean", r.speedupGeomean},
                                                                           {"speedup_ci", intervalJson(ci)},
                                                                           {"speed", speedName(classifySpeed(ci))},
                                                                           {"tampered", c.tampered}})
                                                     .toJson(QJsonDocument::Compact)));
        s.client->finish(r.verdict == QLatin1String("pass") ? 0 : r.verdict == QLatin1String("fail") ? 1 : 3);
    } else {
        // Iterative mode: the next call gets this report; after restartAfter calls without improvement the
        // agent starts over from the best candidate with only a summary.
        job->lastReport = lines.join('\n');
        const RunConfig& cfg = job->run->config;
        job->freshContext = job->sinceImprovement >= cfg.restartAfter;
        if (job->freshContext && job->bestSeq > 0) {
            for (const auto& prev : m_store->candidates(cfg.runId, job->task.id))
                if (prev.role == QLatin1String("agent") && prev.seq == job->bestSeq) {
                    CandidateRepo repo;
                    QString e;
                    if (repo.open(job->run->folder.repoPath(), &e))
                        if (const auto files = repo.files(prev.commitId, &e))
                            writeFiles(*files, job->workspace.folder, &e);
                    break;
                }
            job->sinceImprovement = 0;
        }
        const bool more = !job->run->cancelled && job->iteration < cfg.iterations && job->seq < cfg.budgetEvals;
        if (more) {
            startAgent(job);
            return;
        }
        job->agentDone = true;
    }
    if (!job->pending.empty()) {
        const Submission next = job->pending.front();
        job->pending.pop_front();
        submit(job, next);
        return;
    }
    if (job->agentDone)
        score(job);
}

void RunManager::score(Job* job)
{
    LoopProfile::Scope timed(m_profile, "score: read candidates");
    if (job->scoring)
        return;
    job->scoring = true;
    m_server.removeToken(job->token);
    if (job->run->cancelled) {
        finishJob(job, QStringLiteral("cancelled"));
        return;
    }
    const QList<CandidateRecord> cands = m_store->candidates(job->run->config.runId, job->task.id);
    const CandidateRecord* best = nullptr;
    const CandidateRecord* last = nullptr;
    for (const auto& c : cands) {
        if (c.role != QLatin1String("agent"))
            continue;
        if (!last || c.seq > last->seq)
            last = &c;
        // In submission order, as candidateStored() chose: a later candidate is best only when the low end of
        // its interval is above the best one's reading.
        if (c.verdict == QLatin1String("pass") && !c.tampered &&
            conservativeSpeedup(c.speedupGeomean, c.speedupCi) > (best ? best->speedupGeomean : 0))
            best = &c;
    }
    if (best)
        job->toScore.append({QStringLiteral("best"), *best});
    if (last && (!best || last->id != best->id))
        job->toScore.append({QStringLiteral("final"), *last});
    scoreNext(job);
}

void RunManager::scoreNext(Job* job)
{
    LoopProfile::Scope timed(m_profile, "scoreNext: hand the result to the writer");
    if (job->toScore.isEmpty() || job->run->cancelled) {
        const QString status = job->run->cancelled ? QStringLiteral("cancelled")
                               : job->bestId       ? QStringLiteral("scored")
                                                   : QStringLiteral("failed");
        // Stored on the writer's thread (it waited up to 133 ms for SQLite's lock on the loop); jobFinished
        // follows once it is in the store, so whoever refreshes on it reads the result.
        job->storing = true;
        writer().write<bool>(
            [runId = job->run->config.runId, taskId = job->task.id, status, best = job->bestId,
             final = job->finalId ? job->finalId : job->bestId](RunStore* store, QString*) {
                return store && store->setTaskResult(runId, taskId, status, best, final);
            },
            this,
            [this, job, status](bool, const QString&) {
                job->storing = false;
                finishJob(job, status);
            });
        return;
    }
    const auto [role, c] = job->toScore.takeFirst();
    QString error;
    CandidateRepo repo;
    std::optional<QMap<QString, QByteArray>> files;
    const QString clean = job->run->folder.finalPath(job->task.id, role);
    if (repo.open(job->run->folder.repoPath(), &error))
        files = repo.files(c.commitId, &error);
    QMap<QString, QString> tunables;
    for (const QString& f : c.flags)
        if (f.startsWith(QLatin1String("tunables:")))
            for (const QString& d : f.mid(9).split(' ', Qt::SkipEmptyParts))
                tunables[d.section('=', 0, 0)] = d.section('=', 1);
    std::optional<EvalRequest> request;
    if (files && writeFiles(*files, clean, &error))
        request = requestFor(job, clean, QStringLiteral("all"), tunables, &error);
    if (!request) {
        emit logLine(job->run->config.runId, job->task.id, QStringLiteral("final scoring of %1: %2").arg(role, error));
        scoreNext(job);
        return;
    }
    auto* eval =
        new EvaluationJob(*request, job->task.backend, clean, m_pool->forDevice(job->run->config.device), this);
    eval->setExecutor(executorFor(job->run->config, &error));
    job->eval = eval;
    connect(eval, &EvaluationJob::event, this, [this, job, c](const QJsonObject& e) {
        emit evaluationEvent(job->run->config.runId, job->task.id, c.seq, e);
    });
    connect(eval, &EvaluationJob::finished, this, [this, job, c, role](const EvalResult& r) {
        job->eval->deleteLater();
        job->eval = nullptr;
        CandidateRecord fc = c;
        fc.id = 0;
        fc.role = role;
        fc.configs = QStringLiteral("all");
        fc.verdict = r.verdict;
        fc.reason = r.reason;
        fc.message = r.message;
        fc.speedupGeomean = r.speedupGeomean;
        fc.flags.removeIf([](const QString& f) {
            return !f.startsWith(QLatin1String("tunables:")) && f != QLatin1String("tampered");
        });
        job->storing = true;
        writer().write<qint64>(
            [fc, r](RunStore* store, QString* error) { return store ? store->addCandidate(fc, r, error) : 0; }, this,
            [this, job, fc, r, role](qint64 id, const QString& error) mutable {
                job->storing = false;
                fc.id = id;
                if (id == 0)
                    emit logLine(job->run->config.runId, job->task.id,
                                 QStringLiteral("could not record the %1 candidate: %2").arg(role, error));
                emit candidateEvaluated(fc, r);
                (role == QLatin1String("best") ? job->bestId : job->finalId) = fc.id;
                scoreNext(job);
            });
    });
    eval->start();
}

Executor* RunManager::executorFor(const RunConfig& config, QString* error)
{
    const QString name = config.executor.isEmpty() ? QStringLiteral("local") : config.executor;
    if (auto it = m_executors.find(name); it != m_executors.end())
        return it->second.get();
    auto executor = createExecutor(name, error);
    if (!executor)
        return nullptr;
    connect(executor.get(), &Executor::activeJobsChanged, this, [this] {
        int jobs = 0;
        for (const auto& [n, e] : m_executors)
            jobs += e->activeJobs();
        emit remoteJobsChanged(jobs);
    });
    Executor* e = executor.get();
    m_executors[name] = std::move(executor);
    return e;
}

void RunManager::finishJob(Job* job, const QString& status)
{
    LoopProfile::Scope timed(m_profile, "finishJob");
    if (job->done)
        return;
    job->done = true;
    m_server.removeToken(job->token);
    flushTranscript();
    emit jobFinished(job->run->config.runId, job->task.id, status, job->note);
    Run* run = job->run;
    // The job object stays until the event loop is back: lambdas connected to it may still be on the stack.
    QMetaObject::invokeMethod(
        this,
        [this, job] {
            std::erase_if(m_jobs, [job](const std::unique_ptr<Job>& j) { return j.get() == job; });
            pump();
        },
        Qt::QueuedConnection);
    finishRunIfDone(run);
}

void RunManager::finishRunIfDone(Run* run)
{
    LoopProfile::Scope timed(m_profile, "finishRunIfDone");
    if (run->finishing)
        return;
    for (const auto& j : m_jobs)
        if (j->run == run && !j->done)
            return;
    run->finishing = true;
    const QString status = run->cancelled ? QStringLiteral("cancelled") : QStringLiteral("finished");
    flushTranscript();
    // The writer stores in order: when the run's status is in, so is everything before it (the whole
    // transcript, every candidate and task result), which is what runFinished promises. The loop does not wait.
    const QString id = run->config.runId;
    writer().write<bool>([id, status](RunStore* store, QString*) { return store && store->setRunStatus(id, status); },
                         this,
                         [this, id, status](bool, const QString&) {
                             emit runFinished(id, status);
                             // Gone unless it was resumed in the meantime (its new jobs hold it).
                             auto it = m_runs.find(id);
                             if (it != m_runs.end() &&
                                 std::none_of(m_jobs.begin(), m_jobs.end(), [run = it->second.get()](const auto& j) {
                                     return j->run == run && !j->done;
                                 }))
                                 m_runs.erase(it);
                         });
}

void RunManager::addTranscript(Job* job, const TranscriptEvent& e)
{
    LoopProfile::Scope timed(m_profile, "addTranscript: buffer and signal one event");
    TranscriptRow row{job->run->config.runId,
                      job->task.id,
                      ++job->transcriptSeq,
                      e.kind,
                      e.text,
                      e.json.isEmpty() ? QString()
                                       : QString::fromUtf8(QJsonDocument(e.json).toJson(QJsonDocument::Compact)),
                      e.inputTokens,
                      e.outputTokens,
                      e.costUsd};
    m_pendingTranscript.append(std::move(row));
    emit transcriptEvent(job->run->config.runId, job->task.id, e);
}

void RunManager::flushTranscript()
{
    LoopProfile::Scope timed(m_profile, "flushTranscript: hand a batch to the writer");
    if (m_pendingTranscript.isEmpty())
        return;
    // Stored on the writer's thread: a batch (and SQLite's checkpoints) took up to 200 ms of this loop.
    writer().write(std::exchange(m_pendingTranscript, {}));
}

} // namespace kiln
