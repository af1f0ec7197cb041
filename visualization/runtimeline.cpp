#include "runtimeline.h"

#include "plotlegend.h"

#include <QToolTip>
#include <cmath>

namespace kiln {

namespace {

constexpr double kReachPx = 9; // how near the pointer must be to a point to be about it

QCPGraph* pointGraph(QCustomPlot* plot, QCPAxisRect* rect, const QString& name, QCPScatterStyle style)
{
    QCPGraph* g = plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
    g->setName(name);
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(style);
    return g;
}

QCPErrorBars* barsOn(QCPGraph* g, const QColor& color)
{
    auto* bars = new QCPErrorBars(g->keyAxis(), g->valueAxis());
    bars->setDataPlottable(g);
    bars->setPen(QPen(color, 1));
    bars->setWhiskerWidth(5);
    bars->removeFromLegend();
    return bars;
}

QString clock(double seconds)
{
    const qint64 s = static_cast<qint64>(std::llround(seconds));
    return s >= 3600 ? QStringLiteral("%1:%2:%3")
                           .arg(s / 3600)
                           .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
                           .arg(s % 60, 2, 10, QLatin1Char('0'))
                     : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

// The strip's row for a transcript event's kind (1: the agent's text, 2: tool calls and their output,
// 3: Kiln's kiln-eval steps and reports); 0 for kinds not shown.
int laneOf(const QString& kind)
{
    if (kind == QLatin1String("assistant"))
        return 1;
    if (kind == QLatin1String("tool_call") || kind == QLatin1String("tool_result"))
        return 2;
    if (kind.startsWith(QLatin1String("kiln_eval")))
        return 3;
    return 0;
}

} // namespace

RunTimeline::RunTimeline(QWidget* parent) : QCustomPlot(parent)
{
    setObjectName(QStringLiteral("RunTimeline"));
    setNoAntialiasingOnDrag(true);
    setMouseTracking(true);
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString(), QFont(font().family(), font().pointSize(), QFont::Bold));
    plotLayout()->addElement(0, 0, m_title);

    QCPAxisRect* main = axisRect();
    xAxis->setLabel(QString());
    yAxis->setLabel(tr("speedup (×)")); // short: the plot may be a few lines high, the label must fit beside it
    QSharedPointer<QCPAxisTickerTime> minutes(new QCPAxisTickerTime);
    minutes->setTimeFormat(QStringLiteral("%m:%s"));

    m_best = 0;
    m_bestLine = addGraph();
    m_bestLine->setName(tr("best so far (beyond noise)"));
    m_bestLine->setPen(QPen(QColor(0x2e, 0x7d, 0x32), 2));
    m_bestLine->setLineStyle(QCPGraph::lsStepLeft);
    m_faster =
        pointGraph(this, main, tr("faster"), QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x2e, 0x7d, 0x32), 8));
    m_noise = pointGraph(this, main, tr("within noise"),
                         QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x75, 0x75, 0x75), 8));
    m_slower =
        pointGraph(this, main, tr("slower"), QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0xef, 0x6c, 0x00), 8));
    m_failed = pointGraph(this, main, tr("failed"),
                          QCPScatterStyle(QCPScatterStyle::ssCross, QPen(QColor(0xc6, 0x28, 0x28), 2), Qt::NoBrush, 9));
    m_fasterBars = barsOn(m_faster, QColor(0x2e, 0x7d, 0x32));
    m_noiseBars = barsOn(m_noise, QColor(0x75, 0x75, 0x75));
    m_slowerBars = barsOn(m_slower, QColor(0xef, 0x6c, 0x00));

    m_baseline = new QCPItemStraightLine(this);
    m_baseline->point1->setCoords(0, 1);
    m_baseline->point2->setCoords(1, 1);
    m_baseline->setPen(QPen(QColor(0x61, 0x61, 0x61), 1, Qt::DashLine));

    // The transcript strip: its own axis rect under the points, the same time axis.
    m_strip = new QCPAxisRect(this);
    plotLayout()->addElement(2, 0, m_strip);
    m_strip->setMaximumSize(QWIDGETSIZE_MAX, 54);
    m_strip->setMinimumSize(0, 54);
    m_strip->axis(QCPAxis::atBottom)->setTicker(minutes);
    m_strip->axis(QCPAxis::atBottom)->setLabel(tr("wall time since the run started (min:s)"));
    QCPAxis* lanes = m_strip->axis(QCPAxis::atLeft);
    lanes->setRange(0.3, 3.7);
    QSharedPointer<QCPAxisTickerText> laneNames(new QCPAxisTickerText);
    laneNames->addTick(1, tr("turns"));
    laneNames->addTick(2, tr("tools"));
    laneNames->addTick(3, tr("kiln-eval"));
    lanes->setTicker(laneNames);
    lanes->grid()->setVisible(false);
    xAxis->setTicker(minutes);
    xAxis->setTickLabels(false); // the strip's axis says the time, once
    auto* margins = new QCPMarginGroup(this);
    main->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_strip->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_strip->axis(QCPAxis::atBottom),
            qOverload<const QCPRange&>(&QCPAxis::setRange));
    auto tick = [this](const QColor& color, const QString& name) {
        QCPGraph* g = addGraph(m_strip->axis(QCPAxis::atBottom), m_strip->axis(QCPAxis::atLeft));
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssPlus, QPen(color, 1.2), Qt::NoBrush, 7));
        g->removeFromLegend();
        return g;
    };
    m_turns = tick(QColor(0x15, 0x65, 0xc0), tr("assistant turns"));
    m_tools = tick(QColor(0x6a, 0x1b, 0x9a), tr("tool calls"));
    m_steps = tick(QColor(0x2e, 0x7d, 0x32), tr("kiln-eval steps"));

    placeLegendUnderTitle(this);
    plotLayout()->setRowStretchFactor(3, 0.001);
    rescale();
}

