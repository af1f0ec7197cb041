#include "suiteloader.h"

#include "../enumnames.h"
#include "../importers/agentkernelarenaimporter.h"
#include "../importers/kernelbenchimporter.h"
#include "taskloader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QtConcurrent/QtConcurrentMap>
#include <algorithm>

namespace kiln {

namespace {
constexpr EnumNames<SuiteKind, 3> kSuiteKindNames{{{SuiteKind::Kiln, "kiln"},
                                                   {SuiteKind::AgentKernelArena, "agentkernelarena"},
                                                   {SuiteKind::KernelBench, "kernelbench"}}};
static_assert(namesEveryValueOnce(kSuiteKindNames));
} // namespace

QString suiteKindName(SuiteKind k)
{
    return nameOf(kSuiteKindNames, k);
}

int Suite::errorCount() const
{
    return static_cast<int>(std::count_if(issues.begin(), issues.end(), [](const auto& i) { return i.isError(); }));
}

int Suite::warningCount() const
{
    return static_cast<int>(issues.size()) - errorCount();
}

const Task* Suite::find(const QString& id) const
{
    for (const auto& t : tasks)
        if (t.id == id)
            return &t;
    return nullptr;
}

SuiteKind detectSuiteKind(const QString& dir)
{
    const QDir d(dir);
    if (isKernelBenchCheckout(dir))
        return SuiteKind::KernelBench;
    if (d.exists(QStringLiteral("tasks")) && !d.exists(QStringLiteral("task.yaml")) && isAgentKernelArenaCheckout(dir))
        return SuiteKind::AgentKernelArena;
    return SuiteKind::Kiln;
}

namespace {

QStringList findTaskFolders(const QString& root)
{
    QStringList folders;
    // Every entry named task.yaml, not only the readable files: one that is a dangling link, a link loop, a
    // FIFO, a socket or a folder was skipped without a word (the suite validated with exit 0); now the task
    // loader reports it as an error naming the path. Links to folders are not followed, so a loop cannot
    // make the walk endless.
    QDirIterator it(root, {QStringLiteral("task.yaml")}, QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    const QDir base(root);
    while (it.hasNext()) {
        const QString path = it.next();
        // Skip version-control and build folders inside a suite: below its root only (a suite that itself lies
        // under a folder named build, as the mutation campaign's does in CTest, is still read).
        const QString inside = QLatin1Char('/') + base.relativeFilePath(path);
        if (inside.contains(QLatin1String("/.git/")) || inside.contains(QLatin1String("/build/")))
            continue;
        folders << QFileInfo(path).absolutePath();
    }
    folders.sort();
    return folders;
}

// The line of a top-level `id:` in task.yaml, or 0 when the id comes from the folder's path.
int idLine(const QString& taskYaml)
{
    QFile f(taskYaml);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    static const QRegularExpression idKey(QStringLiteral("^id\\s*:"));
    for (int line = 1; !f.atEnd() && line <= 10000; ++line)
        if (idKey.match(QString::fromUtf8(f.readLine(4096))).hasMatch())
            return line;
    return 0;
}

void finish(Suite& suite)
{
    // Stable: of two tasks with one id, the one in the later folder is named.
    std::stable_sort(suite.tasks.begin(), suite.tasks.end(), [](const Task& a, const Task& b) { return a.id < b.id; });
    QHash<QString, QString> firstFolder;
    for (const auto& t : suite.tasks) {
        const QString file = QDir(t.folder).filePath(QStringLiteral("task.yaml"));
        if (const auto it = firstFolder.constFind(t.id); it != firstFolder.constEnd()) {
            const int line = idLine(file);
            suite.issues << LoadIssue{
                file, line, 0, LoadIssue::Severity::Error,
                QStringLiteral("task id '%1' is also the id of %2; ids must be unique in a suite: "
                               "%3")
                    .arg(t.id, QDir(*it).filePath(QStringLiteral("task.yaml")),
                         line > 0 ? QStringLiteral("give one of them another `id:`")
                                  : QStringLiteral("this one comes from the folder's path; give "
                                                   "the other task another `id:`"))};
        } else
            firstFolder.insert(t.id, t.folder);
    }
}

} // namespace

Suite loadSuite(const QString& dir)
{
    Suite suite;
    suite.root = QDir(dir).absolutePath();
    if (!QFileInfo(dir).isDir()) {
        suite.issues << LoadIssue{dir, 0, 0, LoadIssue::Severity::Error,
                                  QStringLiteral("%1 is not a folder; open a folder of tasks (a Kiln suite, an "
                                                 "AgentKernelArena or a KernelBench checkout)")
                                      .arg(dir)};
        return suite;
    }
    suite.kind = detectSuiteKind(dir);
    const auto take = [&suite](ImportResult imported) {
        suite.tasks = std::move(imported.tasks);
        suite.issues = std::move(imported.issues);
        suite.candidatesFound = imported.filesRead;
    };
    switch (suite.kind) {
    case SuiteKind::AgentKernelArena:
        take(importAgentKernelArena(suite.root));
        break;
    case SuiteKind::KernelBench:
        take(importKernelBench(suite.root));
        break;
    case SuiteKind::Kiln: {
        const QStringList folders = findTaskFolders(suite.root);
        suite.candidatesFound = static_cast<int>(folders.size());
        const QString root = suite.root;
        // Each task is independent: load them on all cores, keep the results in folder order.
        const QList<TaskLoadResult> results = QtConcurrent::blockingMapped(
            folders, [root](const QString& folder) { return loadTaskFolder(folder, root); });
        for (const auto& r : results) {
            suite.issues += r.issues;
            if (r.task)
                suite.tasks << *r.task;
        }
        if (folders.isEmpty())
            suite.issues << LoadIssue{suite.root, 0, 0, LoadIssue::Severity::Warning,
                                      QStringLiteral("no task.yaml found below %1").arg(suite.root)};
        break;
    }
    }
    finish(suite);
    return suite;
}

} // namespace kiln
