#include "candidaterepo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <git2.h>

namespace kiln {

namespace {

QString lastGitError(const char* what)
{
    const git_error* e = git_error_last();
    return QStringLiteral("%1: %2").arg(QLatin1String(what), e && e->message ? QString::fromUtf8(e->message)
                                                                             : QStringLiteral("unknown libgit2 error"));
}

// libgit2 is initialised once per process and shut down at exit.
struct GitLibrary
{
    GitLibrary() { git_libgit2_init(); }
    ~GitLibrary() { git_libgit2_shutdown(); }
};

void ensureLibrary()
{
    static GitLibrary library;
}

QString refName(const QString& task)
{
    return QStringLiteral("refs/heads/candidates/") + task;
}

// Builds a tree for `files`, nesting folders, and returns its id.
bool writeTree(git_repository* repo, const QMap<QString, QByteArray>& files, git_oid* out, QString* error)
{
    QMap<QString, QMap<QString, QByteArray>> sub;
    git_treebuilder* tb = nullptr;
    if (git_treebuilder_new(&tb, repo, nullptr) != 0) {
        *error = lastGitError("creating a tree");
        return false;
    }
    bool ok = true;
    for (auto it = files.begin(); it != files.end() && ok; ++it) {
        const qsizetype slash = it.key().indexOf(QLatin1Char('/'));
        if (slash > 0) {
            sub[it.key().left(slash)][it.key().mid(slash + 1)] = it.value();
            continue;
        }
        git_oid blob;
        ok = git_blob_create_from_buffer(&blob, repo, it.value().constData(), static_cast<size_t>(it.value().size())) ==
                 0 &&
             git_treebuilder_insert(nullptr, tb, it.key().toUtf8().constData(), &blob, GIT_FILEMODE_BLOB) == 0;
        if (!ok)
            *error = lastGitError("storing a file");
    }
    for (auto it = sub.begin(); it != sub.end() && ok; ++it) {
        git_oid tree;
        ok = writeTree(repo, it.value(), &tree, error) &&
             git_treebuilder_insert(nullptr, tb, it.key().toUtf8().constData(), &tree, GIT_FILEMODE_TREE) == 0;
    }
    if (ok && git_treebuilder_write(out, tb) != 0) {
        *error = lastGitError("writing a tree");
        ok = false;
    }
    git_treebuilder_free(tb);
    return ok;
}

void readTree(git_repository* repo, git_tree* tree, const QString& prefix, QMap<QString, QByteArray>& out)
{
    for (size_t i = 0; i < git_tree_entrycount(tree); ++i) {
        const git_tree_entry* e = git_tree_entry_byindex(tree, i);
        const QString name = prefix + QString::fromUtf8(git_tree_entry_name(e));
        git_object* obj = nullptr;
        if (git_tree_entry_to_object(&obj, repo, e) != 0)
            continue;
        if (git_object_type(obj) == GIT_OBJECT_TREE) {
            readTree(repo, reinterpret_cast<git_tree*>(obj), name + QLatin1Char('/'), out);
        } else if (git_object_type(obj) == GIT_OBJECT_BLOB) {
            auto* blob = reinterpret_cast<git_blob*>(obj);
            out[name] = QByteArray(static_cast<const char*>(git_blob_rawcontent(blob)),
                                   static_cast<qsizetype>(git_blob_rawsize(blob)));
        }
        git_object_free(obj);
    }
}

} // namespace

CandidateRepo::CandidateRepo()
{
    ensureLibrary();
}

CandidateRepo::~CandidateRepo()
{
    git_repository_free(m_repo);
}

bool CandidateRepo::open(const QString& folder, QString* error)
{
    const QByteArray path = QDir(folder).absolutePath().toUtf8();
    if (git_repository_open_bare(&m_repo, path.constData()) == 0)
        return true;
    if (git_repository_init(&m_repo, path.constData(), 1 /* bare */) != 0) {
        *error = lastGitError("creating the candidate repository");
        return false;
    }
    return true;
}

std::optional<QString> CandidateRepo::commit(const QString& task, const QMap<QString, QByteArray>& files,
                                             const QString& message, QString* error)
{
    git_oid treeId, commitId;
    if (!writeTree(m_repo, files, &treeId, error))
        return std::nullopt;
    git_tree* tree = nullptr;
    git_signature* sig = nullptr;
    git_commit* parent = nullptr;
    git_oid parentId;
    const QByteArray ref = refName(task).toUtf8();
    const bool hasParent = git_reference_name_to_id(&parentId, m_repo, ref.constData()) == 0 &&
                           git_commit_lookup(&parent, m_repo, &parentId) == 0;
    std::optional<QString> result;
    if (git_tree_lookup(&tree, m_repo, &treeId) != 0 || git_signature_now(&sig, "Kiln", "kiln@localhost") != 0) {
        *error = lastGitError("preparing the commit");
    } else {
        const git_commit* parents[] = {parent};
        if (git_commit_create(&commitId, m_repo, ref.constData(), sig, sig, "UTF-8", message.toUtf8().constData(), tree,
                              hasParent ? 1 : 0, parents) != 0) {
            *error = lastGitError("committing the candidate");
        } else {
            char hex[GIT_OID_HEXSZ + 1] = {};
            git_oid_tostr(hex, sizeof hex, &commitId);
            result = QString::fromLatin1(hex);
        }
    }
    git_commit_free(parent);
    git_signature_free(sig);
    git_tree_free(tree);
    return result;
}

std::optional<QMap<QString, QByteArray>> CandidateRepo::files(const QString& commitId, QString* error) const
{
    git_oid id;
    git_commit* commit = nullptr;
    git_tree* tree = nullptr;
    if (git_oid_fromstr(&id, commitId.toLatin1().constData()) != 0 || git_commit_lookup(&commit, m_repo, &id) != 0 ||
        git_commit_tree(&tree, commit) != 0) {
        *error = lastGitError(qPrintable(QStringLiteral("reading commit %1").arg(commitId)));
        git_commit_free(commit);
        return std::nullopt;
    }
    QMap<QString, QByteArray> out;
    readTree(m_repo, tree, QString(), out);
    git_tree_free(tree);
    git_commit_free(commit);
    return out;
}

QStringList CandidateRepo::history(const QString& task) const
{
    QStringList ids;
    git_revwalk* walk = nullptr;
    if (git_revwalk_new(&walk, m_repo) != 0)
        return ids;
    git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL | GIT_SORT_REVERSE);
    if (git_revwalk_push_ref(walk, refName(task).toUtf8().constData()) == 0) {
        git_oid id;
        while (git_revwalk_next(&id, walk) == 0) {
            char hex[GIT_OID_HEXSZ + 1] = {};
            git_oid_tostr(hex, sizeof hex, &id);
            ids << QString::fromLatin1(hex);
        }
    }
    git_revwalk_free(walk);
    return ids;
}

std::optional<QMap<QString, QByteArray>> readFiles(const QString& folder, const QStringList& names, QString* error)
{
    QMap<QString, QByteArray> out;
    for (const QString& n : names) {
        QFile f(QDir(folder).filePath(n));
        if (!f.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read %1: %2").arg(f.fileName(), f.errorString());
            return std::nullopt;
        }
        out[n] = f.readAll();
    }
    return out;
}

bool writeFiles(const QMap<QString, QByteArray>& files, const QString& folder, QString* error)
{
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QString path = QDir(folder).filePath(it.key());
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(it.value()) != it.value().size()) {
            *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
            return false;
        }
    }
    return true;
}

} // namespace kiln
