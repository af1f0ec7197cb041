#include "silogticker.h"

#include "model/units.h"

namespace kiln {

QString SiLogTicker::getTickLabel(double tick, const QLocale&, QChar, int)
{
    // Below 1 there is no prefix to use; intensities like 0.01 FLOP/byte print as plain numbers.
    if (tick < 1)
        return QString::number(tick, 'g', 3) + (m_unit.isEmpty() ? QString() : QLatin1Char(' ') + m_unit);
    const QString label = formatSi(tick, m_unit).trimmed();
    return m_unit.isEmpty() ? QString(label).remove(QLatin1Char(' ')) : label; // "10k", not "10 k"
}

} // namespace kiln
