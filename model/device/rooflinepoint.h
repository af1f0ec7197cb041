// RooflinePoint: one measured (candidate, configuration) as the roofline, bandwidth and per-task views
// plot it. A plain value type so the run page, the store and the benchmarks can fill it without knowing
// anything about the plot; the achieved rates and the gap to the roof are derived (rooflinegeometry.h).
#pragma once

#include <QList>
#include <QString>

namespace kiln {

struct RooflinePoint
{
    // Baselines and the best candidate are few and matter most: they keep their own marker shapes.
    enum class Role { Baseline, ProductionBaseline, Candidate, Best };

    QString task;
    QString candidateId;    // what a click hands back (clicked -> open that candidate)
    QString candidateLabel; // what the tooltip and the CSV show
    QString configuration;
    QString group;       // colour key: the run or the agent
    QString dtype;       // the compute ceiling this kernel is held to (e.g. "bf16"); empty: f32
    bool hidden = false; // a hidden configuration (drawn with a hollow marker)
    Role role = Role::Candidate;
    double seconds = 0; // measured time of one call
    double flops = 0;   // 0 for pure data movement: such points go to the bandwidth view
    double bytes = 0;   // DRAM bytes of the cost model
};

QString roleName(RooflinePoint::Role role);

} // namespace kiln
