#include "runstore.h"

#include "migrations.h"
#include "storecheck.h"
#include "storerows.h"

#include "model/evaluation/speedupnoise.h"

#include <QAtomicInt>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace kiln {

namespace {

QAtomicInt g_connections;

QString iso(const QDateTime& t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

// Runs `sql` with bound values in order; false (and *error) on failure.
bool exec(QSqlDatabase& db, const QString& sql, const QVariantList& values, QString* error, QSqlQuery* out = nullptr)
{
    QSqlQuery q(db);
    if (!q.prepare(sql)) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    if (out)
        *out = std::move(q);
    return true;
}

bool insertFindings(QSqlDatabase& db, qint64 candidateId, const QList<Finding>& findings, QString* error)
{
    for (const Finding& f : findings) {
        QStringList lines;
        for (int l : f.lines)
            lines << QString::number(l);
        if (!exec(db,
                  QStringLiteral(
                      "INSERT INTO diagnostics (candidate_id, code, severity, file, line, message, hint, kernel, "
                      "lines) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                  {candidateId, f.code, findingSeverityName(f.severity), f.file, f.line, f.message, f.hint, f.kernel,
                   lines.join(QLatin1Char(','))},
                  error))
            return false;
    }
    return true;
}

// A transaction that rolls back unless committed: a crash or an error in between leaves nothing half-written.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase& db) : m_db(db), m_open(db.transaction()) {}
    ~Transaction()
    {
        if (m_open)
            m_db.rollback();
    }
    bool commit()
    {
        m_open = false;
        return m_db.commit();
    }

private:
    QSqlDatabase& m_db;
    bool m_open;
};

// Per-process medians as stored: space-separated, at full precision (empty: one process).
QString joinedMs(const QList<double>& ms)
{
    QStringList each;
    for (double m : ms)
        each << QString::number(m, 'g', 17);
    return each.join(QLatin1Char(' '));
}

// An interval bound as stored: 0 where the result has none. NULL is left for rows stored before schema 8,
// whose intervals are derived when read (storedWithoutInterval).
double storedBound(double bound)
{
    return bound > 0 ? bound : 0.0;
}

} // namespace

QString newRunId()
{
    // Sortable by time, unique without coordination: 20261129-170512-3f9a
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-")) +
           QString::number(QRandomGenerator::global()->bounded(0x10000), 16).rightJustified(4, QLatin1Char('0'));
}

RunRecord commandRun(const QString& agent, const QString& mode, const QString& status)
{
    RunRecord run;
    run.id = newRunId();
    run.agent = agent;
    run.mode = mode;
    run.status = status;
    run.executor = QStringLiteral("local");
    return run;
}

RunStore::RunStore() : m_connection(QStringLiteral("kiln-store-%1").arg(g_connections.fetchAndAddRelaxed(1)))
{
}

RunStore::~RunStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool RunStore::open(const QString& path, QString* error)
{
    m_path = QFileInfo(path).absoluteFilePath();
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        *error = QStringLiteral("cannot create the folder of %1").arg(m_path);
        return false;
    }
    // Before SQLite writes anything: a truncated or corrupted store, a -wal of another database, a newer
    // schema or an empty store over run folders is refused with what to do (storecheck.h).
    if (!checkStoreOnOpen(m_path, error))
        return false;
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        *error = QStringLiteral("cannot open the run store %1: %2").arg(m_path, db.lastError().text());
        return false;
    }
    QString e;
    if (!stampIdentity(&e)) {
        *error = QStringLiteral("%1: %2").arg(m_path, e);
        return false;
    }
    // WAL: readers never block the writer, and a killed writer loses at most its open transaction.
    if (!exec(db, QStringLiteral("PRAGMA journal_mode=WAL"), {}, &e) ||
        !exec(db, QStringLiteral("PRAGMA synchronous=NORMAL"), {}, &e) ||
        !exec(db, QStringLiteral("PRAGMA foreign_keys=ON"), {}, &e)) {
        *error = QStringLiteral("%1: %2").arg(m_path, e);
        return false;
    }
    if (!migrate(error))
        return false;
    noteWriter();
    return true;
}

