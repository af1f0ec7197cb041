// kiln runs list [--json]
// kiln runs show RUN [--json]
// kiln runs resume RUN        (an interrupted or cancelled run: its unfinished tasks start again)
// Reads the run store ($KILN_DATA_DIR/kiln.sqlite). JSON objects carry an `id` and the store's own field names.
#include "clicommand.h"

#include "model/evaluation/speedupnoise.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "runners/runs/runmanager.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kiln::cli {

namespace {

QJsonObject runJson(const RunRecord& r)
{
    return {{"id", r.id},         {"created_at", r.createdAt.toString(Qt::ISODate)},
            {"agent", r.agent},   {"model", r.model},
            {"mode", r.mode},     {"status", r.status},
            {"executor", r.executor}, {"device", r.device},
            {"finished_at", r.finishedAt.toString(Qt::ISODate)}, {"message", r.message}};
}

QJsonObject candidateJson(const CandidateRecord& c)
{
    return {{"id", c.id},           {"task_id", c.taskId},   {"seq", c.seq},
            {"role", c.role},       {"commit_id", c.commitId}, {"configs", c.configs},
            {"verdict", c.verdict}, {"reason", c.reason},    {"message", c.message},
            {"speedup_geomean", c.speedupGeomean}, {"speedup_ci", intervalJson(c.speedupCi)},
            {"speed", speedName(classifySpeed(c.speedupCi))}, {"seconds", c.seconds}, {"device_name", c.deviceName},
            {"flags", QJsonArray::fromStringList(c.flags)}, {"tampered", c.tampered}, {"gpu", c.gpu},
            {"transcript_index", c.transcriptIndex >= 0 ? QJsonValue(c.transcriptIndex) : QJsonValue()}};
}

} // namespace

int runsCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    p.addOption(json);
    const char* usage = "usage: kiln runs list [--json]\n       kiln runs show RUN [--json]\n       kiln runs resume RUN";
    if (!p.parse(args) || p.positionalArguments().isEmpty())
        return usageExit(p, QString::fromLatin1(usage));
    if (p.positionalArguments()[0] == QLatin1String("resume") && p.positionalArguments().size() == 2)
        return runResume(p.positionalArguments()[1]);
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln runs: %1").arg(error));
        return 3;
    }
    recoverInterruptedRuns(store);
    const QString verb = p.positionalArguments()[0];
    if (verb == QLatin1String("list")) {
        const QList<RunRecord> runs = store.runs();
        if (p.isSet(json)) {
            QJsonArray arr;
            for (const auto& r : runs)
                arr.append(runJson(r));
            out(QString::fromUtf8(QJsonDocument(arr).toJson(QJsonDocument::Indented)).trimmed());
            return 0;
        }
        for (const auto& r : runs)
            out(QStringLiteral("%1  %2  %3  %4").arg(r.id, r.status.leftJustified(11), r.agent.leftJustified(10),
                                                     r.createdAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm"))));
        out(QStringLiteral("%1 runs in %2").arg(runs.size()).arg(storePath()));
        return 0;
    }
    if (verb == QLatin1String("show") && p.positionalArguments().size() == 2) {
        const QString id = p.positionalArguments()[1];
        const auto run = store.run(id);
        if (!run) {
            err(QStringLiteral("kiln runs show: no run '%1' in %2; 'kiln runs list' shows the ids").arg(id, storePath()));
            return 1;
        }
        const QList<CandidateRecord> candidates = store.candidates(id);
        if (p.isSet(json)) {
            QJsonObject o = runJson(*run);
            QJsonArray arr;
            for (const auto& c : candidates)
                arr.append(candidateJson(c));
            o.insert(QStringLiteral("candidates"), arr);
            out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
            return 0;
        }
        out(QStringLiteral("run %1: %2, agent %3, %4").arg(run->id, run->status, run->agent, run->createdAt.toString(Qt::ISODate)));
        for (const auto& c : candidates)
            out(QStringLiteral("  #%1 %2 %3 %4 on %5: %6%7 speedup %8 %9")
                    .arg(c.id)
                    .arg(c.taskId)
                    .arg(c.role == QLatin1String("agent") ? QStringLiteral("candidate %1").arg(c.seq)
                                                          : QStringLiteral("%1 (candidate %2)").arg(c.role).arg(c.seq))
                    .arg(c.commitId.left(10), c.configs.isEmpty() ? QStringLiteral("visible") : c.configs)
                    .arg(c.verdict, c.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(c.reason))
                    .arg(speedupText(c.speedupGeomean, c.speedupCi))
                    .arg(c.flags.isEmpty() ? QString() : QStringLiteral("flags: ") + c.flags.join(", ")));
        return 0;
    }
    err(QString::fromLatin1(usage));
    return 2;
}

} // namespace kiln::cli
