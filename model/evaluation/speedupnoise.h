// A speedup's 95% interval and what may be said of it. Noise is not a result: a speedup is "faster" or
// "slower" only when its interval excludes 1, and "within noise" otherwise; colours, the best candidate,
// the tune agent, fast_p and the leaderboard all follow this rule (docs/scoring.md, "Noise").
#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>

namespace kiln {

struct ConfigResult;

struct SpeedupInterval
{
    double low = 0, high = 0;
    bool known() const { return low > 0 && high >= low; }
};

enum class Speed { Unknown, Faster, Slower, WithinNoise };

// Faster / slower when the interval lies wholly above / below 1; Unknown without an interval.
Speed classifySpeed(SpeedupInterval ci);
// "faster", "slower", "within_noise", "unknown" (JSON and reports).
QString speedName(Speed s);

// Whether a candidate is shown as best: the run's pick for final scoring (role "best") that is faster than
// the baseline beyond the noise. A pick within noise reads "run's pick" (candidateRoleText); other roles as
// they are.
bool shownAsBest(const QString& role, SpeedupInterval ci);
QString candidateRoleText(const QString& role, SpeedupInterval ci);

// [low, high] for JSON (`speedup_ci`), null without an interval.
QJsonValue intervalJson(SpeedupInterval ci);

// A configuration's interval: the harness's `speedup_ci` (bootstrapped over both sides' calls), or, for
// results recorded before it existed, a normal approximation from both sides' relative standard errors;
// never narrower than +-3%, how far the same candidate timed twice in one run moves (run 7).
SpeedupInterval configInterval(const ConfigResult& c);
// The interval of the geometric mean over these configurations' speedups: the geomean of their lows and of
// their highs (the interval if the configurations' errors moved together: never narrower than the truth).
SpeedupInterval geomeanInterval(const QList<ConfigResult>& configs);

// What ranks candidates: the interval's low end where there is one (a candidate is preferred for what it
// surely is, not for its luckiest reading), else the speedup.
double conservativeSpeedup(double speedup, SpeedupInterval ci);

// "1.10x (within noise: 0.92-1.31x)", "1.52x (1.47-1.58x)", "1.10x" without an interval.
QString speedupText(double speedup, SpeedupInterval ci, int decimals = 2);

} // namespace kiln