bool RunStore::stampIdentity(QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    auto applicationId = [&db] {
        QSqlQuery q(db);
        return q.exec(QStringLiteral("PRAGMA application_id")) && q.next() ? q.value(0).toUInt() : 0u;
    };
    if (applicationId() != 0)
        return true; // a Kiln store already (or another program's database, which is not Kiln's to mark)
    // Under the write lock, read again: the window's threads open a new store at once, and a second id
    // written into the log would read as a log of another database.
    if (!exec(db, QStringLiteral("BEGIN IMMEDIATE"), {}, error))
        return false;
    const bool mark = applicationId() == 0;
    const qint64 id = 1 + QRandomGenerator::global()->bounded(0x7ffffffe);
    if (mark && (!exec(db, QStringLiteral("PRAGMA application_id = %1").arg(kStoreApplicationId), {}, error) ||
                 !exec(db, QStringLiteral("PRAGMA user_version = %1").arg(id), {}, error))) {
        exec(db, QStringLiteral("ROLLBACK"), {}, nullptr);
        return false;
    }
    if (!exec(db, QStringLiteral("COMMIT"), {}, error))
        return false;
    // A store from before identities (already WAL) has its id in the log: a passive checkpoint carries it
    // into the file when no reader holds an older page 1, so the -wal check applies to it from then on.
    if (mark)
        exec(db, QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"), {}, nullptr);
    return true;
}

void RunStore::noteWriter()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    const QString me = kilnVersionName();
    if (exec(db, QStringLiteral("SELECT value FROM meta WHERE key = 'written_by'"), {}, nullptr, &q) && q.next() &&
        q.value(0).toString() == me)
        return;
    // Named when an older Kiln refuses this store (storecheck.cpp); nothing depends on it succeeding.
    exec(db, QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('written_by', ?)"), {me}, nullptr);
}

int RunStore::schemaVersion() const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")) && q.next())
        return q.value(0).toInt();
    return 0;
}

bool RunStore::migrate(QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QString e;
    if (!exec(db, QStringLiteral("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)"), {}, &e)) {
        *error = e;
        return false;
    }
    int current = schemaVersion();
    const int target = storeSchemaVersion();
    if (current > target) {
        *error = QStringLiteral("%1 was written by a newer Kiln (schema %2; this one reads up to %3): open it with "
                                "that version, or point KILN_DATA_DIR elsewhere")
                     .arg(m_path)
                     .arg(current)
                     .arg(target);
        return false;
    }
    // Each step under the write lock (BEGIN IMMEDIATE), with the version read again inside it: the window,
    // its worker threads and the store writer open their own connections at once, and a step two of them
    // both saw as missing failed the second time ("duplicate column name").
    while (current < target) {
        if (!exec(db, QStringLiteral("BEGIN IMMEDIATE"), {}, &e)) {
            *error = QStringLiteral("migrating %1 failed: %2").arg(m_path, e);
            return false;
        }
        const int v = schemaVersion();
        if (v >= target) {
            exec(db, QStringLiteral("COMMIT"), {}, &e);
            break;
        }
        for (const QString& sql : storeMigrations()[v])
            if (!exec(db, sql, {}, &e)) {
                exec(db, QStringLiteral("ROLLBACK"), {}, nullptr);
                *error = QStringLiteral("migrating %1 to schema %2 failed: %3").arg(m_path).arg(v + 1).arg(e);
                return false;
            }
        if (!exec(db, QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)"), {v + 1},
                  &e) ||
            !exec(db, QStringLiteral("COMMIT"), {}, &e)) {
            exec(db, QStringLiteral("ROLLBACK"), {}, nullptr);
            *error = QStringLiteral("migrating %1 failed: %2").arg(m_path, e);
            return false;
        }
    }
    return true;
}

int RunStore::markInterruptedRuns()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    if (!exec(db,
              QStringLiteral("UPDATE runs SET status = 'interrupted', message = 'Kiln stopped while the run was going' "
                             "WHERE status IN ('running', 'queued')"),
              {}, nullptr, &q))
        return 0;
    return q.numRowsAffected();
}

