#include "speedupnoise.h"

#include "evalresult.h"

#include "../enumnames.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace kiln {

Speed classifySpeed(SpeedupInterval ci)
{
    if (!ci.known())
        return Speed::Unknown;
    if (ci.low > 1)
        return Speed::Faster;
    if (ci.high < 1)
        return Speed::Slower;
    return Speed::WithinNoise;
}

namespace {
constexpr EnumNames<Speed, 4> kSpeedNames{{{Speed::Unknown, "unknown"},
                                           {Speed::Faster, "faster"},
                                           {Speed::Slower, "slower"},
                                           {Speed::WithinNoise, "within_noise"}}};
static_assert(namesEveryValueOnce(kSpeedNames));
} // namespace

QString speedName(Speed s)
{
    return nameOf(kSpeedNames, s);
}

bool shownAsBest(const QString& role, SpeedupInterval ci)
{
    return role == QLatin1String("best") && classifySpeed(ci) == Speed::Faster;
}

QString candidateRoleText(const QString& role, SpeedupInterval ci)
{
    if (role == QLatin1String("best") && !shownAsBest(role, ci))
        return QStringLiteral("run's pick");
    return role;
}

QJsonValue intervalJson(SpeedupInterval ci)
{
    return ci.known() ? QJsonValue(QJsonArray{ci.low, ci.high}) : QJsonValue(QJsonValue::Null);
}

namespace {
// What a bootstrap over one evaluation's calls cannot see: the same candidate timed twice within one run
// moved by up to 6.45%, 96 of 97 pairs within 3% (docs/gpu-validation.md, run 7). No interval is narrower.
constexpr double kRepeatability = 1.03;

SpeedupInterval withRepeatability(double speedup, SpeedupInterval ci)
{
    return {std::min(ci.low, speedup / kRepeatability), std::max(ci.high, speedup * kRepeatability)};
}
} // namespace

SpeedupInterval configInterval(const ConfigResult& c)
{
    if (!c.timed || c.speedup <= 0)
        return {};
    if (c.speedupCi.known())
        return withRepeatability(c.speedup, c.speedupCi);
    // rse: the relative standard error of each side's time; the log of a ratio adds their variances.
    const double a = c.candidate.rse, b = c.baseline.rse;
    if (a <= 0 || b <= 0)
        return {};
    const double half = 1.96 * std::sqrt(a * a + b * b);
    return withRepeatability(c.speedup, {c.speedup * std::exp(-half), c.speedup * std::exp(half)});
}

SpeedupInterval geomeanInterval(const QList<ConfigResult>& configs)
{
    double lo = 0, hi = 0;
    int n = 0;
    for (const ConfigResult& c : configs) {
        if (!c.timed || c.speedup <= 0)
            continue;
        const SpeedupInterval ci = configInterval(c);
        if (!ci.known())
            return {}; // one configuration without an interval: the mean has none either
        lo += std::log(ci.low);
        hi += std::log(ci.high);
        ++n;
    }
    if (n == 0)
        return {};
    return {std::exp(lo / n), std::exp(hi / n)};
}

double conservativeSpeedup(double speedup, SpeedupInterval ci)
{
    return ci.known() ? ci.low : speedup;
}

QString speedupText(double speedup, SpeedupInterval ci, int decimals)
{
    const QString value = QStringLiteral("%1x").arg(speedup, 0, 'f', decimals);
    if (!ci.known())
        return value;
    const QString range = QStringLiteral("%1-%2x").arg(ci.low, 0, 'f', decimals).arg(ci.high, 0, 'f', decimals);
    return classifySpeed(ci) == Speed::WithinNoise ? QStringLiteral("%1 (within noise: %2)").arg(value, range)
                                                   : QStringLiteral("%1 (%2)").arg(value, range);
}

} // namespace kiln
