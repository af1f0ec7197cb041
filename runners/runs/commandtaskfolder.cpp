#include "commandtaskfolder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace kiln {

namespace {

const QLatin1String kRegionStart("# >>> AKA-GENERATED: shared CUDA-graph benchmark helpers");
const QLatin1String kRegionEnd("# <<< AKA-GENERATED <<<");
// The helper file starts with its own imports; what goes into the region starts at its first definition
// (a `from __future__` import in the middle of task_runner.py would not even parse).
const QLatin1String kHelperAnchor("def _measure_cuda_event_fallback(");

std::optional<QByteArray> readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return f.readAll();
}

bool writeFile(const QString& path, const QByteArray& bytes, QString* error)
{
    QFile f(path);
    if (f.exists())
        f.setPermissions(f.permissions() | QFileDevice::WriteOwner);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace

bool copyTaskFolder(const QString& taskFolder, const QString& dest, const QStringList& skip, QString* error)
{
    const QDir from(taskFolder), to(dest);
    if (!from.exists()) {
        *error = QStringLiteral("the task folder %1 does not exist (was the checkout moved?)").arg(taskFolder);
        return false;
    }
    if (!QDir().mkpath(dest)) {
        *error = QStringLiteral("cannot create %1").arg(dest);
        return false;
    }
    QDirIterator it(taskFolder, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString rel = from.relativeFilePath(source);
        const QString target = to.filePath(rel);
        if (skip.contains(rel) && QFileInfo::exists(target))
            continue;
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (QFileInfo::exists(target)) {
            QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner);
            QFile::remove(target);
        }
        if (!QFile::copy(source, target)) {
            *error = QStringLiteral("cannot copy %1 to %2").arg(source, target);
            return false;
        }
        QFile::setPermissions(target, QFile::permissions(source) | QFileDevice::WriteOwner);
    }
    return true;
}

QString withGeneratedRegion(const QString& current, const QString& block, QString* error)
{
    qsizetype start = current.startsWith(kRegionStart) ? 0 : current.indexOf(QLatin1Char('\n') + kRegionStart);
    if (start < 0) {
        *error = QStringLiteral("the line '%1' is missing").arg(kRegionStart);
        return {};
    }
    if (start > 0)
        ++start; // past the newline that precedes the start line
    const qsizetype startLineEnd = current.indexOf(QLatin1Char('\n'), start);
    const qsizetype end = startLineEnd < 0 ? -1 : current.indexOf(kRegionEnd, startLineEnd);
    if (end < 0) {
        *error = QStringLiteral("the line '%1' has no '%2' after it").arg(kRegionStart, kRegionEnd);
        return {};
    }
    QString body = block;
    if (!body.endsWith(QLatin1Char('\n')))
        body += QLatin1Char('\n');
    return current.left(startLineEnd + 1) + body + current.mid(end);
}

bool materializeHelpers(const QString& dest, const QString& checkoutRoot, QStringList* materialized, QString* error)
{
    const QDir ws(dest), perf(QDir(checkoutRoot).filePath(QStringLiteral("src/tools/perf")));
    const QString runnerPath = ws.filePath(QStringLiteral("scripts/task_runner.py"));
    if (const auto runner = readFile(runnerPath)) {
        const QString current = QString::fromUtf8(*runner);
        if (current.contains(kRegionStart) || current.contains(kRegionEnd)) {
            const QString helperPath = perf.filePath(QStringLiteral("vllm_cuda_graph_block.py"));
            const auto helper = readFile(helperPath);
            if (!helper) {
                *error = QStringLiteral("scripts/task_runner.py has a generated helper region, but %1 is missing: the "
                                        "checkout %2 is incomplete")
                             .arg(helperPath, checkoutRoot);
                return false;
            }
            QString block = QString::fromUtf8(*helper);
            if (const qsizetype anchor = block.indexOf(kHelperAnchor); anchor >= 0)
                block = block.mid(anchor);
            QString why;
            const QString text = withGeneratedRegion(current, block, &why);
            if (text.isNull()) {
                *error = QStringLiteral("%1: %2").arg(runnerPath, why);
                return false;
            }
            if (text != current) {
                if (!writeFile(runnerPath, text.toUtf8(), error))
                    return false;
                *materialized << QStringLiteral("scripts/task_runner.py");
            }
        }
    }
    // ROCmBench tasks commit a stub that raises; the canonical helper goes where the stub is, or beside
    // the task's Python files when one of them imports it.
    bool usesPytestHelper = QFileInfo::exists(ws.filePath(QStringLiteral("performance_utils_pytest.py")));
    for (const QFileInfo& py : ws.entryInfoList({QStringLiteral("*.py")}, QDir::Files))
        if (!usesPytestHelper)
            usesPytestHelper = readFile(py.filePath()).value_or(QByteArray()).contains("performance_utils_pytest");
    if (usesPytestHelper) {
        const QString helperPath = perf.filePath(QStringLiteral("performance_utils_pytest.py"));
        const auto helper = readFile(helperPath);
        if (!helper) {
            *error = QStringLiteral("the task uses performance_utils_pytest.py, but %1 is missing: the checkout %2 is "
                                    "incomplete")
                         .arg(helperPath, checkoutRoot);
            return false;
        }
        const QString target = ws.filePath(QStringLiteral("performance_utils_pytest.py"));
        if (readFile(target) != *helper) {
            if (!writeFile(target, *helper, error))
                return false;
            *materialized << QStringLiteral("performance_utils_pytest.py");
        }
    }
    return true;
}

bool isProtectedTaskFile(const QString& rel)
{
    const QString name = QFileInfo(rel).fileName();
    return rel.startsWith(QLatin1String("scripts/")) || rel.startsWith(QLatin1String("test/")) ||
           rel.startsWith(QLatin1String("tests/")) || rel == QLatin1String("config.yaml") ||
           name.endsWith(QLatin1String("_harness.py"));
}

bool prepareCommandWorkspace(const QString& taskFolder, const QString& checkoutRoot, const QString& dest,
                             const QStringList& skip, QString* error)
{
    QStringList materialized;
    return copyTaskFolder(taskFolder, dest, skip, error) &&
           materializeHelpers(dest, checkoutRoot, &materialized, error);
}

} // namespace kiln
