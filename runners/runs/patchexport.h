// A candidate as a patch for `git am` against the task's origin (issue: from accepted kernels to shipped
// code): where each of its files lives in the origin's git work tree, and the mbox text (the evidence as
// the message, a unified diff per file made by libgit2).
#pragma once

#include "model/tasks/task.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace kiln {

// Where an editable file of `task` lives in its origin: `root`, a git work tree (`origin` when given, else
// the one that holds the task's folder), and the file's path in it. A KernelBench problem's candidate is a
// new file, `model_new.py` in a folder named after the problem beside it. Without a git work tree the path
// is the suite's own (`note` says so, and how to apply it).
struct OriginFile
{
    QString root, path, note;
    bool isNew = false;
};
std::optional<OriginFile> originFileOf(const Task& task, const QString& file, const QString& origin, QString* error);

struct PatchFile
{
    QString path;             // in the origin
    QByteArray before, after; // before is empty for a new file
    bool isNew = false;
};

struct PatchMail
{
    QString authorName, authorEmail;
    QDateTime date;
    QString subject, body;
    QList<PatchFile> files;
};

// The mbox a `git am` applies: headers, the message, "---", one diff per file.
std::optional<QByteArray> formatPatch(const PatchMail& mail, QString* error);

// The person exporting, as git would sign: user.name / user.email of the origin's configuration (or the
// global one), else the login and host.
QPair<QString, QString> patchAuthor(const QString& originRoot);

} // namespace kiln
