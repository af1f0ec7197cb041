#include "decisiontable.h"

#include "model/evaluation/speedupnoise.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kiln {

int DispatchOption::sourceLines() const
{
    int n = 0;
    for (const QByteArray& text : files)
        for (const QByteArray& line : text.split('\n'))
            n += line.trimmed().isEmpty() ? 0 : 1;
    return n;
}

QList<qint64> parameterValues(const Task& task, const ConfigSpec& config)
{
    QList<qint64> v;
    for (const QString& p : task.parameters)
        v << config.values.value(p, 0);
    return v;
}

namespace {

double logDistance(const QList<qint64>& a, const QList<qint64>& b)
{
    double d = 0;
    for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
        const double x = std::log2(static_cast<double>(std::max<qint64>(a[i], 1)));
        const double y = std::log2(static_cast<double>(std::max<qint64>(b[i], 1)));
        d += (x - y) * (x - y);
    }
    return d;
}

// The option's result on a visible configuration, when it passed there and was timed.
const ConfigResult* timedPass(const DispatchOption& o, const QString& config)
{
    for (const ConfigResult& r : o.results)
        if (!r.hidden && r.name == config && r.correctness == GateStatus::Pass && r.timed && r.speedup > 0)
            return &r;
    return nullptr;
}

} // namespace

int DecisionTable::optionFor(const QList<qint64>& params) const
{
    int best = -1;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (const DecisionRow& row : rows) {
        const double d = logDistance(row.params, params);
        if (d < bestDistance) {
            bestDistance = d;
            best = row.option;
        }
    }
    return best;
}

int bestSingleOption(const Task& task, const QList<DispatchOption>& options)
{
    int best = -1;
    double bestRank = 0;
    for (int i = 0; i < options.size(); ++i) {
        QList<ConfigResult> visible;
        for (const ConfigSpec& config : task.configs)
            if (const ConfigResult* r = timedPass(options[i], config.name))
                visible << *r;
        if (visible.isEmpty() || visible.size() < task.configs.size())
            continue;
        double logSum = 0;
        for (const ConfigResult& r : visible)
            logSum += std::log(r.speedup);
        const double rank =
            conservativeSpeedup(std::exp(logSum / static_cast<double>(visible.size())), geomeanInterval(visible));
        if (best < 0 || rank > bestRank) {
            best = i;
            bestRank = rank;
        }
    }
    return best;
}

DecisionTable learnDecisionTable(const Task& task, const QList<DispatchOption>& options)
{
    DecisionTable table;
    table.parameters = task.parameters;
    table.fallback = bestSingleOption(task, options);
    QList<bool> chosen(options.size(), false);
    for (const ConfigSpec& config : task.configs) { // visible ones only: task.hiddenConfigs is never read
        int fastest = -1;
        for (int i = 0; i < options.size(); ++i)
            if (const ConfigResult* r = timedPass(options[i], config.name);
                r && (fastest < 0 || r->speedup > timedPass(options[fastest], config.name)->speedup))
                fastest = i;
        if (fastest < 0) {
            table.notes << QStringLiteral("%1: no candidate passed and was timed there; it goes to the nearest "
                                          "configuration's choice")
                               .arg(config.name);
            continue;
        }
        const ConfigResult* top = timedPass(options[fastest], config.name);
        const SpeedupInterval topCi = configInterval(*top);
        // Those the fastest does not surely beat: their interval reaches the fastest's low end.
        QList<int> tied;
        for (int i = 0; i < options.size(); ++i)
            if (const ConfigResult* r = timedPass(options[i], config.name);
                r && (i == fastest || configInterval(*r).high >= topCi.low))
                tied << i;
        DecisionRow row{config.name, parameterValues(task, config), fastest, {}};
        if (tied.size() == 1) {
            row.why = QStringLiteral("fastest, %1, clear of the others").arg(speedupText(top->speedup, topCi));
        } else if (tied.contains(table.fallback)) {
            row.option = table.fallback;
            row.why = QStringLiteral("%1 candidates within noise of the fastest (%2): the best single candidate")
                          .arg(tied.size())
                          .arg(speedupText(top->speedup, topCi));
        } else {
            int simplest = tied.first();
            for (int i : tied)
                if (options[i].sourceLines() < options[simplest].sourceLines())
                    simplest = i;
            row.option = simplest;
            row.why = QStringLiteral("%1 candidates within noise of the fastest (%2): the simplest, %3 lines")
                          .arg(tied.size())
                          .arg(speedupText(top->speedup, topCi))
                          .arg(options[simplest].sourceLines());
        }
        chosen[row.option] = true;
        table.rows << row;
    }
    if (!table.rows.isEmpty() && table.fallback >= 0 &&
        std::all_of(table.rows.begin(), table.rows.end(),
                    [&](const DecisionRow& r) { return r.option == table.fallback; }))
        table.notes << QStringLiteral("no candidate is clearly faster than %1 on any visible configuration: the "
                                      "dispatcher calls it everywhere")
                           .arg(options[table.fallback].label);
    for (int i = 0; i < options.size(); ++i)
        if (!chosen[i])
            table.notes << QStringLiteral("%1 is chosen for no configuration").arg(options[i].label);
    return table;
}

} // namespace kiln
