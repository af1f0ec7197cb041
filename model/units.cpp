#include "units.h"

#include <cmath>

namespace kiln {

QString formatSi(double value, const QString& unit, int precision)
{
    static const char* prefixes[] = {"", "k", "M", "G", "T", "P", "E"};
    int p = 0;
    double v = value;
    while (std::abs(v) >= 1000 && p < 6) {
        v /= 1000;
        ++p;
    }
    return QStringLiteral("%1 %2%3").arg(v, 0, 'g', precision).arg(QLatin1String(prefixes[p]), unit);
}

QString formatSeconds(double s)
{
    if (!(s > 0))
        return QStringLiteral("—");
    if (s < 1e-6)
        return QStringLiteral("%1 ns").arg(s * 1e9, 0, 'g', 3);
    if (s < 1e-3)
        return QStringLiteral("%1 µs").arg(s * 1e6, 0, 'g', 3);
    if (s < 1)
        return QStringLiteral("%1 ms").arg(s * 1e3, 0, 'g', 3);
    return QStringLiteral("%1 s").arg(s, 0, 'g', 3);
}

} // namespace kiln
