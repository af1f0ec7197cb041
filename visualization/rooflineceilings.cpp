#include "rooflineceilings.h"

#include "model/units.h"

#include <cmath>

namespace kiln {

namespace {

// Ceiling and ridge labels sit above the points (layer) on a translucent plate, so a cloud of points
// near a roof never makes its figure unreadable.
QCPItemText* addLabel(QCustomPlot* plot)
{
    auto* t = new QCPItemText(plot);
    t->setLayer(QStringLiteral("legend"));
    t->setBrush(QColor(255, 255, 255, 200));
    t->setPadding(QMargins(3, 1, 3, 1));
    t->setColor(kMeasuredCeilingColor);
    return t;
}

} // namespace

RooflineCeilings::RooflineCeilings(QCustomPlot* plot) : m_plot(plot)
{
}

void RooflineCeilings::clear()
{
    m_labels.clear();
    m_segments.clear();
}

void RooflineCeilings::addRoofline(const RooflineGeometry& geometry)
{
    // Lines run far past any sensible view; clipLines() cuts them to it.
    constexpr double xMin = 1e-6, xMax = 1e9;
    auto line = [this](double x0, double y0, double x1, double y1, bool calibrated) {
        QCPGraph* g = m_plot->addGraph();
        m_segments << Segment{g, {x0, y0}, {x1, y1}};
        g->setPen(calibrated ? QPen(kMeasuredCeilingColor, 2.0) : QPen(kDatasheetCeilingColor, 1.5, Qt::DashLine));
        g->removeFromLegend();
        g->setSelectable(QCP::stNone);
        return g;
    };
    // Where two ceilings of one kind are close, the higher label goes above its line and the lower one
    // below, so "measured" and "datasheet" never print on top of each other.
    auto placeBelow = [](const QList<RooflineCeiling>& all, const RooflineCeiling& c) {
        for (const RooflineCeiling& o : all)
            if (o.dtype == c.dtype && o.value > c.value)
                return true;
        return false;
    };
    for (const RooflineCeiling& m : geometry.memoryCeilings()) {
        double end = 0; // the memory roof ends where it meets the highest compute roof of the same kind
        for (const RooflineCeiling& c : geometry.computeCeilings())
            end = std::max(end, c.value / m.value);
        if (end <= 0)
            end = xMax;
        line(xMin, m.value * xMin, end, m.value * end, m.calibrated);
        Label l;
        l.memory = true;
        l.value = m.value;
        l.below = placeBelow(geometry.memoryCeilings(), m);
        l.text = addLabel(m_plot);
        l.text->setText(QStringLiteral("DRAM %1 %2")
                            .arg(formatSi(m.value, QStringLiteral("B/s")).trimmed(),
                                 m.calibrated ? QStringLiteral("measured") : QStringLiteral("datasheet")));
        m_labels << l;
    }
    for (const RooflineCeiling& c : geometry.computeCeilings()) {
        // A compute roof starts at its ridge with the memory ceiling of the same provenance.
        double bw = geometry.bandwidth();
        for (const RooflineCeiling& m : geometry.memoryCeilings())
            if (m.calibrated == c.calibrated)
                bw = m.value;
        const double ridge = bw > 0 ? c.value / bw : xMin;
        line(ridge, c.value, xMax, c.value, c.calibrated);
        Label l;
        l.value = c.value;
        l.startX = ridge;
        l.below = placeBelow(geometry.computeCeilings(), c);
        l.text = addLabel(m_plot);
        l.text->setText(QStringLiteral("%1 %2 %3")
                            .arg(dtypeLabel(c.dtype), formatSi(c.value, QStringLiteral("FLOP/s")).trimmed(),
                                 c.calibrated ? QStringLiteral("measured") : QStringLiteral("datasheet")));
        m_labels << l;
    }
    // The ridge points of the roofs in use: a marker on the roof and the intensity on a dotted drop line.
    for (const QString& dtype : geometry.dtypes()) {
        const double ridge = geometry.ridge(dtype);
        const double peak = geometry.peak(dtype);
        if (!std::isfinite(ridge) || !(peak > 0))
            continue;
        QCPGraph* drop = m_plot->addGraph();
        m_segments << Segment{drop, {ridge, 1e-3}, {ridge, peak}};
        drop->setPen(QPen(kDatasheetCeilingColor, 1.0, Qt::DotLine));
        drop->removeFromLegend();
        QCPGraph* marker = m_plot->addGraph();
        marker->setData({ridge}, {peak});
        marker->setLineStyle(QCPGraph::lsNone);
        marker->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kMeasuredCeilingColor, 1.5), QBrush(Qt::white), 8));
        marker->removeFromLegend();
        // Upright along the drop line: ridges of different dtypes can be close, upright labels never collide.
        auto* label = addLabel(m_plot);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(ridge, 0.985);
        label->setRotation(-90);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setText(QStringLiteral("%1 ridge %2 FLOP/B").arg(dtypeLabel(dtype), QString::number(ridge, 'g', 3)));
    }
}

