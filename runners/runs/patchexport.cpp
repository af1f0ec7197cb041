#include "patchexport.h"

#include <QDir>
#include <QFileInfo>
#include <QHostInfo>
#include <QLocale>

#include <git2.h>

namespace kiln {

namespace {

struct Git
{
    Git() { git_libgit2_init(); }
    ~Git() { git_libgit2_shutdown(); }
};

QString lastGitError()
{
    const git_error* e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message) : QStringLiteral("unknown libgit2 error");
}

// The work tree of the git repository holding `folder`; empty when none does.
QString workTreeOf(const QString& folder)
{
    Git git;
    git_buf found = GIT_BUF_INIT;
    QString root;
    if (git_repository_discover(&found, folder.toUtf8().constData(), 0, nullptr) == 0) {
        git_repository* repo = nullptr;
        if (git_repository_open(&repo, found.ptr) == 0) {
            if (const char* wd = git_repository_workdir(repo))
                root = QDir(QString::fromUtf8(wd)).absolutePath();
            git_repository_free(repo);
        }
    }
    git_buf_dispose(&found);
    return root;
}

} // namespace

std::optional<OriginFile> originFileOf(const Task& task, const QString& file, const QString& origin, QString* error)
{
    OriginFile o;
    o.root = origin.isEmpty() ? workTreeOf(task.folder) : workTreeOf(origin);
    if (!origin.isEmpty() && o.root.isEmpty()) {
        *error = QStringLiteral("%1 is not in a git work tree; give --origin a clone of the task's origin").arg(origin);
        return std::nullopt;
    }
    QString relative = task.isKernelBench()
                           ? QStringLiteral("%1/model_new.py").arg(QFileInfo(task.reference).completeBaseName())
                           : file;
    o.isNew = task.isKernelBench();
    const QString suiteRelative = QDir(task.suiteRoot).relativeFilePath(QDir(task.folder).filePath(relative));
    if (o.root.isEmpty()) {
        o.root = task.suiteRoot;
        o.path = suiteRelative;
        o.note = QStringLiteral("The suite at %1 is not in a git work tree: paths are the suite's own; apply with "
                                "`git am --directory=<the suite's folder in your repository>`")
                     .arg(task.suiteRoot);
        return o;
    }
    const QString inRoot = QDir(o.root).relativeFilePath(QDir(task.folder).filePath(relative));
    if (!inRoot.startsWith(QLatin1String(".."))) {
        o.path = inRoot;
        return o;
    }
    // A clone elsewhere: the task's files sit at the same place under the suite's folder name.
    const QString suiteName = QFileInfo(task.suiteRoot).fileName();
    for (const QString& candidate :
         {suiteRelative, suiteName + '/' + suiteRelative, QStringLiteral("resources/tasks/") + suiteRelative})
        if (QFileInfo::exists(QDir(o.root).filePath(o.isNew ? QFileInfo(candidate).path() : candidate))) {
            o.path = candidate;
            return o;
        }
    *error =
        QStringLiteral("%1 holds no %2 (nor under %3/ or resources/tasks/): give --origin the clone that has the task")
            .arg(o.root, suiteRelative, suiteName);
    return std::nullopt;
}

std::optional<QByteArray> formatPatch(const PatchMail& mail, QString* error)
{
    Git git;
    QByteArray diffs;
    for (const PatchFile& f : mail.files) {
        git_diff_options opts = GIT_DIFF_OPTIONS_INIT;
        opts.context_lines = 3;
        git_patch* patch = nullptr;
        const QByteArray path = f.path.toUtf8();
        if (git_patch_from_buffers(&patch, f.isNew ? nullptr : f.before.constData(),
                                   f.isNew ? 0 : static_cast<size_t>(f.before.size()),
                                   f.isNew ? nullptr : path.constData(), f.after.constData(),
                                   static_cast<size_t>(f.after.size()), path.constData(), &opts) != 0) {
            *error = QStringLiteral("diffing %1: %2").arg(f.path, lastGitError());
            return std::nullopt;
        }
        git_buf text = GIT_BUF_INIT;
        const bool ok = git_patch_to_buf(&text, patch) == 0;
        if (ok)
            diffs += QByteArray(text.ptr, static_cast<qsizetype>(text.size));
        git_buf_dispose(&text);
        git_patch_free(patch);
        if (!ok) {
            *error = QStringLiteral("writing the diff of %1: %2").arg(f.path, lastGitError());
            return std::nullopt;
        }
    }
    if (diffs.isEmpty()) {
        *error = QStringLiteral("the candidate's files are the same as the origin's: nothing to patch");
        return std::nullopt;
    }
    // The subject in one line of printable ASCII (a mail header); the message itself is UTF-8.
    QString subject;
    for (QChar c : mail.subject.simplified())
        subject += c.unicode() >= 0x20 && c.unicode() < 0x7f ? c : QChar('?');
    const QString date = QLocale::c().toString(mail.date.toUTC(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss '+0000'"));
    QByteArray m = "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n";
    m += "From: " + mail.authorName.toUtf8() + " <" + mail.authorEmail.toUtf8() + ">\n";
    m += "Date: " + date.toUtf8() + "\n";
    m += "Subject: [PATCH] " + subject.toUtf8() + "\n";
    m += "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n\n";
    m += mail.body.toUtf8() + "\n---\n" + diffs;
    if (!diffs.endsWith('\n'))
        m += '\n';
    m += "-- \nKiln\n\n";
    return m;
}

QPair<QString, QString> patchAuthor(const QString& originRoot)
{
    Git git;
    QString name, email;
    git_config* cfg = nullptr;
    git_repository* repo = nullptr;
    if (!originRoot.isEmpty() && git_repository_open(&repo, originRoot.toUtf8().constData()) == 0)
        git_repository_config(&cfg, repo);
    else
        git_config_open_default(&cfg);
    if (cfg) {
        git_buf v = GIT_BUF_INIT;
        if (git_config_get_string_buf(&v, cfg, "user.name") == 0)
            name = QString::fromUtf8(v.ptr);
        git_buf_dispose(&v);
        if (git_config_get_string_buf(&v, cfg, "user.email") == 0)
            email = QString::fromUtf8(v.ptr);
        git_buf_dispose(&v);
        git_config_free(cfg);
    }
    git_repository_free(repo);
    const QString login = qEnvironmentVariable("USER", QStringLiteral("kiln"));
    return {name.isEmpty() ? login : name,
            email.isEmpty() ? QStringLiteral("%1@%2").arg(login, QHostInfo::localHostName()) : email};
}

} // namespace kiln
