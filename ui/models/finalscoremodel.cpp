#include "finalscoremodel.h"
#include "speedstyle.h"

#include <QBrush>
#include <QColor>
#include <cmath>

namespace kiln {

FinalScoreModel::FinalScoreModel(QObject* parent)
    : FlatTableModel({{CandidateColumn, tr("Scored")},
                      {ConfigColumn, tr("Configuration")},
                      {SetColumn, tr("Set")},
                      {CorrectColumn, tr("Correct")},
                      {SpeedupColumn, tr("Speedup")},
                      {RooflineColumn, tr("Roofline")},
                      {TimeColumn, tr("Time (ms)")},
                      {BaselineColumn, tr("Baseline (ms)")}},
                     parent)
{
}

void FinalScoreModel::setScores(const QString& taskId, const QList<Scored>& scores)
{
    beginResetModel(); // a different task or a new final score: the whole table is new
    m_taskId = taskId;
    m_scores = scores;
    m_rows.clear();
    for (int s = 0; s < m_scores.size(); ++s)
        for (int c = 0; c < m_scores[s].result.configs.size(); ++c)
            m_rows << Row{s, c};
    endResetModel();
}

namespace {
struct Split
{
    double logSum[2] = {0, 0};
    int timed[2] = {0, 0}, correct[2] = {0, 0}, total[2] = {0, 0};
    QList<ConfigResult> configs[2];
    double geomean(int hidden) const { return timed[hidden] ? std::exp(logSum[hidden] / timed[hidden]) : 0; }
    // "1.022× (within noise)" in grey, green where faster beyond noise.
    QString text(int hidden) const
    {
        if (!timed[hidden])
            return QStringLiteral("–");
        const Speed speed = classifySpeed(geomeanInterval(configs[hidden]));
        const QString value = QString::number(geomean(hidden), 'f', 3) + QStringLiteral("×");
        const QString color = speedBrush(speed).color().name();
        return QStringLiteral("<span style=\"color:%1\">%2%3</span>")
            .arg(color, value, speed == Speed::WithinNoise ? QStringLiteral(" (within noise)") : QString());
    }
};
Split split(const EvalResult& r)
{
    Split s;
    for (const ConfigResult& c : r.configs) {
        const int h = c.hidden ? 1 : 0;
        ++s.total[h];
        s.correct[h] += c.correctness == GateStatus::Pass;
        if (c.timed && c.speedup > 0) {
            s.logSum[h] += std::log(c.speedup);
            ++s.timed[h];
            s.configs[h] << c;
        }
    }
    return s;
}
} // namespace

QString FinalScoreModel::summary() const
{
    if (m_scores.isEmpty())
        return tr("No final score yet: final scoring re-evaluates the best and the final candidate on visible and "
                  "hidden configurations when the agent stops.");
    QStringList lines;
    for (const Scored& s : m_scores) {
        const Split x = split(s.result);
        QString line =
            tr("<b>%1</b> (candidate %2): %3").arg(s.candidate.role).arg(s.candidate.seq).arg(s.result.verdict);
        if (x.timed[0] || x.timed[1])
            line += tr(" · speedup visible %1, hidden %2").arg(x.text(0), x.text(1));
        line += tr(" · correct: %1/%2 visible, %3/%4 hidden")
                    .arg(x.correct[0])
                    .arg(x.total[0])
                    .arg(x.correct[1])
                    .arg(x.total[1]);
        lines << line;
    }
    return lines.join(QStringLiteral("<br>"));
}

int FinalScoreModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_rows.size());
}

QVariant FinalScoreModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Scored& s = m_scores[m_rows[index.row()].score];
    const ConfigResult& c = s.result.configs[m_rows[index.row()].config];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case CandidateColumn:
            return QStringLiteral("%1 #%2").arg(s.candidate.role).arg(s.candidate.seq);
        case ConfigColumn:
            return c.name;
        case SetColumn:
            return c.hidden ? tr("hidden") : tr("visible");
        case CorrectColumn:
            return gateStatusName(c.correctness);
        case TimeColumn:
            return c.timed ? QString::number(c.candidate.medianMs, 'g', 4) : QString();
        case BaselineColumn:
            return c.timed && c.baseline.medianMs > 0 ? QString::number(c.baseline.medianMs, 'g', 4) : QString();
        case SpeedupColumn:
            if (!c.timed || c.speedup <= 0)
                return QString();
            return speedupCell(c.speedup, configInterval(c));
        case RooflineColumn:
            return c.fractionOfRoofline > 0 ? QStringLiteral("%1%").arg(100 * c.fractionOfRoofline, 0, 'f', 1)
                                            : QString();
        }
    } else if (role == Qt::ForegroundRole) {
        if (index.column() == CorrectColumn && c.correctness != GateStatus::Pass)
            return QBrush(QColor(0xc6, 0x28, 0x28));
        if (index.column() == SpeedupColumn && c.timed && c.speedup > 0)
            return speedBrush(classifySpeed(configInterval(c)));
        if (index.column() == SetColumn && c.hidden)
            return QBrush(QColor(0x6a, 0x1b, 0x9a));
    } else if (role == Qt::TextAlignmentRole && index.column() >= SpeedupColumn) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ToolTipRole && index.column() == CorrectColumn) {
        return c.correctnessMessage.isEmpty() ? QVariant() : c.correctnessMessage;
    } else if (role == Qt::ToolTipRole && index.column() == SpeedupColumn && c.timed && c.speedup > 0) {
        return speedTooltip(c.speedup, configInterval(c));
    }
    return {};
}

} // namespace kiln
