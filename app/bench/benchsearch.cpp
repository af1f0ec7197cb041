// kiln bench search [--runs N] [--events N] [--candidates N] [--repeat R] [--keep DIR]
// Search across stored runs (RunStore::search) on a store of N runs, each with a transcript of --events
// events of agent-like text (tool calls, file contents, compiler output, kiln-eval reports, 200-1,000
// characters each) and --candidates candidates with flags. One string is planted in one event of one run;
// another (hidden.yaml) in one run in a hundred. Prints how long the store took to fill, its size, and how
// long each search took (the first, cold in this process, and the median of R). The figures
// docs/performance.md records; a benchmark, not a test: it never fails on them.
#include "benchcommands.h"
#include "clicommand.h"

#include "model/store/runsearch.h"
#include "model/store/runstore.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <random>

namespace kiln::cli {

namespace {

// Words an agent's transcript is made of, so the trigram index sees text shaped like the real thing.
const QStringList& vocabulary()
{
    static const QStringList words{"kernel",      "softmax",     "__global__",
                                   "threadIdx.x", "blockDim",    "shared",
                                   "memory",      "coalesced",   "warp",
                                   "reduction",   "tile",        "register",
                                   "spill",       "occupancy",   "latency",
                                   "bandwidth",   "./kiln-eval", "speedup",
                                   "1.07x",       "0.93x",       "pass",
                                   "fail",        "mismatch",    "config",
                                   "4096x4096",   "float4",      "__syncthreads()",
                                   "nvcc",        "-O3",         "error:",
                                   "line",        "42",          "Read",
                                   "Edit",        "Bash",        "the",
                                   "a",           "of",          "to",
                                   "and",         "is",          "we",
                                   "now",         "let",         "me",
                                   "check",       "try",         "vectorized",
                                   "loads",       "gemm",        "tensor",
                                   "cores",       "wmma",        "mma.sync",
                                   "bf16",        "fp32",        "accumulate",
                                   "baseline",    "roofline",    "T_SOL",
                                   "median",      "ms",          "us",
                                   "candidate",   "review",      "gates",
                                   "correctness", "performance", "compile",
                                   "stream",      "launch",      "grid",
                                   "block"};
    return words;
}

QString sentence(std::mt19937_64& rng, int chars)
{
    const QStringList& words = vocabulary();
    std::uniform_int_distribution<int> pick(0, static_cast<int>(words.size()) - 1);
    QString s;
    s.reserve(chars + 16);
    while (s.size() < chars) {
        s += words[pick(rng)];
        s += (pick(rng) % 11 == 0) ? QLatin1Char('\n') : QLatin1Char(' ');
    }
    return s;
}

struct Timed
{
    double firstMs = 0, medianMs = 0;
    int hits = 0;
    bool truncated = false;
};

Timed timeSearch(const RunStore& store, const QString& query, int repeat)
{
    Timed t;
    QList<double> ms;
    for (int i = 0; i < std::max(1, repeat) + 1; ++i) {
        QElapsedTimer timer;
        timer.start();
        const SearchResults r = store.search(query, 200);
        const double took = timer.nsecsElapsed() / 1e6;
        if (i == 0) {
            t.firstMs = took;
            t.hits = static_cast<int>(r.hits.size());
            t.truncated = r.truncated;
        } else {
            ms << took;
        }
    }
    std::sort(ms.begin(), ms.end());
    t.medianMs = ms[ms.size() / 2];
    return t;
}

// The planted string and where it goes: one event of one run.
const QString kPlanted = QStringLiteral("kiln-planted-5e1f0c");

struct BenchStore
{
    int runs = 0, events = 0, candidates = 0;
    qint64 textBytes = 0; // of transcript text written
};

// One run of the benchmark store: `events` transcript events of random prose (the planted string in one
// run, "hidden.yaml" read in every hundredth) and `candidates` candidates, every seventh flagged.
bool addBenchRun(RunStore& store, BenchStore& b, int r, std::mt19937_64& rng, QString* error)
{
    std::uniform_int_distribution<int> length(200, 1000);
    const int plantedRun = b.runs / 2 + 7 < b.runs ? b.runs / 2 + 7 : 0;
    const QStringList flagNames{"implausible_speedup", "fallback", "side_stream", "launch_bound"};
    RunRecord run;
    run.id = QStringLiteral("bench-%1").arg(r, 5, 10, QLatin1Char('0'));
    run.createdAt = QDateTime::currentDateTimeUtc();
    run.agent = r % 2 ? QStringLiteral("claude-code") : QStringLiteral("codex");
    run.status = QStringLiteral("finished");
    if (!store.addRun(run, error))
        return false;
    QList<TranscriptRow> rows;
    rows.reserve(b.events);
    const QString task = QStringLiteral("cuda2cuda/task_%1").arg(r % 37);
    for (int e = 0; e < b.events; ++e) {
        TranscriptRow row;
        row.runId = run.id;
        row.taskId = task;
        row.seq = e;
        row.kind = e % 3 == 0 ? QStringLiteral("assistant")
                              : (e % 3 == 1 ? QStringLiteral("tool_call") : QStringLiteral("tool_result"));
        row.text = sentence(rng, length(rng));
        if (r == plantedRun && e == b.events / 3)
            row.text.insert(row.text.size() / 2, QLatin1Char(' ') + kPlanted + QLatin1Char(' '));
        if (r % 100 == 3 && e == 5)
            row.text = QStringLiteral("cat resources/tasks/%1/hidden.yaml\n").arg(task) + row.text;
        b.textBytes += row.text.toUtf8().size();
        rows << row;
    }
    if (!store.addTranscriptEvents(rows, error))
        return false;
    for (int c = 0; c < b.candidates; ++c) {
        CandidateRecord cand;
        cand.runId = run.id;
        cand.taskId = task;
        cand.seq = c + 1;
        cand.createdAt = run.createdAt;
        EvalResult result;
        result.verdict = c % 4 == 0 ? QStringLiteral("fail") : QStringLiteral("pass");
        result.reason = c % 4 == 0 ? QStringLiteral("mismatch") : QString();
        result.message = sentence(rng, 80);
        if (c % 7 == 0)
            result.flags << EvalFlag{flagNames[(r + c) % flagNames.size()], QStringLiteral("4096"), sentence(rng, 60)};
        cand.verdict = result.verdict;
        cand.reason = result.reason;
        cand.message = result.message;
        if (store.addCandidate(cand, result, error) <= 0)
            return false;
    }
    return true;
}

// Each query of the benchmark, timed on a fresh connection (the first search reads from the file).
bool timeSearches(const QString& path, int repeat, QString* error)
{
    RunStore reader;
    if (!reader.open(path, error))
        return false;
    struct Case
    {
        QString query, what;
    };
    const QList<Case> cases{{kPlanted, QStringLiteral("a string planted in one event of one run")},
                            {QStringLiteral("hidden.yaml"), QStringLiteral("every transcript that read hidden.yaml")},
                            {QStringLiteral("flag:"), QStringLiteral("every flagged candidate (first 200)")},
                            {QStringLiteral("flag:side_stream"), QStringLiteral("candidates flagged side_stream")},
                            {QStringLiteral("mma.sync wmma"), QStringLiteral("a common phrase (first 200)")}};
    for (const Case& c : cases) {
        const Timed t = timeSearch(reader, c.query, repeat);
        out(QStringLiteral("search '%1' (%2): %3 hit%4%5, first %6 ms, median of %7 %8 ms")
                .arg(c.query, c.what)
                .arg(t.hits)
                .arg(t.hits == 1 ? "" : "s")
                .arg(t.truncated ? QStringLiteral(" (more)") : QString())
                .arg(t.firstMs, 0, 'f', 1)
                .arg(repeat)
                .arg(t.medianMs, 0, 'f', 1));
    }
    return true;
}

// What the index saves: the planted string by reading every event's text (what a search did without it).
void timeScan(const QString& path, int repeat)
{
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-search-scan"));
        raw.setDatabaseName(path);
        if (raw.open()) {
            QList<double> ms;
            for (int i = 0; i < repeat; ++i) {
                QElapsedTimer timer;
                timer.start();
                QSqlQuery q(raw);
                q.prepare(QStringLiteral("SELECT COUNT(*) FROM transcript_events WHERE text LIKE ?"));
                q.addBindValue(QLatin1Char('%') + kPlanted + QLatin1Char('%'));
                q.exec();
                q.next();
                ms << timer.nsecsElapsed() / 1e6;
            }
            std::sort(ms.begin(), ms.end());
            out(QStringLiteral("the same planted string by reading every event (no index): median of %1 %2 ms")
                    .arg(repeat)
                    .arg(ms[ms.size() / 2], 0, 'f', 1));
            raw.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-search-scan"));
}

} // namespace

int benchSearchCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("search"), {});
    QCommandLineOption runsOpt(QStringLiteral("runs"), QStringLiteral("Stored runs."), QStringLiteral("N"),
                               QStringLiteral("1000"));
    QCommandLineOption eventsOpt(QStringLiteral("events"), QStringLiteral("Transcript events per run."),
                                 QStringLiteral("N"), QStringLiteral("150"));
    QCommandLineOption candidatesOpt(QStringLiteral("candidates"), QStringLiteral("Candidates per run."),
                                     QStringLiteral("N"), QStringLiteral("20"));
    QCommandLineOption repeatOpt(QStringLiteral("repeat"), QStringLiteral("Searches timed after the first."),
                                 QStringLiteral("R"), QStringLiteral("5"));
    QCommandLineOption keepOpt(QStringLiteral("keep"), QStringLiteral("Write the store into DIR and keep it."),
                               QStringLiteral("DIR"));
    p.addOptions({runsOpt, eventsOpt, candidatesOpt, repeatOpt, keepOpt});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("bench search"));
    BenchStore b{p.value(runsOpt).toInt(), p.value(eventsOpt).toInt(), p.value(candidatesOpt).toInt()};
    const int repeat = p.value(repeatOpt).toInt();
    if (b.runs <= 0 || b.events <= 0 || b.candidates < 0 || repeat <= 0) {
        err(QStringLiteral("kiln bench search: --runs, --events and --repeat take positive numbers, --candidates one "
                           "of 0 or more"));
        return 2;
    }
    QTemporaryDir tmp;
    const QString dir = p.isSet(keepOpt) ? p.value(keepOpt) : tmp.path();
    QDir().mkpath(dir);
    const QString path = QDir(dir).filePath(QStringLiteral("kiln.sqlite"));
    QFile::remove(path);
    RunStore store;
    QString error;
    std::mt19937_64 rng(20261202);
    QElapsedTimer fill;
    fill.start();
    bool ok = store.open(path, &error);
    for (int r = 0; ok && r < b.runs; ++r)
        ok = addBenchRun(store, b, r, rng, &error);
    if (!ok) {
        err(QStringLiteral("kiln bench search: %1").arg(error));
        return 1;
    }
    const double fillS = fill.nsecsElapsed() / 1e9;
    const qint64 dbBytes = QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size();
    out(QStringLiteral("machine: %1, %2 cores").arg(QSysInfo::prettyProductName()).arg(QThread::idealThreadCount()));
    out(QStringLiteral("store: %1 runs, %2 transcript events (%3 MB of text), %4 candidates; filled in %5 s, "
                       "%6 MB on disk with its index")
            .arg(b.runs)
            .arg(static_cast<qint64>(b.runs) * b.events)
            .arg(b.textBytes / 1e6, 0, 'f', 1)
            .arg(static_cast<qint64>(b.runs) * b.candidates)
            .arg(fillS, 0, 'f', 1)
            .arg(dbBytes / 1e6, 0, 'f', 1));
    if (!timeSearches(path, repeat, &error)) {
        err(QStringLiteral("kiln bench search: %1").arg(error));
        return 1;
    }
    timeScan(path, repeat);
    return 0;
}

} // namespace kiln::cli
