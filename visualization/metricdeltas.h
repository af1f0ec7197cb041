// MetricDeltasView: the table above a diff that says whether the right candidate is better than the
// left one: time per configuration, speedup, fraction of roofline, registers, spills, shared memory...
// Each row says which direction is better, so the change is coloured and worded ("12% better").
// Below the numbers, the findings that appeared or disappeared.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QGridLayout;

namespace kiln {

struct MetricDelta
{
    enum class Better { Lower, Higher, Neither };
    QString name;
    double left = 0;
    double right = 0;
    Better better = Better::Lower;
    QString unit; // "s" prints as a duration; other units with SI prefixes ("B", "FLOP/s"); empty: plain
    // Measured values' 95% intervals (0: none). Where both sides have one and they overlap, the change is
    // within noise: neither better nor worse, and said so.
    double leftLow = 0, leftHigh = 0, rightLow = 0, rightHigh = 0;
    bool withinNoise() const { return leftLow > 0 && rightLow > 0 && leftLow <= rightHigh && rightLow <= leftHigh; }
};

// "−24% better", "+3 worse", "same", "+0.9% (within noise)": how the right value compares, from the reader's point of view.
QString describeDelta(const MetricDelta& d);
// -1 worse, 0 same or no direction, +1 better.
int deltaVerdict(const MetricDelta& d);

class MetricDeltasView : public QWidget
{
    Q_OBJECT
public:
    explicit MetricDeltasView(QWidget* parent = nullptr);
    void setDeltas(const QList<MetricDelta>& rows, const QString& leftName = {}, const QString& rightName = {});
    // Findings of the diagnostics (e.g. "uncoalesced global loads") that the right side has and the
    // left has not, and the other way round.
    void setFindings(const QStringList& appeared, const QStringList& disappeared);
    int rowCount() const { return int(m_rows.size()); }
    int findingCount() const { return int(m_appeared.size() + m_disappeared.size()); }

private:
    void rebuild();

    QGridLayout* m_grid = nullptr;
    QList<MetricDelta> m_rows;
    QString m_leftName, m_rightName;
    QStringList m_appeared, m_disappeared;
};

} // namespace kiln
