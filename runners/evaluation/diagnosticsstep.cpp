#include "diagnosticsstep.h"

#include "model/diagnostics/diagnose.h"
#include "model/jsonfields.h"
#include "runners/toolchains.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTimer>
#include <QtConcurrent>

namespace kiln {

namespace {

constexpr qint64 kMaxIrBytes = 256 * 1024 * 1024; // a listing larger than this is not read whole

QByteArray readCapped(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(kMaxIrBytes);
}

// The candidate's build command from the request.
QStringList candidateArgv(const QJsonObject& request)
{
    QStringList argv;
    for (const auto& a : request.value("objects")
                             .toObject()
                             .value("candidate")
                             .toObject()
                             .value("build")
                             .toObject()
                             .value("argv")
                             .toArray())
        argv << a.toString();
    return argv;
}

QString argAfter(const QStringList& argv, const QString& flag)
{
    const int i = argv.indexOf(flag);
    return i >= 0 && i + 1 < argv.size() ? argv[i + 1] : QString();
}

QJsonObject eventFrom(const DiagnosticsReport& rep, const QStringList& notes)
{
    QJsonArray findings;
    for (const auto& f : rep.findings)
        findings.append(f.toJson());
    QJsonArray kernels;
    for (const auto& k : rep.kernels) {
        if (k.kernel.isEmpty())
            continue;
        QJsonObject facts;
        for (auto it = k.values.begin(); it != k.values.end(); ++it)
            if (!it.key().startsWith(QLatin1String("tag_")))
                facts[it.key()] = it.value();
        kernels.append(QJsonObject{{"kernel", k.displayName},
                                   {"mangled", k.kernel},
                                   {"sources", QJsonArray::fromStringList(k.sources)},
                                   {"facts", facts}});
    }
    return QJsonObject{{"event", "diagnostics"},
                       {"findings", findings},
                       {"kernels", kernels},
                       {"notes", QJsonArray::fromStringList(notes + rep.notes)}};
}

} // namespace

DiagnosticsStep::DiagnosticsStep(const QJsonObject& request, const EvalResult& result, const QString& folder,
                                 QObject* parent)
    : QObject(parent), m_request(request), m_result(result), m_folder(folder)
{
    connect(&m_watcher, &QFutureWatcher<QJsonObject>::finished, this, [this] {
        if (m_done)
            return;
        m_done = true;
        emit finished(m_watcher.result());
    });
}

DiagnosticsStep::~DiagnosticsStep()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
    m_watcher.waitForFinished(); // the analysis reads only its own copies; it ends quickly
}

bool DiagnosticsStep::applies(const QJsonObject& request)
{
    // Host (CPU) kernels have no IR rules; their compile errors are in the compile gate already.
    const QString backend = request.value("diagnostics").toObject().value("backend").toString();
    return request.contains(QStringLiteral("diagnostics")) && backend != QLatin1String("host");
}

QString DiagnosticsStep::tritonCacheDir(const QString& folder)
{
    return QDir(folder).filePath(QStringLiteral("triton-cache"));
}

void DiagnosticsStep::start()
{
    m_irDir = argAfter(candidateArgv(m_request), QStringLiteral("-keep-dir"));
    if (!m_irDir.isEmpty()) {
        const QDir dir(m_irDir);
        for (const auto& c : dir.entryList({"*.cubin"}, QDir::Files, QDir::Name))
            if (!c.contains(QLatin1String("_dlink")))
                m_cubins << dir.filePath(c);
    }
    if (!m_cubins.isEmpty() && !findTool(QStringLiteral("nvdisasm")).found() &&
        !findTool(QStringLiteral("cuobjdump")).found()) {
        m_notes << QStringLiteral("no SASS: neither nvdisasm nor cuobjdump is on this machine (%1)")
                       .arg(findTool(QStringLiteral("cuobjdump")).howToGet);
        m_cubins.clear();
    }
    QTimer::singleShot(0, this, &DiagnosticsStep::disassembleNext);
}

