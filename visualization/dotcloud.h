// DotCloud: a QCustomPlot plottable that draws many points as small opaque dots rasterized straight
// into one image, for clouds too dense for markers to tell apart anyway. QPainter scatter markers cost
// a few microseconds each; a pixel write costs nanoseconds, which keeps a 100,000-point roofline well
// under 100 ms per replot on a loaded 2-core machine. RooflinePlot swaps it for real markers when few
// points are in view. Not selectable: hit testing is the owner's (it knows which point is which).
#pragma once

#include <QVector>
#include <qcustomplot.h>

namespace kiln {

class DotCloud : public QCPAbstractPlottable
{
    Q_OBJECT
public:
    DotCloud(QCPAxis* keyAxis, QCPAxis* valueAxis);

    // Later points are drawn over earlier ones.
    void setPoints(const QVector<double>& keys, const QVector<double>& values, const QVector<QRgb>& colors);
    void setDotSize(int pixels) { m_dotSize = std::max(1, pixels); }
    int size() const { return int(m_keys.size()); }

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;
    QCPRange getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth) const override;
    QCPRange getValueRange(bool& foundRange, QCP::SignDomain inSignDomain = QCP::sdBoth,
                           const QCPRange& inKeyRange = QCPRange()) const override;

protected:
    void draw(QCPPainter* painter) override;
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override;

private:
    static QCPRange range(const QVector<double>& v, bool& found, QCP::SignDomain domain);

    QVector<double> m_keys, m_values;
    QVector<QRgb> m_colors;
    int m_dotSize = 2;
};

} // namespace kiln
