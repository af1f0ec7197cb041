#include "metricdeltas.h"

#include "model/units.h"

#include <QGridLayout>
#include <QLabel>
#include <cmath>

namespace kiln {

namespace {

QString formatValue(double v, const QString& unit)
{
    if (unit == QLatin1String("s"))
        return formatSeconds(v);
    if (unit.isEmpty())
        return QString::number(v, 'g', 4);
    if (unit == QLatin1String("%"))
        return QStringLiteral("%1%").arg(v * 100, 0, 'f', 1);
    return formatSi(v, unit).trimmed();
}

bool sameValue(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

} // namespace

int deltaVerdict(const MetricDelta& d)
{
    if (d.better == MetricDelta::Better::Neither || sameValue(d.left, d.right) || d.withinNoise())
        return 0;
    const bool lower = d.right < d.left;
    return (lower == (d.better == MetricDelta::Better::Lower)) ? 1 : -1;
}

QString describeDelta(const MetricDelta& d)
{
    if (sameValue(d.left, d.right))
        return QStringLiteral("same");
    QString change;
    // Counts (registers, spills) read best as differences; measured quantities as relative changes.
    const bool count = d.unit.isEmpty() && std::floor(d.left) == d.left && std::floor(d.right) == d.right;
    if (count || d.left == 0)
        change = QStringLiteral("%1%2")
                     .arg(d.right > d.left ? QStringLiteral("+") : QStringLiteral("−"))
                     .arg(std::abs(d.right - d.left), 0, 'g', 4);
    else
        change = QStringLiteral("%1%2%")
                     .arg(d.right > d.left ? QStringLiteral("+") : QStringLiteral("−"))
                     .arg(std::abs(d.right - d.left) / std::abs(d.left) * 100, 0, 'f', 1);
    if (d.withinNoise())
        return change + QStringLiteral(" (within noise)");
    switch (deltaVerdict(d)) {
    case 1:
        return change + QStringLiteral(" better");
    case -1:
        return change + QStringLiteral(" worse");
    default:
        return change;
    }
}

MetricDeltasView::MetricDeltasView(QWidget* parent) : QWidget(parent), m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(4, 2, 4, 2);
    m_grid->setHorizontalSpacing(18);
    m_grid->setVerticalSpacing(1);
    setVisible(false);
}

void MetricDeltasView::setDeltas(const QList<MetricDelta>& rows, const QString& leftName, const QString& rightName)
{
    m_rows = rows;
    m_leftName = leftName;
    m_rightName = rightName;
    rebuild();
}

void MetricDeltasView::setFindings(const QStringList& appeared, const QStringList& disappeared)
{
    m_appeared = appeared;
    m_disappeared = disappeared;
    rebuild();
}

void MetricDeltasView::rebuild()
{
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    setVisible(!m_rows.isEmpty() || findingCount() > 0);
    const QString better = QStringLiteral("color: #1a7f37;"), worse = QStringLiteral("color: #cf222e;");
    auto add = [this](int r, int c, const QString& text, Qt::Alignment align, const QString& style = {},
                      int columns = 1) {
        auto* l = new QLabel(text, this);
        l->setAlignment(align | Qt::AlignVCenter);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        if (!style.isEmpty())
            l->setStyleSheet(style);
        m_grid->addWidget(l, r, c, 1, columns);
    };
    int r = 0;
    if (!m_rows.isEmpty()) {
        const QString head = QStringLiteral("font-weight: bold;");
        add(r, 0, QStringLiteral("metric"), Qt::AlignLeft, head);
        add(r, 1, m_leftName.isEmpty() ? QStringLiteral("left") : m_leftName, Qt::AlignRight, head);
        add(r, 2, m_rightName.isEmpty() ? QStringLiteral("right") : m_rightName, Qt::AlignRight, head);
        add(r, 3, QStringLiteral("change"), Qt::AlignRight, head);
        ++r;
    }
    for (const MetricDelta& d : std::as_const(m_rows)) {
        add(r, 0, d.name, Qt::AlignLeft);
        add(r, 1, formatValue(d.left, d.unit), Qt::AlignRight);
        add(r, 2, formatValue(d.right, d.unit), Qt::AlignRight);
        const int v = deltaVerdict(d);
        add(r, 3, describeDelta(d), Qt::AlignRight, v > 0 ? better : v < 0 ? worse : QString());
        ++r;
    }
    // Findings are words, not numbers: one line each, across the table. Every finding is a problem,
    // so one that appeared is worse and one that disappeared is better.
    for (const QString& f : std::as_const(m_appeared))
        add(r++, 0, QStringLiteral("new finding: %1").arg(f), Qt::AlignLeft, worse, 4);
    for (const QString& f : std::as_const(m_disappeared))
        add(r++, 0, QStringLiteral("finding gone: %1").arg(f), Qt::AlignLeft, better, 4);
    m_grid->setColumnStretch(4, 1);
}

} // namespace kiln
