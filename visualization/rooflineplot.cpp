#include "rooflineplot.h"

#include "dotcloud.h"
#include "rooflineceilings.h"
#include "silogticker.h"

#include "model/units.h"

#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace kiln {

namespace {

constexpr double kHitRadius = 8.0;

// Okabe-Ito: distinguishable with the common colour-vision deficiencies; yellow darkened to read on white.
const QColor kPalette[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                           QColor(0xd5, 0x5e, 0x00), QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9),
                           QColor(0xb8, 0xa0, 0x00), QColor(0x33, 0x33, 0x33)};

double floorDecade(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}

double ceilDecade(double v)
{
    return std::pow(10.0, std::ceil(std::log10(v)));
}

QString percent(double f)
{
    return QStringLiteral("%1%").arg(f * 100, 0, 'f', f < 0.1 ? 1 : 0);
}

} // namespace

RooflinePlot::RooflinePlot(QWidget* parent) : QCustomPlot(parent), m_ceilings(std::make_unique<RooflineCeilings>(this))
{
    setMouseTracking(true);
    setInteractions(QCP::iRangeZoom);
    setSelectionRectMode(QCP::srmZoom);
    setNoAntialiasingOnDrag(true);
    setPlottingHints(QCP::phFastPolylines | QCP::phCacheLabels);
    setMinimumSize(420, 300);
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        updateDensity();
        updateCeilings();
    });
    connect(yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
        updateDensity();
        updateCeilings();
    });
    connect(this, &QCustomPlot::afterLayout, this, &RooflinePlot::updateCeilings);
    rebuild();
}

RooflinePlot::~RooflinePlot() = default;

void RooflinePlot::updateCeilings()
{
    if (m_view != View::TaskFractions)
        m_ceilings->update();
}

void RooflinePlot::setDevice(const DeviceSpec& device, const QStringList& dtypes)
{
    m_geometry = RooflineGeometry(device, dtypes);
    rebuild();
}

void RooflinePlot::setPoints(const QList<RooflinePoint>& points)
{
    m_points = points;
    m_groups.clear();
    for (const RooflinePoint& p : std::as_const(m_points))
        if (!m_groups.contains(p.group))
            m_groups << p.group;
    if (m_view == View::Roofline) {
        const bool anyFlops =
            std::any_of(m_points.begin(), m_points.end(), [](const RooflinePoint& p) { return p.flops > 0; });
        if (!anyFlops && !m_points.isEmpty()) {
            m_view = View::Bandwidth;
            emit viewChanged(m_view);
        }
    }
    rebuild();
}

void RooflinePlot::setView(View view)
{
    if (view == m_view)
        return;
    m_view = view;
    rebuild();
    emit viewChanged(m_view);
}

void RooflinePlot::setSelectedCandidate(const QString& candidateId)
{
    m_selected = candidateId;
    updateSelectionOverlay();
    replot(rpQueuedReplot);
}

void RooflinePlot::setDenseThreshold(int points)
{
    m_denseThreshold = points;
    updateDensity(true);
    replot(rpQueuedReplot);
}

bool RooflinePlot::inView(const RooflinePoint& p) const
{
    if (!(p.seconds > 0) || !(p.bytes > 0))
        return false;
    return m_view == View::Roofline ? p.flops > 0 : p.flops <= 0;
}

QPointF RooflinePlot::coordinates(const RooflinePoint& p) const
{
    if (m_view == View::Roofline)
        return {p.flops / p.bytes, p.flops / p.seconds};
    return {p.bytes, p.bytes / p.seconds};
}

QColor RooflinePlot::groupColor(const QString& group) const
{
    const int i = std::max(0, static_cast<int>(m_groups.indexOf(group)));
    const int n = sizeof(kPalette) / sizeof(kPalette[0]);
    if (i < n)
        return kPalette[i];
    return QColor::fromHsv((i * 47) % 360, 200, 190);
}

