#include "agentkernelarenaimporter.h"

#include "../tasks/loadguard.h"
#include "../tasks/yamlfile.h"
#include "akaheldout.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <cmath>

namespace kiln {

namespace {

QStringList configFiles(const QString& tasksDir)
{
    QStringList files;
    // Every entry named config.yaml, as the suite loader finds task.yaml: a dangling link, a FIFO or a folder
    // is an error of its own (YamlFile says what it is), not a task skipped without a word.
    QDirIterator it(tasksDir, {QStringLiteral("config.yaml")},
                    QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

// AgentKernelArena task types map to Kiln backends for display and filtering; the gates stay its own.
QString backendForTaskType(const QString& type)
{
    if (type.startsWith(QLatin1String("triton")) || type == QLatin1String("instruction2triton"))
        return QStringLiteral("triton");
    if (type.contains(QLatin1String("hip")))
        return QStringLiteral("hip");
    return QStringLiteral("command");
}

const QStringList kV1Fields{
    "source_file_path", "target_kernel_functions", "compile_command", "correctness_command", "performance_command",
    "task_type", "target_file_path", "compile_timeout", "correctness_timeout", "performance_timeout", "prompt",
    "platform_support", "task_result_template", "repo_url", "repository_language", "repo_subdir", "schema_version",
    "description", "difficulty", "tags", "name",
    // Read by AgentKernelArena's own preprocessing and agents (its checkout of
    // d6f7c8a, 426 tasks): known, so a real checkout imports without a warning per task.
    "harness_path", "source_origin", "kernel_identity", "supported_archs", "editable_sources", "image_repo_path",
    "image_repo_exclude", "post_clone_install", "post_clone_install_mode", "aiter_commit"};
const QStringList kV2Fields{"schema_version",
                            "description",
                            "instructions",
                            "candidate",
                            "baseline",
                            "evaluation",
                            "platform_support",
                            "task_type",
                            "tags",
                            "name",
                            "compile_command",
                            "correctness_command",
                            "performance_command",
                            "compile_timeout",
                            "correctness_timeout",
                            "performance_timeout",
                            "prompt",
                            "difficulty"};

class ConfigReader
{
public:
    ConfigReader(const YamlFile& f, Task& t, CommandGates& g, LoadIssues& issues) : f(f), t(t), g(g), issues(issues) {}

    void readCommon(const YAML::Node& root)
    {
        g.compile = f.stringList(root, "compile_command", "compile_command", false, issues).value_or(QStringList());
        g.correctness =
            f.stringList(root, "correctness_command", "correctness_command", false, issues).value_or(QStringList());
        g.performance =
            f.stringList(root, "performance_command", "performance_command", false, issues).value_or(QStringList());
        // -1, 0 or 1e300 passed silently (1e300 does not even fit an int); a gate with no time to run, or
        // with no end, is the config's error, on its line.
        auto timeout = [&](const char* key, int& out) {
            constexpr double kMaxTimeoutS = 7 * 24 * 3600;
            if (const auto v = f.number(root, key, key, false, issues)) {
                if (*v >= 1 && *v <= kMaxTimeoutS)
                    out = static_cast<int>(std::ceil(*v));
                else
                    f.error(root[key],
                            QStringLiteral("%1 is %2; a timeout is a number of seconds from 1 to %3 (a week)")
                                .arg(QLatin1String(key), QString::number(*v))
                                .arg(kMaxTimeoutS),
                            issues);
            }
        };
        timeout("compile_timeout", g.compileTimeoutS);
        timeout("correctness_timeout", g.correctnessTimeoutS);
        timeout("performance_timeout", g.performanceTimeoutS);
        const YAML::Node ps = root["platform_support"];
        if (yamlIsMap(ps)) {
            if (yamlIsScalar(ps["required_arch"]))
                g.requiredArch = scalarText(ps["required_arch"]);
            else if (yamlIsSequence(ps["required_arch"]))
                g.requiredArch = f.stringList(ps, "required_arch", "platform_support.required_arch", false, issues)
                                     .value_or(QStringList())
                                     .join(QStringLiteral(", "));
            g.platformStatus = f.string(ps, "status", "platform_support.status", false, issues).value_or(QString());
            g.skipReason =
                f.string(ps, "skip_reason", "platform_support.skip_reason", false, issues).value_or(QString());
        }
        if (const auto tags = f.stringList(root, "tags", "tags", false, issues))
            t.tags = *tags;
        // The architectures a later task lists instead of platform_support.required_arch.
        if (g.requiredArch.isEmpty() && root["supported_archs"])
            g.requiredArch = f.stringList(root, "supported_archs", "supported_archs", false, issues)
                                 .value_or(QStringList())
                                 .join(QStringLiteral(", "));
    }

    void readV1(const YAML::Node& root)
    {
        f.warnUnknownKeys(root, kV1Fields, QString(), issues);
        readCommon(root);
        g.taskType = f.string(root, "task_type", "task_type", false, issues).value_or(QString());
        t.editable = f.stringList(root, "source_file_path", "source_file_path", false, issues).value_or(QStringList());
        g.targetKernels = f.stringList(root, "target_kernel_functions", "target_kernel_functions", false, issues)
                              .value_or(QStringList());
        t.entry = g.targetKernels.value(0);
        const YAML::Node prompt = root["prompt"];
        if (yamlIsMap(prompt) && yamlIsScalar(prompt["instructions"]))
            t.title = scalarText(prompt["instructions"]).section(QLatin1Char('\n'), 0, 0).left(120);
    }

    void readV2(const YAML::Node& root)
    {
        f.warnUnknownKeys(root, kV2Fields, QString(), issues);
        readCommon(root);
        g.taskType = f.string(root, "task_type", "task_type", false, issues).value_or(QString());
        if (const auto d = f.string(root, "description", "description", false, issues))
            t.title = d->section(QLatin1Char('\n'), 0, 0).left(120);
        if (const auto instr = f.stringList(root, "instructions", "instructions", false, issues);
            instr && !instr->isEmpty()) {
            t.readme = instr->first();
            // The agent reads it: `instructions: [/etc/passwd]` must not hand it a file of the machine.
            if (QDir::isAbsolutePath(t.readme) || QDir::cleanPath(t.readme).startsWith(QLatin1String(".."))) {
                f.error(root["instructions"],
                        QStringLiteral("instructions '%1' must be a path inside the task folder").arg(t.readme),
                        issues);
                t.readme.clear();
            }
        }
        const YAML::Node cand = root["candidate"];
        if (yamlIsMap(cand)) {
            t.editable = f.stringList(cand, "editable", "candidate.editable", false, issues).value_or(QStringList());
            const YAML::Node eps = cand["entrypoints"];
            if (yamlIsSequence(eps))
                for (const auto& ep : eps)
                    if (yamlIsMap(ep) && yamlIsScalar(ep["symbol"]))
                        g.targetKernels << scalarText(ep["symbol"]);
            if (g.taskType.isEmpty() && yamlIsScalar(cand["language"]))
                g.taskType = scalarText(cand["language"]) + QStringLiteral("2") + scalarText(cand["language"]);
        }
        t.entry = g.targetKernels.value(0);
        const YAML::Node base = root["baseline"];
        if (yamlIsMap(base))
            t.reference = f.stringList(base, "source_files", "baseline.source_files", false, issues)
                              .value_or(QStringList())
                              .value(0);
    }

private:
    const YamlFile& f;
    Task& t;
    CommandGates& g;
    LoadIssues& issues;
};

} // namespace

bool isAgentKernelArenaCheckout(const QString& dir)
{
    return !configFiles(QDir(dir).filePath(QStringLiteral("tasks"))).isEmpty();
}

namespace {

// One config.yaml into a task (appended to `tasks` when it has no error); its issues go to `issues`.
void importConfig(const QString& file, const QString& root, const QString& tasksDir, QList<Task>& tasks,
                  LoadIssues& issues)
{
    YamlFile yaml;
    if (!yaml.load(file, issues))
        return;
    const YAML::Node& r = yaml.root();
    Task t;
    CommandGates g;
    g.checkoutRoot = root;
    t.source = QStringLiteral("agentkernelarena");
    t.folder = QFileInfo(file).absolutePath();
    t.suiteRoot = root;
    t.id = QDir(tasksDir).relativeFilePath(t.folder);
    t.weightSource = QStringLiteral("assumed: AgentKernelArena weighs every task equally");
    ConfigReader reader(yaml, t, g, issues);
    const int schema = yamlIsScalar(r["schema_version"]) ? scalarText(r["schema_version"]).toInt() : 1;
    g.schemaVersion = schema;
    if (schema >= 2)
        reader.readV2(r);
    else
        reader.readV1(r);
    if (g.taskType.isEmpty())
        g.taskType = t.id.section(QLatin1Char('/'), 0, 0);
    // Its own category (hip2hip, triton2triton, torch2hip...), in the browser, filters, scores and reports;
    // that its commands judge it is Task::isCommand().
    t.category = g.taskType;
    t.backend = backendForTaskType(g.taskType);
    if (t.title.isEmpty())
        t.title = t.id.section(QLatin1Char('/'), -1);
    t.tags << g.taskType;
    if (!g.requiredArch.isEmpty())
        t.tags << QStringLiteral("arch:") + g.requiredArch;
    if (const YAML::Node d = r["difficulty"]; yamlIsScalar(d))
        t.difficulty = std::clamp(scalarText(d).toInt(), 1, 3);
    if (g.compile.isEmpty() && g.correctness.isEmpty() && schema < 2)
        issues << LoadIssue{file, 0, 0, LoadIssue::Severity::Warning,
                            QStringLiteral("no compile_command or correctness_command: this task has no gates Kiln "
                                           "can run")};
    if (!QFileInfo::exists(t.absolutePath(t.readme)))
        t.readme.clear();
    // Held-out shapes where AgentKernelArena injects its own: final scoring runs the task's commands on them
    // too, in workspaces of its own, for the candidate and the task's own code (runners/evaluation/
    // commandheldout.cpp). Each is a hidden configuration, never shown to the agent.
    g.heldOut = heldOutShapesFor(t.folder, t.id, root, issues);
    if (g.heldOut)
        for (const QString& shape : g.heldOut->shapes)
            t.hiddenConfigs << ConfigSpec{QStringLiteral("held-out %1").arg(shape), {}, true, g.heldOut->origin, 0};
    t.commandGates = g;
    if (!hasErrors(issues))
        tasks << t;
}

} // namespace

ImportResult importAgentKernelArena(const QString& checkoutRoot)
{
    ImportResult result;
    const QString root = QDir(checkoutRoot).absolutePath();
    const QString tasksDir = QDir(root).filePath(QStringLiteral("tasks"));
    for (const QString& file : configFiles(tasksDir)) {
        ++result.filesRead;
        LoadIssues issues;
        QList<Task> tasks;
        if (guardLoad(file, issues, [&] { importConfig(file, root, tasksDir, tasks, issues); }))
            result.tasks += tasks;
        result.issues += issues;
    }
    return result;
}

} // namespace kiln
