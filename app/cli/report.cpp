// kiln report RUN... [--all] [--by run|agent] [--suite DIR]... [--html FILE] [--csv FILE] [--json FILE]
//             [--resamples N] [--seed S] [--title TEXT]
// kiln report --compare RUN_A RUN_B [same options]
// Scores stored runs against the suites loaded now (so a task's current weight counts) and writes the
// leaderboard: a table on stdout, and/or a self-contained HTML file, an AgentKernelArena-compatible CSV and
// JSON with everything ("-" as FILE writes to stdout). docs/scoring.md defines every figure.
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "model/scoring/reportcsv.h"
#include "model/scoring/reporthtml.h"
#include "model/scoring/reportjson.h"
#include "model/scoring/scoreformat.h"
#include "model/scoring/scoreloader.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>

namespace kiln::cli {

using namespace kiln::scoring;

namespace {

bool writeOutput(const QString& path, const QByteArray& bytes, QString* error)
{
    if (path == QLatin1String("-")) {
        out(QString::fromUtf8(bytes).trimmed());
        return true;
    }
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

void printTable(const Leaderboard& board)
{
    out(QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
            .arg(QStringLiteral("#").leftJustified(3), QStringLiteral("entry").leftJustified(40),
                 QStringLiteral("attempted").leftJustified(10), QStringLiteral("correct").leftJustified(16),
                 QStringLiteral("geomean [95%]").leftJustified(26),
                 QStringLiteral("AKA points [95%]").leftJustified(26),
                 QStringLiteral("roofline (weighted)").leftJustified(20), QStringLiteral("correct on hidden")));
    int group = -1;
    for (const Entry& e : board.entries) {
        if (e.group != group && board.groups.size() > 1) { // ranked per device: each its own block
            group = e.group;
            const DeviceGroup& g = board.groups.value(group);
            out(QStringLiteral("-- %1 (%2 task(s))")
                    .arg(g.device.isEmpty() ? QStringLiteral("unknown device") : g.device)
                    .arg(g.columns.size()));
        }
        const Aggregate& a = e.scores.overall;
        auto with = [&](Headline h, std::optional<double> v) {
            return formatHeadline(h, v) + QLatin1Char(' ') + formatInterval(h, e.scores.intervals.value(h));
        };
        out(QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
                .arg(QString::number(e.rank).leftJustified(3), e.label.leftJustified(40),
                     QStringLiteral("%1/%2").arg(a.tasks.attempted).arg(a.tasks.inScope).leftJustified(10),
                     formatRate(a.correct).leftJustified(16),
                     with(Headline::GeomeanSpeedup,
                          a.speedup.counted > 0 ? std::optional<double>(a.speedup.geomean) : std::nullopt)
                         .leftJustified(26),
                     with(Headline::MeanPoints, a.pointsMean).leftJustified(26),
                     formatPercent(a.rooflineCounted > 0 ? std::optional<double>(a.weightedRoofline) : std::nullopt)
                         .leftJustified(20),
                     formatRate(a.generalization.correctHidden)));
    }
    for (const QString& issue : board.issues)
        err(QStringLiteral("note: %1").arg(issue));
}

void printComparison(const Leaderboard& board, const Comparison& c)
{
    out(QString());
    out(QStringLiteral("A = %1, B = %2: A better on %3 task(s), B on %4, %5 tie(s)")
            .arg(board.entries[c.entryA].label, board.entries[c.entryB].label)
            .arg(c.aWins)
            .arg(c.bWins)
            .arg(c.ties));
    for (const PairedDifference& d : c.differences)
        out(QStringLiteral("  %1 %2 vs %3: %4 over %5 task(s), 95% interval %6 -> %7")
                .arg(headlineLabel(d.metric).leftJustified(20),
                     formatHeadline(d.metric, d.counted ? std::optional<double>(d.a) : std::nullopt),
                     formatHeadline(d.metric, d.counted ? std::optional<double>(d.b) : std::nullopt),
                     formatDifference(d))
                .arg(d.counted)
                .arg(formatDifferenceInterval(d),
                     d.significant() ? QStringLiteral("different") : QStringLiteral("not shown to differ")));
}

} // namespace

int reportCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption all(QStringLiteral("all"), QStringLiteral("Every run in the store."));
    QCommandLineOption by(QStringLiteral("by"), QStringLiteral("run (default) or agent: pool an agent's runs."),
                          QStringLiteral("run|agent"), QStringLiteral("run"));
    const QCommandLineOption suite = suiteOption();
    QCommandLineOption html(QStringLiteral("html"), QStringLiteral("Write the HTML report to FILE (- for stdout)."),
                            QStringLiteral("FILE"));
    QCommandLineOption csv(QStringLiteral("csv"), QStringLiteral("Write the CSV to FILE (- for stdout)."),
                           QStringLiteral("FILE"));
    QCommandLineOption json(QStringLiteral("json"),
                            QStringLiteral("Write the JSON to FILE (- for stdout: then only the JSON is printed)."),
                            QStringLiteral("FILE"));
    QCommandLineOption compareOpt(QStringLiteral("compare"), QStringLiteral("A/B comparison of two runs."));
    QCommandLineOption resamples(QStringLiteral("resamples"), QStringLiteral("Bootstrap resamples (default 1000)."),
                                 QStringLiteral("N"), QStringLiteral("1000"));
    QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Bootstrap seed."), QStringLiteral("S"));
    QCommandLineOption title(QStringLiteral("title"), QStringLiteral("HTML title."), QStringLiteral("TEXT"),
                             QStringLiteral("Kiln report"));
    p.addOptions({all, by, suite, html, csv, json, compareOpt, resamples, seed, title});
    p.addPositionalArgument(QStringLiteral("runs"), QStringLiteral("Run ids."));
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("report"));
    QStringList runIds = p.positionalArguments();
    const bool comparing = p.isSet(compareOpt);
    if ((comparing && (runIds.size() != 2 || runIds[0] == runIds[1])) ||
        (!comparing && runIds.isEmpty() && !p.isSet(all)) ||
        (p.value(by) != QLatin1String("run") && p.value(by) != QLatin1String("agent")) ||
        (comparing && p.value(by) != QLatin1String("run"))) {
        return usageError(QStringLiteral("report"),
                          comparing ? QStringLiteral("kiln report --compare takes two different runs") : QString());
    }
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln report: %1").arg(error));
        return 3;
    }
    if (p.isSet(all))
        for (const RunRecord& r : store.runs())
            if (!runIds.contains(r.id))
                runIds << r.id;
    if (runIds.isEmpty()) {
        err(QStringLiteral("kiln report: no runs in %1 yet; 'kiln run' makes one").arg(storePath()));
        return 1;
    }
    QList<Task> tasks;
    for (const QString& dir : QStringList{bundledSuiteDir()} + p.values(suite))
        tasks += loadSuite(dir).tasks;
    const auto entries = loadEntries(store, runIds, tasks, p.value(by) == QLatin1String("agent"), &error);
    if (!entries) {
        err(QStringLiteral("kiln report: %1").arg(error)); // a run id the store does not have
        return kExitUsage;
    }
    ScoringOptions options;
    options.bootstrap.resamples = std::max(0, p.value(resamples).toInt());
    if (p.isSet(seed))
        options.bootstrap.seed = p.value(seed).toULongLong();
    const Leaderboard board = buildLeaderboard(*entries, options);
    std::optional<Comparison> comparison;
    if (comparing) {
        int a = -1, b = -1;
        for (int i = 0; i < board.entries.size(); ++i) {
            if (board.entries[i].id == runIds[0])
                a = i;
            if (board.entries[i].id == runIds[1])
                b = i;
        }
        comparison = compare(board, a, b);
    }

    QJsonObject j = leaderboardJson(board);
    if (comparison)
        j.insert(QStringLiteral("comparison"), comparisonJson(board, *comparison));
    const QList<std::pair<QCommandLineOption, QByteArray>> outputs{
        {html, p.isSet(html) ? leaderboardHtml(board, comparison ? &*comparison : nullptr, p.value(title)).toUtf8()
                             : QByteArray()},
        {csv, p.isSet(csv) ? leaderboardCsv(board).toUtf8() : QByteArray()},
        {json, p.isSet(json) ? QJsonDocument(j).toJson(QJsonDocument::Indented) : QByteArray()}};
    bool wroteStdout = false;
    for (const auto& [option, bytes] : outputs) {
        if (!p.isSet(option))
            continue;
        wroteStdout = wroteStdout || p.value(option) == QLatin1String("-");
        if (!writeOutput(p.value(option), bytes, &error)) {
            err(QStringLiteral("kiln report: %1").arg(error));
            return 3;
        }
    }
    if (!wroteStdout) {
        printTable(board);
        if (comparison)
            printComparison(board, *comparison);
    }
    return 0;
}

} // namespace kiln::cli