QCPScatterStyle RooflinePlot::markerStyle(RooflinePoint::Role role, bool hidden, const QColor& color) const
{
    // Hidden configurations are hollow (white fill so they stay visible over a cloud).
    const QBrush fill = hidden ? QBrush(Qt::white) : QBrush(color);
    const QPen pen(color, hidden ? 1.5 : 1.0);
    switch (role) {
    case RooflinePoint::Role::Baseline:
        return QCPScatterStyle(QCPScatterStyle::ssSquare, pen, fill, 8);
    case RooflinePoint::Role::ProductionBaseline:
        return QCPScatterStyle(QCPScatterStyle::ssDiamond, pen, fill, 10);
    case RooflinePoint::Role::Best:
        return QCPScatterStyle(QCPScatterStyle::ssStar, QPen(color, 2.0), Qt::NoBrush, 13);
    case RooflinePoint::Role::Candidate:
        break;
    }
    return hidden ? QCPScatterStyle(QCPScatterStyle::ssCircle, pen, fill, 7)
                  : QCPScatterStyle(QCPScatterStyle::ssDisc, color, 6);
}

void RooflinePlot::rebuild()
{
    clearPlottables();
    clearItems();
    m_series.clear();
    m_ceilings->clear();
    m_selectionOverlay = nullptr;
    m_cloud = nullptr;
    m_taskRows.clear();
    legend->clearItems();
    // Back to the default layout: the legend inside the axis rect, no title row.
    takeLegendInside();
    if (plotLayout()->rowCount() > 1) {
        plotLayout()->remove(plotLayout()->element(0, 0));
        plotLayout()->simplify();
    }
    if (m_view == View::TaskFractions)
        buildTaskView();
    else
        buildScatterView();
    replot();
}

void RooflinePlot::buildScatterView()
{
    const bool roofline = m_view == View::Roofline;
    setScatterAxes(roofline);
    addScatterTitle(roofline);
    if (roofline)
        m_ceilings->addRoofline(m_geometry);
    else
        m_ceilings->addBandwidth(m_geometry);
    int outside = 0;
    const QList<QPair<RooflinePoint::Role, bool>> styles = addScatterSeries(&outside);
    QStringList groups;
    for (const Series& s : std::as_const(m_series)) {
        const QString g = m_points[s.indices.first()].group;
        if (!groups.contains(g))
            groups << g;
    }
    addLegendKeys(groups, styles);

    if (outside > 0)
        addOutsideNote(outside, roofline);

    m_dense = false;
    m_cloud->setVisible(false);
    resetZoom();
    updateDensity(true);
    updateSelectionOverlay();
}

// Log axes with SI ticks: intensity against FLOP/s (roofline), or bytes against bandwidth.
void RooflinePlot::setScatterAxes(bool roofline)
{
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->grid()->setSubGridVisible(true);
    }
    auto xTicker = QSharedPointer<SiLogTicker>::create(roofline ? QString() : QStringLiteral("B"));
    auto yTicker = QSharedPointer<SiLogTicker>::create(roofline ? QStringLiteral("FLOP/s") : QStringLiteral("B/s"));
    xAxis->setTicker(xTicker);
    yAxis->setTicker(yTicker);
    xAxis->setNumberFormat(QStringLiteral("g"));
    yAxis->setNumberFormat(QStringLiteral("g"));
    xAxis->setLabel(roofline ? QStringLiteral("arithmetic intensity (FLOP/byte)")
                             : QStringLiteral("bytes moved per call"));
    yAxis->setLabel(roofline ? QStringLiteral("achieved FLOP/s") : QStringLiteral("achieved DRAM bandwidth"));
}

// The title: the view, the device and where its ceilings come from.
void RooflinePlot::addScatterTitle(bool roofline)
{
    const QString device = m_geometry.device().name.isEmpty() ? m_geometry.device().id : m_geometry.device().name;
    QString title = roofline ? QStringLiteral("Roofline") : QStringLiteral("Bandwidth");
    if (!device.isEmpty())
        title += QStringLiteral(" · ") + device;
    // Where the roofs come from, always said: a point above an assumed roof is a guess's failure, not a
    // kernel's feat.
    const QString ceilings = m_geometry.device().ceilingsLabel();
    title += QStringLiteral(" · ") +
             (ceilings.startsWith(QLatin1String("calibrated")) ? ceilings : ceilings + QStringLiteral(" ceilings"));
    m_title = title;
    plotLayout()->insertRow(0);
    auto* titleElement = new QCPTextElement(this, title, QFont(font().family(), font().pointSize() + 1, QFont::Bold));
    plotLayout()->addElement(0, 0, titleElement);
}