bool RunStore::addRun(const RunRecord& r, QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return exec(
        db,
        QStringLiteral("INSERT INTO runs (id, created_at, agent, model, mode, status, budget, executor, device, "
                       "folder, finished_at, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {r.id, iso(r.createdAt.isValid() ? r.createdAt : QDateTime::currentDateTimeUtc()), r.agent, r.model, r.mode,
         r.status, r.budget, r.executor, r.device, r.folder, iso(r.finishedAt), r.message},
        error);
}

bool RunStore::setRunStatus(const QString& runId, const QString& status, const QString& message)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    const bool ended = status != QLatin1String("running") && status != QLatin1String("queued");
    return exec(db, QStringLiteral("UPDATE runs SET status = ?, message = ?, finished_at = ? WHERE id = ?"),
                {status, message, ended ? iso(QDateTime::currentDateTimeUtc()) : QString(), runId}, nullptr);
}

namespace {
QString runSelect()
{
    return QStringLiteral("SELECT %1 FROM runs").arg(storerows::runColumns().sql());
}
} // namespace

std::optional<RunRecord> RunStore::run(const QString& id) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    if (exec(db, runSelect() + QStringLiteral(" WHERE id = ?"), {id}, nullptr, &q) && q.next())
        return storerows::runFromRow(Row(q, storerows::runColumns()));
    return std::nullopt;
}

QList<RunRecord> RunStore::runs() const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<RunRecord> out;
    if (exec(db, runSelect() + QStringLiteral(" ORDER BY created_at DESC, id DESC"), {}, nullptr, &q))
        while (q.next())
            out << storerows::runFromRow(Row(q, storerows::runColumns()));
    return out;
}

