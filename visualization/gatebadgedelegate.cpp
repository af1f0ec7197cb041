#include "gatebadgedelegate.h"

#include "model/evaluation/evalresult.h"

#include <QApplication>
#include <QPainter>

namespace kiln {

namespace {

struct BadgeColors
{
    QColor fill, text;
};

// Fill and text, light palette then dark: green pass, red fail, purple error, blue running.
struct BadgePalette
{
    GateStatus status;
    QRgb lightFill, lightText, darkFill, darkText;
};
constexpr BadgePalette kPalettes[] = {{GateStatus::Pass, 0xc8e6c9, 0x1b5e20, 0x1b5e20, 0xe8f5e9},
                                      {GateStatus::Fail, 0xffcdd2, 0xb71c1c, 0x8e2424, 0xffebee},
                                      {GateStatus::Error, 0xe1bee7, 0x4a148c, 0x6a1b9a, 0xf3e5f5},
                                      {GateStatus::Running, 0xbbdefb, 0x0d47a1, 0x0d47a1, 0xe3f2fd}};

BadgeColors colorsFor(GateStatus s, bool dark)
{
    for (const BadgePalette& p : kPalettes)
        if (p.status == s)
            return dark ? BadgeColors{QColor(p.darkFill), QColor(p.darkText)}
                        : BadgeColors{QColor(p.lightFill), QColor(p.lightText)};
    // Pending and skipped: no badge, grey words.
    return {Qt::transparent, dark ? QColor(0x9e, 0x9e, 0x9e) : QColor(0x75, 0x75, 0x75)};
}

} // namespace

GateBadgeDelegate::GateBadgeDelegate(int statusRole, QObject* parent)
    : QStyledItemDelegate(parent), m_statusRole(statusRole)
{
}

void GateBadgeDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QVariant status = index.data(m_statusRole);
    if (!status.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The row's selection and alternating background first, then the badge on top.
    QStyleOptionViewItem bg = option;
    initStyleOption(&bg, index);
    bg.text.clear();
    QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &bg, painter, bg.widget);

    const bool dark = option.palette.color(QPalette::Base).lightness() < 128;
    const BadgeColors c = colorsFor(static_cast<GateStatus>(status.toInt()), dark);
    const QString text = index.data(Qt::DisplayRole).toString();
    const QFontMetrics fm(option.font);
    const int w = std::min(option.rect.width() - 6, fm.horizontalAdvance(text) + 14);
    const int h = std::min(option.rect.height() - 4, fm.height() + 4);
    const QRect badge(option.rect.left() + 3, option.rect.center().y() - h / 2, w, h);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (c.fill != Qt::transparent) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(c.fill);
        painter->drawRoundedRect(badge, h / 2.0, h / 2.0);
    }
    painter->setPen(c.text);
    painter->drawText(badge, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, badge.width() - 8));
    painter->restore();
}

QSize GateBadgeDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    s.setWidth(s.width() + 16);
    return s;
}

} // namespace kiln
