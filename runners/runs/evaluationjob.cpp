#include "evaluationjob.h"

#include "runners/evaluation/commandgatesrun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace kiln {

EvaluationJob::EvaluationJob(const EvalRequest& request, const QString& backend, const QString& folder,
                             ResourcePool* pool, QObject* parent)
    : QObject(parent), m_request(request), m_backend(backend), m_folder(folder), m_pool(pool)
{
}

EvaluationJob::~EvaluationJob()
{
    if (m_leasePool && m_ticket)
        m_leasePool->cancel(m_ticket);
    releaseLease();
}

void EvaluationJob::start()
{
    QDir().mkpath(m_folder);
    m_leasePool = m_pool;
    const bool command = isCommandRequest(m_request.json);
    // A command task's commands need its checkout, which is here: they run on this machine.
    if (m_executor && m_executor->isRemote() && !command) { // compile and time there, in one job
        m_leasePool = m_executor->pool();
        m_ticket = m_leasePool->acquire(Lease::Kind::Gpu, [this](const Lease& l) { runGranted(l); });
        return;
    }
    const bool compiles = m_request.json.contains(QStringLiteral("objects")) || command;
    if (!compiles) { // Python tasks: nothing to build ahead
        m_ticket = m_pool->acquire(Lease::Kind::Gpu, [this](const Lease& l) { runGranted(l); });
        return;
    }
    m_ticket = m_pool->acquire(Lease::Kind::Cpu, [this](const Lease& l) { compileGranted(l); });
}

void EvaluationJob::cancel()
{
    m_cancelled = true;
    if (m_diagnostics) { // the verdict is in; only the analysis is dropped
        delete m_diagnostics;
        m_diagnostics = nullptr;
        emit finished(m_result);
        return;
    }
    if (m_leasePool && m_ticket)
        m_leasePool->cancel(m_ticket);
    if (m_harness && m_harness->isRunning()) {
        m_harness->cancel();
        return; // finished follows from the harness
    }
    EvalResult r = m_result;
    r.verdict = QStringLiteral("error");
    r.reason = QStringLiteral("cancelled");
    r.message = QStringLiteral("cancelled by the user");
    finish(r);
}

bool EvaluationJob::startHarness(const EvalRequest& request, const QString& file, const QString& gpu)
{
    delete m_harness;
    if (isCommandRequest(request.json)) // an imported task judged by its own commands, in the harness's place
        m_harness = new CommandGatesRun(this);
    else
        m_harness = m_executor ? m_executor->createRun(this) : LocalExecutor().createRun(this);
    if (request.json.contains(QStringLiteral("python"))) // Triton's IR stages, for the diagnostics
        m_harness->setExtraEnvironment(
            {{QStringLiteral("TRITON_CACHE_DIR"), DiagnosticsStep::tritonCacheDir(m_folder)}});
    m_harness->setInitialResult(m_result);
    connect(m_harness, &HarnessRun::event, this, &EvaluationJob::event);
    QString error;
    if (!m_harness->start(request, file, gpu, &error)) {
        EvalResult r = m_result;
        r.verdict = QStringLiteral("error");
        r.reason = QStringLiteral("harness_error");
        r.message = error;
        finish(r);
        return false;
    }
    return true;
}

void EvaluationJob::compileGranted(const Lease& lease)
{
    m_ticket = 0;
    m_lease = lease;
    m_holding = true;
    if (m_cancelled)
        return;
    EvalRequest compile = m_request;
    compile.arguments << QStringLiteral("--compile-only");
    if (startHarness(compile, QDir(m_folder).filePath(QStringLiteral("request.json")), {}))
        connect(m_harness, &HarnessRun::finished, this, [this](const EvalResult& r) { stageDone(r, true); });
}

void EvaluationJob::runGranted(const Lease& lease)
{
    m_ticket = 0;
    m_lease = lease;
    m_holding = true;
    if (m_cancelled)
        return;
    m_timedStart = QDateTime::currentDateTimeUtc();
    recordPlacement();
    if (!lease.gpu.isEmpty() && (!m_executor || m_executor->leasesNameGpus())) {
        // Said before the harness starts, so its result (from m_result) carries it too.
        const QJsonObject placement{{QStringLiteral("event"), QStringLiteral("placement")},
                                    {QStringLiteral("gpu"), lease.gpu}};
        m_result.apply(placement);
        emit event(placement);
    }
    EvalRequest timed = m_request;
    const bool whole = m_leasePool != m_pool; // a remote executor: the builds travel with the timed run
    if (!whole)
        timed.json = withoutBuilds(m_request.json);
    if (startHarness(
            timed,
            QDir(m_folder).filePath(whole ? QStringLiteral("request.json") : QStringLiteral("request-timed.json")),
            lease.gpu))
        connect(m_harness, &HarnessRun::finished, this, [this](const EvalResult& r) { stageDone(r, false); });
}

void EvaluationJob::stageDone(const EvalResult& result, bool compileStage)
{
    const bool compiledOk = compileStage && m_harness->compiled();
    if (!compileStage)
        recordPlacement(QDateTime::currentDateTimeUtc());
    releaseLease();
    if (!compiledOk || m_cancelled) {
        finish(result);
        return;
    }
    m_result = result;
    const bool host = m_backend == QLatin1String("host");
    m_ticket =
        m_leasePool->acquire(host ? Lease::Kind::AllCpus : Lease::Kind::Gpu, [this](const Lease& l) { runGranted(l); });
}

// Where and when the timed stage ran (timed-on.json in the evaluation's folder): which GPU of the pool, so a
// run spread over several GPUs can be checked candidate by candidate.
void EvaluationJob::recordPlacement(const QDateTime& finished) const
{
    QJsonObject o{{QStringLiteral("gpu"), m_lease.gpu},
                  {QStringLiteral("started"), m_timedStart.toString(Qt::ISODateWithMs)}};
    if (finished.isValid())
        o.insert(QStringLiteral("finished"), finished.toString(Qt::ISODateWithMs));
    QFile f(QDir(m_folder).filePath(QStringLiteral("timed-on.json")));
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

void EvaluationJob::releaseLease()
{
    if (m_holding && m_leasePool)
        m_leasePool->release(m_lease);
    m_holding = false;
}

void EvaluationJob::finish(const EvalResult& result)
{
    if (m_done)
        return;
    m_done = true;
    releaseLease();
    m_result = result;
    bool compiled = m_request.json.contains(QStringLiteral("python"));
    for (const auto& o : result.compileOutputs)
        compiled = compiled || o.object == QLatin1String("candidate");
    if (m_cancelled || !compiled || !DiagnosticsStep::applies(m_request.json)) {
        emit finished(m_result);
        return;
    }
    m_diagnostics = new DiagnosticsStep(m_request.json, m_result, m_folder, this);
    connect(m_diagnostics, &DiagnosticsStep::finished, this, [this](const QJsonObject& e) {
        m_result.apply(e);
        emit event(e);
        m_diagnostics->deleteLater();
        m_diagnostics = nullptr;
        emit finished(m_result);
    });
    m_diagnostics->start();
}

} // namespace kiln
