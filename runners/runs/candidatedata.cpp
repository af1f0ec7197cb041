#include "candidatedata.h"

#include "model/evaluation/speedupnoise.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/runfolder.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace kiln {

namespace {

// IR files are text a person reads; anything bigger is cut with a note rather than freezing the view.
constexpr qint64 kMaxIrBytes = 8 * 1024 * 1024;

QString readText(const QString& path, QStringList* notes)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        notes->append(QStringLiteral("cannot read %1: %2").arg(path, f.errorString()));
        return {};
    }
    QString text = QString::fromUtf8(f.read(kMaxIrBytes));
    if (f.size() > kMaxIrBytes)
        notes->append(QStringLiteral("%1 is %2 MB; the first 8 MB are shown")
                          .arg(QFileInfo(path).fileName())
                          .arg(f.size() >> 20));
    return text;
}

// The intermediates folder of a candidate's evaluation: eval/TASK/SEQ for the agent's candidates,
// final/TASK/ROLE for final scoring's re-evaluations (build/candidate-ir below either).
QString findIrFolder(const RunFolder& folder, const CandidateRecord& c)
{
    const QString base =
        c.role == QLatin1String("agent") ? folder.evalPath(c.taskId, c.seq) : folder.finalPath(c.taskId, c.role);
    for (const QString& sub : {QStringLiteral("build/candidate-ir"), QStringLiteral("candidate-ir")}) {
        const QString p = QDir(base).filePath(sub);
        if (QFileInfo(p).isDir())
            return p;
    }
    return {};
}

} // namespace

QString CandidateData::shortLabel() const
{
    if (isBaseline())
        return QStringLiteral("baseline");
    QString label =
        QStringLiteral("%1 #%2").arg(run.agent.isEmpty() ? QStringLiteral("candidate") : run.agent).arg(record.seq);
    if (record.role != QLatin1String("agent"))
        label += QStringLiteral(" · ") + candidateRoleText(record.role, record.speedupCi);
    return label;
}

QString CandidateData::tunables() const
{
    QStringList out;
    for (const QString& f : record.flags)
        if (f.startsWith(QLatin1String("tunables:")))
            out << f.mid(9);
    return out.join(QLatin1Char(' '));
}

QString CandidateData::compileOutput(const QString& object) const
{
    for (const CompileOutput& o : eval.compileOutputs)
        if (o.object == object)
            return o.output;
    return {};
}

CandidateData loadCandidate(const QString& storePath, qint64 id)
{
    CandidateData d;
    d.id = id;
    RunStore store;
    QString error;
    if (!store.open(storePath, &error)) {
        d.error = QStringLiteral("cannot open the run store %1: %2").arg(storePath, error);
        return d;
    }
    const auto record = store.candidate(id);
    if (!record) {
        d.error = QStringLiteral("the run store %1 has no candidate %2").arg(storePath).arg(id);
        return d;
    }
    d.record = *record;
    d.run = store.run(record->runId).value_or(RunRecord{});
    d.eval = store.evaluation(id);
    d.review = store.review(id);
    for (const LabelRecord& l : store.labels(record->runId))
        if (l.candidateId == id)
            d.labels << l;
    d.findings = store.diagnostics(id);

    // Neighbours for "diff with previous / best".
    for (const CandidateRecord& c : store.candidates(record->runId, record->taskId))
        if (c.role == QLatin1String("agent") && c.seq < record->seq && c.id != id)
            d.previousId = c.id; // ordered by seq: the last one before is the previous
    for (const TaskResultRecord& t : store.taskResults(record->runId))
        if (t.taskId == record->taskId)
            d.bestId = t.bestCandidate;

    d.runFolder = locateRunFolder(d.run.folder, d.run.id);
    if (d.runFolder.isEmpty()) {
        d.notes << QStringLiteral("The run folder (%1) is not on this machine: the candidate's files and IR are kept "
                                  "there. Copy it to %2 to see them.")
                       .arg(d.run.folder, RunFolder::pathFor(d.run.id));
        return d;
    }
    const RunFolder folder(d.runFolder);
    if (!record->commitId.isEmpty()) {
        CandidateRepo repo;
        if (!repo.open(folder.repoPath(), &error)) {
            d.notes << QStringLiteral("cannot open %1: %2").arg(folder.repoPath(), error);
        } else if (const auto files = repo.files(record->commitId, &error)) {
            for (auto it = files->begin(); it != files->end(); ++it)
                d.sources << NamedText{it.key(), QString::fromUtf8(it.value())};
        } else {
            d.notes << QStringLiteral("commit %1 of %2: %3").arg(record->commitId.left(10), folder.repoPath(), error);
        }
    } else {
        d.notes << QStringLiteral("this candidate was stored without a commit, so its files cannot be shown");
    }

    d.irFolder = findIrFolder(folder, *record);
    if (!d.irFolder.isEmpty()) {
        QDirIterator it(d.irFolder, QDir::Files);
        QStringList names;
        while (it.hasNext())
            names << it.next();
        names.sort();
        for (const QString& path : names) {
            const QString name = QFileInfo(path).fileName();
            const QString suffix = QFileInfo(path).suffix().toLower();
            if (suffix == QLatin1String("ptx"))
                d.ptx << NamedText{name, readText(path, &d.notes)};
            else if (suffix == QLatin1String("sass") ||
                     (suffix == QLatin1String("s") && name.contains(QLatin1String("gfx"))))
                d.sass << NamedText{name, readText(path, &d.notes)};
            else if (suffix == QLatin1String("cubin") && !name.contains(QLatin1String("dlink")))
                d.cubins << path;
        }
    }
    return d;
}

