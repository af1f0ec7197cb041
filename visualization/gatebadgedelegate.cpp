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

BadgeColors colorsFor(GateStatus s, bool dark)
{
    switch (s) {
    case GateStatus::Pass:
        return {dark ? QColor(0x1b, 0x5e, 0x20) : QColor(0xc8, 0xe6, 0xc9),
                dark ? QColor(0xe8, 0xf5, 0xe9) : QColor(0x1b, 0x5e, 0x20)};
    case GateStatus::Fail:
        return {dark ? QColor(0x8e, 0x24, 0x24) : QColor(0xff, 0xcd, 0xd2),
                dark ? QColor(0xff, 0xeb, 0xee) : QColor(0xb7, 0x1c, 0x1c)};
    case GateStatus::Error:
        return {dark ? QColor(0x6a, 0x1b, 0x9a) : QColor(0xe1, 0xbe, 0xe7),
                dark ? QColor(0xf3, 0xe5, 0xf5) : QColor(0x4a, 0x14, 0x8c)};
    case GateStatus::Running:
        return {dark ? QColor(0x0d, 0x47, 0xa1) : QColor(0xbb, 0xde, 0xfb),
                dark ? QColor(0xe3, 0xf2, 0xfd) : QColor(0x0d, 0x47, 0xa1)};
    case GateStatus::Skipped:
    case GateStatus::Pending:
        break;
    }
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
