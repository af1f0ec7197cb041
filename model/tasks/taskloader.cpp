#include "taskloader.h"

#include "boundedread.h"
#include "loadguard.h"
#include "taskresolver.h"
#include "yamlfile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

namespace kiln {

namespace {

const QStringList kTaskFields{"schema_version", "id",         "title",    "category",      "backend",
                              "difficulty",     "tags",       "editable", "entry",         "interface",
                              "reference",      "parameters", "derived",  "tensors",       "configs",
                              "tolerance",      "cost",       "weight",   "weight_source", "production_baseline",
                              "phase",          "tunables",   "timing",   "knowledge",     "launch",
                              "readme"};

// Limits on what one task declares, far above any real task (the bundled ones declare at most 8 configurations
// and 10 parameters): every configuration is resolved over every parameter and tensor while loading.
constexpr qsizetype kMaxConfigs = 1000;   // per file (task.yaml, hidden.yaml)
constexpr qsizetype kMaxParameters = 256; // parameters and derived ones together
constexpr qsizetype kMaxTensors = 256;

bool isIdentifier(const QString& s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return re.match(s).hasMatch();
}

QString expectedBackend(const QString& category)
{
    if (category == QLatin1String("cuda2cuda"))
        return QStringLiteral("cuda");
    if (category == QLatin1String("hip2hip"))
        return QStringLiteral("hip");
    if (category == QLatin1String("host2host"))
        return QStringLiteral("host");
    if (category == QLatin1String("triton2triton"))
        return QStringLiteral("triton");
    if (category.startsWith(QLatin1String("torch2")))
        return QStringLiteral("torch");
    return {};
}

// Reads task.yaml's fields into `task`, type-checking each. Semantics are checked afterwards.
class TaskYamlParser
{
public:
    TaskYamlParser(const YamlFile& file, Task& task, LoadIssues& issues) : f(file), t(task), issues(issues) {}

    void parse()
    {
        const YAML::Node& root = f.root();
        f.warnUnknownKeys(root, kTaskFields, QString(), issues);

        if (const auto v = f.number(root, "schema_version", "schema_version", true, issues); v && *v != 1)
            f.error(root["schema_version"],
                    QStringLiteral("schema_version %1 is not supported; this Kiln reads schema_version 1").arg(*v),
                    issues);
        t.id = f.string(root, "id", "id", true, issues).value_or(QString());
        t.title = f.string(root, "title", "title", true, issues).value_or(QString());
        t.category = f.string(root, "category", "category", true, issues).value_or(QString());
        t.backend = f.string(root, "backend", "backend", true, issues).value_or(QString());
        // Checked before it becomes an int: a value out of int's range must not be converted (the fuzzer's
        // 1.1e60 was undefined behaviour), and 2.5 is not a difficulty.
        if (const auto d = f.number(root, "difficulty", "difficulty", true, issues)) {
            if (*d == 1 || *d == 2 || *d == 3)
                t.difficulty = static_cast<int>(*d);
            else
                f.error(root["difficulty"], QStringLiteral("difficulty must be 1, 2 or 3, got %1").arg(*d), issues);
        }
        t.tags = f.stringList(root, "tags", "tags", false, issues).value_or(QStringList());
        t.editable = f.stringList(root, "editable", "editable", true, issues).value_or(QStringList());
        t.entry = f.string(root, "entry", "entry", true, issues).value_or(QString());
        t.interface = f.string(root, "interface", "interface", false, issues).value_or(QString());
        t.reference = f.string(root, "reference", "reference", true, issues).value_or(QString());
        t.readme = f.string(root, "readme", "readme", false, issues).value_or(QStringLiteral("README.md"));
        t.knowledge = f.stringList(root, "knowledge", "knowledge", false, issues).value_or(QStringList());
        t.parameters = f.stringList(root, "parameters", "parameters", true, issues).value_or(QStringList());
        if (t.parameters.size() > kMaxParameters) {
            f.error(root["parameters"],
                    QStringLiteral("%1 parameters are declared; a task has at most %2 (parameters "
                                   "and derived ones together)")
                        .arg(t.parameters.size())
                        .arg(kMaxParameters),
                    issues);
            t.parameters.clear();
        }
        parseDerived(root["derived"]);
        parseTensors(root);
        t.configs = parseConfigs(root, f, false);
        if (const YAML::Node tol = root["tolerance"]; tol.IsDefined() && !yamlIsNull(tol))
            t.tolerance = parseTolerance(tol, QStringLiteral("tolerance"));
        parseCost(root);
        if (const auto w = f.number(root, "weight", "weight", true, issues)) {
            t.weight = *w;
            if (*w <= 0)
                f.error(root["weight"], QStringLiteral("weight must be greater than 0, got %1").arg(*w), issues);
        }
        // Required, so an empty one is an error too: say where the weight comes from ('assumed: ...' when no
        // trace backs it).
        t.weightSource = f.string(root, "weight_source", "weight_source", true, issues).value_or(QString());
        t.phase = f.string(root, "phase", "phase", false, issues).value_or(QStringLiteral("any"));
        parseProductionBaseline(root["production_baseline"]);
        parseTunables(root["tunables"]);
        parseTiming(root["timing"]);
        parseLaunch(root["launch"]);
    }

