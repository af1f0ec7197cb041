// kiln tasks list [--suite DIR]... [--json]
// kiln tasks show ID [--suite DIR]... [--json]
// kiln tasks validate DIR...
#include "clicommand.h"

#include "model/device/devicespec.h"
#include "model/device/roofline.h"
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "model/tasks/taskjson.h"
#include "model/tasks/taskresolver.h"
#include "model/units.h"
#include "runners/evaluation/devicedetection.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace kiln::cli {

namespace {

QList<Suite> loadSuites(const QStringList& dirs)
{
    QList<Suite> suites;
    for (const auto& d : dirs.isEmpty() ? QStringList{bundledSuiteDir()} : dirs)
        suites << loadSuite(d);
    return suites;
}

void printIssues(const Suite& s)
{
    for (const auto& i : s.issues)
        err(i.toString());
}

QString padRight(const QString& s, int width)
{
    return s.leftJustified(width, QLatin1Char(' '), false);
}

QString configNames(const QList<ConfigSpec>& configs)
{
    QStringList names;
    for (const ConfigSpec& c : configs)
        names << c.name;
    return names.join(QStringLiteral(", "));
}

int list(const QStringList& suiteDirs, bool json)
{
    const QList<Suite> suites = loadSuites(suiteDirs);
    QJsonArray arr;
    int errors = 0;
    QStringList lines;
    for (const auto& s : suites) {
        printIssues(s);
        errors += s.errorCount();
        for (const auto& t : s.tasks) {
            if (json)
                arr.append(taskToJson(t, false));
            else
                lines << QStringLiteral("%1 %2 %3 d%4  %5")
                             .arg(padRight(t.id, 44), padRight(t.category, 13), padRight(t.backend, 7))
                             .arg(t.difficulty)
                             .arg(t.title);
        }
    }
    if (json) {
        out(QString::fromUtf8(QJsonDocument(arr).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        for (const auto& l : lines)
            out(l);
        int total = 0;
        for (const auto& s : suites)
            total += static_cast<int>(s.tasks.size());
        out(QStringLiteral("%1 tasks%2")
                .arg(total)
                .arg(errors ? QStringLiteral(", %1 load errors (see stderr)").arg(errors) : QString()));
    }
    return errors ? 1 : 0;
}

int show(const QString& id, const QStringList& suiteDirs, bool json)
{
    for (const auto& s : loadSuites(suiteDirs)) {
        const Task* t = s.find(id);
        if (!t)
            continue;
        if (json) {
            out(QString::fromUtf8(QJsonDocument(taskToJson(*t)).toJson(QJsonDocument::Indented)).trimmed());
            return 0;
        }
        out(QStringLiteral("%1 — %2").arg(t->id, t->title));
        out(QStringLiteral("category %1, backend %2, difficulty %3, weight %4 (%5)")
                .arg(t->category, t->backend)
                .arg(t->difficulty)
                .arg(t->weight)
                .arg(t->weightSource));
        out(QStringLiteral("folder %1").arg(t->folder));
        if (!t->editable.isEmpty())
            out(QStringLiteral("editable: %1; entry: %2").arg(t->editable.join(", "), t->entry));
        for (const auto& ts : t->tensors)
            out(QStringLiteral("  tensor %1 %2 %3 [%4]")
                    .arg(padRight(ts.name, 12), padRight(tensorRoleName(ts.role), 5), padRight(dtypeName(ts.dtype), 6),
                         ts.shape.join(", ")));
        QString deviceError;
        // The device the task runs on here (the GPU nvidia-smi names, or the usual one), calibrated if measured.
        const auto device = deviceSpecFor(t->backend, QString(), &deviceError);
        TaskResolver resolver(*t);
        for (const auto& c : t->configs) {
            QString e;
            const auto r = resolver.resolve(c, &e);
            if (!r) {
                out(QStringLiteral("  config %1: %2").arg(c.name, e));
                continue;
            }
            QString sol;
            if (device) {
                const SolBound b = speedOfLight(r->flops, r->bytes, *device);
                sol = QStringLiteral("  T_SOL on %1%2 %3 (%4-bound)")
                          .arg(device->name,
                               device->hasCalibration() ? QStringLiteral(" (%1)").arg(device->ceilingsLabel())
                                                        : QStringLiteral(" (%1 ceilings)").arg(device->ceilingsLabel()),
                               formatSeconds(b.seconds()),
                               b.memoryBound() ? QStringLiteral("memory") : QStringLiteral("compute"));
            }
            QStringList vals;
            for (auto it = c.values.begin(); it != c.values.end(); ++it)
                vals << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
            out(QStringLiteral("  config %1 (%2): %3, %4, %5 FLOP/B%6")
                    .arg(padRight(c.name, 10), vals.join(' '), formatSi(r->totalFlops(), QStringLiteral("FLOP")),
                         formatSi(r->bytes, QStringLiteral("B")))
                    .arg(r->arithmeticIntensity(), 0, 'g', 3)
                    .arg(sol));
        }
        if (t->costSource() == QLatin1String("counted"))
            out(QStringLiteral("costs counted (%1): FLOPs of matrix products, convolutions and attention; bytes of "
                               "inputs, outputs and weights, each once")
                    .arg(t->countedBy));
        else if (t->costSource() == QLatin1String("none") && t->isKernelBench())
            out(QStringLiteral("costs not counted yet: kiln calibrate --counts --suite %1").arg(t->suiteRoot));
        out(QStringLiteral("%1 hidden configuration%2 (never shown to an agent)")
                .arg(t->hiddenConfigs.size())
                .arg(t->hiddenConfigs.size() == 1 ? "" : "s"));
        if (!t->uncheckedHeldOut.isEmpty())
            out(QStringLiteral("  held-out sizes waiting for kiln calibrate --counts to see the problem's own Model "
                               "run at them: %1")
                    .arg(configNames(t->uncheckedHeldOut)));
        if (t->commandGates && t->commandGates->heldOut) { // shown to the person, who is not the agent
            out(QStringLiteral("  held-out shapes, final scoring only: %1").arg(t->commandGates->heldOut->origin));
            for (const QString& shape : t->commandGates->heldOut->shapes)
                out(QStringLiteral("    %1").arg(shape));
        }
        return 0;
    }
    err(QStringLiteral("kiln tasks show: no task '%1' in %2; 'kiln tasks list' shows the ids")
            .arg(id, suiteDirs.isEmpty() ? bundledSuiteDir() : suiteDirs.join(", ")));
    return kExitUsage;
}

int validate(const QStringList& dirs)
{
    if (dirs.isEmpty())
        return usageError(QStringLiteral("tasks"), QStringLiteral("kiln tasks validate: name a suite folder"));
    int errors = 0, warnings = 0, tasks = 0;
    for (const auto& s : loadSuites(dirs)) {
        printIssues(s);
        errors += s.errorCount();
        warnings += s.warningCount();
        tasks += static_cast<int>(s.tasks.size());
    }
    out(QStringLiteral("%1 valid tasks, %2 errors, %3 warnings").arg(tasks).arg(errors).arg(warnings));
    return errors ? 1 : 0;
}

} // namespace

int tasksCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("verb"), QStringLiteral("list | show | validate"));
    QCommandLineOption suite(
        QStringLiteral("suite"),
        QStringLiteral("The suite folder to read (repeatable); the bundled suite when none is given."),
        QStringLiteral("DIR"));
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    p.addOption(suite);
    p.addOption(json);
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("tasks"), QStringLiteral("kiln tasks: "));
    const QStringList pos = p.positionalArguments();
    const QString verb = pos.value(0);
    if (verb == QLatin1String("list"))
        return list(p.values(suite), p.isSet(json));
    if (verb == QLatin1String("show") && pos.size() == 2)
        return show(pos[1], p.values(suite), p.isSet(json));
    if (verb == QLatin1String("validate"))
        return validate(pos.mid(1) + p.values(suite));
    return usageExit(p, QStringLiteral("tasks"));
}

} // namespace kiln::cli
