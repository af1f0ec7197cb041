// GateBadgeDelegate: paints a gate's status as a coloured badge ("pass 1.2 s", "fail 0.4 s", "running",
// "–") in any item view whose model gives the status (an int of GateStatus) and seconds under two roles.
// The Run page's candidate rows use it; the text is the model's DisplayRole, so copy and tests read the same.
#pragma once

#include <QStyledItemDelegate>

namespace kiln {

class GateBadgeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    GateBadgeDelegate(int statusRole, QObject* parent = nullptr);
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    int m_statusRole;
};

} // namespace kiln
