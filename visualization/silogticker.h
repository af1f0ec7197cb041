// SiLogTicker: decade ticks on a log axis labelled with SI prefixes and a unit ("10 TFLOP/s", "1 TB/s")
// instead of QCPAxisTickerLog's "10^13", so a kernel engineer reads the roofline's axes at a glance.
#pragma once

#include <qcustomplot.h>

namespace kiln {

class SiLogTicker : public QCPAxisTickerLog
{
public:
    explicit SiLogTicker(const QString& unit) : m_unit(unit) {}

protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override;

private:
    QString m_unit;
};

} // namespace kiln
