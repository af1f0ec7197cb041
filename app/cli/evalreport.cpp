#include "evalreport.h"

#include "clicommand.h"

#include "model/evaluation/reporttext.h"
#include "runners/evaluation/diagnosticsstep.h"
#include "runners/evaluation/harnessprocess.h"

#include <QFileInfo>
#include <QProcessEnvironment>

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>

namespace kiln::cli {

void printEvent(const QJsonObject& e)
{
    const bool log = e.value("event").toString() == QLatin1String("log");
    for (const QString& line : reportLines(e))
        log ? err(line) : out(line);
}

EvalResult runHarness(const EvalRequest& request, const QString& requestFile,
                      const std::function<void(const QJsonObject&)>& onEvent)
{
    HarnessProcess harness;
    QEventLoop loop;
    QObject::connect(&harness, &HarnessProcess::event, &loop, onEvent);
    QObject::connect(&harness, &HarnessProcess::finished, &loop, &QEventLoop::quit);
    if (request.json.contains(QStringLiteral("python"))) { // Triton's IR stages, for the diagnostics
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TRITON_CACHE_DIR"),
                   DiagnosticsStep::tritonCacheDir(QFileInfo(requestFile).absolutePath()));
        harness.setEnvironment(env);
    }
    QString error;
    if (!harness.start(request, requestFile, &error)) {
        EvalResult r;
        r.verdict = QStringLiteral("error");
        r.reason = QStringLiteral("harness_error");
        r.message = error;
        return r;
    }
    loop.exec();
    EvalResult result = harness.result();
    bool compiled = request.json.contains(QStringLiteral("python"));
    for (const auto& o : result.compileOutputs)
        compiled = compiled || o.object == QLatin1String("candidate");
    if (compiled && DiagnosticsStep::applies(request.json)) {
        // The IR diagnostics of what was just compiled, as a last event.
        DiagnosticsStep step(request.json, result, QFileInfo(requestFile).absolutePath());
        QObject::connect(&step, &DiagnosticsStep::finished, &loop, [&](const QJsonObject& e) {
            result.apply(e);
            onEvent(e);
            loop.quit();
        });
        step.start();
        loop.exec();
    }
    return result;
}

} // namespace kiln::cli
