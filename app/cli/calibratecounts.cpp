// kiln calibrate --counts --suite DIR... [--python PYTHON] [--device auto|meta|cpu|cuda] [--recount]
// Counts FLOPs and bytes of every KernelBench problem in the suites, per configuration (visible, hidden and
// the held-out sizes waiting to be checked), with runners/harness/kiln_count.py in a Python that has torch,
// and keeps them in Kiln's data folder (model/importers/kernelbenchcounts.h). From then on the problems'
// rooflines, T_SOL and fraction of SOL use them, marked "counted", and the held-out sizes their own Model ran
// at are hidden configurations. Problems counted before at the same configurations are skipped.
#include "clicommand.h"

#include "model/importers/kernelbenchcounts.h"
#include "model/tasks/boundedread.h"
#include "model/tasks/suiteloader.h"
#include "model/units.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/jsonlinesreader.h"
#include "runners/toolchains.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <algorithm>
#include <optional>

namespace kiln::cli {

namespace {

constexpr int kSilenceLimitMs = 15 * 60 * 1000; // kiln_count.py ends a configuration after 120 s
constexpr qint64 kMaxProblemBytes = 4 * 1024 * 1024;

struct Job
{
    const Task* task = nullptr;
    QByteArray bytes; // the problem file, the key of its counts
    QList<ConfigSpec> configs;
    std::optional<ProblemCounts> known; // counted before: its held-out sizes found not to run stay recorded
};

QJsonObject problemJson(const Job& job)
{
    QJsonArray configs;
    for (const ConfigSpec& c : job.configs) {
        QJsonObject constants;
        for (auto it = c.values.begin(); it != c.values.end(); ++it)
            constants[it.key()] = static_cast<double>(it.value());
        configs.append(QJsonObject{{"name", c.name}, {"constants", constants}});
    }
    return {{"id", job.task->id}, {"path", job.task->absolutePath(job.task->reference)}, {"configs", configs}};
}

// The count script beside the Python harness (KILN_PYTHON_HARNESS moves both).
QString countScript()
{
    QStringList args;
    QString error;
    harnessProgram(QStringLiteral("torch"), &args, &error);
    return args.isEmpty() ? QString() : QFileInfo(args.first()).dir().filePath(QStringLiteral("kiln_count.py"));
}

// One problem's line from kiln_count.py into its counts; a line for a problem that did not load says why.
ProblemCounts countsOf(const QJsonObject& line, const Job& job, const QJsonObject& start)
{
    ProblemCounts counts;
    counts.method = start.value("method").toString();
    counts.torch = start.value("torch").toString();
    counts.countedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const QJsonArray configs = line.value("configs").toArray();
    for (const ConfigSpec& spec : job.configs)
        for (const QJsonValue& v : configs) {
            const QJsonObject c = v.toObject();
            if (c.value("name").toString() != spec.name)
                continue;
            CountedConfig cc;
            cc.name = spec.name;
            cc.values = spec.values;
            cc.ok = c.value("ok").toBool();
            const QJsonObject flops = c.value("flops").toObject();
            for (auto it = flops.begin(); it != flops.end(); ++it)
                cc.cost.flops[it.key()] = it.value().toDouble();
            cc.cost.bytes = c.value("bytes").toDouble();
            cc.device = c.value("device").toString();
            cc.error = c.value("error").toString();
            counts.configs << cc;
        }
    // A size counted before and left out since (its Model did not run there) is not among the task's
    // configurations any more: kept as it was, or it would come back as hidden with the next load. A size
    // that ran and is not derived any more (the importer reads other sizes since) is stale: dropped.
    if (job.known)
        for (const CountedConfig& before : job.known->configs)
            if (!before.ok && std::none_of(counts.configs.begin(), counts.configs.end(), [&](const CountedConfig& c) {
                    return c.name == before.name && c.values == before.values;
                }))
                counts.configs << before;
    return counts;
}

QString describe(const Job& job, const ProblemCounts& counts)
{
    QStringList parts;
    for (const CountedConfig& c : counts.configs) {
        if (!c.ok) {
            parts << QStringLiteral("%1: does not run (%2)").arg(c.name, c.error);
            continue;
        }
        double flops = 0;
        for (double f : c.cost.flops)
            flops += f;
        parts << QStringLiteral("%1: %2, %3")
                     .arg(c.name, formatSi(flops, "FLOP"), formatSi(c.cost.bytes, QStringLiteral("B")));
    }
    return QStringLiteral("%1  %2").arg(job.task->id, parts.join(QStringLiteral("; ")));
}

// The problems of `suites` still to count (every one with `recount`); *alreadyCounted gets the others.
QList<Job> jobsToCount(const QList<Suite>& suites, bool recount, int* alreadyCounted)
{
    QList<Job> jobs;
    for (const Suite& s : suites)
        for (const Task& t : s.tasks) {
            Job job{&t, {}, t.allConfigs() + t.uncheckedHeldOut, std::nullopt};
            const BoundedRead read =
                readBounded(t.absolutePath(t.reference), kMaxProblemBytes, QStringLiteral("a KernelBench problem"));
            if (!read.ok()) {
                err(QStringLiteral("%1: %2").arg(t.absolutePath(t.reference), read.error));
                continue;
            }
            job.bytes = read.bytes;
            job.known = readKernelBenchCounts(job.bytes);
            const bool complete = job.known && job.known->rules >= kKernelBenchCountRules &&
                                  std::all_of(job.configs.begin(), job.configs.end(),
                                              [&](const ConfigSpec& c) { return job.known->find(c); });
            if (complete && !recount)
                ++*alreadyCounted;
            else
                jobs << job;
        }
    return jobs;
}

// One run of kiln_count.py over `jobs`: each problem's counts are written and said as its line arrives.
class CountRun
{
public:
    explicit CountRun(const QList<Job>& jobs) : m_jobs(jobs)
    {
        for (const Job& j : m_jobs)
            m_byId[j.task->id] = &j;
    }

