// Every scoring formula against numbers worked out by hand (the comments show the arithmetic), including
// ties, zero correct tasks, missing hidden results, tasks not attempted, and re-scoring after a weight change.
#include "model/scoring/aggregate.h"
#include "model/scoring/leaderboard.h"
#include "model/scoring/reportcsv.h"
#include "model/scoring/reporthtml.h"
#include "model/scoring/reportjson.h"
#include "model/scoring/scoreloader.h"
#include "model/store/runstore.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace kiln;
using namespace kiln::scoring;

namespace {

bool near(double a, double b, double eps = 1e-9)
{
    return std::abs(a - b) <= eps * std::max(1.0, std::abs(b));
}
#define QNEAR(a, b)                                                                                                    \
    QVERIFY2(near(double(a), double(b)),                                                                               \
             qPrintable(QStringLiteral("%1 != %2").arg(double(a), 0, 'g', 12).arg(double(b), 0, 'g', 12)))

// A configuration result as the harness reports it; cand <= 0 means it was never timed.
ConfigResult config(const QString& name, bool hidden, GateStatus correctness, double candMs = 0, double baseMs = 0,
                    double tSolMs = 0)
{
    ConfigResult c;
    c.name = name;
    c.hidden = hidden;
    c.correctness = correctness;
    if (candMs > 0) {
        c.timed = true;
        c.candidate.medianMs = candMs;
        c.baseline.medianMs = baseMs;
        c.speedup = baseMs / candMs;
        c.tSolMs = tSolMs;
        c.fractionOfRoofline = tSolMs / candMs;
    }
    return c;
}

TaskInput input(const QString& id, double weight, QList<ConfigResult> configs, GateStatus compile = GateStatus::Pass,
                GateStatus correctness = GateStatus::Pass, GateStatus performance = GateStatus::Pass)
{
    TaskInput in;
    in.task.id = id;
    in.task.category = id.section('/', 0, 0);
    in.task.weight = weight;
    in.task.hasRoofline = true;
    in.task.hiddenConfigs = 1;
    in.attempted = in.evaluated = in.finalScored = true;
    in.compile = compile;
    in.correctness = correctness;
    in.performance = performance;
    in.configs = configs;
    in.evaluations = 3;
    return in;
}

const GateStatus Pass = GateStatus::Pass, Fail = GateStatus::Fail, Pending = GateStatus::Pending;

// The five-task fixture of aggregateByHand():
//  t1 a/faster:  visible 1 ms vs 2 ms baseline, T_SOL 0.5 -> speedup 2, roofline 0.5, S 0.75; hidden 2 vs 2 -> 1x
//  t2 a/slower:  visible 2 ms vs 1 ms, T_SOL 0.5 -> speedup 0.5, roofline 0.25, S 0.25; hidden wrong under timing
//  t3 b/wrong:   compiles, visible mismatch
//  t4 b/nobuild: does not compile
//  t5 b/skipped: not attempted, weight 3
QList<TaskInput> fixture()
{
    TaskInput t5;
    t5.task = TaskMeta{"b/skipped", "b", 1, 3.0, true, 1};
    return {input("a/faster", 2, {config("v", false, Pass, 1, 2, 0.5), config("h", true, Pass, 2, 2, 1)}),
            input("a/slower", 1, {config("v", false, Pass, 2, 1, 0.5), config("h", true, Pass)}, Pass, Pass, Fail),
            input("b/wrong", 1, {config("v", false, Fail), config("h", true, Pending)}, Pass, Fail, Pending),
            input("b/nobuild", 1, {}, Fail, Pending, Pending), t5};
}

QList<TaskScore> scoreAll(const QList<TaskInput>& inputs)
{
    QList<TaskScore> out;
    for (const auto& in : inputs)
        out << scoreTask(in);
    return out;
}

} // namespace

class TstScoring : public QObject
{
    Q_OBJECT
private slots:
    void orderStatistics()
    {
        QNEAR(mean({1, 2, 6}), 3);
        QNEAR(geometricMean({1, 4, 16}), 4);
        QNEAR(median({5, 1, 3}), 3);
        QNEAR(median({4, 1, 3, 2}), 2.5); // even count: the two middle values averaged
        QNEAR(median({2, 2, 2, 2}), 2);   // ties
        // Nearest rank: ceil(f n)-th smallest. n = 4: P25 -> 1st, P75 -> 3rd, P90 -> ceil(3.6) = 4th.
        QNEAR(nearestRank({4, 3, 2, 1}, 0.25), 1);
        QNEAR(nearestRank({4, 3, 2, 1}, 0.75), 3);
        QNEAR(nearestRank({4, 3, 2, 1}, 0.90), 4);
        QNEAR(nearestRank({7}, 0.25), 7);
        QNEAR(nearestRank({1, 1, 5, 5}, 0.5), 1); // a tie at the boundary takes the lower observed value
        QCOMPARE(mean({}), 0.0);
        QCOMPARE(geometricMean({}), 0.0);
        QCOMPARE(median({}), 0.0);
    }

