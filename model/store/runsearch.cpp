// RunStore::search and the query words (runsearch.h). Transcript text goes through the trigram index
// (transcript_search, schema 11: a LIKE on it with three or more characters is an index lookup); the
// candidates' reasons, messages and flags, reviews and labels are short rows read with LIKE.
#include "runsearch.h"
#include "runstore.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace kiln {

namespace {

// `text` as a LIKE pattern that matches it anywhere, with LIKE's own wildcards taken literally.
QString containsPattern(const QString& text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

// Runs `sql` (its LIMIT bound last) and hands each row to `row`; false with the error in *error.
template <typename Row>
bool each(QSqlDatabase& db, const QString& sql, QVariantList values, Row row, QString* error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql)) {
        *error = q.lastError().text();
        return false;
    }
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    while (q.next())
        row(q);
    return true;
}

} // namespace

SearchQuery SearchQuery::parse(const QString& typed)
{
    SearchQuery s;
    QStringList words;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (const QString& w : typed.split(space, Qt::SkipEmptyParts)) {
        auto value = [&w](const char* prefix) { return w.mid(static_cast<int>(qstrlen(prefix))); };
        if (w.startsWith(QLatin1String("flag:"))) {
            s.flag = value("flag:");
            s.anyFlag = s.flag.isEmpty();
        } else if (w.startsWith(QLatin1String("label:"))) {
            s.label = value("label:");
            s.anyLabel = s.label.isEmpty();
        } else if (w.startsWith(QLatin1String("reason:"))) {
            s.reason = value("reason:");
        } else if (w.startsWith(QLatin1String("kind:"))) {
            s.kind = value("kind:");
        } else if (w.startsWith(QLatin1String("run:"))) {
            s.run = value("run:");
        } else {
            words << w;
        }
    }
    s.text = words.join(QLatin1Char(' '));
    return s;
}

QString SearchHit::whereName(Where w)
{
    switch (w) {
    case Where::Transcript: return QStringLiteral("transcript");
    case Where::Candidate: return QStringLiteral("candidate");
    case Where::Flag: return QStringLiteral("flag");
    case Where::Review: return QStringLiteral("review");
    case Where::Label: return QStringLiteral("label");
    }
    return {};
}

QString searchExcerpt(const QString& text, const QString& needle, int width)
{
    const qsizetype at = needle.isEmpty() ? 0 : text.indexOf(needle, 0, Qt::CaseInsensitive);
    const qsizetype from = std::max<qsizetype>(0, (at < 0 ? 0 : at) - width / 3);
    QString line = text.mid(from, width);
    for (QChar& c : line)
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\t'))
            c = QLatin1Char(' ');
    line = line.trimmed();
    if (from > 0)
        line.prepend(QStringLiteral("…"));
    if (from + width < text.size())
        line.append(QStringLiteral("…"));
    return line;
}