    // Reads a `configs:` list from task.yaml or hidden.yaml.
    QList<ConfigSpec> parseConfigs(const YAML::Node& root, const YamlFile& file, bool hidden)
    {
        QList<ConfigSpec> out;
        const YAML::Node list = root["configs"];
        if (!list.IsDefined() || yamlIsNull(list)) {
            if (!hidden)
                file.error(root,
                           QStringLiteral("missing required field 'configs' (a list of named parameter sets, "
                                          "e.g. - {name: small, n: 1024})"),
                           issues);
            return out;
        }
        if (!yamlIsSequence(list)) {
            file.error(list, QStringLiteral("'configs' must be a list of mappings, e.g. - {name: small, n: 1024}"),
                       issues);
            return out;
        }
        // Each configuration is resolved and, later, evaluated: 100,000 of them cost 48 s of CPU to load alone.
        if (list.size() > kMaxConfigs) {
            file.error(list,
                       QStringLiteral("%1 configurations are declared; a file holds at most %2: keep the ones that "
                                      "tell kernels apart")
                           .arg(list.size())
                           .arg(kMaxConfigs),
                       issues);
            return out;
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            const YAML::Node c = list[i];
            const QString where = QStringLiteral("configs[%1]").arg(i);
            if (!yamlIsMap(c)) {
                file.error(c, QStringLiteral("%1 must be a mapping such as {name: small, n: 1024}").arg(where), issues);
                continue;
            }
            ConfigSpec spec;
            spec.hidden = hidden;
            spec.line = YamlFile::lineOf(c);
            spec.name = file.string(c, "name", where + ".name", true, issues).value_or(where);
            spec.note = file.string(c, "note", where + ".note", false, issues).value_or(QString());
            bool ok = true;
            for (auto it = c.begin(); it != c.end(); ++it) {
                const QString key = scalarText(it->first);
                if (key == QLatin1String("name") || key == QLatin1String("note"))
                    continue;
                const auto v =
                    file.integer(it->second, QStringLiteral("config '%1': parameter '%2'").arg(spec.name, key), issues);
                if (!v) {
                    ok = false;
                    continue;
                }
                spec.values[key] = *v;
            }
            if (ok)
                out << spec;
        }
        return out;
    }

private:
    void parseDerived(const YAML::Node& n)
    {
        if (!n.IsDefined() || yamlIsNull(n))
            return;
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("'derived' must be a mapping name: expression, e.g. {K2: \"K / 2\"}"), issues);
            return;
        }
        if (t.parameters.size() + qsizetype(n.size()) > kMaxParameters) {
            f.error(n,
                    QStringLiteral("%1 derived parameters are declared; a task has at most %2 parameters and derived "
                                   "ones together")
                        .arg(n.size())
                        .arg(kMaxParameters),
                    issues);
            return;
        }
        for (auto it = n.begin(); it != n.end(); ++it) {
            const QString name = scalarText(it->first);
            if (const auto e = f.expression(it->second, QStringLiteral("derived.") + name, issues))
                t.derived.append({name, *e});
            derivedLines[name] = YamlFile::lineOf(it->first);
        }
    }

