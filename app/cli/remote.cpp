// kiln remote list
// kiln remote add NAME DESTINATION [--work-dir DIR] [--harness-dir DIR] [--ssh-option OPT]... [--gpus 0,1]
// kiln remote add slurm [--partition P] [--account A] [--gpus-per-job N] [--time HH:MM:SS]
//                       [--sbatch-option OPT]... [--max-jobs N] [--max-requeues N]
// kiln remote install NAME
// The places evaluations can go besides this machine (remotes.json in Kiln's config folder), and the one
// step a GPU host needs: the harness binaries copied there (they need no Qt), then a look at what the host
// has — GPU and driver, toolchains, the harness answering, its measured ceilings.
#include "clicommand.h"

#include "runners/evaluation/evalrequest.h"
#include "runners/remote/remoteagent.h"
#include "runners/remote/remoteconfig.h"
#include "runners/remote/remotepaths.h"
#include "runners/remote/sshexecutor.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace kiln::cli {

namespace {

// The CLI may wait: nothing else runs on its event loop. Connection failures are tried again with backoff.
ToolResult runRemoteTool(const QString& program, const QStringList& args, int attempts, int timeoutMs = 120000)
{
    ToolCall call = connectionRetryingCall(program, args, attempts, timeoutMs);
    call.onRetry = [program](const QString& why, int wait) {
        err(QStringLiteral("kiln remote: %1 lost the connection (%2); trying again in %3 s")
                .arg(program, why)
                .arg(wait));
    };
    return runTool(call);
}

int list()
{
    QString error;
    const auto config = RemoteConfig::load(&error);
    if (!config) {
        err(QStringLiteral("kiln remote: %1").arg(error));
        return 3;
    }
    out(QStringLiteral("config: %1").arg(remotesFile()));
    out(QStringLiteral("executors: %1").arg(configuredExecutors().join(", ")));
    for (const auto& h : config->hosts)
        out(QStringLiteral("ssh:%1  %2  work %3  harness %4  gpus %5%6")
                .arg(h.name, h.destination, h.workDir, h.effectiveHarnessDir(), h.gpus.join(','),
                     h.sshOptions.isEmpty() ? QString() : QStringLiteral("  ssh %1").arg(h.sshOptions.join(' '))));
    if (config->slurm) {
        const SlurmConfig& s = *config->slurm;
        out(QStringLiteral(
                "slurm  partition %1  account %2  %3 GPU(s) per job  time %4  up to %5 jobs  %6 requeue(s)%7")
                .arg(s.partition.isEmpty() ? QStringLiteral("(default)") : s.partition,
                     s.account.isEmpty() ? QStringLiteral("(default)") : s.account)
                .arg(s.gpusPerJob)
                .arg(s.timeLimit)
                .arg(s.maxJobs)
                .arg(s.maxRequeues)
                .arg(s.extraOptions.isEmpty() ? QString()
                                              : QStringLiteral("  sbatch %1").arg(s.extraOptions.join(' '))));
    }
    if (config->hosts.isEmpty() && !config->slurm)
        out(QStringLiteral(
            "no remote host or cluster yet: kiln remote add NAME user@gpu-box, or kiln remote add slurm"));
    return 0;
}

int add(const QStringList& args)
{
    QCommandLineParser p;
    QCommandLineOption work(QStringLiteral("work-dir"), QStringLiteral("add NAME: the work folder on the host."),
                            QStringLiteral("DIR"));
    QCommandLineOption harness(
        QStringLiteral("harness-dir"),
        QStringLiteral("add NAME: the harness folder on the host (kiln remote install fills it)."),
        QStringLiteral("DIR"));
    QCommandLineOption sshOpt(QStringLiteral("ssh-option"),
                              QStringLiteral("add NAME: an extra ssh argument (repeatable)."), QStringLiteral("OPT"));
    QCommandLineOption gpus(QStringLiteral("gpus"),
                            QStringLiteral("add NAME: the GPU ids on the host to use, such as 0,1."),
                            QStringLiteral("IDS"));
    QCommandLineOption partition(QStringLiteral("partition"), QStringLiteral("add slurm: the partition."),
                                 QStringLiteral("P"));
    QCommandLineOption account(QStringLiteral("account"), QStringLiteral("add slurm: the account."),
                               QStringLiteral("A"));
    QCommandLineOption gpusPerJob(QStringLiteral("gpus-per-job"), QStringLiteral("add slurm: GPUs per job."),
                                  QStringLiteral("N"));
    QCommandLineOption time(QStringLiteral("time"), QStringLiteral("add slurm: the time limit per job, HH:MM:SS."),
                            QStringLiteral("T"));
    QCommandLineOption sbatchOpt(QStringLiteral("sbatch-option"),
                                 QStringLiteral("add slurm: an extra sbatch option (repeatable)."),
                                 QStringLiteral("OPT"));
    QCommandLineOption maxJobs(QStringLiteral("max-jobs"), QStringLiteral("add slurm: jobs at once at most."),
                               QStringLiteral("N"));
    QCommandLineOption maxRequeues(QStringLiteral("max-requeues"),
                                   QStringLiteral("add slurm: requeues of a job at most."), QStringLiteral("N"));
    QCommandLineOption poll(QStringLiteral("poll-ms"), QStringLiteral("add slurm: how often squeue is asked, ms."),
                            QStringLiteral("MS"));
    p.addOptions(
        {work, harness, sshOpt, gpus, partition, account, gpusPerJob, time, sbatchOpt, maxJobs, maxRequeues, poll});
    p.addPositionalArgument(QStringLiteral("name"), QStringLiteral("Host name, or slurm."));
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("remote"), QStringLiteral("kiln remote add: "));
    const QStringList pos = p.positionalArguments().mid(1); // after "add"
    QString error;
    auto config = RemoteConfig::load(&error);
    if (!config) {
        err(QStringLiteral("kiln remote: %1").arg(error));
        return 3;
    }
    if (pos.value(0) == QLatin1String("slurm")) {
        SlurmConfig s = config->slurm.value_or(SlurmConfig{});
        if (p.isSet(partition))
            s.partition = p.value(partition);
        if (p.isSet(account))
            s.account = p.value(account);
        if (p.isSet(gpusPerJob))
            s.gpusPerJob = std::max(0, p.value(gpusPerJob).toInt());
        if (p.isSet(time))
            s.timeLimit = p.value(time);
        if (p.isSet(sbatchOpt))
            s.extraOptions = p.values(sbatchOpt);
        if (p.isSet(maxJobs))
            s.maxJobs = std::max(1, p.value(maxJobs).toInt());
        if (p.isSet(maxRequeues))
            s.maxRequeues = std::max(0, p.value(maxRequeues).toInt());
        if (p.isSet(poll))
            s.pollMs = std::max(50, p.value(poll).toInt());
        config->slurm = s;
    } else {
        if (pos.size() != 2)
            return usageError(QStringLiteral("remote"),
                              QStringLiteral("kiln remote add: give a NAME and a DESTINATION (user@host)"));
        if (pos[0].contains(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")))) {
            err(QStringLiteral("kiln remote add: '%1' is not a usable name (letters, digits, _ . - only)").arg(pos[0]));
            return 2;
        }
        RemoteHost h;
        if (const RemoteHost* old = config->host(pos[0]))
            h = *old;
        h.name = pos[0];
        h.destination = pos[1];
        if (p.isSet(work))
            h.workDir = p.value(work);
        if (p.isSet(harness))
            h.harnessDir = p.value(harness);
        if (p.isSet(sshOpt))
            h.sshOptions = p.values(sshOpt);
        if (p.isSet(gpus))
            h.gpus = p.value(gpus).split(',', Qt::SkipEmptyParts);
        config->hosts.removeIf([&](const RemoteHost& x) { return x.name == h.name; });
        config->hosts << h;
    }
    if (!config->save(&error)) {
        err(QStringLiteral("kiln remote: %1").arg(error));
        return 3;
    }
    out(QStringLiteral("saved %1; executors: %2").arg(remotesFile(), configuredExecutors().join(", ")));
    return 0;
}

int install(const QString& name)
{
    QString error;
    const auto config = RemoteConfig::load(&error);
    if (!config) {
        err(QStringLiteral("kiln remote: %1").arg(error));
        return 3;
    }
    const RemoteHost* h = config->host(name);
    if (!h) {
        err(QStringLiteral("kiln remote install: no host '%1' in %2; kiln remote add %1 user@host first")
                .arg(name, remotesFile()));
        return 2;
    }
    SshExecutor ssh(*h);
    // What travels: every harness and calibrator built here, and the Python harness.
    QStringList extra;
    const QString hostHarness = harnessProgram(QStringLiteral("host"), &extra, &error);
    if (hostHarness.isEmpty()) {
        err(QStringLiteral("kiln remote install: %1").arg(error));
        return 3;
    }
    QStringList files;
    const QDir dir = QFileInfo(hostHarness).dir();
    for (const QFileInfo& fi : dir.entryInfoList({QStringLiteral("kiln-harness-*"), QStringLiteral("kiln-calibrate-*")},
                                                 QDir::Files | QDir::Executable))
        files << fi.absoluteFilePath();
    // The Python harness's device library (its runners' holds and shared memory) lies beside them.
    for (const QFileInfo& fi : dir.entryInfoList({QStringLiteral("libkiln-pydevice-*.so")}, QDir::Files))
        files << fi.absoluteFilePath();
    QStringList pythonArgs; // python3 kiln_harness.py: the script and its modules travel too
    QString ignored;
    if (!harnessProgram(QStringLiteral("torch"), &pythonArgs, &ignored).isEmpty() &&
        QFileInfo::exists(pythonArgs.value(0)))
        for (const QFileInfo& fi :
             QFileInfo(pythonArgs.value(0)).dir().entryInfoList({QStringLiteral("kiln_harness*.py")}, QDir::Files))
            files << fi.absoluteFilePath();
    const QString target = h->effectiveHarnessDir();
    out(QStringLiteral("copying %1 to %2:%3").arg(files.size()).arg(h->destination, target));
    const ToolResult copy =
        runRemoteTool(QStringLiteral("rsync"),
                      QStringList{QStringLiteral("-a"), QStringLiteral("-e"), ssh.rsyncShell(),
                                  QStringLiteral("--rsync-path=mkdir -p %1 && rsync").arg(shellQuote(target))} +
                          files + QStringList{h->destination + ':' + target + '/'},
                      h->connectRetries);
    if (!copy.ok()) {
        err(QStringLiteral("kiln remote install: copying to %1 failed (exit %2): %3")
                .arg(h->destination)
                .arg(copy.exitCode)
                .arg(copy.why()));
        return 3;
    }
    // One look at the host, in one connection: each line "key: value".
    const QString t = shellQuote(target);
    const QString script =
        QStringLiteral(
            "cd %1 2>/dev/null; "
            "echo \"gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | "
            "head -1)\"; "
            "echo \"rocm: $(rocm-smi --showproductname 2>/dev/null | grep -m1 -i 'card series' | sed 's/.*: "
            "*//')\"; "
            "for t in c++ nvcc hipcc python3 ncu nsys; do echo \"tool $t: $(command -v $t)\"; done; "
            "for b in %1/kiln-harness-*; do [ -x \"$b\" ] && echo \"harness: $b\"; done; "
            // The CUDA calibrator first; on a host without a GPU it reports an error instead of a calibration,
            // and the host calibrator measures.
            "for c in %1/kiln-calibrate-cuda %1/kiln-calibrate-host; do "
            "  [ -x \"$c\" ] || continue; "
            "  r=$(timeout 600 \"$c\" 2>/dev/null | grep -F '\"calibration\"' | tail -1); "
            "  if [ -n \"$r\" ]; then echo \"calibration: $r\"; break; fi; done")
            .arg(t);
    const ToolResult look = runRemoteTool(QStringLiteral("ssh"), ssh.sshArguments(script), h->connectRetries, 700000);
    if (!look.ok()) {
        err(QStringLiteral("kiln remote install: cannot check %1 (exit %2): %3")
                .arg(h->destination)
                .arg(look.exitCode)
                .arg(look.why()));
        return 3;
    }
    int harnesses = 0;
    for (const QString& line : QString::fromUtf8(look.out).split('\n', Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("gpu: ")))
            out(QStringLiteral("GPU and driver: %1")
                    .arg(line.mid(5).isEmpty() ? QStringLiteral("no NVIDIA GPU seen (nvidia-smi)") : line.mid(5)));
        else if (line.startsWith(QLatin1String("rocm: ")) && line.size() > 6)
            out(QStringLiteral("AMD GPU: %1").arg(line.mid(6)));
        else if (line.startsWith(QLatin1String("tool ")))
            out(QStringLiteral("  %1 %2").arg(
                line.section(':', 0, 0).mid(5).leftJustified(8),
                line.section(':', 1).trimmed().isEmpty() ? QStringLiteral("missing") : line.section(':', 1).trimmed()));
        else if (line.startsWith(QLatin1String("harness: ")))
            ++harnesses;
        else if (line.startsWith(QLatin1String("calibration: "))) {
            const QJsonObject c = QJsonDocument::fromJson(line.mid(13).toUtf8()).object();
            if (c.value("event").toString() == QLatin1String("calibration")) {
                QStringList figures;
                for (auto it = c.begin(); it != c.end(); ++it)
                    if (it.value().isDouble())
                        figures << QStringLiteral("%1 %2").arg(it.key()).arg(it.value().toDouble(), 0, 'g', 4);
                out(QStringLiteral("calibrated ceilings (%1): %2")
                        .arg(c.value("device").toString(), figures.join(", ")));
            } else {
                out(QStringLiteral("calibration: the calibrator printed nothing usable"));
            }
        }
    }
    out(QStringLiteral("%1 harness binaries installed in %2:%3; kiln run --executor ssh:%4 ... evaluates there")
            .arg(harnesses)
            .arg(h->destination, target, name));
    return harnesses > 0 ? 0 : 3;
}

