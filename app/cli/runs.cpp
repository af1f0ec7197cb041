// kiln runs list [--json]
// kiln runs show RUN [--json]
// kiln runs resume RUN        (an interrupted or cancelled run: its unfinished tasks start again)
// kiln runs search TEXT... [--limit N] [--json]   (transcripts, reasons, flags, reviews, labels: runsearch.h)
// kiln runs label RUN (--candidate ID | --step TASK:SEQ) LABEL [--comment TEXT]
//                              (clean, reward-hack, rubric-leak, harness-bug: what a reviewer concluded)
// Reads the run store ($KILN_DATA_DIR/kiln.sqlite). JSON objects carry an `id` and the store's own field names.
#include "clicommand.h"

#include "model/evaluation/speedupnoise.h"

#include "model/resourcepaths.h"
#include "model/store/runsearch.h"
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
    return {{"id", r.id},
            {"created_at", r.createdAt.toString(Qt::ISODate)},
            {"agent", r.agent},
            {"model", r.model},
            {"mode", r.mode},
            {"status", r.status},
            {"executor", r.executor},
            {"device", r.device},
            {"finished_at", r.finishedAt.toString(Qt::ISODate)},
            {"message", r.message}};
}

QJsonObject candidateJson(const CandidateRecord& c)
{
    return {{"id", c.id},
            {"task_id", c.taskId},
            {"seq", c.seq},
            {"role", c.role},
            {"commit_id", c.commitId},
            {"configs", c.configs},
            {"verdict", c.verdict},
            {"reason", c.reason},
            {"message", c.message},
            {"speedup_geomean", c.speedupGeomean},
            {"speedup_ci", intervalJson(c.speedupCi)},
            {"speed", speedName(classifySpeed(c.speedupCi))},
            {"seconds", c.seconds},
            {"device_name", c.deviceName},
            {"flags", QJsonArray::fromStringList(c.flags)},
            {"tampered", c.tampered},
            {"gpu", c.gpu},
            {"transcript_index", c.transcriptIndex >= 0 ? QJsonValue(c.transcriptIndex) : QJsonValue()}};
}

QJsonObject hitJson(const SearchHit& h)
{
    QJsonObject o{{"where", SearchHit::whereName(h.where)},
                  {"run_id", h.runId},
                  {"task_id", h.taskId},
                  {"kind", h.kind},
                  {"excerpt", h.excerpt}};
    if (h.seq >= 0)
        o.insert(QStringLiteral("seq"), h.seq);
    if (h.candidateId > 0)
        o.insert(QStringLiteral("candidate_id"), h.candidateId);
    return o;
}

QJsonObject labelJson(const LabelRecord& l)
{
    QJsonObject o{{"id", l.id},
                  {"task_id", l.taskId},
                  {"label", l.label},
                  {"comment", l.comment},
                  {"at", l.at.toString(Qt::ISODate)}};
    if (l.candidateId > 0)
        o.insert(QStringLiteral("candidate_id"), l.candidateId);
    if (l.transcriptSeq >= 0)
        o.insert(QStringLiteral("transcript_seq"), l.transcriptSeq);
    return o;
}