// The points in view as a few graphs (one per group, role and hidden) over the dense cloud, and the
// selection overlay; *outside counts measured points this view cannot place. The styles used, for the legend.
QList<QPair<RooflinePoint::Role, bool>> RooflinePlot::addScatterSeries(int* outside)
{
    // The dense form of every candidate point, under the markers; updateDensity() picks one of the two.
    m_cloud = new DotCloud(xAxis, yAxis);
    m_cloud->removeFromLegend();
    QVector<double> cloudKeys, cloudValues;
    QVector<QRgb> cloudColors;

    // One graph per (group, role, hidden): 100,000 points draw as a handful of plottables.
    std::map<std::tuple<int, int, bool>, QVector<int>> bySeries;
    for (int i = 0; i < m_points.size(); ++i) {
        const RooflinePoint& p = m_points[i];
        if (!inView(p)) {
            *outside += p.seconds > 0 ? 1 : 0;
            continue;
        }
        bySeries[{static_cast<int>(m_groups.indexOf(p.group)), static_cast<int>(p.role), p.hidden}] << i;
    }
    // Candidates first so baselines and the best are drawn on top of the cloud.
    QList<std::tuple<int, int, bool>> order;
    for (const auto& kv : bySeries)
        order << kv.first;
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
        auto rank = [](int role) { return role == static_cast<int>(RooflinePoint::Role::Candidate) ? 0 : 1; };
        return rank(std::get<1>(a)) < rank(std::get<1>(b));
    });
    QList<QPair<RooflinePoint::Role, bool>> styles;
    for (const auto& key : order) {
        Series s;
        s.role = static_cast<RooflinePoint::Role>(std::get<1>(key));
        s.indices = bySeries[key];
        std::sort(s.indices.begin(), s.indices.end(),
                  [&](int a, int b) { return coordinates(m_points[a]).x() < coordinates(m_points[b]).x(); });
        QVector<double> values;
        s.keys.reserve(s.indices.size());
        values.reserve(s.indices.size());
        for (int i : std::as_const(s.indices)) {
            const QPointF c = coordinates(m_points[i]);
            s.keys << c.x();
            values << c.y();
        }
        s.graph = addGraph();
        s.graph->setLineStyle(QCPGraph::lsNone);
        // Adaptive sampling thins scatter data by pixel column; off so no measured point is dropped.
        s.graph->setAdaptiveSampling(false);
        s.graph->setData(s.keys, values, true);
        s.graph->removeFromLegend();
        const QColor color = groupColor(m_points[s.indices.first()].group);
        s.graph->setScatterStyle(markerStyle(s.role, std::get<2>(key), color));
        if (s.role == RooflinePoint::Role::Candidate) {
            cloudKeys += s.keys;
            cloudValues += values;
            cloudColors.insert(cloudColors.size(), s.keys.size(), color.rgb());
        }
        m_series << s;
        const QPair<RooflinePoint::Role, bool> style{s.role, std::get<2>(key)};
        if (!styles.contains(style))
            styles << style;
    }
    m_cloud->setPoints(cloudKeys, cloudValues, cloudColors);
    m_selectionOverlay = addGraph();
    m_selectionOverlay->setLineStyle(QCPGraph::lsNone);
    m_selectionOverlay->setAdaptiveSampling(false);
    m_selectionOverlay->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::black, 2.0), Qt::NoBrush, 13));
    m_selectionOverlay->removeFromLegend();
    return styles;
}

