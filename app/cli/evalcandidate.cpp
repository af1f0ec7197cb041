// kiln eval-candidate --run RUN --task ID [-D NAME=VALUE]... [--json]
// What ./kiln-eval in a workspace runs: snapshots the editable files as a commit in the run's repository,
// evaluates a clean copy of that commit on the visible configurations, records the candidate (marked
// tampered when a protected file changed) and prints the report back to the agent. Refuses once the run's
// evaluation budget for the task is spent. Exit 0 pass, 1 fail, 3 error, 4 budget spent.
#include "clicommand.h"
#include "evalreport.h"

#include "model/store/runstore.h"
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace kiln::cli {

namespace {

std::optional<Task> findTask(const RunConfig& config, const QString& id)
{
    for (const QString& dir : config.suites) {
        const Suite s = loadSuite(dir);
        if (const Task* t = s.find(id))
            return *t;
    }
    return std::nullopt;
}

} // namespace

int evalCandidateCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption runOpt(QStringLiteral("run"), QStringLiteral("Run id."), QStringLiteral("RUN"));
    QCommandLineOption taskOpt(QStringLiteral("task"), QStringLiteral("Task id."), QStringLiteral("ID"));
    QCommandLineOption define(QStringLiteral("D"), QStringLiteral("Tunable NAME=VALUE."), QStringLiteral("NAME=VALUE"));
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("End with a JSON summary line."));
    p.addOptions({runOpt, taskOpt, define, json});
    if (!p.parse(args) || !p.isSet(runOpt) || !p.isSet(taskOpt)) {
        err(QStringLiteral("usage: kiln eval-candidate --run RUN --task ID [-D NAME=VALUE]... [--json]"));
        return 2;
    }
    const QString runId = p.value(runOpt), taskId = p.value(taskOpt);
    const RunFolder folder(RunFolder::pathFor(runId));
    QString error;
    const auto config = folder.readConfig(&error);
    const auto workspace = folder.loadWorkspace(taskId);
    const auto task = config ? findTask(*config, taskId) : std::nullopt;
    if (!config || !workspace || !task) {
        err(QStringLiteral("kiln-eval: run %1 has no task %2 (%3)").arg(runId, taskId, error));
        return 3;
    }
    RunStore store;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln-eval: %1").arg(error));
        return 3;
    }
    int used = 0;
    for (const auto& c : store.candidates(runId, taskId))
        used += c.role == QLatin1String("agent");
    if (used >= config->budgetEvals) {
        out(QStringLiteral("kiln-eval: the evaluation budget is spent (%1 of %1 for this task). Stop here: your best "
                           "candidate so far will be scored on the visible and hidden configurations.")
                .arg(config->budgetEvals));
        return 4;
    }
    QMap<QString, QString> tunables;
    for (const QString& d : p.values(define)) {
        const qsizetype eq = d.indexOf('=');
        if (eq > 0)
            tunables[d.left(eq)] = d.mid(eq + 1);
    }

    // Snapshot, then evaluate a clean copy of exactly what was committed.
    const auto files = readFiles(workspace->folder, workspace->editable, &error);
    CandidateRepo repo;
    if (!files || !repo.open(folder.repoPath(), &error)) {
        err(QStringLiteral("kiln-eval: %1").arg(error));
        return 3;
    }
    const int seq = used + 1;
    QStringList defs;
    for (auto it = tunables.begin(); it != tunables.end(); ++it)
        defs << QStringLiteral("%1=%2").arg(it.key(), it.value());
    const auto commit = repo.commit(taskId, *files, QStringLiteral("candidate %1%2").arg(seq).arg(defs.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(defs.join(' '))), &error);
    const QString clean = folder.evalPath(taskId, seq);
    if (!commit || !writeFiles(*files, clean, &error)) {
        err(QStringLiteral("kiln-eval: %1").arg(error));
        return 3;
    }
    const QStringList tampered = tamperedFiles(*workspace);

    EvalOptions o;
    o.candidateDir = clean;
    o.workDir = clean + QStringLiteral("/build");
    o.tunables = tunables;
    o.device = deviceSpecFor(task->backend, {}, &error);
    o.budgetSeconds = 1.0;
    const auto request = buildEvalRequest(*task, o, &error);
    if (!request) {
        err(QStringLiteral("kiln-eval: %1").arg(error));
        return 3;
    }
    out(QStringLiteral("kiln-eval: candidate %1 of %2 (%3)").arg(seq).arg(config->budgetEvals).arg(commit->left(12)));
    const EvalResult r = runHarness(*request, clean + QStringLiteral("/request.json"), printEvent);
    CandidateRecord c;
    c.runId = runId;
    c.taskId = taskId;
    c.seq = seq;
    c.commitId = *commit;
    c.configs = QStringLiteral("visible");
    c.tampered = !tampered.isEmpty();
    if (c.tampered)
        c.flags << QStringLiteral("tampered");
    if (!defs.isEmpty())
        c.flags << QStringLiteral("tunables:") + defs.join(QLatin1Char(' '));
    if (store.addCandidate(c, r, &error) == 0)
        err(QStringLiteral("kiln-eval: could not record the candidate: %1").arg(error));
    if (c.tampered)
        out(QStringLiteral("kiln-eval: protected files changed (%1): this candidate is marked tampered").arg(tampered.join(", ")));
    if (p.isSet(json))
        out(QString::fromUtf8(QJsonDocument(QJsonObject{{"event", "summary"},
                                                         {"seq", seq},
                                                         {"commit", *commit},
                                                         {"verdict", r.verdict},
                                                         {"reason", r.reason},
                                                         {"speedup_geomean", r.speedupGeomean},
                                                         {"tampered", c.tampered}})
                                  .toJson(QJsonDocument::Compact)));
    return r.verdict == QLatin1String("pass") ? 0 : r.verdict == QLatin1String("fail") ? 1 : 3;
}

} // namespace kiln::cli
