#include "comparisonmodel.h"

#include "leaderboardmodel.h"

#include "model/scoring/scoreformat.h"

namespace kiln {

using namespace scoring;

ComparisonModel::ComparisonModel(QObject* parent) : QAbstractTableModel(parent) {}

void ComparisonModel::setComparison(const Leaderboard& board, int a, int b)
{
    beginResetModel();
    m_board = board;
    m_comparison.reset();
    if (a != b && a >= 0 && b >= 0 && a < board.entries.size() && b < board.entries.size())
        m_comparison = compare(m_board, a, b);
    endResetModel();
}

void ComparisonModel::clear()
{
    beginResetModel();
    m_board = {};
    m_comparison.reset();
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_comparison ? 0 : static_cast<int>(m_comparison->rows.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_comparison)
        return {};
    const ComparisonRow& row = m_comparison->rows[index.row()];
    const TaskMeta& m = m_board.columns[row.column];
    const TaskScore& a = m_board.entries[m_comparison->entryA].cells[row.column];
    const TaskScore& b = m_board.entries[m_comparison->entryB].cells[row.column];
    const int col = index.column();
    if (role == LeaderboardModel::TaskIdRole)
        return m.id;
    if (role == LeaderboardModel::OutcomeRole && (col == AColumn || col == BColumn))
        return static_cast<int>((col == AColumn ? a : b).outcome);
    if (role == LeaderboardModel::SortRole) {
        switch (col) {
        case AColumn:
        case BColumn: {
            const TaskScore& t = col == AColumn ? a : b;
            return t.correct ? t.speedup.value_or(0) : -static_cast<double>(kOutcomeCount - static_cast<int>(t.outcome));
        }
        case RatioColumn:
            return row.ratio.value_or(-1);
        case WinnerColumn:
            return row.winner;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole && col >= AColumn)
        return QVariant(Qt::AlignCenter);
    if (role == Qt::ToolTipRole && (col == AColumn || col == BColumn)) {
        const TaskScore& t = col == AColumn ? a : b;
        return outcomeLabel(t.outcome) + (t.correct || t.reason.isEmpty() ? QString() : QStringLiteral(": ") + t.reason);
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (col) {
    case TaskColumn:
        return m.id;
    case CategoryColumn:
        return m.category;
    case AColumn:
        return formatCell(a, false);
    case BColumn:
        return formatCell(b, false);
    case RatioColumn:
        return formatSpeedup(row.ratio);
    case WinnerColumn:
        return row.winner > 0 ? QStringLiteral("A") : row.winner < 0 ? QStringLiteral("B") : tr("tie");
    }
    return {};
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    const QString a = m_comparison ? m_board.entries[m_comparison->entryA].label : QStringLiteral("A");
    const QString b = m_comparison ? m_board.entries[m_comparison->entryB].label : QStringLiteral("B");
    switch (section) {
    case TaskColumn:
        return tr("Task");
    case CategoryColumn:
        return tr("Category");
    case AColumn:
        return tr("A: %1").arg(a);
    case BColumn:
        return tr("B: %1").arg(b);
    case RatioColumn:
        return tr("A / B");
    case WinnerColumn:
        return tr("Better");
    }
    return {};
}

} // namespace kiln
