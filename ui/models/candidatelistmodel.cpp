#include "candidatelistmodel.h"
#include "speedstyle.h"

#include "model/evaluation/failurereason.h"
#include "ui/models/commandtaskmark.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace kiln {

QString gateBadgeText(GateStatus status, double seconds)
{
    const QString name = status == GateStatus::Pending ? QStringLiteral("–") : gateStatusName(status);
    if (seconds <= 0 || status == GateStatus::Pending)
        return name;
    return seconds < 10 ? QStringLiteral("%1 %2 s").arg(name).arg(seconds, 0, 'f', 1)
                        : QStringLiteral("%1 %2 s").arg(name).arg(seconds, 0, 'f', 0);
}

namespace {

QString variantOf(const QStringList& flags)
{
    for (const QString& f : flags)
        if (f.startsWith(QLatin1String("tunables:")))
            return f.mid(9).trimmed();
    return {};
}

QStringList harnessFlags(const QStringList& flags)
{
    QStringList out;
    for (const QString& f : flags)
        if (!f.startsWith(QLatin1String("tunables:")))
            out << f;
    return out;
}

QStringList harnessFlags(const QList<EvalFlag>& flags)
{
    QStringList out;
    for (const EvalFlag& f : flags)
        if (!out.contains(f.flag))
            out << f.flag;
    return out;
}

double meanFraction(const EvalResult& r)
{
    double sum = 0;
    int n = 0;
    for (const ConfigResult& c : r.configs)
        if (c.timed && c.fractionOfRoofline > 0) {
            sum += c.fractionOfRoofline;
            ++n;
        }
    return n ? sum / n : 0;
}

} // namespace

CandidateListModel::CandidateListModel(QObject* parent)
    : FlatTableModel({{NumberColumn, tr("#")},
                      {TaskColumn, tr("Task / candidate")},
                      {CompileColumn, tr("Compile")},
                      {CorrectnessColumn, tr("Correctness")},
                      {PerformanceColumn, tr("Performance")},
                      {SpeedupColumn, tr("Speedup")},
                      {RooflineColumn, tr("Roofline")},
                      {TimeColumn, tr("At")},
                      {ReasonColumn, tr("Failure / finding / variant")}},
                     parent)
{
}

void CandidateListModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_byKey.clear();
    endResetModel();
}

int CandidateListModel::appendRow(Row row)
{
    const int i = static_cast<int>(m_rows.size());
    beginInsertRows({}, i, i);
    m_byKey.insert(key(row.taskId, row.seq), i);
    m_rows << std::move(row);
    endInsertRows();
    return i;
}

void CandidateListModel::appendStored(const QList<CandidateGates>& rows, const QHash<qint64, QString>& reasons)
{
    QList<Row> fresh;
    for (const CandidateGates& g : rows) {
        const CandidateRecord& c = g.candidate;
        if (c.role != QLatin1String("agent"))
            continue;
        if (m_byKey.contains(key(c.taskId, c.seq)))
            continue; // already listed: the live signals got here first
        Row r;
        r.id = c.id;
        r.taskId = c.taskId;
        r.seq = c.seq;
        r.commit = c.commitId;
        r.gates[0] = g.compile;
        r.gates[1] = g.correctness;
        r.gates[2] = g.performance;
        r.speedup = c.verdict == QLatin1String("pass") ? c.speedupGeomean : 0;
        r.speedupCi = c.speedupCi;
        r.fraction = g.fractionOfRoofline;
        r.verdict = c.verdict.isEmpty() ? QStringLiteral("error") : c.verdict;
        r.reason = reasons.value(c.id);
        r.variant = variantOf(c.flags);
        r.gpu = c.gpu;
        r.flags = harnessFlags(c.flags);
        r.at = c.createdAt;
        fresh << std::move(r);
    }
    if (fresh.isEmpty())
        return;
    // One insertion for the whole page: the view lays out once, not once per row.
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(fresh.size()) - 1);
    for (Row& r : fresh) {
        m_byKey.insert(key(r.taskId, r.seq), static_cast<int>(m_rows.size()));
        m_rows << std::move(r);
    }
    endInsertRows();
    emit rowsSettled(first, static_cast<int>(m_rows.size()) - 1);
}