    void parseTensors(const YAML::Node& root)
    {
        const YAML::Node list = root["tensors"];
        if (!list.IsDefined() || yamlIsNull(list)) {
            f.error(root, QStringLiteral("missing required field 'tensors' (the kernel's arguments in order)"), issues);
            return;
        }
        if (!yamlIsSequence(list)) {
            f.error(list, QStringLiteral("'tensors' must be a list of mappings with name, role, dtype and shape"),
                    issues);
            return;
        }
        if (list.size() > kMaxTensors) {
            f.error(
                list,
                QStringLiteral("%1 tensors are declared; a kernel takes at most %2").arg(list.size()).arg(kMaxTensors),
                issues);
            return;
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            const YAML::Node n = list[i];
            const QString where = QStringLiteral("tensors[%1]").arg(i);
            if (!yamlIsMap(n)) {
                f.error(n, QStringLiteral("%1 must be a mapping {name, role, dtype, shape}").arg(where), issues);
                continue;
            }
            f.warnUnknownKeys(n, {"name", "role", "dtype", "shape", "init", "tolerance"}, where, issues);
            TensorSpec ts;
            ts.line = YamlFile::lineOf(n);
            ts.name = f.string(n, "name", where + ".name", true, issues).value_or(QString());
            const QString role = f.string(n, "role", where + ".role", true, issues).value_or(QString("in"));
            if (role == QLatin1String("in"))
                ts.role = TensorRole::In;
            else if (role == QLatin1String("out"))
                ts.role = TensorRole::Out;
            else if (role == QLatin1String("inout"))
                ts.role = TensorRole::InOut;
            else
                f.error(n["role"], QStringLiteral("%1.role is '%2'; use in, out or inout").arg(where, role), issues);
            const QString dtype = f.string(n, "dtype", where + ".dtype", true, issues).value_or(QString("f32"));
            if (const auto d = dtypeFromName(dtype))
                ts.dtype = *d;
            else
                f.error(n["dtype"],
                        QStringLiteral("%1.dtype '%2' is unknown; use one of %3")
                            .arg(where, dtype, dtypeNames().join(", ")),
                        issues);
            const YAML::Node shape = n["shape"];
            if (!shape.IsDefined() || !yamlIsSequence(shape) || shape.size() == 0) {
                f.error(shape.IsDefined() ? shape : n,
                        QStringLiteral("%1.shape must be a non-empty list of dimensions, e.g. [rows, cols]").arg(where),
                        issues);
            } else {
                if (shape.size() > 8)
                    f.error(shape,
                            QStringLiteral("%1.shape has %2 dimensions; at most 8 are supported")
                                .arg(where)
                                .arg(shape.size()),
                            issues);
                for (std::size_t d = 0; d < shape.size(); ++d)
                    if (const auto e = f.expression(shape[d], QStringLiteral("%1.shape[%2]").arg(where).arg(d), issues))
                        ts.shape << *e;
            }
            parseInit(n["init"], where, ts);
            if (const YAML::Node tol = n["tolerance"]; tol.IsDefined() && !yamlIsNull(tol))
                ts.tolerance = parseTolerance(tol, where + ".tolerance");
            t.tensors << ts;
        }
    }

