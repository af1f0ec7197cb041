// SpeedupChart: a task's candidates over candidate number — speedup against the baseline (left axis,
// failed candidates as red crosses on zero), the best-so-far line, the baseline at 1x, and the fraction of
// roofline (right axis, percent). Points are appended as candidates arrive and repaints are coalesced
// (rpQueuedReplot), so a run producing many candidates a second costs one repaint per frame at most.
#pragma once

#include <qcustomplot.h>

namespace kiln {

class SpeedupChart : public QCustomPlot
{
    Q_OBJECT
public:
    explicit SpeedupChart(QWidget* parent = nullptr);

    void clear();
    void setTitle(const QString& title);
    // `number`: the candidate's number in its task (1, 2, ...); speedup 0 when it has none.
    // `surely`: the low end of the speedup's interval (-1: none). The best-so-far line steps to a candidate
    // only when that is above the best one's speedup, as the run picks its best (noise is not a result).
    void addCandidate(int number, double speedup, double fractionOfRoofline, bool passed, double surely = -1);
    int pointCount() const { return m_count; }
    double bestSpeedup() const { return m_best; }

private:
    void rescale();

    QCPGraph *m_pass, *m_fail, *m_best_line, *m_fraction;
    QCPItemStraightLine* m_baseline;
    QCPItemText* m_baselineLabel;
    QCPTextElement* m_title;
    int m_count = 0, m_maxNumber = 0;
    double m_best = 0, m_maxSpeedup = 0, m_minSpeedup = 0, m_maxFraction = 0;
    int m_failed = 0;
};

} // namespace kiln
