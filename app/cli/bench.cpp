// kiln bench tasks [--generate N] [--repeat R]   (roofline and diff: benchviews.cpp)
// Measures how long the suite loader takes on the bundled suite and on N generated tasks (copies of the
// bundled ones under new ids), the figures docs/performance.md records. A benchmark, not a test: it
// prints numbers and never fails on them.
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"

#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>

namespace kiln::cli {

namespace {

struct Timing {
    double medianMs = 0, minMs = 0, maxMs = 0;
    int tasks = 0;
};

Timing timeLoads(const QString& dir, int repeat)
{
    QList<double> ms;
    Timing t;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        const Suite s = loadSuite(dir);
        ms << timer.nsecsElapsed() / 1e6;
        t.tasks = static_cast<int>(s.tasks.size());
    }
    std::sort(ms.begin(), ms.end());
    t.medianMs = ms[ms.size() / 2];
    t.minMs = ms.front();
    t.maxMs = ms.back();
    return t;
}

bool copyFolder(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    for (const QFileInfo& fi : QDir(from).entryInfoList(QDir::Files))
        if (!QFile::copy(fi.absoluteFilePath(), QDir(to).filePath(fi.fileName())))
            return false;
    return true;
}

// Copies the bundled tasks round-robin into `root` until there are `count`, each under a new id.
int generateSuite(const QString& root, int count)
{
    const Suite bundled = loadSuite(bundledSuiteDir());
    if (bundled.tasks.isEmpty())
        return 0;
    static const QRegularExpression idLine(QStringLiteral("^id:.*$"), QRegularExpression::MultilineOption);
    for (int i = 0; i < count; ++i) {
        const Task& t = bundled.tasks[i % bundled.tasks.size()];
        const QString id = QStringLiteral("%1/gen%2_%3").arg(t.category).arg(i).arg(t.id.section('/', -1));
        const QString dest = QDir(root).filePath(id);
        if (!copyFolder(t.folder, dest))
            return i;
        QFile f(QDir(dest).filePath(QStringLiteral("task.yaml")));
        f.open(QIODevice::ReadOnly);
        QString text = QString::fromUtf8(f.readAll());
        f.close();
        text.replace(idLine, QStringLiteral("id: ") + id);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text.toUtf8());
    }
    return count;
}

QString describe(const QString& what, const Timing& t, int repeat)
{
    return QStringLiteral("%1: %2 tasks, median %3 ms over %4 loads (min %5, max %6)")
        .arg(what)
        .arg(t.tasks)
        .arg(t.medianMs, 0, 'f', 1)
        .arg(repeat)
        .arg(t.minMs, 0, 'f', 1)
        .arg(t.maxMs, 0, 'f', 1);
}

} // namespace

int benchCommand(const QStringList& args)
{
    const QString what = args.value(1);
    if (what == QLatin1String("roofline") || what == QLatin1String("diff"))
        return benchViewsCommand(what, args);
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("what"), QStringLiteral("tasks"));
    QCommandLineOption generate(QStringLiteral("generate"), QStringLiteral("Generated tasks to load."), QStringLiteral("N"),
                                QStringLiteral("2000"));
    QCommandLineOption repeat(QStringLiteral("repeat"), QStringLiteral("Loads per measurement."), QStringLiteral("R"),
                              QStringLiteral("5"));
    p.addOption(generate);
    p.addOption(repeat);
    if (!p.parse(args) || p.positionalArguments().value(0) != QLatin1String("tasks")) {
        err(QStringLiteral("usage: kiln bench tasks [--generate N] [--repeat R]\n"
                           "       kiln bench roofline [--points N] [--repeat R] [--screenshot DIR]\n"
                           "       kiln bench diff [--lines N] [--repeat R] [--screenshot DIR]"));
        return 2;
    }
    const int r = std::max(1, p.value(repeat).toInt());
    out(QStringLiteral("machine: %1, %2 cores").arg(QSysInfo::prettyProductName()).arg(QThread::idealThreadCount()));
    timeLoads(bundledSuiteDir(), 1); // warm the file cache
    out(describe(QStringLiteral("bundled suite"), timeLoads(bundledSuiteDir(), r), r));
    const int n = p.value(generate).toInt();
    if (n > 0) {
        QTemporaryDir tmp;
        const int made = generateSuite(tmp.path(), n);
        timeLoads(tmp.path(), 1);
        out(describe(QStringLiteral("generated suite (%1 tasks written)").arg(made), timeLoads(tmp.path(), r), r));
    }
    return 0;
}

} // namespace kiln::cli
