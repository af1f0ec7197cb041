// What the remote-execution tests share: a host-backend request for a bundled task's baseline, built in a
// folder of the test's own, and one EvaluationJob followed to its end with every event it streamed.
#pragma once

#include "model/device/devicespec.h"
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/remote/executor.h"
#include "runners/runs/evaluationjob.h"

#include <QDir>
#include <QJsonObject>
#include <QSignalSpy>
#include <functional>

namespace kiln::testing {

inline std::optional<EvalRequest> hostRequest(const QString& folder, double budgetSeconds, QString* error,
                                              const QString& taskId = QStringLiteral("host2host/reduce_sum_f32"))
{
    const Suite s = loadSuite(bundledSuiteDir());
    const Task* t = s.find(taskId);
    if (!t) {
        *error = taskId + QStringLiteral(" is not in the bundled suite");
        return std::nullopt;
    }
    EvalOptions o;
    o.workDir = QDir(folder).filePath(QStringLiteral("build"));
    o.device = deviceSpecFor(t->backend, {}, error);
    o.budgetSeconds = budgetSeconds;
    return buildEvalRequest(*t, o, error);
}

struct Followed
{
    EvalResult result;
    QList<QJsonObject> events;
    bool finished = false;
    QStringList logLines() const
    {
        QStringList l;
        for (const auto& e : events)
            if (e.value("event").toString() == QLatin1String("log"))
                l << e.value("line").toString();
        return l;
    }
};

// Runs one evaluation through `executor`; `onEvent` sees each event as it arrives (and may act on the job).
inline Followed follow(const EvalRequest& request, const QString& folder, Executor* executor, ResourcePool* localPool,
                       int timeoutMs, const std::function<void(EvaluationJob&, const QJsonObject&)>& onEvent = {})
{
    Followed f;
    EvaluationJob job(request, QStringLiteral("host"), folder, localPool);
    job.setExecutor(executor);
    QObject::connect(&job, &EvaluationJob::event, [&](const QJsonObject& e) {
        f.events << e;
        if (onEvent)
            onEvent(job, e);
    });
    QSignalSpy done(&job, &EvaluationJob::finished);
    job.start();
    f.finished = done.wait(timeoutMs);
    f.result = job.result();
    return f;
}

} // namespace kiln::testing