    void parseInit(const YAML::Node& n, const QString& where, TensorSpec& ts)
    {
        if (!n.IsDefined() || yamlIsNull(n)) {
            ts.init.dist = dtypeIsFloat(ts.dtype) ? QStringLiteral("uniform") : QStringLiteral("randint");
            ts.init.args = dtypeIsFloat(ts.dtype) ? QMap<QString, QString>{{"low", "-1"}, {"high", "1"}}
                                                  : QMap<QString, QString>{{"low", "0"}, {"high", "100"}};
            return;
        }
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("%1.init must be a mapping such as {dist: uniform, low: -1, high: 1}").arg(where),
                    issues);
            return;
        }
        ts.init.dist = f.string(n, "dist", where + ".init.dist", true, issues).value_or(QString());
        if (!ts.init.dist.isEmpty() && !knownInitDistributions().contains(ts.init.dist))
            f.error(n["dist"],
                    QStringLiteral("%1.init.dist '%2' is unknown; use one of %3")
                        .arg(where, ts.init.dist, knownInitDistributions().join(", ")),
                    issues);
        for (auto it = n.begin(); it != n.end(); ++it) {
            const QString key = scalarText(it->first);
            if (key == QLatin1String("dist"))
                continue;
            if (const auto e = f.expression(it->second, where + ".init." + key, issues))
                ts.init.args[key] = *e;
        }
        auto need = [&](std::initializer_list<const char*> keys) {
            for (const char* k : keys)
                if (!ts.init.args.contains(QLatin1String(k)))
                    f.error(n, QStringLiteral("%1.init with dist '%2' needs '%3'").arg(where, ts.init.dist, k), issues);
        };
        if (ts.init.dist == QLatin1String("uniform") || ts.init.dist == QLatin1String("randint") ||
            ts.init.dist == QLatin1String("positive"))
            need({"low", "high"});
        else if (ts.init.dist == QLatin1String("normal"))
            need({"mean", "std"});
    }

    std::optional<Tolerance> parseTolerance(const YAML::Node& n, const QString& where)
    {
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("%1 must be a mapping {atol, rtol, matched_ratio}").arg(where), issues);
            return std::nullopt;
        }
        f.warnUnknownKeys(n, {"atol", "rtol", "matched_ratio"}, where, issues);
        Tolerance tol{1e-5, 1e-3, 0.99};
        bool ok = true;
        if (const auto a = f.number(n, "atol", where + ".atol", true, issues))
            tol.atol = *a;
        else
            ok = false;
        if (const auto r = f.number(n, "rtol", where + ".rtol", true, issues))
            tol.rtol = *r;
        else
            ok = false;
        if (const auto m = f.number(n, "matched_ratio", where + ".matched_ratio", false, issues))
            tol.matchedRatio = *m;
        if (tol.atol < 0 || tol.rtol < 0) {
            f.error(n, QStringLiteral("%1: atol and rtol must be >= 0").arg(where), issues);
            ok = false;
        }
        if (tol.matchedRatio <= 0 || tol.matchedRatio > 1) {
            f.error(n["matched_ratio"],
                    QStringLiteral("%1.matched_ratio must be in (0, 1], got %2").arg(where).arg(tol.matchedRatio),
                    issues);
            ok = false;
        }
        return ok ? std::optional<Tolerance>(tol) : std::nullopt;
    }

    void parseCost(const YAML::Node& root)
    {
        const YAML::Node n = root["cost"];
        if (!n.IsDefined() || yamlIsNull(n)) {
            f.error(root, QStringLiteral("missing required field 'cost' ({flops: {f32: \"...\"}, bytes: \"...\"})"),
                    issues);
            return;
        }
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("'cost' must be a mapping {flops: {dtype: expression}, bytes: expression}"),
                    issues);
            return;
        }
        f.warnUnknownKeys(n, {"flops", "bytes"}, QStringLiteral("cost"), issues);
        const YAML::Node flops = n["flops"];
        if (flops.IsDefined() && !yamlIsNull(flops)) {
            if (!yamlIsMap(flops)) {
                f.error(flops, QStringLiteral("cost.flops must map a dtype to an expression, e.g. {bf16: \"2*M*N*K\"}"),
                        issues);
            } else {
                for (auto it = flops.begin(); it != flops.end(); ++it) {
                    const QString dt = scalarText(it->first);
                    if (!dtypeFromName(dt))
                        f.error(it->first,
                                QStringLiteral("cost.flops key '%1' is not a dtype; use one of %2")
                                    .arg(dt, dtypeNames().join(", ")),
                                issues);
                    else if (const auto e = f.expression(it->second, QStringLiteral("cost.flops.") + dt, issues))
                        t.cost.flops[dt] = *e;
                }
            }
        }
        if (const YAML::Node b = n["bytes"]; !b.IsDefined())
            f.error(n, QStringLiteral("missing required field 'cost.bytes' (minimum bytes moved, e.g. \"4 * 3 * n\")"),
                    issues);
        else if (const auto e = f.expression(b, QStringLiteral("cost.bytes"), issues))
            t.cost.bytes = *e;
        costLine = YamlFile::lineOf(n);
    }

    void parseProductionBaseline(const YAML::Node& n)
    {
        if (!n.IsDefined() || yamlIsNull(n))
            return;
        if (yamlIsScalar(n)) {
            t.productionBaselineName = scalarText(n);
            return;
        }
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("production_baseline must be {name, note}"), issues);
            return;
        }
        t.productionBaselineName = f.string(n, "name", "production_baseline.name", true, issues).value_or(QString());
        t.productionBaselineNote = f.string(n, "note", "production_baseline.note", false, issues).value_or(QString());
    }

    void parseTunables(const YAML::Node& n)
    {
        if (!n.IsDefined() || yamlIsNull(n))
            return;
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("tunables must map a name to a list of values, e.g. {BLOCK: [128, 256]}"),
                    issues);
            return;
        }
        for (auto it = n.begin(); it != n.end(); ++it) {
            const QString name = scalarText(it->first);
            if (!isIdentifier(name))
                f.error(it->first,
                        QStringLiteral("tunable '%1' is not an identifier (it becomes -D%1=value)").arg(name), issues);
            if (!yamlIsSequence(it->second) || it->second.size() == 0) {
                f.error(it->second, QStringLiteral("tunable '%1' must be a non-empty list of values").arg(name),
                        issues);
                continue;
            }
            Tunable tun{name, {}};
            const YAML::Node values = it->second;
            for (const auto& v : values)
                tun.values << scalarText(v);
            t.tunables << tun;
        }
    }

    void parseTiming(const YAML::Node& n)
    {
        if (!n.IsDefined() || yamlIsNull(n))
            return;
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("timing must be a mapping such as {l2: flush}"), issues);
            return;
        }
        f.warnUnknownKeys(n, {"l2"}, QStringLiteral("timing"), issues);
        t.timingL2 = f.string(n, "l2", "timing.l2", false, issues).value_or(QStringLiteral("flush"));
        if (t.timingL2 != QLatin1String("flush") && t.timingL2 != QLatin1String("warm"))
            f.error(n["l2"], QStringLiteral("timing.l2 is '%1'; use flush (default) or warm").arg(t.timingL2), issues);
    }

    void parseLaunch(const YAML::Node& n)
    {
        if (!n.IsDefined() || yamlIsNull(n))
            return;
        if (!yamlIsMap(n)) {
            f.error(n, QStringLiteral("launch must be a mapping {block, grid, smem}"), issues);
            return;
        }
        f.warnUnknownKeys(n, {"block", "grid", "smem"}, QStringLiteral("launch"), issues);
        if (n["block"].IsDefined())
            t.launch.block = f.expression(n["block"], "launch.block", issues).value_or(QString());
        if (n["grid"].IsDefined())
            t.launch.grid = f.expression(n["grid"], "launch.grid", issues).value_or(QString());
        if (n["smem"].IsDefined())
            t.launch.smem = f.expression(n["smem"], "launch.smem", issues).value_or(QString());
        launchLine = YamlFile::lineOf(n);
    }

    const YamlFile& f;
    Task& t;
    LoadIssues& issues;

