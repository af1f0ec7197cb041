// Labels on a run's candidates and transcript steps (schema 11): what a reviewer concluded about what an agent
// did (clean, reward hack, rubric leak, harness bug) with a comment. Stored beside reviews, which judge a
// candidate's code; a label judges the agent's behaviour, so a step can carry one too.
#include "runstore.h"
#include "storerows.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace kiln {

const QStringList& labelNames()
{
    static const QStringList names{QStringLiteral("clean"), QStringLiteral("reward-hack"),
                                   QStringLiteral("rubric-leak"), QStringLiteral("harness-bug")};
    return names;
}

QString labelTitle(const QString& label)
{
    if (label == QLatin1String("clean"))
        return QStringLiteral("Clean");
    if (label == QLatin1String("reward-hack"))
        return QStringLiteral("Reward hack");
    if (label == QLatin1String("rubric-leak"))
        return QStringLiteral("Rubric leak");
    if (label == QLatin1String("harness-bug"))
        return QStringLiteral("Harness bug");
    return label;
}

qint64 RunStore::addLabel(const LabelRecord& label, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return qint64(0);
    };
    if (!labelNames().contains(label.label))
        return fail(QStringLiteral("'%1' is not a label; one of: %2").arg(label.label, labelNames().join(", ")));
    if (label.candidateId <= 0 && label.transcriptSeq < 0)
        return fail(QStringLiteral("a label is on a candidate or on a transcript step"));
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO labels (run_id, task_id, candidate_id, transcript_seq, label, comment, at) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(label.runId);
    q.addBindValue(label.taskId);
    q.addBindValue(label.candidateId > 0 ? QVariant(label.candidateId) : QVariant());
    q.addBindValue(label.transcriptSeq >= 0 ? QVariant(label.transcriptSeq) : QVariant());
    q.addBindValue(label.label);
    q.addBindValue(label.comment);
    q.addBindValue((label.at.isValid() ? label.at : QDateTime::currentDateTimeUtc()).toString(Qt::ISODateWithMs));
    if (!q.exec())
        return fail(q.lastError().text());
    return q.lastInsertId().toLongLong();
}

bool RunStore::removeLabel(qint64 id)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("DELETE FROM labels WHERE id = ?"));
    q.addBindValue(id);
    return q.exec() && q.numRowsAffected() == 1;
}

QList<LabelRecord> RunStore::labels(const QString& runId) const
{
    QList<LabelRecord> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(
        QStringLiteral("SELECT %1 FROM labels WHERE run_id = ? ORDER BY id").arg(storerows::labelColumns().sql()));
    q.addBindValue(runId);
    if (!q.exec())
        return out;
    while (q.next())
        out << storerows::labelFromRow(Row(q, storerows::labelColumns()));
    return out;
}

QMap<QString, int> RunStore::labelCounts(const QString& runId) const
{
    QMap<QString, int> out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT label, COUNT(*) FROM labels WHERE run_id = ? GROUP BY label"));
    q.addBindValue(runId);
    if (q.exec())
        while (q.next())
            out.insert(q.value(0).toString(), q.value(1).toInt());
    return out;
}

} // namespace kiln
