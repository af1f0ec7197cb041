// Which device spec a run's roofline uses: the one named, else the one matching the GPU that
// nvidia-smi reports, else the backend's usual device; with this machine's calibration applied when
// `kiln calibrate` has measured it (figures in $KILN_DATA_DIR/calibration/<id>.json).
#pragma once

#include "model/device/devicespec.h"

namespace kiln {

std::optional<DeviceSpec> deviceSpecFor(const QString& backend, const QString& specId, QString* error);
// Reads a calibration file into `spec`; false when there is none for it.
bool applyCalibration(DeviceSpec& spec);
QString calibrationPath(const QString& specId);

} // namespace kiln
