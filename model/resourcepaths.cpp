#include "resourcepaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kiln {

QString resourcesDir()
{
    const QString env = qEnvironmentVariable("KILN_RESOURCES_DIR");
    if (!env.isEmpty())
        return QDir(env).absolutePath();
    if (QCoreApplication::instance()) {
        const QString installed =
            QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/kiln/resources"));
        if (QFileInfo(installed).isDir())
            return QDir(installed).absolutePath();
    }
    return QStringLiteral(KILN_SOURCE_RESOURCES_DIR);
}

QString bundledSuiteDir()
{
    return QDir(resourcesDir()).filePath(QStringLiteral("tasks"));
}

QString devicesDir()
{
    return QDir(resourcesDir()).filePath(QStringLiteral("devices"));
}

QString dataDir()
{
    const QString env = qEnvironmentVariable("KILN_DATA_DIR");
    if (!env.isEmpty())
        return QDir(env).absolutePath();
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        dir = QDir::home().filePath(QStringLiteral(".local/share/kiln"));
    return dir;
}

} // namespace kiln

namespace kiln {

QString storePath()
{
    return QDir(dataDir()).filePath(QStringLiteral("kiln.sqlite"));
}

} // namespace kiln