SearchResults RunStore::search(const QString& typed, int limit) const
{
    SearchResults out;
    const SearchQuery s = SearchQuery::parse(typed);
    if (s.isEmpty() || limit <= 0)
        return out;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    const QString text = s.text;
    const QString like = containsPattern(text);
    // One more than asked for: whether there are more.
    auto room = [&] { return limit + 1 - static_cast<int>(out.hits.size()); };
    auto runClause = [&](const QString& column, QVariantList& values) {
        if (s.run.isEmpty())
            return QString();
        values << s.run + QLatin1Char('%');
        return QStringLiteral(" AND %1 LIKE ?").arg(column);
    };

    if (s.searchesTranscripts()) {
        QVariantList values;
        // The index answers LIKE for three characters or more; shorter text reads every event (still right).
        // The index proposes rows (an IN over its rowids, its LIKE without ESCAPE: FTS5 takes a LIKE into its
        // index only without one, and with ESCAPE it read every row, 160 ms over 150,000 events in kiln bench
        // search; the text's own % and _ then match more, never less), and the exact LIKE on the event's
        // text keeps the true ones.
        QString sql = text.size() >= 3
                          ? QStringLiteral("SELECT e.run_id, e.task_id, e.seq, e.kind, e.text FROM transcript_events e "
                                           "WHERE e.id IN (SELECT rowid FROM transcript_search WHERE text LIKE ?) AND "
                                           "e.text LIKE ? ESCAPE '\\'")
                          : QStringLiteral("SELECT e.run_id, e.task_id, e.seq, e.kind, e.text FROM transcript_events e "
                                           "WHERE e.text LIKE ? ESCAPE '\\'");
        if (text.size() >= 3)
            values << QLatin1Char('%') + text + QLatin1Char('%');
        values << like;
        if (!s.kind.isEmpty()) {
            sql += QStringLiteral(" AND e.kind = ?");
            values << s.kind;
        }
        sql += runClause(QStringLiteral("e.run_id"), values);
        sql += QStringLiteral(" ORDER BY e.id LIMIT ?");
        values << room();
        if (!each(db, sql, values, [&](const QSqlQuery& q) {
                SearchHit h;
                h.where = SearchHit::Where::Transcript;
                h.runId = q.value(0).toString();
                h.taskId = q.value(1).toString();
                h.seq = q.value(2).toInt();
                h.kind = q.value(3).toString();
                h.excerpt = searchExcerpt(q.value(4).toString(), text);
                out.hits << h;
            }, &out.error))
            return out;
    }

    const bool beyondTranscripts = s.kind.isEmpty(); // kind: keeps the search to transcript events
    if (beyondTranscripts && room() > 0 && s.flag.isEmpty() && !s.anyFlag && s.label.isEmpty() && !s.anyLabel) {
        // The candidate's own words: its reason and message (text), or its reason (reason:).
        QVariantList values;
        QString sql = QStringLiteral("SELECT run_id, task_id, id, verdict, reason, message FROM candidates WHERE 1");
        if (!s.reason.isEmpty()) {
            sql += QStringLiteral(" AND reason = ?");
            values << s.reason;
        }
        if (!text.isEmpty()) {
            sql += QStringLiteral(" AND (reason LIKE ? ESCAPE '\\' OR message LIKE ? ESCAPE '\\')");
            values << like << like;
        }
        sql += runClause(QStringLiteral("run_id"), values) + QStringLiteral(" ORDER BY id LIMIT ?");
        values << room();
        if (!each(db, sql, values, [&](const QSqlQuery& q) {
                SearchHit h;
                h.where = SearchHit::Where::Candidate;
                h.runId = q.value(0).toString();
                h.taskId = q.value(1).toString();
                h.candidateId = q.value(2).toLongLong();
                h.kind = q.value(3).toString();
                const QString reason = q.value(4).toString(), message = q.value(5).toString();
                h.excerpt = searchExcerpt(reason.isEmpty() ? message : reason + QStringLiteral(": ") + message,
                                          text);
                out.hits << h;
            }, &out.error))
            return out;
    }

    if (beyondTranscripts && room() > 0 && s.reason.isEmpty() && s.label.isEmpty() && !s.anyLabel) {
        // Flags with their messages (flag:, or text in a flag's name or message).
        QVariantList values;
        QString sql = QStringLiteral("SELECT c.run_id, c.task_id, c.id, f.flag, f.config, f.message FROM flags f "
                                     "JOIN candidates c ON c.id = f.candidate_id WHERE 1");
        if (!s.flag.isEmpty()) {
            sql += QStringLiteral(" AND f.flag = ?");
            values << s.flag;
        }
        if (!text.isEmpty()) {
            sql += QStringLiteral(" AND (f.flag LIKE ? ESCAPE '\\' OR f.message LIKE ? ESCAPE '\\')");
            values << like << like;
        }
        sql += runClause(QStringLiteral("c.run_id"), values) + QStringLiteral(" ORDER BY c.id LIMIT ?");
        values << room();
        if (!each(db, sql, values, [&](const QSqlQuery& q) {
                SearchHit h;
                h.where = SearchHit::Where::Flag;
                h.runId = q.value(0).toString();
                h.taskId = q.value(1).toString();
                h.candidateId = q.value(2).toLongLong();
                h.kind = q.value(3).toString();
                const QString config = q.value(4).toString();
                h.excerpt = searchExcerpt((config.isEmpty() ? QString() : config + QStringLiteral(": ")) +
                                              q.value(5).toString(),
                                          text);
                out.hits << h;
            }, &out.error))
            return out;
    }

    if (beyondTranscripts && room() > 0 && !text.isEmpty() && s.flag.isEmpty() && !s.anyFlag && s.reason.isEmpty() &&
        s.label.isEmpty() && !s.anyLabel) {
        QVariantList values{like, like};
        QString sql = QStringLiteral("SELECT c.run_id, c.task_id, c.id, r.verdict, r.comment FROM reviews r "
                                     "JOIN candidates c ON c.id = r.candidate_id WHERE (r.comment LIKE ? ESCAPE '\\' "
                                     "OR r.verdict LIKE ? ESCAPE '\\')");
        sql += runClause(QStringLiteral("c.run_id"), values) + QStringLiteral(" ORDER BY c.id LIMIT ?");
        values << room();
        if (!each(db, sql, values, [&](const QSqlQuery& q) {
                SearchHit h;
                h.where = SearchHit::Where::Review;
                h.runId = q.value(0).toString();
                h.taskId = q.value(1).toString();
                h.candidateId = q.value(2).toLongLong();
                h.kind = q.value(3).toString();
                h.excerpt = searchExcerpt(q.value(4).toString(), text);
                out.hits << h;
            }, &out.error))
            return out;
    }

    if (room() > 0 && beyondTranscripts && s.flag.isEmpty() && !s.anyFlag && s.reason.isEmpty() &&
        (!text.isEmpty() || !s.label.isEmpty() || s.anyLabel)) {
        QVariantList values;
        QString sql = QStringLiteral("SELECT run_id, task_id, candidate_id, transcript_seq, label, comment FROM labels "
                                     "WHERE 1");
        if (!s.label.isEmpty()) {
            sql += QStringLiteral(" AND label = ?");
            values << s.label;
        }
        if (!text.isEmpty()) {
            sql += QStringLiteral(" AND (label LIKE ? ESCAPE '\\' OR comment LIKE ? ESCAPE '\\')");
            values << like << like;
        }
        sql += runClause(QStringLiteral("run_id"), values) + QStringLiteral(" ORDER BY id LIMIT ?");
        values << room();
        if (!each(db, sql, values, [&](const QSqlQuery& q) {
                SearchHit h;
                h.where = SearchHit::Where::Label;
                h.runId = q.value(0).toString();
                h.taskId = q.value(1).toString();
                h.candidateId = q.value(2).isNull() ? 0 : q.value(2).toLongLong();
                h.seq = q.value(3).isNull() ? -1 : q.value(3).toInt();
                h.kind = q.value(4).toString();
                h.excerpt = searchExcerpt(q.value(5).toString(), text);
                out.hits << h;
            }, &out.error))
            return out;
    }

    if (out.hits.size() > limit) {
        out.hits.resize(limit);
        out.truncated = true;
    }
    return out;
}

} // namespace kiln
