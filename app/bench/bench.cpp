// kiln bench tasks [--generate N] [--repeat R]
// kiln bench report [--tasks N] [--runs R] [--repeat R]
// (roofline and diff: benchviews.cpp; the run manager: benchruns.cpp)
// Measures how long the suite loader takes on the bundled suite and on N generated tasks (copies of the
// bundled ones under new ids), and how long a report of N stored task results takes to load, score and
// render: the figures docs/performance.md records. A benchmark, not a test: it prints numbers and never
// fails on them.
#include "benchcommands.h"
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "model/scoring/reportcsv.h"
#include "model/scoring/reporthtml.h"
#include "model/scoring/reportjson.h"
#include "model/scoring/scoreloader.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"

#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <cmath>
#include <random>

namespace kiln::cli {

namespace {

struct Timing
{
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

// Synthetic tasks and stored results for the report benchmark: categories, difficulties and weights
// spread like a suite's; per run and task an agent evaluation on 2 visible configurations and final
// scoring on those plus a hidden one, with a realistic mix of outcomes (10% do not compile, 15% wrong,
// 10% of the rest wrong on hidden, speedups log-normal around 1.3x). Deterministic: seeded.
QList<Task> benchTasks(int count)
{
    static const char* categories[] = {"cuda2cuda", "hip2hip", "triton2triton", "torch2cuda", "host2host"};
    QList<Task> tasks;
    for (int i = 0; i < count; ++i) {
        Task t;
        t.category = QString::fromLatin1(categories[i % 5]);
        t.id = QStringLiteral("%1/bench_%2").arg(t.category).arg(i, 4, 10, QLatin1Char('0'));
        t.difficulty = 1 + i % 3;
        t.weight = 0.1 + (i * 37 % 10) / 10.0;
        t.cost.bytes = QStringLiteral("N*4");
        t.hiddenConfigs = {ConfigSpec{}};
        tasks << t;
    }
    return tasks;
}

bool writeBenchRuns(RunStore& store, const QList<Task>& tasks, int runs, QString* error)
{
    std::mt19937_64 rng(42);
    std::uniform_real_distribution<double> u(0, 1);
    std::normal_distribution<double> logSpeedup(std::log(1.3), 0.6);
    auto config = [](const QString& name, bool hidden, GateStatus s, double cand, double base) {
        ConfigResult c;
        c.name = name;
        c.hidden = hidden;
        c.correctness = s;
        if (cand > 0) {
            c.timed = true;
            c.candidate.medianMs = cand;
            c.baseline.medianMs = base;
            c.speedup = base / cand;
            c.tSolMs = base * 0.2;
            c.fractionOfRoofline = c.tSolMs / cand;
        }
        return c;
    };
    for (int r = 0; r < runs; ++r) {
        RunRecord run;
        run.id = QStringLiteral("bench-run-%1").arg(r);
        run.agent = QStringLiteral("agent-%1").arg(r);
        run.status = QStringLiteral("finished");
        run.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
        run.finishedAt = QDateTime::currentDateTimeUtc();
        if (!store.addRun(run, error))
            return false;
        for (const Task& t : tasks) {
            const double roll = u(rng), speedup = std::exp(logSpeedup(rng));
            const bool compiles = roll >= 0.10, correct = roll >= 0.25, hiddenOk = u(rng) >= 0.10;
            EvalResult visible;
            visible.compile.status = compiles ? GateStatus::Pass : GateStatus::Fail;
            visible.correctness.status = !compiles ? GateStatus::Pending
                                         : correct ? GateStatus::Pass
                                                   : GateStatus::Fail;
            visible.performance.status = correct ? GateStatus::Pass : GateStatus::Pending;
            visible.seconds = 2;
            if (compiles)
                visible.configs = {
                    config(QStringLiteral("small"), false, visible.correctness.status, correct ? 1 : 0, speedup),
                    config(QStringLiteral("large"), false, correct ? GateStatus::Pass : GateStatus::Pending,
                           correct ? 8 : 0, 8 * speedup)};
            CandidateRecord c;
            c.runId = run.id;
            c.taskId = t.id;
            c.seq = 1;
            c.commitId = QStringLiteral("c%1").arg(r);
            const qint64 agentId = store.addCandidate(c, visible, error);
            if (agentId <= 0)
                return false;
            qint64 best = 0;
            if (correct) {
                EvalResult all = visible;
                all.configs << config(QStringLiteral("hidden"), true, hiddenOk ? GateStatus::Pass : GateStatus::Fail,
                                      hiddenOk ? 4 : 0, 4 * speedup * 0.9);
                c.role = QStringLiteral("best");
                if ((best = store.addCandidate(c, all, error)) <= 0)
                    return false;
            }
            if (!store.setTaskResult(run.id, t.id, best ? QStringLiteral("scored") : QStringLiteral("failed"), best,
                                     best)) {
                *error = QStringLiteral("cannot record the task result of %1").arg(t.id);
                return false;
            }
        }
    }
    return true;
}

double medianOf(QList<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

int benchReport(int results, int runs, int repeat)
{
    const int perRun = std::max(1, results / runs);
    const QList<Task> tasks = benchTasks(perRun);
    QTemporaryDir tmp;
    RunStore store;
    QString error;
    QElapsedTimer timer;
    timer.start();
    if (!store.open(tmp.filePath(QStringLiteral("kiln.sqlite")), &error) ||
        !writeBenchRuns(store, tasks, runs, &error)) {
        err(QStringLiteral("kiln bench report: %1").arg(error));
        return 3;
    }
    out(QStringLiteral("stored %1 task results (%2 runs x %3 tasks: an agent evaluation each, final scoring when "
                       "correct) in %4 s")
            .arg(perRun * runs)
            .arg(runs)
            .arg(perRun)
            .arg(timer.elapsed() / 1000.0, 0, 'f', 1));
    QStringList ids;
    for (int r = 0; r < runs; ++r)
        ids << QStringLiteral("bench-run-%1").arg(r);
    QList<double> loadMs, scoreMs, htmlMs, jsonMs, csvMs, totalMs;
    qsizetype htmlBytes = 0;
    for (int i = 0; i < repeat; ++i) {
        timer.restart();
        const auto entries = scoring::loadEntries(store, ids, tasks, false, &error);
        loadMs << timer.nsecsElapsed() / 1e6;
        timer.restart();
        const scoring::Leaderboard board = scoring::buildLeaderboard(*entries);
        std::optional<scoring::Comparison> comparison;
        if (board.entries.size() > 1)
            comparison = scoring::compare(board, 0, 1);
        scoreMs << timer.nsecsElapsed() / 1e6;
        timer.restart();
        const QByteArray html =
            scoring::leaderboardHtml(board, comparison ? &*comparison : nullptr, QStringLiteral("bench")).toUtf8();
        htmlMs << timer.nsecsElapsed() / 1e6;
        htmlBytes = html.size();
        timer.restart();
        QJsonObject j = scoring::leaderboardJson(board);
        if (comparison)
            j.insert(QStringLiteral("comparison"), scoring::comparisonJson(board, *comparison));
        const QByteArray json = QJsonDocument(j).toJson();
        jsonMs << timer.nsecsElapsed() / 1e6;
        timer.restart();
        const QByteArray csv = scoring::leaderboardCsv(board).toUtf8();
        csvMs << timer.nsecsElapsed() / 1e6;
        totalMs << loadMs.last() + scoreMs.last() + htmlMs.last() + jsonMs.last() + csvMs.last();
    }
    out(QStringLiteral("report of %1 task results, median of %2: load %3 ms, score (1000 bootstrap resamples) %4 ms, "
                       "HTML %5 ms (%6 KiB), JSON %7 ms, CSV %8 ms; total %9 ms")
            .arg(perRun * runs)
            .arg(repeat)
            .arg(medianOf(loadMs), 0, 'f', 0)
            .arg(medianOf(scoreMs), 0, 'f', 0)
            .arg(medianOf(htmlMs), 0, 'f', 0)
            .arg(htmlBytes / 1024)
            .arg(medianOf(jsonMs), 0, 'f', 0)
            .arg(medianOf(csvMs), 0, 'f', 0)
            .arg(medianOf(totalMs), 0, 'f', 0));
    return 0;
}

} // namespace

int benchCommand(const QStringList& args)
{
    const QString what = args.value(1);
    if (what == QLatin1String("--help") || what == QLatin1String("-h")) {
        out(helpOf(QStringLiteral("bench"), QCommandLineParser())); // each benchmark's options are its own
        return kExitOk;
    }
    if (what == QLatin1String("roofline") || what == QLatin1String("diff"))
        return benchViewsCommand(what, args);
    if (what == QLatin1String("runs"))
        return benchRunsCommand(args);
    if (what == QLatin1String("slurm"))
        return benchSlurmCommand(args);
    if (what == QLatin1String("gui"))
        return benchGuiCommand(args);
    if (what == QLatin1String("sass"))
        return benchSassCommand(args);
    if (what == QLatin1String("search"))
        return benchSearchCommand(args);
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("what"), QStringLiteral("tasks or report"));
    QCommandLineOption generate(QStringLiteral("generate"), QStringLiteral("Generated tasks to load."),
                                QStringLiteral("N"), QStringLiteral("2000"));
    QCommandLineOption repeat(QStringLiteral("repeat"), QStringLiteral("Loads per measurement."), QStringLiteral("R"),
                              QStringLiteral("5"));
    QCommandLineOption results(QStringLiteral("tasks"), QStringLiteral("Task results in the report."),
                               QStringLiteral("N"), QStringLiteral("1000"));
    QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Runs the results are spread over."),
                            QStringLiteral("R"), QStringLiteral("2"));
    p.addOption(generate);
    p.addOption(repeat);
    p.addOption(results);
    p.addOption(runs);
    if (!p.parse(args) || (what != QLatin1String("tasks") && what != QLatin1String("report")))
        return usageExit(p, what == QLatin1String("tasks") || what == QLatin1String("report")
                                ? QStringLiteral("bench ") + what
                                : QStringLiteral("bench"));
    const int r = std::max(1, p.value(repeat).toInt());
    if (what == QLatin1String("report")) {
        out(QStringLiteral("machine: %1, %2 cores")
                .arg(QSysInfo::prettyProductName())
                .arg(QThread::idealThreadCount()));
        return benchReport(std::max(1, p.value(results).toInt()), std::max(1, p.value(runs).toInt()), r);
    }
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
