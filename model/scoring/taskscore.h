// One task result, scored: what a run's agent achieved on one task, reduced to the figures every view and
// report shows (outcome class, speedup, fraction of roofline, SOL score, AgentKernelArena points) plus
// its per-configuration detail. TaskInput is what the loader (scoreloader.h) reads from the store;
// scoreTask() is pure, so fixtures in tests can be scored without a database. docs/scoring.md gives
// every formula and where it comes from.
#pragma once

#include "model/evaluation/evalresult.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace kiln::scoring {

// What the scoring needs to know about a task. Read from the loaded suite at scoring time, never from the
// store: changing a task's weight and re-scoring needs no re-run.
struct TaskMeta
{
    QString id;
    QString category;
    int difficulty = 1;
    double weight = 1.0;
    bool hasRoofline = false; // the task declares a cost model, so T_SOL exists
    int hiddenConfigs = 0;    // how many hidden configurations the task declares
    bool ownCommands = false; // judged by its own commands (Task::isCommand()): its speedups are its scripts'
};

// Tokens and money an agent reported for the task; `reported` is false when it said nothing.
struct Usage
{
    qint64 inputTokens = 0, outputTokens = 0;
    double cost = 0;
    bool reported = false;
};

// One task in one run, as stored.
struct TaskInput
{
    TaskMeta task;
    bool attempted = false;   // the run had this task
    bool evaluated = false;   // at least one candidate was evaluated
    bool finalScored = false; // the evaluation below is final scoring (visible + hidden), not an agent's own
    qint64 candidateId = 0;   // the stored candidate the evaluation belongs to (0: none)
    GateStatus compile = GateStatus::Pending, correctness = GateStatus::Pending, performance = GateStatus::Pending;
    QString reason; // the failing gate's reason (compile_error, mismatch, ...)
    QList<ConfigResult> configs;
    QStringList flags; // the harness's flags on that candidate (implausible_speedup, precision, ...)
    bool tampered = false;
    int evaluations = 0;    // candidates the agent submitted
    double evalSeconds = 0; // harness time spent on them
    Usage usage;
};

// Outcome classes, in order of merit. A leaderboard cell is coloured by one of these.
enum class Outcome { NotAttempted, NoSubmission, DidNotCompile, Incorrect, CorrectSlower, Faster };
QString outcomeName(Outcome o);  // not_attempted, no_submission, did_not_compile, incorrect, correct_slower, faster
QString outcomeLabel(Outcome o); // for people: "not attempted", "did not compile", ...
constexpr int kOutcomeCount = 6;

struct ConfigScore
{
    QString name;
    bool hidden = false;
    GateStatus correctness = GateStatus::Pending;
    bool timed = false;
    double candidateMs = 0, baselineMs = 0, tSolMs = 0;
    std::optional<double> speedup;            // baseline / candidate
    SpeedupInterval speedupCi;                // its 95% interval (configInterval)
    std::optional<double> fractionOfRoofline; // T_SOL / T (Atrex-Bench)
    std::optional<double> solScore;           // SOL-ExecBench's S, see configSolScore()
};

struct TaskScore
{
    TaskMeta task;
    Outcome outcome = Outcome::NotAttempted;
    bool compiled = false;
    bool correct = false;              // on every visible configuration, under timing too
    std::optional<bool> correctHidden; // empty: no hidden result exists (none declared, or never evaluated)
    // Figures below are set only for a correct task; a wrong kernel's time is not a speed.
    // Faster (Outcome::Faster, fast_p) only by the interval's low end where it is known: noise is not a result.
    std::optional<double> speedup;            // geometric mean over the visible configurations (arithmetic
                                              // for tasks judged by their own commands, as AgentKernelArena)
    SpeedupInterval speedupCi;                // of speedup (geomean of the lows and highs); unknown if any lacks one
    std::optional<double> hiddenSpeedup;      // the same over the hidden ones (when correct on them)
    std::optional<double> fractionOfRoofline; // arithmetic mean over visible configurations with a T_SOL
    std::optional<double> solScore;           // arithmetic mean over visible configurations where S is defined
    double points = 0;                        // AgentKernelArena: 0 / 20 / 120 + 100 x speedup
    QStringList flags;
    QString reason;
    QList<ConfigScore> configs;
    qint64 candidateId = 0;
    int evaluations = 0;
    double evalSeconds = 0;
    Usage usage;
    bool finalScored = false;
};

// AgentKernelArena's per-task score (src/score.py, score(), AMD-AGI/AgentKernelArena at 1f83759c):
// 0 when compilation failed, 20 when it compiled but is incorrect, 120 + 100 x speedup when correct.
// Like AKA, a missing, non-finite or non-positive speedup adds nothing to the 120.
double akaPoints(bool compiled, bool correct, std::optional<double> speedup);

// Whether a correct task's speedup is above p beyond noise: its interval's low end where it has one (the
// speedup itself for results without an interval). fast_p and Outcome::Faster use it.
bool surelyAbove(const TaskScore& t, double p);

// SOL-ExecBench's S = 1 / (1 + (T - T_SOL) / (T_baseline - T_SOL)) through roofline.h's solScore(), with the
// cases the formula does not cover: empty when a time or T_SOL is missing, or when the baseline is already
// at or past the roofline (the denominator is <= 0: the cost model over-counts, S means nothing); 1 when the
// candidate is at or past the roofline (the raw formula exceeds 1 there and diverges at T = 2 T_SOL - T_b).
std::optional<double> configSolScore(double candidateMs, double tSolMs, double baselineMs);

TaskScore scoreTask(const TaskInput& input);

} // namespace kiln::scoring