void RunTimeline::setTask(const QString& title, const QDateTime& origin)
{
    m_title->setText(title);
    m_origin = origin;
    for (QCPGraph* g : {m_faster, m_noise, m_slower, m_failed, m_bestLine, m_turns, m_tools, m_steps})
        g->data()->clear();
    for (QCPErrorBars* b : {m_fasterBars, m_noiseBars, m_slowerBars})
        b->data()->clear();
    m_candidates.clear();
    m_marks.clear();
    m_markCount = 0;
    m_best = 0;
    m_maxX = 1;
    m_maxY = 1.0;
    m_minY = 1.0;
    m_failedCount = 0;
    rescale();
    replot(rpQueuedReplot);
}

double RunTimeline::secondsOf(const QDateTime& t) const
{
    return m_origin.isValid() && t.isValid() ? std::max<qint64>(0, m_origin.msecsTo(t)) / 1000.0 : 0.0;
}

void RunTimeline::addCandidate(const Candidate& c)
{
    m_candidates << c;
    const double x = secondsOf(c.at);
    m_maxX = std::max(m_maxX, x);
    if (c.outcome == Outcome::Failed || c.speedup <= 0) {
        m_failed->addData(x, 0);
        ++m_failedCount;
    } else {
        QCPGraph* g = c.outcome == Outcome::Faster ? m_faster : (c.outcome == Outcome::Slower ? m_slower : m_noise);
        QCPErrorBars* bars = c.outcome == Outcome::Faster   ? m_fasterBars
                             : c.outcome == Outcome::Slower ? m_slowerBars
                                                            : m_noiseBars;
        g->addData(x, c.speedup);
        const bool interval = c.low > 0 && c.high >= c.low;
        bars->addData(interval ? c.speedup - c.low : 0, interval ? c.high - c.speedup : 0);
        m_maxY = std::max(m_maxY, interval ? c.high : c.speedup);
        m_minY = std::min(m_minY, interval ? c.low : c.speedup);
        // The best so far steps only to a candidate faster beyond noise, as the run picks its best.
        if (c.outcome == Outcome::Faster && c.speedup > m_best)
            m_best = c.speedup;
    }
    if (m_best > 0)
        m_bestLine->addData(x, m_best);
    rescale();
    replot(rpQueuedReplot);
}

void RunTimeline::addMarks(const QList<Mark>& marks)
{
    const int before = m_markCount;
    for (const Mark& m : marks) {
        const int lane = laneOf(m.kind);
        if (lane == 0)
            continue;
        const double x = secondsOf(m.at);
        m_maxX = std::max(m_maxX, x);
        (lane == 1 ? m_turns : lane == 2 ? m_tools : m_steps)->addData(x, lane);
        m_marks << m;
        ++m_markCount;
    }
    if (m_markCount == before)
        return;
    if (before < 2000 && m_markCount >= 2000) // thousands of markers cost more than their data (gui-performance.md)
        for (QCPGraph* g : {m_turns, m_tools, m_steps})
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDot, g->scatterStyle().pen().color(), 1));
    rescale();
    replot(rpQueuedReplot);
}

