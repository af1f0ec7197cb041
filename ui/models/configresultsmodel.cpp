#include "configresultsmodel.h"
#include "speedstyle.h"

#include "model/units.h"

#include <QBrush>
#include <QColor>

namespace kiln {

ConfigResultsModel::ConfigResultsModel(QObject* parent)
    : FlatTableModel({{Name, tr("Config")},
                      {Set, tr("Set")},
                      {Correct, tr("Correct")},
                      {Time, tr("Time")},
                      {Spread, tr("Spread")},
                      {Baseline, tr("Baseline")},
                      {Speedup, tr("Speedup")},
                      {Achieved, tr("Achieved")},
                      {Roofline, tr("% of roofline")},
                      {MaxError, tr("Max abs err")}},
                     parent)
{
    setHeaderToolTip(Spread, tr("Half the interquartile range of the timed repetitions, relative to the median"));
}

void ConfigResultsModel::setResult(const EvalResult& result)
{
    beginResetModel();
    m_rows = result.configs;
    endResetModel();
}

int ConfigResultsModel::rowCount(const QModelIndex& parent) const
{
    return rowsUnder(parent, m_rows.size());
}

QVariant ConfigResultsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const ConfigResult& c = m_rows[index.row()];
    const int col = index.column();
    if (role == ValueRole) {
        switch (col) {
        case Name:
            return c.name;
        case Set:
            return c.hidden;
        case Correct:
            return gateStatusName(c.correctness);
        case Time:
            return c.timed ? QVariant(c.candidate.medianMs / 1e3) : QVariant();
        case Spread:
            return c.timed ? QVariant((c.candidate.p75Ms - c.candidate.p25Ms) / 1e3) : QVariant();
        case Baseline:
            return c.timed && c.baseline.medianMs > 0 ? QVariant(c.baseline.medianMs / 1e3) : QVariant();
        case Speedup:
            return c.timed ? QVariant(c.speedup) : QVariant();
        case Achieved:
            return c.timed ? QVariant(c.flops > 0 ? c.achievedFlopsPerS : c.achievedBytesPerS) : QVariant();
        case Roofline:
            return c.timed ? QVariant(c.fractionOfRoofline) : QVariant();
        case MaxError:
            return c.maxAbsErr;
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return col >= Time ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (col == Correct && !c.correctnessMessage.isEmpty())
            return c.correctnessMessage;
        if (col == Time && c.timed) {
            QStringList tip;
            if (c.candidate.placements > 0)
                tip << tr("Mean over %1 buffer addresses: this kernel's time depends on where its data lies in "
                          "memory, so it was timed at many (the baseline's on the same ones). Median of all calls: %2")
                           .arg(c.candidate.placements)
                           .arg(formatSeconds(c.candidate.callsMedianMs / 1e3));
            if (c.candidate.processMediansMs.size() > 1) {
                QStringList each;
                for (double m : c.candidate.processMediansMs)
                    each << formatSeconds(m / 1e3);
                tip << tr("Mean over %1 worker processes, each with its own memory and launch queue: %2")
                           .arg(c.candidate.processMediansMs.size())
                           .arg(each.join(QStringLiteral(", ")));
            }
            // The GPU picks its own clock (boost, power, heat); a person comparing two times wants to know it.
            if (c.candidate.smClockMhz > 0)
                tip << tr("SM clock %1 MHz, measured just before the calls ran").arg(c.candidate.smClockMhz, 0, 'f', 0);
            return tip.isEmpty() ? QVariant() : QVariant(tip.join(QStringLiteral("\n")));
        }
        if (col == Speedup && c.timed && c.speedup > 0)
            return speedTooltip(c.speedup, configInterval(c));
        if (col == Spread && c.timed)
            return tr("p25 %1, p75 %2, min %3, max %4, %5 repetitions")
                .arg(formatSeconds(c.candidate.p25Ms / 1e3), formatSeconds(c.candidate.p75Ms / 1e3),
                     formatSeconds(c.candidate.minMs / 1e3), formatSeconds(c.candidate.maxMs / 1e3))
                .arg(c.candidate.reps);
        if (col == Set && c.hidden)
            return tr("Hidden configuration: scored, never shown to the agent");
        return {};
    }
    if (role == Qt::ForegroundRole) {
        if (col == Correct && (c.correctness == GateStatus::Fail || c.correctness == GateStatus::Error))
            return QBrush(QColor(0xcf, 0x22, 0x2e));
        // Only what the interval shows: green when it lies above 1, red below, grey within noise.
        if (col == Speedup && c.timed && c.speedup > 0) {
            const Speed speed = classifySpeed(configInterval(c));
            return speed == Speed::Slower ? QBrush(QColor(0xcf, 0x22, 0x2e)) : speedBrush(speed);
        }
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (col) {
    case Name:
        return c.name;
    case Set:
        return c.hidden ? tr("hidden") : tr("visible");
    case Correct:
        return gateStatusName(c.correctness);
    case Time:
        return c.timed ? formatSeconds(c.candidate.medianMs / 1e3) : QString();
    case Spread:
        return c.timed && c.candidate.medianMs > 0
                   ? QStringLiteral("±%1%").arg(50.0 * (c.candidate.p75Ms - c.candidate.p25Ms) / c.candidate.medianMs,
                                                0, 'f', 1)
                   : QString();
    case Baseline:
        return c.timed && c.baseline.medianMs > 0 ? formatSeconds(c.baseline.medianMs / 1e3) : QString();
    case Speedup:
        if (!c.timed)
            return QString();
        return speedupCell(c.speedup, configInterval(c), 3, QChar(0x00D7)); // ×
    case Achieved:
        if (!c.timed)
            return QString();
        return c.flops > 0 ? formatSi(c.achievedFlopsPerS, QStringLiteral("FLOP/s")) + QStringLiteral(" · ") +
                                 formatSi(c.achievedBytesPerS, QStringLiteral("B/s"))
                           : formatSi(c.achievedBytesPerS, QStringLiteral("B/s"));
    case Roofline:
        return c.timed ? QStringLiteral("%1%").arg(100 * c.fractionOfRoofline, 0, 'f', 1) : QString();
    case MaxError:
        return c.correctness == GateStatus::Pending ? QString() : QString::number(c.maxAbsErr, 'g', 3);
    }
    return {};
}

} // namespace kiln
