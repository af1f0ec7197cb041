// RunTimeline: one task of a run over wall time. Each candidate is a point at the moment its evaluation was
// recorded (its kiln-eval tick on the strip, earlier, is when the agent submitted it; the gap is the
// evaluation): its speedup against the baseline with the 95% interval as a bar, a filled circle when it passed
// (green when faster beyond noise, grey within noise, orange slower), a red cross on zero when it failed;
// the best-so-far step line; the baseline at 1x. Below them, on a strip of their own, the agent's transcript:
// a tick per assistant turn, per tool call and per kiln-eval step, so what the agent did between two
// candidates is where it happened. Hover tells what a point or a tick is; clicking a candidate emits
// candidateClicked. Points and marks are replaced as a whole (setTask) or appended (addCandidate, addMarks),
// and repaints are coalesced (rpQueuedReplot).
#pragma once

#include <QDateTime>
#include <qcustomplot.h>

namespace kiln {

class RunTimeline : public QCustomPlot
{
    Q_OBJECT
public:
    enum class Outcome { Faster, WithinNoise, Slower, Failed };
    struct Candidate
    {
        qint64 id = 0; // 0: not recorded yet (nothing to open)
        int seq = 0;
        QDateTime at;
        double speedup = 0, low = -1, high = -1; // low/high: the 95% interval, -1: none
        Outcome outcome = Outcome::Failed;
        QString note; // the verdict's reason or the flags, for the tooltip
    };
    struct Mark
    {
        QDateTime at;
        QString kind; // assistant | tool_call | tool_result | kiln_eval | kiln_eval_report | ...
        int seq = 0;
    };

    explicit RunTimeline(QWidget* parent = nullptr);

    // Starts over with one task: `origin` is time zero (the run's start), the x axis counts from it.
    void setTask(const QString& title, const QDateTime& origin);
    void addCandidate(const Candidate& c);
    void addMark(const Mark& m) { addMarks({m}); }
    // Many at once (a page of the store: up to 20,000), with one rescale and one repaint.
    void addMarks(const QList<Mark>& marks);
    int candidateCount() const { return static_cast<int>(m_candidates.size()); }
    int markCount() const { return m_markCount; }
    // What hovering over the point nearest to `pos` (widget pixels) says; empty when nothing is near.
    QString tipAt(const QPointF& pos) const;
    // The candidate nearest to `pos`, 0 when none is within reach.
    qint64 candidateAt(const QPointF& pos) const;

signals:
    void candidateClicked(qint64 candidateId);

protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    double secondsOf(const QDateTime& t) const;
    int nearestCandidate(const QPointF& pos, double* distance) const;
    void rescale();

    QCPGraph *m_faster, *m_noise, *m_slower, *m_failed, *m_bestLine;
    QCPErrorBars *m_fasterBars, *m_noiseBars, *m_slowerBars;
    QCPGraph *m_turns, *m_tools, *m_steps;
    QCPItemStraightLine* m_baseline;
    QCPTextElement* m_title;
    QCPAxisRect* m_strip; // the transcript's ticks, under the points
    QDateTime m_origin;
    QList<Candidate> m_candidates;
    QList<Mark> m_marks;
    int m_markCount = 0;
    double m_best = 0, m_maxX = 1, m_maxY = 1, m_minY = 1;
    int m_failedCount = 0;
};

} // namespace kiln