public:
    QMap<QString, int> derivedLines;
    int costLine = 0;
    int launchLine = 0;
};

// Semantic checks that need the whole task: names, references between fields, files, expressions.
class TaskChecker
{
public:
    TaskChecker(const YamlFile& file, const Task& task, const TaskYamlParser& parser, LoadIssues& issues)
        : f(file), t(task), p(parser), issues(issues)
    {
    }

    void check()
    {
        const YAML::Node& root = f.root();
        checkClassification(root);
        checkFiles(root);
        checkNames(root);
        checkExpressions(root);
        checkConfigs();
    }

private:
    void errorAt(int line, const QString& message, const QString& file = {})
    {
        issues << LoadIssue{file.isEmpty() ? f.path() : file, line, 0, LoadIssue::Severity::Error, message};
    }

    // A value of the file quoted in a message on one line: a NUL or a line break in an id (a YAML block
    // scalar, `id: |`) would otherwise cut the message, and the part after the break names no file.
    static QString printable(QString s)
    {
        return s.replace(QChar(0), QStringLiteral("\\0"))
            .replace(QLatin1Char('\n'), QStringLiteral("\\n"))
            .replace(QLatin1Char('\r'), QStringLiteral("\\r"))
            .replace(QLatin1Char('\t'), QStringLiteral("\\t"));
    }

    void checkClassification(const YAML::Node& root)
    {
        // The id names the task's workspace and its rows in the run store: a NUL made every candidate
        // uncommittable and `..` let one task's workspace land on another's.
        static const QRegularExpression idChars(QStringLiteral("^[A-Za-z0-9_./-]+$"));
        if (!t.id.isEmpty() && (!idChars.match(t.id).hasMatch() || t.id.contains(QLatin1String("..")) ||
                                QDir::cleanPath(t.id) != t.id || t.id.startsWith(QLatin1Char('/'))))
            f.error(root["id"],
                    QStringLiteral("id '%1' must be a relative path of letters, digits and _ . / - without '..', empty "
                                   "or '.' parts, e.g. 'cuda2cuda/softmax'")
                        .arg(printable(t.id)),
                    issues);
        if (!t.id.isEmpty() && !t.category.isEmpty() && !t.id.startsWith(t.category + QLatin1Char('/')))
            f.error(root["id"],
                    QStringLiteral("id '%1' must start with its category: '%2/...'")
                        .arg(printable(t.id), printable(t.category)),
                    issues);
        if (!t.category.isEmpty() && !knownCategories().contains(t.category))
            f.error(root["category"],
                    QStringLiteral("category '%1' is unknown; use one of %2")
                        .arg(printable(t.category), knownCategories().join(", ")),
                    issues);
        if (!t.backend.isEmpty() && !knownBackends().contains(t.backend))
            f.error(root["backend"],
                    QStringLiteral("backend '%1' is unknown; use one of %2").arg(t.backend, knownBackends().join(", ")),
                    issues);
        const QString expected = expectedBackend(t.category);
        if (!expected.isEmpty() && !t.backend.isEmpty() && t.backend != expected)
            f.error(root["backend"],
                    QStringLiteral("backend '%1' does not fit category '%2'; it must be '%3'")
                        .arg(t.backend, t.category, expected),
                    issues);
        if (!knownPhases().contains(t.phase))
            f.error(root["phase"],
                    QStringLiteral("phase '%1' is unknown; use one of %2").arg(t.phase, knownPhases().join(", ")),
                    issues);
        if (t.isPython()) {
            if (!t.interface.isEmpty() && t.interface != QLatin1String("function") &&
                t.interface != QLatin1String("module"))
                f.error(root["interface"],
                        QStringLiteral("interface '%1' is unknown; use function or module").arg(t.interface), issues);
        } else if (!t.interface.isEmpty()) {
            f.warning(root["interface"],
                      QStringLiteral("interface is only read for Python backends (torch, triton); ignored"), issues);
        }
        if (t.isCompiled() && !t.entry.isEmpty() && !isIdentifier(t.entry))
            f.error(root["entry"],
                    QStringLiteral("entry '%1' must be a C identifier (the exported symbol)").arg(t.entry), issues);
    }