void RooflineCeilings::addBandwidth(const RooflineGeometry& geometry)
{
    for (const RooflineCeiling& m : geometry.memoryCeilings()) {
        QCPGraph* g = m_plot->addGraph();
        m_segments << Segment{g, {1.0, m.value}, {1e15, m.value}};
        g->setPen(m.calibrated ? QPen(kMeasuredCeilingColor, 2.0) : QPen(kDatasheetCeilingColor, 1.5, Qt::DashLine));
        g->removeFromLegend();
        Label l;
        l.value = m.value;
        l.startX = 0;
        for (const RooflineCeiling& o : geometry.memoryCeilings())
            l.below = l.below || o.value > m.value;
        l.text = addLabel(m_plot);
        l.text->setText(QStringLiteral("DRAM %1 %2")
                            .arg(formatSi(m.value, QStringLiteral("B/s")).trimmed(),
                                 m.calibrated ? QStringLiteral("measured") : QStringLiteral("datasheet")));
        m_labels << l;
    }
}

void RooflineCeilings::clipLines()
{
    // A ceiling drawn from 1e-6 to 1e9 FLOP/byte is millions of pixels long once zoomed in, and Qt
    // strokes (and dashes) all of it: 130 ms per replot with no points at all. Each line is cut to the
    // visible range first; lines are straight in log-log space, so the cut is done on logarithms.
    const QCPRange xr = m_plot->xAxis->range(), yr = m_plot->yAxis->range();
    const double lx0 = std::log10(xr.lower) - 0.1, lx1 = std::log10(xr.upper) + 0.1;
    const double ly0 = std::log10(yr.lower) - 0.1, ly1 = std::log10(yr.upper) + 0.1;
    for (const Segment& seg : std::as_const(m_segments)) {
        const double ax = std::log10(seg.from.x()), ay = std::log10(seg.from.y());
        const double dx = std::log10(seg.to.x()) - ax, dy = std::log10(seg.to.y()) - ay;
        double t0 = 0, t1 = 1; // Liang-Barsky
        bool inside = true;
        auto clip = [&](double p, double q) {
            if (p == 0)
                return q >= 0;
            const double t = q / p;
            if (p < 0)
                t0 = std::max(t0, t);
            else
                t1 = std::min(t1, t);
            return t0 <= t1;
        };
        inside = clip(-dx, ax - lx0) && clip(dx, lx1 - ax) && clip(-dy, ay - ly0) && clip(dy, ly1 - ay);
        if (!inside) {
            seg.graph->data()->clear();
            continue;
        }
        const double x0 = std::pow(10.0, ax + t0 * dx), y0 = std::pow(10.0, ay + t0 * dy);
        const double x1 = std::pow(10.0, ax + t1 * dx), y1 = std::pow(10.0, ay + t1 * dy);
        seg.graph->setData({x0, x1}, {y0, y1}, true);
    }
}

void RooflineCeilings::update()
{
    clipLines();
    const QRect r = m_plot->axisRect()->rect();
    const QCPRange xr = m_plot->xAxis->range(), yr = m_plot->yAxis->range();
    for (Label& l : m_labels) {
        l.text->setColor(kMeasuredCeilingColor);
        l.text->position->setType(QCPItemPosition::ptAbsolute);
        if (!l.memory) {
            // Flat roof: label where the roof starts in view (just right of its ridge), since compute-bound
            // kernels crowd the far right.
            const bool visible = yr.contains(l.value) && l.startX < xr.upper;
            l.text->setVisible(visible);
            l.text->setRotation(0);
            const double startPx = l.startX > xr.lower ? m_plot->xAxis->coordToPixel(l.startX) : r.left();
            l.text->position->setCoords(std::min(startPx + 10, r.right() - 200.0),
                                        m_plot->yAxis->coordToPixel(l.value) + (l.below ? 3 : -3));
            l.text->setPositionAlignment(Qt::AlignLeft | (l.below ? Qt::AlignTop : Qt::AlignBottom));
            continue;
        }
        // Sloped roof: the label lies along the line, near the start of its visible stretch.
        const double x0 = std::max(xr.lower, yr.lower / l.value);
        const double x1 = std::min(xr.upper, yr.upper / l.value);
        if (!(x1 > x0)) {
            l.text->setVisible(false);
            continue;
        }
        const double xa = x0 * std::pow(x1 / x0, 0.12);
        const QPointF pa(m_plot->xAxis->coordToPixel(xa), m_plot->yAxis->coordToPixel(l.value * xa));
        const QPointF pb(m_plot->xAxis->coordToPixel(xa * 10), m_plot->yAxis->coordToPixel(l.value * xa * 10));
        const double angle = std::atan2(pb.y() - pa.y(), pb.x() - pa.x()) * 180.0 / M_PI;
        l.text->setVisible(true);
        l.text->setRotation(angle);
        l.text->setPositionAlignment(Qt::AlignLeft | (l.below ? Qt::AlignTop : Qt::AlignBottom));
        l.text->position->setCoords(pa);
    }
}

} // namespace kiln
