#include "scoreformat.h"

#include "leaderboard.h"

#include "../enumnames.h"

namespace kiln::scoring {

QString formatSpeedup(std::optional<double> speedup)
{
    return speedup ? QString::number(*speedup, 'f', 2) + QLatin1Char('x') : QStringLiteral("—");
}

QString formatPercent(std::optional<double> fraction)
{
    return fraction ? QString::number(*fraction * 100, 'f', 1) + QLatin1Char('%') : QStringLiteral("—");
}

QString formatRate(const Rate& rate)
{
    return QStringLiteral("%1 (%2/%3)").arg(formatPercent(rate.value())).arg(rate.count).arg(rate.of);
}

QString formatPoints(double points)
{
    return QString::number(points, 'f', 1);
}

QString formatHeadline(Headline h, std::optional<double> value)
{
    if (!value)
        return QStringLiteral("—");
    switch (h) {
    case Headline::GeomeanSpeedup:
        return formatSpeedup(value);
    case Headline::MeanPoints:
        return formatPoints(*value);
    default:
        return formatPercent(value);
    }
}

QString formatInterval(Headline h, const Interval& interval)
{
    if (!interval.valid())
        return QStringLiteral("—");
    return QStringLiteral("[%1, %2]").arg(formatHeadline(h, interval.low), formatHeadline(h, interval.high));
}

QString formatDifference(const PairedDifference& d)
{
    if (d.counted == 0)
        return QStringLiteral("—");
    if (d.ratio())
        return formatSpeedup(d.difference);
    const QString sign = d.difference >= 0 ? QStringLiteral("+") : QString();
    return sign + (d.metric == Headline::MeanPoints ? formatPoints(d.difference) : formatPercent(d.difference));
}

QString formatDifferenceInterval(const PairedDifference& d)
{
    if (!d.interval.valid())
        return QStringLiteral("—");
    if (d.ratio())
        return QStringLiteral("[%1, %2]").arg(formatSpeedup(d.interval.low), formatSpeedup(d.interval.high));
    auto f = [&](double v) {
        const QString sign = v >= 0 ? QStringLiteral("+") : QString();
        return sign + (d.metric == Headline::MeanPoints ? formatPoints(v) : formatPercent(v));
    };
    return QStringLiteral("[%1, %2]").arg(f(d.interval.low), f(d.interval.high));
}

QString formatCell(const TaskScore& t, bool roofline)
{
    if (t.correct) {
        const auto v = roofline ? t.fractionOfRoofline : t.speedup;
        if (v)
            return roofline ? formatPercent(v) : formatSpeedup(v);
        return QStringLiteral("correct");
    }
    switch (t.outcome) {
    case Outcome::NotAttempted:
        return QStringLiteral("—");
    case Outcome::NoSubmission:
        return QStringLiteral("none");
    case Outcome::DidNotCompile:
        return QStringLiteral("build");
    default:
        return QStringLiteral("wrong");
    }
}

namespace {
// Light fills, from "not tried" grey to "faster" green.
constexpr EnumNames<Outcome, 6> kOutcomeColours{{{Outcome::NotAttempted, "#eeeeee"},
                                                 {Outcome::NoSubmission, "#cfcfcf"},
                                                 {Outcome::DidNotCompile, "#ef9a9a"},
                                                 {Outcome::Incorrect, "#ffcc80"},
                                                 {Outcome::CorrectSlower, "#fff59d"},
                                                 {Outcome::Faster, "#a5d6a7"}}};
static_assert(namesEveryValueOnce(kOutcomeColours));
} // namespace

QString outcomeColour(Outcome o)
{
    return nameOf(kOutcomeColours, o);
}

} // namespace kiln::scoring
