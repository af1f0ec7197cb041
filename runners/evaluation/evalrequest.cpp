#include "evalrequest.h"

#include "model/jsonfields.h"
#include "model/resourcepaths.h"
#include "model/tasks/expression.h"

#include "model/tasks/taskresolver.h"
#include "runners/evaluation/commandgatesrun.h"
#include "runners/toolchains.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace kiln {

namespace {

QJsonObject toleranceJson(const Tolerance& t)
{
    return {{"atol", t.atol}, {"rtol", t.rtol}, {"matched_ratio", t.matchedRatio}};
}

bool isCompilable(const QString& file)
{
    static const QStringList ext{"cu", "cpp", "cc", "cxx", "c", "hip"};
    return ext.contains(QFileInfo(file).suffix().toLower());
}

} // namespace

QString findHarness(const QString& name)
{
    QStringList dirs;
    if (const QString env = qEnvironmentVariable("KILN_HARNESS_DIR"); !env.isEmpty())
        dirs << env;
    if (QCoreApplication::instance()) {
        const QString app = QCoreApplication::applicationDirPath();
        dirs << app << app + "/../harness" << app + "/../../harness" << app + "/../libexec/kiln";
    }
    dirs << QStringLiteral(KILN_BINARY_DIR "/harness");
    for (const QString& d : dirs) {
        const QFileInfo fi(QDir(d).filePath(name));
        if (fi.isExecutable())
            return fi.absoluteFilePath();
    }
    return {};
}

QString harnessProgram(const QString& backend, QStringList* arguments, QString* error)
{
    arguments->clear();
    if (backend == QLatin1String("torch") || backend == QLatin1String("triton")) {
        const ToolInfo python = findTool(QStringLiteral("python3"));
        if (!python.found()) {
            *error = QStringLiteral("python3 is not available (%1)").arg(python.howToGet);
            return {};
        }
        QString script = qEnvironmentVariable("KILN_PYTHON_HARNESS");
        if (script.isEmpty())
            script = QStringLiteral(KILN_SOURCE_DIR "/runners/harness/kiln_harness.py");
        *arguments << script;
        return python.path;
    }
    const QString name = QStringLiteral("kiln-harness-%1").arg(backend);
    const QString path = findHarness(name);
    if (path.isEmpty())
        *error = QStringLiteral("%1 was not built on this machine (%2)")
                     .arg(name, backend == QLatin1String("host")
                                    ? QStringLiteral("build Kiln first")
                                    : QStringLiteral("it needs the %1 toolkit at build time").arg(backend));
    return path;
}

bool writeRequestFile(const QJsonObject& request, const QString& file, QString* error)
{
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = QStringLiteral("cannot write %1: %2").arg(file, f.errorString());
        return false;
    }
    f.write(QJsonDocument(request).toJson(QJsonDocument::Compact));
    return true;
}

QJsonObject withoutBuilds(const QJsonObject& request)
{
    QJsonObject j = request;
    QJsonObject objects = j.value("objects").toObject();
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        QJsonObject o = it.value().toObject();
        o.remove(QStringLiteral("build"));
        it.value() = o;
    }
    if (!objects.isEmpty())
        j["objects"] = objects;
    return j;
}

double harnessDeadline(const QJsonObject& request)
{
    double total = 60;
    const QJsonObject objects = request.value("objects").toObject();
    for (auto it = objects.begin(); it != objects.end(); ++it)
        total += it.value().toObject().value("build").toObject().value("timeout_s").toDouble(0);
    if (request.contains("python"))
        total += 600; // imports may compile extensions (load_inline)
    const double correctness = request.value("correctness").toObject().value("timeout_s").toDouble(120);
    const QJsonObject perf = request.value("performance").toObject();
    const double performance = perf.value("enabled").toBool(true) ? 3 * perf.value("timeout_s").toDouble(300) : 0;
    return total + request.value("configs").toArray().size() * (correctness + performance);
}