qint64 RunStore::addCandidate(const CandidateRecord& c, const EvalResult& r, QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction t(db);
    const SpeedupInterval geomeanCi = r.speedupGeomeanCi();
    QStringList flags = c.flags;
    for (const auto& f : r.flags)
        if (!flags.contains(f.flag))
            flags << f.flag;
    QSqlQuery q(db);
    if (!exec(db,
              QStringLiteral(
                  "INSERT INTO candidates (run_id, task_id, seq, role, commit_id, created_at, configs, verdict, "
                  "reason, message, speedup_geomean, seconds, harness, device_name, flags, tampered, gpu, "
                  "speedup_low, speedup_high, ceilings, transcript_index) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                  "?, ?, ?, ?, ?, "
                  "?, ?, ?, ?)"),
              {c.runId,
               c.taskId,
               c.seq,
               c.role,
               c.commitId,
               iso(c.createdAt.isValid() ? c.createdAt : QDateTime::currentDateTimeUtc()),
               c.configs,
               r.verdict,
               r.reason,
               r.message,
               r.speedupGeomean,
               r.seconds,
               r.harness,
               r.deviceName,
               flags.join(QLatin1Char(',')),
               c.tampered ? 1 : 0,
               r.gpu,
               storedBound(geomeanCi.low),
               storedBound(geomeanCi.high),
               r.ceilings,
               c.transcriptIndex >= 0 ? QVariant(c.transcriptIndex) : QVariant()},
              error, &q))
        return 0;
    const qint64 id = q.lastInsertId().toLongLong();
    const std::pair<const char*, const GateResult*> gates[] = {
        {"compile", &r.compile}, {"correctness", &r.correctness}, {"performance", &r.performance}};
    for (const auto& [name, g] : gates)
        if (!exec(db, QStringLiteral("INSERT INTO gate_results VALUES (?, ?, ?, ?, ?, ?)"),
                  {id, QString::fromLatin1(name), gateStatusName(g->status), g->reason, g->message, g->seconds}, error))
            return 0;
    for (const EvalFlag& f : r.flags)
        if (!exec(db, QStringLiteral("INSERT INTO flags VALUES (?, ?, ?, ?)"), {id, f.flag, f.config, f.message},
                  error))
            return 0;
    for (const ConfigResult& m : r.configs) {
        const SpeedupInterval ci = configInterval(m);
        if (!exec(db,
                  QStringLiteral(
                      "INSERT INTO config_metrics VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                      "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                  {id,
                   m.name,
                   m.hidden ? 1 : 0,
                   gateStatusName(m.correctness),
                   m.correctnessMessage,
                   m.maxAbsErr,
                   m.maxRelErr,
                   m.matchedRatio,
                   m.timed ? 1 : 0,
                   m.candidate.medianMs,
                   m.candidate.p25Ms,
                   m.candidate.p75Ms,
                   m.candidate.minMs,
                   m.candidate.maxMs,
                   m.candidate.reps,
                   m.baseline.medianMs,
                   m.speedup,
                   m.flops,
                   m.bytes,
                   m.achievedFlopsPerS,
                   m.achievedBytesPerS,
                   m.tSolMs,
                   m.fractionOfRoofline,
                   m.candidate.placements,
                   m.candidate.callsMedianMs,
                   m.candidate.smClockMhz,
                   joinedMs(m.candidate.processMediansMs),
                   storedBound(ci.low),
                   storedBound(ci.high)},
                  error))
            return 0;
    }
    for (const CompileOutput& o : r.compileOutputs)
        if (!exec(db, QStringLiteral("INSERT OR REPLACE INTO compile_outputs VALUES (?, ?, ?, ?, ?)"),
                  {id, o.object, gateStatusName(o.status), o.command, o.output}, error))
            return 0;
    if (!insertFindings(db, id, r.findings, error))
        return 0;
    if (!exec(db,
              QStringLiteral(
                  "INSERT INTO task_results (run_id, task_id, status, evaluations) VALUES (?, ?, 'running', 1) "
                  "ON CONFLICT(run_id, task_id) DO UPDATE SET evaluations = evaluations + 1"),
              {c.runId, c.taskId}, error))
        return 0;
    if (!t.commit()) {
        if (error)
            *error = db.lastError().text();
        return 0;
    }
    return id;
}

QList<CandidateRecord> RunStore::candidates(const QString& runId, const QString& taskId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<CandidateRecord> out;
    QString sql = QStringLiteral("SELECT %1 FROM candidates WHERE run_id = ?").arg(storerows::candidateColumns().sql());
    QVariantList values{runId};
    if (!taskId.isEmpty()) {
        sql += QStringLiteral(" AND task_id = ?");
        values << taskId;
    }
    sql += QStringLiteral(" ORDER BY task_id, seq, id");
    if (!exec(db, sql, values, nullptr, &q))
        return out;
    while (q.next())
        out << storerows::candidateFromRow(Row(q, storerows::candidateColumns()));
    for (CandidateRecord& c : out)
        fillMissingInterval(c);
    return out;
}

void RunStore::fillMissingInterval(CandidateRecord& c) const
{
    if (c.speedupCi.low != kIntervalToDerive.low)
        return;
    c.speedupCi = {};
    if (c.speedupGeomean <= 0)
        return;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    if (!exec(db,
              QStringLiteral("SELECT timed, speedup, median_ms, p25_ms, p75_ms, speedup_low, speedup_high "
                             "FROM config_metrics WHERE candidate_id = ?"),
              {c.id}, nullptr, &q))
        return;
    QList<ConfigResult> configs;
    while (q.next()) {
        ConfigResult m;
        m.timed = q.value(0).toBool();
        m.speedup = q.value(1).toDouble();
        m.candidate.medianMs = q.value(2).toDouble();
        m.candidate.p25Ms = q.value(3).toDouble();
        m.candidate.p75Ms = q.value(4).toDouble();
        m.speedupCi = q.value(5).isNull() ? storerows::storedWithoutInterval(m)
                                          : SpeedupInterval{q.value(5).toDouble(), q.value(6).toDouble()};
        configs << m;
    }
    c.speedupCi = geomeanInterval(configs);
}

bool RunStore::reconstructSteps(const QString& runId, QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction t(db);
    const QList<CandidateRecord> all = candidates(runId); // by task, then seq
    QMap<QString, int> lastSeq;                           // task -> its transcript's last seq
    QSqlQuery q(db);
    if (!exec(db, QStringLiteral("SELECT task_id, MAX(seq) FROM transcript_events WHERE run_id = ? GROUP BY task_id"),
              {runId}, error, &q))
        return false;
    while (q.next())
        lastSeq[q.value(0).toString()] = q.value(1).toInt();
    QMap<QPair<QString, QString>, int> stepOfCommit; // (task, commit) -> its step
    for (const CandidateRecord& c : all) {
        if (c.role != QLatin1String("agent") || c.transcriptIndex >= 0)
            continue;
        const int step = ++lastSeq[c.taskId];
        const QString at = iso(c.createdAt.isValid() ? c.createdAt : QDateTime::currentDateTimeUtc());
        const QString report =
            QStringLiteral("verdict: %1%2, speedup %3 on the visible configurations%4\n(rebuilt from the stored "
                           "candidate: this run was recorded before Kiln kept the report the agent read)")
                .arg(c.verdict, c.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(c.reason),
                     speedupText(c.speedupGeomean, c.speedupCi, 3),
                     c.message.isEmpty() ? QString() : QStringLiteral("\n") + c.message);
        auto json = [](const QJsonObject& o) {
            return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
        };
        const QString stepJson = json({{"candidate_seq", c.seq}, {"commit", c.commitId}, {"reconstructed", true}});
        const QString reportJson = json({{"candidate_seq", c.seq}, {"verdict", c.verdict}, {"reconstructed", true}});
        if (!exec(db,
                  QStringLiteral("INSERT INTO transcript_events (run_id, task_id, seq, kind, text, json, at) VALUES "
                                 "(?, ?, ?, ?, ?, ?, ?)"),
                  {runId, c.taskId, step, QStringLiteral("kiln_eval"),
                   QStringLiteral("./kiln-eval: candidate %1 (%2)").arg(c.seq).arg(c.commitId.left(12)), stepJson, at},
                  error) ||
            !exec(db,
                  QStringLiteral("INSERT INTO transcript_events (run_id, task_id, seq, kind, text, json, at) VALUES "
                                 "(?, ?, ?, ?, ?, ?, ?)"),
                  {runId, c.taskId, ++lastSeq[c.taskId], QStringLiteral("kiln_eval_report"), report, reportJson, at},
                  error) ||
            !exec(db, QStringLiteral("UPDATE candidates SET transcript_index = ? WHERE id = ?"), {step, c.id}, error))
            return false;
        stepOfCommit[{c.taskId, c.commitId}] = step;
    }
    for (const CandidateRecord& c : all)
        if (c.role != QLatin1String("agent") && c.transcriptIndex < 0)
            if (const auto it = stepOfCommit.constFind({c.taskId, c.commitId}); it != stepOfCommit.constEnd())
                if (!exec(db, QStringLiteral("UPDATE candidates SET transcript_index = ? WHERE id = ?"),
                          {it.value(), c.id}, error))
                    return false;
    if (!t.commit()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    return true;
}

std::optional<CandidateRecord> RunStore::candidate(qint64 id) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    if (exec(db, QStringLiteral("SELECT %1 FROM candidates WHERE id = ?").arg(storerows::candidateColumns().sql()),
             {id}, nullptr, &q) &&
        q.next()) {
        CandidateRecord c = storerows::candidateFromRow(Row(q, storerows::candidateColumns()));
        fillMissingInterval(c);
        return c;
    }
    return std::nullopt;
}

EvalResult RunStore::evaluation(qint64 candidateId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    EvalResult r;
    QSqlQuery q(db);
    if (exec(db, QStringLiteral("SELECT %1 FROM candidates WHERE id = ?").arg(storerows::evaluationColumns().sql()),
             {candidateId}, nullptr, &q) &&
        q.next()) {
        QStringList names;
        r = storerows::evaluationFromRow(Row(q, storerows::evaluationColumns()), &names);
        // Each flag as the harness said it; names alone for what only the run set (tampered) and for
        // candidates stored before schema 6.
        if (exec(db, QStringLiteral("SELECT flag, config, message FROM flags WHERE candidate_id = ? ORDER BY rowid"),
                 {candidateId}, nullptr, &q))
            while (q.next())
                r.flags << EvalFlag{q.value(0).toString(), q.value(1).toString(), q.value(2).toString()};
        for (const QString& f : names)
            if (!r.hasFlag(f))
                r.flags << EvalFlag{f, QString(), QString()};
    }
    // The gate's name, then its columns.
    if (exec(db,
             QStringLiteral("SELECT gate, %1 FROM gate_results WHERE candidate_id = ?")
                 .arg(storerows::gateColumns().sql()),
             {candidateId}, nullptr, &q))
        while (q.next()) {
            const QString gate = q.value(0).toString();
            (gate == QLatin1String("compile")       ? r.compile
             : gate == QLatin1String("correctness") ? r.correctness
                                                    : r.performance) =
                storerows::gateFromRow(Row(q, storerows::gateColumns(), 1));
        }
    if (exec(db,
             QStringLiteral("SELECT %1 FROM config_metrics WHERE candidate_id = ? ORDER BY rowid")
                 .arg(storerows::configMetricColumns().sql()),
             {candidateId}, nullptr, &q))
        while (q.next())
            r.configs << storerows::configFromRow(Row(q, storerows::configMetricColumns()));
    if (exec(db, QStringLiteral("SELECT object, status, command, output FROM compile_outputs WHERE candidate_id = ?"),
             {candidateId}, nullptr, &q))
        while (q.next())
            r.compileOutputs << CompileOutput{q.value(0).toString(), q.value(2).toString(), q.value(3).toString(),
                                              gateStatusFromName(q.value(1).toString())};
    r.findings = diagnostics(candidateId);
    return r;
}

QList<Finding> RunStore::diagnostics(qint64 candidateId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<Finding> out;
    if (exec(db,
             QStringLiteral("SELECT %1 FROM diagnostics WHERE candidate_id = ? ORDER BY id")
                 .arg(storerows::findingColumns().sql()),
             {candidateId}, nullptr, &q))
        while (q.next())
            out << storerows::findingFromRow(Row(q, storerows::findingColumns()));
    return out;
}

bool RunStore::setDiagnostics(qint64 candidateId, const QList<Finding>& findings, QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction t(db);
    if (!exec(db, QStringLiteral("DELETE FROM diagnostics WHERE candidate_id = ?"), {candidateId}, error) ||
        !insertFindings(db, candidateId, findings, error))
        return false;
    if (!t.commit()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    return true;
}

bool RunStore::setTaskResult(const QString& runId, const QString& taskId, const QString& status, qint64 bestCandidate,
                             qint64 finalCandidate)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    auto idOrNull = [](qint64 id) { return id > 0 ? QVariant(id) : QVariant(); };
    return exec(
        db,
        QStringLiteral("INSERT INTO task_results (run_id, task_id, status, best_candidate, final_candidate) "
                       "VALUES (?, ?, ?, ?, ?) ON CONFLICT(run_id, task_id) DO UPDATE SET status = excluded.status, "
                       "best_candidate = excluded.best_candidate, final_candidate = excluded.final_candidate"),
        {runId, taskId, status, idOrNull(bestCandidate), idOrNull(finalCandidate)}, nullptr);
}

QList<TaskResultRecord> RunStore::taskResults(const QString& runId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<TaskResultRecord> out;
    if (exec(db,
             QStringLiteral("SELECT %1 FROM task_results WHERE run_id = ? ORDER BY task_id")
                 .arg(storerows::taskResultColumns().sql()),
             {runId}, nullptr, &q))
        while (q.next())
            out << storerows::taskResultFromRow(Row(q, storerows::taskResultColumns()));
    return out;
}

bool RunStore::setReview(qint64 candidateId, const ReviewRecord& review)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return exec(db, QStringLiteral("INSERT OR REPLACE INTO reviews VALUES (?, ?, ?, ?)"),
                {candidateId, review.verdict, review.comment,
                 iso(review.at.isValid() ? review.at : QDateTime::currentDateTimeUtc())},
                nullptr);
}