    // The exit code: 0 all counted, 1 some problems failed, 3 the script did not start, count or answer.
    int run(const QString& py, const QString& script, const QString& device, int alreadyCounted)
    {
        QJsonArray problems;
        for (const Job& j : m_jobs)
            problems.append(problemJson(j));
        QProcess proc;
        proc.setProcessChannelMode(QProcess::SeparateChannels);
        proc.start(py, {script});
        if (!proc.waitForStarted(30000)) {
            err(QStringLiteral("kiln calibrate --counts: cannot start %1: %2").arg(py, proc.errorString()));
            return 3;
        }
        proc.write(
            QJsonDocument(QJsonObject{{"problems", problems}, {"device", device}, {"max_bytes", 4.0 * (1ll << 30)}})
                .toJson(QJsonDocument::Compact));
        proc.closeWriteChannel();
        JsonLinesReader lines;
        while (proc.state() != QProcess::NotRunning || proc.bytesAvailable() > 0) {
            if (proc.bytesAvailable() == 0 && !proc.waitForReadyRead(kSilenceLimitMs) &&
                proc.state() != QProcess::NotRunning) {
                err(QStringLiteral("kiln calibrate --counts: %1 printed nothing for %2 minutes; stopped")
                        .arg(script)
                        .arg(kSilenceLimitMs / 60000));
                proc.kill();
                proc.waitForFinished(5000);
                return 3;
            }
            for (const JsonLinesReader::Item& item : lines.feed(proc.readAllStandardOutput()))
                take(item);
        }
        for (const JsonLinesReader::Item& item : lines.finish())
            take(item);
        const QString stderrText = QString::fromUtf8(proc.readAllStandardError()).trimmed();
        if (m_start.isEmpty()) {
            err(QStringLiteral("kiln calibrate --counts: %1 %2 did not start counting%3%4")
                    .arg(py, script,
                         stderrText.contains(QLatin1String("No module named 'torch'"))
                             ? QStringLiteral(": it cannot import torch (name a python3 that can with --python)")
                             : QString(),
                         stderrText.isEmpty() ? QString() : QStringLiteral("\n") + stderrText.right(2000)));
            return 3;
        }
        out(QStringLiteral(
                "counted %1 of %2 problems%3; %4 held-out sizes their own Model does not run at are left out of the "
                "hidden ones; saved in %5")
                .arg(m_counted)
                .arg(m_jobs.size())
                .arg(alreadyCounted ? QStringLiteral(" (%1 counted before)").arg(alreadyCounted) : QString())
                .arg(m_refusedSizes)
                .arg(QFileInfo(kernelBenchCountsPath({})).absolutePath()));
        return m_failed > 0 || m_counted < m_jobs.size() ? 1 : 0;
    }

private:
    void take(const JsonLinesReader::Item& item)
    {
        if (!item.isJson)
            return; // the script prints nothing else on stdout; a stray line is not a count
        const QJsonObject& line = item.object;
        if (line.value("event").toString() == QLatin1String("start")) {
            m_start = line;
            out(QStringLiteral("counting %1 problems with %2 (torch %3, %4)")
                    .arg(m_jobs.size())
                    .arg(line.value("method").toString(), line.value("torch").toString(),
                         line.value("meta").toBool() ? QStringLiteral("meta device")
                                                     : QStringLiteral("no meta device")));
            return;
        }
        const Job* job = m_byId.value(line.value("id").toString());
        if (!job)
            return;
        if (line.contains("error")) {
            ++m_failed;
            err(QStringLiteral("%1: %2").arg(job->task->absolutePath(job->task->reference),
                                             line.value("error").toString()));
            return;
        }
        const ProblemCounts c = countsOf(line, *job, m_start);
        QString error;
        if (!writeKernelBenchCounts(job->bytes, c, &error)) {
            err(QStringLiteral("kiln calibrate --counts: %1").arg(error));
            ++m_failed;
            return;
        }
        ++m_counted;
        for (const CountedConfig& cc : c.configs)
            m_refusedSizes += cc.ok ? 0 : 1;
        const double seconds = line.value("seconds").toDouble();
        out(describe(*job, c) + (seconds >= 5 ? QStringLiteral(" (%1 s)").arg(seconds, 0, 'f', 1) : QString()));
    }

