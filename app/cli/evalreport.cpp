#include "evalreport.h"

#include "clicommand.h"

#include "model/evaluation/reporttext.h"
#include "runners/evaluation/harnessprocess.h"

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
    QString error;
    if (!harness.start(request, requestFile, &error)) {
        EvalResult r;
        r.verdict = QStringLiteral("error");
        r.reason = QStringLiteral("harness_error");
        r.message = error;
        return r;
    }
    loop.exec();
    return harness.result();
}

} // namespace kiln::cli
