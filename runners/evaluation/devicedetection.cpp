#include "devicedetection.h"

#include "model/resourcepaths.h"
#include "runners/toolchains.h"
#include "runners/toolrun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace kiln {

QString calibrationPath(const QString& specId)
{
    return QDir(dataDir()).filePath(QStringLiteral("calibration/%1.json").arg(specId));
}

bool applyCalibration(DeviceSpec& spec)
{
    QFile f(calibrationPath(spec.id));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (o.value("dram_bytes_per_s").toDouble() > 0)
        spec.calibratedDramBytesPerS = o.value("dram_bytes_per_s").toDouble();
    const QJsonObject peaks = o.value("peak_flops_per_s").toObject();
    for (auto it = peaks.begin(); it != peaks.end(); ++it)
        spec.calibratedPeakFlopsPerS[it.key()] = it.value().toDouble();
    spec.calibratedAt = o.value("measured_at").toString();
    return spec.hasCalibration();
}

std::optional<DeviceSpec> deviceSpecFor(const QString& backend, const QString& specId, QString* error)
{
    LoadIssues issues;
    const QList<DeviceSpec> specs = loadDeviceSpecs(devicesDir(), issues);
    std::optional<DeviceSpec> found;
    if (!specId.isEmpty()) {
        QStringList ids;
        for (const auto& s : specs) {
            ids << s.id;
            if (s.id == specId)
                found = s;
        }
        if (!found) {
            *error = QStringLiteral("no device spec '%1' (known: %2)").arg(specId, ids.join(", "));
            return std::nullopt;
        }
    } else if (backend == QLatin1String("host")) {
        for (const auto& s : specs)
            if (s.id == QLatin1String("host-cpu"))
                found = s;
    } else if (backend == QLatin1String("hip")) {
        for (const auto& s : specs)
            if (s.id == QLatin1String("mi300x"))
                found = s;
    } else {
        const ToolInfo smi = findTool(QStringLiteral("nvidia-smi"));
        if (smi.found()) {
            const ToolResult ran = runTool(
                {smi.path, {QStringLiteral("--query-gpu=name"), QStringLiteral("--format=csv,noheader")}, 5000});
            if (ran.ok())
                found = findDeviceForName(specs, QString::fromUtf8(ran.out).section('\n', 0, 0));
        }
        if (!found)
            for (const auto& s : specs)
                if (s.id == QLatin1String("h200-sxm"))
                    found = s;
    }
    if (found)
        applyCalibration(*found);
    return found;
}

} // namespace kiln
