#include "scoreloader.h"

#include <QHash>

namespace kiln::scoring {

TaskMeta taskMeta(const Task& task)
{
    TaskMeta m;
    m.id = task.id;
    m.category = task.category;
    m.difficulty = task.difficulty;
    m.weight = task.weight;
    m.hasRoofline = !task.cost.bytes.isEmpty() || !task.cost.flops.isEmpty();
    m.hiddenConfigs = static_cast<int>(task.hiddenConfigs.size());
    m.ownCommands = task.isCommand();
    return m;
}

namespace {

// How far a candidate got: compile, then correctness, then performance.
int progress(const EvalResult& r)
{
    return (r.compile.status == GateStatus::Pass) + (r.correctness.status == GateStatus::Pass) +
           (r.performance.status == GateStatus::Pass);
}

QString failingReason(const EvalResult& r)
{
    for (const GateResult* g : {&r.compile, &r.correctness, &r.performance})
        if (g->status == GateStatus::Fail || g->status == GateStatus::Error)
            return g->reason.isEmpty() ? r.reason : g->reason;
    return r.reason;
}

void fill(TaskInput& in, const CandidateRecord& c, const EvalResult& r)
{
    in.evaluated = true;
    in.candidateId = c.id;
    in.finalScored = c.role == QLatin1String("best") || c.role == QLatin1String("final");
    in.compile = r.compile.status;
    in.correctness = r.correctness.status;
    in.performance = r.performance.status;
    in.reason = failingReason(r);
    in.configs = r.configs;
    in.tampered = c.tampered;
    for (const QString& f : c.flags)
        if (!f.startsWith(QLatin1String("tunables:")) && f != QLatin1String("tampered"))
            in.flags << f;
}

// Final scoring evaluates visible then hidden configurations in one harness run, and the harness stops at
// the first failure: a hidden configuration that fails correctness leaves the visible ones untimed. Their
// times then come from the agent's own evaluation of the same commit, which timed exactly those.
void borrowVisibleTimes(TaskInput& in, const QList<CandidateRecord>& agentCandidates, const CandidateRecord& scored,
                        const RunStore& store)
{
    bool missing = false;
    for (const ConfigResult& c : in.configs)
        missing = missing || (!c.hidden && !c.timed);
    if (!missing || scored.commitId.isEmpty())
        return;
    for (const CandidateRecord& a : agentCandidates) {
        if (a.commitId != scored.commitId)
            continue;
        const EvalResult own = store.evaluation(a.id);
        bool borrowed = false;
        for (ConfigResult& c : in.configs)
            if (!c.hidden && !c.timed)
                for (const ConfigResult& o : own.configs)
                    if (o.name == c.name && !o.hidden && o.timed && o.correctness == GateStatus::Pass) {
                        c.timed = true;
                        c.candidate = o.candidate;
                        c.baseline = o.baseline;
                        c.speedup = o.speedup;
                        c.tSolMs = o.tSolMs;
                        c.fractionOfRoofline = o.fractionOfRoofline;
                        borrowed = true;
                    }
        if (borrowed)
            in.flags << QStringLiteral("visible_times_from_agent_evaluation");
        return;
    }
}

} // namespace

RunInputs loadRunInputs(const RunStore& store, const RunRecord& run, const QList<Task>& tasks)
{
    RunInputs out;
    out.runId = run.id;
    out.agent = run.agent;
    out.model = run.model;
    out.createdAt = run.createdAt;
    out.finishedAt = run.finishedAt;
    QHash<QString, const Task*> byId;
    for (const Task& t : tasks)
        byId.insert(t.id, &t);
    const QMap<QString, UsageRecord> usage = store.usage(run.id);
    QStringList unknown;
    QHash<QString, int> devices; // what its candidates were timed on, and how often
    for (const TaskResultRecord& tr : store.taskResults(run.id)) {
        TaskInput in;
        in.attempted = true;
        if (const Task* t = byId.value(tr.taskId)) {
            in.task = taskMeta(*t);
        } else {
            in.task.id = tr.taskId;
            in.task.category = tr.taskId.section(QLatin1Char('/'), 0, 0);
            unknown << tr.taskId;
        }
        const QList<CandidateRecord> candidates = store.candidates(run.id, tr.taskId);
        QList<CandidateRecord> agent;
        const CandidateRecord* scored = nullptr;
        for (const CandidateRecord& c : candidates) {
            if (!c.deviceName.isEmpty())
                ++devices[c.deviceName];
            if (c.role == QLatin1String("agent")) {
                agent << c;
                in.evalSeconds += c.seconds;
            }
            if (c.id == (tr.bestCandidate > 0 ? tr.bestCandidate : tr.finalCandidate))
                scored = &c;
        }
        in.evaluations = static_cast<int>(agent.size());
        if (scored) {
            fill(in, *scored, store.evaluation(scored->id));
            borrowVisibleTimes(in, agent, *scored, store);
        } else if (!agent.isEmpty()) {
            // Nothing passed: the result is the candidate that got furthest (the latest among equals).
            const CandidateRecord* furthest = nullptr;
            EvalResult furthestResult;
            for (const CandidateRecord& c : agent) {
                EvalResult r = store.evaluation(c.id);
                if (!furthest || progress(r) >= progress(furthestResult)) {
                    furthest = &c;
                    furthestResult = std::move(r);
                }
            }
            fill(in, *furthest, furthestResult);
        }
        const UsageRecord u = usage.value(tr.taskId);
        if (u.inputTokens > 0 || u.outputTokens > 0 || u.cost > 0)
            in.usage = Usage{u.inputTokens, u.outputTokens, u.cost, true};
        out.tasks << in;
    }
    out.labels = store.labelCounts(run.id);
    for (auto it = devices.cbegin(); it != devices.cend(); ++it)
        if (out.device.isEmpty() || it.value() > devices.value(out.device) ||
            (it.value() == devices.value(out.device) && it.key() < out.device))
            out.device = it.key();
    if (!unknown.isEmpty())
        out.issues << QStringLiteral("%1 task(s) of run %2 are not in the loaded suites, scored with weight 1: %3")
                          .arg(unknown.size())
                          .arg(run.id, unknown.mid(0, 5).join(QStringLiteral(", ")) +
                                           (unknown.size() > 5 ? QStringLiteral(", ...") : QString()));
    return out;
}

std::optional<QList<EntryInput>> loadEntries(const RunStore& store, const QStringList& runIds, const QList<Task>& tasks,
                                             bool byAgent, QString* error)
{
    QList<RunRecord> runs;
    for (const QString& id : runIds) {
        const auto run = store.run(id);
        if (!run) {
            if (error)
                *error = QStringLiteral("no run '%1' in %2; 'kiln runs list' shows the ids").arg(id, store.path());
            return std::nullopt;
        }
        runs << *run;
    }
    std::stable_sort(runs.begin(), runs.end(),
                     [](const RunRecord& a, const RunRecord& b) { return a.createdAt < b.createdAt; });
    QList<EntryInput> entries;
    for (const RunRecord& run : runs) {
        RunInputs inputs = loadRunInputs(store, run, tasks);
        const QString label = run.model.isEmpty() ? run.agent : QStringLiteral("%1 (%2)").arg(run.agent, run.model);
        // Pooled by agent, one entry per agent and device: an agent's H200 and Xeon runs are two rankings.
        const QString key = byAgent ? label + QLatin1Char('\n') + inputs.device : run.id;
        auto it = std::find_if(entries.begin(), entries.end(), [&](const EntryInput& e) { return e.id == key; });
        if (it == entries.end()) {
            entries << EntryInput{key, byAgent ? label : QStringLiteral("%1 · %2").arg(label, run.id), {}};
            it = entries.end() - 1;
        }
        it->runs << std::move(inputs);
    }
    if (byAgent) { // the agent's name, and its device where the agent ran on more than one
        for (EntryInput& e : entries) {
            const QString device = e.id.section(QLatin1Char('\n'), 1);
            const bool shared = std::count_if(entries.cbegin(), entries.cend(),
                                              [&](const EntryInput& o) { return o.label == e.label; }) > 1;
            e.id = shared && !device.isEmpty() ? QStringLiteral("%1 @ %2").arg(e.label, device) : e.label;
        }
        for (EntryInput& e : entries)
            e.label = e.id;
    }
    return entries;
}

} // namespace kiln::scoring