namespace {

// What the IR diagnostics need after the harness is done (runners/evaluation/diagnosticsstep.h); the harness
// ignores this block. The launch size is the task's declared one at the first configuration.
QJsonObject diagnosticsContext(const Task& task, const EvalOptions& o, const QList<ConfigSpec>& configs)
{
    QJsonObject d{{"backend", task.backend},
                  {"tags", QJsonArray::fromStringList(task.tags)},
                  {"arch", task.backend == QLatin1String("hip") ? o.target.hipArch : o.target.cudaArch}};
    if (!task.launch.block.isEmpty() && !configs.isEmpty()) {
        QStringList names = task.allParameterNames();
        names += o.tunables.keys();
        ExpressionScope scope(names);
        TaskResolver resolver(task);
        QString error;
        if (const auto r = resolver.resolve(configs.first(), &error)) {
            const QStringList params = task.allParameterNames();
            for (int i = 0; i < params.size() && i < r->orderedValues.size(); ++i)
                scope.set(params[i], double(r->orderedValues[i]));
        }
        for (auto it = o.tunables.begin(); it != o.tunables.end(); ++it)
            scope.set(it.key(), it.value().toDouble());
        if (const auto block = scope.evaluate(task.launch.block, &error))
            d["threads_per_block"] = int(*block);
        if (!task.launch.smem.isEmpty())
            if (const auto smem = scope.evaluate(task.launch.smem, &error))
                d["dynamic_smem"] = int(*smem);
    }
    if (o.device) {
        d["limits"] = writeJsonFields(o.device->limits);
    }
    return d;
}

} // namespace