// Says how many points belong to the other view (no FLOPs, or FLOPs).
void RooflinePlot::addOutsideNote(int outside, bool roofline)
{
    auto* note = new QCPItemText(this);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    // Top right: above the highest roof, where no point can be and no ceiling label goes.
    note->position->setCoords(0.99, 0.01);
    note->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    note->setColor(kDatasheetCeilingColor);
    note->setText(roofline ? QStringLiteral("%1 points without FLOPs: see the bandwidth view").arg(outside)
                           : QStringLiteral("%1 points with FLOPs: see the roofline view").arg(outside));
}

void RooflinePlot::addLegendKeys(const QStringList& groups, const QList<QPair<RooflinePoint::Role, bool>>& styles)
{
    // The legend explains colour (group) and shape (role, hidden) separately: entries come from empty
    // graphs, so a legend never costs drawing time however many points there are.
    auto key = [this](const QString& name, const QCPScatterStyle& style) {
        QCPGraph* g = addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(style);
    };
    for (const QString& group : groups)
        key(group.isEmpty() ? QStringLiteral("(no group)") : group,
            QCPScatterStyle(QCPScatterStyle::ssDisc, groupColor(group), 8));
    const QColor grey(0x55, 0x55, 0x55);
    if (styles.size() > 1 || (styles.size() == 1 && styles.first().second)) {
        const RooflinePoint::Role roles[] = {RooflinePoint::Role::Candidate, RooflinePoint::Role::Best,
                                             RooflinePoint::Role::Baseline, RooflinePoint::Role::ProductionBaseline};
        for (RooflinePoint::Role role : roles) {
            // A colour group already called "baseline" names it; a second "baseline" row would only confuse.
            if (role == RooflinePoint::Role::Baseline && groups.contains(roleName(role)))
                continue;
            if (std::any_of(styles.begin(), styles.end(), [&](const auto& s) { return s.first == role; }))
                key(roleName(role), markerStyle(role, false, grey));
        }
        if (std::any_of(styles.begin(), styles.end(), [](const auto& s) { return s.second; }))
            key(QStringLiteral("hidden configuration"), markerStyle(RooflinePoint::Role::Candidate, true, grey));
    }
    legend->setVisible(legend->itemCount() > 0);
    legend->setBrush(QColor(255, 255, 255, 220));
    legend->setBorderPen(QPen(QColor(0xcc, 0xcc, 0xcc)));
    legend->setIconSize(14, 12);
    placeLegend();
}

// Narrower than this, a legend inside the plot covers the compute roof's label (a dock beside the
// candidate page is about 350 px wide).
static constexpr int kNarrowPlot = 560;

// Inside the plot while it has room; below it (three keys a row) when the plot is narrow or there are many
// runs, where it covers neither a roof, its label nor a point.
void RooflinePlot::placeLegend()
{
    if (m_view == View::TaskFractions || legend->itemCount() == 0)
        return;
    const bool below = legend->itemCount() > 8 || width() < kNarrowPlot;
    const bool isBelow = legend->layout() != axisRect()->insetLayout();
    if (below && !isBelow) {
        axisRect()->insetLayout()->take(legend);
        axisRect()->insetLayout()->simplify();
        plotLayout()->addElement(plotLayout()->rowCount(), 0, legend);
        plotLayout()->setRowStretchFactor(plotLayout()->rowCount() - 1, 0.001);
        legend->setWrap(3);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // true: the keys already there move too
        legend->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    } else if (!below && isBelow) {
        takeLegendInside();
    }
    if (!below) // the roofline's top-left corner is above the memory roof, where no measurement can be
        axisRect()->insetLayout()->setInsetAlignment(0, m_view == View::Roofline ? Qt::AlignLeft | Qt::AlignTop
                                                                                 : Qt::AlignRight | Qt::AlignBottom);
}

void RooflinePlot::takeLegendInside()
{
    if (legend->layout() == axisRect()->insetLayout())
        return;
    plotLayout()->take(legend);
    plotLayout()->simplify(); // the legend's row goes with it
    legend->setWrap(0);
    legend->setFillOrder(QCPLayoutGrid::foRowsFirst, true);
    axisRect()->insetLayout()->addElement(legend, Qt::AlignLeft | Qt::AlignTop);
}

