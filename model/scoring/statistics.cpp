#include "statistics.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace kiln::scoring {

double mean(const QList<double>& values)
{
    if (values.isEmpty())
        return 0;
    double sum = 0;
    for (double v : values)
        sum += v;
    return sum / values.size();
}

double geometricMean(const QList<double>& values)
{
    if (values.isEmpty())
        return 0;
    double logSum = 0;
    for (double v : values)
        logSum += std::log(v);
    return std::exp(logSum / values.size());
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double nearestRank(QList<double> values, double fraction)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto n = static_cast<qsizetype>(values.size());
    const auto rank = static_cast<qsizetype>(std::ceil(fraction * static_cast<double>(n)));
    return values[std::clamp<qsizetype>(rank - 1, 0, n - 1)];
}

QVector<int> identityIndices(int n)
{
    QVector<int> idx(n);
    for (int i = 0; i < n; ++i)
        idx[i] = i;
    return idx;
}

Interval bootstrap(int n, const IndexStatistic& statistic, const BootstrapOptions& options)
{
    Interval out;
    out.level = options.level;
    if (n <= 0 || options.resamples <= 0)
        return out;
    std::mt19937_64 rng(options.seed);
    QVector<int> idx(n);
    QList<double> values;
    values.reserve(options.resamples);
    for (int r = 0; r < options.resamples; ++r) {
        for (int i = 0; i < n; ++i)
            idx[i] = static_cast<int>(rng() % static_cast<quint64>(n));
        if (const auto v = statistic(idx))
            values << *v;
        else
            ++out.undefined;
    }
    out.resamples = static_cast<int>(values.size());
    if (values.isEmpty())
        return out;
    const double tail = (1 - options.level) / 2;
    std::sort(values.begin(), values.end());
    out.low = nearestRank(values, tail);
    out.high = nearestRank(values, 1 - tail);
    return out;
}

} // namespace kiln::scoring
