// RemoteConfig: where Kiln may send evaluations besides this machine, kept in <config folder>/remotes.json:
// SSH hosts (an ssh destination as in ~/.ssh/config, a work folder and the harness folder there) and one
// Slurm cluster (sbatch options). `kiln remote add/list/install`, `kiln run --executor`, the launch
// dialog's executor combo and the executors themselves all read it from here.
#pragma once

#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace kiln {

// $KILN_CONFIG_DIR, else the platform's config location for Kiln (~/.config/kiln).
QString configDir();
QString remotesFile();

struct RemoteHost
{
    QString name;
    QString destination; // what `ssh` takes: host, user@host, or a Host alias of ~/.ssh/config
    QString workDir = QStringLiteral("kiln-work"); // on the host; relative paths are under its home
    QString harnessDir;     // on the host; empty: <workDir>/harness (where `kiln remote install` copies it)
    QStringList sshOptions; // extra ssh arguments (-p PORT, -i KEY, -o ...)
    QStringList gpus{QStringLiteral("0")}; // the host's GPU ids: one evaluation at a time on each
    int connectRetries = 4;                // attempts for a copy or a connection check, with backoff 1, 2, 4... s
    QString effectiveHarnessDir() const
    {
        return harnessDir.isEmpty() ? workDir + QStringLiteral("/harness") : harnessDir;
    }
    QJsonObject toJson() const;
    static RemoteHost fromJson(const QString& name, const QJsonObject& o);
    // A host's keys in remotes.json (model/jsonfields.h); its name is the key it is stored under.
    template <class Fields, class Self> static void fields(Fields& f, Self& h)
    {
        f("destination", h.destination);
        f("work_dir", h.workDir);
        f("harness_dir", h.harnessDir);
        f("ssh_options", h.sshOptions);
        f("gpus", h.gpus);
        f("connect_retries", h.connectRetries);
    }
};

struct SlurmConfig
{
    QString partition, account;
    int gpusPerJob = 1; // for GPU backends; host-backend evaluations ask for none
    QString timeLimit = QStringLiteral("00:30:00");
    QStringList extraOptions; // passed to sbatch as they are
    int maxJobs = 8;          // concurrent evaluations: the "GPU pool" on a cluster
    int maxRequeues = 2;      // a job lost to the cluster (node failure, preemption, time limit) is resubmitted
    int pollMs = 500;         // how often squeue is asked and the output file read
    QJsonObject toJson() const;
    static SlurmConfig fromJson(const QJsonObject& o);
    template <class Fields, class Self> static void fields(Fields& f, Self& s)
    {
        f("partition", s.partition);
        f("account", s.account);
        f("gpus_per_job", s.gpusPerJob);
        f("time_limit", s.timeLimit);
        f("extra_options", s.extraOptions);
        f("max_jobs", s.maxJobs);
        f("max_requeues", s.maxRequeues);
        f("poll_ms", s.pollMs);
    }
};

struct RemoteConfig
{
    QList<RemoteHost> hosts;
    std::optional<SlurmConfig> slurm;
    const RemoteHost* host(const QString& name) const;

    // A missing file is an empty configuration; a broken one is an error naming the file and what is wrong.
    static std::optional<RemoteConfig> load(QString* error);
    bool save(QString* error) const;
};

// The executors a run can choose, for the launch dialog's combo and `kiln run --executor`: "local" first,
// "slurm" when a cluster is configured, then "ssh:NAME" per host.
QStringList configuredExecutors();

} // namespace kiln
