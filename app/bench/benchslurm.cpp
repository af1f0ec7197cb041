// kiln bench slurm [--evals N] [--task ID] [--budget S] [--parallel N] [--no-performance]
// The cost of going through Slurm: N evaluations of a host-backend task's baseline, first on this machine
// (compile on a CPU slot, time on all of them), then as sbatch jobs on the configured cluster (remotes.json's
// "slurm", or the defaults), --parallel at a time (1: the latency difference is Slurm's own cost). Reports
// wall time, per-evaluation latency and the overhead per evaluation; docs/performance.md keeps the figures.
// Needs a reachable cluster (SLURM_CONF); tests/remote's kiln-test-cluster starts a one-node one here.
#include "benchcommands.h"
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/devicedetection.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/remote/remoteconfig.h"
#include "runners/remote/slurmexecutor.h"
#include "runners/runs/evaluationjob.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <functional>

namespace kiln::cli {

namespace {

struct Batch
{
    double wallS = 0;
    QList<double> latencyS;
    int passed = 0;
    QStringList failures;
};

double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Keeps `parallel` evaluations in flight until all are done, on the event loop. One at a time, the latency
// difference between the sides is the executor's own cost; more at a time adds each side's throttling.
Batch runBatch(const QList<EvalRequest>& requests, const QStringList& folders, ResourcePool* pool, Executor* executor,
               int parallel = 1)
{
    Batch b;
    QElapsedTimer wall;
    wall.start();
    int left = static_cast<int>(requests.size());
    std::vector<std::unique_ptr<EvaluationJob>> jobs;
    std::vector<qint64> started(requests.size(), 0);
    int next = 0;
    std::function<void()> startNext = [&] {
        const int i = next++;
        started[i] = wall.elapsed();
        jobs[i]->start();
    };
    for (int i = 0; i < requests.size(); ++i) {
        auto job = std::make_unique<EvaluationJob>(requests[i], QStringLiteral("host"), folders[i], pool);
        job->setExecutor(executor);
        QObject::connect(job.get(), &EvaluationJob::finished, [&, i](const EvalResult& r) {
            b.latencyS << (wall.elapsed() - started[i]) / 1000.0;
            if (r.verdict == QLatin1String("pass"))
                ++b.passed;
            else if (b.failures.size() < 3)
                b.failures << QStringLiteral("%1 (%2): %3").arg(r.verdict, r.reason, r.message.left(300));
            if (--left == 0)
                QCoreApplication::quit();
            else if (next < static_cast<int>(requests.size()))
                QMetaObject::invokeMethod(QCoreApplication::instance(), startNext, Qt::QueuedConnection);
        });
        jobs.push_back(std::move(job));
    }
    while (next < std::min<int>(std::max(1, parallel), static_cast<int>(requests.size())))
        startNext();
    if (left > 0)
        QCoreApplication::exec();
    b.wallS = wall.elapsed() / 1000.0;
    return b;
}

} // namespace

int benchSlurmCommand(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption evals(QStringLiteral("evals"), QStringLiteral("Evaluations per side."), QStringLiteral("N"),
                             QStringLiteral("100"));
    QCommandLineOption task(QStringLiteral("task"), QStringLiteral("Host-backend task."), QStringLiteral("ID"),
                            QStringLiteral("host2host/reduce_sum_f32"));
    QCommandLineOption budget(QStringLiteral("budget"), QStringLiteral("Timing budget per configuration, s."),
                              QStringLiteral("S"), QStringLiteral("0.1"));
    QCommandLineOption parallel(QStringLiteral("parallel"), QStringLiteral("Evaluations in flight per side."),
                                QStringLiteral("N"), QStringLiteral("1"));
    QCommandLineOption noPerformance(
        QStringLiteral("no-performance"),
        QStringLiteral("Compile and correctness only (the executor's cost stands out more)."));
    p.addOptions({evals, task, budget, parallel, noPerformance});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("bench slurm"));
    QString error;
    const auto config = RemoteConfig::load(&error);
    if (!config) {
        err(QStringLiteral("kiln bench slurm: %1").arg(error));
        return 3;
    }
    const SlurmConfig slurmConfig = config->slurm.value_or(SlurmConfig{});
    const Suite suite = loadSuite(bundledSuiteDir());
    const Task* t = suite.find(p.value(task));
    if (!t || t->backend != QLatin1String("host")) {
        err(QStringLiteral("kiln bench slurm: '%1' is not a host-backend task of the bundled suite")
                .arg(p.value(task)));
        return 2;
    }
    QTemporaryDir tmp(
        QDir::current().filePath(QStringLiteral("kiln-bench-slurm-XXXXXX"))); // a shared file system's path
    const int n = std::max(1, p.value(evals).toInt());
    auto requests = [&](const QString& side, QStringList* folders) {
        QList<EvalRequest> list;
        for (int i = 0; i < n; ++i) {
            EvalOptions o;
            o.workDir = tmp.filePath(QStringLiteral("%1/%2/build").arg(side).arg(i));
            o.sharedObjectsDir = tmp.filePath(QStringLiteral("objects")); // baseline and reference built once
            o.device = deviceSpecFor(t->backend, {}, &error);
            o.budgetSeconds = p.value(budget).toDouble();
            o.performance = !p.isSet(noPerformance);
            const auto r = buildEvalRequest(*t, o, &error);
            if (!r)
                return QList<EvalRequest>{};
            list << *r;
            *folders << tmp.filePath(QStringLiteral("%1/%2").arg(side).arg(i));
        }
        return list;
    };
    ResourcePool local(QThread::idealThreadCount(), {});
    // One evaluation first builds the shared baseline and reference, so both sides do the same work.
    QStringList warmFolders;
    const auto warm = requests(QStringLiteral("warm"), &warmFolders);
    if (warm.isEmpty() || runBatch(warm.mid(0, 1), warmFolders.mid(0, 1), &local, nullptr).passed != 1) {
        err(QStringLiteral("kiln bench slurm: the warm-up evaluation failed: %1").arg(error));
        return 3;
    }
    QStringList localFolders, slurmFolders;
    const auto localRequests = requests(QStringLiteral("local"), &localFolders);
    const auto slurmRequests = requests(QStringLiteral("slurm"), &slurmFolders);
    out(QStringLiteral("%1 evaluations of %2 per side; local: %3 CPU slots; slurm: up to %4 jobs, polled every %5 ms")
            .arg(n)
            .arg(t->id)
            .arg(local.cpuSlots())
            .arg(slurmConfig.maxJobs)
            .arg(slurmConfig.pollMs));
    const int inFlight = std::max(1, p.value(parallel).toInt());
    out(QStringLiteral("%1 evaluation(s) in flight per side").arg(inFlight));
    const Batch l = runBatch(localRequests, localFolders, &local, nullptr, inFlight);
    SlurmExecutor slurm(slurmConfig);
    const Batch s = runBatch(slurmRequests, slurmFolders, &local, &slurm, inFlight);
    auto row = [&](const QString& name, const Batch& b) {
        out(QStringLiteral("  %1 %2 passed, wall %3 s (%4 s per evaluation), median latency %5 s")
                .arg(name.leftJustified(6))
                .arg(b.passed)
                .arg(b.wallS, 0, 'f', 1)
                .arg(b.wallS / n, 0, 'f', 3)
                .arg(median(b.latencyS), 0, 'f', 2));
        for (const QString& f : b.failures)
            out(QStringLiteral("    failed: %1").arg(f));
    };
    row(QStringLiteral("local"), l);
    row(QStringLiteral("slurm"), s);
    out(QStringLiteral("overhead of Slurm per evaluation: %1 s of wall time (%2x), %3 s of median latency")
            .arg((s.wallS - l.wallS) / n, 0, 'f', 3)
            .arg(l.wallS > 0 ? s.wallS / l.wallS : 0, 0, 'f', 2)
            .arg(median(s.latencyS) - median(l.latencyS), 0, 'f', 2));
    return l.passed == n && s.passed == n ? 0 : 1;
}

} // namespace kiln::cli
