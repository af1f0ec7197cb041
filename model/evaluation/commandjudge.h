// commandjudge: how AgentKernelArena judges the gate commands of its own tasks, reproduced so that an
// imported `command` task gets the verdicts and times it would get there (../shared/design/interop.md).
// Pure text and JSON logic: CommandGatesRun (runners/evaluation/) runs the commands and asks this what
// their output means; the views and the store read the marks below to say who judged the candidate.
#pragma once

#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace kiln {

// The marks a candidate judged by its task's own commands carries: the `harness` of its result (and of its
// stored record) and a flag whose message says what that means. Kiln's defences (hidden configurations, a
// reference the agent never sees, Kiln's own timing, output poisoning) do not apply to such a candidate.
inline const QString kOwnCommandsHarness = QStringLiteral("task-commands");
inline const QString kOwnCommandsFlag = QStringLiteral("own_commands");
inline const QString kOwnCommandsNote =
    QStringLiteral("judged by the task's own commands (Kiln's defences do not apply)");

// Correctness: a command passes on exit code 0 unless its output (stdout and stderr) says "fail" without
// saying "pass" anywhere, case-insensitively.
bool outputReportsFailure(const QString& output);

// One measured case of a performance command: its id, shape and time in milliseconds.
struct PerfCase
{
    QString id;
    QJsonValue shape;  // the case's `shape`/`shapes`, when it has one
    QJsonValue params; // the case's `params`, when it has one
    double ms = 0;     // <= 0: not a valid measurement
};

// Where a performance command leaves its report, relative to the workspace, in the order they are read.
// They are removed before every performance command, so a stale report is never read.
const QStringList& performanceReportFiles();

// The cases of one report file's contents: a list of cases, an object with `test_cases`, or one object
// (with `*_ms` keys as the last resort). `taskType` torch2hip reads `ori_time` for the baseline and
// `opt_time` for the candidate. Empty when nothing in it is a time.
QList<PerfCase> casesFromReport(const QByteArray& json, const QString& taskType, bool baseline);

// The cases printed by a performance command: "Test case N: X ms", "Shape [a, b]: X ms", several
// "Performance: X ms" lines, else one time from the first pattern that matches (GEAK_RESULT_LATENCY_MS=,
// "execution time: X ms", "X s", ...), converted to milliseconds.
QList<PerfCase> casesFromOutput(const QString& output);

// Baseline and candidate cases paired: by id, then by params, then by shape, then by position.
QList<QPair<PerfCase, PerfCase>> matchCases(const QList<PerfCase>& baseline, const QList<PerfCase>& candidate);

// The task's speedup: the arithmetic mean of baseline/candidate over pairs where both times are positive;
// 0 when there is none.
double meanSpeedup(const QList<QPair<PerfCase, PerfCase>>& pairs);

} // namespace kiln
