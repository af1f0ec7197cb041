// Order statistics and the bootstrap, as the scoring uses them. Pure functions over plain numbers, so every
// figure in a report can be recomputed by hand from its inputs (tests/model/tst_scoring.cpp does).
//
// Conventions follow AgentKernelArena's report (src/postprocessing.py, _compute_speedup_stats, AMD-AGI/
// AgentKernelArena at 2804878a): the median averages the two middle values (Python's statistics.median),
// P25/P75/P90 are nearest-rank, i.e. always an observed value, never an interpolation.
#pragma once

#include <QList>
#include <QVector>
#include <functional>
#include <optional>

namespace kiln::scoring {

double mean(const QList<double>& values);          // 0 for an empty list
double geometricMean(const QList<double>& values); // values must be > 0; 0 for an empty list
double median(QList<double> values);               // 0 for an empty list
// Nearest-rank quantile: the ceil(fraction * n)-th smallest value (1-based), clamped to [1, n].
double nearestRank(QList<double> values, double fraction);

// A two-sided percentile-bootstrap interval.
struct Interval
{
    double low = 0, high = 0;
    double level = 0.95;
    int resamples = 0; // resamples that produced a value
    int undefined = 0; // resamples where the statistic had no value (e.g. no correct task drawn)
    bool valid() const { return resamples > 0; }
};

struct BootstrapOptions
{
    int resamples = 1000;
    quint64 seed = 20261129; // fixed: the same store gives the same intervals on every machine
    double level = 0.95;
};

// Resamples n items with replacement `resamples` times and applies `statistic` to the drawn indices.
// Deterministic for a given seed: std::mt19937_64's sequence is fixed by the standard, and indices are
// drawn as (value mod n) rather than through a std distribution, whose algorithm is implementation-defined.
using IndexStatistic = std::function<std::optional<double>(const QVector<int>& indices)>;
Interval bootstrap(int n, const IndexStatistic& statistic, const BootstrapOptions& options);

// 0, 1, ..., n-1: the "resample" that is the sample itself, so point estimates and intervals run the
// same code.
QVector<int> identityIndices(int n);

} // namespace kiln::scoring
