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
struct DispatchOption {
    QString label;                       // for people: "run 20261202-1 #3 (JB=8)"
    QMap<QString, QByteArray> files;     // the editable files, as the candidate has them
    QMap<QString, QString> tunables;     // what -D set when it was evaluated (the tune agent's points)
    QList<ConfigResult> results;         // its evaluation; only visible configurations are read
    int sourceLines() const;             // non-blank lines of its files: "simplest" is fewest
};

struct DecisionRow {
    QString config;
    QList<qint64> params;  // the task's declared parameters, in order
    int option = -1;       // index into the options
    QString why;
};

struct DecisionTable {
    QStringList parameters;
    QList<DecisionRow> rows;
    QStringList notes;     // configurations no option passed, options never chosen
    bool empty() const { return rows.isEmpty(); }
    // The option for a shape: the row with these parameters, else the nearest row (squared distance of
    // log2 of each parameter): what the generated dispatcher does at run time, for hidden shapes too.
    int optionFor(const QList<qint64>& params) const;
};

// Per visible configuration: among the options that passed it and were timed, the fastest when its
// speedup interval lies above every other's; else, of those whose interval reaches the fastest's, the
// simplest (fewest source lines, then the earlier option). Noise is not a result: a lead inside the noise
// buys nothing, and the simpler kernel is the one to ship.
DecisionTable learnDecisionTable(const Task& task, const QList<DispatchOption>& options);

// The declared parameters of a configuration, in the task's order.
QList<qint64> parameterValues(const Task& task, const ConfigSpec& config);

} // namespace kiln
