// kiln dispatch TASK (--runs RUN[,RUN...] | --dir DIR...) [--candidates ID,...] [--suite DIR]...
//                    [--device-spec ID] [--budget S] [--no-eval] [--output DIR] [--json]
// A per-shape dispatcher over several candidates of one task (model/shipping/): the decision table learned
// from their results on the visible configurations (a run's accepted candidates when two or more, else its
// passing ones not rejected; or folders, evaluated here on the visible configurations first), the
// dispatcher's source, and its evaluation through every gate on visible and hidden configurations beside the
// best single candidate's, both recorded as a run of their own (agent "dispatch"). Exit 0 the dispatcher
// passed, 1 it failed, 2 usage or unknown id, 3 infrastructure.
#include "clicommand.h"
#include "evalreport.h"

#include "model/evaluation/speedupnoise.h"
#include "model/resourcepaths.h"
#include "model/shipping/decisiontable.h"
#include "model/shipping/dispatchersource.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <cmath>

namespace kiln::cli {

namespace {

struct DispatchArgs
{
    Task task;
    EvalOptions eval; // device, budget: every evaluation of this command
    bool json = false;
    // What it is doing while it evaluates: stdout for a person, stderr under --json (stdout is the JSON).
    void progress(const QString& text) const { json ? err(text) : out(text); }
};

QMap<QString, QString> tunablesOf(const CandidateRecord& c)
{
    QMap<QString, QString> t;
    for (const QString& f : c.flags)
        if (f.startsWith(QLatin1String("tunables:")))
            for (const QString& kv : f.mid(9).split(' ', Qt::SkipEmptyParts))
                if (const qsizetype eq = kv.indexOf('='); eq > 0)
                    t[kv.left(eq)] = kv.mid(eq + 1);
    return t;
}

QString tunablesText(const QMap<QString, QString>& t)
{
    QStringList s;
    for (auto it = t.begin(); it != t.end(); ++it)
        s << QStringLiteral("%1=%2").arg(it.key(), it.value());
    return s.join(' ');
}

// One evaluation of `files` (with `tunables`) on `configs`, quietly; the folder it is built from is `dir`.
EvalResult evaluate(const DispatchArgs& a, const QMap<QString, QByteArray>& files,
                    const QMap<QString, QString>& tunables, const QString& configs, const QString& dir, QString* error)
{
    EvalResult failed;
    failed.verdict = QStringLiteral("error");
    failed.reason = QStringLiteral("harness_error");
    if (!writeFiles(files, dir, error))
        return failed;
    EvalOptions o = a.eval;
    o.candidateDir = dir;
    o.tunables = tunables;
    o.configs = configs;
    o.workDir = dir + QStringLiteral("-build");
    QDir().mkpath(o.workDir);
    const auto request = buildEvalRequest(a.task, o, error);
    if (!request) {
        failed.message = *error;
        return failed;
    }
    return runHarness(*request, QDir(o.workDir).filePath(QStringLiteral("request.json")), [](const QJsonObject&) {});
}

// The candidates of `task` in these runs: the ones given by id, else those a person accepted when there are
// two or more (one accepted candidate is nothing to dispatch between), else every passing one a person has
// not rejected; each once (the same files and tunables evaluated twice are one option).
std::optional<QList<DispatchOption>> optionsFromRuns(const RunStore& store, const QString& taskId,
                                                     const QStringList& runs, const QSet<qint64>& ids, QString* error)
{
    QList<CandidateRecord> picked, accepted, passing;
    for (const QString& runId : runs) {
        if (!store.run(runId)) {
            *error = QStringLiteral("no run '%1'; 'kiln runs list' shows the ids").arg(runId);
            return std::nullopt;
        }
        for (const CandidateRecord& c : store.candidates(runId, taskId)) {
            if (c.commitId.isEmpty() || c.verdict != QLatin1String("pass") || c.tampered)
                continue;
            if (ids.contains(c.id))
                picked << c;
            const auto review = store.review(c.id);
            if (review && review->verdict == QLatin1String("accept"))
                accepted << c;
            if (!review || review->verdict != QLatin1String("reject"))
                passing << c;
        }
    }
    const QList<CandidateRecord>& from = !ids.isEmpty() ? picked : accepted.size() >= 2 ? accepted : passing;
    if (!ids.isEmpty() && picked.size() < ids.size()) {
        *error = QStringLiteral(
                     "of the candidates given, %1 are passing candidates of %2 in those runs with their files kept")
                     .arg(picked.size())
                     .arg(taskId);
        return std::nullopt;
    }
    QList<DispatchOption> options;
    QSet<QString> seen;
    for (const CandidateRecord& c : from) {
        const auto run = store.run(c.runId);
        CandidateRepo repo;
        QString e;
        std::optional<QMap<QString, QByteArray>> files;
        const QString folder = locateRunFolder(run->folder, run->id);
        if (folder.isEmpty())
            e = QStringLiteral("the run's folder (%1) is not on this machine").arg(run->folder);
        else if (repo.open(RunFolder(folder).repoPath(), &e))
            files = repo.files(c.commitId, &e);
        if (!files) {
            *error = QStringLiteral("candidate %1 (run %2): its files cannot be read: %3").arg(c.id).arg(c.runId, e);
            return std::nullopt;
        }
        const QMap<QString, QString> tunables = tunablesOf(c);
        QString key = tunablesText(tunables);
        for (const QByteArray& text : *files)
            key += QString::fromLatin1(text.toBase64());
        if (seen.contains(key))
            continue;
        seen.insert(key);
        DispatchOption o;
        o.label = QStringLiteral("candidate %1 (run %2 #%3%4)")
                      .arg(c.id)
                      .arg(c.runId)
                      .arg(c.seq)
                      .arg(tunables.isEmpty() ? QString() : QStringLiteral(", ") + tunablesText(tunables));
        o.files = *files;
        o.tunables = tunables;
        o.results = store.evaluation(c.id).configs;
        options << o;
    }
    return options;
}

// Folders of candidates, each evaluated here on the visible configurations (what the table is learned on).
std::optional<QList<DispatchOption>> optionsFromFolders(const DispatchArgs& a, const QStringList& dirs,
                                                        const QString& work, QString* error)
{
    QList<DispatchOption> options;
    for (const QString& dir : dirs) {
        const auto files = readFiles(dir, a.task.editable, error);
        if (!files)
            return std::nullopt;
        DispatchOption o;
        o.label = QFileInfo(dir).fileName();
        o.files = *files;
        a.progress(QStringLiteral("evaluating %1 on the visible configurations").arg(dir));
        const EvalResult r = evaluate(a, o.files, {}, QStringLiteral("visible"),
                                      QDir(work).filePath(QStringLiteral("learn-%1").arg(options.size() + 1)), error);
        a.progress(QStringLiteral("  %1 %2").arg(r.verdict, speedupText(r.speedupGeomean, r.speedupGeomeanCi())));
        o.results = r.configs;
        options << o;
    }
    return options;
}

QJsonObject tableJson(const QList<DispatchOption>& options, const DecisionTable& table)
{
    QJsonArray rows;
    for (const DecisionRow& row : table.rows) {
        QJsonArray values;
        for (qint64 v : row.params)
            values.append(v);
        rows.append(QJsonObject{
            {"config", row.config}, {"params", values}, {"chosen", options[row.option].label}, {"why", row.why}});
    }
    return {{"parameters", QJsonArray::fromStringList(table.parameters)},
            {"rows", rows},
            {"notes", QJsonArray::fromStringList(table.notes)}};
}

void printTable(const QList<DispatchOption>& options, const DecisionTable& table)
{
    out(QStringLiteral("decision table (visible configurations; %1):")
            .arg(table.parameters.join(QStringLiteral(", "))));
    for (const DecisionRow& row : table.rows) {
        QStringList values;
        for (qint64 v : row.params)
            values << QString::number(v);
        out(QStringLiteral("  %1 (%2) -> %3: %4")
                .arg(row.config, -20)
                .arg(values.join(QStringLiteral(", ")), options[row.option].label, row.why));
    }
    for (const QString& n : table.notes)
        out(QStringLiteral("  note: %1").arg(n));
}

const ConfigResult* resultFor(const EvalResult& r, const QString& config)
{
    for (const ConfigResult& c : r.configs)
        if (c.name == config)
            return &c;
    return nullptr;
}

// Per configuration: which candidate the dispatcher chose, its speedup and the best single candidate's, and
// their ratio with an interval (the two intervals' far ends: never narrower than the truth).
QJsonArray compare(const Task& task, const QList<DispatchOption>& options, const DecisionTable& table,
                   const EvalResult& dispatcher, const EvalResult& single, const QString& singleLabel, bool print)
{
    QJsonArray rows;
    if (print)
        out(QStringLiteral("\n%1 %2 %3 %4 %5 %6")
                .arg(QStringLiteral("configuration"), -22)
                .arg(QStringLiteral("hidden"), -7)
                .arg(QStringLiteral("chosen"), -26)
                .arg(QStringLiteral("dispatcher"), -24)
                .arg(QStringLiteral("best single"), -24)
                .arg(QStringLiteral("dispatcher / best single")));
    for (const ConfigSpec& config : task.allConfigs()) {
        const ConfigResult* d = resultFor(dispatcher, config.name);
        const ConfigResult* s = resultFor(single, config.name);
        const int chosen = table.optionFor(parameterValues(task, config));
        QJsonObject row{{"config", config.name},
                        {"hidden", config.hidden},
                        {"chosen", chosen >= 0 ? options[chosen].label : QString()}};
        QString ratioText = QStringLiteral("-");
        if (d && s && d->timed && s->timed && d->speedup > 0 && s->speedup > 0) {
            const SpeedupInterval dc = configInterval(*d), sc = configInterval(*s);
            const double ratio = d->speedup / s->speedup;
            const SpeedupInterval rc{dc.low / sc.high, dc.high / sc.low};
            ratioText = speedupText(ratio, rc);
            row[QStringLiteral("ratio")] = ratio;
            row[QStringLiteral("ratio_ci")] = intervalJson(rc);
            row[QStringLiteral("dispatcher_speedup")] = d->speedup;
            row[QStringLiteral("single_speedup")] = s->speedup;
            row[QStringLiteral("verdict")] = speedName(classifySpeed(rc));
        }
        // What each candidate measured here when the table was learned (visible configurations only).
        QJsonArray learned;
        for (const DispatchOption& o : options)
            for (const ConfigResult& r : o.results)
                if (!r.hidden && r.name == config.name && r.timed)
                    learned.append(QJsonObject{
                        {"label", o.label}, {"speedup", r.speedup}, {"speedup_ci", intervalJson(configInterval(r))}});
        if (!config.hidden)
            row[QStringLiteral("options")] = learned;
        rows.append(row);
        if (print)
            out(QStringLiteral("%1 %2 %3 %4 %5 %6")
                    .arg(config.name, -22)
                    .arg(config.hidden ? QStringLiteral("yes") : QStringLiteral("no"), -7)
                    .arg(chosen >= 0 ? options[chosen].label.left(26) : QStringLiteral("-"), -26)
                    .arg(d ? (d->timed ? speedupText(d->speedup, configInterval(*d)) : gateStatusName(d->correctness))
                           : QStringLiteral("-"),
                         -24)
                    .arg(s ? (s->timed ? speedupText(s->speedup, configInterval(*s)) : gateStatusName(s->correctness))
                           : QStringLiteral("-"),
                         -24)
                    .arg(ratioText));
    }
    if (print)
        out(QStringLiteral("best single candidate: %1").arg(singleLabel));
    return rows;
}

// The dispatcher and the best single candidate evaluated on every configuration, recorded as a run.
int evaluateAndRecord(const DispatchArgs& a, const QList<DispatchOption>& options, const DecisionTable& table,
                      const QMap<QString, QByteArray>& files, const QStringList& suites)
{
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln dispatch: %1").arg(error));
        return 3;
    }
    RunRecord run = commandRun(QStringLiteral("dispatch"), QStringLiteral("dispatch"), QStringLiteral("running"));
    const RunFolder folder(RunFolder::pathFor(run.id));
    run.folder = folder.path();
    RunConfig config;
    config.runId = run.id;
    config.agent = run.agent;
    config.suites = suites;
    config.tasks = {a.task.id};
    CandidateRepo repo;
    if (!store.addRun(run, &error) || !folder.writeConfig(config, &error) || !repo.open(folder.repoPath(), &error)) {
        err(QStringLiteral("kiln dispatch: %1").arg(error));
        return 3;
    }
    const int single = bestSingleOption(a.task, options);
    struct Entry
    {
        QString role, label;
        QMap<QString, QByteArray> files;
        QMap<QString, QString> tunables;
        EvalResult result;
    };
    QList<Entry> entries{{QStringLiteral("dispatcher"), QStringLiteral("the dispatcher"), files, {}, {}}};
    if (single >= 0)
        entries << Entry{
            QStringLiteral("compared"), options[single].label, options[single].files, options[single].tunables, {}};
    for (int i = 0; i < entries.size(); ++i) {
        Entry& e = entries[i];
        a.progress(QStringLiteral("evaluating %1 on the visible and hidden configurations").arg(e.label));
        const auto commit = repo.commit(a.task.id, e.files, QStringLiteral("%1 (kiln dispatch)").arg(e.label), &error);
        e.result = evaluate(a, e.files, e.tunables, QStringLiteral("all"), folder.evalPath(a.task.id, i + 1), &error);
        a.progress(QStringLiteral("  %1%2 %3")
                       .arg(e.result.verdict,
                            e.result.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(e.result.reason),
                            speedupText(e.result.speedupGeomean, e.result.speedupGeomeanCi())));
        CandidateRecord c;
        c.runId = run.id;
        c.taskId = a.task.id;
        c.seq = i + 1;
        c.role = e.role;
        c.commitId = commit.value_or(QString());
        c.configs = QStringLiteral("all");
        if (!e.tunables.isEmpty())
            c.flags << QStringLiteral("tunables:") + tunablesText(e.tunables);
        if (store.addCandidate(c, e.result, &error) == 0) {
            err(QStringLiteral("kiln dispatch: %1").arg(error));
            return 3;
        }
    }
    const EvalResult& d = entries.first().result;
    const QJsonArray rows = compare(
        a.task, options, table, d, single >= 0 ? entries[1].result : EvalResult{},
        single >= 0 ? options[single].label : QStringLiteral("none passed every visible configuration"), !a.json);
    store.setRunStatus(run.id, QStringLiteral("finished"));
    if (a.json)
        out(QString::fromUtf8(
            QJsonDocument(QJsonObject{{"run", run.id},
                                      {"verdict", d.verdict},
                                      {"reason", d.reason},
                                      {"speedup_geomean", d.speedupGeomean},
                                      {"best_single", single >= 0 ? options[single].label : QString()},
                                      {"table", tableJson(options, table)},
                                      {"configs", rows}})
                .toJson(QJsonDocument::Compact)));
    else
        out(QStringLiteral("recorded as run %1 (kiln runs show %1; kiln export-patch on its dispatcher candidate)")
                .arg(run.id));
    if (d.verdict == QLatin1String("pass"))
        return 0;
    if (d.verdict == QLatin1String("fail")) {
        err(QStringLiteral("kiln dispatch: the dispatcher failed: %1 %2").arg(d.reason, d.message));
        return 1;
    }
    err(QStringLiteral("kiln dispatch: the dispatcher's evaluation ended in an error: %1").arg(d.message));
    return 3;
}

} // namespace

int dispatchCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("task"), QStringLiteral("Task id."));
    QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Runs whose candidates of the task to combine."),
                            QStringLiteral("RUN,..."));
    QCommandLineOption dirs(QStringLiteral("dir"),
                            QStringLiteral("A folder holding a candidate's editable files (repeatable)."),
                            QStringLiteral("DIR"));
    QCommandLineOption ids(QStringLiteral("candidates"),
                           QStringLiteral("Only these candidates of the runs (default: the accepted ones when two or "
                                          "more, else the passing ones not rejected)."),
                           QStringLiteral("ID,..."));
    const QCommandLineOption suite = suiteOption(); // the runs' own suites are read too
    const QCommandLineOption spec = deviceSpecOption();
    const QCommandLineOption budget = budgetOption();
    QCommandLineOption noEval(QStringLiteral("no-eval"), QStringLiteral("Write the dispatcher and stop."));
    QCommandLineOption output(QStringLiteral("output"), QStringLiteral("Also write the dispatcher's file here."),
                              QStringLiteral("DIR"));
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("The comparison as one JSON object on stdout."));
    p.addOptions({runs, dirs, ids, suite, spec, budget, noEval, output, json});
    if (!p.parse(args) || p.positionalArguments().size() != 1 || (p.isSet(runs) == p.isSet(dirs)))
        return usageExit(p, QStringLiteral("dispatch"),
                         p.isSet(runs) && p.isSet(dirs)
                             ? QStringLiteral("kiln dispatch: give --runs or --dir, not both")
                             : QString());
    RunStore store;
    QString error;
    if (p.isSet(runs) && !store.open(storePath(), &error)) {
        err(QStringLiteral("kiln dispatch: %1").arg(error));
        return 3;
    }
    const QStringList runIds = p.value(runs).split(',', Qt::SkipEmptyParts);
    QStringList suites = QStringList{bundledSuiteDir()} + p.values(suite);
    for (const QString& id : runIds)
        if (const auto r = store.run(id)) {
            QString ignored; // a run without its run.json has the bundled suite's tasks or none
            if (const auto c = RunFolder(locateRunFolder(r->folder, r->id)).readConfig(&ignored))
                suites += c->suites;
        }
    suites.removeDuplicates();
    DispatchArgs a;
    const QString taskId = p.positionalArguments().first();
    bool found = false;
    for (const QString& dir : suites) {
        const Suite s = loadSuite(dir); // kept: find() points into it
        if (const Task* t = s.find(taskId)) {
            a.task = *t;
            found = true;
        }
    }
    if (!found) {
        err(QStringLiteral("kiln dispatch: no task '%1'; 'kiln tasks list' shows the ids").arg(taskId));
        return 2;
    }
    a.json = p.isSet(json);
    a.eval.budgetSeconds = p.value(budget).toDouble();
    a.eval.device = deviceSpecFor(a.task.backend, p.value(spec), &error);
    if (!a.eval.device && !error.isEmpty()) {
        err(QStringLiteral("kiln dispatch: %1").arg(error));
        return 2;
    }
    QSet<qint64> wanted;
    for (const QString& id : p.value(ids).split(',', Qt::SkipEmptyParts))
        wanted.insert(id.toLongLong());
    QTemporaryDir work(QDir::temp().filePath(QStringLiteral("kiln-dispatch-XXXXXX")));
    const auto options = p.isSet(runs) ? optionsFromRuns(store, taskId, runIds, wanted, &error)
                                       : optionsFromFolders(a, p.values(dirs), work.path(), &error);
    if (!options) {
        err(QStringLiteral("kiln dispatch: %1").arg(error));
        return error.startsWith(QLatin1String("no run")) ? 2 : 3;
    }
    if (options->size() < 2) {
        err(QStringLiteral(
                "kiln dispatch: %1 candidate(s) of %2 to combine; a dispatcher needs two or more (passing, not "
                "rejected, with their files kept; accept the ones to ship, or give them with --candidates)")
                .arg(options->size())
                .arg(taskId));
        return 1;
    }
    const DecisionTable table = learnDecisionTable(a.task, *options);
    if (!a.json)
        printTable(*options, table);
    const auto files = dispatcherFiles(a.task, *options, table, &error);
    if (!files) {
        err(QStringLiteral("kiln dispatch: %1").arg(error));
        return 1;
    }
    if (p.isSet(output)) {
        if (!writeFiles(*files, p.value(output), &error)) {
            err(QStringLiteral("kiln dispatch: %1").arg(error));
            return 3;
        }
        if (!a.json)
            out(QStringLiteral("dispatcher written to %1").arg(QDir(p.value(output)).filePath(files->firstKey())));
    }
    if (p.isSet(noEval)) {
        if (a.json)
            out(QString::fromUtf8(
                QJsonDocument(QJsonObject{{"table", tableJson(*options, table)}}).toJson(QJsonDocument::Compact)));
        return 0;
    }
    return evaluateAndRecord(a, *options, table, *files, suites);
}

} // namespace kiln::cli