void CandidateListModel::submitted(const QString& taskId, int seq, const QString& commit)
{
    if (m_byKey.contains(key(taskId, seq)))
        return;
    Row r;
    r.taskId = taskId;
    r.seq = seq;
    r.commit = commit;
    r.at = QDateTime::currentDateTimeUtc();
    r.live = std::make_shared<EvalResult>();
    const int i = appendRow(std::move(r));
    emit rowsSettled(i, i);
}

void CandidateListModel::harnessEvent(const QString& taskId, int seq, const QJsonObject& event)
{
    const int i = m_byKey.value(key(taskId, seq), -1);
    // Events for a candidate whose verdict is in belong to final scoring (shown apart): not this row.
    if (i < 0 || !m_rows[i].live)
        return;
    Row& r = m_rows[i];
    const GateResult before[3] = {r.gates[0], r.gates[1], r.gates[2]};
    r.live->apply(event);
    r.gates[0] = r.live->compile;
    r.gates[1] = r.live->correctness;
    r.gates[2] = r.live->performance;
    bool changed = r.gpu != r.live->gpu;
    r.gpu = r.live->gpu;
    for (int g = 0; g < 3; ++g)
        changed = changed || before[g].status != r.gates[g].status || before[g].seconds != r.gates[g].seconds;
    if (changed)
        emit dataChanged(index(i, CompileColumn), index(i, PerformanceColumn));
}

void CandidateListModel::evaluated(const CandidateRecord& c, const EvalResult& result)
{
    if (c.role != QLatin1String("agent"))
        return;
    int i = m_byKey.value(key(c.taskId, c.seq), -1);
    if (i < 0) {
        Row r;
        r.taskId = c.taskId;
        r.seq = c.seq;
        i = appendRow(std::move(r));
    }
    Row& r = m_rows[i];
    r.id = c.id;
    r.commit = c.commitId;
    r.live.reset();
    r.gates[0] = result.compile;
    r.gates[1] = result.correctness;
    r.gates[2] = result.performance;
    r.verdict = result.verdict.isEmpty() ? QStringLiteral("error") : result.verdict;
    r.speedup = r.verdict == QLatin1String("pass") ? result.speedupGeomean : 0;
    r.speedupCi = result.speedupGeomeanCi();
    r.fraction = meanFraction(result);
    r.reason = failureReason(result, c.flags, c.tampered);
    r.variant = variantOf(c.flags);
    r.gpu = result.gpu;
    r.flags = harnessFlags(result.flags);
    if (c.createdAt.isValid())
        r.at = c.createdAt;
    emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
    emit rowsSettled(i, i);
}

int CandidateListModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_rows.size());
}

GateStatus CandidateListModel::shownStatus(const Row& r, int gate) const
{
    const GateStatus s = r.gates[gate].status;
    if (s != GateStatus::Pending || !r.live)
        return s;
    // The harness reports a gate when it ends: a pending gate whose predecessors passed is the one running.
    for (int g = 0; g < gate; ++g)
        if (r.gates[g].status != GateStatus::Pass)
            return GateStatus::Pending;
    return GateStatus::Running;
}

void CandidateListModel::setCommandTasks(const QSet<QString>& taskIds)
{
    if (taskIds == m_commandTasks)
        return;
    m_commandTasks = taskIds;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, TaskColumn), index(int(m_rows.size()) - 1, TaskColumn));
}

