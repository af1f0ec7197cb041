// kiln bench gui [--candidates N] [--tasks T] [--runs R] [--transcript-mb M] [--rate PER_MIN] [--seconds S]
// The workbench window against a big store, offscreen: a store of N candidates over T tasks and R runs is
// written first (rows straight into SQLite, one transaction), then it measures the window's open time
// (construct, show, first paint), the task browser's filter time, the Run page taking candidates at
// PER_MIN a minute from the run manager's signals while the Transcript dock reads an M MB transcript,
// with the longest stall of the event loop (a 10 ms heartbeat timer's lateness), and the peak resident
// memory (VmHWM). Prints figures and never fails on them; docs/performance.md records them.
#include "benchcommands.h"
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/runs/resourcepool.h"
#include "runners/runs/runmanager.h"
#include "ui/docks/runsdock.h"
#include "ui/docks/transcriptdock.h"
#include "ui/mainwindow.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/runlistmodel.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/models/tasktreemodel.h"
#include "ui/models/transcriptmodel.h"
#include "ui/pages/runpage.h"
#include "visualization/speedupchart.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QLineEdit>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <ctime>
#include <tuple>
#include <utility>

namespace kiln::cli {

namespace {

qint64 peakRssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return 0;
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// The calling thread's time on a CPU and waiting in the run queue for one, in ms (Linux schedstat; zeros
// where the kernel does not expose it).
std::pair<double, double> threadSchedMs()
{
    QFile f(QStringLiteral("/proc/thread-self/schedstat"));
    if (!f.open(QIODevice::ReadOnly))
        return {0, 0};
    const QList<QByteArray> parts = f.readAll().simplified().split(' ');
    if (parts.size() < 2)
        return {0, 0};
    return {parts[0].toDouble() / 1e6, parts[1].toDouble() / 1e6};
}

// The longest time the event loop did not get to a 10 ms timer, from start() to now: as wall-clock
// lateness (what a user sees, including time the thread waited for a core on a loaded machine) and as the
// GUI thread's own CPU time between two beats (the work that held the loop, whatever the machine's load).
class Heartbeat : public QObject
{
public:
    Heartbeat()
    {
        m_timer.setInterval(10);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const auto [onCpu, queued] = threadSchedMs();
            const double late = (now - m_last) / 1e6 - 10;
            if (late > m_maxLateMs) { // where the longest stall's time went: running, or waiting for a core
                m_maxLateMs = late;
                m_stallQueuedMs = queued - m_lastQueued;
                m_stallOnCpuMs = onCpu - m_lastOnCpu;
            }
            m_lastOnCpu = onCpu;
            m_lastQueued = queued;
            m_last = now;
            const double cpu = threadCpuMs();
            m_maxBusyMs = std::max(m_maxBusyMs, cpu - m_lastCpu);
            m_lastCpu = cpu;
        });
    }
    void start()
    {
        m_maxLateMs = 0;
        m_maxBusyMs = 0;
        m_stallQueuedMs = m_stallOnCpuMs = 0;
        m_lastCpu = threadCpuMs();
        std::tie(m_lastOnCpu, m_lastQueued) = threadSchedMs();
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    double maxLateMs() const { return std::max(0.0, m_maxLateMs); }
    double maxBusyMs() const { return m_maxBusyMs; }
    QString describe() const
    {
        return QStringLiteral("%1 ms wall (%2 ms of GUI-thread CPU; in the longest stall the GUI thread ran "
                              "%3 ms and waited %4 ms in the run queue for a core)")
            .arg(maxLateMs(), 0, 'f', 1)
            .arg(maxBusyMs(), 0, 'f', 1)
            .arg(m_stallOnCpuMs, 0, 'f', 1)
            .arg(m_stallQueuedMs, 0, 'f', 1);
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    double m_maxLateMs = 0, m_maxBusyMs = 0, m_lastCpu = 0;
    double m_lastOnCpu = 0, m_lastQueued = 0, m_stallOnCpuMs = 0, m_stallQueuedMs = 0;
};

void spin(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

template <typename Pred> bool spinUntil(Pred done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}

// Writes the runs, candidates (three gates and two configurations each) and task results straight into
// the store's tables in one transaction: 100,000 candidates in seconds, not one transaction each.
bool writeStore(const QString& path, const QStringList& tasks, int runs, int candidates, QStringList* runIds,
                QString* error)
{
    {
        RunStore store; // creates the schema
        if (!store.open(path, error))
            return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-writer"));
    db.setDatabaseName(path);
    if (!db.open()) {
        *error = db.lastError().text();
        return false;
    }
    db.transaction();
    QSqlQuery run(db), cand(db), gate(db), cfg(db), result(db);
    run.prepare(
        QStringLiteral("INSERT INTO runs (id, created_at, agent, model, mode, status, budget, executor, folder, "
                       "finished_at) VALUES (?, ?, ?, ?, 'agentic', 'finished', '{\"evals\":25}', 'local', ?, ?)"));
    cand.prepare(
        QStringLiteral("INSERT INTO candidates (id, run_id, task_id, seq, role, commit_id, created_at, configs, "
                       "verdict, reason, message, speedup_geomean, seconds, harness, device_name, flags, tampered) "
                       "VALUES (?, ?, ?, ?, 'agent', ?, ?, 'visible', ?, ?, '', ?, 1.5, 'kiln-harness-cuda', "
                       "'NVIDIA H200', ?, 0)"));
    gate.prepare(QStringLiteral("INSERT INTO gate_results VALUES (?, ?, ?, '', ?, ?)"));
    cfg.prepare(
        QStringLiteral("INSERT INTO config_metrics (candidate_id, config, hidden, correctness, timed, median_ms, "
                       "baseline_median_ms, speedup, fraction_of_roofline) VALUES (?, ?, 0, ?, 1, ?, 1.0, ?, ?)"));
    result.prepare(
        QStringLiteral("INSERT INTO task_results (run_id, task_id, status, evaluations) VALUES (?, ?, 'scored', ?)"));
    const QDateTime t0 = QDateTime::currentDateTimeUtc().addDays(-20);
    const int perRun = candidates / runs;
    qint64 id = 0;
    for (int r = 0; r < runs; ++r) {
        const QString runId = QStringLiteral("20261101-%1-bench").arg(r, 6, 10, QLatin1Char('0'));
        *runIds << runId;
        for (const QVariant& v : QVariantList{
                 runId, t0.addSecs(r * 3600).toString(Qt::ISODateWithMs),
                 r % 2 ? QStringLiteral("claude-code") : QStringLiteral("codex"), QStringLiteral("model-%1").arg(r % 3),
                 QDir(dataDir()).filePath("runs/" + runId), t0.addSecs(r * 3600 + 3000).toString(Qt::ISODateWithMs)})
            run.addBindValue(v);
        if (!run.exec()) {
            *error = run.lastError().text();
            return false;
        }
        QHash<QString, int> perTask;
        for (int k = 0; k < perRun; ++k) {
            ++id;
            const QString task = tasks[k % tasks.size()];
            const int seq = ++perTask[task];
            const bool pass = (id % 7) != 0;
            const double speedup = pass ? 0.6 + (id % 23) * 0.1 : 0;
            for (const QVariant& v : QVariantList{id, runId, task, seq, QString::number(id, 16).rightJustified(40, '0'),
                                                  t0.addSecs(r * 3600 + k).toString(Qt::ISODateWithMs),
                                                  pass ? QStringLiteral("pass") : QStringLiteral("fail"),
                                                  pass ? QString() : QStringLiteral("correctness"), speedup,
                                                  id % 50 == 0 ? QStringLiteral("side_stream") : QString()})
                cand.addBindValue(v);
            if (!cand.exec()) {
                *error = cand.lastError().text();
                return false;
            }
            const QString gates[3] = {QStringLiteral("compile"), QStringLiteral("correctness"),
                                      QStringLiteral("performance")};
            for (int g = 0; g < 3; ++g) {
                const QString status = pass || g == 0 ? QStringLiteral("pass")
                                       : g == 1       ? QStringLiteral("fail")
                                                      : QStringLiteral("skipped");
                for (const QVariant& v : QVariantList{
                         id, gates[g], status,
                         g == 1 && !pass ? QStringLiteral("4 configurations: 1 mismatch") : QString(), 0.5 + g})
                    gate.addBindValue(v);
                gate.exec();
            }
            for (int c = 0; c < 2; ++c) {
                for (const QVariant& v : QVariantList{
                         id, QStringLiteral("cfg%1").arg(c), pass ? QStringLiteral("pass") : QStringLiteral("fail"),
                         pass ? 1.0 / speedup : 0.0, speedup, pass ? 0.05 + (id % 17) * 0.04 : 0.0})
                    cfg.addBindValue(v);
                cfg.exec();
            }
        }
        for (auto it = perTask.begin(); it != perTask.end(); ++it) {
            result.addBindValue(runId);
            result.addBindValue(it.key());
            result.addBindValue(it.value());
            result.exec();
        }
    }
    if (!db.commit()) {
        *error = db.lastError().text();
        return false;
    }
    db.close();
    return true;
}

// A transcript of about `bytes` for `runId`: turns of assistant text, a tool call and a long tool result.
bool writeTranscript(const QString& path, const QString& runId, qint64 bytes, int* events, QString* error)
{
    RunStore store;
    if (!store.open(path, error))
        return false;
    QList<TranscriptRow> rows;
    const QString filler =
        QStringLiteral("The kernel reads each row once; the reduction stays in registers. ").repeated(30);
    qint64 written = 0;
    int seq = 0;
    while (written < bytes) {
        const int turn = seq / 3;
        TranscriptRow a{runId,
                        QStringLiteral("bench/t0"),
                        ++seq,
                        QStringLiteral("assistant"),
                        QStringLiteral("Turn %1: trying a wider block and vectorised loads.\n").arg(turn) +
                            filler.left(300),
                        {},
                        1200,
                        300,
                        0.004,
                        0,
                        {}};
        TranscriptRow c{runId,
                        QStringLiteral("bench/t0"),
                        ++seq,
                        QStringLiteral("tool_call"),
                        QStringLiteral("./kiln-eval  # attempt %1").arg(turn),
                        {},
                        0,
                        0,
                        0,
                        0,
                        {}};
        TranscriptRow r{runId,
                        QStringLiteral("bench/t0"),
                        ++seq,
                        QStringLiteral("tool_result"),
                        QStringLiteral("kiln-eval: candidate %1 of 5000\ncompile pass 1.2 s\n").arg(turn) + filler,
                        {},
                        0,
                        0,
                        0,
                        0,
                        {}};
        for (const TranscriptRow& row : {a, c, r})
            written += row.text.size();
        rows << a << c << r;
        if (rows.size() >= 3000) {
            if (!store.addTranscriptEvents(rows, error))
                return false;
            rows.clear();
        }
    }
    *events = seq;
    return store.addTranscriptEvents(rows, error);
}

// The bundled tasks cloned under `count` new ids in memory (the browser holds real Task values).
Suite benchSuite(const QString& root, int count, QStringList* taskIds)
{
    const Suite bundled = loadSuite(bundledSuiteDir());
    Suite big;
    big.root = root;
    for (int i = 0; i < count && !bundled.tasks.isEmpty(); ++i) {
        Task t = bundled.tasks[i % bundled.tasks.size()];
        t.id = QStringLiteral("%1/bench%2_%3").arg(t.category).arg(i).arg(t.id.section('/', -1));
        t.tags << QStringLiteral("bench%1").arg(i % 10);
        t.suiteRoot = big.root;
        big.tasks << t;
        *taskIds << t.id;
    }
    return big;
}

// 2. The task browser's filter, typed query after query: wall time and GUI-thread CPU.
void measureFilter(MainWindow& w)
{
    QList<double> filterMs, filterCpuMs;
    for (const QString& q : {QStringLiteral("tag:bench3"), QStringLiteral("softmax"), QStringLiteral("cat:cuda2cuda"),
                             QStringLiteral("backend:host"), QStringLiteral("gemm"), QString()}) {
        QElapsedTimer t;
        t.start();
        const double cpu0 = threadCpuMs();
        w.filterEdit()->setText(q);
        QApplication::processEvents();
        filterMs << t.nsecsElapsed() / 1e6;
        filterCpuMs << threadCpuMs() - cpu0;
    }
    std::sort(filterMs.begin(), filterMs.end());
    std::sort(filterCpuMs.begin(), filterCpuMs.end());
    out(QStringLiteral("task browser filter (%1 tasks, %2 queries): median %3 ms, max %4 ms (max %5 ms of "
                       "GUI-thread CPU)")
            .arg(w.taskModel()->taskCount())
            .arg(filterMs.size())
            .arg(filterMs[filterMs.size() / 2], 0, 'f', 1)
            .arg(filterMs.last(), 0, 'f', 1)
            .arg(filterCpuMs.last(), 0, 'f', 1));
}

// One candidate of the live run as the run manager reports it: submitted, the harness's events as they
// come, then the verdict, recorded in the store as the manager does.
void emitLiveCandidate(RunManager& manager, RunStore& store, const QString& liveRun, const QString& liveTask, int seq)
{
    QString error;
    emit manager.candidateSubmitted(liveRun, liveTask, seq, QString::number(seq, 16).rightJustified(40, '0'));
    EvalResult r;
    const QJsonObject start{{"event", "start"}, {"harness", "kiln-harness-cuda"}};
    const QJsonObject compile{{"event", "gate"}, {"gate", "compile"}, {"status", "pass"}, {"seconds", 1.2}};
    const QJsonObject c0{{"event", "config"}, {"gate", "correctness"}, {"config", "cfg0"}, {"status", "pass"}};
    const QJsonObject correct{
        {"event", "gate"}, {"gate", "correctness"}, {"status", seq % 9 ? "pass" : "fail"}, {"seconds", 0.4}};
    const QJsonObject t0{{"event", "config"},
                         {"gate", "performance"},
                         {"config", "cfg0"},
                         {"speedup", 1 + seq % 13 * 0.05},
                         {"fraction_of_roofline", 0.3 + seq % 7 * 0.05}};
    const QJsonObject perf{{"event", "gate"},
                           {"gate", "performance"},
                           {"status", "pass"},
                           {"seconds", 2.0},
                           {"speedup_geomean", 1 + seq % 13 * 0.05}};
    for (const QJsonObject& e : {start, compile, c0, correct, t0, perf}) {
        if (seq % 9 == 0 && e == perf)
            break;
        r.apply(e);
        emit manager.evaluationEvent(liveRun, liveTask, seq, e);
    }
    r.verdict = seq % 9 ? QStringLiteral("pass") : QStringLiteral("fail");
    CandidateRecord c;
    c.runId = liveRun;
    c.taskId = liveTask;
    c.seq = seq;
    c.commitId = QString::number(seq, 16).rightJustified(40, '0');
    c.configs = QStringLiteral("visible");
    c.id = store.addCandidate(c, r, &error);
    emit manager.candidateEvaluated(c, r);
}

// Searches the whole transcript (a worker thread) and measures the event loop's longest stall meanwhile.
void measureTranscriptSearch(MainWindow& w, Heartbeat& beat)
{
    QElapsedTimer clock;
    beat.start();
    clock.start();
    int found = -1;
    QObject::connect(w.transcriptDock(), &TranscriptDock::searched, &w, [&](int m) { found = m; });
    w.transcriptDock()->searchEdit()->setText(QStringLiteral("attempt 777"));
    spinUntil([&] { return found >= 0; }, 30000);
    out(QStringLiteral("transcript search: %1 match(es) in %2 ms, longest stall %3")
            .arg(found)
            .arg(clock.elapsed())
            .arg(beat.describe()));
}

// 1. Open: constructed (since `clock` and `openCpu0`), shown with the suite added, first painted; then
// the Runs dock filled from the store (a worker).
void measureOpen(MainWindow& w, const Suite& big, int runs, const QElapsedTimer& clock, double openCpu0)
{
    w.resize(1600, 1000);
    w.show();
    w.taskModel()->addSuite(big);
    QApplication::processEvents();
    (void)w.grab(); // the first complete paint of the window
    const qint64 openMs = clock.elapsed();
    const double openCpu = threadCpuMs() - openCpu0;
    spinUntil([&] { return w.runsDock()->model()->rowCount() > runs; }, 30000);
    const qint64 runsDockMs = clock.elapsed();
    out(QStringLiteral(
            "window open (construct + show + first paint): %1 ms (%3 ms of GUI-thread CPU); Runs dock filled "
            "(worker) after %2 ms")
            .arg(openMs)
            .arg(runsDockMs)
            .arg(openCpu, 0, 'f', 0));
}

// 3. A stored run of 5,000 candidates opened on a Run page (read in pages on a worker thread).
void measureStoredRun(MainWindow& w, const QString& runId, Heartbeat& beat)
{
    QElapsedTimer clock;
    clock.start();
    const double pageCpu0 = threadCpuMs();
    RunPage* stored = w.openRun(runId);
    (void)w.grab(); // the page's first paint
    const double pageCpu = threadCpuMs() - pageCpu0;
    beat.start();
    spinUntil([&] { return stored->hasLoaded(); }, 60000);
    out(QStringLiteral("Run page of a stored run: opened and painted in %4 ms of GUI-thread CPU, then %1 candidates "
                       "loaded in %2 ms, longest event-loop stall %3")
            .arg(stored->candidates()->rowCount())
            .arg(clock.elapsed())
            .arg(beat.describe())
            .arg(pageCpu, 0, 'f', 0));
}

// 4. A live run: candidates from the run manager's signals at `perMin` for `seconds`, while the Transcript
// dock reads the run's transcript (`events` of them).
void measureLiveRun(MainWindow& w, const QString& liveRun, int events, double perMin, int seconds, Heartbeat& beat)
{
    ResourcePool pool(2, {});
    RunStore store;
    QString error;
    store.open(storePath(), &error);
    RunManager manager(&store, &pool);
    RunPage* live = w.openRun(liveRun);
    live->followManager(&manager);
    w.transcriptDock()->followManager(&manager);
    spinUntil([&] { return live->hasLoaded(); }, 10000);
    const int total = static_cast<int>(perMin * seconds / 60);
    const int stepMs = std::max(1, static_cast<int>(60000 / perMin));
    beat.start();
    QElapsedTimer clock;
    clock.start();
    QTimer feed;
    int sent = 0;
    const QString liveTask = QStringLiteral("bench/t0");
    QObject::connect(&feed, &QTimer::timeout, &feed, [&] {
        if (sent >= total) {
            feed.stop();
            return;
        }
        emitLiveCandidate(manager, store, liveRun, liveTask, ++sent);
    });
    feed.start(stepMs);
    const qint64 transcriptStart = clock.elapsed();
    w.pages()->setCurrentWidget(live);
    qint64 transcriptDone = -1;
    while (feed.isActive() || transcriptDone < 0) {
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        if (transcriptDone < 0 && !w.transcriptDock()->isLoading() &&
            w.transcriptDock()->model()->eventCount() >= events)
            transcriptDone = clock.elapsed() - transcriptStart;
        if (clock.elapsed() > 600000)
            break;
    }
    spin(300);
    const QString stall = beat.describe();
    out(QStringLiteral("live Run page: %1 candidates at %2/min over %3 s (%4 rows shown, chart %5 points); "
                       "transcript %6 events read in %7 ms beside it; longest event-loop stall %8")
            .arg(sent)
            .arg(perMin, 0, 'f', 0)
            .arg(clock.elapsed() / 1000.0, 0, 'f', 1)
            .arg(live->candidates()->rowCount())
            .arg(live->chart()->pointCount())
            .arg(w.transcriptDock()->model()->eventCount())
            .arg(transcriptDone)
            .arg(stall));
}

} // namespace

int benchGuiCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("gui"), QStringLiteral("gui"));
    QCommandLineOption candidates(QStringLiteral("candidates"), QStringLiteral("Candidates in the store."),
                                  QStringLiteral("N"), QStringLiteral("100000"));
    QCommandLineOption tasksOpt(QStringLiteral("tasks"), QStringLiteral("Tasks."), QStringLiteral("T"),
                                QStringLiteral("200"));
    QCommandLineOption runsOpt(QStringLiteral("runs"), QStringLiteral("Runs."), QStringLiteral("R"),
                               QStringLiteral("20"));
    QCommandLineOption mb(QStringLiteral("transcript-mb"), QStringLiteral("Transcript size."), QStringLiteral("M"),
                          QStringLiteral("20"));
    QCommandLineOption rate(QStringLiteral("rate"), QStringLiteral("Candidates per minute."), QStringLiteral("PER_MIN"),
                            QStringLiteral("1000"));
    QCommandLineOption seconds(QStringLiteral("seconds"), QStringLiteral("How long to stream."), QStringLiteral("S"),
                               QStringLiteral("30"));
    p.addOptions({candidates, tasksOpt, runsOpt, mb, rate, seconds});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("bench gui"));
    QTemporaryDir data;
    qputenv("KILN_DATA_DIR", data.path().toUtf8()); // the store and settings below are the benchmark's own
    QApplication::setOrganizationName(QStringLiteral("kiln-bench"));
    QApplication::setApplicationName(QStringLiteral("bench-gui"));
    out(QStringLiteral("machine: %1, %2 cores, platform %3")
            .arg(QSysInfo::prettyProductName())
            .arg(QThread::idealThreadCount())
            .arg(QGuiApplication::platformName()));