// What AgentProcess starts for an agent that runs on a host (kiln run --agent-host ssh:NAME): see
// runners/remote/remoteagent.h. Its stdout and stderr are the agent's, its exit code the agent's.
int agent(const QStringList& args)
{
    const qsizetype dashes = args.indexOf(QStringLiteral("--"));
    bool bad = dashes < 0;
    QString host, workspace;
    QMap<QString, QString> env;
    for (qsizetype i = 2; i + 1 < (dashes < 0 ? args.size() : dashes); i += 2) {
        const QString& opt = args[i];
        const QString& value = args[i + 1];
        if (opt == QLatin1String("--host"))
            host = value;
        else if (opt == QLatin1String("--workspace"))
            workspace = value;
        else if (opt == QLatin1String("--env") && value.contains('='))
            env[value.section('=', 0, 0)] = value.section('=', 1);
        else
            bad = true; // anything else: the usage below
    }
    if (bad || dashes + 1 >= args.size() || host.isEmpty() || workspace.isEmpty())
        return usageError(QStringLiteral("remote"),
                          QStringLiteral("kiln remote agent: --host, --workspace and -- PROGRAM"));
    QString error;
    const auto config = RemoteConfig::load(&error);
    const RemoteHost* h = config ? config->host(host) : nullptr;
    if (!h) {
        err(QStringLiteral("kiln remote agent: %1")
                .arg(config ? QStringLiteral("no host '%1' in %2").arg(host, remotesFile()) : error));
        return 2;
    }
    // The run manager's variables for command-template agents (AgentProcess set them for this process).
    for (const char* name : {"KILN_RUN_ID", "KILN_TASK_ID"})
        if (qEnvironmentVariableIsSet(name))
            env.insert(QString::fromLatin1(name), qEnvironmentVariable(name));
    RemoteAgentSession session(*h, workspace, args[dashes + 1], args.mid(dashes + 2), env);
    return session.exec();
}

} // namespace

int remoteCommand(const QStringList& args)
{
    const QString sub = args.value(1);
    if (sub == QLatin1String("list"))
        return list();
    if (sub == QLatin1String("add"))
        return add(args);
    if (sub == QLatin1String("install") && args.size() == 3)
        return install(args.value(2));
    if (sub == QLatin1String("agent"))
        return agent(args);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h"))
        return add({args.value(0), QStringLiteral("add"), sub}); // the help, with `add`'s options: the only ones
    return usageError(QStringLiteral("remote"),
                      sub.isEmpty() ? QString() : QStringLiteral("kiln remote: no subcommand '%1'").arg(sub));
}

} // namespace kiln::cli
