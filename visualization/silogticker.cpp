#include "silogticker.h"

#include "model/units.h"

namespace kiln {

QString SiLogTicker::getTickLabel(double tick, const QLocale&, QChar, int)
{
    // Below 1 there is no prefix to use; intensities like 0.01 FLOP/byte print as plain numbers.
    if (tick < 1)
        return QString::number(tick, 'g', 3) + (m_unit.isEmpty() ? QString() : QLatin1Char(' ') + m_unit);
    return formatSi(tick, m_unit).trimmed();
}

} // namespace kiln