void DiagnosticsStep::disassembleNext()
{
    if (m_cubins.isEmpty()) {
        analyse();
        return;
    }
    const QString cubin = m_cubins.takeFirst();
    // nvdisasm -gi gives source lines for every instruction (the cubin was built with -lineinfo), with the
    // inlining chain, so code from headers (mma.hpp, cuda_bf16.hpp) lands on the kernel's own line;
    // cuobjdump -sass is the fallback without lines.
    const ToolInfo nvdisasm = findTool(QStringLiteral("nvdisasm"));
    const ToolInfo tool = nvdisasm.found() ? nvdisasm : findTool(QStringLiteral("cuobjdump"));
    const QStringList args = nvdisasm.found() ? QStringList{"-gi", "-c", cubin} : QStringList{"-sass", cubin};
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    auto* timer = new QTimer(m_process);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, m_process, [this, cubin] {
        m_notes << QStringLiteral("%1: the disassembler ran longer than 120 s and was stopped").arg(cubin);
        m_process->kill();
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] {
        m_sass += m_process->readAllStandardOutput();
        if (m_sass.size() > kMaxIrBytes) {
            m_notes
                << QStringLiteral("the SASS listing is larger than %1 MB; the rest is ignored").arg(kMaxIrBytes >> 20);
            m_process->kill();
        }
    });
    connect(m_process, &QProcess::finished, this, [this, cubin, tool](int code, QProcess::ExitStatus status) {
        m_sass += m_process->readAllStandardOutput();
        if (status != QProcess::NormalExit || code != 0)
            m_notes << QStringLiteral("%1 %2 failed: %3")
                           .arg(tool.name, QFileInfo(cubin).fileName(),
                                QString::fromLocal8Bit(m_process->readAllStandardError()).trimmed().left(300));
        m_process->deleteLater();
        m_process = nullptr;
        disassembleNext();
    });
    connect(m_process, &QProcess::errorOccurred, this, [this, tool](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            m_notes << QStringLiteral("%1 could not be started").arg(tool.path);
            m_process->deleteLater();
            m_process = nullptr;
            disassembleNext();
        }
    });
    timer->start(120000);
    m_process->start(tool.path, args);
}

void DiagnosticsStep::analyse()
{
    if (!m_sass.isEmpty() && !m_irDir.isEmpty()) {
        // Kept for the SASS view (source <-> SASS lines).
        QFile out(QDir(m_irDir).filePath(QStringLiteral("candidate.sass")));
        if (out.open(QIODevice::WriteOnly))
            out.write(m_sass);
    }
    const QJsonObject ctx = m_request.value("diagnostics").toObject();
    DiagnosticsInput in;
    in.backend = ctx.value("backend").toString();
    for (const auto& t : ctx.value("tags").toArray())
        in.tags << t.toString();
    in.arch = ctx.value("arch").toString();
    in.threadsPerBlock = ctx.value("threads_per_block").toInt();
    in.dynamicSharedBytes = ctx.value("dynamic_smem").toInt();
    if (ctx.contains("limits"))
        in.device = readJsonFields<DeviceLimits>(ctx.value("limits").toObject());
    for (const auto& o : m_result.compileOutputs)
        if (o.object == QLatin1String("candidate"))
            in.compileOutput += o.output;
    in.sass = m_sass;
    const QStringList argv = candidateArgv(m_request);
    const QString irDir = m_irDir;
    const QString output = argAfter(argv, QStringLiteral("-o"));
    const QString candidatePy = m_request.value("python").toObject().value("candidate").toString();
    const QString tritonCache = tritonCacheDir(m_folder);
    const QStringList notes = m_notes;
    m_watcher.setFuture(QtConcurrent::run([in, irDir, output, candidatePy, tritonCache, notes]() mutable {
        if (!irDir.isEmpty())
            for (const auto& p : QDir(irDir).entryList({"*.ptx"}, QDir::Files, QDir::Name))
                in.ptx << readCapped(QDir(irDir).filePath(p));
        if (in.backend == QLatin1String("hip") && !output.isEmpty()) {
            // hipcc --save-temps=obj writes next to the output object: <source>-hip-amdgcn-amd-amdhsa-<arch>.s
            const QDir dir = QFileInfo(output).dir();
            for (const auto& s : dir.entryList({"*-hip-amdgcn-amd-amdhsa-*.s"}, QDir::Files, QDir::Name))
                in.amdgpuIsa += readCapped(dir.filePath(s));
        }
        QStringList problems;
        if (QFileInfo(tritonCache).isDir()) {
            // The cache also holds the baseline's kernels: keep those whose PTX names the candidate's file.
            for (auto& k : readTritonCache(tritonCache, &problems)) {
                bool ours = candidatePy.isEmpty();
                for (const auto& f : k.ptx.files)
                    ours = ours || f == candidatePy;
                if (ours)
                    in.triton << k;
            }
        }
        LoadIssues ruleIssues;
        const auto& rules = defaultRules(&ruleIssues);
        QStringList all = notes + problems;
        for (const auto& i : ruleIssues)
            all << QStringLiteral("rule file problem: %1").arg(i.toString());
        return eventFrom(diagnose(in, rules), all);
    }));
}

} // namespace kiln