    void bootstrapIsSeededAndHonest()
    {
        const QList<double> v{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        auto meanOf = [&](const QVector<int>& idx) {
            double s = 0;
            for (int i : idx)
                s += v[i];
            return std::optional<double>(s / idx.size());
        };
        BootstrapOptions o;
        const Interval a = bootstrap(10, meanOf, o), b = bootstrap(10, meanOf, o);
        QCOMPARE(a.low, b.low); // same seed, same interval
        QCOMPARE(a.high, b.high);
        QCOMPARE(a.resamples, 1000);
        QVERIFY(a.low < 5.5 && a.high > 5.5 && a.low >= 1 && a.high <= 10);
        o.seed = 7;
        const Interval c = bootstrap(10, meanOf, o);
        QVERIFY(c.low != a.low || c.high != a.high);
        // All values equal: no spread to report.
        const Interval flat = bootstrap(
            5, [](const QVector<int>&) { return std::optional<double>(2.0); }, o);
        QCOMPARE(flat.low, 2.0);
        QCOMPARE(flat.high, 2.0);
        // A statistic that never has a value gives no interval, and says how often that happened.
        const Interval none = bootstrap(
            5, [](const QVector<int>&) { return std::optional<double>(); }, o);
        QVERIFY(!none.valid());
        QCOMPARE(none.undefined, 1000);
    }

    void akaPointsFollowAgentKernelArena()
    {
        QCOMPARE(akaPoints(false, false, std::nullopt), 0.0);
        QCOMPARE(akaPoints(false, true, 3.0), 0.0); // nothing counts without a build
        QCOMPARE(akaPoints(true, false, 3.0), 20.0);
        QCOMPARE(akaPoints(true, true, 1.5), 270.0); // 20 + 100 + 150
        QCOMPARE(akaPoints(true, true, std::nullopt), 120.0);
        QCOMPARE(akaPoints(true, true, -1.0), 120.0);
        QCOMPARE(akaPoints(true, true, std::numeric_limits<double>::infinity()), 120.0);
    }

    void solScoreAndItsEdges()
    {
        QNEAR(*configSolScore(5, 1, 5), 0.5);        // at the baseline
        QNEAR(*configSolScore(3, 1, 5), 1.0 / 1.5);  // 1 / (1 + 2/4)
        QNEAR(*configSolScore(9, 1, 5), 1.0 / 3.0);  // slower than baseline: 1 / (1 + 8/4)
        QCOMPARE(*configSolScore(1, 1, 5), 1.0);     // at the roofline
        QCOMPARE(*configSolScore(0.5, 1, 5), 1.0);   // past it: clamped (raw formula: 1 / (1 - 0.5/4) = 1.14)
        QCOMPARE(*configSolScore(0.9, 1, 1.1), 1.0); // where the raw formula divides by zero: 1 + (-0.1 / 0.1)
        QVERIFY(!configSolScore(2, 1, 1));           // baseline at the roofline: undefined
        QVERIFY(!configSolScore(2, 1, 0.5));         // baseline past it: undefined
        QVERIFY(!configSolScore(0, 1, 5));           // not timed
        QVERIFY(!configSolScore(2, 0, 5));           // no cost model
    }

    void taskOutcomes()
    {
        const auto s = scoreAll(fixture());
        // t1: speedup 2/1 = 2, hidden 2/2 = 1, roofline 0.5/1, S = 1 / (1 + 0.5/1.5) = 0.75, points 120 + 200.
        QCOMPARE(s[0].outcome, Outcome::Faster);
        QVERIFY(s[0].correct && s[0].correctHidden.value());
        QNEAR(*s[0].speedup, 2.0);
        QNEAR(*s[0].hiddenSpeedup, 1.0);
        QNEAR(*s[0].fractionOfRoofline, 0.5);
        QNEAR(*s[0].solScore, 0.75);
        QNEAR(s[0].points, 320);
        // t2: correct on visible (timed), its hidden timed outputs were wrong: the first untimed config failed.
        QCOMPARE(s[1].outcome, Outcome::CorrectSlower);
        QCOMPARE(s[1].correctHidden, std::optional<bool>(false));
        QNEAR(*s[1].speedup, 0.5);
        QVERIFY(!s[1].hiddenSpeedup);
        QNEAR(*s[1].solScore, 0.25); // 1 / (1 + 1.5/0.5)
        QNEAR(s[1].points, 170);
        QCOMPARE(s[2].outcome, Outcome::Incorrect);
        QVERIFY(!s[2].speedup && !s[2].fractionOfRoofline);
        QCOMPARE(s[2].points, 20.0);
        QVERIFY(!s[2].correctHidden); // never reached
        QCOMPARE(s[3].outcome, Outcome::DidNotCompile);
        QCOMPARE(s[3].points, 0.0);
        QCOMPARE(s[4].outcome, Outcome::NotAttempted);
        TaskInput none;
        none.attempted = true;
        QCOMPARE(scoreTask(none).outcome, Outcome::NoSubmission);
    }

    void geomeanOverConfigurations()
    {
        // Speedups 2 and 2.25 -> sqrt(4.5); roofline (0.5 + 0.5) / 2; S = (0.75 + 1/(1 + 1/3.5)) / 2.
        const TaskScore s =
            scoreTask(input("a/x", 1, {config("v1", false, Pass, 1, 2, 0.5), config("v2", false, Pass, 2, 4.5, 1)}));
        QNEAR(*s.speedup, std::sqrt(4.5));
        QNEAR(*s.fractionOfRoofline, 0.5);
        QNEAR(*s.solScore, (0.75 + 3.5 / 4.5) / 2);
        QNEAR(s.points, 120 + 100 * std::sqrt(4.5));
    }

    // A time below T_SOL is impossible on true ceilings: flagged, whatever else the score says.
    void beyondTheRooflineIsFlagged()
    {
        const TaskScore within = scoreTask(input("host2host/r", 1, {config("v", false, Pass, 2, 2.2, 1.8)}));
        QVERIFY(!within.flags.contains("beyond_roofline"));
        // 2.8 ms of T_SOL on the host's assumed ceilings, measured in 2.0 ms: 140%.
        const TaskScore beyond = scoreTask(input("host2host/r", 1, {config("v", false, Pass, 2, 2.2, 2.8)}));
        QVERIFY(beyond.flags.contains("beyond_roofline"));
        QVERIFY(beyond.correct);
    }

    void tiesAreNotFaster()
    {
        const TaskScore s = scoreTask(input("a/tie", 1, {config("v", false, Pass, 2, 2, 1)}));
        QCOMPARE(*s.speedup, 1.0);
        QCOMPARE(s.outcome, Outcome::CorrectSlower);
        const Aggregate a = aggregate({s});
        QCOMPARE(a.fastP[1].count, 0); // fast_1 is strict
        QCOMPARE(a.fastP[0].count, 1);
    }

    void hiddenFailureBeforeTiming()
    {
        // Final scoring stopped at a hidden mismatch, so nothing was timed: correct on visible, no speedup.
        const TaskScore s =
            scoreTask(input("a/h", 1, {config("v", false, Pass), config("h", true, Fail)}, Pass, Fail, Pending));
        QVERIFY(s.correct);
        QCOMPARE(s.correctHidden, std::optional<bool>(false));
        QVERIFY(!s.speedup);
        QCOMPARE(s.outcome, Outcome::CorrectSlower);
        QCOMPARE(s.points, 120.0);
    }

    void timingMismatchOnVisibleIsIncorrect()
    {
        const TaskScore s = scoreTask(
            input("a/t", 1, {config("v1", false, Pass, 1, 2, 0), config("v2", false, Pass)}, Pass, Pass, Fail));
        QVERIFY(!s.correct);
        QCOMPARE(s.outcome, Outcome::Incorrect);
    }

    void tamperedAndFallbackAreNotCredited()
    {
        TaskInput in = input("a/t", 1, {config("v", false, Pass, 1, 2, 0.5)});
        in.tampered = true;
        TaskScore s = scoreTask(in);
        QCOMPARE(s.outcome, Outcome::Incorrect);
        QVERIFY(s.flags.contains("tampered"));
        QCOMPARE(s.points, 20.0);
        in.tampered = false;
        in.flags = QStringList{"fallback"};
        QCOMPARE(scoreTask(in).outcome, Outcome::Incorrect);
        in.flags = QStringList{"implausible_speedup"}; // flagged for review, still credited
        QCOMPARE(scoreTask(in).outcome, Outcome::Faster);
    }

    void aggregateByHand()
    {
        const Aggregate a = aggregate(scoreAll(fixture()));
        QCOMPARE(a.tasks.inScope, 5);
        QCOMPARE(a.tasks.attempted, 4);
        QCOMPARE(a.tasks.counted, 4);
        QCOMPARE(a.outcomes[int(Outcome::Faster)], 1);
        QCOMPARE(a.outcomes[int(Outcome::NotAttempted)], 1);
        QCOMPARE(a.compiled.count, 3);
        QCOMPARE(a.compiled.of, 5); // the task not attempted is in the denominator
        QCOMPARE(a.correct.count, 2);
        // Speedups over correct tasks: {2, 0.5}.
        QCOMPARE(a.speedup.counted, 2);
        QNEAR(a.speedup.mean, 1.25);
        QNEAR(a.speedup.geomean, 1.0);
        QNEAR(a.speedup.median, 1.25);
        QNEAR(a.speedup.p25, 0.5);
        QNEAR(a.speedup.p75, 2.0);
        QNEAR(a.speedup.p90, 2.0);
        // fast_p over 5: p=0 {t1,t2}; p=1 {t1}; p=1.5 {t1}; p=2: 2 > 2 is false (a tie at the threshold).
        QCOMPARE(a.fastP[0].count, 2);
        QCOMPARE(a.fastP[1].count, 1);
        QCOMPARE(a.fastP[2].count, 1);
        QCOMPARE(a.fastP[3].count, 0);
        QCOMPARE(a.fastP[3].of, 5);
        // Points 320 + 170 + 20 + 0 + 0 = 510 over 5.
        QNEAR(a.pointsTotal, 510);
        QNEAR(a.pointsMean, 102);
        // Weighted roofline: (2 x 0.5 + 1 x 0.25) / (2 + 1 + 1 + 1 + 3) = 1.25 / 8.
        QNEAR(a.weightedRoofline, 1.25 / 8);
        QCOMPARE(a.rooflineCounted, 5);
        // SOL: (0.75 + 0.25 + 0 + 0 + 0) / 5.
        QNEAR(a.solMean, 0.2);
        // Generalization: correct on hidden 1/5; P(hidden | visible) 1/2; retained: t1 only, 1 / 2.
        QCOMPARE(a.generalization.correctHidden.count, 1);
        QCOMPARE(a.generalization.correctHidden.of, 5);
        QCOMPARE(a.generalization.conditional.count, 1);
        QCOMPARE(a.generalization.conditional.of, 2);
        QCOMPARE(a.generalization.missingHidden, 0);
        QCOMPARE(a.generalization.retainedCounted, 1);
        QNEAR(a.generalization.speedupRetained, 0.5);
        QCOMPARE(a.cost.evaluations, 12); // 3 per attempted-and-evaluated task in the fixture
        // The headline values the intervals are built on agree with the aggregate.
        const auto s = scoreAll(fixture());
        const auto all = identityIndices(5);
        QNEAR(*headlineValue(Headline::CorrectRate, s, all), a.correct.value());
        QNEAR(*headlineValue(Headline::Fast1, s, all), a.fastP[1].value());
        QNEAR(*headlineValue(Headline::GeomeanSpeedup, s, all), a.speedup.geomean);
        QNEAR(*headlineValue(Headline::MeanPoints, s, all), a.pointsMean);
        QNEAR(*headlineValue(Headline::WeightedRoofline, s, all), a.weightedRoofline);
        QNEAR(*headlineValue(Headline::CorrectHiddenRate, s, all), a.generalization.correctHidden.value());
    }

    void theRestOfTheAggregateByHand()
    {
        QList<TaskInput> in = fixture();
        in[0].evalSeconds = 2.5;
        in[0].usage = Usage{1000, 200, 0.05, true};
        in[1].evalSeconds = 1.5; // t2's agent reported no usage
        const Aggregate a = aggregate(scoreAll(in));
        // Every outcome class once.
        for (Outcome o : {Outcome::Faster, Outcome::CorrectSlower, Outcome::Incorrect, Outcome::DidNotCompile,
                          Outcome::NotAttempted})
            QCOMPARE(a.outcomes[int(o)], 1);
        QCOMPARE(a.outcomes[int(Outcome::NoSubmission)], 0);
        // The performance gate's rate: correct and timed, t1 and t2, over the 5 in scope.
        QCOMPARE(a.timed.count, 2);
        QCOMPARE(a.timed.of, 5);
        QNEAR(a.speedup.min, 0.5);
        QNEAR(a.speedup.max, 2.0);
        // SOL counted over the tasks with a cost model: all 5.
        QCOMPARE(a.solCounted, 5);
        QNEAR(a.weightSum, 8);
        // Cost: 2.5 + 1.5 s of harness time; one task reported 1000 / 200 tokens and $0.05.
        QNEAR(a.cost.evalSeconds, 4.0);
        QCOMPARE(a.cost.inputTokens, 1000);
        QCOMPARE(a.cost.outputTokens, 200);
        QNEAR(a.cost.money, 0.05);
        QCOMPARE(a.cost.usageReported, 1);
        QVERIFY(!a.cost.wallKnown); // tasks have no wall clock; runs do (the leaderboard sets it)
    }

    void ranksShareTiesAndSkipAfterThem()
    {
        // x and y attempted the same four tasks with the same results; w only the two failing ones. The four
        // attempted tasks are the scope of all three: x, y (320 + 170 + 20 + 0) / 4 = 127.5; w 20 / 4 = 5.
        RunInputs x{"x", "a", {}, {}, {}, fixture().mid(0, 4), {}};
        RunInputs y{"y", "a", {}, {}, {}, fixture().mid(0, 4), {}};
        RunInputs w{"w", "a", {}, {}, {}, fixture().mid(2, 2), {}};
        const Leaderboard board =
            buildLeaderboard({EntryInput{"w", {}, {w}}, EntryInput{"x", {}, {x}}, EntryInput{"y", {}, {y}}});
        QCOMPARE(board.columns.size(), 4);
        QNEAR(board.entries[0].scores.overall.pointsMean, 127.5);
        QCOMPARE(board.entries[0].rank, 1);
        QCOMPARE(board.entries[1].rank, 1);
        QCOMPARE(board.entries[2].id, QString("w"));
        QNEAR(board.entries[2].scores.overall.pointsMean, 5);
        QCOMPARE(board.entries[2].rank, 3); // competition ranking: 1, 1, 3
    }

    void categoriesAndDifficulty()
    {
        const Breakdown b = breakdown(scoreAll(fixture()), {});
        QCOMPARE(b.byCategory.keys(), QStringList({"a", "b"}));
        QCOMPARE(b.byCategory["a"].tasks.inScope, 2);
        QNEAR(b.byCategory["a"].pointsMean, 245); // (320 + 170) / 2
        QCOMPARE(b.byCategory["b"].tasks.inScope, 3);
        QCOMPARE(b.byCategory["b"].tasks.attempted, 2);
        QNEAR(b.byCategory["b"].pointsMean, 20.0 / 3);
        QCOMPARE(b.byDifficulty.size(), 1);
        QVERIFY(b.intervals[Headline::MeanPoints].valid());
        QVERIFY(b.intervals[Headline::MeanPoints].low <= 102 && b.intervals[Headline::MeanPoints].high >= 102);
    }

    void zeroCorrectTasks()
    {
        QList<TaskInput> in = fixture().mid(2); // wrong, no build, not attempted
        const Breakdown b = breakdown(scoreAll(in), {});
        const Aggregate& a = b.overall;
        QCOMPARE(a.correct.count, 0);
        QCOMPARE(a.speedup.counted, 0);
        QCOMPARE(a.speedup.geomean, 0.0);
        QCOMPARE(a.weightedRoofline, 0.0);
        QCOMPARE(a.rooflineCounted, 3);
        QCOMPARE(a.generalization.conditional.of, 0);
        QCOMPARE(a.generalization.conditional.value(), 0.0);
        QVERIFY(!headlineValue(Headline::GeomeanSpeedup, scoreAll(in), identityIndices(3)));
        QVERIFY(!b.intervals[Headline::GeomeanSpeedup].valid());
        QCOMPARE(b.intervals[Headline::GeomeanSpeedup].undefined, 1000);
        QNEAR(a.pointsMean, 20.0 / 3);
        // JSON: no value is written as null, never as a misleading 0.
        const QJsonObject j = aggregateJson(a);
        QVERIFY(j["speedup"].toObject()["geomean"].isNull());
        QCOMPARE(j["speedup"].toObject()["counted"].toInt(), 0);
        // Nothing at all in scope.
        const Aggregate empty = aggregate({});
        QCOMPARE(empty.pointsMean, 0.0);
        QCOMPARE(empty.correct.value(), 0.0);
    }

    void missingHiddenResults()
    {
        // Correct on visible, evaluated on visible only: hidden unknown, left out of P(hidden | visible) and counted.
        TaskInput visibleOnly = input("a/v", 1, {config("v", false, Pass, 1, 2, 0.5)});
        visibleOnly.finalScored = false;
        QList<TaskInput> in = fixture();
        in << visibleOnly;
        const TaskScore s = scoreTask(visibleOnly);
        QVERIFY(s.correct);
        QVERIFY(!s.correctHidden);
        const Aggregate a = aggregate(scoreAll(in));
        QCOMPARE(a.generalization.missingHidden, 1);
        QCOMPARE(a.generalization.conditional.of, 2);
        QCOMPARE(a.generalization.correctHidden.of, 6);
        QCOMPARE(a.generalization.correctHidden.count, 1);
        // A task that declares no hidden configurations is outside the hidden figures altogether.
        visibleOnly.task.hiddenConfigs = 0;
        const Aggregate b = aggregate({scoreTask(visibleOnly)});
        QCOMPARE(b.generalization.correctHidden.of, 0);
        QCOMPARE(b.generalization.missingHidden, 0);
    }

    void weightChangeRescores()
    {
        QList<TaskInput> in = fixture();
        in[0].task.weight = 1; // was 2: (0.5 + 0.25) / (1 + 1 + 1 + 1 + 3)
        QNEAR(aggregate(scoreAll(in)).weightedRoofline, 0.75 / 7);
        in[4].task.weight = 0; // the task not attempted no longer weighs: 0.75 / 4
        QNEAR(aggregate(scoreAll(in)).weightedRoofline, 0.75 / 4);
    }

    void leaderboardScopesEveryEntryAlike()
    {
        RunInputs full{"run-a", "tune", {}, {}, {}, fixture().mid(0, 4), {}};
        QList<TaskInput> partial = fixture().mid(0, 1);                        // B only attempted a/faster ...
        partial << input("c/extra", 1, {config("v", false, Pass, 1, 1.5, 0)}); // ... and a task A never saw
        RunInputs other{"run-b", "command", "m1", {}, {}, partial, {"a note"}};
        const Leaderboard board = buildLeaderboard({EntryInput{"run-a", {}, {full}}, EntryInput{"run-b", {}, {other}}});
        // Columns: the union of attempted tasks (b/skipped was attempted by nobody), by category then id.
        QCOMPARE(board.columns.size(), 5);
        QCOMPARE(board.columns[0].id, QString("a/faster"));
        QCOMPARE(board.columns[4].id, QString("c/extra"));
        QCOMPARE(board.issues, QStringList{"a note"});
        const Entry& a = board.entries[board.entries[0].id == "run-a" ? 0 : 1];
        const Entry& b = board.entries[board.entries[0].id == "run-a" ? 1 : 0];
        QCOMPARE(a.scores.overall.tasks.inScope, 5);
        QCOMPARE(a.scores.overall.tasks.attempted, 4);
        QCOMPARE(a.cells[4].outcome, Outcome::NotAttempted);
        QCOMPARE(b.scores.overall.tasks.attempted, 2);
        // A: (320 + 170 + 20 + 0 + 0) / 5 = 102; B: (320 + 120 + 150) / 5 = 118 -> B ranks first.
        QNEAR(a.scores.overall.pointsMean, 102);
        QNEAR(b.scores.overall.pointsMean, 118);
        QCOMPARE(board.entries[0].id, QString("run-b"));
        QCOMPARE(board.entries[0].rank, 1);
        QCOMPARE(board.entries[1].rank, 2);
        // Equal scores share a rank.
        const Leaderboard tie = buildLeaderboard({EntryInput{"x", {}, {full}}, EntryInput{"y", {}, {full}}});
        QCOMPARE(tie.entries[0].rank, 1);
        QCOMPARE(tie.entries[1].rank, 1);
    }

    void pooledRunsKeepEverySample()
    {
        RunInputs first{"r1", "tune", {}, {}, {}, {input("a/x", 1, {config("v", false, Fail)}, Pass, Fail, Pending)},
                        {}};
        RunInputs second{"r2", "tune", {}, {}, {}, {input("a/x", 1, {config("v", false, Pass, 1, 2, 0)})}, {}};
        const Leaderboard board = buildLeaderboard({EntryInput{"tune", "tune", {first, second}}});
        const Entry& e = board.entries[0];
        QCOMPARE(e.runIds, QStringList({"r1", "r2"}));
        QCOMPARE(e.samples.size(), 2); // both attempts count ...
        QCOMPARE(e.scores.overall.correct.count, 1);
        QCOMPARE(e.scores.overall.correct.of, 2);
        QCOMPARE(e.cells[0].outcome, Outcome::Faster); // ... the cell shows the latest run's result
    }

    void pairedComparison()
    {
        // A and B on four tasks. Speedups A/B: 2/1 (A wins), 1.01/1 (within 2%: a tie), 1/2 (B wins); the last
        // is correct only for A.
        auto t = [](const QString& id, double speedup) {
            return input(id, 1, {config("v", false, Pass, 1, speedup, 0)});
        };
        RunInputs a{"A", "x", {}, {}, {}, {t("k/1", 2), t("k/2", 1.01), t("k/3", 1), t("k/4", 1.5)}, {}};
        RunInputs b{
            "B",
            "y",
            {},
            {},
            {},
            {t("k/1", 1), t("k/2", 1), t("k/3", 2), input("k/4", 1, {config("v", false, Fail)}, Pass, Fail, Pending)},
            {}};
        const Leaderboard board = buildLeaderboard({EntryInput{"A", {}, {a}}, EntryInput{"B", {}, {b}}});
        const int ia = board.entries[0].id == "A" ? 0 : 1;
        const Comparison c = compare(board, ia, 1 - ia);
        QCOMPARE(c.aWins, 2); // k/1 and k/4 (only A correct)
        QCOMPARE(c.bWins, 1);
        QCOMPARE(c.ties, 1);
        QCOMPARE(c.bothCorrect, 3);
        QCOMPARE(c.onlyACorrect, 1);
        QNEAR(*c.rows[0].ratio, 2.0);
        const auto geo = std::find_if(c.differences.begin(), c.differences.end(),
                                      [](const PairedDifference& d) { return d.metric == Headline::GeomeanSpeedup; });
        // Over the three tasks correct in both: ratios 2, 1.01, 0.5 -> (1.01)^(1/3).
        QCOMPARE(geo->counted, 3);
        QNEAR(geo->difference, std::cbrt(1.01));
        QNEAR(geo->a, std::cbrt(2 * 1.01 * 1));
        QVERIFY(!geo->significant()); // three tasks cannot tell 1% apart
        const auto correct = std::find_if(c.differences.begin(), c.differences.end(),
                                          [](const PairedDifference& d) { return d.metric == Headline::CorrectRate; });
        QNEAR(correct->difference, 0.25); // 4/4 - 3/4
        // Points. A: 320 + 221 + 220 + 270 = 1031 / 4; B: 220 + 220 + 320 + 20 = 780 / 4.
        const auto points = std::find_if(c.differences.begin(), c.differences.end(),
                                         [](const PairedDifference& d) { return d.metric == Headline::MeanPoints; });
        QVERIFY(points != c.differences.end());
        QNEAR(points->a, 257.75);
        QNEAR(points->b, 195);
        QNEAR(points->difference, 62.75);
        QCOMPARE(points->counted, 4);
        // fast_1: A on k/1, k/2 (1.01 > 1), k/4; B on k/3: 3/4 - 1/4.
        const auto fast1 = std::find_if(c.differences.begin(), c.differences.end(),
                                        [](const PairedDifference& d) { return d.metric == Headline::Fast1; });
        QVERIFY(fast1 != c.differences.end());
        QNEAR(fast1->difference, 0.5);
    }

    void twoPercentOnTwentyTasksIsNoDifference()
    {
        // 20 tasks, both correct everywhere. A/B per task alternates 1.3 and 0.8: geomean ratio sqrt(1.04),
        // 2% in A's favour, with the spread real runs have. Then A twice as fast everywhere, give or take 5%.
        auto board = [](auto ratioOf) {
            QList<TaskInput> a, b;
            for (int i = 0; i < 20; ++i) {
                const QString id = QStringLiteral("k/%1").arg(i, 2, 10, QLatin1Char('0'));
                a << input(id, 1, {config("v", false, Pass, 1, 2 * ratioOf(i), 0)});
                b << input(id, 1, {config("v", false, Pass, 1, 2, 0)});
            }
            return buildLeaderboard({EntryInput{"A", {}, {RunInputs{"A", {}, {}, {}, {}, a, {}}}},
                                     EntryInput{"B", {}, {RunInputs{"B", {}, {}, {}, {}, b, {}}}}});
        };
        auto geomeanDifference = [](const Leaderboard& l) {
            const int ia = l.entries[0].id == "A" ? 0 : 1;
            for (const PairedDifference& d : compare(l, ia, 1 - ia).differences)
                if (d.metric == Headline::GeomeanSpeedup)
                    return d;
            return PairedDifference{};
        };
        const PairedDifference close = geomeanDifference(board([](int i) { return i % 2 ? 1.3 : 0.8; }));
        QNEAR(close.difference, std::sqrt(1.04));
        QCOMPARE(close.counted, 20);
        QVERIFY(close.interval.low < 1 && close.interval.high > 1);
        QVERIFY(!close.significant());
        const PairedDifference far = geomeanDifference(board([](int i) { return i % 2 ? 2.1 : 1.9; }));
        QVERIFY(far.interval.low > 1.8);
        QVERIFY(far.significant());
        // Fewer than kMinPairedTasks tasks are never called different, however far apart.
        PairedDifference few = far;
        few.counted = kMinPairedTasks - 1;
        QVERIFY(!few.significant());
    }

    void reportsEscapeWhatTheyQuote()
    {
        QCOMPARE(csvField("plain"), QString("plain"));
        QCOMPARE(csvField("a,b"), QString("\"a,b\""));
        QCOMPARE(csvField("say \"hi\""), QString("\"say \"\"hi\"\"\""));
        RunInputs run{"r", "<b>agent</b>", {}, {}, {}, {input("a/x,y", 1, {config("v", false, Pass, 1, 2, 0.5)})}, {}};
        const Leaderboard board = buildLeaderboard({EntryInput{"r", "<script>x</script>", {run}}});
        const QString html = leaderboardHtml(board, nullptr, "t & <t>");
        QVERIFY(!html.contains("<script>"));
        QVERIFY(html.contains("&lt;script&gt;x&lt;/script&gt;"));
        QVERIFY(html.contains("<title>t &amp; &lt;t&gt;</title>"));
        const QString csv = leaderboardCsv(board);
        QVERIFY(csv.contains("\n\"a/x,y\",a,320.0000,2.0000,r,<b>agent</b>,"));
        // An imported AgentKernelArena task: its own category (its task type), judged by its own commands.
        TaskInput imported = input("hip2hip/v2/silu", 1, {config("v", false, Fail)}, Pass, Fail, Pending);
        imported.task.category = "hip2hip";
        imported.task.ownCommands = true;
        const QString akaCsv =
            leaderboardCsv(buildLeaderboard({EntryInput{"r", {}, {RunInputs{"r", {}, {}, {}, {}, {imported}, {}}}}}));
        QVERIFY2(akaCsv.contains("\nhip2hip/v2/silu,hip2hip,20.0000,0.0000,r,"), qPrintable(akaCsv));
        QVERIFY2(akaCsv.contains(",hip2hip,incorrect,"), qPrintable(akaCsv));
    }

    void loaderReadsTheStoreAndTheSuite()
    {
        QTemporaryDir dir;
        RunStore store;
        QString error;
        QVERIFY2(store.open(dir.filePath("kiln.sqlite"), &error), qPrintable(error));
        RunRecord run;
        run.id = "run-1";
        run.agent = "tune";
        run.status = "finished";
        run.createdAt = QDateTime::fromString("2026-11-29T10:00:00Z", Qt::ISODate);
        QVERIFY(store.addRun(run, &error));
        // The agent's visible evaluation of commit c1 (timed), then final scoring of c1 that failed on hidden
        // before timing: the visible times come from the agent's evaluation.
        EvalResult visible;
        visible.compile.status = visible.correctness.status = visible.performance.status = Pass;
        visible.verdict = "pass";
        visible.seconds = 2.5; // the harness's time, stored with the candidate
        visible.configs = {config("small", false, Pass, 1, 3, 0.5)};
        CandidateRecord c;
        c.runId = run.id;
        c.taskId = "x/gemm";
        c.seq = 1;
        c.commitId = "c1";
        const qint64 agentId = store.addCandidate(c, visible, &error);
        QVERIFY2(agentId > 0, qPrintable(error));
        EvalResult final = visible;
        final.correctness.status = Fail;
        final.performance.status = Pending;
        final.verdict = "fail";
        final.configs = {config("small", false, Pass), config("big", true, Fail)};
        c.role = "best";
        const qint64 bestId = store.addCandidate(c, final, &error);
        QVERIFY(store.setTaskResult(run.id, "x/gemm", "scored", bestId, bestId));
        // A second task the agent never submitted for, and one the suite does not know.
        QVERIFY(store.setTaskResult(run.id, "x/idle", "failed", 0, 0));
        QVERIFY(store.addTranscriptEvent(run.id, "x/gemm", 1, "assistant", "...", "{}", 1000, 200, 0.05));

        QList<Task> suite(2);
        suite[0].id = "x/gemm";
        suite[0].category = "x";
        suite[0].weight = 2;
        suite[0].cost.bytes = "N*4";
        suite[0].hiddenConfigs = {ConfigSpec{}};
        suite[1].id = "x/idle";
        suite[1].category = "x";
        const RunInputs in = loadRunInputs(store, *store.run(run.id), suite);
        QCOMPARE(in.tasks.size(), 2);
        const TaskInput& gemm = in.tasks[0];
        QCOMPARE(gemm.candidateId, bestId);
        QVERIFY(gemm.finalScored);
        QCOMPARE(gemm.evaluations, 1); // the final-scoring candidate is not an agent evaluation
        QCOMPARE(gemm.evalSeconds, 2.5);
        QVERIFY(gemm.usage.reported);
        QCOMPARE(gemm.usage.inputTokens, 1000);
        QVERIFY(gemm.flags.contains("visible_times_from_agent_evaluation"));
        const TaskScore s = scoreTask(gemm);
        QCOMPARE(s.outcome, Outcome::Faster);
        QNEAR(*s.speedup, 3.0);
        QCOMPARE(s.correctHidden, std::optional<bool>(false));
        QCOMPARE(scoreTask(in.tasks[1]).outcome, Outcome::NoSubmission);
        QVERIFY(in.issues.isEmpty());

        // Weighted roofline: gemm 0.5 x weight 2; idle has no cost model, so it is outside the figure.
        auto weighted = [&](const QList<Task>& tasks) {
            const auto entries = loadEntries(store, {run.id}, tasks, false, &error);
            return buildLeaderboard(*entries).entries[0].scores.overall;
        };
        QNEAR(weighted(suite).weightedRoofline, 0.5);
        QCOMPARE(weighted(suite).rooflineCounted, 1);
        // Change a weight in the suite and re-score: no run, the same store. Giving idle a cost model and
        // weight 3 puts it in: (2 x 0.5 + 3 x 0) / 5.
        suite[1].cost.bytes = "N";
        suite[1].weight = 3;
        QNEAR(weighted(suite).weightedRoofline, 0.2);
        // A task the loaded suites lack is still scored, with weight 1, and said so.
        const RunInputs unknown = loadRunInputs(store, *store.run(run.id), suite.mid(0, 1));
        QCOMPARE(unknown.tasks[1].task.category, QString("x"));
        QCOMPARE(unknown.tasks[1].task.weight, 1.0);
        QCOMPARE(unknown.issues.size(), 1);
        QVERIFY(unknown.issues[0].contains("x/idle"));
        QVERIFY(!loadEntries(store, {"no-such-run"}, suite, false, &error));
        QVERIFY(error.contains("no-such-run"));
    }
};

QTEST_GUILESS_MAIN(TstScoring)
#include "tst_scoring.moc"
