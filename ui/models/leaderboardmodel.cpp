#include "leaderboardmodel.h"

#include "model/scoring/scoreformat.h"
#include "model/store/runstore.h"

#include <QFont>

#include <algorithm>

namespace kiln {

using namespace scoring;

LeaderboardModel::LeaderboardModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void LeaderboardModel::setLeaderboard(const Leaderboard& board)
{
    beginResetModel();
    m_board = board;
    layoutColumns();
    endResetModel();
}

void LeaderboardModel::setDisplay(Display display)
{
    if (display == m_display)
        return;
    m_display = display;
    // Same shape, other figures: every cell and the group headers change.
    if (rowCount() > 0 && columnCount() > FixedColumnCount)
        emit dataChanged(index(0, FixedColumnCount), index(rowCount() - 1, columnCount() - 1));
    if (columnCount() > FixedColumnCount)
        emit headerDataChanged(Qt::Horizontal, FixedColumnCount, columnCount() - 1);
}

void LeaderboardModel::setGrouping(Grouping grouping)
{
    if (grouping == m_grouping)
        return;
    beginResetModel(); // columns move and group columns come and go
    m_grouping = grouping;
    layoutColumns();
    endResetModel();
}

QString LeaderboardModel::groupOf(const TaskMeta& m) const
{
    switch (m_grouping) {
    case Grouping::Category:
        return m.category;
    case Grouping::Difficulty:
        return QString::number(m.difficulty);
    case Grouping::None:
        break;
    }
    return {};
}

void LeaderboardModel::layoutColumns()
{
    m_columns.clear();
    QList<int> order;
    for (int i = 0; i < m_board.columns.size(); ++i)
        order << i;
    // The board's columns are sorted by category, then id; difficulty needs its own order.
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        if (m_grouping != Grouping::Difficulty)
            return false;
        return m_board.columns[a].difficulty < m_board.columns[b].difficulty;
    });
    QString current;
    for (int i : order) {
        const QString group = groupOf(m_board.columns[i]);
        if (m_grouping != Grouping::None && (m_columns.isEmpty() || group != current)) {
            m_columns << Column{ColumnKind::Group, -1, group};
            current = group;
        }
        m_columns << Column{ColumnKind::Task, i, group};
    }
}

LeaderboardModel::ColumnKind LeaderboardModel::columnKind(int column) const
{
    if (column == EntryColumn)
        return ColumnKind::Entry;
    if (column < FixedColumnCount)
        return ColumnKind::Aggregate;
    return m_columns.value(column - FixedColumnCount).kind;
}

int LeaderboardModel::taskColumn(int column) const
{
    if (column < FixedColumnCount || column - FixedColumnCount >= m_columns.size())
        return -1;
    return m_columns[column - FixedColumnCount].task;
}

int LeaderboardModel::columnOfTask(const QString& taskId) const
{
    for (int i = 0; i < m_columns.size(); ++i)
        if (m_columns[i].task >= 0 && m_board.columns[m_columns[i].task].id == taskId)
            return FixedColumnCount + i;
    return -1;
}

int LeaderboardModel::rowOfEntry(const QString& entryId) const
{
    for (int i = 0; i < m_board.entries.size(); ++i)
        if (m_board.entries[i].id == entryId)
            return i;
    return -1;
}

int LeaderboardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_board.entries.size());
}

int LeaderboardModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FixedColumnCount + static_cast<int>(m_columns.size());
}

namespace {

std::optional<double> has(bool present, double v)
{
    return present ? std::optional<double>(v) : std::nullopt;
}

// Sorting puts entries without a figure last.
QVariant sortValue(std::optional<double> v)
{
    return v ? *v : -1.0;
}

} // namespace

