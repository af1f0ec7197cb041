// Helpers for tests that run the real harness on the host backend (CI has no GPU).
#pragma once

#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/evaluation/harnessprocess.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace kiln::testing {

inline const Suite& bundledSuite()
{
    static const Suite s = loadSuite(bundledSuiteDir());
    return s;
}

// Runs the harness on `task` with the candidate in `candidateDir` (empty: baseline) and returns the result;
// `events`, when given, gets every event the harness sent.
inline EvalResult evaluate(const Task& task, const QString& candidateDir, const QString& configs = "visible",
                           bool performance = true, double gateTimeout = 60, double budget = 0.3,
                           QList<QJsonObject>* events = nullptr)
{
    QTemporaryDir work;
    EvalOptions o;
    o.configs = configs;
    o.candidateDir = candidateDir;
    o.workDir = work.path();
    o.performance = performance;
    o.budgetSeconds = budget;
    o.gateTimeoutSeconds = gateTimeout;
    QString error;
    o.device = deviceSpecFor(task.backend, {}, &error);
    const auto request = buildEvalRequest(task, o, &error);
    if (!request) {
        EvalResult r;
        r.verdict = "error";
        r.message = error;
        return r;
    }
    HarnessProcess h;
    if (events)
        QObject::connect(&h, &HarnessProcess::event, [events](const QJsonObject& e) { events->append(e); });
    QSignalSpy done(&h, &HarnessProcess::finished);
    if (!h.start(*request, work.filePath("request.json"), &error)) {
        EvalResult r;
        r.verdict = "error";
        r.message = error;
        return r;
    }
    if (!done.wait(600000))
        h.cancel();
    return h.result();
}

inline QString describe(const EvalResult& r)
{
    QString s = QStringLiteral("verdict %1 (%2): %3").arg(r.verdict, r.reason, r.message);
    for (const auto& f : r.flags)
        s += QStringLiteral("\n flag %1: %2").arg(f.flag, f.message);
    for (const auto& c : r.configs) // what a speedup came from: the medians of both sides
        if (c.timed)
            s += QStringLiteral("\n config %1%2: candidate %3 ms, baseline %4 ms, %5x")
                     .arg(c.name, c.hidden ? QStringLiteral(" (hidden)") : QString())
                     .arg(c.candidate.medianMs, 0, 'g', 4)
                     .arg(c.baseline.medianMs, 0, 'g', 4)
                     .arg(c.speedup, 0, 'g', 4);
    for (const auto& c : r.compileOutputs)
        if (c.status != GateStatus::Pass)
            s += "\n" + c.output.left(2000);
    return s;
}

} // namespace kiln::testing
