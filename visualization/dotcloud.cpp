#include "dotcloud.h"

#include <cmath>
#include <limits>

namespace kiln {

DotCloud::DotCloud(QCPAxis* keyAxis, QCPAxis* valueAxis) : QCPAbstractPlottable(keyAxis, valueAxis)
{
    setSelectable(QCP::stNone);
    setAntialiased(false);
}

void DotCloud::setPoints(const QVector<double>& keys, const QVector<double>& values, const QVector<QRgb>& colors)
{
    m_keys = keys;
    m_values = values;
    m_colors = colors;
}

double DotCloud::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1;
}

QCPRange DotCloud::range(const QVector<double>& v, bool& found, QCP::SignDomain domain)
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (double x : v) {
        if ((domain == QCP::sdPositive && x <= 0) || (domain == QCP::sdNegative && x >= 0))
            continue;
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    found = lo <= hi;
    return found ? QCPRange(lo, hi) : QCPRange();
}

QCPRange DotCloud::getKeyRange(bool& foundRange, QCP::SignDomain inSignDomain) const
{
    return range(m_keys, foundRange, inSignDomain);
}

QCPRange DotCloud::getValueRange(bool& foundRange, QCP::SignDomain inSignDomain, const QCPRange&) const
{
    return range(m_values, foundRange, inSignDomain);
}

void DotCloud::draw(QCPPainter* painter)
{
    QCPAxis* key = keyAxis();
    QCPAxis* value = valueAxis();
    if (!key || !value || m_keys.isEmpty())
        return;
    const QRect clip = clipRect();
    if (clip.isEmpty())
        return;
    QImage image(clip.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const int w = image.width(), h = image.height();
    const int half = m_dotSize / 2;
    for (qsizetype i = 0; i < m_keys.size(); ++i) {
        const double px = key->coordToPixel(m_keys[i]) - clip.left();
        const double py = value->coordToPixel(m_values[i]) - clip.top();
        if (!(px >= 0 && px < w && py >= 0 && py < h)) // also drops NaN from non-positive log coordinates
            continue;
        const int x0 = std::max(0, int(px) - half), y0 = std::max(0, int(py) - half);
        const int x1 = std::min(w, x0 + m_dotSize), y1 = std::min(h, y0 + m_dotSize);
        const QRgb c = m_colors.value(i, qRgb(0, 0, 0)) | 0xff000000u;
        for (int y = y0; y < y1; ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            for (int x = x0; x < x1; ++x)
                line[x] = c;
        }
    }
    painter->drawImage(clip.topLeft(), image);
}

void DotCloud::drawLegendIcon(QCPPainter* painter, const QRectF& rect) const
{
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(m_colors.value(0, qRgb(0, 0, 0))));
    painter->drawEllipse(QRectF(rect.center() - QPointF(2, 2), QSizeF(4, 4)));
}

} // namespace kiln