QVariant LeaderboardModel::aggregateData(const Entry& e, int column, int role) const
{
    const Aggregate& a = e.scores.overall;
    const Generalization& g = a.generalization;
    Headline h = Headline::CorrectRate;
    std::optional<double> value;
    switch (column) {
    case EntryColumn:
        if (role == Qt::DisplayRole || role == SortRole)
            return e.label;
        if (role == Qt::ToolTipRole)
            return tr("runs: %1").arg(e.runIds.join(QStringLiteral(", ")));
        return {};
    case DeviceColumn:
        if (role == Qt::DisplayRole || role == SortRole)
            return e.device.isEmpty() ? tr("unknown") : e.device;
        if (role == Qt::ToolTipRole)
            return tr("Entries timed on this device: %1; the rank is among them")
                .arg(std::count_if(m_board.entries.cbegin(), m_board.entries.cend(),
                                   [&](const Entry& o) { return o.group == e.group; }));
        return {};
    case RankColumn:
        if (role == Qt::DisplayRole)
            return e.rank;
        return role == SortRole ? QVariant(-e.rank) : QVariant();
    case AttemptedColumn:
        if (role == Qt::DisplayRole)
            return QStringLiteral("%1/%2").arg(a.tasks.attempted).arg(a.tasks.inScope);
        return role == SortRole ? QVariant(a.tasks.attempted) : QVariant();
    case LabelsColumn: {
        // Reviewers' labels on its candidates and steps; sorted by how many are findings (not "clean").
        QStringList parts;
        int findings = 0;
        for (auto it = e.labels.cbegin(); it != e.labels.cend(); ++it) {
            parts << QStringLiteral("%1 %2").arg(labelTitle(it.key()).toLower()).arg(it.value());
            if (it.key() != QLatin1String("clean"))
                findings += it.value();
        }
        if (role == Qt::DisplayRole)
            return parts.join(QStringLiteral(" · "));
        if (role == SortRole)
            return findings;
        if (role == Qt::ToolTipRole)
            return parts.isEmpty() ? tr("no labels: label candidates on their page or with kiln runs label")
                                   : tr("labels on its candidates and steps: %1").arg(parts.join(QStringLiteral(", ")));
        return {};
    }
    case CorrectColumn:
        h = Headline::CorrectRate;
        value = a.correct.value();
        break;
    case Fast1Column:
        h = Headline::Fast1;
        value = a.fastP[1].value();
        break;
    case GeomeanColumn:
        h = Headline::GeomeanSpeedup;
        value = has(a.speedup.counted > 0, a.speedup.geomean);
        break;
    case PointsColumn:
        h = Headline::MeanPoints;
        value = a.pointsMean;
        break;
    case RooflineColumn:
        h = Headline::WeightedRoofline;
        value = has(a.rooflineCounted > 0, a.weightedRoofline);
        break;
    case HiddenColumn:
        h = Headline::CorrectHiddenRate;
        value = has(g.correctHidden.of > 0, g.correctHidden.value());
        break;
    }
    switch (role) {
    case Qt::DisplayRole:
        return formatHeadline(h, value);
    case SortRole:
        return sortValue(value);
    case Qt::ToolTipRole: {
        QString tip =
            tr("%1 %2, 95% interval %3")
                .arg(headlineLabel(h), formatHeadline(h, value), formatInterval(h, e.scores.intervals.value(h)));
        if (column == HiddenColumn) {
            tip += tr("\nP(correct hidden | correct visible): %1 of %2").arg(g.conditional.count).arg(g.conditional.of);
            if (g.heldOutTasks() > 0)
                tip += tr("\nAgentKernelArena held-out: %1 both pass, %2 regression, %3 both fail, %4 improvement "
                          "(the last two: the task's own code fails the shapes; not counted)")
                           .arg(g.heldOut[0])
                           .arg(g.heldOut[1])
                           .arg(g.heldOut[2])
                           .arg(g.heldOut[3]);
        }
        return tip;
    }
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

const Aggregate* LeaderboardModel::groupAggregate(const Entry& e, const QString& group) const
{
    if (m_grouping == Grouping::Category) {
        auto it = e.scores.byCategory.constFind(group);
        return it == e.scores.byCategory.constEnd() ? nullptr : &*it;
    }
    auto it = e.scores.byDifficulty.constFind(group.toInt());
    return it == e.scores.byDifficulty.constEnd() ? nullptr : &*it;
}

QVariant LeaderboardModel::groupData(const Entry& e, const Column& c, int role) const
{
    const Aggregate* a = groupAggregate(e, c.group);
    if (!a)
        return {};
    const bool roofline = m_display == Display::Roofline;
    const std::optional<double> value =
        roofline ? has(a->rooflineCounted > 0, a->weightedRoofline) : has(a->speedup.counted > 0, a->speedup.geomean);
    switch (role) {
    case Qt::DisplayRole:
        return roofline ? formatPercent(value) : formatSpeedup(value);
    case SortRole:
        return sortValue(value);
    case Qt::ToolTipRole:
        return tr("%1: %2 correct, geomean %3, weighted roofline %4, %5 AKA points")
            .arg(c.group, formatRate(a->correct), formatSpeedup(has(a->speedup.counted > 0, a->speedup.geomean)),
                 formatPercent(has(a->rooflineCounted > 0, a->weightedRoofline)), formatPoints(a->pointsMean));
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        QFont f;
        f.setBold(true);
        return f;
    }
    }
    return {};
}

QVariant LeaderboardModel::taskData(const Entry& e, const Column& c, int role) const
{
    const TaskScore& t = e.cells[c.task];
    const bool roofline = m_display == Display::Roofline;
    switch (role) {
    case Qt::DisplayRole:
        return formatCell(t, roofline);
    case OutcomeRole:
        return static_cast<int>(t.outcome);
    case SortRole:
        // Correct tasks by their figure; then the outcome classes below them, best first.
        if (t.correct) {
            const auto v = roofline ? t.fractionOfRoofline : t.speedup;
            return v ? *v : 0.0;
        }
        return -static_cast<double>(kOutcomeCount - static_cast<int>(t.outcome));
    case TaskIdRole:
        return t.task.id;
    case CandidateIdRole:
        return t.candidateId;
    case Qt::ToolTipRole: {
        QStringList lines{QStringLiteral("%1 — %2").arg(t.task.id, outcomeLabel(t.outcome))};
        if (!t.correct && !t.reason.isEmpty())
            lines << tr("reason: %1").arg(t.reason);
        if (t.correct)
            lines << tr("speedup %1 · roofline %2 · %3 points")
                         .arg(formatSpeedup(t.speedup), formatPercent(t.fractionOfRoofline), formatPoints(t.points));
        if (t.correctHidden)
            lines << (*t.correctHidden ? tr("correct on hidden configurations (%1)").arg(formatSpeedup(t.hiddenSpeedup))
                                       : tr("wrong on hidden configurations"));
        if (!t.flags.isEmpty())
            lines << tr("flags: %1").arg(t.flags.join(QStringLiteral(", ")));
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    }
    return {};
}

QVariant LeaderboardModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry& e = m_board.entries[index.row()];
    if (role == EntryIdRole)
        return e.id;
    if (role == ColumnKindRole)
        return static_cast<int>(columnKind(index.column()));
    if (index.column() < FixedColumnCount)
        return aggregateData(e, index.column(), role);
    const Column& c = m_columns[index.column() - FixedColumnCount];
    return c.kind == ColumnKind::Group ? groupData(e, c, role) : taskData(e, c, role);
}

QVariant LeaderboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (section < 0 || section >= columnCount())
        return {};
    if (section < FixedColumnCount) {
        static const char* names[] = {"Entry",  "Device",  "Rank",       "Attempted",           "Correct",
                                      "fast_1", "Geomean", "AKA points", "Roofline (weighted)", "Correct on hidden",
                                      "Labels"};
        if (role == Qt::DisplayRole)
            return tr(names[section]);
        if (role == Qt::ToolTipRole && section == RankColumn)
            return tr("Rank among the entries timed on the same device");
        if (role == Qt::ToolTipRole && section == AttemptedColumn)
            return tr("Coverage: tasks attempted / tasks any entry on the same device attempted");
        return {};
    }
    const Column& c = m_columns[section - FixedColumnCount];
    if (c.kind == ColumnKind::Group) {
        const QString name = m_grouping == Grouping::Difficulty ? tr("difficulty %1").arg(c.group) : c.group;
        if (role == Qt::DisplayRole)
            return QStringLiteral("▸ %1").arg(name);
        if (role == Qt::ToolTipRole)
            return m_display == Display::Roofline ? tr("%1: weighted fraction of roofline").arg(name)
                                                  : tr("%1: geomean speedup over correct tasks").arg(name);
        return {};
    }
    const TaskMeta& m = m_board.columns[c.task];
    switch (role) {
    case Qt::DisplayRole:
        return m.id.section(QLatin1Char('/'), -1);
    case Qt::ToolTipRole:
        return tr("%1\ncategory %2 · difficulty %3 · weight %4").arg(m.id, m.category).arg(m.difficulty).arg(m.weight);
    case TaskIdRole:
        return m.id;
    }
    return {};
}

} // namespace kiln
