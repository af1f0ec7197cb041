#include "workspace.h"

#include "model/resourcepaths.h"
#include "runners/runs/commandtaskfolder.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <yaml-cpp/yaml.h>

namespace kiln {

namespace {

QByteArray sha256(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

bool writeFile(const QString& path, const QByteArray& bytes, QFileDevice::Permissions perms, QString* error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (f.exists()) // protected files are read-only: renewing one needs write permission first
        f.setPermissions(f.permissions() | QFileDevice::WriteOwner);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    f.close();
    f.setPermissions(perms);
    return true;
}

QByteArray readAll(const QString& path);

// What an editable file starts as: the task's own, or for a KernelBench problem (which has none) the problem
// itself with its Model named ModelNew, the PyTorch code the agent is to replace with its kernels.
QByteArray editableSeed(const Task& task, const QString& file)
{
    if (task.isKernelBench() && !QFileInfo::exists(task.absolutePath(file))) {
        QString text = QString::fromUtf8(readAll(task.absolutePath(task.reference)));
        static const QRegularExpression model(QStringLiteral("\\bModel\\b"));
        text.replace(model, QStringLiteral("ModelNew"));
        return text.toUtf8();
    }
    return readAll(task.absolutePath(file));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

constexpr auto kReadOnly = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
constexpr auto kWritable = kReadOnly | QFileDevice::WriteOwner;
constexpr auto kExecutable = kReadOnly | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;

} // namespace

// What a command task asks, for its prompt: its README, else config.yaml's prompt.instructions (schema v1).
static QString commandTaskInstructions(const Task& task)
{
    const QString readme =
        task.readme.isEmpty() ? QString() : QString::fromUtf8(readAll(task.absolutePath(task.readme))).trimmed();
    if (!readme.isEmpty())
        return readme;
    try {
        const YAML::Node root = YAML::LoadFile(task.absolutePath(QStringLiteral("config.yaml")).toStdString());
        if (root["prompt"] && root["prompt"]["instructions"] && root["prompt"]["instructions"].IsScalar())
            return QString::fromStdString(root["prompt"]["instructions"].as<std::string>()).trimmed();
    } catch (const YAML::Exception&) {
        // It parsed when the suite was loaded; a file changed since then leaves the pointer below.
    }
    return QStringLiteral("See config.yaml in this folder.");
}

static QString commandList(const Task& task)
{
    const CommandGates g = task.commandGates.value_or(CommandGates{});
    QStringList lines;
    auto add = [&lines](const QString& gate, const QStringList& commands, int timeoutS) {
        lines << (commands.isEmpty() ? QStringLiteral("- %1: none").arg(gate)
                                     : QStringLiteral("- %1 (each command within %2 s): `%3`")
                                           .arg(gate)
                                           .arg(timeoutS)
                                           .arg(commands.join(QStringLiteral("`, then `"))));
    };
    add(QStringLiteral("compile"), g.compile, g.compileTimeoutS);
    add(QStringLiteral("correctness"), g.correctness, g.correctnessTimeoutS);
    add(QStringLiteral("performance"), g.performance, g.performanceTimeoutS);
    return lines.join(QLatin1Char('\n'));
}

QString renderPrompt(const Task& task, const QString& budgetText)
{
    if (task.isCommand()) {
        QString text =
            QString::fromUtf8(readAll(QDir(resourcesDir()).filePath(QStringLiteral("prompts/agent-command.md"))));
        text.replace(QLatin1String("{{task_id}}"), task.id);
        text.replace(QLatin1String("{{title}}"), task.title);
        text.replace(QLatin1String("{{editable}}"), task.editable.join(QStringLiteral(", ")));
        text.replace(QLatin1String("{{readme}}"), commandTaskInstructions(task));
        text.replace(QLatin1String("{{commands}}"), commandList(task));
        text.replace(QLatin1String("{{budget}}"), budgetText);
        return text;
    }
    QString text = QString::fromUtf8(readAll(QDir(resourcesDir()).filePath(QStringLiteral("prompts/agent.md"))));
    QStringList configs;
    for (const auto& c : task.configs) {
        QStringList values;
        for (auto it = c.values.begin(); it != c.values.end(); ++it)
            values << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
        configs << QStringLiteral("- %1: %2").arg(c.name, values.join(QStringLiteral(", ")));
    }
    text.replace(QLatin1String("{{task_id}}"), task.id);
    text.replace(QLatin1String("{{title}}"), task.title);
    text.replace(QLatin1String("{{editable}}"), task.editable.join(QStringLiteral(", ")));
    text.replace(QLatin1String("{{readme}}"), QString::fromUtf8(readAll(task.absolutePath(task.readme))).trimmed());
    text.replace(QLatin1String("{{configs}}"), configs.join(QLatin1Char('\n')));
    text.replace(QLatin1String("{{budget}}"), budgetText);
    return text;
}

std::optional<Workspace> createWorkspace(const Task& task, const QString& folder, const WorkspaceOptions& o,
                                         QString* error)
{
    if (QDir(folder).exists() && !QDir(folder).isEmpty()) {
        *error = QStringLiteral("%1 already exists and is not empty; a workspace is always made fresh").arg(folder);
        return std::nullopt;
    }
    Workspace ws;
    ws.folder = QDir(folder).absolutePath();
    ws.editable = task.editable;
    QStringList protectedFiles;
    if (task.isCommand()) {
        // Prepared as AgentKernelArena prepares its own: the whole task folder with the shared helpers
        // materialized; its scripts, tests, config.yaml and harnesses are protected as it protects them.
        if (!prepareCommandWorkspace(task.folder, task.commandGates ? task.commandGates->checkoutRoot : task.suiteRoot,
                                     ws.folder, {}, error))
            return std::nullopt;
        QDirIterator it(ws.folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString rel = QDir(ws.folder).relativeFilePath(it.next());
            if (!task.editable.contains(rel) && (isProtectedTaskFile(rel) || rel == QLatin1String("README.md"))) {
                QFile::setPermissions(
                    it.filePath(), QFile::permissions(it.filePath()) &
                                       ~(QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther));
                protectedFiles << rel;
            }
        }
    }
    for (const QString& f : task.editable)
        if (!writeFile(QDir(ws.folder).filePath(f), editableSeed(task, f), kWritable, error))
            return std::nullopt;
    auto addProtected = [&](const QString& name, const QByteArray& bytes, QFileDevice::Permissions perms) {
        if (!writeFile(QDir(ws.folder).filePath(name), bytes, perms, error))
            return false;
        protectedFiles << name;
        return true;
    };
    if (!task.isCommand() && !task.readme.isEmpty() &&
        !addProtected(QStringLiteral("README.md"), readAll(task.absolutePath(task.readme)), kReadOnly))
        return std::nullopt;
    if (!addProtected(QStringLiteral("prompt.md"), renderPrompt(task, o.budgetText).toUtf8(), kReadOnly))
        return std::nullopt;
    if (!o.kilnEvalScript.isEmpty() &&
        !addProtected(QStringLiteral("kiln-eval"), o.kilnEvalScript.toUtf8(), kExecutable))
        return std::nullopt;
    for (const QString& k : task.knowledge)
        if (!addProtected(QStringLiteral("knowledge/") + k, readAll(task.absolutePath(k)), kReadOnly))
            return std::nullopt;
    for (const QString& p : protectedFiles)
        ws.protectedHashes[p] = sha256(QDir(ws.folder).filePath(p));
    return ws;
}

bool renewKilnEval(Workspace& ws, const QString& script, QString* error)
{
    const QString path = QDir(ws.folder).filePath(QStringLiteral("kiln-eval"));
    // A kiln-eval the agent had already changed stays recorded as changed: only an intact one is re-hashed.
    const bool intact = ws.protectedHashes.value(QStringLiteral("kiln-eval")) == sha256(path);
    if (!writeFile(path, script.toUtf8(), kExecutable, error))
        return false;
    if (intact)
        ws.protectedHashes[QStringLiteral("kiln-eval")] = sha256(path);
    return true;
}

QStringList tamperedFiles(const Workspace& ws)
{
    QStringList changed;
    for (auto it = ws.protectedHashes.begin(); it != ws.protectedHashes.end(); ++it)
        if (sha256(QDir(ws.folder).filePath(it.key())) != it.value())
            changed << it.key();
    return changed;
}

} // namespace kiln
