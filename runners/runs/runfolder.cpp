#include "runfolder.h"

#include "model/jsonfields.h"
#include "model/resourcepaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace kiln {

QString taskSlug(const QString& taskId)
{
    return QString(taskId).replace(QLatin1Char('/'), QStringLiteral("__"));
}

QJsonObject RunConfig::toJson() const
{
    return writeJsonFields(*this);
}

RunConfig RunConfig::fromJson(const QJsonObject& o)
{
    return readJsonFields<RunConfig>(o);
}

QString RunFolder::pathFor(const QString& runId)
{
    return QDir(dataDir()).filePath(QStringLiteral("runs/") + runId);
}

bool RunFolder::writeConfig(const RunConfig& config, QString* error) const
{
    QDir().mkpath(m_path);
    QFile f(QDir(m_path).filePath(QStringLiteral("run.json")));
    if (!f.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot write %1: %2").arg(f.fileName(), f.errorString());
        return false;
    }
    f.write(QJsonDocument(config.toJson()).toJson());
    return true;
}

std::optional<RunConfig> RunFolder::readConfig(QString* error) const
{
    QFile f(QDir(m_path).filePath(QStringLiteral("run.json")));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1 is not a run folder (no run.json)").arg(m_path);
        return std::nullopt;
    }
    return RunConfig::fromJson(QJsonDocument::fromJson(f.readAll()).object());
}

QString RunFolder::repoPath() const
{
    return QDir(m_path).filePath(QStringLiteral("candidates.git"));
}

QString RunFolder::workspacePath(const QString& taskId) const
{
    return QDir(m_path).filePath(QStringLiteral("workspaces/") + taskSlug(taskId));
}

QString RunFolder::evalPath(const QString& taskId, int seq) const
{
    return QDir(m_path).filePath(QStringLiteral("eval/%1/%2").arg(taskSlug(taskId)).arg(seq));
}

QString RunFolder::objectsPath(const QString& taskId) const
{
    return QDir(m_path).filePath(QStringLiteral("objects/%1").arg(taskSlug(taskId)));
}

QString RunFolder::finalPath(const QString& taskId, const QString& role) const
{
    return QDir(m_path).filePath(QStringLiteral("final/%1/%2").arg(taskSlug(taskId), role));
}

bool RunFolder::saveWorkspace(const QString& taskId, const Workspace& ws, QString* error) const
{
    QJsonObject hashes;
    for (auto it = ws.protectedHashes.begin(); it != ws.protectedHashes.end(); ++it)
        hashes[it.key()] = QString::fromLatin1(it.value());
    const QJsonObject o{
        {"folder", ws.folder}, {"editable", QJsonArray::fromStringList(ws.editable)}, {"protected", hashes}};
    QDir().mkpath(QDir(m_path).filePath(QStringLiteral("workspaces")));
    QFile f(QDir(m_path).filePath(QStringLiteral("workspaces/%1.json").arg(taskSlug(taskId))));
    if (!f.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot write %1: %2").arg(f.fileName(), f.errorString());
        return false;
    }
    f.write(QJsonDocument(o).toJson());
    return true;
}

std::optional<Workspace> RunFolder::loadWorkspace(const QString& taskId) const
{
    QFile f(QDir(m_path).filePath(QStringLiteral("workspaces/%1.json").arg(taskSlug(taskId))));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    Workspace ws;
    ws.folder = o.value("folder").toString();
    for (const auto& e : o.value("editable").toArray())
        ws.editable << e.toString();
    const QJsonObject h = o.value("protected").toObject();
    for (auto it = h.begin(); it != h.end(); ++it)
        ws.protectedHashes[it.key()] = it.value().toString().toLatin1();
    return ws;
}

QString locateRunFolder(const QString& recordedFolder, const QString& runId)
{
    if (!recordedFolder.isEmpty() && QFileInfo(RunFolder(recordedFolder).repoPath()).isDir())
        return recordedFolder;
    const QString local = RunFolder::pathFor(runId);
    if (QFileInfo(RunFolder(local).repoPath()).isDir())
        return local;
    return {};
}

} // namespace kiln