    // What an agent receives (editable, knowledge, the README) must be a regular file of the task folder and
    // must not be one of the secrets: `editable: [hidden.yaml]`, `knowledge: [reference.cpp]` and
    // `readme: /etc/passwd` all validated and handed the agent what it must never see.
    enum class Audience { Agent, KilnOnly };

    void checkFile(const YAML::Node& at, const QString& relative, const QString& field, Audience audience,
                   qint64 maxBytes)
    {
        if (relative.trimmed().isEmpty()) {
            f.error(at, QStringLiteral("%1 is an empty name; give the path of a file in the task folder").arg(field),
                    issues);
            return;
        }
        if (QDir::isAbsolutePath(relative) || QDir::cleanPath(relative).startsWith(QLatin1String(".."))) {
            f.error(at, QStringLiteral("%1 '%2' must be a path inside the task folder").arg(field, relative), issues);
            return;
        }
        const QString path = t.absolutePath(relative);
        const QFileInfo fi(path);
        if (!fi.exists() && !fi.isSymLink()) {
            f.error(at, QStringLiteral("%1 '%2' does not exist in %3").arg(field, relative, t.folder), issues);
            return;
        }
        if (const QString why = notARegularFile(path); !why.isEmpty()) {
            f.error(at, QStringLiteral("%1 '%2': %3").arg(field, relative, why), issues);
            return;
        }
        if (fi.size() > maxBytes) {
            f.error(at,
                    QStringLiteral("%1 '%2' is %3 MB; it must be at most %4")
                        .arg(field, relative)
                        .arg(fi.size() / 1e6, 0, 'f', 1)
                        .arg(describeLimit(maxBytes)),
                    issues);
            return;
        }
        if (audience == Audience::KilnOnly)
            return;
        const QString real = fi.canonicalFilePath();
        const QString folder = QFileInfo(t.folder).canonicalFilePath();
        if (!real.startsWith(folder + QLatin1Char('/'))) {
            f.error(at,
                    QStringLiteral("%1 '%2' leads outside the task folder (to %3); the agent receives it, so it must "
                                   "be a file of the task")
                        .arg(field, relative, real),
                    issues);
            return;
        }
        const auto sameFile = [&](const QString& other) {
            return !other.isEmpty() && QFileInfo(t.absolutePath(other)).canonicalFilePath() == real;
        };
        if (sameFile(t.reference))
            f.error(at,
                    QStringLiteral("%1 '%2' is the reference; the agent must never see the reference: remove it from "
                                   "%3")
                        .arg(field, relative, fieldKey(field)),
                    issues);
        else if (sameFile(QStringLiteral("hidden.yaml")))
            f.error(at,
                    QStringLiteral("%1 '%2' is hidden.yaml; the agent must never see the hidden configurations: "
                                   "remove it from %3")
                        .arg(field, relative, fieldKey(field)),
                    issues);
    }

    static QString fieldKey(const QString& field) { return field.section(QLatin1Char(' '), 0, 0); }

    // The line of entry `i` of a list field, or of the field when it is a single value.
    static YAML::Node entry(const YAML::Node& root, const char* key, qsizetype i)
    {
        const YAML::Node n = root[key];
        return yamlIsSequence(n) && std::size_t(i) < n.size() ? n[std::size_t(i)] : n;
    }

