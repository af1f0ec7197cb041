#include "runfolder.h"

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
    return {{"run", runId},
            {"agent", agent},
            {"suites", QJsonArray::fromStringList(suites)},
            {"tasks", QJsonArray::fromStringList(tasks)},
            {"budget", QJsonObject{{"evals", budgetEvals}, {"timeout_s", timeoutS}, {"iterations", iterations}}},
            {"model", model},
            {"effort", effort},
            {"extra_args", QJsonArray::fromStringList(extraArgs)},
            {"command", commandTemplate},
            {"mode", mode},
            {"restart_after", restartAfter},
            {"confine", confine},
            {"executor", executor},
            {"device", device},
            {"agent_host", agentHost}};
}

RunConfig RunConfig::fromJson(const QJsonObject& o)
{
    RunConfig c;
    c.runId = o.value("run").toString();
    c.agent = o.value("agent").toString();
    for (const auto& s : o.value("suites").toArray())
        c.suites << s.toString();
    for (const auto& t : o.value("tasks").toArray())
        c.tasks << t.toString();
    c.budgetEvals = o.value("budget").toObject().value("evals").toInt(10);
    c.timeoutS = o.value("budget").toObject().value("timeout_s").toInt(1800);
    c.iterations = o.value("budget").toObject().value("iterations").toInt(5);
    c.model = o.value("model").toString();
    c.effort = o.value("effort").toString();
    for (const auto& a : o.value("extra_args").toArray())
        c.extraArgs << a.toString();
    c.commandTemplate = o.value("command").toString();
    c.mode = o.value("mode").toString(QStringLiteral("agentic"));
    c.restartAfter = o.value("restart_after").toInt(3);
    c.confine = o.value("confine").toBool(true);
    c.executor = o.value("executor").toString(QStringLiteral("local"));
    c.device = o.value("device").toString();
    c.agentHost = o.value("agent_host").toString();
    return c;
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
