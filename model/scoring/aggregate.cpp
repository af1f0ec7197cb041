#include "aggregate.h"

#include "../enumnames.h"

#include <algorithm>
#include <cmath>

namespace kiln::scoring {

const QList<double>& fastPThresholds()
{
    static const QList<double> p{0.0, 1.0, 1.5, 2.0};
    return p;
}

namespace {

// fast_p (KernelBench): correct and speedup > p, beyond noise (the interval's low end above p where there is
// an interval). For p = 0 every correct task counts, timed or not, so fast_0 is the correctness rate as
// KernelBench defines it.
bool fast(const TaskScore& t, double p)
{
    return t.correct && (p <= 0 || surelyAbove(t, p));
}

double rooflineTerm(const TaskScore& t)
{
    return t.correct ? t.fractionOfRoofline.value_or(0) : 0.0;
}

} // namespace

Aggregate aggregate(const QList<TaskScore>& tasks)
{
    Aggregate a;
    a.tasks.inScope = static_cast<int>(tasks.size());
    QList<double> speedups, retained;
    double solSum = 0;
    for (double p : fastPThresholds()) {
        Q_UNUSED(p);
        a.fastP << Rate{0, a.tasks.inScope};
    }
    a.compiled.of = a.correct.of = a.timed.of = a.tasks.inScope;
    for (const TaskScore& t : tasks) {
        ++a.outcomes[static_cast<int>(t.outcome)];
        if (t.outcome != Outcome::NotAttempted)
            ++a.tasks.attempted;
        if (t.outcome != Outcome::NotAttempted && t.outcome != Outcome::NoSubmission)
            ++a.tasks.counted;
        a.compiled.count += t.compiled;
        a.correct.count += t.correct;
        a.timed.count += t.correct && t.speedup.has_value();
        if (t.correct && t.speedup)
            speedups << *t.speedup;
        for (int i = 0; i < fastPThresholds().size(); ++i)
            a.fastP[i].count += fast(t, fastPThresholds()[i]);
        a.pointsTotal += t.points;
        if (t.task.hasRoofline) {
            a.weightedRoofline += t.task.weight * rooflineTerm(t);
            a.weightSum += t.task.weight;
            ++a.rooflineCounted;
            solSum += t.correct ? t.solScore.value_or(0) : 0.0;
            ++a.solCounted;
        }

        Generalization& g = a.generalization;
        const int heldOut = heldOutOutcomeIndex(t.flags);
        if (heldOut >= 0)
            ++g.heldOut[heldOut];
        const bool heldOutNotApplicable = heldOut >= 2; // the task's own code fails its held-out shapes
        if (t.task.hiddenConfigs > 0 && !heldOutNotApplicable) {
            ++g.correctHidden.of;
            g.correctHidden.count += t.correctHidden.value_or(false);
        }
        if (t.correct && t.task.hiddenConfigs > 0 && !heldOutNotApplicable) {
            if (t.correctHidden) {
                ++g.conditional.of;
                g.conditional.count += *t.correctHidden;
            } else {
                ++g.missingHidden;
            }
        }
        if (t.correct && t.speedup && t.hiddenSpeedup && *t.speedup > 0)
            retained << *t.hiddenSpeedup / *t.speedup;

        Cost& c = a.cost;
        c.evaluations += t.evaluations;
        c.evalSeconds += t.evalSeconds;
        if (t.usage.reported) {
            ++c.usageReported;
            c.inputTokens += t.usage.inputTokens;
            c.outputTokens += t.usage.outputTokens;
            c.money += t.usage.cost;
        }
    }
    a.pointsMean = a.tasks.inScope > 0 ? a.pointsTotal / a.tasks.inScope : 0;
    a.weightedRoofline = a.weightSum > 0 ? a.weightedRoofline / a.weightSum : 0;
    a.solMean = a.solCounted > 0 ? solSum / a.solCounted : 0;
    SpeedupStats& s = a.speedup;
    s.counted = static_cast<int>(speedups.size());
    if (!speedups.isEmpty()) {
        s.mean = mean(speedups);
        s.geomean = geometricMean(speedups);
        s.median = median(speedups);
        s.p25 = nearestRank(speedups, 0.25);
        s.p75 = nearestRank(speedups, 0.75);
        s.p90 = nearestRank(speedups, 0.90);
        s.min = *std::min_element(speedups.begin(), speedups.end());
        s.max = *std::max_element(speedups.begin(), speedups.end());
    }
    a.generalization.retainedCounted = static_cast<int>(retained.size());
    a.generalization.speedupRetained = geometricMean(retained);
    return a;
}

int heldOutOutcomeIndex(const QStringList& flags)
{
    static const QStringList outcomes{QStringLiteral("heldout_both_pass"), QStringLiteral("heldout_opt_regression"),
                                      QStringLiteral("heldout_both_fail"), QStringLiteral("heldout_opt_improvement")};
    for (int i = 0; i < outcomes.size(); ++i)
        if (flags.contains(outcomes[i]))
            return i;
    return -1;
}

namespace {
// In the order the leaderboard shows them.
constexpr EnumNames<Headline, 6> kHeadlineNames{{{Headline::CorrectRate, "correct_rate"},
                                                 {Headline::Fast1, "fast_1"},
                                                 {Headline::GeomeanSpeedup, "geomean_speedup"},
                                                 {Headline::MeanPoints, "mean_points"},
                                                 {Headline::WeightedRoofline, "weighted_roofline"},
                                                 {Headline::CorrectHiddenRate, "correct_hidden_rate"}}};
static_assert(namesEveryValueOnce(kHeadlineNames));
constexpr EnumNames<Headline, 6> kHeadlineLabels{{{Headline::CorrectRate, "Correct"},
                                                  {Headline::Fast1, "fast_1"},
                                                  {Headline::GeomeanSpeedup, "Geomean speedup"},
                                                  {Headline::MeanPoints, "AKA points"},
                                                  {Headline::WeightedRoofline, "Weighted roofline"},
                                                  {Headline::CorrectHiddenRate, "Correct on hidden"}}};
static_assert(namesEveryValueOnce(kHeadlineLabels));
} // namespace

const QList<Headline>& headlines()
{
    static const QList<Headline> h = [] {
        QList<Headline> all;
        for (const auto& n : kHeadlineNames)
            all << n.value;
        return all;
    }();
    return h;
}

QString headlineName(Headline h)
{
    return nameOf(kHeadlineNames, h);
}

QString headlineLabel(Headline h)
{
    return nameOf(kHeadlineLabels, h);
}

std::optional<double> headlineValue(Headline h, const QList<TaskScore>& tasks, const QVector<int>& indices)
{
    if (indices.isEmpty())
        return std::nullopt;
    const double n = indices.size();
    double num = 0, den = 0;
    QList<double> values;
    for (int i : indices) {
        const TaskScore& t = tasks[i];
        switch (h) {
        case Headline::CorrectRate:
            num += t.correct;
            break;
        case Headline::Fast1:
            num += fast(t, 1.0);
            break;
        case Headline::GeomeanSpeedup:
            if (t.correct && t.speedup)
                values << *t.speedup;
            break;
        case Headline::MeanPoints:
            num += t.points;
            break;
        case Headline::WeightedRoofline:
            if (t.task.hasRoofline) {
                num += t.task.weight * rooflineTerm(t);
                den += t.task.weight;
            }
            break;
        case Headline::CorrectHiddenRate:
            if (t.task.hiddenConfigs > 0 && heldOutOutcomeIndex(t.flags) < 2) {
                num += t.correctHidden.value_or(false);
                den += 1;
            }
            break;
        }
    }
    switch (h) {
    case Headline::GeomeanSpeedup:
        return values.isEmpty() ? std::nullopt : std::optional<double>(geometricMean(values));
    case Headline::WeightedRoofline:
    case Headline::CorrectHiddenRate:
        return den > 0 ? std::optional<double>(num / den) : std::nullopt;
    default:
        return num / n;
    }
}

Breakdown breakdown(const QList<TaskScore>& tasks, const BootstrapOptions& options)
{
    Breakdown b;
    b.overall = aggregate(tasks);
    for (Headline h : headlines())
        b.intervals.insert(h, bootstrap(
                                  static_cast<int>(tasks.size()),
                                  [&](const QVector<int>& idx) { return headlineValue(h, tasks, idx); }, options));
    QMap<QString, QList<TaskScore>> byCategory;
    QMap<int, QList<TaskScore>> byDifficulty;
    for (const TaskScore& t : tasks) {
        byCategory[t.task.category] << t;
        byDifficulty[t.task.difficulty] << t;
    }
    for (auto it = byCategory.begin(); it != byCategory.end(); ++it)
        b.byCategory.insert(it.key(), aggregate(it.value()));
    for (auto it = byDifficulty.begin(); it != byDifficulty.end(); ++it)
        b.byDifficulty.insert(it.key(), aggregate(it.value()));
    return b;
}

} // namespace kiln::scoring