void RooflinePlot::resizeEvent(QResizeEvent* event)
{
    QCustomPlot::resizeEvent(event);
    const bool isBelow = legend->layout() != axisRect()->insetLayout();
    if (m_view != View::TaskFractions && legend->itemCount() > 0 &&
        isBelow != (legend->itemCount() > 8 || width() < kNarrowPlot)) {
        placeLegend();
        replot(QCustomPlot::rpQueuedReplot);
    }
}

void RooflinePlot::buildTaskView()
{
    m_taskRows = bestFractionPerTask(m_points, m_geometry);
    std::reverse(m_taskRows.begin(), m_taskRows.end()); // best at the top: bars are drawn from key 0 upwards
    xAxis->setScaleType(QCPAxis::stLinear);
    yAxis->setScaleType(QCPAxis::stLinear);
    auto percentTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    percentTicker->setTickStep(0.1);
    xAxis->setTicker(percentTicker);
    xAxis->setNumberFormat(QStringLiteral("f"));
    xAxis->setNumberPrecision(1);
    xAxis->setLabel(QStringLiteral("fraction of roofline (best candidate, geometric mean over configurations)"));
    xAxis->grid()->setSubGridVisible(false);
    yAxis->grid()->setSubGridVisible(false);
    auto taskTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < m_taskRows.size(); ++i)
        taskTicker->addTick(i, m_taskRows[i].task);
    yAxis->setTicker(taskTicker);
    yAxis->setLabel(QString());

    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0,
                             new QCPTextElement(this, QStringLiteral("Fraction of roofline by task"),
                                                QFont(font().family(), font().pointSize() + 1, QFont::Bold)));

    auto* bars = new QCPBars(yAxis, xAxis);
    bars->setName(QStringLiteral("best candidate"));
    bars->setWidth(0.7);
    bars->setBrush(kPalette[0]);
    bars->setPen(Qt::NoPen);
    QVector<double> keys, values, baseKeys, baseValues;
    for (int i = 0; i < m_taskRows.size(); ++i) {
        keys << i;
        values << m_taskRows[i].fraction;
        if (m_taskRows[i].baselineFraction > 0) {
            baseKeys << i;
            baseValues << m_taskRows[i].baselineFraction;
        }
    }
    bars->setData(keys, values, true);
    if (m_taskRows.size() <= 60) { // the figure at the end of each bar, while there is room to read it
        for (int i = 0; i < m_taskRows.size(); ++i) {
            auto* label = new QCPItemText(this);
            label->position->setCoords(m_taskRows[i].fraction, i);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setPadding(QMargins(4, 0, 0, 0));
            label->setText(percent(m_taskRows[i].fraction));
        }
    }
    auto* baseline = new QCPGraph(yAxis, xAxis);
    baseline->setName(QStringLiteral("baseline"));
    baseline->setLineStyle(QCPGraph::lsNone);
    baseline->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(Qt::black, 1.0), QBrush(Qt::white), 7));
    baseline->setData(baseKeys, baseValues, true);
    if (baseKeys.isEmpty())
        baseline->removeFromLegend();
    legend->setVisible(true);
    legend->setBrush(QColor(255, 255, 255, 220));
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignRight | Qt::AlignBottom);
    resetZoom();
}

