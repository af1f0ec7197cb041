// kiln eval TASK [CANDIDATE_DIR] [--configs visible|hidden|all] [--json] [--no-perf] [--suite DIR]...
//           [-D NAME=VALUE]... [--device-spec ID] [--device-index N] [--budget S] [--keep]
// Runs the compile, correctness and performance gates from the command line: JSON lines with --json (as
// the harness prints them), otherwise a readable report. Exit 0 pass, 1 fail, 3 harness/task error.
#include "clicommand.h"
#include "evalreport.h"

#include "model/device/devicespec.h"
#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "model/units.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/evaluation/harnessprocess.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

namespace kiln::cli {

namespace {

// `kiln eval --record`: an evaluation by hand is a run of its own (agent "manual", one candidate), so it
// shows in `kiln runs` and in the window next to agent runs. False (said on stderr) when it could not be
// recorded: the store refused to open (storecheck.h) or a write failed.
bool recordManualRun(const Task& task, const EvalOptions& o, const EvalResult& r)
{
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln eval --record: %1").arg(error));
        return false;
    }
    RunRecord run = commandRun(QStringLiteral("manual"), QStringLiteral("eval"), QStringLiteral("finished"));
    run.device = r.deviceName;
    run.finishedAt = QDateTime::currentDateTimeUtc();
    CandidateRecord c;
    c.runId = run.id;
    c.taskId = task.id;
    c.seq = 1;
    c.role = o.candidateDir.isEmpty() ? QStringLiteral("baseline") : QStringLiteral("manual");
    c.configs = o.configs;
    if (!store.addRun(run, &error) || store.addCandidate(c, r, &error) == 0) {
        err(QStringLiteral("kiln eval --record: %1").arg(error));
        return false;
    }
    err(QStringLiteral("recorded as run %1 (kiln runs show %1)").arg(run.id));
    return true;
}

} // namespace

int evalCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("task"), QStringLiteral("Task id."));
    p.addPositionalArgument(QStringLiteral("candidate"), QStringLiteral("Folder with the editable files."),
                            QStringLiteral("[CANDIDATE_DIR]"));
    QCommandLineOption configs(QStringLiteral("configs"),
                               QStringLiteral("The configurations: visible (default), hidden or all."),
                               QStringLiteral("WHICH"), QStringLiteral("visible"));
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the harness's JSON lines."));
    QCommandLineOption noPerf(QStringLiteral("no-perf"), QStringLiteral("Stop after correctness."));
    const QCommandLineOption suite = suiteOption();
    QCommandLineOption define(QStringLiteral("D"), QStringLiteral("Tunable NAME=VALUE."), QStringLiteral("NAME=VALUE"));
    const QCommandLineOption spec = deviceSpecOption();
    QCommandLineOption index(QStringLiteral("device-index"), QStringLiteral("The GPU to run on (default 0)."),
                             QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption budget = budgetOption();
    QCommandLineOption timeout(QStringLiteral("gate-timeout"),
                               QStringLiteral("Seconds before a stage counts as a hang (default 120)."),
                               QStringLiteral("S"), QStringLiteral("120"));
    QCommandLineOption emitRequest(
        QStringLiteral("emit-request"),
        QStringLiteral("Write the harness request to FILE and stop (to run the harness elsewhere)."),
        QStringLiteral("FILE"));
    QCommandLineOption workDir(QStringLiteral("work-dir"),
                               QStringLiteral("Build objects here instead of a temporary folder."),
                               QStringLiteral("DIR"));
    QCommandLineOption record(QStringLiteral("record"),
                              QStringLiteral("Record the result in the run store as a manual run."));
    QCommandLineOption keep(QStringLiteral("keep"), QStringLiteral("Keep the work folder (objects, PTX, request)."));
    p.addOptions(
        {configs, json, noPerf, suite, define, spec, index, budget, timeout, emitRequest, workDir, record, keep});
    if (!p.parse(args) || p.positionalArguments().isEmpty() || p.positionalArguments().size() > 2)
        return usageExit(p, QStringLiteral("eval"));
    const QString which = p.value(configs);
    if (!QStringList{"visible", "hidden", "all"}.contains(which)) {
        err(QStringLiteral("kiln eval: --configs must be visible, hidden or all, not '%1'").arg(which));
        return 2;
    }
    const QString id = p.positionalArguments()[0];
    std::optional<Task> task;
    for (const auto& dir : QStringList{bundledSuiteDir()} + p.values(suite)) {
        const Suite s = loadSuite(dir);
        if (const Task* t = s.find(id))
            task = *t;
    }
    if (!task) {
        err(QStringLiteral("kiln eval: no task '%1'; 'kiln tasks list' shows the ids").arg(id));
        return 2;
    }
    EvalOptions o;
    o.configs = which;
    o.performance = !p.isSet(noPerf);
    o.deviceIndex = p.value(index).toInt();
    o.budgetSeconds = p.value(budget).toDouble();
    o.gateTimeoutSeconds = p.value(timeout).toDouble();
    if (p.positionalArguments().size() == 2) {
        o.candidateDir = p.positionalArguments()[1];
        if (!QFileInfo(o.candidateDir).isDir()) {
            err(QStringLiteral("kiln eval: %1 is not a folder; give the folder that holds %2")
                    .arg(o.candidateDir, task->editable.join(", ")));
            return 2;
        }
    }
    for (const QString& d : p.values(define)) {
        const qsizetype eq = d.indexOf('=');
        if (eq <= 0) {
            err(QStringLiteral("kiln eval: -D %1: write NAME=VALUE").arg(d));
            return 2;
        }
        o.tunables[d.left(eq)] = d.mid(eq + 1);
    }
    QString error;
    o.device = deviceSpecFor(task->backend, p.value(spec), &error);
    if (!o.device && !error.isEmpty()) {
        err(QStringLiteral("kiln eval: %1").arg(error));
        return 2;
    }
    QTemporaryDir work(QDir::temp().filePath(QStringLiteral("kiln-eval-XXXXXX")));
    work.setAutoRemove(!p.isSet(keep));
    o.workDir = p.isSet(workDir) ? QDir(p.value(workDir)).absolutePath() : work.path();
    const auto request = buildEvalRequest(*task, o, &error);
    if (!request) {
        err(QStringLiteral("kiln eval: %1").arg(error));
        return 3;
    }
    if (p.isSet(emitRequest)) {
        QFile f(p.value(emitRequest));
        if (!f.open(QIODevice::WriteOnly)) {
            err(QStringLiteral("kiln eval: cannot write %1: %2").arg(f.fileName(), f.errorString()));
            return 3;
        }
        f.write(QJsonDocument(request->json).toJson(QJsonDocument::Indented));
        out(QStringLiteral("%1 %2").arg(
            QStringList{request->program}.join(' ') +
                (request->arguments.isEmpty() ? QString() : " " + request->arguments.join(' ')),
            f.fileName()));
        return 0;
    }
    if (!p.isSet(json))
        out(QStringLiteral("kiln eval %1 (%2) on %3 configurations%4")
                .arg(task->id, o.candidateDir.isEmpty() ? QStringLiteral("the baseline") : o.candidateDir, which,
                     o.device ? QStringLiteral(", T_SOL from %1").arg(o.device->name) : QString()));
    int code = 3;
    const EvalResult r =
        runHarness(*request, QDir(work.path()).filePath(QStringLiteral("request.json")), [&](const QJsonObject& e) {
            if (p.isSet(json))
                out(QString::fromUtf8(QJsonDocument(e).toJson(QJsonDocument::Compact)));
            else
                printEvent(e);
        });
    if (r.reason == QLatin1String("harness_error") || r.reason == QLatin1String("cancelled"))
        err(QStringLiteral("kiln eval: %1").arg(r.message));
    code = r.verdict == QLatin1String("pass") ? 0 : r.verdict == QLatin1String("fail") ? 1 : 3;
    if (p.isSet(record) && !recordManualRun(*task, o, r) && code == 0)
        code = 3; // the evaluation passed, but what was asked for (recording it) did not happen
    if (p.isSet(keep))
        err(QStringLiteral("work folder kept: %1").arg(work.path()));
    return code;
}

} // namespace kiln::cli