    void checkFiles(const YAML::Node& root)
    {
        constexpr qint64 kMaxSourceBytes = 16 * 1024 * 1024;
        constexpr qint64 kMaxReadmeBytes = 4 * 1024 * 1024;
        for (qsizetype i = 0; i < t.editable.size(); ++i)
            checkFile(entry(root, "editable", i), t.editable[i], QStringLiteral("editable file"), Audience::Agent,
                      kMaxSourceBytes);
        if (!t.reference.isEmpty())
            checkFile(root["reference"], t.reference, QStringLiteral("reference"), Audience::KilnOnly, kMaxSourceBytes);
        for (qsizetype i = 0; i < t.knowledge.size(); ++i)
            checkFile(entry(root, "knowledge", i), t.knowledge[i], QStringLiteral("knowledge file"), Audience::Agent,
                      kMaxSourceBytes);
        const QFileInfo readme(t.absolutePath(t.readme));
        if (!readme.exists() && !readme.isSymLink() && !QDir::isAbsolutePath(t.readme))
            f.error(
                root["readme"].IsDefined() ? root["readme"] : root,
                QStringLiteral("%1 is missing: every task needs instructions an agent and a person read").arg(t.readme),
                issues);
        else
            checkFile(root["readme"].IsDefined() ? root["readme"] : root, t.readme, QStringLiteral("readme"),
                      Audience::Agent, kMaxReadmeBytes);
    }

    void checkNames(const YAML::Node& root)
    {
        QSet<QString> seen;
        for (const auto& p : t.parameters) {
            if (!isIdentifier(p))
                f.error(root["parameters"],
                        QStringLiteral("parameter '%1' is not an identifier (letters, digits and '_', starting with a "
                                       "letter or '_')")
                            .arg(p),
                        issues);
            else if (const QString problem = expressionNameProblem(p); !problem.isEmpty())
                f.error(root["parameters"], QStringLiteral("parameter %1").arg(problem), issues);
            if (seen.contains(p))
                f.error(root["parameters"], QStringLiteral("parameter '%1' is declared twice").arg(p), issues);
            seen.insert(p);
        }
        for (const auto& [name, expr] : t.derived) {
            if (!isIdentifier(name))
                errorAt(p.derivedLines.value(name),
                        QStringLiteral("derived parameter '%1' is not an identifier").arg(name));
            else if (const QString problem = expressionNameProblem(name); !problem.isEmpty())
                errorAt(p.derivedLines.value(name), QStringLiteral("derived parameter %1").arg(problem));
            if (seen.contains(name))
                errorAt(p.derivedLines.value(name),
                        QStringLiteral("derived parameter '%1' is already declared as a parameter").arg(name));
            seen.insert(name);
        }
        QSet<QString> tensorNames;
        bool hasOutput = false;
        for (const auto& ts : t.tensors) {
            if (!ts.name.isEmpty() && !isIdentifier(ts.name))
                errorAt(ts.line, QStringLiteral("tensor name '%1' is not an identifier").arg(ts.name));
            if (tensorNames.contains(ts.name))
                errorAt(ts.line, QStringLiteral("tensor '%1' is declared twice").arg(ts.name));
            tensorNames.insert(ts.name);
            hasOutput = hasOutput || ts.role != TensorRole::In;
        }
        if (!t.tensors.isEmpty() && !hasOutput)
            f.error(root["tensors"], QStringLiteral("no tensor has role out or inout: the kernel has nothing to check"),
                    issues);
    }

    // Every name an expression uses must be declared; report it on the line where it is written.
    void checkExpression(const QString& expr, const QString& field, int line)
    {
        const ExpressionNames n = expressionNames(expr);
        if (!n.error.isEmpty()) {
            errorAt(line, QStringLiteral("%1: %2").arg(field, n.error));
            expressionsOk = false;
            return;
        }
        const QStringList declared = t.allParameterNames();
        if (declaredNames.isEmpty())
            declaredNames = QSet<QString>(declared.begin(), declared.end());
        for (const auto& name : n.names)
            if (!declaredNames.contains(name)) {
                errorAt(line,
                        QStringLiteral("%1 = '%2' uses '%3', which is not a declared parameter (declared: %4)")
                            .arg(field, expr, name, declared.isEmpty() ? QStringLiteral("none") : declared.join(", ")));
                expressionsOk = false;
            }
    }

    void checkExpressions(const YAML::Node& root)
    {
        for (const auto& [name, expr] : t.derived)
            checkExpression(expr, QStringLiteral("derived.") + name, p.derivedLines.value(name));
        QString cycle;
        TaskResolver::derivedOrder(t, &cycle);
        if (!cycle.isEmpty()) {
            f.error(root["derived"], cycle, issues);
            expressionsOk = false;
        }
        for (const auto& ts : t.tensors) {
            for (int d = 0; d < ts.shape.size(); ++d)
                checkExpression(ts.shape[d], QStringLiteral("tensor '%1' shape[%2]").arg(ts.name).arg(d), ts.line);
            for (auto it = ts.init.args.begin(); it != ts.init.args.end(); ++it)
                checkExpression(it.value(), QStringLiteral("tensor '%1' init.%2").arg(ts.name, it.key()), ts.line);
        }
        for (auto it = t.cost.flops.begin(); it != t.cost.flops.end(); ++it)
            checkExpression(it.value(), QStringLiteral("cost.flops.") + it.key(), p.costLine);
        if (!t.cost.bytes.isEmpty())
            checkExpression(t.cost.bytes, QStringLiteral("cost.bytes"), p.costLine);
        for (const auto& [field, expr] : {std::pair{QStringLiteral("launch.block"), t.launch.block},
                                          std::pair{QStringLiteral("launch.grid"), t.launch.grid},
                                          std::pair{QStringLiteral("launch.smem"), t.launch.smem}})
            if (!expr.isEmpty())
                checkExpression(expr, field, p.launchLine);
    }

