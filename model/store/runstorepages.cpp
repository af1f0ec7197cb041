// The RunStore queries the window's views page through on worker threads: run summaries for the Runs
// dock, candidates with their gates for the Run page, transcript events for the Transcript dock (each
// continuing after the last id read, so a long run is read in pieces and a live one only for what is new),
// and the import of another store's rows (the bundled demo run).
#include "runstore.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace kiln {

namespace {

QDateTime fromIso(const QVariant& v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

GateResult gate(const QSqlQuery& q, int statusColumn)
{
    GateResult g;
    if (q.value(statusColumn).isNull())
        return g; // not recorded: pending
    g.status = gateStatusFromName(q.value(statusColumn).toString());
    g.seconds = q.value(statusColumn + 1).toDouble();
    g.reason = q.value(statusColumn + 2).toString();
    g.message = q.value(statusColumn + 3).toString();
    return g;
}

} // namespace

QList<RunSummary> RunStore::runSummaries() const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QList<RunSummary> out;
    for (const RunRecord& r : runs())
        out << RunSummary{r};
    QHash<QString, int> row;
    for (int i = 0; i < out.size(); ++i)
        row.insert(out[i].run.id, i);
    QSqlQuery q(db);
    // Grouped in SQL: a store with 100,000 candidates answers in milliseconds without moving rows.
    if (q.exec(QStringLiteral("SELECT run_id, SUM(role = 'agent'), MAX(id) FROM candidates GROUP BY run_id")))
        while (q.next())
            if (auto it = row.find(q.value(0).toString()); it != row.end()) {
                out[*it].candidates = q.value(1).toInt();
                out[*it].lastCandidate = q.value(2).toLongLong();
            }
    if (q.exec(QStringLiteral(
            "SELECT run_id, COUNT(*), SUM(status != 'running') FROM task_results GROUP BY run_id")))
        while (q.next())
            if (auto it = row.find(q.value(0).toString()); it != row.end()) {
                out[*it].tasksStarted = q.value(1).toInt();
                out[*it].tasksScored = q.value(2).toInt();
            }
    return out;
}

QList<CandidateGates> RunStore::candidatesAfter(const QString& runId, qint64 afterId, int limit) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<CandidateGates> out;
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT c.id, c.run_id, c.task_id, c.seq, c.role, c.commit_id, c.created_at, c.configs, c.verdict, "
        "c.reason, "
        "c.message, c.speedup_geomean, c.seconds, c.harness, c.device_name, c.flags, c.tampered, "
        "gc.status, gc.seconds, gc.reason, gc.message, gk.status, gk.seconds, gk.reason, gk.message, "
        "gp.status, gp.seconds, gp.reason, gp.message, "
        "(SELECT AVG(m.fraction_of_roofline) FROM config_metrics m WHERE m.candidate_id = c.id AND m.timed = "
        "1 "
        "AND m.fraction_of_roofline > 0), "
        "c.gpu, c.speedup_low, c.speedup_high "
        "FROM candidates c "
        "LEFT JOIN gate_results gc ON gc.candidate_id = c.id AND gc.gate = 'compile' "
        "LEFT JOIN gate_results gk ON gk.candidate_id = c.id AND gk.gate = 'correctness' "
        "LEFT JOIN gate_results gp ON gp.candidate_id = c.id AND gp.gate = 'performance' "
        "WHERE c.run_id = ? AND c.id > ? ORDER BY c.id LIMIT ?"));
    q.addBindValue(runId);
    q.addBindValue(afterId);
    q.addBindValue(limit);
    if (!q.exec())
        return out;
    while (q.next()) {
        CandidateGates g;
        CandidateRecord& c = g.candidate;
        c.id = q.value(0).toLongLong();
        c.runId = q.value(1).toString();
        c.taskId = q.value(2).toString();
        c.seq = q.value(3).toInt();
        c.role = q.value(4).toString();
        c.commitId = q.value(5).toString();
        c.createdAt = fromIso(q.value(6));
        c.configs = q.value(7).toString();
        c.verdict = q.value(8).toString();
        c.reason = q.value(9).toString();
        c.message = q.value(10).toString();
        c.speedupGeomean = q.value(11).toDouble();
        c.seconds = q.value(12).toDouble();
        c.harness = q.value(13).toString();
        c.deviceName = q.value(14).toString();
        c.flags = q.value(15).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        c.tampered = q.value(16).toBool();
        c.gpu = q.value(30).toString();
        c.speedupCi = q.value(31).isNull() ? kIntervalToDerive // stored before schema 8
                                           : SpeedupInterval{q.value(31).toDouble(), q.value(32).toDouble()};
        fillMissingInterval(c);
        g.compile = gate(q, 17);
        g.correctness = gate(q, 21);
        g.performance = gate(q, 25);
        g.fractionOfRoofline = q.value(29).toDouble();
        out << g;
    }
    return out;
}