void RooflinePlot::resetZoom()
{
    if (m_view == View::TaskFractions) {
        double maxFraction = 1.0;
        for (const TaskFraction& t : std::as_const(m_taskRows))
            maxFraction = std::max({maxFraction, t.fraction, t.baselineFraction});
        xAxis->setRange(0, maxFraction * 1.05);
        yAxis->setRange(-0.6, std::max(1.0, m_taskRows.size() - 0.4));
        replot(rpQueuedReplot);
        return;
    }
    double xLo = std::numeric_limits<double>::infinity(), xHi = 0;
    double yLo = std::numeric_limits<double>::infinity(), yHi = 0;
    for (const Series& s : std::as_const(m_series))
        for (int i : s.indices) {
            const QPointF c = coordinates(m_points[i]);
            xLo = std::min(xLo, c.x());
            xHi = std::max(xHi, c.x());
            yLo = std::min(yLo, c.y());
            yHi = std::max(yHi, c.y());
        }
    // The ceilings belong in the view even with no points: a roofline without its roof says nothing.
    if (m_view == View::Roofline) {
        for (const QString& d : m_geometry.dtypes()) {
            const double ridge = m_geometry.ridge(d);
            if (std::isfinite(ridge) && ridge > 0) {
                xLo = std::min(xLo, ridge / 100);
                xHi = std::max(xHi, ridge * 10);
            }
        }
    }
    double ceiling = 0;
    for (const RooflineCeiling& c :
         m_view == View::Roofline ? m_geometry.computeCeilings() : m_geometry.memoryCeilings())
        ceiling = std::max(ceiling, c.value);
    if (ceiling > 0) {
        yHi = std::max(yHi, ceiling);
        // The roofline spans four decades below the roof; the bandwidth view two (latency-bound small
        // copies sit one or two decades down, nothing useful lives below that).
        yLo = std::min(yLo, ceiling / (m_view == View::Roofline ? 1e4 : 1e2));
    }
    if (!(xHi > 0)) {
        xLo = m_view == View::Roofline ? 0.01 : 1e3;
        xHi = m_view == View::Roofline ? 1e4 : 1e10;
    }
    if (!(yHi > 0)) {
        yLo = 1e9;
        yHi = 1e15;
    }
    xAxis->setRange(floorDecade(xLo / 1.5), ceilDecade(xHi * 1.5));
    // Head room above the highest roof for its label.
    yAxis->setRange(floorDecade(yLo / 1.5), yHi * 4);
    replot(rpQueuedReplot);
}

void RooflinePlot::updateSelectionOverlay()
{
    if (!m_selectionOverlay)
        return;
    QVector<QPair<double, double>> xy;
    if (!m_selected.isEmpty())
        for (const Series& s : std::as_const(m_series))
            for (int i : s.indices)
                if (m_points[i].candidateId == m_selected) {
                    const QPointF c = coordinates(m_points[i]);
                    xy.append({c.x(), c.y()});
                }
    std::sort(xy.begin(), xy.end());
    QVector<double> keys, values;
    for (const auto& [k, v] : xy) {
        keys << k;
        values << v;
    }
    m_selectionOverlay->setData(keys, values, true);
}

void RooflinePlot::updateDensity(bool restyle)
{
    if (m_view == View::TaskFractions || m_series.isEmpty())
        return;
    // Counting the visible candidates is a binary search per series; restyling only when the answer
    // changes keeps zooming cheap.
    const QCPRange xr = xAxis->range(), yr = yAxis->range();
    qsizetype visible = 0;
    for (const Series& s : std::as_const(m_series)) {
        if (s.role != RooflinePoint::Role::Candidate)
            continue;
        const auto lo = std::lower_bound(s.keys.begin(), s.keys.end(), xr.lower);
        const auto hi = std::upper_bound(s.keys.begin(), s.keys.end(), xr.upper);
        if (hi - lo > m_denseThreshold) {
            visible = hi - lo;
            break;
        }
        for (auto it = lo; it != hi; ++it) {
            const double y = coordinates(m_points[s.indices[it - s.keys.begin()]]).y();
            visible += yr.contains(y) ? 1 : 0;
        }
    }
    const bool dense = visible > m_denseThreshold;
    if (dense == m_dense && !restyle)
        return;
    m_dense = dense;
    // Dense: every candidate as a dot in one image; baselines and the best keep their markers on top.
    m_cloud->setVisible(dense);
    for (const Series& s : std::as_const(m_series))
        if (s.role == RooflinePoint::Role::Candidate)
            s.graph->setVisible(!dense);
}

