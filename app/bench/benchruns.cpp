// kiln bench runs [--jobs N] [--events-per-s N] [--seconds S] [--parallel P]
// The run manager under load: N queued (run, task) jobs whose fake agents each print JSON lines at a fixed
// rate for a few seconds (P at once), and nothing else. A 5 ms timer on the event loop records the longest
// gap between its ticks: how long the loop stalled while the manager queued, started and finished jobs,
// parsed and signalled every transcript event and wrote them to the store, and the run manager's own
// profile says which step held the loop longest (LoopProfile). A benchmark, not a test.
#include "benchcommands.h"
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/runs/resourcepool.h"
#include "runners/runs/runmanager.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

namespace kiln::cli {

namespace {

// The 1-minute load average: other work on the machine takes cores from the loop too.
QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 0)
                                       : QStringLiteral("?");
}

} // namespace

int benchRunsCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("runs"), {});
    QCommandLineOption jobs(QStringLiteral("jobs"), QStringLiteral("Queued jobs."), QStringLiteral("N"),
                            QStringLiteral("1000"));
    QCommandLineOption rate(QStringLiteral("events-per-s"), QStringLiteral("Transcript events per second in all."),
                            QStringLiteral("N"), QStringLiteral("10000"));
    QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("How long each fake agent prints."),
                               QStringLiteral("S"), QStringLiteral("2"));
    QCommandLineOption parallel(QStringLiteral("parallel"), QStringLiteral("Agents at once."), QStringLiteral("P"),
                                QStringLiteral("4"));
    p.addOptions({jobs, rate, seconds, parallel});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("bench runs"));
    const int nJobs = std::max(1, p.value(jobs).toInt()), perSecond = std::max(1, p.value(rate).toInt());
    const int agents = std::max(1, p.value(parallel).toInt());
    const double secs = std::max(0.1, p.value(seconds).toDouble());
    QTemporaryDir data;
    qputenv("KILN_DATA_DIR", data.path().toUtf8());
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(error);
        return 3;
    }
    ResourcePool pool(QThread::idealThreadCount(), {});
    RunManager manager(&store, &pool);
    manager.setMaxConcurrentAgents(agents);
    if (!manager.init(&error)) {
        err(error);
        return 3;
    }
    // N distinct jobs: copies of one bundled task under new ids (jobs are keyed by run and task).
    const Suite bundled = loadSuite(bundledSuiteDir());
    const Task* base = bundled.find(QStringLiteral("host2host/vector_add_f32"));
    if (!base)
        base = &bundled.tasks.first();
    RunSpec spec;
    spec.config.agent = QStringLiteral("command");
    spec.config.confine = false; // measures Kiln, not bubblewrap's start-up
    spec.config.budgetEvals = 1;
    spec.config.timeoutS = 600;
    // Each agent prints its share of the total rate as JSON lines in bursts every 10 ms, then exits.
    const int perAgent = std::max(1, perSecond / agents), lines = static_cast<int>(perAgent * secs);
    spec.config.commandTemplate =
        QStringLiteral("python3 -c \"import sys,time\nn=%1\nburst=max(1,%2//100)\nfor i in range(0,n,burst):\n"
                       "    sys.stdout.write(''.join('{\\\"type\\\":\\\"assistant\\\",\\\"i\\\":%d}\\\\n' % j for j in "
                       "range(i,min(n,i+burst))))\n"
                       "    sys.stdout.flush(); time.sleep(0.01)\n\"")
            .arg(lines)
            .arg(perAgent);
    for (int i = 0; i < nJobs; ++i) {
        Task t = *base;
        t.id = QStringLiteral("bench/job-%1").arg(i, 4, 10, QLatin1Char('0'));
        spec.tasks << t;
    }
    spec.config.suites = {bundledSuiteDir()};
    const QString loadBefore = loadAverage();
    QElapsedTimer wall;
    wall.start();
    qint64 events = 0, maxGap = 0, last = 0;
    std::vector<qint64> gaps;
    QObject::connect(&manager, &RunManager::transcriptEvent,
                     [&](const QString&, const QString&, const TranscriptEvent&) { ++events; });
    QTimer tick;
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = wall.elapsed();
        maxGap = std::max(maxGap, now - last);
        gaps.push_back(now - last);
        last = now;
    });
    tick.start();
    const auto runId = manager.startRun(spec, &error);
    if (!runId) {
        err(error);
        return 3;
    }
    QObject::connect(&manager, &RunManager::runFinished, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    const double total = wall.elapsed() / 1000.0;
    std::sort(gaps.begin(), gaps.end());
    out(QStringLiteral("machine: %1, %2 cores, load average %3 before, %4 after")
            .arg(QSysInfo::prettyProductName())
            .arg(QThread::idealThreadCount())
            .arg(loadBefore, loadAverage()));
    out(QStringLiteral("%1 jobs (%2 agents at once, each printing %3 JSON lines at %4/s): %5 s wall")
            .arg(nJobs)
            .arg(agents)
            .arg(lines)
            .arg(perAgent)
            .arg(total, 0, 'f', 1));
    out(QStringLiteral("transcript events: %1 (%2/s over the run), stored: %3")
            .arg(events)
            .arg(events / total, 0, 'f', 0)
            .arg(store.transcriptCount(*runId)));
    out(QStringLiteral("event-loop gap (5 ms timer): median %1 ms, p99 %2 ms, max %3 ms")
            .arg(gaps.empty() ? 0 : gaps[gaps.size() / 2])
            .arg(gaps.empty() ? 0 : gaps[gaps.size() * 99 / 100])
            .arg(maxGap));
    // Which steps held the loop, longest single hold first: where a stall comes from.
    // Steps the manager moved to other threads are listed apart: they no longer hold the loop.
    const QList<LoopProfile::Step> steps = manager.loopProfile().steps();
    auto print = [&](const QString& title, bool offLoop) {
        out(title);
        for (const LoopProfile::Step& step : steps)
            if (step.name.contains(QLatin1String("(off the loop)")) == offLoop)
                out(QStringLiteral("  %1 max %2 ms, %3 x, %4 ms in all")
                        .arg(step.name.leftJustified(offLoop ? 64 : 46))
                        .arg(step.maxNs / 1e6, 0, 'f', 1)
                        .arg(step.count)
                        .arg(step.totalNs / 1e6, 0, 'f', 0));
    };
    print(QStringLiteral("steps on the event loop (longest single hold, count, total):"), false);
    print(QStringLiteral("work done on other threads (the loop does not wait for it):"), true);
    return 0;
}

} // namespace kiln::cli
