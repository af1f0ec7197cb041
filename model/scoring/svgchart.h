// Small inline SVG charts for the self-contained HTML report: no script, no external resource, so the
// file reads the same when mailed. Text is escaped here; callers pass plain strings.
#pragma once

#include "statistics.h"

#include <QList>
#include <QString>
#include <optional>

namespace kiln::scoring {

struct Bar
{
    QString label;
    double value = 0;
    QString text;                    // the value as the report formats it (printed after the bar)
    std::optional<Interval> whisker; // drawn as an error bar
    QString colour;
};
// Horizontal bars from 0; `reference` draws a dashed line (1.0 for speedups; < 0 for none).
QString svgBarChart(const QString& title, const QList<Bar>& bars, const QString& suffix, double reference);

struct Point
{
    double x = 0, y = 0;
    QString label; // tooltip
    QString colour;
};
// log: both axes logarithmic (speedups); diagonal: the y = x line, "no difference".
QString svgScatter(const QString& title, const QString& xLabel, const QString& yLabel, const QList<Point>& points,
                   bool log, bool diagonal);

struct DotSeries
{
    QString label, colour;
    QList<std::optional<double>> values; // one per column; empty: no dot
};
// One column per task, a dot per series, y from 0 to yMax (fraction of roofline: 1).
QString svgDotStrip(const QString& title, const QStringList& columns, const QList<DotSeries>& series, double yMax);

// The colours of the outcome classes and of the series, shared with the GUI delegate.
QString seriesColour(int index);

} // namespace kiln::scoring
