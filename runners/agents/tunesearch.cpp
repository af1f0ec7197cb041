#include "tunesearch.h"

#include "runners/jsonlinesreader.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace kiln {

TuneOutcome tuneOutcomeFromReport(int exitCode, const QByteArray& stdoutBytes)
{
    TuneOutcome o;
    o.budgetSpent = exitCode == 4;
    JsonLinesReader reader;
    QList<JsonLinesReader::Item> lines = reader.feed(stdoutBytes);
    lines += reader.finish();
    for (const JsonLinesReader::Item& line : std::as_const(lines)) {
        const QJsonObject& j = line.object;
        if (!line.isJson || j.value("event").toString() != QLatin1String("summary"))
            continue;
        o.pass = j.value("verdict").toString() == QLatin1String("pass") && !j.value("tampered").toBool();
        o.speedup = j.value("speedup_geomean").toDouble();
        const QJsonArray ci = j.value("speedup_ci").toArray();
        o.rank = ci.size() == 2 && ci[0].toDouble() > 0 ? ci[0].toDouble() : o.speedup;
    }
    return o;
}

QString tunePointText(const TunePoint& point)
{
    QStringList parts;
    for (auto it = point.begin(); it != point.end(); ++it)
        parts << it.key() + '=' + it.value();
    return parts.join(' ');
}

namespace {

// Every combination of the space's values, the first tunable varying slowest.
QList<TunePoint> grid(const TuneSpace& space)
{
    QList<TunePoint> points{{}};
    for (const auto& [name, values] : space) {
        QList<TunePoint> next;
        for (const TunePoint& pt : std::as_const(points))
            for (const QString& v : values) {
                TunePoint q = pt;
                q[name] = v;
                next << q;
            }
        points = next;
    }
    return points;
}

} // namespace

TuneResult tuneSearch(const TuneSpace& space, int budgetEvals,
                      const std::function<TuneOutcome(const TunePoint&)>& submit)
{
    budgetEvals = std::max(1, budgetEvals);
    TuneResult result;
    const TuneOutcome base = submit({});
    result.evaluations = 1;
    result.bestSpeedup = base.pass ? base.speedup : 0;
    if (space.isEmpty() || base.budgetSpent)
        return result;
    QSet<QString> tried;
    bool improvedLast = false;
    bool spent = false;
    // Evaluates a point not tried yet; false once no evaluation is left.
    auto consider = [&](const TunePoint& point) -> bool {
        improvedLast = false;
        if (spent || result.evaluations >= budgetEvals)
            return false;
        if (tried.contains(tunePointText(point)))
            return true;
        tried.insert(tunePointText(point));
        const TuneOutcome o = submit(point);
        ++result.evaluations;
        if (o.budgetSpent) {
            spent = true;
            return false;
        }
        improvedLast = o.pass && o.rank > result.bestSpeedup;
        if (improvedLast) {
            result.bestSpeedup = o.speedup;
            result.best = point;
        }
        return true;
    };
    qint64 gridSize = 1;
    for (const auto& [name, values] : space)
        gridSize *= values.size();
    if (gridSize <= budgetEvals - 1) {
        for (const TunePoint& pt : grid(space))
            if (!consider(pt))
                break;
        return result;
    }
    // Coordinate descent. Halving is no cheaper here: every submission spends one evaluation of the budget,
    // however briefly it is timed.
    TunePoint center;
    for (const auto& [name, values] : space)
        center[name] = values.first();
    bool improved = true;
    while (improved && !spent && result.evaluations < budgetEvals) {
        improved = false;
        for (const auto& [name, values] : space)
            for (const QString& v : values) {
                TunePoint q = center;
                q[name] = v;
                if (!consider(q))
                    break;
                if (improvedLast) {
                    center = q;
                    improved = true;
                }
            }
    }
    return result;
}

} // namespace kiln
