// EvalRequest: turns a task, a candidate folder and options into the harness's one JSON request
// (docs/harness-protocol.md) plus the program to run it with. Kiln resolves everything here, so the
// harness on a GPU host needs no YAML, no expressions and no Qt.
#pragma once

#include "model/device/devicespec.h"
#include "model/tasks/task.h"
#include "runners/compileprofile.h"

#include <QJsonObject>
#include <optional>

namespace kiln {

struct EvalOptions
{
    QString configs = QStringLiteral("visible"); // visible | hidden | all
    QString candidateDir;                        // holds the editable files; empty: the task's baseline
    QString workDir;                             // where shared objects are built
    // Where the baseline and reference objects live, built once and reused by later requests (a run keeps
    // one folder per task); empty: built in workDir with the candidate every time.
    QString sharedObjectsDir;
    bool performance = true;
    QMap<QString, QString> tunables;  // -DNAME=value / Python module constants
    std::optional<DeviceSpec> device; // figures for T_SOL and the cache size
    int deviceIndex = 0;
    QList<quint64> seeds{1, 2, 3};
    double implausibleSpeedup = 10.0;
    CompileTarget target;
    double budgetSeconds = 3.0;      // timing budget per configuration
    double gateTimeoutSeconds = 120; // a stage running longer is a hang: the worker is killed
};

struct EvalRequest
{
    QJsonObject json;
    QString program;       // the harness to run
    QStringList arguments; // before the request file
};

std::optional<EvalRequest> buildEvalRequest(const Task& task, const EvalOptions& options, QString* error);

// Keeps the request where the evaluation's files are (request.json), compact: what ran can be read later.
bool writeRequestFile(const QJsonObject& request, const QString& file, QString* error);

// The request for the timed run after a --compile-only run: the same objects, without their builds.
QJsonObject withoutBuilds(const QJsonObject& request);

// The most a harness may take for `request`: its builds' timeouts, and per configuration the correctness
// timeout plus the performance timeout for each timing process, plus a minute to start. Kiln stops a
// harness past it (HarnessProcess); the harness's own per-stage deadlines come first.
double harnessDeadline(const QJsonObject& request);

// The harness program for a backend (kiln-harness-host/cuda/hip, or python3 + kiln_harness.py): looked up
// in $KILN_HARNESS_DIR, next to the kiln binary, then in the build tree.
QString harnessProgram(const QString& backend, QStringList* arguments, QString* error);
// A program of the harness build (kiln-harness-host, kiln-reap, ...): KILN_HARNESS_DIR, beside the
// application, then the build tree; empty when none is executable.
QString findHarness(const QString& name);

} // namespace kiln
