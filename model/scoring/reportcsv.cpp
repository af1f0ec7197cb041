#include "reportcsv.h"

namespace kiln::scoring {

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

namespace {
QString number(std::optional<double> v, int decimals = 4)
{
    return v ? QString::number(*v, 'f', decimals) : QString();
}
} // namespace

QString leaderboardCsv(const Leaderboard& board)
{
    QStringList lines;
    lines << QStringLiteral("Task Name,Task Type,Score,Speedup,Entry,Agent,Model,Rank,Category,Outcome,Compiled,"
                            "Correct,Correct Hidden,Hidden Speedup,Fraction of Roofline,SOL Score,Weight,Difficulty,"
                            "Evaluations,Flags");
    for (const Entry& e : board.entries)
        for (const TaskScore& t : e.cells) {
            QStringList f;
            // AKA's task type is the first part of the task name (for an imported task also its category).
            f << csvField(t.task.id) << csvField(t.task.id.section(QLatin1Char('/'), 0, 0))
              << QString::number(t.points, 'f', 4) << QString::number(t.correct ? t.speedup.value_or(0) : 0.0, 'f', 4)
              << csvField(e.id) << csvField(e.agent) << csvField(e.model) << QString::number(e.rank)
              << csvField(t.task.category) << outcomeName(t.outcome)
              << (t.compiled ? QStringLiteral("1") : QStringLiteral("0"))
              << (t.correct ? QStringLiteral("1") : QStringLiteral("0"))
              << (t.correctHidden ? (*t.correctHidden ? QStringLiteral("1") : QStringLiteral("0")) : QString())
              << number(t.hiddenSpeedup) << number(t.fractionOfRoofline) << number(t.solScore)
              << QString::number(t.task.weight) << QString::number(t.task.difficulty) << QString::number(t.evaluations)
              << csvField(t.flags.join(QLatin1Char(';')));
            lines << f.join(QLatin1Char(','));
        }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace kiln::scoring
