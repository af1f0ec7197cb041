#include "rooflinetable.h"

#include <QMap>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace kiln {

namespace {

QString csvField(const QString& s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString q = s;
    q.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString num(double v)
{
    return std::isfinite(v) ? QString::number(v, 'g', 8) : QString();
}

struct Mean
{
    double logSum = 0;
    int n = 0;
    void add(double f) { logSum += std::log(f), ++n; }
    double value() const { return n ? std::exp(logSum / n) : 0.0; }
};

} // namespace

QString rooflineCsv(const QList<RooflinePoint>& points, const RooflineGeometry& geometry)
{
    QString out = QStringLiteral("task,candidate_id,candidate,configuration,hidden,role,group,dtype,seconds,flops,"
                                 "bytes,intensity_flop_per_byte,achieved_flop_per_s,achieved_bytes_per_s,"
                                 "roof,fraction_of_roofline,bound\n");
    for (const RooflinePoint& p : points) {
        const PointAssessment a = geometry.assess(p);
        const QStringList row{csvField(p.task),
                              csvField(p.candidateId),
                              csvField(p.candidateLabel),
                              csvField(p.configuration),
                              p.hidden ? QStringLiteral("1") : QStringLiteral("0"),
                              roleName(p.role),
                              csvField(p.group),
                              csvField(dtypeLabel(p.dtype)),
                              num(p.seconds),
                              num(p.flops),
                              num(p.bytes),
                              p.flops > 0 ? num(a.intensity) : QString(),
                              num(a.achievedFlops),
                              num(a.achievedBytes),
                              num(a.roof),
                              num(a.fraction),
                              a.memoryBound ? QStringLiteral("memory") : QStringLiteral("compute")};
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QList<TaskFraction> bestFractionPerTask(const QList<RooflinePoint>& points, const RooflineGeometry& geometry)
{
    // task -> candidate id -> (visible mean, hidden mean); baselines kept apart.
    struct Candidate
    {
        QString label;
        Mean visible, hidden;
    };
    QMap<QString, QMap<QString, Candidate>> candidates;
    QMap<QString, Candidate> baselines;
    for (const RooflinePoint& p : points) {
        const double f = geometry.assess(p).fraction;
        // The production baseline is a reference line, not a contender for "best on this task".
        if (!(f > 0) || p.role == RooflinePoint::Role::ProductionBaseline)
            continue;
        Candidate& c = p.role == RooflinePoint::Role::Baseline ? baselines[p.task] : candidates[p.task][p.candidateId];
        c.label = p.candidateLabel;
        (p.hidden ? c.hidden : c.visible).add(f);
    }
    auto meanOf = [](const Candidate& c) { return c.visible.n ? c.visible.value() : c.hidden.value(); };
    QList<TaskFraction> rows;
    for (auto t = candidates.begin(); t != candidates.end(); ++t) {
        TaskFraction row;
        row.task = t.key();
        for (auto c = t->begin(); c != t->end(); ++c) {
            const double f = meanOf(c.value());
            if (f > row.fraction) {
                row.fraction = f;
                row.candidateId = c.key();
                row.candidateLabel = c->label;
            }
        }
        if (baselines.contains(t.key()))
            row.baselineFraction = meanOf(baselines.value(t.key()));
        rows << row;
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const TaskFraction& a, const TaskFraction& b) { return a.fraction > b.fraction; });
    return rows;
}

} // namespace kiln
