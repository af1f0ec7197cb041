#include "reviewbadge.h"

#include <QPainter>
#include <QPixmap>

namespace kiln {

QStringList reviewVerdicts()
{
    return {QStringLiteral("accept"), QStringLiteral("needs-work"), QStringLiteral("reject")};
}

QString reviewText(const QString& verdict)
{
    if (verdict == QLatin1String("accept"))
        return QStringLiteral("accepted");
    if (verdict == QLatin1String("reject"))
        return QStringLiteral("rejected");
    if (verdict == QLatin1String("needs-work"))
        return QStringLiteral("needs work");
    return verdict;
}

QColor reviewColor(const QString& verdict)
{
    if (verdict == QLatin1String("accept"))
        return QColor(0x1a, 0x7f, 0x37);
    if (verdict == QLatin1String("reject"))
        return QColor(0xcf, 0x22, 0x2e);
    if (verdict == QLatin1String("needs-work"))
        return QColor(0xbf, 0x87, 0x00);
    return {};
}

QIcon reviewIcon(const QString& verdict)
{
    const QColor c = reviewColor(verdict);
    if (!c.isValid())
        return {};
    QPixmap pix(12, 12);
    pix.fill(Qt::transparent);
    QPainter p(&pix);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    p.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(pix);
}

QString reviewTooltip(const std::optional<ReviewRecord>& review)
{
    if (!review)
        return QStringLiteral("not reviewed");
    QString s = reviewText(review->verdict);
    if (review->at.isValid())
        s += QLatin1Char(' ') + review->at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    if (!review->comment.isEmpty())
        s += QStringLiteral(": ") + review->comment;
    return s;
}

} // namespace kiln
