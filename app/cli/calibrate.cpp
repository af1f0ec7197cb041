// kiln calibrate [--backend host|cuda]   (default: cuda where nvidia-smi sees a GPU, else host)
// kiln calibrate --counts --suite DIR...  (calibratecounts.cpp: FLOPs and bytes of imported problems)
// Measures this machine's ceilings (copy bandwidth, matrix/FMA rates) with kiln-calibrate-<backend>, stores
// them as $KILN_DATA_DIR/calibration/<spec>.json, and prints them beside the datasheet figures. Rooflines
// use the measured values from then on.
#include "clicommand.h"

#include "model/device/devicespec.h"
#include "model/resourcepaths.h"
#include "model/units.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/toolchains.h"
#include "runners/toolrun.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>

namespace kiln::cli {

int calibrateCommand(const QStringList& args)
{
    if (args.contains(QStringLiteral("--counts")))
        return calibrateCountsCommand(args);
    QCommandLineParser p;
    QCommandLineOption backend(QStringLiteral("backend"),
                               QStringLiteral("host or cuda (default: cuda where nvidia-smi is found). `kiln calibrate "
                                              "--counts --help`: the counting's options."),
                               QStringLiteral("NAME"));
    p.addOption(backend);
    if (!p.parse(args) || (p.isSet(backend) && !QStringList{"host", "cuda"}.contains(p.value(backend))))
        return usageExit(p, QStringLiteral("calibrate"));
    const QString be = p.isSet(backend)                                 ? p.value(backend)
                       : findTool(QStringLiteral("nvidia-smi")).found() ? QStringLiteral("cuda")
                                                                        : QStringLiteral("host");
    QStringList extra;
    QString error;
    const QString harness = harnessProgram(be, &extra, &error);
    const QString program =
        harness.isEmpty() ? QString() : QFileInfo(harness).dir().filePath(QStringLiteral("kiln-calibrate-%1").arg(be));
    if (program.isEmpty() || !QFileInfo(program).isExecutable()) {
        err(QStringLiteral("kiln calibrate: kiln-calibrate-%1 was not built on this machine%2")
                .arg(be, be == "cuda" ? " (it needs the CUDA toolkit with cuBLAS)" : ""));
        return 3;
    }
    out(QStringLiteral("measuring %1 ceilings with %2 ...").arg(be, program));
    const ToolResult ran = runTool({program, {}, 600000});
    if (!ran.ok()) {
        err(QStringLiteral("kiln calibrate: %1 failed: %2%3").arg(program, ran.why(), QString::fromUtf8(ran.out)));
        return 3;
    }
    QJsonObject m = QJsonDocument::fromJson(ran.out.trimmed()).object();
    if (m.value("event").toString() != QLatin1String("calibration")) {
        err(QStringLiteral("kiln calibrate: %1 printed no calibration").arg(program));
        return 3;
    }
    LoadIssues issues;
    const QList<DeviceSpec> specs = loadDeviceSpecs(devicesDir(), issues);
    std::optional<DeviceSpec> spec =
        be == QLatin1String("host") ? std::nullopt : findDeviceForName(specs, m.value("device").toString());
    if (!spec)
        for (const auto& s : specs)
            if (s.id == (be == QLatin1String("host") ? QStringLiteral("host-cpu") : QStringLiteral("h200-sxm")))
                spec = s;
    m["spec"] = spec->id;
    m["measured_at"] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m["host"] = QSysInfo::machineHostName();
    const QString path = calibrationPath(spec->id);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        err(QStringLiteral("kiln calibrate: cannot write %1: %2").arg(path, f.errorString()));
        return 3;
    }
    f.write(QJsonDocument(m).toJson());
    out(QStringLiteral("device: %1 (spec %2)").arg(m.value("device").toString(), spec->id));
    out(QStringLiteral("  %1 %2 %3")
            .arg(QStringLiteral("ceiling").leftJustified(18), QStringLiteral("measured").leftJustified(16),
                 QStringLiteral("datasheet")));
    out(QStringLiteral("  %1 %2 %3")
            .arg(QStringLiteral("DRAM bandwidth").leftJustified(18),
                 formatSi(m.value("dram_bytes_per_s").toDouble(), "B/s").leftJustified(16),
                 formatSi(spec->dramBytesPerS, "B/s")));
    const QJsonObject peaks = m.value("peak_flops_per_s").toObject();
    for (auto it = peaks.begin(); it != peaks.end(); ++it)
        out(QStringLiteral("  %1 %2 %3")
                .arg((it.key() + " FLOP rate").leftJustified(18),
                     formatSi(it.value().toDouble(), "FLOP/s").leftJustified(16),
                     spec->peakFlopsPerS.contains(it.key()) ? formatSi(spec->peakFlopsPerS.value(it.key()), "FLOP/s")
                                                            : QStringLiteral("—")));
    out(QStringLiteral("method: %1").arg(m.value("method").toString()));
    out(QStringLiteral("saved %1; rooflines on this machine use it from now on").arg(path));
    return 0;
}

} // namespace kiln::cli