namespace {

QJsonArray tensorsJson(const Task& task)
{
    QJsonArray tensors;
    for (const auto& t : task.tensors) {
        QJsonObject to{{"name", t.name}, {"role", tensorRoleName(t.role)}, {"dtype", dtypeName(t.dtype)}};
        if (t.role != TensorRole::In)
            to["tolerance"] = toleranceJson(task.toleranceFor(t));
        tensors.append(to);
    }
    return tensors;
}

// One configuration resolved: its parameter values, shapes, input initialisation and cost.
QJsonObject configJson(const Task& task, const ConfigSpec& c, const ResolvedConfig& r)
{
    QJsonArray params, shapes, init;
    for (qint64 v : r.orderedValues)
        params.append(static_cast<double>(v));
    for (int i = 0; i < task.tensors.size(); ++i) {
        QJsonArray shape;
        for (qint64 d : r.shapes[i])
            shape.append(static_cast<double>(d));
        shapes.append(shape);
        if (task.tensors[i].role == TensorRole::Out) {
            init.append(QJsonValue::Null);
        } else {
            QJsonObject in{{"dist", task.tensors[i].init.dist}};
            for (auto it = r.initArgs[i].begin(); it != r.initArgs[i].end(); ++it)
                in[it.key()] = it.value();
            init.append(in);
        }
    }
    QJsonObject flops;
    for (auto it = r.flops.begin(); it != r.flops.end(); ++it)
        flops[it.key()] = it.value();
    QJsonObject config{{"name", c.name}, {"hidden", c.hidden}, {"params", params}, {"shapes", shapes},
                       {"init", init},   {"flops", flops},     {"bytes", r.bytes}};
    if (task.isKernelBench()) { // the problem's module constants; the judge finds its tensors from get_inputs()
        QJsonObject constants;
        const QStringList names = task.allParameterNames();
        for (int k = 0; k < names.size() && k < r.orderedValues.size(); ++k)
            constants[names[k]] = static_cast<double>(r.orderedValues[k]);
        config["constants"] = constants;
    }
    return config;
}

// The build of one object (candidate, baseline or reference) as the harness runs it, or a shared object an
// earlier request of the run built; false and *error when it cannot be built.
bool addObject(QJsonObject& objects, const Task& task, const EvalOptions& o, const QString& role, const QString& dir,
               const QStringList& files, const QMap<QString, QString>& defines, QString* error)
{
    QStringList sources;
    for (const auto& f : files)
        if (isCompilable(f))
            sources << QDir(dir).filePath(f);
    if (sources.isEmpty()) {
        *error = QStringLiteral("%1: no compilable source among %2 in %3").arg(role, files.join(", "), dir);
        return false;
    }
    for (const auto& s : sources)
        if (!QFileInfo::exists(s)) {
            *error = QStringLiteral("%1: %2 does not exist").arg(role, s);
            return false;
        }
    const bool candidate = role == QLatin1String("candidate");
    const bool shared = !candidate && !o.sharedObjectsDir.isEmpty();
    // The candidate's object in a folder of its own: its build runs confined, and may write only there
    // and to its intermediates, never beside the request (which holds hidden configurations).
    const QString out = candidate ? QDir(o.workDir).filePath(QStringLiteral("candidate/candidate.so"))
                                  : QDir(shared ? o.sharedObjectsDir : o.workDir).filePath(role + ".so");
    if (shared && QFileInfo::exists(out)) {
        objects[role] = QJsonObject{{"path", out}}; // built by an earlier request of this run
        return true;
    }
    CompileTarget target = o.target;
    if (candidate && target.intermediatesDir.isEmpty())
        target.intermediatesDir = QDir(o.workDir).filePath(QStringLiteral("candidate-ir"));
    if (!target.intermediatesDir.isEmpty())
        QDir().mkpath(target.intermediatesDir);
    const auto cmd = compileCommand(task, sources, out, defines, target, error);
    if (!cmd)
        return false;
    QJsonArray argv{cmd->program};
    for (const auto& a : cmd->arguments)
        argv.append(a);
    QJsonArray mkdirs{QFileInfo(out).absolutePath()};
    if (!target.intermediatesDir.isEmpty())
        mkdirs.append(target.intermediatesDir);
    objects[role] = QJsonObject{
        {"path", out}, {"build", QJsonObject{{"argv", argv}, {"cwd", dir}, {"timeout_s", 300}, {"mkdirs", mkdirs}}}};
    return true;
}

// The Python backends' files and entries (KernelBench's baseline is the problem's own Model; judged without a
// candidate, so is the candidate) and the launcher and device library the judge's runners use.
QJsonObject pythonJson(const Task& task, const QString& candDir)
{
    QJsonObject python{{"candidate", QDir(candDir).filePath(task.editable.value(0))},
                       {"baseline", task.absolutePath(task.editable.value(0))},
                       {"reference", task.absolutePath(task.reference)}};
    if (task.isKernelBench()) {
        python["baseline"] = task.absolutePath(task.reference);
        QString candidateEntry = task.entry;
        if (!QFileInfo::exists(python.value("candidate").toString())) {
            python["candidate"] = task.absolutePath(task.reference);
            candidateEntry = QStringLiteral("Model");
        }
        python["entries"] = QJsonObject{{"reference", "Model"}, {"baseline", "Model"}, {"candidate", candidateEntry}};
    }
    // The judge starts its runners confined through the host harness, and holds their GPU calls with the
    // kernels of the device library built beside it (kiln_harness_client.py, src/pythondevice.cpp).
    const QString launcher = findHarness(QStringLiteral("kiln-harness-host"));
    if (!launcher.isEmpty()) {
        python["launcher"] = launcher;
        const QString library = QFileInfo(launcher).dir().filePath(QStringLiteral("libkiln-pydevice-cuda.so"));
        if (QFileInfo::exists(library))
            python["device_library"] = library;
    }
    return python;
}

QJsonObject deviceJson(const EvalOptions& o)
{
    QJsonObject dev{{"index", o.deviceIndex}};
    if (o.device) {
        dev["cache_bytes"] = static_cast<double>(std::max<qint64>(o.device->l2Bytes, 8 * 1024 * 1024));
        dev["dram_bytes_per_s"] = o.device->dramBandwidth();
        QJsonObject peaks;
        for (const auto& d : o.device->peakFlopsPerS.keys())
            peaks[d] = o.device->peakFlops(d);
        dev["peak_flops_per_s"] = peaks;
        dev["spec"] = o.device->id;
        dev["ceilings"] = o.device->ceilingsLabel(); // echoed in the start event, kept with the candidate
    }
    return dev;
}

// What candidate code must not see even where its confinement shows a system folder (an installed suite
// under /usr/share, a data folder under /opt): Kiln's data, the home folder, the task's suite.
QJsonObject sandboxJson(const Task& task)
{
    const QString suiteRoot = QDir::cleanPath(task.folder + QStringLiteral("/../.."));
    QJsonArray hide;
    for (const QString& p : {dataDir(), QDir::homePath(), QDir::cleanPath(task.folder), suiteRoot})
        if (!p.isEmpty() && p != QLatin1String("/"))
            hide.append(p);
    return QJsonObject{{"hide", hide}};
}

} // namespace

