// kiln diagnose [--backend cuda|hip|triton] [--tags a,b] [--arch sm_90] [--threads N] [--device-spec ID] [--json] FILE...
// kiln diagnose --facts | --rules
// Runs the IR diagnostics on files a person already has: compiler output (ptxas -v, AMDGPU remarks,
// errors), .ptx, SASS listings (.sass, cuobjdump/nvdisasm output), AMDGPU .s, or a Triton cache folder.
// The same analysis kiln-eval runs after every evaluation; handy for checking a capture or a new rule.
#include "clicommand.h"

#include "model/device/devicespec.h"
#include "model/diagnostics/diagnose.h"
#include "model/resourcepaths.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace kiln::cli {

namespace {

// The files named on the command line, each where its kind belongs: a folder is a Triton cache, .ptx is PTX,
// .s AMDGPU assembly, a SASS listing by suffix or content, anything else compiler output. False (and said) when
// one cannot be read.
bool readDiagnosticsFiles(const QStringList& files, DiagnosticsInput& in)
{
    for (const QString& path : files) {
        const QFileInfo fi(path);
        if (fi.isDir()) {
            QStringList problems;
            in.triton += readTritonCache(path, &problems);
            for (const auto& pr : problems)
                err(pr);
            continue;
        }
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            err(QStringLiteral("%1: cannot read: %2").arg(path, f.errorString()));
            return false;
        }
        const QByteArray data = f.readAll();
        const QString suffix = fi.suffix().toLower();
        if (suffix == QLatin1String("ptx"))
            in.ptx << data;
        else if (suffix == QLatin1String("s"))
            in.amdgpuIsa += data;
        else if (suffix == QLatin1String("sass") || data.contains("\n\t\tFunction : ") || data.contains("//## File"))
            in.sass += data;
        else
            in.compileOutput += QString::fromUtf8(data);
    }
    return true;
}

void printJson(const DiagnosticsReport& rep)
{
    QJsonArray fs, ks;
    for (const auto& f : rep.findings)
        fs.append(f.toJson());
    for (const auto& k : rep.kernels) {
        QJsonObject v;
        for (auto it = k.values.begin(); it != k.values.end(); ++it)
            v[it.key()] = it.value();
        ks.append(
            QJsonObject{{"kernel", k.displayName}, {"sources", QJsonArray::fromStringList(k.sources)}, {"facts", v}});
    }
    out(QString::fromUtf8(
        QJsonDocument(QJsonObject{{"findings", fs}, {"kernels", ks}, {"notes", QJsonArray::fromStringList(rep.notes)}})
            .toJson(QJsonDocument::Indented)));
}

void printText(const DiagnosticsReport& rep)
{
    for (const auto& k : rep.kernels) {
        if (k.kernel.isEmpty())
            continue;
        QStringList shown;
        for (const char* key : {"registers", "spill_stores", "stack_frame", "shared_bytes", "occupancy", "instructions",
                                "tensor_core_count", "ffma_count", "widest_global_load", "ldl_count", "stl_count"})
            if (k.has(QLatin1String(key)))
                shown << QStringLiteral("%1=%2").arg(QLatin1String(key)).arg(k.value(QLatin1String(key)));
        out(QStringLiteral("%1 (%2): %3").arg(k.displayName, k.sources.join('+'), shown.join(' ')));
    }
    for (const auto& f : rep.findings) {
        QStringList lines;
        for (int l : f.lines)
            lines << QString::number(l);
        out(QStringLiteral("[%1] %2 %3%4: %5")
                .arg(findingSeverityName(f.severity), f.code, f.file,
                     lines.isEmpty() ? QString() : QLatin1Char(':') + lines.join(','), f.message));
    }
    for (const auto& n : rep.notes)
        out(QStringLiteral("note: %1").arg(n));
}

} // namespace

int diagnoseCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("files"),
                            QStringLiteral("Compiler output, .ptx, .sass, .s files or a Triton cache folder."));
    QCommandLineOption backend(QStringLiteral("backend"), QStringLiteral("cuda (default), hip or triton."),
                               QStringLiteral("B"), QStringLiteral("cuda"));
    QCommandLineOption tags(QStringLiteral("tags"), QStringLiteral("The task's tags, comma-separated."),
                            QStringLiteral("T"));
    QCommandLineOption arch(QStringLiteral("arch"), QStringLiteral("Architecture whose ptxas entries count."),
                            QStringLiteral("A"));
    QCommandLineOption threads(QStringLiteral("threads"), QStringLiteral("Threads per block of the launch."),
                               QStringLiteral("N"));
    QCommandLineOption smem(QStringLiteral("dynamic-smem"), QStringLiteral("Dynamic shared memory per block, bytes."),
                            QStringLiteral("B"));
    // --device-spec as in eval and dispatch; --device is its older name.
    QCommandLineOption device({QStringLiteral("device-spec"), QStringLiteral("device")},
                              QStringLiteral("The device spec occupancy is computed for (default h200-sxm)."),
                              QStringLiteral("ID"), QStringLiteral("h200-sxm"));
    QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print facts and findings as JSON."));
    QCommandLineOption facts(QStringLiteral("facts"), QStringLiteral("List the facts rules can use."));
    QCommandLineOption rules(QStringLiteral("rules"), QStringLiteral("List the loaded rules and rule-file problems."));
    p.addOptions({backend, tags, arch, threads, smem, device, json, facts, rules});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("diagnose"), QStringLiteral("kiln diagnose: "));
    if (p.isSet(facts)) {
        const auto& f = knownFacts();
        for (auto it = f.begin(); it != f.end(); ++it)
            out(QStringLiteral("%1  %2").arg(it.key(), -28).arg(it.value()));
        out(QStringLiteral("%1  %2")
                .arg(QStringLiteral("tag_<tag>"), -28)
                .arg(QStringLiteral("1 when the task has the tag")));
        return 0;
    }
    LoadIssues ruleIssues;
    const auto& loaded = defaultRules(&ruleIssues);
    for (const auto& i : ruleIssues)
        err(i.toString());
    if (p.isSet(rules)) {
        for (const auto& r : loaded)
            out(QStringLiteral("%1 %2 [%3] %4  (%5:%6)")
                    .arg(r.code, -30)
                    .arg(findingSeverityName(r.severity), -8)
                    .arg(r.backends.join(','), r.when, r.file)
                    .arg(r.line));
        return ruleIssues.isEmpty() ? 0 : 1;
    }
    const QStringList files = p.positionalArguments();
    if (files.isEmpty())
        return usageError(QStringLiteral("diagnose"), QStringLiteral("kiln diagnose: name the files to read"));
    DiagnosticsInput in;
    in.backend = p.value(backend);
    in.tags = p.value(tags).split(QLatin1Char(','), Qt::SkipEmptyParts);
    in.arch = p.value(arch);
    in.threadsPerBlock = p.value(threads).toInt();
    in.dynamicSharedBytes = p.value(smem).toInt();
    LoadIssues deviceIssues;
    for (const auto& d : loadDeviceSpecs(devicesDir(), deviceIssues))
        if (d.id == p.value(device))
            in.device = d.limits;
    if (!readDiagnosticsFiles(files, in))
        return 2;
    const DiagnosticsReport rep = diagnose(in, loaded);
    if (p.isSet(json))
        printJson(rep);
    else
        printText(rep);
    return 0;
}

} // namespace kiln::cli
