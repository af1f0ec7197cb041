// SlurmExecutor: one sbatch job per evaluation on a cluster whose nodes share this machine's file system
// (the usual home/scratch), so the request and the candidate are where the job looks for them. Kiln follows
// the job with squeue, reads its output file as it grows (the harness's JSON lines light the gates up live),
// and scancels it when the run is cancelled. A job the cluster lost (node failure, preemption, time limit,
// boot failure) is resubmitted up to maxRequeues times, then reported as an infrastructure error; the
// candidate is judged only on what the harness said.
#pragma once

#include "runners/remote/executor.h"
#include "runners/remote/remoteconfig.h"

namespace kiln {

class SlurmExecutor : public Executor
{
    Q_OBJECT
public:
    explicit SlurmExecutor(const SlurmConfig& config, QObject* parent = nullptr);
    QString name() const override { return QStringLiteral("slurm"); }
    bool isRemote() const override { return true; }
    ResourcePool* pool() override { return &m_pool; }
    bool leasesNameGpus() const override { return false; }
    HarnessRun* createRun(QObject* parent) override;
    const SlurmConfig& config() const { return m_config; }

private:
    friend class SlurmRun;
    SlurmConfig m_config;
    ResourcePool m_pool;
};

// How a job's final Slurm state is judged.
enum class SlurmOutcome { StillGoing, Finished, LostToCluster, Cancelled };
SlurmOutcome judgeSlurmState(const QString& state);

} // namespace kiln
