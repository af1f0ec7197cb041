#include "speedupchart.h"

#include "plotlegend.h"

namespace kiln {

SpeedupChart::SpeedupChart(QWidget* parent) : QCustomPlot(parent)
{
    setNoAntialiasingOnDrag(true);
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString(), QFont(font().family(), font().pointSize(), QFont::Bold));
    plotLayout()->addElement(0, 0, m_title);

    xAxis->setLabel(tr("candidate"));
    yAxis->setLabel(tr("speedup over baseline (×)"));
    yAxis2->setVisible(true);
    yAxis2->setLabel(tr("fraction of roofline (%)"));
    QSharedPointer<QCPAxisTickerFixed> integers(new QCPAxisTickerFixed);
    integers->setTickStep(1);
    integers->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    xAxis->setTicker(integers);

    m_fraction = addGraph(xAxis, yAxis2);
    m_fraction->setName(tr("fraction of roofline"));
    m_fraction->setPen(QPen(QColor(0xef, 0x6c, 0x00, 150), 1, Qt::DotLine));
    m_fraction->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QColor(0xef, 0x6c, 0x00), 6));

    m_best_line = addGraph();
    m_best_line->setName(tr("best so far"));
    m_best_line->setPen(QPen(QColor(0x2e, 0x7d, 0x32), 2));
    m_best_line->setLineStyle(QCPGraph::lsStepLeft);

    m_pass = addGraph();
    m_pass->setName(tr("speedup"));
    m_pass->setLineStyle(QCPGraph::lsNone);
    m_pass->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0x15, 0x65, 0xc0), 7));

    m_fail = addGraph();
    m_fail->setName(tr("failed"));
    m_fail->setLineStyle(QCPGraph::lsNone);
    m_fail->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCross, QPen(QColor(0xc6, 0x28, 0x28), 2), Qt::NoBrush, 8));

    m_baseline = new QCPItemStraightLine(this);
    m_baseline->point1->setCoords(0, 1);
    m_baseline->point2->setCoords(1, 1);
    m_baseline->setPen(QPen(QColor(0x61, 0x61, 0x61), 1, Qt::DashLine));
    m_baselineLabel = new QCPItemText(this);
    m_baselineLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_baselineLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_baselineLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_baselineLabel->position->setCoords(0.01, 1);
    m_baselineLabel->setText(tr("baseline 1×"));
    m_baselineLabel->setColor(QColor(0x61, 0x61, 0x61));

    placeLegendUnderTitle(this);
    rescale();
}

void SpeedupChart::clear()
{
    for (QCPGraph* g : {m_pass, m_fail, m_best_line, m_fraction})
        g->data()->clear();
    m_count = m_maxNumber = 0;
    m_best = m_maxSpeedup = m_minSpeedup = m_maxFraction = 0;
    m_failed = 0;
    rescale();
    replot(rpQueuedReplot);
}

void SpeedupChart::setTitle(const QString& title)
{
    m_title->setText(title);
    replot(rpQueuedReplot);
}

void SpeedupChart::addCandidate(int number, double speedup, double fraction, bool passed, double surely)
{
    ++m_count;
    m_maxNumber = std::max(m_maxNumber, number);
    if (passed && speedup > 0) {
        m_pass->addData(number, speedup);
        if ((surely > 0 ? surely : speedup) > m_best)
            m_best = speedup;
        m_maxSpeedup = std::max(m_maxSpeedup, speedup);
        m_minSpeedup = m_minSpeedup > 0 ? std::min(m_minSpeedup, speedup) : speedup;
    } else {
        m_fail->addData(number, 0);
        ++m_failed;
    }
    if (m_best > 0)
        m_best_line->addData(number, m_best);
    if (fraction > 0) {
        m_fraction->addData(number, 100 * fraction);
        m_maxFraction = std::max(m_maxFraction, fraction);
    }
    // Thousands of markers cost more than the data (gui-performance.md): dots once the chart is dense.
    if (m_count == 2000) {
        m_pass->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDot, QColor(0x15, 0x65, 0xc0), 1));
        m_fraction->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDot, QColor(0xef, 0x6c, 0x00), 1));
        m_fraction->setLineStyle(QCPGraph::lsNone);
    }
    rescale();
    replot(rpQueuedReplot);
}

void SpeedupChart::rescale()
{
    xAxis->setRange(0.5, std::max(4, m_maxNumber) + 0.5);
    // Zero is on the axis only when a failure is drawn there; otherwise the range hugs the speedups and
    // the baseline, so a 2% gain is visible.
    const double hi = std::max(1.0, m_maxSpeedup), lo = m_minSpeedup > 0 ? std::min(1.0, m_minSpeedup) : 1.0;
    const double pad = std::max(0.02, (hi - lo) * 0.15);
    if (m_failed || m_count == 0)
        yAxis->setRange(0, std::max(1.25, hi + pad));
    else
        yAxis->setRange(std::max(0.0, lo - pad), hi + pad);
    // The right axis is scaled so the fraction's points use the plot's height, rounded to a readable top.
    const double pct = 100 * m_maxFraction;
    const double top2 = pct <= 0 ? 100 : std::min(100.0, std::max(5.0, std::ceil(pct * 1.15 / 5) * 5));
    yAxis2->setRange(0, top2);
}

} // namespace kiln
