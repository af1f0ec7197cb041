#include "rooflinegeometry.h"

#include "model/device/roofline.h"

#include <limits>

namespace kiln {

QString dtypeLabel(const QString& dtype)
{
    return dtype.isEmpty() ? QStringLiteral("F32") : dtype.toUpper();
}

namespace {
QString effectiveDtype(const QString& dtype)
{
    return dtype.isEmpty() ? QStringLiteral("f32") : dtype;
}
} // namespace

RooflineGeometry::RooflineGeometry(const DeviceSpec& device, const QStringList& dtypes) : m_device(device)
{
    for (const QString& d : dtypes)
        if (!m_dtypes.contains(effectiveDtype(d)))
            m_dtypes << effectiveDtype(d);
    if (device.calibratedDramBytesPerS)
        m_memory << RooflineCeiling{QString(), *device.calibratedDramBytesPerS, true};
    if (device.dramBytesPerS > 0)
        m_memory << RooflineCeiling{QString(), device.dramBytesPerS, false};
    for (const QString& d : std::as_const(m_dtypes)) {
        if (device.calibratedPeakFlopsPerS.contains(d))
            m_compute << RooflineCeiling{d, device.calibratedPeakFlopsPerS.value(d), true};
        if (device.peakFlopsPerS.contains(d))
            m_compute << RooflineCeiling{d, device.peakFlopsPerS.value(d), false};
        // A dtype the spec has no figure for is held to the f32 rate (DeviceSpec::peakFlops); draw that
        // rate under the dtype's name so the point's roof is on the plot.
        if (!device.calibratedPeakFlopsPerS.contains(d) && !device.peakFlopsPerS.contains(d) && peak(d) > 0)
            m_compute << RooflineCeiling{d, peak(d), device.calibratedPeakFlopsPerS.contains(QStringLiteral("f32"))};
    }
}

double RooflineGeometry::peak(const QString& dtype) const
{
    return m_device.peakFlops(effectiveDtype(dtype));
}

double RooflineGeometry::roof(double intensity, const QString& dtype) const
{
    return std::min(bandwidth() * intensity, peak(dtype));
}

double RooflineGeometry::ridge(const QString& dtype) const
{
    return ridgePoint(m_device, effectiveDtype(dtype));
}

PointAssessment RooflineGeometry::assess(const RooflinePoint& p) const
{
    PointAssessment a;
    if (!(p.seconds > 0))
        return a;
    a.achievedFlops = p.flops / p.seconds;
    a.achievedBytes = p.bytes / p.seconds;
    a.intensity = p.bytes > 0 ? p.flops / p.bytes : std::numeric_limits<double>::infinity();
    QMap<QString, double> flops;
    if (p.flops > 0)
        flops.insert(effectiveDtype(p.dtype), p.flops);
    const SolBound sol = speedOfLight(flops, p.bytes, m_device);
    a.memoryBound = sol.memoryBound();
    a.fraction = fractionOfRoofline(sol.seconds(), p.seconds);
    a.roof = p.flops > 0 ? roof(a.intensity, p.dtype) : bandwidth();
    return a;
}

QString RooflineGeometry::headroomText(const PointAssessment& a)
{
    if (!(a.fraction > 0))
        return QStringLiteral("no roof for this point");
    const QString roofName = a.memoryBound ? QStringLiteral("memory roof") : QStringLiteral("compute roof");
    if (a.fraction > 1.005)
        return QStringLiteral("%1% above the %2: the cost model undercounts")
            .arg(QString::number((a.fraction - 1) * 100, 'f', 0), roofName);
    if (a.fraction >= 0.995)
        return QStringLiteral("at the %1").arg(roofName);
    const double h = a.headroom();
    return QStringLiteral("%1x left to the %2").arg(QString::number(h, 'f', h < 10 ? 1 : 0), roofName);
}

} // namespace kiln
