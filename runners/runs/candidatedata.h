// CandidateData: everything the candidate and diff pages show about one stored candidate, read in one go
// on a worker thread (its own store connection, the run's git repository through libgit2, the IR files
// the evaluating host kept): the record, its run, the evaluation, the source files of its commit, PTX and
// SASS, the review and the neighbours a diff is asked against (previous, best). The pages never touch the
// store or the disk on the GUI thread.
#pragma once

#include "model/diagnostics/compilermessages.h"
#include "model/diagnostics/finding.h"
#include "model/diagnostics/resourceusage.h"
#include "model/store/runstore.h"
#include "model/tasks/task.h"

#include <QList>
#include <QString>
#include <optional>

namespace kiln {

struct NamedText
{
    QString name; // file name as shown in a tab ("softmax.cu", "softmax.ptx")
    QString text;
};

struct CandidateData
{
    qint64 id = 0;     // 0: the task's baseline (see loadBaseline)
    QString error;     // why nothing could be read (unknown id, no store); the rest is then empty
    QStringList notes; // what is missing and why ("the run folder ... is not on this machine")
    CandidateRecord record;
    RunRecord run;
    EvalResult eval;
    QString runFolder;        // where the run's folder was found ("" when it is not on this machine)
    QList<NamedText> sources; // the editable files of its commit
    QList<NamedText> ptx;     // from the evaluating host's intermediates
    QList<NamedText> sass;    // *.sass kept next to them (cuobjdump -sass), when the host had cuobjdump
    QString irFolder;         // the intermediates folder ("" when none was found)
    QStringList cubins;       // compiled objects there, for the "no SASS stored" note
    std::optional<ReviewRecord> review;
    QList<LabelRecord> labels; // on this candidate (RunStore::labels), oldest first
    QList<Finding> findings;   // the IR diagnostics stored for it (RunStore::diagnostics), most severe first
    qint64 previousId = 0;     // the agent candidate before this one in the same run and task
    qint64 bestId = 0;         // final scoring's best of the same run and task

    bool isBaseline() const { return id == 0; }
    // The compile-time tunables it was built with ("BLOCK=64"); empty for the source's defaults.
    QString tunables() const;
    // "tune #2 · best" / "baseline": what tabs, pickers and diff columns call it.
    QString shortLabel() const;
    // The compile output of `object` (candidate | baseline | reference), empty when not stored.
    QString compileOutput(const QString& object = QStringLiteral("candidate")) const;
    // What the pages read from that output, with model/diagnostics' parsers (the ones kiln-eval and the
    // rules use): the compiler's messages, and resource usage per kernel (ptxas -v, AMDGPU remarks).
    QList<CompilerMessage> compilerMessages(const QString& object = QStringLiteral("candidate")) const;
    QList<KernelResources> resourceUsage(const QString& object = QStringLiteral("candidate")) const;
};

// The file of `files` (the candidate's, relative) that a compiler or a finding named as `printed`: compared
// by path suffix, since the evaluating host prints its absolute path. Empty when none is.
QString matchSourceFile(const QString& printed, const QStringList& files);
// The lines of `file` (one of `files`) a finding points at, for markers; a finding that names no file
// belongs to the only source file when there is one.
QList<int> findingLines(const Finding& f, const QString& file, const QStringList& files);
// A finding's hover text on a marked line: "report REG_SPILL (gemm): spilled ... — hint".
QString findingMarkerText(const Finding& f);

// Reads candidate `id` from the store at `storePath`. Thread-safe: call it from QtConcurrent.
CandidateData loadCandidate(const QString& storePath, qint64 id);

// The task's baseline as a diff side: its editable files from the task folder, and the baseline's times and
// compile output as `other` (a candidate of the same task) measured them.
CandidateData loadBaseline(const Task& task, const CandidateData& other);

// One entry of the diff page's pickers.
struct CandidateChoice
{
    CandidateRecord record;
    QString agent;
    std::optional<ReviewRecord> review;
    // "tune #2 · best · 1.012× · 20261129-184253-1196"
    QString label() const;
};

// Every stored candidate of `taskId` over all runs, newest run first, with its review (the pickers).
QList<CandidateChoice> taskCandidates(const QString& storePath, const QString& taskId);

} // namespace kiln
