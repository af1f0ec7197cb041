// CandidateRepo: the git repository (libgit2) in a run's folder that keeps every candidate a run produced
// as a commit of the task's editable files, so any two candidates can be diffed and any one restored
// exactly, on this machine or another one the run folder was copied to.
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

struct git_repository;

namespace kiln {

class CandidateRepo
{
public:
    CandidateRepo();
    ~CandidateRepo();
    CandidateRepo(const CandidateRepo&) = delete;
    CandidateRepo& operator=(const CandidateRepo&) = delete;

    // Opens the repository at `folder`, creating it (bare: it holds history, not a work tree) if needed.
    bool open(const QString& folder, QString* error);

    // Commits `files` (relative path -> contents) on the branch `task` (one branch per task, slashes kept);
    // returns the commit id (40 hex digits).
    std::optional<QString> commit(const QString& task, const QMap<QString, QByteArray>& files, const QString& message,
                                  QString* error);
    // Reads the files of a commit back.
    std::optional<QMap<QString, QByteArray>> files(const QString& commitId, QString* error) const;
    // Commit ids of a task's branch, oldest first.
    QStringList history(const QString& task) const;

private:
    git_repository* m_repo = nullptr;
};

// Reads `names` from `folder` for a snapshot; nullopt with *error naming the missing file.
std::optional<QMap<QString, QByteArray>> readFiles(const QString& folder, const QStringList& names, QString* error);
// Writes a snapshot into `folder` (creating subfolders): the clean copy a candidate is evaluated from.
bool writeFiles(const QMap<QString, QByteArray>& files, const QString& folder, QString* error);

} // namespace kiln