    const QList<Job>& m_jobs;
    QHash<QString, const Job*> m_byId;
    QJsonObject m_start;
    int m_counted = 0, m_refusedSizes = 0, m_failed = 0;
};

} // namespace

int calibrateCountsCommand(const QStringList& args)
{
    QCommandLineParser p;
    const QCommandLineOption counts(QStringLiteral("counts"),
                                    QStringLiteral("Count FLOPs and bytes of imported problems."));
    const QCommandLineOption suite(QStringLiteral("suite"), QStringLiteral("A KernelBench checkout (repeatable)."),
                                   QStringLiteral("DIR"));
    const QCommandLineOption python(QStringLiteral("python"), QStringLiteral("A python3 that imports torch."),
                                    QStringLiteral("PYTHON"));
    // --torch-device: --device-spec is a device spec everywhere else; --device is its older name.
    const QCommandLineOption device({QStringLiteral("torch-device"), QStringLiteral("device")},
                                    QStringLiteral("Where torch counts: auto (default), meta, cpu or cuda."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption recount(QStringLiteral("recount"), QStringLiteral("Count problems counted before too."));
    p.addOptions({counts, suite, python, device, recount});
    if (!p.parse(args) || !p.isSet(counts) || !p.positionalArguments().isEmpty() ||
        (p.isSet(device) && !QStringList{"auto", "meta", "cpu", "cuda"}.contains(p.value(device))))
        return usageExit(p, QStringLiteral("calibrate"));
    if (!p.isSet(suite)) {
        return usageError(QStringLiteral("calibrate"),
                          QStringLiteral("kiln calibrate --counts: name the KernelBench checkout with --suite DIR"));
    }
    QList<Suite> suites;
    for (const QString& dir : p.values(suite)) {
        suites << loadSuite(dir);
        if (suites.last().kind != SuiteKind::KernelBench) {
            err(QStringLiteral(
                    "kiln calibrate --counts: %1 is not a KernelBench checkout (no KernelBench/level1 or level1 "
                    "folder); only imported problems without a declared cost are counted")
                    .arg(dir));
            return 2;
        }
    }
    int alreadyCounted = 0;
    const QList<Job> jobs = jobsToCount(suites, p.isSet(recount), &alreadyCounted);
    const QString py = p.isSet(python) ? p.value(python) : findTool(QStringLiteral("python3")).path;
    const QString script = countScript();
    if (py.isEmpty() || script.isEmpty() || !QFileInfo(script).isFile()) {
        err(QStringLiteral("kiln calibrate --counts: %1")
                .arg(py.isEmpty() ? QStringLiteral("python3 is not on PATH; name one that imports torch with --python")
                                  : QStringLiteral("the count script %1 is missing").arg(script)));
        return 3;
    }
    if (jobs.isEmpty()) {
        out(QStringLiteral("every problem was counted before (%1); --recount counts them again").arg(alreadyCounted));
        return 0;
    }
    return CountRun(jobs).run(py, script, p.value(device).isEmpty() ? QStringLiteral("auto") : p.value(device),
                              alreadyCounted);
}

} // namespace kiln::cli