int RooflinePlot::pointAt(const QPointF& pos) const
{
    if (m_view == View::TaskFractions || !axisRect()->rect().contains(pos.toPoint()))
        return -1;
    // Keys are sorted per series, so only the points within the hit radius in x are looked at.
    const double kLo = xAxis->pixelToCoord(pos.x() - kHitRadius);
    const double kHi = xAxis->pixelToCoord(pos.x() + kHitRadius);
    int best = -1;
    double bestDist = kHitRadius * kHitRadius;
    // Later series are drawn on top; prefer them on ties by scanning in reverse.
    for (auto s = m_series.crbegin(); s != m_series.crend(); ++s) {
        const auto lo = std::lower_bound(s->keys.begin(), s->keys.end(), std::min(kLo, kHi));
        const auto hi = std::upper_bound(s->keys.begin(), s->keys.end(), std::max(kLo, kHi));
        for (auto it = lo; it != hi; ++it) {
            const int i = s->indices[it - s->keys.begin()];
            const QPointF c = coordinates(m_points[i]);
            const double dx = xAxis->coordToPixel(c.x()) - pos.x();
            const double dy = yAxis->coordToPixel(c.y()) - pos.y();
            if (dx * dx + dy * dy < bestDist) {
                bestDist = dx * dx + dy * dy;
                best = i;
            }
        }
    }
    return best;
}

int RooflinePlot::taskRowAt(const QPointF& pos) const
{
    if (m_view != View::TaskFractions || !axisRect()->rect().contains(pos.toPoint()))
        return -1;
    const int row = static_cast<int>(std::lround(yAxis->pixelToCoord(pos.y())));
    return row >= 0 && row < m_taskRows.size() ? row : -1;
}

QPointF RooflinePlot::pixelPosition(int index) const
{
    if (index < 0 || index >= m_points.size() || m_view == View::TaskFractions || !inView(m_points[index]))
        return {qQNaN(), qQNaN()};
    const QPointF c = coordinates(m_points[index]);
    return {xAxis->coordToPixel(c.x()), yAxis->coordToPixel(c.y())};
}

QString RooflinePlot::tooltipText(int index) const
{
    if (index < 0 || index >= m_points.size())
        return {};
    const RooflinePoint& p = m_points[index];
    const PointAssessment a = m_geometry.assess(p);
    QStringList lines;
    lines << p.task;
    QString who = p.candidateLabel.isEmpty() ? p.candidateId : p.candidateLabel;
    if (p.role != RooflinePoint::Role::Candidate)
        who += QStringLiteral(" (%1)").arg(roleName(p.role));
    lines << QStringLiteral("candidate: %1").arg(who);
    lines << QStringLiteral("configuration: %1%2")
                 .arg(p.configuration, p.hidden ? QStringLiteral(" (hidden)") : QString());
    lines << QStringLiteral("time: %1").arg(formatSeconds(p.seconds));
    if (p.flops > 0)
        lines << QStringLiteral("achieved: %1 at %2 FLOP/byte (%3)")
                     .arg(formatSi(a.achievedFlops, QStringLiteral("FLOP/s")).trimmed(),
                          QString::number(a.intensity, 'g', 3),
                          formatSi(a.achievedBytes, QStringLiteral("B/s")).trimmed());
    else
        lines << QStringLiteral("achieved: %1").arg(formatSi(a.achievedBytes, QStringLiteral("B/s")).trimmed());
    lines << QStringLiteral("fraction of roofline: %1, %2").arg(percent(a.fraction), RooflineGeometry::headroomText(a));
    if (a.fraction > 1)
        lines << (ceilingsAssumed(m_geometry.device().ceilingsLabel())
                      ? QStringLiteral("beyond the roofline: these ceilings are assumed, not measured (kiln calibrate)")
                      : QStringLiteral("beyond the roofline: check the task's FLOP and byte counts"));
    return lines.join(QLatin1Char('\n'));
}

QString RooflinePlot::taskTooltipText(int row) const
{
    if (row < 0 || row >= m_taskRows.size())
        return {};
    const TaskFraction& t = m_taskRows[row];
    QStringList lines{t.task,
                      QStringLiteral("best: %1, %2 of roofline")
                          .arg(t.candidateLabel.isEmpty() ? t.candidateId : t.candidateLabel, percent(t.fraction))};
    if (t.baselineFraction > 0)
        lines << QStringLiteral("baseline: %1 of roofline").arg(percent(t.baselineFraction));
    if (t.fraction > 0 && t.fraction < 0.995)
        lines << QStringLiteral("%1x left to the roof").arg(QString::number(1.0 / t.fraction, 'f', 1));
    return lines.join(QLatin1Char('\n'));
}

