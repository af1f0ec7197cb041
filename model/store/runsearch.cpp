// RunStore::search and the query words (runsearch.h). Transcript text goes through the trigram index
// (transcript_search, schema 11: a LIKE on it with three or more characters is an index lookup); the
// candidates' reasons, messages and flags, reviews and labels are short rows read with LIKE.
#include "runsearch.h"

#include "../enumnames.h"
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
template <typename Row> bool each(QSqlDatabase& db, const QString& sql, QVariantList values, Row row, QString* error)
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

namespace {
constexpr EnumNames<SearchHit::Where, 5> kWhereNames{{{SearchHit::Where::Transcript, "transcript"},
                                                      {SearchHit::Where::Candidate, "candidate"},
                                                      {SearchHit::Where::Flag, "flag"},
                                                      {SearchHit::Where::Review, "review"},
                                                      {SearchHit::Where::Label, "label"}}};
static_assert(namesEveryValueOnce(kWhereNames));
} // namespace

QString SearchHit::whereName(Where w)
{
    return nameOf(kWhereNames, w);
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

namespace {

// One search: each kind of row the query reaches, read in turn (transcripts, candidates, flags, reviews,
// labels) until `limit` + 1 hits (one more than asked for: whether there are more).
class Searcher
{
public:
    Searcher(QSqlDatabase db, const SearchQuery& s, int limit)
        : m_db(std::move(db)), m_s(s), m_like(containsPattern(s.text)), m_limit(limit)
    {
    }

    SearchResults run()
    {
        const bool beyondTranscripts = m_s.kind.isEmpty(); // kind: keeps the search to transcript events
        const bool noFlag = m_s.flag.isEmpty() && !m_s.anyFlag, noLabel = m_s.label.isEmpty() && !m_s.anyLabel;
        bool ok = !m_s.searchesTranscripts() || transcripts();
        if (ok && beyondTranscripts && noFlag && noLabel)
            ok = candidates();
        if (ok && beyondTranscripts && m_s.reason.isEmpty() && noLabel)
            ok = flags();
        if (ok && beyondTranscripts && !m_s.text.isEmpty() && noFlag && m_s.reason.isEmpty() && noLabel)
            ok = reviews();
        if (ok && beyondTranscripts && noFlag && m_s.reason.isEmpty() && (!m_s.text.isEmpty() || !noLabel))
            labels();
        if (m_out.hits.size() > m_limit) {
            m_out.hits.resize(m_limit);
            m_out.truncated = true;
        }
        return m_out;
    }

private:
    int room() const { return m_limit + 1 - static_cast<int>(m_out.hits.size()); }

    // `sql` (a WHERE clause open for more) narrowed to run:, ordered by `order`, limited to the room left;
    // each row becomes a hit through `hit`. False on an error (in the results) or when no room is left.
    template <typename Hit>
    bool read(QString sql, QVariantList values, const QString& runColumn, const QString& order, Hit hit)
    {
        if (room() <= 0)
            return false;
        if (!m_s.run.isEmpty()) {
            sql += QStringLiteral(" AND %1 LIKE ?").arg(runColumn);
            values << m_s.run + QLatin1Char('%');
        }
        sql += QStringLiteral(" ORDER BY %1 LIMIT ?").arg(order);
        values << room();
        return each(
            m_db, sql, values, [&](const QSqlQuery& q) { m_out.hits << hit(q); }, &m_out.error);
    }

    // `column` or `other` contains the text (nothing added when there is no text).
    void textIn(QString& sql, QVariantList& values, const char* column, const char* other) const
    {
        if (m_s.text.isEmpty())
            return;
        sql += QStringLiteral(" AND (%1 LIKE ? ESCAPE '\\' OR %2 LIKE ? ESCAPE '\\')")
                   .arg(QLatin1String(column), QLatin1String(other));
        values << m_like << m_like;
    }

    static SearchHit hitOf(SearchHit::Where where, const QSqlQuery& q)
    {
        SearchHit h;
        h.where = where;
        h.runId = q.value(0).toString();
        h.taskId = q.value(1).toString();
        return h;
    }

    bool transcripts()
    {
        const QString& text = m_s.text;
        QVariantList values;
        // The index answers LIKE for three characters or more; shorter text reads every event (still right).
        // The index proposes rows (an IN over its rowids, its LIKE without ESCAPE: FTS5 takes a LIKE into its
        // index only without one, and with ESCAPE it read every row, 160 ms over 150,000 events in kiln bench
        // search; the text's own % and _ then match more, never less), and the exact LIKE on the event's
        // text keeps the true ones.
        QString sql =
            QStringLiteral("SELECT e.run_id, e.task_id, e.seq, e.kind, e.text FROM transcript_events e WHERE ");
        if (text.size() >= 3) {
            sql += QStringLiteral("e.id IN (SELECT rowid FROM transcript_search WHERE text LIKE ?) AND ");
            values << QLatin1Char('%') + text + QLatin1Char('%');
        }
        sql += QStringLiteral("e.text LIKE ? ESCAPE '\\'");
        values << m_like;
        if (!m_s.kind.isEmpty()) {
            sql += QStringLiteral(" AND e.kind = ?");
            values << m_s.kind;
        }
        return read(sql, values, QStringLiteral("e.run_id"), QStringLiteral("e.id"), [&](const QSqlQuery& q) {
            SearchHit h = hitOf(SearchHit::Where::Transcript, q);
            h.seq = q.value(2).toInt();
            h.kind = q.value(3).toString();
            h.excerpt = searchExcerpt(q.value(4).toString(), text);
            return h;
        });
    }

    // The candidate's own words: its reason and message (text), or its reason (reason:).
    bool candidates()
    {
        QVariantList values;
        QString sql = QStringLiteral("SELECT run_id, task_id, id, verdict, reason, message FROM candidates WHERE 1");
        if (!m_s.reason.isEmpty()) {
            sql += QStringLiteral(" AND reason = ?");
            values << m_s.reason;
        }
        textIn(sql, values, "reason", "message");
        return read(sql, values, QStringLiteral("run_id"), QStringLiteral("id"), [&](const QSqlQuery& q) {
            SearchHit h = hitOf(SearchHit::Where::Candidate, q);
            h.candidateId = q.value(2).toLongLong();
            h.kind = q.value(3).toString();
            const QString reason = q.value(4).toString(), message = q.value(5).toString();
            h.excerpt = searchExcerpt(reason.isEmpty() ? message : reason + QStringLiteral(": ") + message, m_s.text);
            return h;
        });
    }

    // Flags with their messages (flag:, or text in a flag's name or message).
    bool flags()
    {
        QVariantList values;
        QString sql = QStringLiteral("SELECT c.run_id, c.task_id, c.id, f.flag, f.config, f.message FROM flags f "
                                     "JOIN candidates c ON c.id = f.candidate_id WHERE 1");
        if (!m_s.flag.isEmpty()) {
            sql += QStringLiteral(" AND f.flag = ?");
            values << m_s.flag;
        }
        textIn(sql, values, "f.flag", "f.message");
        return read(sql, values, QStringLiteral("c.run_id"), QStringLiteral("c.id"), [&](const QSqlQuery& q) {
            SearchHit h = hitOf(SearchHit::Where::Flag, q);
            h.candidateId = q.value(2).toLongLong();
            h.kind = q.value(3).toString();
            const QString config = q.value(4).toString();
            h.excerpt = searchExcerpt(
                (config.isEmpty() ? QString() : config + QStringLiteral(": ")) + q.value(5).toString(), m_s.text);
            return h;
        });
    }

    bool reviews()
    {
        QVariantList values;
        QString sql = QStringLiteral("SELECT c.run_id, c.task_id, c.id, r.verdict, r.comment FROM reviews r "
                                     "JOIN candidates c ON c.id = r.candidate_id WHERE 1");
        textIn(sql, values, "r.comment", "r.verdict");
        return read(sql, values, QStringLiteral("c.run_id"), QStringLiteral("c.id"), [&](const QSqlQuery& q) {
            SearchHit h = hitOf(SearchHit::Where::Review, q);
            h.candidateId = q.value(2).toLongLong();
            h.kind = q.value(3).toString();
            h.excerpt = searchExcerpt(q.value(4).toString(), m_s.text);
            return h;
        });
    }

    bool labels()
    {
        QVariantList values;
        QString sql =
            QStringLiteral("SELECT run_id, task_id, candidate_id, transcript_seq, label, comment FROM labels WHERE 1");
        if (!m_s.label.isEmpty()) {
            sql += QStringLiteral(" AND label = ?");
            values << m_s.label;
        }
        textIn(sql, values, "label", "comment");
        return read(sql, values, QStringLiteral("run_id"), QStringLiteral("id"), [&](const QSqlQuery& q) {
            SearchHit h = hitOf(SearchHit::Where::Label, q);
            h.candidateId = q.value(2).isNull() ? 0 : q.value(2).toLongLong();
            h.seq = q.value(3).isNull() ? -1 : q.value(3).toInt();
            h.kind = q.value(4).toString();
            h.excerpt = searchExcerpt(q.value(5).toString(), m_s.text);
            return h;
        });
    }

    QSqlDatabase m_db;
    const SearchQuery& m_s;
    const QString m_like;
    const int m_limit;
    SearchResults m_out;
};

} // namespace

SearchResults RunStore::search(const QString& typed, int limit) const
{
    const SearchQuery s = SearchQuery::parse(typed);
    if (s.isEmpty() || limit <= 0)
        return {};
    return Searcher(QSqlDatabase::database(m_connection), s, limit).run();
}

} // namespace kiln