std::optional<ReviewRecord> RunStore::review(qint64 candidateId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    if (exec(db, QStringLiteral("SELECT %1 FROM reviews WHERE candidate_id = ?").arg(storerows::reviewColumns().sql()),
             {candidateId}, nullptr, &q) &&
        q.next())
        return storerows::reviewFromRow(Row(q, storerows::reviewColumns()));
    return std::nullopt;
}

QHash<qint64, ReviewRecord> RunStore::reviews(const QString& runId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QHash<qint64, ReviewRecord> out;
    if (exec(db,
             QStringLiteral("SELECT r.candidate_id, %1 FROM reviews r JOIN candidates c "
                            "ON c.id = r.candidate_id WHERE c.run_id = ?")
                 .arg(storerows::reviewColumns().sql(QStringLiteral("r"))),
             {runId}, nullptr, &q))
        while (q.next()) // the candidate, then the review's columns
            out.insert(q.value(0).toLongLong(), storerows::reviewFromRow(Row(q, storerows::reviewColumns(), 1)));
    return out;
}

bool RunStore::addTranscriptEvent(const QString& runId, const QString& taskId, int seq, const QString& kind,
                                  const QString& text, const QString& json, int inputTokens, int outputTokens,
                                  double cost)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return exec(
        db,
        QStringLiteral("INSERT INTO transcript_events (run_id, task_id, seq, kind, text, json, input_tokens, "
                       "output_tokens, cost, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        {runId, taskId, seq, kind, text, json, inputTokens, outputTokens, cost, iso(QDateTime::currentDateTimeUtc())},
        nullptr);
}

