// The built-in `tune` agent's search (kiln agent-tune): over a task's tunables, each point submitted through
// ./kiln-eval. A grid when the space fits the budget; otherwise coordinate descent from the first value of
// every list (one tunable at a time around the best so far, until a sweep improves nothing). A point replaces
// the best only when what it surely is (the low end of its speedup's interval) beats the best's reading:
// a reading within noise of the best's is no step.
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>

namespace kiln {

using TunePoint = QMap<QString, QString>;             // tunable -> value; empty: the baseline as it is
using TuneSpace = QList<QPair<QString, QStringList>>; // each tunable with the values to try, in order

struct TuneOutcome
{
    bool budgetSpent = false; // kiln-eval said the run's evaluation budget is spent (exit 4)
    bool pass = false;        // passed every gate and was not tampered with
    double speedup = 0;       // its geometric-mean speedup
    double rank = 0;          // what it surely is: the low end of its interval, else the speedup
};

// What one ./kiln-eval --json said: its exit code and the summary line on its stdout.
TuneOutcome tuneOutcomeFromReport(int exitCode, const QByteArray& stdoutBytes);

struct TuneResult
{
    TunePoint best;
    double bestSpeedup = 0;
    int evaluations = 0; // the baseline's included
};

// Submits the baseline first (the reference point), then the search's points, each at most once, until
// `budgetEvals` evaluations or the run's budget is spent.
TuneResult tuneSearch(const TuneSpace& space, int budgetEvals,
                      const std::function<TuneOutcome(const TunePoint&)>& submit);

// "A=1 B=2", as -D arguments name them; "" for the baseline.
QString tunePointText(const TunePoint& point);

} // namespace kiln