    void checkConfigs()
    {
        if (t.configs.isEmpty() && yamlIsSequence(f.root()["configs"]))
            f.error(f.root()["configs"],
                    QStringLiteral("'configs' is empty; declare at least one visible configuration"), issues);
        QSet<QString> names;
        const QStringList declared = t.parameters;
        const QSet<QString> declaredSet(declared.begin(), declared.end());
        for (const auto& c : t.allConfigs()) {
            const QString file = c.hidden ? t.absolutePath(QStringLiteral("hidden.yaml")) : f.path();
            if (names.contains(c.name))
                errorAt(c.line,
                        QStringLiteral("config name '%1' is used twice (visible and hidden names must be unique)")
                            .arg(c.name),
                        file);
            names.insert(c.name);
            bool complete = true;
            for (const auto& p : declared)
                if (!c.values.contains(p)) {
                    errorAt(c.line, QStringLiteral("config '%1' has no value for parameter '%2'").arg(c.name, p), file);
                    complete = false;
                }
            for (auto it = c.values.begin(); it != c.values.end(); ++it)
                if (!declaredSet.contains(it.key())) {
                    errorAt(c.line,
                            QStringLiteral("config '%1' sets '%2', which is not a declared parameter (declared: %3)")
                                .arg(c.name, it.key(), declared.join(", ")),
                            file);
                    complete = false;
                }
            if (!complete || !expressionsOk)
                continue;
            QString err;
            if (!resolver.resolve(c, &err))
                errorAt(c.line, err, file);
        }
    }

    const YamlFile& f;
    const Task& t;
    const TaskYamlParser& p;
    LoadIssues& issues;
    bool expressionsOk = true;
    QSet<QString> declaredNames; // t.allParameterNames(), for lookups
    TaskResolver resolver{t};
};

TaskLoadResult loadTaskFolderUnguarded(const QString& folder, const QString& suiteRoot)
{
    TaskLoadResult result;
    Task task;
    task.folder = QDir(folder).absolutePath();
    task.suiteRoot = QDir(suiteRoot).absolutePath();

    YamlFile file;
    if (!file.load(QDir(task.folder).filePath(QStringLiteral("task.yaml")), result.issues))
        return result;
    TaskYamlParser parser(file, task, result.issues);
    parser.parse();

    const QString hiddenPath = QDir(task.folder).filePath(QStringLiteral("hidden.yaml"));
    // A dangling link is not "no hidden.yaml": the author meant to have one, so it is an error (YamlFile).
    if (const QFileInfo hiddenInfo(hiddenPath); hiddenInfo.exists() || hiddenInfo.isSymLink()) {
        YamlFile hidden;
        if (hidden.load(hiddenPath, result.issues)) {
            hidden.warnUnknownKeys(hidden.root(), {"configs"}, QString(), result.issues);
            task.hiddenConfigs = parser.parseConfigs(hidden.root(), hidden, true);
        }
    } else if (!task.isCommand()) {
        result.issues << LoadIssue{
            hiddenPath, 0, 0, LoadIssue::Severity::Warning,
            QStringLiteral("no hidden.yaml: the task has no hidden configurations, so Kiln cannot "
                           "measure how a kernel generalizes to shapes the agent never saw")};
    }

    TaskChecker(file, task, parser, result.issues).check();
    if (!hasErrors(result.issues))
        result.task = std::move(task);
    return result;
}

} // namespace

TaskLoadResult loadTaskFolder(const QString& folder, const QString& suiteRoot)
{
    TaskLoadResult result;
    const QString yamlPath = QDir(QDir(folder).absolutePath()).filePath(QStringLiteral("task.yaml"));
    LoadIssues thrown;
    if (!guardLoad(yamlPath, thrown, [&] { result = loadTaskFolderUnguarded(folder, suiteRoot); })) {
        result.task.reset();
        result.issues += thrown;
    }
    return result;
}

} // namespace kiln
