#include "speedstyle.h"

#include <QColor>
#include <QCoreApplication>

namespace kiln {

QBrush speedBrush(Speed s)
{
    switch (s) {
    case Speed::Faster:
        return QBrush(QColor(0x2e, 0x7d, 0x32));
    case Speed::Slower:
        return QBrush(QColor(0x9e, 0x9e, 0x9e).darker(130));
    case Speed::WithinNoise:
    case Speed::Unknown:
        break;
    }
    return QBrush(QColor(0x75, 0x75, 0x75));
}

QString speedupCell(double speedup, SpeedupInterval ci, int decimals, QChar times)
{
    return QStringLiteral("%1%2%3")
        .arg(speedup, 0, 'f', decimals)
        .arg(times)
        .arg(classifySpeed(ci) == Speed::WithinNoise ? QStringLiteral(" ~") : QString());
}

QString speedTooltip(double speedup, SpeedupInterval ci)
{
    const auto tr = [](const char* s) { return QCoreApplication::translate("kiln::speed", s); };
    if (!ci.known())
        return tr("%1x; no interval was recorded, so it is not called faster or slower").arg(speedup, 0, 'f', 3);
    const QString range = QStringLiteral("%1x, 95% interval %2-%3x")
                              .arg(speedup, 0, 'f', 3)
                              .arg(ci.low, 0, 'f', 3)
                              .arg(ci.high, 0, 'f', 3);
    switch (classifySpeed(ci)) {
    case Speed::Faster:
        return range + tr(": faster (the whole interval is above 1)");
    case Speed::Slower:
        return range + tr(": slower (the whole interval is below 1)");
    default:
        return range + tr(": within noise (the interval includes 1)");
    }
}

} // namespace kiln
