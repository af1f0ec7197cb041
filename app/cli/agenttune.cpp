// kiln agent-tune [--tunable NAME=v1,v2,...]... [--budget N]
// The built-in `tune` agent, run as its own process in a workspace like any agent: a measure-revise search
// over the task's tunables through ./kiln-eval. A grid when the space fits the budget; otherwise coordinate
// descent from the defaults (vary one tunable at a time around the best so far). Needs no network.
#include "clicommand.h"

#include <QCommandLineParser>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>

namespace kiln::cli {

namespace {

struct Outcome {
    bool ran = false;
    bool budgetSpent = false;
    bool pass = false;
    double speedup = 0;
    double rank = 0; // what it surely is: the low end of its interval (speedup_ci), else the speedup
};

Outcome submit(const QMap<QString, QString>& point)
{
    QStringList args{QStringLiteral("--json")};
    QStringList shown;
    for (auto it = point.begin(); it != point.end(); ++it) {
        args << QStringLiteral("-D") << QStringLiteral("%1=%2").arg(it.key(), it.value());
        shown << QStringLiteral("%1=%2").arg(it.key(), it.value());
    }
    out(QStringLiteral("tune: trying %1").arg(shown.isEmpty() ? QStringLiteral("the baseline as it is") : shown.join(' ')));
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.start(QDir::current().filePath(QStringLiteral("kiln-eval")), args);
    Outcome o;
    if (!p.waitForFinished(-1)) {
        err(QStringLiteral("tune: cannot run ./kiln-eval: %1").arg(p.errorString()));
        return o;
    }
    o.ran = true;
    o.budgetSpent = p.exitCode() == 4;
    for (const QByteArray& line : p.readAllStandardOutput().split('\n')) {
        const QJsonObject j = QJsonDocument::fromJson(line).object();
        if (j.value("event").toString() == QLatin1String("summary")) {
            o.pass = j.value("verdict").toString() == QLatin1String("pass") && !j.value("tampered").toBool();
            o.speedup = j.value("speedup_geomean").toDouble();
            const QJsonArray ci = j.value("speedup_ci").toArray();
            o.rank = ci.size() == 2 && ci[0].toDouble() > 0 ? ci[0].toDouble() : o.speedup;
        }
    }
    out(QStringLiteral("tune: %1, speedup %2x").arg(o.pass ? QStringLiteral("pass") : QStringLiteral("not passing")).arg(o.speedup, 0, 'f', 3));
    return o;
}

} // namespace

int agentTuneCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption tunable(QStringLiteral("tunable"), QStringLiteral("A tunable and the values to try: NAME=v1,v2,... (repeatable; default: the task's own)."), QStringLiteral("SPEC"));
    // --budget-evals as in `kiln run`; --budget, its older name, is what seconds mean elsewhere.
    QCommandLineOption budget({QStringLiteral("budget-evals"), QStringLiteral("budget")},
                              QStringLiteral("Evaluations at most (default 10)."), QStringLiteral("N"), QStringLiteral("10"));
    p.addOptions({tunable, budget});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("agent-tune"));
    QList<QPair<QString, QStringList>> space;
    for (const QString& spec : p.values(tunable)) {
        const qsizetype eq = spec.indexOf('=');
        const QStringList values = spec.mid(eq + 1).split(',', Qt::SkipEmptyParts);
        if (eq <= 0 || values.isEmpty()) {
            err(QStringLiteral("kiln agent-tune: --tunable '%1' names no values; write NAME=v1,v2,... (e.g. BLOCK=128,256)").arg(spec));
            return 2;
        }
        space.append({spec.left(eq), values});
    }
    const int budgetEvals = std::max(1, p.value(budget).toInt());
    // The baseline's own defaults first: the reference point every speedup is judged against.
    Outcome base = submit({});
    int used = 1;
    if (space.isEmpty() || base.budgetSpent)
        return 0;
    qint64 gridSize = 1;
    for (const auto& [name, values] : space)
        gridSize *= values.size();
    QSet<QString> tried;
    auto key = [](const QMap<QString, QString>& m) {
        QStringList k;
        for (auto it = m.begin(); it != m.end(); ++it)
            k << it.key() + '=' + it.value();
        return k.join(' ');
    };
    QMap<QString, QString> best; // empty: the baseline as it is
    // A point replaces the best only when what it surely is (its interval's low end) beats the best's reading:
    // a reading within noise of the best's is no step (noise is not a result).
    double bestSpeedup = base.pass ? base.speedup : 0;
    bool improvedLast = false;
    bool spent = false; // kiln-eval said the run's budget is spent
    // Evaluates a point not tried yet; false once no evaluation is left.
    auto consider = [&](const QMap<QString, QString>& point) -> bool {
        improvedLast = false;
        if (spent || used >= budgetEvals)
            return false;
        if (tried.contains(key(point)))
            return true;
        tried.insert(key(point));
        const Outcome o = submit(point);
        ++used;
        if (o.budgetSpent) {
            spent = true;
            return false;
        }
        improvedLast = o.pass && o.rank > bestSpeedup;
        if (improvedLast) {
            bestSpeedup = o.speedup;
            best = point;
        }
        return true;
    };
    if (gridSize <= budgetEvals - 1) {
        // Small space: every combination.
        QList<QMap<QString, QString>> points{{}};
        for (const auto& [name, values] : space) {
            QList<QMap<QString, QString>> next;
            for (const auto& pt : points)
                for (const QString& v : values) {
                    auto q = pt;
                    q[name] = v;
                    next << q;
                }
            points = next;
        }
        for (const auto& pt : points)
            if (!consider(pt))
                break;
    } else {
        // Large space: coordinate descent, one tunable at a time, until a sweep improves nothing. It starts
        // from the first value of every list (the defaults need not be in the lists) and moves to each point
        // that beats everything so far. Halving is no cheaper here: every submission spends one evaluation
        // of the budget, however briefly it is timed.
        QMap<QString, QString> center;
        for (const auto& [name, values] : space)
            center[name] = values.first();
        bool improved = true;
        while (improved && !spent && used < budgetEvals) {
            improved = false;
            for (const auto& [name, values] : space)
                for (const QString& v : values) {
                    auto q = center;
                    q[name] = v;
                    if (!consider(q))
                        break;
                    if (improvedLast) {
                        center = q;
                        improved = true;
                    }
                }
        }
    }
    out(QStringLiteral("tune: best %1 at %2x after %3 evaluations").arg(key(best).isEmpty() ? QStringLiteral("baseline") : key(best)).arg(bestSpeedup, 0, 'f', 3).arg(used));
    return 0;
}

} // namespace kiln::cli
