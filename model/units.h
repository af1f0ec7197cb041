// Human-readable numbers with SI prefixes ("12.6 MB", "3.2 TFLOP/s", "41.9 µs"), shared by the CLI,
// the views and the reports so a figure reads the same everywhere.
#pragma once

#include <QString>

namespace kiln {

QString formatSi(double value, const QString& unit, int precision = 3);
QString formatSeconds(double seconds);

} // namespace kiln
