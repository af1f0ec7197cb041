#include "demoimport.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>

namespace kiln {

namespace {

const char* kMarker = "demo-imported";

bool copyTree(const QString& from, const QString& to, QString* error)
{
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = QDir(to).filePath(QDir(from).relativeFilePath(src));
        if (!QDir().mkpath(QFileInfo(dst).absolutePath()) || (!QFile::exists(dst) && !QFile::copy(src, dst))) {
            *error = QStringLiteral("cannot copy %1 to %2").arg(src, dst);
            return false;
        }
        QFile::setPermissions(dst, QFile::permissions(dst) | QFile::WriteOwner); // resources may be read-only
    }
    return true;
}

} // namespace

QString bundledDemoDir()
{
    const QDir demos(QDir(resourcesDir()).filePath(QStringLiteral("demo")));
    const QStringList names = demos.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    return names.isEmpty() ? QString() : demos.filePath(names.last());
}

DemoImport importDemoOnFirstStart(const QString& demoDir, const QString& storePath, const QString& dataDir)
{
    DemoImport result;
    const QString marker = QDir(dataDir).filePath(QString::fromLatin1(kMarker));
    if (demoDir.isEmpty() || QFile::exists(marker) ||
        !QFile::exists(QDir(demoDir).filePath(QStringLiteral("kiln.sqlite"))))
        return result;
    RunStore store;
    if (!store.open(storePath, &result.error))
        return result;
    if (!store.runs().isEmpty())
        return result; // the user has runs of their own: the demo is not needed
    // The bundled store is read through a private copy, migrated to this Kiln's schema: resources stay
    // untouched.
    QTemporaryDir tmp;
    const QString copy = tmp.filePath(QStringLiteral("demo.sqlite"));
    if (!tmp.isValid() || !QFile::copy(QDir(demoDir).filePath(QStringLiteral("kiln.sqlite")), copy)) {
        result.error = QStringLiteral("cannot copy the demo store %1 to a temporary folder").arg(demoDir);
        return result;
    }
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QStringList ids;
    {
        RunStore demo;
        if (!demo.open(copy, &result.error))
            return result;
        for (const RunRecord& r : demo.runs()) {
            ids << r.id;
            // Recorded before Kiln wrote kiln-eval steps: the step view gets them, rebuilt and said to be.
            if (!demo.reconstructSteps(r.id, &result.error))
                return result;
        }
    }
    const QString runsDir = QDir(dataDir).filePath(QStringLiteral("runs"));
    for (const QString& id : ids) {
        const QString from = QDir(demoDir).filePath(QStringLiteral("runs/") + id);
        if (QDir(from).exists() && !copyTree(from, QDir(runsDir).filePath(id), &result.error))
            return result;
    }
    if (!store.importStore(
            copy, [&runsDir](const QString& id) { return QDir(runsDir).filePath(id); }, &result.error))
        return result;
    QFile f(marker);
    if (f.open(QIODevice::WriteOnly))
        f.write("The bundled demo run was imported into this data folder; delete this file to import it "
                "again.\n");
    result.imported = true;
    result.runId = ids.value(0);
    return result;
}

} // namespace kiln
