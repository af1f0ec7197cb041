// The RunStore queries the window's views page through on worker threads: run summaries for the Runs
// dock, candidates with their gates for the Run page, transcript events for the Transcript dock (each
// continuing after the last id read, so a long run is read in pieces and a live one only for what is new),
// and the import of another store's rows (the bundled demo run).
#include "runstore.h"

#include "storerows.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

namespace kiln {

using storerows::fromIso;

namespace {
// One page of a run's rows: `select` (with `run_id = ? AND id > ? ... LIMIT ?`) prepared, bound and run,
// forward only; false when it failed.
bool pageAfter(QSqlQuery& q, const QString& select, const QString& runId, qint64 afterId, int limit)
{
    q.setForwardOnly(true);
    q.prepare(select);
    q.addBindValue(runId);
    q.addBindValue(afterId);
    q.addBindValue(limit);
    return q.exec();
}

const Columns& markColumns()
{
    static const Columns c{"id", "task_id", "kind", "seq", "at"};
    return c;
}

TranscriptMark markFromRow(const Row& r)
{
    return {r["id"].toLongLong(), r["task_id"].toString(), r["kind"].toString(), r["seq"].toInt(), fromIso(r["at"])};
}

// A page of a run's transcript events after `afterId`, as `columns` read by `fromRow`.
template <typename Record, typename FromRow>
QList<Record> transcriptPage(const QString& connection, const Columns& columns, FromRow fromRow, const QString& runId,
                             qint64 afterId, int limit)
{
    QSqlQuery q(QSqlDatabase::database(connection));
    QList<Record> out;
    if (!pageAfter(q,
                   QStringLiteral("SELECT %1 FROM transcript_events WHERE run_id = ? AND id > ? ORDER BY id LIMIT ?")
                       .arg(columns.sql()),
                   runId, afterId, limit))
        return out;
    while (q.next())
        out.append(fromRow(Row(q, columns)));
    return out;
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
    if (q.exec(QStringLiteral("SELECT run_id, COUNT(*), SUM(status != 'running') FROM task_results GROUP BY run_id")))
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
    // The candidate's columns, each gate's, then the mean fraction of the roofline over its timed
    // configurations.
    const Columns& candidate = storerows::candidateColumns();
    const Columns& gate = storerows::gateColumns();
    const int compileAt = candidate.size(), correctnessAt = compileAt + gate.size(),
              performanceAt = correctnessAt + gate.size(), fractionAt = performanceAt + gate.size();
    if (!pageAfter(
            q,
            QStringLiteral("SELECT %1, %2, %3, %4, "
                           "(SELECT AVG(m.fraction_of_roofline) FROM config_metrics m WHERE m.candidate_id = c.id "
                           "AND m.timed = 1 AND m.fraction_of_roofline > 0) "
                           "FROM candidates c "
                           "LEFT JOIN gate_results gc ON gc.candidate_id = c.id AND gc.gate = 'compile' "
                           "LEFT JOIN gate_results gk ON gk.candidate_id = c.id AND gk.gate = 'correctness' "
                           "LEFT JOIN gate_results gp ON gp.candidate_id = c.id AND gp.gate = 'performance' "
                           "WHERE c.run_id = ? AND c.id > ? ORDER BY c.id LIMIT ?")
                .arg(candidate.sql(QStringLiteral("c")), gate.sql(QStringLiteral("gc")), gate.sql(QStringLiteral("gk")),
                     gate.sql(QStringLiteral("gp"))),
            runId, afterId, limit))
        return out;
    while (q.next()) {
        CandidateGates g;
        g.candidate = storerows::candidateFromRow(Row(q, candidate));
        fillMissingInterval(g.candidate);
        g.compile = storerows::gateFromRow(Row(q, gate, compileAt));
        g.correctness = storerows::gateFromRow(Row(q, gate, correctnessAt));
        g.performance = storerows::gateFromRow(Row(q, gate, performanceAt));
        g.fractionOfRoofline = q.value(fractionAt).toDouble();
        out << g;
    }
    return out;
}

QList<TranscriptRow> RunStore::transcriptAfter(const QString& runId, qint64 afterId, int limit) const
{
    return transcriptPage<TranscriptRow>(m_connection, storerows::transcriptColumns(), storerows::transcriptFromRow,
                                         runId, afterId, limit);
}

QList<TranscriptMark> RunStore::transcriptMarksAfter(const QString& runId, qint64 afterId, int limit) const
{
    return transcriptPage<TranscriptMark>(m_connection, markColumns(), markFromRow, runId, afterId, limit);
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
    const QStringList tables{"runs",           "task_results",    "candidates",  "gate_results",
                             "config_metrics", "compile_outputs", "diagnostics", "transcript_events",
                             "reviews",        "labels"};
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