void RooflinePlot::mousePressEvent(QMouseEvent* event)
{
    m_pressPos = event->pos();
    if (event->button() == Qt::RightButton) { // the menu, never a right-drag zoom
        showContextMenu(event->pos());
        event->accept();
        return;
    }
    QCustomPlot::mousePressEvent(event);
}

void RooflinePlot::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    if (event->buttons() != Qt::NoButton)
        return;
    const QString text = m_view == View::TaskFractions ? taskTooltipText(taskRowAt(event->position()))
                                                       : tooltipText(pointAt(event->position()));
    if (text.isEmpty()) {
        if (!m_hoverText.isEmpty())
            QToolTip::hideText();
    } else if (text != m_hoverText) {
        QToolTip::showText(event->globalPosition().toPoint(), text, this, QRect(), 30000);
    }
    m_hoverText = text;
    setCursor(text.isEmpty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
}

void RooflinePlot::mouseReleaseEvent(QMouseEvent* event)
{
    QCustomPlot::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || (event->pos() - m_pressPos).manhattanLength() > 3)
        return;
    QString id;
    if (m_view == View::TaskFractions) {
        const int row = taskRowAt(event->position());
        if (row >= 0)
            id = m_taskRows[row].candidateId;
    } else if (const int i = pointAt(event->position()); i >= 0) {
        id = m_points[i].candidateId;
    }
    if (id.isEmpty())
        return;
    setSelectedCandidate(id);
    emit candidateClicked(id);
}

void RooflinePlot::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    if (event->button() == Qt::LeftButton)
        resetZoom();
}

void RooflinePlot::leaveEvent(QEvent* event)
{
    QCustomPlot::leaveEvent(event);
    m_hoverText.clear();
}

void RooflinePlot::showContextMenu(const QPoint& pos)
{
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    const QPair<View, QString> views[] = {{View::Roofline, QStringLiteral("Roofline")},
                                          {View::Bandwidth, QStringLiteral("Bandwidth (kernels without FLOPs)")},
                                          {View::TaskFractions, QStringLiteral("Fraction of roofline by task")}};
    for (const auto& [v, name] : views) {
        QAction* a = menu->addAction(name, this, [this, v = v] { setView(v); });
        a->setCheckable(true);
        a->setChecked(m_view == v);
    }
    menu->addSeparator();
    menu->addAction(QStringLiteral("Reset zoom"), this, &RooflinePlot::resetZoom);
    menu->addSeparator();
    auto exportTo = [this](const QString& filter, auto write) {
        const QString path = QFileDialog::getSaveFileName(this, QStringLiteral("Export"), QString(), filter);
        if (!path.isEmpty() && !write(path))
            QToolTip::showText(QCursor::pos(), QStringLiteral("Could not write %1").arg(path), this);
    };
    menu->addAction(QStringLiteral("Export PNG…"), this, [=, this] {
        exportTo(QStringLiteral("PNG image (*.png)"), [this](const QString& p) { return exportPng(p); });
    });
    menu->addAction(QStringLiteral("Export PDF…"), this, [=, this] {
        exportTo(QStringLiteral("PDF (*.pdf)"), [this](const QString& p) { return exportPdf(p); });
    });
    menu->addAction(QStringLiteral("Export table as CSV…"), this, [=, this] {
        exportTo(QStringLiteral("CSV (*.csv)"), [this](const QString& p) { return exportCsv(p); });
    });
    menu->popup(mapToGlobal(pos));
}

bool RooflinePlot::exportPng(const QString& path, int width, int height)
{
    return savePng(path, width, height, 1.0);
}

bool RooflinePlot::exportPdf(const QString& path)
{
    return savePdf(path);
}

bool RooflinePlot::exportCsv(const QString& path, QString* error) const
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    const QByteArray data = rooflineCsv(m_points, m_geometry).toUtf8();
    if (f.write(data) != data.size()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace kiln
