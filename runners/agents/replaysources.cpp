#include "replaysources.h"

#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

namespace kiln {

namespace {

QMap<QString, QByteArray> folderFiles(const QString& dir)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files[QDir(dir).relativeFilePath(path)] = f.readAll();
    }
    return files;
}

} // namespace

bool replayCandidates(const ReplaySources& sources, QList<ReplayCandidate>* out, QString* error, bool* usage)
{
    *usage = false;
    QStringList folders = sources.folders;
    if (!sources.tasksRoot.isEmpty()) {
        if (sources.taskId.isEmpty()) {
            *error = QStringLiteral("--tasks-root needs $KILN_TASK_ID (the run manager sets it for its agents)");
            *usage = true;
            return false;
        }
        const QDir taskDir(QDir(sources.tasksRoot).filePath(sources.taskId));
        for (const QString& name : taskDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            folders << taskDir.filePath(name);
    }
    for (const QString& dir : std::as_const(folders)) {
        if (!QDir(dir).exists()) {
            *error = QStringLiteral("%1 is not a folder").arg(dir);
            *usage = true;
            return false;
        }
        out->append({dir, folderFiles(dir)});
    }
    if (!sources.runId.isEmpty()) {
        const RunFolder folder(RunFolder::pathFor(sources.runId));
        CandidateRepo repo;
        if (!repo.open(folder.repoPath(), error))
            return false;
        for (const QString& commit : repo.history(sources.taskId))
            if (const auto files = repo.files(commit, error))
                out->append({commit.left(12), *files});
    }
    return true;
}

} // namespace kiln
