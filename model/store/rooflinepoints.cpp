#include "rooflinepoints.h"

#include "model/evaluation/speedupnoise.h"
#include "model/store/runstore.h"

namespace kiln {

QStringList rooflineDtypes(const Task& task)
{
    QStringList d = task.cost.flops.keys();
    return d.isEmpty() ? QStringList{QStringLiteral("f32")} : d;
}

QList<RooflinePoint> rooflinePointsForTask(const QString& storePath, const Task& task, int maxCandidates)
{
    QList<RooflinePoint> points;
    RunStore store;
    QString error;
    if (!store.open(storePath, &error))
        return points;
    const QString dtype = rooflineDtypes(task).value(0);
    QSet<QString> baselineSeen; // one baseline point per configuration and run
    int used = 0;
    for (const RunRecord& run : store.runs()) {
        for (const CandidateRecord& c : store.candidates(run.id, task.id)) {
            if (used >= maxCandidates)
                return points;
            if (c.role == QLatin1String("final") || c.tampered)
                continue;
            ++used;
            const bool best = shownAsBest(c.role, c.speedupCi);
            const EvalResult r = store.evaluation(c.id);
            for (const ConfigResult& cfg : r.configs) {
                if (!cfg.timed || cfg.candidate.medianMs <= 0)
                    continue;
                RooflinePoint p;
                p.task = task.id;
                p.candidateId = QString::number(c.id);
                p.candidateLabel =
                    QStringLiteral("%1 %2 %3")
                        .arg(run.agent, best ? QStringLiteral("best") : QStringLiteral("#%1").arg(c.seq), run.id);
                p.configuration = cfg.name;
                p.group = run.agent;
                p.dtype = dtype;
                p.hidden = cfg.hidden;
                p.role = best ? RooflinePoint::Role::Best : RooflinePoint::Role::Candidate;
                p.seconds = cfg.candidate.medianMs / 1e3;
                p.flops = cfg.flops;
                p.bytes = cfg.bytes;
                points << p;
                const QString key = run.id + '|' + cfg.name;
                if (cfg.baseline.medianMs > 0 && !baselineSeen.contains(key)) {
                    baselineSeen.insert(key);
                    RooflinePoint b = p;
                    b.candidateId.clear();
                    b.candidateLabel = QStringLiteral("baseline");
                    b.group = QStringLiteral("baseline");
                    b.role = RooflinePoint::Role::Baseline;
                    b.seconds = cfg.baseline.medianMs / 1e3;
                    points << b;
                }
            }
        }
    }
    return points;
}

} // namespace kiln
