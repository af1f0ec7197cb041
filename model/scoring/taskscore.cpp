#include "taskscore.h"

#include "statistics.h"

#include "model/device/roofline.h"
#include "model/enumnames.h"
#include "model/evaluation/commandjudge.h"

#include <cmath>

namespace kiln::scoring {

namespace {
constexpr EnumNames<Outcome, 6> kOutcomeNames{{{Outcome::NotAttempted, "not_attempted"},
                                               {Outcome::NoSubmission, "no_submission"},
                                               {Outcome::DidNotCompile, "did_not_compile"},
                                               {Outcome::Incorrect, "incorrect"},
                                               {Outcome::CorrectSlower, "correct_slower"},
                                               {Outcome::Faster, "faster"}}};
static_assert(namesEveryValueOnce(kOutcomeNames));
} // namespace

QString outcomeName(Outcome o)
{
    return nameOf(kOutcomeNames, o);
}

QString outcomeLabel(Outcome o)
{
    return outcomeName(o)
        .replace(QLatin1Char('_'), QLatin1Char(' '))
        .replace(QLatin1String("correct slower"), QLatin1String("correct, not faster"));
}

bool surelyAbove(const TaskScore& t, double p)
{
    if (!t.speedup)
        return false;
    return (t.speedupCi.known() ? t.speedupCi.low : *t.speedup) > p;
}

double akaPoints(bool compiled, bool correct, std::optional<double> speedup)
{
    if (!compiled)
        return 0;
    if (!correct)
        return 20;
    const double s = speedup.value_or(0);
    return 120 + (std::isfinite(s) && s > 0 ? 100 * s : 0);
}

std::optional<double> configSolScore(double candidateMs, double tSolMs, double baselineMs)
{
    if (candidateMs <= 0 || tSolMs <= 0 || baselineMs <= 0 || baselineMs <= tSolMs)
        return std::nullopt;
    if (candidateMs <= tSolMs)
        return 1.0;
    return solScore(candidateMs, tSolMs, baselineMs);
}

namespace {

ConfigScore scoreConfig(const ConfigResult& c)
{
    ConfigScore s;
    s.name = c.name;
    s.hidden = c.hidden;
    s.correctness = c.correctness;
    s.timed = c.timed && c.candidate.medianMs > 0;
    if (!s.timed)
        return s;
    s.candidateMs = c.candidate.medianMs;
    s.baselineMs = c.baseline.medianMs;
    s.tSolMs = c.tSolMs;
    // Recomputed from the medians rather than copied, so the report's speedup is the ratio of the times it
    // prints; the harness's own figure is the same ratio.
    if (s.baselineMs > 0)
        s.speedup = s.baselineMs / s.candidateMs;
    else if (c.speedup > 0)
        s.speedup = c.speedup;
    s.speedupCi = configInterval(c);
    if (s.tSolMs > 0)
        s.fractionOfRoofline = fractionOfRoofline(s.tSolMs, s.candidateMs);
    s.solScore = configSolScore(s.candidateMs, s.tSolMs, s.baselineMs);
    return s;
}

// The harness times configurations in order and stops at the first timed output that does not match, so
// when the performance gate failed after correctness passed, the first untimed configuration is the one
// whose timed outputs were wrong.
int failedTimingIndex(const TaskInput& in, const QList<ConfigScore>& configs)
{
    if (in.performance != GateStatus::Fail || in.correctness != GateStatus::Pass)
        return -1;
    for (int i = 0; i < configs.size(); ++i)
        if (!configs[i].timed)
            return i;
    return -1;
}

struct Side
{
    QList<const ConfigScore*> configs;
    bool anyFailed = false, allPassed = true, allTimed = true, anyRecorded = false;
};

Side side(const QList<ConfigScore>& configs, bool hidden, int failedTiming)
{
    Side s;
    for (int i = 0; i < configs.size(); ++i) {
        const ConfigScore& c = configs[i];
        if (c.hidden != hidden)
            continue;
        s.configs << &c;
        if (c.correctness != GateStatus::Pending)
            s.anyRecorded = true;
        const bool failed =
            c.correctness == GateStatus::Fail || c.correctness == GateStatus::Error || i == failedTiming;
        s.anyFailed = s.anyFailed || failed;
        s.allPassed = s.allPassed && c.correctness == GateStatus::Pass && !failed;
        s.allTimed = s.allTimed && c.timed && c.speedup;
    }
    return s;
}

// The task's speedup over one side: the geometric mean of its configurations', or the arithmetic mean for a
// task judged by its own commands (AgentKernelArena's figure over its cases).
std::optional<double> sideSpeedup(const Side& s, bool arithmetic = false)
{
    if (s.configs.isEmpty() || !s.allTimed)
        return std::nullopt;
    QList<double> v;
    for (const ConfigScore* c : s.configs)
        v << *c->speedup;
    return arithmetic ? mean(v) : geometricMean(v);
}

SpeedupInterval sideInterval(const Side& s)
{
    if (s.configs.isEmpty() || !s.allTimed)
        return {};
    double lo = 0, hi = 0;
    for (const ConfigScore* c : s.configs) {
        if (!c->speedupCi.known())
            return {};
        lo += std::log(c->speedupCi.low);
        hi += std::log(c->speedupCi.high);
    }
    return {std::exp(lo / s.configs.size()), std::exp(hi / s.configs.size())};
}

std::optional<double> meanOf(const Side& s, std::optional<double> ConfigScore::*field)
{
    QList<double> v;
    for (const ConfigScore* c : s.configs)
        if (c->*field)
            v << *(c->*field);
    if (v.isEmpty())
        return std::nullopt;
    return mean(v);
}

} // namespace

TaskScore scoreTask(const TaskInput& in)
{
    TaskScore s;
    s.task = in.task;
    s.candidateId = in.candidateId;
    s.evaluations = in.evaluations;
    s.evalSeconds = in.evalSeconds;
    s.usage = in.usage;
    s.finalScored = in.finalScored;
    s.reason = in.reason;
    s.flags = in.flags;
    if (!in.attempted) {
        s.outcome = Outcome::NotAttempted;
        return s;
    }
    if (!in.evaluated) {
        s.outcome = Outcome::NoSubmission;
        return s;
    }
    for (const ConfigResult& c : in.configs)
        s.configs << scoreConfig(c);
    s.compiled = in.compile == GateStatus::Pass;
    const int failedTiming = failedTimingIndex(in, s.configs);
    const Side visible = side(s.configs, false, failedTiming);
    const Side hidden = side(s.configs, true, failedTiming);

    // A tampered workspace or a library fallback is not the agent's kernel passing: shown, never credited.
    const bool disqualified = in.tampered || in.flags.contains(QLatin1String("fallback"));
    if (in.tampered && !s.flags.contains(QLatin1String("tampered")))
        s.flags << QStringLiteral("tampered");
    s.correct = s.compiled && !visible.configs.isEmpty() && visible.allPassed && !disqualified;
    if (s.correct && hidden.anyRecorded)
        s.correctHidden = hidden.allPassed;
    else if (!s.correct && hidden.anyFailed)
        s.correctHidden = false;

    if (s.correct) {
        const bool ownCommands = in.task.ownCommands || in.flags.contains(kOwnCommandsFlag);
        s.speedup = sideSpeedup(visible, ownCommands);
        s.speedupCi = sideInterval(visible);
        if (s.correctHidden.value_or(false))
            s.hiddenSpeedup = sideSpeedup(hidden);
        s.fractionOfRoofline = meanOf(visible, &ConfigScore::fractionOfRoofline);
        s.solScore = meanOf(visible, &ConfigScore::solScore);
        for (const ConfigScore* c : visible.configs)
            if (c->fractionOfRoofline && *c->fractionOfRoofline > 1 &&
                !s.flags.contains(QLatin1String("beyond_roofline")))
                s.flags << QStringLiteral("beyond_roofline");
    }
    s.points = akaPoints(s.compiled, s.correct, s.speedup);
    // Ties go to "not faster": exactly the baseline's time is no improvement (and fast_1 is strict, > 1).
    s.outcome = !s.compiled         ? Outcome::DidNotCompile
                : !s.correct        ? Outcome::Incorrect
                : surelyAbove(s, 1) ? Outcome::Faster
                                    : Outcome::CorrectSlower;
    return s;
}

} // namespace kiln::scoring
