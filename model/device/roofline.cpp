#include "roofline.h"

#include <limits>

namespace kiln {

SolBound speedOfLight(const QMap<QString, double>& flopsByDtype, double bytes, const DeviceSpec& device)
{
    SolBound b;
    for (auto it = flopsByDtype.begin(); it != flopsByDtype.end(); ++it) {
        const double peak = device.peakFlops(it.key());
        if (peak > 0)
            b.computeSeconds += it.value() / peak;
    }
    const double bw = device.dramBandwidth();
    if (bw > 0)
        b.memorySeconds = bytes / bw;
    return b;
}

double fractionOfRoofline(double solSeconds, double measuredSeconds)
{
    if (measuredSeconds <= 0)
        return 0.0;
    return solSeconds / measuredSeconds;
}

double solScore(double measuredSeconds, double solSeconds, double baselineSeconds)
{
    const double span = baselineSeconds - solSeconds;
    if (span <= 0)
        return measuredSeconds <= solSeconds ? 1.0 : 0.5;
    return 1.0 / (1.0 + (measuredSeconds - solSeconds) / span);
}

double ridgePoint(const DeviceSpec& device, const QString& dtype)
{
    const double bw = device.dramBandwidth();
    return bw > 0 ? device.peakFlops(dtype) / bw : std::numeric_limits<double>::infinity();
}

} // namespace kiln