QVariant CandidateListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& r = m_rows[index.row()];
    const int col = index.column();
    const bool gateColumn = col >= CompileColumn && col <= PerformanceColumn;
    switch (role) {
    case Qt::DisplayRole:
        switch (col) {
        case NumberColumn:
            return index.row() + 1;
        case TaskColumn:
            if (m_commandTasks.contains(r.taskId))
                return QStringLiteral("%1 #%2 · %3").arg(r.taskId).arg(r.seq).arg(commandTaskMark());
            return QStringLiteral("%1 #%2").arg(r.taskId).arg(r.seq);
        case CompileColumn:
        case CorrectnessColumn:
        case PerformanceColumn: {
            const int g = col - CompileColumn;
            return gateBadgeText(shownStatus(r, g), r.gates[g].seconds);
        }
        case SpeedupColumn:
            if (r.speedup <= 0)
                return QString();
            return speedupCell(r.speedup, r.speedupCi, r.speedup < 10 ? 3 : 1);
        case RooflineColumn:
            return r.fraction > 0 ? QStringLiteral("%1%").arg(100 * r.fraction, 0, 'f', 1) : QString();
        case TimeColumn:
            return r.at.isValid() ? r.at.toLocalTime().toString(QStringLiteral("HH:mm:ss")) : QString();
        case ReasonColumn:
            if (r.live)
                return QStringLiteral("evaluating…");
            if (r.variant.isEmpty() || !r.reason.isEmpty())
                return r.reason;
            return r.variant;
        }
        return {};
    case Qt::ToolTipRole:
        if (col == SpeedupColumn && r.speedup > 0)
            return speedTooltip(r.speedup, r.speedupCi);
        if (gateColumn) {
            const GateResult& g = r.gates[col - CompileColumn];
            const QString said = g.message.isEmpty() ? g.reason : g.message;
            // Where it was timed: two GPUs of one host can time the same code apart.
            if (col == PerformanceColumn && !r.gpu.isEmpty())
                return said.isEmpty() ? tr("timed on GPU %1").arg(r.gpu) : tr("timed on GPU %1 · %2").arg(r.gpu, said);
            return said;
        }
        if (col == TaskColumn && m_commandTasks.contains(r.taskId))
            return commandTaskNote();
        if (col == ReasonColumn || col == TaskColumn)
            return r.reason.isEmpty()
                       ? (r.commit.isEmpty() ? QVariant() : QStringLiteral("commit %1").arg(r.commit.left(12)))
                       : r.reason;
        return {};
    case CommandTaskRole:
        return m_commandTasks.contains(r.taskId);
    case Qt::TextAlignmentRole:
        if (col == NumberColumn || col == SpeedupColumn || col == RooflineColumn || col == TimeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (col == ReasonColumn && !r.reason.isEmpty())
            return QBrush(r.verdict == QLatin1String("pass") ? QColor(0xb0, 0x6a, 0x00) : QColor(0xc6, 0x28, 0x28));
        if (col == ReasonColumn)
            return QBrush(QColor(0x75, 0x75, 0x75)); // the variant: information, not a finding
        if (col == TaskColumn && m_commandTasks.contains(r.taskId))
            return QBrush(commandTaskColor());
        if (col == SpeedupColumn && r.speedup > 0)
            return speedBrush(classifySpeed(r.speedupCi));
        return {};
    case GateStatusRole:
        return gateColumn ? static_cast<int>(shownStatus(r, col - CompileColumn)) : QVariant();
    case GateSecondsRole:
        return gateColumn ? r.gates[col - CompileColumn].seconds : QVariant();
    case CandidateIdRole:
        return r.id;
    case TaskIdRole:
        return r.taskId;
    case SeqRole:
        return r.seq;
    case SpeedupRole:
        return r.speedup;
    case FractionRole:
        return r.fraction;
    case PassedRole:
        return r.verdict == QLatin1String("pass");
    case FinishedRole:
        return !r.live;
    case VerdictRole:
        return r.live ? QStringLiteral("running") : r.verdict;
    case FlagsRole:
        return r.flags;
    case AtRole:
        return r.at;
    case SortRole:
        switch (col) {
        case TaskColumn:
            return QStringLiteral("%1#%2").arg(r.taskId).arg(r.seq, 6, 10, QLatin1Char('0'));
        case CompileColumn:
        case CorrectnessColumn:
        case PerformanceColumn:
            return static_cast<int>(shownStatus(r, col - CompileColumn));
        case SpeedupColumn:
            return r.speedup;
        case RooflineColumn:
            return r.fraction;
        case ReasonColumn:
            return data(index, Qt::DisplayRole);
        default: // # and time: the order they were submitted in
            return index.row();
        }
    }
    return {};
}

} // namespace kiln
