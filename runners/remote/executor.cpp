// The executor factory, and LocalExecutor: the harness as a child process of this Kiln (HarnessProcess), on
// the GPU the pool handed out (CUDA_VISIBLE_DEVICES / HIP_VISIBLE_DEVICES).
#include "executor.h"

#include "runners/evaluation/harnessprocess.h"
#include "runners/remote/remoteconfig.h"
#include "runners/remote/slurmexecutor.h"
#include "runners/remote/sshexecutor.h"

#include <QProcessEnvironment>

namespace kiln {

namespace {

class LocalRun : public HarnessRun
{
public:
    using HarnessRun::HarnessRun;
    bool start(const EvalRequest& request, const QString& requestFile, const QString& gpu, QString* error) override
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!gpu.isEmpty()) {
            env.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), gpu);
            env.insert(QStringLiteral("HIP_VISIBLE_DEVICES"), gpu);
        }
        for (auto it = m_extraEnv.begin(); it != m_extraEnv.end(); ++it)
            env.insert(it.key(), it.value());
        m_process.setEnvironment(env);
        m_process.setInitialResult(m_initial);
        connect(&m_process, &HarnessProcess::event, this, &HarnessRun::event, Qt::UniqueConnection);
        connect(&m_process, &HarnessProcess::finished, this, &HarnessRun::finished, Qt::UniqueConnection);
        return m_process.start(request, requestFile, error);
    }
    void cancel() override { m_process.cancel(); }
    bool isRunning() const override { return m_process.isRunning(); }
    bool compiled() const override { return m_process.compiled(); }

private:
    HarnessProcess m_process;
};

} // namespace

HarnessRun* LocalExecutor::createRun(QObject* parent)
{
    return new LocalRun(parent);
}

std::unique_ptr<Executor> createExecutor(const QString& name, QString* error)
{
    if (name.isEmpty() || name == QLatin1String("local"))
        return std::make_unique<LocalExecutor>();
    const auto config = RemoteConfig::load(error);
    if (!config)
        return nullptr;
    if (name == QLatin1String("slurm")) {
        if (!config->slurm) {
            *error = QStringLiteral("no Slurm cluster is configured in %1; `kiln remote add slurm [--partition P] ...` "
                                    "adds one")
                         .arg(remotesFile());
            return nullptr;
        }
        return std::make_unique<SlurmExecutor>(*config->slurm);
    }
    if (name.startsWith(QLatin1String("ssh:"))) {
        if (const RemoteHost* h = config->host(name.mid(4)))
            return std::make_unique<SshExecutor>(*h);
        *error = QStringLiteral("no host '%1' in %2 (configured: %3); `kiln remote add NAME DESTINATION` adds one")
                     .arg(name.mid(4), remotesFile(), configuredExecutors().join(", "));
        return nullptr;
    }
    *error = QStringLiteral("unknown executor '%1': use local, slurm or ssh:NAME (configured: %2)")
                 .arg(name, configuredExecutors().join(", "));
    return nullptr;
}

} // namespace kiln
