#include "svgchart.h"

#include <algorithm>
#include <cmath>

namespace kiln::scoring {

namespace {

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString num(double v)
{
    return QString::number(v, 'f', 1);
}

} // namespace

QString seriesColour(int index)
{
    static const char* palette[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728",
                                    "#9467bd", "#8c564b", "#e377c2", "#17becf"};
    return QString::fromLatin1(palette[index % 8]);
}

QString svgBarChart(const QString& title, const QList<Bar>& bars, const QString& suffix, double reference)
{
    const double labelW = 260, plotW = 420, rowH = 22, top = 28;
    double maxV = reference > 0 ? reference : 0;
    for (const Bar& b : bars)
        maxV = std::max({maxV, b.value, b.whisker && b.whisker->valid() ? b.whisker->high : 0.0});
    maxV = maxV > 0 ? maxV * 1.1 : 1;
    const double h = top + rowH * bars.size() + 10;
    auto x = [&](double v) { return labelW + plotW * v / maxV; };
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" role=\"img\">"
                                 "<title>%3</title><text x=\"4\" y=\"16\" class=\"ct\">%3</text>")
                      .arg(num(labelW + plotW + 70), num(h), esc(title));
    for (int i = 0; i < bars.size(); ++i) {
        const Bar& b = bars[i];
        const double y = top + i * rowH;
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>")
                   .arg(num(labelW - 6), num(y + 14), esc(b.label));
        svg +=
            QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"><title>%6%7</title></rect>")
                .arg(num(labelW), num(y + 3), num(std::max(0.0, x(b.value) - labelW)), num(rowH - 6),
                     b.colour.isEmpty() ? seriesColour(i) : b.colour, esc(b.label),
                     QStringLiteral(": ") + QString::number(b.value, 'f', 3) + suffix);
        double textX = x(b.value);
        if (b.whisker && b.whisker->valid()) {
            svg += QStringLiteral("<line x1=\"%1\" x2=\"%2\" y1=\"%3\" y2=\"%3\" class=\"wh\"/>")
                       .arg(num(x(b.whisker->low)), num(x(b.whisker->high)), num(y + rowH / 2));
            textX = std::max(textX, x(b.whisker->high));
        }
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text>")
                   .arg(num(textX + 4), num(y + 14),
                        esc(b.text.isEmpty() ? QString::number(b.value, 'g', 3) + suffix : b.text));
    }
    if (reference > 0)
        svg += QStringLiteral("<line x1=\"%1\" x2=\"%1\" y1=\"%2\" y2=\"%3\" class=\"ref\"/>")
                   .arg(num(x(reference)), num(top), num(h - 6));
    return svg + QStringLiteral("</svg>");
}

QString svgScatter(const QString& title, const QString& xLabel, const QString& yLabel, const QList<Point>& points,
                   bool log, bool diagonal)
{
    const double w = 420, h = 420, m = 48;
    auto t = [log](double v) { return log ? std::log10(std::max(v, 1e-6)) : v; };
    double lo = log ? t(0.5) : 0, hi = log ? t(2.0) : 1;
    for (const Point& p : points) {
        lo = std::min({lo, t(p.x), t(p.y)});
        hi = std::max({hi, t(p.x), t(p.y)});
    }
    const double pad = (hi - lo) * 0.05;
    lo -= pad;
    hi += pad;
    auto sx = [&](double v) { return m + (w - 2 * m) * (t(v) - lo) / (hi - lo); };
    auto sy = [&](double v) { return h - m - (h - 2 * m) * (t(v) - lo) / (hi - lo); };
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" role=\"img\">"
                                 "<title>%3</title><text x=\"4\" y=\"16\" class=\"ct\">%3</text>"
                                 "<rect x=\"%4\" y=\"%4\" width=\"%5\" height=\"%5\" class=\"frame\"/>")
                      .arg(num(w), num(h), esc(title), num(m), num(w - 2 * m));
    if (diagonal)
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%2\" y2=\"%1\" class=\"ref\"/>").arg(num(m), num(w - m));
    // Axis ticks at the ends, in the data's units (both axes share the range, so the diagonal is y = x).
    const double loV = log ? std::pow(10, lo) : lo, hiV = log ? std::pow(10, hi) : hi;
    const QString loText = QString::number(loV, 'g', 3), hiText = QString::number(hiV, 'g', 3);
    svg += QStringLiteral("<text x=\"%1\" y=\"%2\">%3</text><text x=\"%4\" y=\"%2\" text-anchor=\"end\">%5</text>")
               .arg(num(m), num(h - m + 14), loText, num(w - m), hiText);
    svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3</text>"
                          "<text x=\"%1\" y=\"%4\" text-anchor=\"end\">%5</text>")
               .arg(num(m - 4), num(h - m), loText, num(m + 10), hiText);
    svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>")
               .arg(num(w / 2), num(h - 8), esc(xLabel));
    svg += QStringLiteral("<text x=\"14\" y=\"%1\" transform=\"rotate(-90 14 %1)\" text-anchor=\"middle\">%2</text>")
               .arg(num(h / 2), esc(yLabel));
    for (const Point& p : points)
        svg += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"4\" fill=\"%3\"><title>%4</title></circle>")
                   .arg(num(sx(p.x)), num(sy(p.y)), p.colour.isEmpty() ? seriesColour(0) : p.colour, esc(p.label));
    return svg + QStringLiteral("</svg>");
}

QString svgDotStrip(const QString& title, const QStringList& columns, const QList<DotSeries>& series, double yMax)
{
    const double m = 40, plotH = 200;
    const auto n = std::max<qsizetype>(1, columns.size());
    // Dots 2 to 24 px apart, the plot at least 420 px wide so the title and the legend fit.
    const double plotW = std::max(420.0, std::clamp(900.0 / n, 2.0, 24.0) * n);
    const double step = plotW / n;
    const double w = 2 * m + plotW;
    const double h = plotH + 2 * m + 18 * series.size();
    QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" role=\"img\">"
                                 "<title>%3</title><text x=\"4\" y=\"16\" class=\"ct\">%3</text>"
                                 "<rect x=\"%4\" y=\"%4\" width=\"%5\" height=\"%6\" class=\"frame\"/>")
                      .arg(num(w), num(h), esc(title), num(m), num(plotW), num(plotH));
    for (double f : {0.0, 0.5, 1.0})
        svg += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\">%3%</text>")
                   .arg(num(m - 4), num(m + plotH * (1 - f) + 4), QString::number(f * yMax * 100, 'f', 0));
    for (int s = 0; s < series.size(); ++s) {
        const DotSeries& d = series[s];
        const QString colour = d.colour.isEmpty() ? seriesColour(s) : d.colour;
        for (int c = 0; c < d.values.size() && c < columns.size(); ++c)
            if (d.values[c])
                svg += QStringLiteral(
                           "<circle cx=\"%1\" cy=\"%2\" r=\"3\" fill=\"%3\"><title>%4: %5 — %6%</title></circle>")
                           .arg(num(m + step * (c + 0.5)), num(m + plotH * (1 - std::min(*d.values[c], yMax) / yMax)),
                                colour, esc(d.label), esc(columns[c]), QString::number(*d.values[c] * 100, 'f', 1));
        svg += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"4\" fill=\"%3\"/><text x=\"%4\" y=\"%5\">%6</text>")
                   .arg(num(m), num(h - m / 2 - 18 * (series.size() - 1 - s) - 4), colour, num(m + 10),
                        num(h - m / 2 - 18 * (series.size() - 1 - s)), esc(d.label));
    }
    return svg + QStringLiteral("</svg>");
}

} // namespace kiln::scoring
