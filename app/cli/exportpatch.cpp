// kiln export-patch CANDIDATE [--output FILE] [--origin DIR] [--suite DIR]...
// A candidate (a reviewed one, or a dispatcher) as a patch for `git am` against the task's origin: the git
// work tree that holds the task (or --origin, a clone of it), each editable file diffed against the
// origin's, the message Kiln's evidence (runners/runs/patchexport.h, model/shipping/patchevidence.h).
// Exit 0 written, 2 usage or unknown candidate, 3 its files or the origin's cannot be read.
#include "clicommand.h"

#include "model/resourcepaths.h"
#include "model/shipping/patchevidence.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/patchexport.h"
#include "runners/runs/runfolder.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>

namespace kiln::cli {

namespace {

std::optional<Task> taskOf(const RunRecord& run, const QString& taskId, const QStringList& extraSuites)
{
    QStringList suites = QStringList{bundledSuiteDir()} + extraSuites;
    QString ignored; // without run.json: the bundled suite and the ones given
    if (const auto config = RunFolder(locateRunFolder(run.folder, run.id)).readConfig(&ignored))
        suites += config->suites;
    std::optional<Task> task;
    for (const QString& dir : suites) {
        const Suite s = loadSuite(dir); // kept: find() points into it
        if (const Task* t = s.find(taskId))
            task = *t;
    }
    return task;
}

} // namespace

int exportPatchCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("candidate"),
                            QStringLiteral("Candidate id (kiln runs show RUN lists them)."));
    QCommandLineOption output(QStringLiteral("output"), QStringLiteral("Write the patch here instead of stdout."),
                              QStringLiteral("FILE"));
    QCommandLineOption origin(
        QStringLiteral("origin"),
        QStringLiteral("A clone of the task's origin (default: the git work tree holding the task)."),
        QStringLiteral("DIR"));
    const QCommandLineOption suite = suiteOption();
    p.addOptions({output, origin, suite});
    bool numeric = false;
    if (!p.parse(args) || p.positionalArguments().size() != 1 ||
        (p.positionalArguments().first().toLongLong(&numeric), !numeric))
        return usageExit(p, QStringLiteral("export-patch"));
    RunStore store;
    QString error;
    if (!store.open(storePath(), &error)) {
        err(QStringLiteral("kiln export-patch: %1").arg(error));
        return 3;
    }
    const qint64 id = p.positionalArguments().first().toLongLong();
    const auto candidate = store.candidate(id);
    const auto run = candidate ? store.run(candidate->runId) : std::nullopt;
    if (!candidate || !run) {
        err(QStringLiteral("kiln export-patch: no candidate %1; 'kiln runs show RUN' lists a run's candidates")
                .arg(id));
        return 2;
    }
    const auto task = taskOf(*run, candidate->taskId, p.values(suite));
    if (!task) {
        err(QStringLiteral(
                "kiln export-patch: task %1 of run %2 is in none of its suites here; give its suite with --suite")
                .arg(candidate->taskId, run->id));
        return 2;
    }
    CandidateRepo repo;
    std::optional<QMap<QString, QByteArray>> files;
    const QString folder = locateRunFolder(run->folder, run->id);
    if (candidate->commitId.isEmpty())
        error = QStringLiteral("it was recorded without its files");
    else if (folder.isEmpty())
        error = QStringLiteral("the run's folder (%1) is not on this machine").arg(run->folder);
    else if (repo.open(RunFolder(folder).repoPath(), &error))
        files = repo.files(candidate->commitId, &error);
    if (!files) {
        err(QStringLiteral("kiln export-patch: candidate %1's files cannot be read: %2").arg(id).arg(error));
        return 3;
    }
    PatchMail mail;
    QString root, notes;
    for (const QString& name : task->editable) {
        const auto where = originFileOf(*task, name, p.value(origin), &error);
        if (!where) {
            err(QStringLiteral("kiln export-patch: %1").arg(error));
            return 3;
        }
        root = where->root;
        if (!where->note.isEmpty())
            notes = where->note;
        PatchFile f{where->path, {}, files->value(name), where->isNew};
        if (!f.isNew) {
            QFile before(QDir(where->root).filePath(where->path));
            if (!before.open(QIODevice::ReadOnly)) {
                err(QStringLiteral("kiln export-patch: cannot read the origin's %1: %2")
                        .arg(before.fileName(), before.errorString()));
                return 3;
            }
            f.before = before.readAll();
        }
        mail.files << f;
    }
    const auto [name, email] = patchAuthor(root);
    const PatchEvidence evidence = patchEvidence(*task, *run, *candidate, store.evaluation(id), store.review(id), name);
    mail.authorName = name;
    mail.authorEmail = email;
    mail.date = QDateTime::currentDateTimeUtc();
    mail.subject = evidence.subject;
    mail.body = evidence.body;
    const auto patch = formatPatch(mail, &error);
    if (!patch) {
        err(QStringLiteral("kiln export-patch: %1").arg(error));
        return 3;
    }
    if (!notes.isEmpty())
        err(notes);
    if (!p.isSet(output)) {
        std::fwrite(patch->constData(), 1, static_cast<size_t>(patch->size()), stdout);
        return 0;
    }
    QFile f(p.value(output));
    if (!f.open(QIODevice::WriteOnly) || f.write(*patch) != patch->size()) {
        err(QStringLiteral("kiln export-patch: cannot write %1: %2").arg(f.fileName(), f.errorString()));
        return 3;
    }
    err(QStringLiteral("patch written to %1 (git am %1, in a clone of %2)").arg(f.fileName(), root));
    return 0;
}

} // namespace kiln::cli