bool RunStore::addTranscriptEvents(const QList<TranscriptRow>& rows, QString* error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction t(db);
    QSqlQuery q(db);
    if (!q.prepare(
            QStringLiteral("INSERT INTO transcript_events (run_id, task_id, seq, kind, text, json, input_tokens, "
                           "output_tokens, cost, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    const QString now = iso(QDateTime::currentDateTimeUtc());
    for (const TranscriptRow& r : rows) {
        for (const QVariant& v : QVariantList{r.runId, r.taskId, r.seq, r.kind, r.text, r.json, r.inputTokens,
                                              r.outputTokens, r.cost, r.at.isValid() ? iso(r.at) : now})
            q.addBindValue(v);
        if (!q.exec()) {
            if (error)
                *error = q.lastError().text();
            return false;
        }
    }
    return t.commit();
}

QList<TranscriptRow> RunStore::transcript(const QString& runId, const QString& taskId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QList<TranscriptRow> rows;
    const QString sql = QStringLiteral("SELECT %1 FROM transcript_events WHERE run_id = ?%2 ORDER BY task_id, seq, id")
                            .arg(storerows::transcriptColumns().sql(),
                                 taskId.isEmpty() ? QString() : QStringLiteral(" AND task_id = ?"));
    QVariantList args{runId};
    if (!taskId.isEmpty())
        args << taskId;
    if (!exec(db, sql, args, nullptr, &q))
        return rows;
    while (q.next())
        rows.append(storerows::transcriptFromRow(Row(q, storerows::transcriptColumns())));
    return rows;
}

int RunStore::transcriptCount(const QString& runId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    if (exec(db, QStringLiteral("SELECT COUNT(*) FROM transcript_events WHERE run_id = ?"), {runId}, nullptr, &q) &&
        q.next())
        return q.value(0).toInt();
    return 0;
}

QMap<QString, UsageRecord> RunStore::usage(const QString& runId) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    QMap<QString, UsageRecord> out;
    if (exec(db,
             QStringLiteral(
                 "SELECT COALESCE(task_id, ''), SUM(COALESCE(input_tokens, 0)), SUM(COALESCE(output_tokens, 0)), "
                 "SUM(COALESCE(cost, 0)), COUNT(*) FROM transcript_events WHERE run_id = ? GROUP BY task_id"),
             {runId}, nullptr, &q))
        while (q.next())
            out.insert(q.value(0).toString(), UsageRecord{q.value(1).toLongLong(), q.value(2).toLongLong(),
                                                          q.value(3).toDouble(), q.value(4).toInt()});
    return out;
}

} // namespace kiln
