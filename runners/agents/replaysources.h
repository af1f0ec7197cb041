// The built-in `replay` agent's candidates (kiln agent-replay): recorded candidates to copy into a
// workspace one after the other, from candidate folders (the editable files of one candidate each, in the
// order given), a tree of them for several tasks (ROOT/<task id>/<candidate>/, in name order), or every
// agent candidate of a previous Kiln run for a task (from that run's repository). For re-scoring, demos and
// tests.
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kiln {

struct ReplayCandidate
{
    QString name;                    // its folder, or its commit in the run's repository
    QMap<QString, QByteArray> files; // path relative to the workspace -> contents
};

struct ReplaySources
{
    QStringList folders; // candidate folders, in order
    QString tasksRoot;   // ROOT/<taskId>/<candidate>/ (with taskId)
    QString taskId;      // the workspace's task ($KILN_TASK_ID)
    QString runId;       // a previous run (with taskId)
};

// The candidates in submission order; false with `error` (and whether it is the caller's mistake) when a
// source cannot be read. A tasks root without the task's folder gives no candidates, not an error.
bool replayCandidates(const ReplaySources& sources, QList<ReplayCandidate>* out, QString* error, bool* usage);

} // namespace kiln