std::optional<EvalRequest> buildEvalRequest(const Task& task, const EvalOptions& o, QString* error)
{
    if (task.isCommand()) // judged by its own commands: CommandGatesRun runs them in Kiln's harness place
        return buildCommandRequest(task, o, error);
    EvalRequest req;
    req.program = harnessProgram(task.backend, &req.arguments, error);
    if (req.program.isEmpty())
        return std::nullopt;

    QJsonObject j{{"protocol", 1}};
    j["task"] = QJsonObject{{"id", task.id},
                            {"backend", task.backend},
                            {"category", task.category},
                            {"entry", task.entry},
                            {"interface", task.interface.isEmpty() ? QStringLiteral("function") : task.interface},
                            {"timing_l2", task.timingL2}};
    j["parameters"] = QJsonArray::fromStringList(task.allParameterNames());
    j["tensors"] = tensorsJson(task);

    QList<ConfigSpec> configs;
    if (o.configs == QLatin1String("visible") || o.configs == QLatin1String("all"))
        configs += task.configs;
    if (o.configs == QLatin1String("hidden") || o.configs == QLatin1String("all"))
        configs += task.hiddenConfigs;
    if (configs.isEmpty()) {
        *error = QStringLiteral("'%1' has no %2 configurations (use visible, hidden or all)").arg(task.id, o.configs);
        return std::nullopt;
    }
    TaskResolver resolver(task);
    QJsonArray cj;
    for (const auto& c : configs) {
        const auto r = resolver.resolve(c, error);
        if (!r)
            return std::nullopt;
        cj.append(configJson(task, c, *r));
    }
    j["configs"] = cj;

    const QString candDir = o.candidateDir.isEmpty() ? task.folder : QDir(o.candidateDir).absolutePath();
    if (task.isCompiled()) {
        QDir().mkpath(o.workDir);
        QJsonObject objects;
        if (!addObject(objects, task, o, "candidate", candDir, task.editable, o.tunables, error) ||
            !addObject(objects, task, o, "baseline", task.folder, task.editable, {}, error) ||
            !addObject(objects, task, o, "reference", task.folder, {task.reference}, {}, error))
            return std::nullopt;
        j["objects"] = objects;
    } else {
        j["python"] = pythonJson(task, candDir);
        QJsonObject tun;
        for (auto it = o.tunables.begin(); it != o.tunables.end(); ++it)
            tun[it.key()] = it.value().toDouble();
        j["tunables"] = tun;
    }
    QJsonArray seeds;
    for (quint64 s : o.seeds)
        seeds.append(static_cast<double>(s));
    j["seeds"] = seeds;
    j["correctness"] = QJsonObject{{"timeout_s", o.gateTimeoutSeconds}};
    j["performance"] = QJsonObject{
        {"enabled", o.performance}, {"warmup_s", 0.05},
        {"min_reps", 30},           {"max_reps", 500},
        {"target_rse", 0.01},       {"budget_s", o.budgetSeconds},
        {"input_sets", 4},          {"timeout_s", std::max(o.gateTimeoutSeconds, 4 * o.budgetSeconds + 30)}};
    j["device"] = deviceJson(o);
    j["implausible_speedup"] = o.implausibleSpeedup;
    j["diagnostics"] = diagnosticsContext(task, o, configs);
    j["sandbox"] = sandboxJson(task);
    req.json = j;
    return req;
}

} // namespace kiln
