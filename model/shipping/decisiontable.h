// The decision table of a per-shape dispatcher (issue: from accepted kernels to shipped code): for each of a
// task's VISIBLE configurations, which of several candidates the dispatcher calls there, learned from what
// their evaluations measured. Hidden configurations never enter it, whatever results a candidate carries
// for them (a final scoring's): they are what the dispatcher is judged on afterwards. A pure function, so
// the rule is unit-tested without a harness.
#pragma once

#include "model/evaluation/evalresult.h"
#include "model/tasks/task.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kiln {

// One candidate the dispatcher may call.
struct DispatchOption
{
    QString label;                   // for people: "run 20261202-1 #3 (JB=8)"
    QMap<QString, QByteArray> files; // the editable files, as the candidate has them
    QMap<QString, QString> tunables; // what -D set when it was evaluated (the tune agent's points)
    QList<ConfigResult> results;     // its evaluation; only visible configurations are read
    int sourceLines() const;         // non-blank lines of its files: "simplest" is fewest
};

struct DecisionRow
{
    QString config;
    QList<qint64> params; // the task's declared parameters, in order
    int option = -1;      // index into the options
    QString why;
};

struct DecisionTable
{
    QStringList parameters;
    int fallback = -1; // the best single candidate (bestSingleOption): where nothing is clearly faster
    QList<DecisionRow> rows;
    QStringList notes; // configurations no option passed, options never chosen
    bool empty() const { return rows.isEmpty(); }
    // The option for a shape: the row with these parameters, else the nearest row (squared distance of
    // log2 of each parameter): what the generated dispatcher does at run time, for hidden shapes too.
    int optionFor(const QList<qint64>& params) const;
};

// The option a person would ship without a dispatcher: passing every visible configuration, the best
// geometric mean of its speedups for what it surely is (its interval's low end); -1 when none passes all.
int bestSingleOption(const Task& task, const QList<DispatchOption>& options);

// Per visible configuration: among the options that passed it and were timed, the fastest when its
// speedup interval lies above every other's. Else, of those whose interval reaches the fastest's, the best
// single candidate when it is one of them, otherwise the simplest (fewest source lines, then the earlier
// option). Noise is not a result: a lead inside the noise buys nothing, so the dispatcher leaves the best
// single candidate only where another is clearly faster, and is that candidate, the simplest dispatcher,
// where none is. (Ties once went to the simplest alone: tune candidates differ only in -D values, so the
// first one, the untuned baseline, took every tied shape and was 9% slower than the best single candidate on
// a hidden GEMM shape; H100, run 20 part b, docs/gpu-validation.md.)
DecisionTable learnDecisionTable(const Task& task, const QList<DispatchOption>& options);

// The declared parameters of a configuration, in the task's order.
QList<qint64> parameterValues(const Task& task, const ConfigSpec& config);

} // namespace kiln