int labelRun(RunStore& store, const QString& runId, const QString& candidate, const QString& step, const QString& label,
             const QString& comment)
{
    const auto run = store.run(runId);
    if (!run) {
        err(QStringLiteral("kiln runs label: no run '%1' in %2; 'kiln runs list' shows the ids")
                .arg(runId, storePath()));
        return kExitUsage;
    }
    LabelRecord l;
    l.runId = runId;
    l.label = label;
    l.comment = comment;
    if (!candidate.isEmpty()) {
        bool ok = false;
        const qint64 id = candidate.toLongLong(&ok);
        const auto c = ok ? store.candidate(id) : std::nullopt;
        if (!c || c->runId != runId) {
            err(QStringLiteral("kiln runs label: run %1 has no candidate '%2'; 'kiln runs show %1' lists them")
                    .arg(runId, candidate));
            return kExitUsage;
        }
        l.candidateId = id;
        l.taskId = c->taskId;
    } else {
        const qsizetype colon = step.lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        const int seq = colon > 0 ? step.mid(colon + 1).toInt(&ok) : -1;
        if (!ok || seq < 0) {
            err(QStringLiteral("kiln runs label: --step takes TASK:SEQ (the transcript step's task and its number), "
                               "not '%1'")
                    .arg(step));
            return 2;
        }
        l.taskId = step.left(colon);
        l.transcriptSeq = seq;
    }
    QString error;
    const qint64 id = store.addLabel(l, &error);
    if (id <= 0) {
        err(QStringLiteral("kiln runs label: %1").arg(error));
        return 2;
    }
    out(QStringLiteral("label %1 on %2 of run %3 (label id %4)")
            .arg(label,
                 l.candidateId > 0 ? QStringLiteral("candidate #%1").arg(l.candidateId)
                                   : QStringLiteral("%1 step %2").arg(l.taskId).arg(l.transcriptSeq),
                 runId)
            .arg(id));
    return 0;
}

// Whether the store knows this run; true where the store cannot be opened (resuming says why).
bool runExists(const QString& id)
{
    RunStore store;
    QString ignored;
    return !store.open(storePath(), &ignored) || store.run(id).has_value();
}

int searchRuns(const RunStore& store, const QString& typed, int limit, bool json)
{
    const SearchResults r = store.search(typed, limit);
    if (!r.error.isEmpty()) {
        err(QStringLiteral("kiln runs search: %1").arg(r.error)); // a word it cannot read
        return kExitUsage;
    }
    if (json) {
        QJsonArray arr;
        for (const SearchHit& h : r.hits)
            arr.append(hitJson(h));
        out(QString::fromUtf8(QJsonDocument(QJsonObject{{"query", typed}, {"hits", arr}, {"truncated", r.truncated}})
                                  .toJson(QJsonDocument::Indented))
                .trimmed());
        return 0;
    }
    for (const SearchHit& h : r.hits) {
        const QString at = h.where == SearchHit::Where::Transcript ? QStringLiteral("step %1").arg(h.seq)
                           : h.candidateId > 0                     ? QStringLiteral("candidate #%1").arg(h.candidateId)
                                                                   : QStringLiteral("step %1").arg(h.seq);
        out(QStringLiteral("%1  %2  %3  %4 %5: %6")
                .arg(h.runId, h.taskId, at, SearchHit::whereName(h.where), h.kind, h.excerpt));
    }
    out(QStringLiteral("%1 match%2%3")
            .arg(r.hits.size())
            .arg(r.hits.size() == 1 ? "" : "es")
            .arg(r.truncated ? QStringLiteral(" (more not shown: --limit)") : QString()));
    return 0;
}

} // namespace

int runsCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    QCommandLineOption limit(QStringLiteral("limit"), QStringLiteral("At most N matches (search)."),
                             QStringLiteral("N"), QStringLiteral("200"));
    QCommandLineOption candidate(QStringLiteral("candidate"), QStringLiteral("The candidate to label (label)."),
                                 QStringLiteral("ID"));
    QCommandLineOption step(QStringLiteral("step"), QStringLiteral("The transcript step to label (label)."),
                            QStringLiteral("TASK:SEQ"));
    QCommandLineOption comment(QStringLiteral("comment"), QStringLiteral("Why (label)."), QStringLiteral("TEXT"));
    p.addOptions({json, limit, candidate, step, comment});
    if (!p.parse(args) || p.positionalArguments().isEmpty())
        return usageExit(p, QStringLiteral("runs"));
    if (p.positionalArguments()[0] == QLatin1String("resume") && p.positionalArguments().size() == 2) {
        const QString id = p.positionalArguments()[1];
        if (!runExists(id)) {
            err(QStringLiteral("kiln runs resume: no run '%1' in %2; 'kiln runs list' shows the ids")
                    .arg(id, storePath()));
            return kExitUsage;
        }
        return runResume(id);
    }
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln runs: %1").arg(error));
        return 3;
    }
    recoverInterruptedRuns(store);
    const QString verb = p.positionalArguments()[0];
    if (verb == QLatin1String("search") && p.positionalArguments().size() >= 2) {
        bool ok = false;
        const int n = p.value(limit).toInt(&ok);
        if (!ok || n <= 0) {
            err(QStringLiteral("kiln runs search: --limit takes a positive number, not '%1'").arg(p.value(limit)));
            return 2;
        }
        return searchRuns(store, p.positionalArguments().mid(1).join(QLatin1Char(' ')), n, p.isSet(json));
    }
    if (verb == QLatin1String("label") && p.positionalArguments().size() == 3 && p.isSet(candidate) != p.isSet(step))
        return labelRun(store, p.positionalArguments()[1], p.value(candidate), p.value(step),
                        p.positionalArguments()[2], p.value(comment));
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
            out(QStringLiteral("%1  %2  %3  %4")
                    .arg(r.id, r.status.leftJustified(11), r.agent.leftJustified(10),
                         r.createdAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm"))));
        out(QStringLiteral("%1 runs in %2").arg(runs.size()).arg(storePath()));
        return 0;
    }
    if (verb == QLatin1String("show") && p.positionalArguments().size() == 2) {
        const QString id = p.positionalArguments()[1];
        const auto run = store.run(id);
        if (!run) {
            err(QStringLiteral("kiln runs show: no run '%1' in %2; 'kiln runs list' shows the ids")
                    .arg(id, storePath()));
            return kExitUsage;
        }
        const QList<CandidateRecord> candidates = store.candidates(id);
        if (p.isSet(json)) {
            QJsonObject o = runJson(*run);
            QJsonArray arr;
            for (const auto& c : candidates)
                arr.append(candidateJson(c));
            o.insert(QStringLiteral("candidates"), arr);
            QJsonArray labels;
            for (const LabelRecord& l : store.labels(id))
                labels.append(labelJson(l));
            o.insert(QStringLiteral("labels"), labels);
            out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
            return 0;
        }
        out(QStringLiteral("run %1: %2, agent %3, %4")
                .arg(run->id, run->status, run->agent, run->createdAt.toString(Qt::ISODate)));
        for (const auto& c : candidates)
            out(QStringLiteral("  #%1 %2 %3 %4 on %5: %6%7 speedup %8 %9")
                    .arg(c.id)
                    .arg(c.taskId)
                    .arg(c.role == QLatin1String("agent") ? QStringLiteral("candidate %1").arg(c.seq)
                                                          : QStringLiteral("%1 (candidate %2)")
                                                                .arg(candidateRoleText(c.role, c.speedupCi))
                                                                .arg(c.seq))
                    .arg(c.commitId.left(10), c.configs.isEmpty() ? QStringLiteral("visible") : c.configs)
                    .arg(c.verdict, c.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(c.reason))
                    .arg(speedupText(c.speedupGeomean, c.speedupCi))
                    .arg(c.flags.isEmpty() ? QString() : QStringLiteral("flags: ") + c.flags.join(", ")));
        for (const LabelRecord& l : store.labels(id))
            out(QStringLiteral("  label %1 on %2%3")
                    .arg(l.label,
                         l.candidateId > 0 ? QStringLiteral("#%1").arg(l.candidateId)
                                           : QStringLiteral("%1 step %2").arg(l.taskId).arg(l.transcriptSeq),
                         l.comment.isEmpty() ? QString() : QStringLiteral(": ") + l.comment));
        return 0;
    }
    return usageError(QStringLiteral("runs"));
}

} // namespace kiln::cli
