#include "comparisonmodel.h"

#include "leaderboardmodel.h"

#include "model/scoring/scoreformat.h"

namespace kiln {

using namespace scoring;

namespace {

// "hidden 1.08x · 7 evals · 52k tokens · $0.41 · 3m 20s": what a side's run did on the task.
QString detailOf(const TaskScore& t)
{
    QStringList parts;
    if (t.correctHidden.has_value())
        parts << (*t.correctHidden ? (t.hiddenSpeedup ? QStringLiteral("hidden %1").arg(formatSpeedup(t.hiddenSpeedup))
                                                      : QStringLiteral("hidden correct"))
                                   : QStringLiteral("hidden wrong"));
    if (t.evaluations > 0)
        parts << QStringLiteral("%1 eval%2").arg(t.evaluations).arg(t.evaluations == 1 ? "" : "s");
    if (t.usage.reported) {
        const qint64 tokens = t.usage.inputTokens + t.usage.outputTokens;
        parts << (tokens >= 1000 ? QStringLiteral("%1k tokens").arg(tokens / 1000.0, 0, 'f', tokens >= 100000 ? 0 : 1)
                                 : QStringLiteral("%1 tokens").arg(tokens));
        if (t.usage.cost > 0)
            parts << QStringLiteral("$%1").arg(t.usage.cost, 0, 'f', 2);
    }
    if (t.evalSeconds > 0) {
        const qint64 s = static_cast<qint64>(t.evalSeconds + 0.5);
        parts << (s >= 60 ? QStringLiteral("%1m %2s").arg(s / 60).arg(s % 60) : QStringLiteral("%1 s").arg(s));
    }
    return parts.join(QStringLiteral(" · "));
}

} // namespace

ComparisonModel::ComparisonModel(QObject* parent)
    : FlatTableModel({{TaskColumn, tr("Task")},
                      {CategoryColumn, tr("Category")},
                      {AColumn, tr("A: %1").arg(QStringLiteral("A"))},
                      {BColumn, tr("B: %1").arg(QStringLiteral("B"))},
                      {RatioColumn, tr("A / B")},
                      {WinnerColumn, tr("Better")},
                      {ADetailColumn, tr("A: hidden, evals, usage")},
                      {BDetailColumn, tr("B: hidden, evals, usage")}},
                     parent)
{
}

void ComparisonModel::setComparison(const Leaderboard& board, int a, int b)
{
    beginResetModel();
    m_board = board;
    m_comparison.reset();
    if (a != b && a >= 0 && b >= 0 && a < board.entries.size() && b < board.entries.size())
        m_comparison = compare(m_board, a, b);
    endResetModel();
    setEntryTitles();
}

void ComparisonModel::setEntryTitles()
{
    const QString a = m_comparison ? m_board.entries[m_comparison->entryA].label : QStringLiteral("A");
    const QString b = m_comparison ? m_board.entries[m_comparison->entryB].label : QStringLiteral("B");
    setTitle(AColumn, tr("A: %1").arg(a));
    setTitle(BColumn, tr("B: %1").arg(b));
}

void ComparisonModel::clear()
{
    beginResetModel();
    m_board = {};
    m_comparison.reset();
    endResetModel();
    setEntryTitles();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_comparison ? m_comparison->rows.size() : 0);
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
            return t.correct ? t.speedup.value_or(0)
                             : -static_cast<double>(kOutcomeCount - static_cast<int>(t.outcome));
        }
        case RatioColumn:
            return row.ratio.value_or(-1);
        case WinnerColumn:
            return row.winner;
        case ADetailColumn:
        case BDetailColumn:
            return (col == ADetailColumn ? a : b).evaluations;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole && col >= AColumn && col <= WinnerColumn)
        return QVariant(Qt::AlignCenter);
    if (role == Qt::ToolTipRole && (col == AColumn || col == BColumn)) {
        const TaskScore& t = col == AColumn ? a : b;
        return outcomeLabel(t.outcome) +
               (t.correct || t.reason.isEmpty() ? QString() : QStringLiteral(": ") + t.reason);
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
    case ADetailColumn:
        return detailOf(a);
    case BDetailColumn:
        return detailOf(b);
    }
    return {};
}

} // namespace kiln