QList<TranscriptRow> RunStore::transcriptAfter(const QString& runId, qint64 afterId, int limit) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<TranscriptRow> rows;
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT run_id, task_id, seq, kind, text, json, input_tokens, output_tokens, cost, id, at "
                       "FROM transcript_events WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?"));
    q.addBindValue(runId);
    q.addBindValue(afterId);
    q.addBindValue(limit);
    if (!q.exec())
        return rows;
    while (q.next())
        rows.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt(), q.value(3).toString(),
                     q.value(4).toString(), q.value(5).toString(), q.value(6).toInt(), q.value(7).toInt(),
                     q.value(8).toDouble(), q.value(9).toLongLong(), fromIso(q.value(10))});
    return rows;
}

QList<TranscriptMark> RunStore::transcriptMarksAfter(const QString& runId, qint64 afterId, int limit) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<TranscriptMark> marks;
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, task_id, kind, seq, at FROM transcript_events WHERE run_id = ? AND id > ? "
                             "ORDER BY id LIMIT ?"));
    q.addBindValue(runId);
    q.addBindValue(afterId);
    q.addBindValue(limit);
    if (!q.exec())
        return marks;
    while (q.next())
        marks.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toInt(),
                      fromIso(q.value(4))});
    return marks;
}

bool RunStore::importStore(const QString& otherPath, const std::function<QString(const QString&)>& folderFor,
                           QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("ATTACH DATABASE ? AS other"));
    q.addBindValue(otherPath);
    if (!q.exec()) {
        *error = QStringLiteral("cannot read %1: %2").arg(otherPath, q.lastError().text());
        return false;
    }
    auto fail = [&](const QString& what) {
        *error = QStringLiteral("importing %1: %2").arg(otherPath, what);
        db.rollback();
        QSqlQuery(db).exec(QStringLiteral("DETACH DATABASE other"));
        return false;
    };
    auto columns = [&](const QString& schema, const QString& table) {
        QStringList names;
        QSqlQuery c(db);
        if (c.exec(QStringLiteral("PRAGMA %1.table_info(%2)").arg(schema, table)))
            while (c.next())
                names << c.value(1).toString();
        return names;
    };
    db.transaction();
    // Parents before children (foreign keys); only the columns both schemas have, so an older store imports.
    const QStringList tables{"runs",         "task_results",      "candidates",
                             "gate_results", "config_metrics",    "compile_outputs",
                             "diagnostics",  "transcript_events", "reviews",
                             "labels"};
    for (const QString& table : tables) {
        const QStringList mine = columns(QStringLiteral("main"), table);
        const QStringList theirs = columns(QStringLiteral("other"), table);
        QStringList common;
        for (const QString& c : mine)
            if (theirs.contains(c))
                common << c;
        if (common.isEmpty())
            continue;
        QStringList select = common;
        if (table == QLatin1String("runs"))
            select[common.indexOf(QStringLiteral("folder"))] = QStringLiteral("NULL");
        if (!q.exec(QStringLiteral("INSERT INTO main.%1 (%2) SELECT %3 FROM other.%1")
                        .arg(table, common.join(QLatin1Char(',')), select.join(QLatin1Char(',')))))
            return fail(QStringLiteral("%1: %2").arg(table, q.lastError().text()));
    }
    if (!q.exec(QStringLiteral("SELECT id FROM other.runs")))
        return fail(q.lastError().text());
    QStringList ids;
    while (q.next())
        ids << q.value(0).toString();
    for (const QString& id : ids) {
        QSqlQuery u(db);
        u.prepare(QStringLiteral("UPDATE main.runs SET folder = ? WHERE id = ?"));
        u.addBindValue(folderFor(id));
        u.addBindValue(id);
        if (!u.exec())
            return fail(u.lastError().text());
    }
    if (!db.commit())
        return fail(db.lastError().text());
    QSqlQuery(db).exec(QStringLiteral("DETACH DATABASE other"));
    return true;
}

} // namespace kiln
