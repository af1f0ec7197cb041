#include "devicespec.h"

#include "../jsonfields.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kiln {

double DeviceSpec::peakFlops(const QString& dtype) const
{
    if (calibratedPeakFlopsPerS.contains(dtype))
        return calibratedPeakFlopsPerS.value(dtype);
    if (peakFlopsPerS.contains(dtype))
        return peakFlopsPerS.value(dtype);
    return calibratedPeakFlopsPerS.value(QStringLiteral("f32"), peakFlopsPerS.value(QStringLiteral("f32")));
}

std::optional<DeviceSpec> parseDeviceSpec(const QByteArray& json, const QString& path, LoadIssues& issues)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        const int line = static_cast<int>(json.left(err.offset).count('\n')) + 1;
        issues << LoadIssue{path, line, 0, LoadIssue::Severity::Error,
                            QStringLiteral("not a JSON object: %1").arg(err.errorString())};
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    DeviceSpec d;
    d.id = o.value(QStringLiteral("id")).toString();
    d.name = o.value(QStringLiteral("name")).toString();
    d.vendor = o.value(QStringLiteral("vendor")).toString();
    d.backend = o.value(QStringLiteral("backend")).toString();
    d.arch = o.value(QStringLiteral("arch")).toString();
    for (const auto& m : o.value(QStringLiteral("match")).toArray())
        d.match << m.toString();
    d.source = o.value(QStringLiteral("source")).toString();
    d.dramBytesPerS = o.value(QStringLiteral("dram_bytes_per_s")).toDouble();
    d.l2Bytes = static_cast<qint64>(o.value(QStringLiteral("l2_bytes")).toDouble());
    d.smCount = o.value(QStringLiteral("sm_count")).toInt();
    const QJsonObject peaks = o.value(QStringLiteral("peaks_flops_per_s")).toObject();
    for (auto it = peaks.begin(); it != peaks.end(); ++it)
        d.peakFlopsPerS[it.key()] = it.value().toDouble();
    d.limits = readJsonFields<DeviceLimits>(o.value(QStringLiteral("limits")).toObject());
    if (d.id.isEmpty() || d.dramBytesPerS <= 0 || d.peakFlopsPerS.isEmpty()) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error,
                            QStringLiteral("a device spec needs 'id', a positive 'dram_bytes_per_s' and "
                                           "'peaks_flops_per_s' (dtype -> FLOP/s)")};
        return std::nullopt;
    }
    return d;
}

QList<DeviceSpec> loadDeviceSpecs(const QString& folder, LoadIssues& issues)
{
    QList<DeviceSpec> specs;
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) {
            issues << LoadIssue{f.fileName(), 0, 0, LoadIssue::Severity::Error,
                                QStringLiteral("cannot read: %1").arg(f.errorString())};
            continue;
        }
        if (auto spec = parseDeviceSpec(f.readAll(), f.fileName(), issues))
            specs << *spec;
    }
    return specs;
}

std::optional<DeviceSpec> findDeviceForName(const QList<DeviceSpec>& specs, const QString& runtimeName)
{
    for (const auto& s : specs)
        for (const auto& m : s.match)
            if (!m.isEmpty() && runtimeName.contains(m, Qt::CaseInsensitive))
                return s;
    return std::nullopt;
}

QString DeviceSpec::ceilingsLabel() const
{
    if (hasCalibration())
        return calibratedAt.isEmpty() ? QStringLiteral("calibrated")
                                      : QStringLiteral("calibrated ") + calibratedAt.left(10);
    if (source.startsWith(QLatin1String("assumed")))
        return QStringLiteral("assumed");
    return QStringLiteral("datasheet");
}

bool ceilingsAssumed(const QString& label)
{
    return label.startsWith(QLatin1String("assumed"));
}

} // namespace kiln
