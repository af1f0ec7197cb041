// RooflineGeometry: the ceilings of one device as the roofline plot draws them, and where a measured
// point sits below them. Widget-free so the arithmetic is unit-tested on its own; the time-based
// figures (speed of light, fraction of roofline) come from model/device/roofline.h so the plot and
// the scoring can never disagree.
#pragma once

#include "model/device/rooflinepoint.h"

#include "model/device/devicespec.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kiln {

struct RooflineCeiling
{
    QString dtype;           // empty for the memory ceiling
    double value = 0;        // FLOP/s for a compute ceiling, bytes/s for the memory ceiling
    bool calibrated = false; // measured by `kiln calibrate` (solid) or the datasheet's figure (dashed)
};

struct PointAssessment
{
    double intensity = 0;     // FLOP/byte
    double achievedFlops = 0; // FLOP/s
    double achievedBytes = 0; // bytes/s
    double roof = 0;          // the attainable FLOP/s at this intensity (bytes/s when flops == 0)
    double fraction = 0;      // T_SOL / T_measured
    bool memoryBound = true;
    double headroom() const { return fraction > 0 ? 1.0 / fraction : 0.0; }
};

class RooflineGeometry
{
public:
    RooflineGeometry() = default;
    // The ceilings of `device` for `dtypes` (lower-case names as in devicespec peaks, e.g. "bf16").
    // Calibrated and datasheet figures both become ceilings where both exist.
    RooflineGeometry(const DeviceSpec& device, const QStringList& dtypes);

    const DeviceSpec& device() const { return m_device; }
    QStringList dtypes() const { return m_dtypes; }
    // Memory ceilings first calibrated then datasheet; only the ones that exist.
    const QList<RooflineCeiling>& memoryCeilings() const { return m_memory; }
    const QList<RooflineCeiling>& computeCeilings() const { return m_compute; }

    // The ceilings that are used (calibrated where measured), as model/device/roofline.h uses them.
    double bandwidth() const { return m_device.dramBandwidth(); }
    double peak(const QString& dtype) const;
    // Attainable FLOP/s at `intensity` under the roof of `dtype`: min(bandwidth * I, peak).
    double roof(double intensity, const QString& dtype) const;
    double ridge(const QString& dtype) const;

    PointAssessment assess(const RooflinePoint& p) const;
    // "2.6x left to the memory roof", "at the compute roof", or "12% above the roof: the cost model
    // undercounts".
    static QString headroomText(const PointAssessment& a);

private:
    DeviceSpec m_device;
    QStringList m_dtypes;
    QList<RooflineCeiling> m_memory;
    QList<RooflineCeiling> m_compute;
};

// How a dtype is written on the plot: "bf16" -> "BF16".
QString dtypeLabel(const QString& dtype);

} // namespace kiln
