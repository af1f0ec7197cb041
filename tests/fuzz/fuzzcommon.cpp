#include "fuzzcommon.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace kiln::fuzz {

namespace {

const QString& scratchRoot()
{
    // Removed by its destructor when libFuzzer exits; a crash leaves it in /tmp with the input that did it.
    static QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/kiln-fuzz-XXXXXX"));
    static const QString path = dir.path();
    return path;
}

} // namespace

QString freshFolder()
{
    const QString folder = scratchRoot() + QStringLiteral("/input");
    QDir(folder).removeRecursively();
    QDir().mkpath(folder);
    return folder;
}

void writeFile(const QString& dir, const QString& relativePath, const QByteArray& bytes)
{
    const QString path = QDir(dir).filePath(relativePath);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
        std::fprintf(stderr, "fuzz: cannot write %s\n", qPrintable(path));
        std::abort();
    }
}

void checkIssues(const LoadIssues& issues)
{
    for (const auto& i : issues) {
        if (i.file.isEmpty()) {
            std::fprintf(stderr, "fuzz: an issue without a file: %s\n", qPrintable(i.toString()));
            std::abort();
        }
        if (i.message.contains(QLatin1String("This is a bug in Kiln"))) {
            std::fprintf(stderr, "fuzz: a load threw: %s\n", qPrintable(i.toString()));
            std::abort();
        }
    }
}

QPair<QByteArray, QByteArray> splitAt(const uint8_t* data, size_t size, const QByteArray& separator)
{
    const QByteArray all(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const qsizetype at = all.indexOf(separator);
    if (at < 0)
        return {all, QByteArray()};
    return {all.left(at), all.mid(at + separator.size())};
}

} // namespace kiln::fuzz
