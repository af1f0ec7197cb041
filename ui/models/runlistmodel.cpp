#include "runlistmodel.h"

#include <QBrush>
#include <QColor>
#include <QSet>

namespace kiln {

QString formatElapsed(qint64 s)
{
    if (s < 60)
        return QStringLiteral("%1 s").arg(s);
    if (s < 3600)
        return QStringLiteral("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

namespace {

bool isLive(const RunRecord& r)
{
    return r.status == QLatin1String("running") || r.status == QLatin1String("queued");
}

bool same(const RunListModel::Entry& a, const RunListModel::Entry& b)
{
    const RunSummary &x = a.summary, &y = b.summary;
    return x.run.status == y.run.status && x.run.message == y.run.message && x.run.finishedAt == y.run.finishedAt &&
           x.candidates == y.candidates && x.tasksScored == y.tasksScored && x.tasksStarted == y.tasksStarted &&
           a.tasks == b.tasks && a.budgetEvals == b.budgetEvals;
}

} // namespace

RunListModel::RunListModel(QObject* parent)
    : FlatTableModel({{RunColumn, tr("Run")},
                      {AgentColumn, tr("Agent")},
                      {ModelColumn, tr("Model")},
                      {StatusColumn, tr("Status")},
                      {ProgressColumn, tr("Progress")},
                      {ElapsedColumn, tr("Elapsed")}},
                     parent)
{
}

int RunListModel::rowOf(const QString& runId) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].summary.run.id == runId)
            return i;
    return -1;
}

void RunListModel::setRuns(const QList<Entry>& runs)
{
    QSet<QString> incoming;
    for (const Entry& e : runs)
        incoming.insert(e.summary.run.id);
    // Runs that left the store (deleted elsewhere) go first, from the bottom up.
    for (int i = static_cast<int>(m_rows.size()) - 1; i >= 0; --i)
        if (!incoming.contains(m_rows[i].summary.run.id)) {
            beginRemoveRows({}, i, i);
            m_rows.removeAt(i);
            endRemoveRows();
        }
    // Then in the store's order (newest first): update in place, insert what is new where it belongs.
    for (int i = 0; i < runs.size(); ++i) {
        const Entry& e = runs[i];
        const int at = rowOf(e.summary.run.id);
        if (at == i) {
            if (!same(m_rows[i], e)) {
                m_rows[i] = e;
                emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
            }
        } else if (at < 0) {
            beginInsertRows({}, i, i);
            m_rows.insert(i, e);
            endInsertRows();
        } else {
            beginMoveRows({}, at, at, {}, i);
            m_rows.move(at, i);
            endMoveRows();
            m_rows[i] = e;
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
        }
    }
}

void RunListModel::tick()
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (isLive(m_rows[i].summary.run))
            emit dataChanged(index(i, ElapsedColumn), index(i, ElapsedColumn));
}

int RunListModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_rows.size());
}

QVariant RunListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Entry& e = m_rows[index.row()];
    const RunSummary& s = e.summary;
    const RunRecord& r = s.run;
    const int tasks = std::max(e.tasks, s.tasksStarted);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RunColumn:
            return r.id;
        case AgentColumn:
            return r.agent;
        case ModelColumn:
            return r.model.isEmpty() ? QStringLiteral("default") : r.model;
        case StatusColumn:
            return r.status;
        case ProgressColumn:
            return tr("%1/%2 tasks · %3 %4")
                .arg(s.tasksScored)
                .arg(tasks)
                .arg(s.candidates)
                .arg(s.candidates == 1 ? tr("candidate") : tr("candidates"));
        case ElapsedColumn: {
            const QDateTime end = isLive(r) || !r.finishedAt.isValid() ? QDateTime::currentDateTimeUtc() : r.finishedAt;
            if (!r.createdAt.isValid() || (!isLive(r) && !r.finishedAt.isValid()))
                return QString();
            return formatElapsed(std::max<qint64>(0, r.createdAt.secsTo(end)));
        }
        }
        return {};
    case Qt::ToolTipRole:
        return QStringLiteral("%1\n%2%3")
            .arg(r.id, r.folder, r.message.isEmpty() ? QString() : QStringLiteral("\n") + r.message);
    case Qt::ForegroundRole:
        if (index.column() == StatusColumn) {
            if (r.status == QLatin1String("finished"))
                return QBrush(QColor(0x2e, 0x7d, 0x32));
            if (r.status == QLatin1String("failed"))
                return QBrush(QColor(0xc6, 0x28, 0x28));
            if (r.status == QLatin1String("interrupted") || r.status == QLatin1String("cancelled"))
                return QBrush(QColor(0xb0, 0x6a, 0x00));
        }
        return {};
    case RunIdRole:
        return r.id;
    case StatusRole:
        return r.status;
    case LiveRole:
        return isLive(r);
    case ProgressRole: {
        if (tasks <= 0)
            return 0;
        if (!isLive(r) && r.status == QLatin1String("finished"))
            return 1000;
        // Scored tasks count whole; the others by the share of their evaluation budget spent.
        const int open = tasks - s.tasksScored;
        const double spent =
            e.budgetEvals > 0 && open > 0 ? std::min(1.0, double(s.candidates) / (e.budgetEvals * tasks)) : 0;
        return static_cast<int>(1000 * std::min(1.0, (s.tasksScored + spent * open) / tasks));
    }
    }
    return {};
}

} // namespace kiln
