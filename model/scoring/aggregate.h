// Aggregates over a set of scored task results: one run, one agent (several runs pooled), one category.
// Every figure says what it was computed over (Count: tasks in scope, attempted, counted) and a task in
// scope that was not attempted counts as a failure in every rate; it is never dropped. The scores are the
// ones published benchmarks use (KernelBench's fast_p, AgentKernelArena's points and speedup statistics,
// Atrex-Bench's weighted fraction of roofline, SOL-ExecBench's S) plus Kiln's generalization figures on
// hidden configurations. docs/scoring.md has the formulas.
#pragma once

#include <array>

#include "statistics.h"
#include "taskscore.h"

#include <QMap>

namespace kiln::scoring {

struct Count
{
    int inScope = 0;   // tasks the aggregate is about
    int attempted = 0; // of those, how many the agent was given
    int counted = 0;   // how many values went into this figure
};

// count of `of`; value() is count / of, 0 when of is 0.
struct Rate
{
    int count = 0, of = 0;
    double value() const { return of > 0 ? static_cast<double>(count) / of : 0.0; }
};

struct SpeedupStats
{
    int counted = 0; // correct tasks with a measured speedup
    double mean = 0, geomean = 0, median = 0, p25 = 0, p75 = 0, p90 = 0, min = 0, max = 0;
};

struct Generalization
{
    Rate correctHidden;         // correct on hidden / tasks in scope that declare hidden configurations
    Rate conditional;           // P(correct hidden | correct visible): among correct-visible tasks with hidden results
    int missingHidden = 0;      // correct on visible, but no hidden result exists (excluded from `conditional`)
    int retainedCounted = 0;    // tasks correct and timed on both sides
    double speedupRetained = 0; // geometric mean of hidden speedup / visible speedup over those
    // AgentKernelArena's held-out outcomes of imported tasks (the heldout_* flags of final scoring), in the
    // order both_pass, opt_regression, both_fail, opt_improvement. The last two are the task's own code failing
    // the held-out shapes: such tasks are left out of correctHidden, conditional and missingHidden, as
    // AgentKernelArena leaves them out of its conditional correctness.
    std::array<int, 4> heldOut{};
    int heldOutTasks() const { return heldOut[0] + heldOut[1] + heldOut[2] + heldOut[3]; }
};

// The index in Generalization::heldOut of a heldout_* flag among `flags`, or -1.
int heldOutOutcomeIndex(const QStringList& flags);

struct Cost
{
    int evaluations = 0;
    double evalSeconds = 0;
    qint64 inputTokens = 0, outputTokens = 0;
    double money = 0;
    int usageReported = 0;  // tasks whose agent reported tokens or money
    double wallSeconds = 0; // the runs' wall clock (set by the leaderboard: runs, not tasks, have one)
    bool wallKnown = false;
};

// p of fast_p: KernelBench's thresholds.
const QList<double>& fastPThresholds();

struct Aggregate
{
    Count tasks; // counted: tasks with an evaluated candidate
    int outcomes[kOutcomeCount] = {};
    Rate compiled, correct, timed; // pass rates per gate (correctness as scored: visible, under timing)
    SpeedupStats speedup;
    QList<Rate> fastP;                      // one per fastPThresholds()
    double pointsTotal = 0, pointsMean = 0; // AgentKernelArena points, mean over tasks in scope
    // Atrex-Bench: sum(w f) / sum(w) over tasks in scope with a cost model; f = 0 unless correct.
    double weightedRoofline = 0, weightSum = 0;
    int rooflineCounted = 0;
    // SOL-ExecBench's S, mean over tasks in scope where S is defined for the task; 0 for incorrect tasks.
    double solMean = 0;
    int solCounted = 0;
    Generalization generalization;
    Cost cost;
};

Aggregate aggregate(const QList<TaskScore>& tasks);

// The figures that get bootstrap intervals, by name, as reported.
enum class Headline { CorrectRate, Fast1, GeomeanSpeedup, MeanPoints, WeightedRoofline, CorrectHiddenRate };
const QList<Headline>& headlines();
QString headlineName(Headline h);  // correct_rate, fast_1, geomean_speedup, mean_points, weighted_roofline, ...
QString headlineLabel(Headline h); // for people
// The headline's value over the drawn tasks; empty when it has none (no correct task drawn for a geomean).
std::optional<double> headlineValue(Headline h, const QList<TaskScore>& tasks, const QVector<int>& indices);

struct Breakdown
{
    Aggregate overall;
    QMap<Headline, Interval> intervals; // bootstrap over tasks, overall only
    QMap<QString, Aggregate> byCategory;
    QMap<int, Aggregate> byDifficulty;
};

Breakdown breakdown(const QList<TaskScore>& tasks, const BootstrapOptions& options);

} // namespace kiln::scoring