QList<CompilerMessage> CandidateData::compilerMessages(const QString& object) const
{
    return parseCompilerMessages(compileOutput(object));
}

QList<KernelResources> CandidateData::resourceUsage(const QString& object) const
{
    const QString text = compileOutput(object);
    return parsePtxasResourceUsage(text) + parseAmdgpuResourceRemarks(text);
}

QString matchSourceFile(const QString& printed, const QStringList& files)
{
    QString p = printed;
    p.replace(QLatin1Char('\\'), QLatin1Char('/'));
    for (const QString& f : files)
        if (p == f || p.endsWith(QLatin1Char('/') + f))
            return f;
    return {};
}

QString findingMarkerText(const Finding& f)
{
    QString text = QStringLiteral("%1 %2%3: %4")
                       .arg(findingSeverityName(f.severity), f.code,
                            f.kernel.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(f.kernel), f.message);
    if (!f.hint.isEmpty())
        text += QStringLiteral(" — ") + f.hint;
    return text;
}

// The source lines of `file` (one of `files`) a finding points at; a finding that names no file belongs to
// the only source file when there is one.
QList<int> findingLines(const Finding& f, const QString& file, const QStringList& files)
{
    const QString matched = f.file.isEmpty() && files.size() == 1 ? files.first() : matchSourceFile(f.file, files);
    if (matched != file)
        return {};
    QList<int> lines = f.lines;
    if (lines.isEmpty() && f.line > 0)
        lines << f.line;
    return lines;
}

CandidateData loadBaseline(const Task& task, const CandidateData& other)
{
    CandidateData d;
    d.id = 0;
    d.record.taskId = task.id;
    d.record.role = QStringLiteral("baseline");
    d.run = other.run;
    for (const QString& f : task.editable) {
        QStringList notes;
        const QString text = readText(task.absolutePath(f), &notes);
        d.notes << notes;
        d.sources << NamedText{f, text};
    }
    // The baseline's figures are the ones measured beside the other candidate: per configuration its
    // median time, and the compile output of the "baseline" object.
    d.eval.deviceName = other.eval.deviceName;
    d.eval.gpu = other.eval.gpu;
    for (const ConfigResult& c : other.eval.configs) {
        ConfigResult b;
        b.name = c.name;
        b.hidden = c.hidden;
        b.correctness = GateStatus::Pass;
        b.timed = c.timed && c.baseline.medianMs > 0;
        b.candidate = c.baseline;
        b.baseline = c.baseline;
        b.speedup = b.timed ? 1.0 : 0.0;
        b.flops = c.flops;
        b.bytes = c.bytes;
        if (b.timed) {
            const double s = c.baseline.medianMs / 1e3;
            b.achievedFlopsPerS = c.flops / s;
            b.achievedBytesPerS = c.bytes / s;
            b.fractionOfRoofline = c.tSolMs > 0 ? c.tSolMs / c.baseline.medianMs : 0;
        }
        b.tSolMs = c.tSolMs;
        d.eval.configs << b;
    }
    d.eval.speedupGeomean = 1.0;
    for (const CompileOutput& o : other.eval.compileOutputs)
        if (o.object == QLatin1String("baseline")) {
            CompileOutput c = o;
            c.object = QStringLiteral("candidate"); // this side's own object
            d.eval.compileOutputs << c;
        }
    d.notes << QStringLiteral(
        "The baseline's PTX is not kept by the harness; compare the PTX of two candidates instead.");
    return d;
}

QString CandidateChoice::label() const
{
    QString s = QStringLiteral("%1 #%2").arg(agent.isEmpty() ? QStringLiteral("candidate") : agent).arg(record.seq);
    if (record.role != QLatin1String("agent"))
        s += QStringLiteral(" · ") + candidateRoleText(record.role, record.speedupCi);
    if (record.verdict == QLatin1String("pass") && record.speedupGeomean > 0)
        s += QStringLiteral(" · %1×").arg(record.speedupGeomean, 0, 'f', 3);
    else if (!record.verdict.isEmpty())
        s += QStringLiteral(" · ") + record.verdict;
    for (const QString& f : record.flags)
        if (f.startsWith(QLatin1String("tunables:")))
            s += QStringLiteral(" · ") + f.mid(9);
    return s + QStringLiteral(" · ") + record.runId;
}

QList<CandidateChoice> taskCandidates(const QString& storePath, const QString& taskId)
{
    QList<CandidateChoice> out;
    RunStore store;
    QString error;
    if (!store.open(storePath, &error))
        return out;
    for (const RunRecord& run : store.runs()) {
        const QHash<qint64, ReviewRecord> reviews = store.reviews(run.id);
        for (const CandidateRecord& c : store.candidates(run.id, taskId)) {
            CandidateChoice choice{c, run.agent, std::nullopt};
            if (reviews.contains(c.id))
                choice.review = reviews.value(c.id);
            out << choice;
        }
    }
    return out;
}

} // namespace kiln
