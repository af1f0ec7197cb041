// Roofline arithmetic (../shared/design/evaluation.md, "Roofline"): the speed-of-light time of a
// configuration on a device, the fraction of it a measured time reaches, and SOL-ExecBench's score.
// Pure functions; the roofline plot and the scoring both call these and nothing else.
#pragma once

#include "devicespec.h"

#include <QMap>
#include <QString>

namespace kiln {

struct SolBound
{
    double computeSeconds = 0; // sum over dtypes of flops / peak
    double memorySeconds = 0;  // bytes / DRAM bandwidth
    double seconds() const { return std::max(computeSeconds, memorySeconds); }
    bool memoryBound() const { return memorySeconds >= computeSeconds; }
};

SolBound speedOfLight(const QMap<QString, double>& flopsByDtype, double bytes, const DeviceSpec& device);

// T_SOL / T_measured, in (0, 1] for a plausible measurement; > 1 means the cost model undercounts.
double fractionOfRoofline(double solSeconds, double measuredSeconds);

// SOL-ExecBench: S = 1 / (1 + (T - T_SOL) / (T_baseline - T_SOL)); 0.5 at the baseline, 1 at the roofline.
double solScore(double measuredSeconds, double solSeconds, double baselineSeconds);

// The arithmetic intensity (FLOP/byte) where the memory roof meets the compute roof of `dtype`.
double ridgePoint(const DeviceSpec& device, const QString& dtype);

} // namespace kiln