void RunTimeline::rescale()
{
    xAxis->setRange(-0.02 * m_maxX, m_maxX * 1.04 + 1);
    // Zero is on the axis only when a failure is drawn there; otherwise the range hugs the speedups and the
    // baseline, so that a 2% gain and its interval are visible.
    const double pad = std::max(0.02, (m_maxY - m_minY) * 0.15);
    if (m_failedCount > 0 || m_candidates.isEmpty())
        yAxis->setRange(0, std::max(1.25, m_maxY + pad));
    else
        yAxis->setRange(std::max(0.0, m_minY - pad), m_maxY + pad);
    m_baseline->point2->setCoords(std::max(1.0, m_maxX), 1);
}

int RunTimeline::nearestCandidate(const QPointF& pos, double* distance) const
{
    int best = -1;
    double bestD = kReachPx;
    for (int i = 0; i < m_candidates.size(); ++i) {
        const Candidate& c = m_candidates[i];
        const double y = c.outcome == Outcome::Failed || c.speedup <= 0 ? 0 : c.speedup;
        const QPointF p(xAxis->coordToPixel(secondsOf(c.at)), yAxis->coordToPixel(y));
        const double d = std::hypot(p.x() - pos.x(), p.y() - pos.y());
        if (d <= bestD) {
            bestD = d;
            best = i;
        }
    }
    if (distance)
        *distance = bestD;
    return best;
}

qint64 RunTimeline::candidateAt(const QPointF& pos) const
{
    const int i = nearestCandidate(pos, nullptr);
    return i >= 0 ? m_candidates[i].id : 0;
}

QString RunTimeline::tipAt(const QPointF& pos) const
{
    if (const int i = nearestCandidate(pos, nullptr); i >= 0) {
        const Candidate& c = m_candidates[i];
        QString speed;
        if (c.outcome == Outcome::Failed || c.speedup <= 0)
            speed = tr("failed");
        else if (c.low > 0)
            speed = tr("%1× [%2, %3] (%4)")
                        .arg(c.speedup, 0, 'f', 3)
                        .arg(c.low, 0, 'f', 3)
                        .arg(c.high, 0, 'f', 3)
                        .arg(c.outcome == Outcome::Faster   ? tr("faster beyond noise")
                             : c.outcome == Outcome::Slower ? tr("slower beyond noise")
                                                            : tr("within noise"));
        else
            speed = tr("%1×").arg(c.speedup, 0, 'f', 3);
        return tr("candidate %1 at %2: %3%4%5")
            .arg(c.seq)
            .arg(clock(secondsOf(c.at)), speed, c.note.isEmpty() ? QString() : QStringLiteral(" · ") + c.note,
                 c.id > 0 ? tr("\nclick to open it") : QString());
    }
    // A transcript tick: the nearest one in its lane.
    QCPAxis* time = m_strip->axis(QCPAxis::atBottom);
    QCPAxis* lanes = m_strip->axis(QCPAxis::atLeft);
    const Mark* nearest = nullptr;
    double bestD = kReachPx;
    for (const Mark& m : m_marks) {
        const QPointF p(time->coordToPixel(secondsOf(m.at)), lanes->coordToPixel(laneOf(m.kind)));
        const double d = std::hypot(p.x() - pos.x(), p.y() - pos.y());
        if (d <= bestD) {
            bestD = d;
            nearest = &m;
        }
    }
    if (nearest)
        return tr("%1 at %2 (step %3 of the task's transcript)")
            .arg(nearest->kind, clock(secondsOf(nearest->at)))
            .arg(nearest->seq);
    return {};
}

void RunTimeline::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    const QString tip = tipAt(event->position());
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tip, this);
}

void RunTimeline::mousePressEvent(QMouseEvent* event)
{
    QCustomPlot::mousePressEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    if (const qint64 id = candidateAt(event->position()); id > 0)
        emit candidateClicked(id);
}

} // namespace kiln
