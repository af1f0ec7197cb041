#include "workspace.h"

#include "model/resourcepaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

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

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

constexpr auto kReadOnly = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
constexpr auto kWritable = kReadOnly | QFileDevice::WriteOwner;
constexpr auto kExecutable = kReadOnly | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;

} // namespace

QString renderPrompt(const Task& task, const QString& budgetText)
{
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

std::optional<Workspace> createWorkspace(const Task& task, const QString& folder, const WorkspaceOptions& o, QString* error)
{
    if (QDir(folder).exists() && !QDir(folder).isEmpty()) {
        *error = QStringLiteral("%1 already exists and is not empty; a workspace is always made fresh").arg(folder);
        return std::nullopt;
    }
    Workspace ws;
    ws.folder = QDir(folder).absolutePath();
    ws.editable = task.editable;
    for (const QString& f : task.editable)
        if (!writeFile(QDir(ws.folder).filePath(f), readAll(task.absolutePath(f)), kWritable, error))
            return std::nullopt;
    QStringList protectedFiles;
    auto addProtected = [&](const QString& name, const QByteArray& bytes, QFileDevice::Permissions perms) {
        if (!writeFile(QDir(ws.folder).filePath(name), bytes, perms, error))
            return false;
        protectedFiles << name;
        return true;
    };
    if (!task.readme.isEmpty() && !addProtected(QStringLiteral("README.md"), readAll(task.absolutePath(task.readme)), kReadOnly))
        return std::nullopt;
    if (!addProtected(QStringLiteral("prompt.md"), renderPrompt(task, o.budgetText).toUtf8(), kReadOnly))
        return std::nullopt;
    if (!o.kilnEvalScript.isEmpty() && !addProtected(QStringLiteral("kiln-eval"), o.kilnEvalScript.toUtf8(), kExecutable))
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