    // Tasks: the bundled ones, cloned under new ids in memory (the browser holds real Task values).
    const int taskCount = std::max(1, p.value(tasksOpt).toInt());
    QStringList taskIds;
    const Suite big = benchSuite(data.filePath(QStringLiteral("bench-suite")), taskCount, &taskIds);

    QElapsedTimer clock;
    clock.start();
    QStringList runIds;
    QString error;
    const int n = std::max(1, p.value(candidates).toInt()), runs = std::max(1, p.value(runsOpt).toInt());
    if (!writeStore(storePath(), taskIds, runs, n, &runIds, &error)) {
        err(QStringLiteral("kiln bench gui: writing the store: %1").arg(error));
        return 1;
    }
    out(QStringLiteral("store: %1 candidates over %2 tasks and %3 runs written in %4 ms (%5 MB)")
            .arg(n)
            .arg(taskCount)
            .arg(runs)
            .arg(clock.elapsed())
            .arg(QFileInfo(storePath()).size() / 1e6, 0, 'f', 1));
    const QString liveRun = QStringLiteral("20261201-000000-live");
    {
        RunStore store;
        store.open(storePath(), &error);
        RunRecord r;
        r.id = liveRun;
        r.agent = QStringLiteral("claude-code");
        r.status = QStringLiteral("running");
        r.folder = QDir(dataDir()).filePath(QStringLiteral("runs/") + liveRun);
        store.addRun(r, &error);
    }
    int events = 0;
    clock.restart();
    const qint64 transcriptBytes = qint64(std::max(1, p.value(mb).toInt())) * 1000 * 1000;
    if (!writeTranscript(storePath(), liveRun, transcriptBytes, &events, &error)) {
        err(QStringLiteral("kiln bench gui: writing the transcript: %1").arg(error));
        return 1;
    }
    out(QStringLiteral("transcript: %1 events, %2 MB of text, written in %3 ms")
            .arg(events)
            .arg(transcriptBytes / 1e6, 0, 'f', 0)
            .arg(clock.elapsed()));

    clock.restart();
    const double openCpu0 = threadCpuMs();
    MainWindow w;
    measureOpen(w, big, runs, clock, openCpu0);

    measureFilter(w);

    Heartbeat beat;
    measureStoredRun(w, runIds.first(), beat);

    measureLiveRun(w, liveRun, events, std::max(1, p.value(rate).toInt()), std::max(1, p.value(seconds).toInt()), beat);
    measureTranscriptSearch(w, beat);
    out(QStringLiteral("peak resident memory (VmHWM): %1 MB").arg(peakRssKb() / 1024.0, 0, 'f', 0));
    return 0;
}

} // namespace kiln::cli
