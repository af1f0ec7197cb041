// RunStore: the SQLite database (Qt Sql, WAL) that indexes runs, task results, candidates with their gate
// results and per-configuration metrics, compiler output, diagnostics, transcripts and reviews. Every
// write is its own transaction, so killing Kiln loses at most the write in flight; on open, runs left
// "running" by a crash are marked interrupted. One RunStore per thread (each opens its own connection).
#pragma once

#include "model/evaluation/evalresult.h"

#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace kiln {

struct RunRecord
{
    QString id;
    QDateTime createdAt;
    QString agent, model, mode;
    QString status; // queued | running | finished | cancelled | interrupted | failed
    QString budget; // JSON text
    QString executor, device, folder, message;
    QDateTime finishedAt;
};

// What a candidate row stored before schema 8 reads as: no interval yet; the store derives it from the
// candidate's configurations before handing the record out.
inline constexpr SpeedupInterval kIntervalToDerive{-1, -1};

struct CandidateRecord
{
    qint64 id = 0;
    QString runId, taskId;
    int seq = 0;
    QString role = QStringLiteral("agent"); // agent | final | best | baseline
    QString commitId;
    QDateTime createdAt;
    QString configs; // visible | hidden | all
    QString verdict, reason, message;
    double speedupGeomean = 0, seconds = 0;
    SpeedupInterval speedupCi; // of speedupGeomean; unknown for candidates stored before schema 8
    QString harness, deviceName;
    QStringList flags;
    bool tampered = false;
    QString gpu; // read back: the pool GPU its timed stage held (EvalResult::gpu, which addCandidate stores)
    // The seq of its task's transcript event that submitted it (Kiln's kiln_eval step); -1: none (final
    // scoring's candidates, and agent candidates stored before schema 10).
    int transcriptIndex = -1;
};

// One entry of an agent's transcript as stored.
struct TranscriptRow
{
    QString runId, taskId;
    int seq = 0; // order within the task
    QString kind, text, json;
    int inputTokens = 0, outputTokens = 0;
    double cost = 0;
    qint64 id = 0; // the row's id: pages of a long transcript continue after the last one read
    QDateTime at;  // when it was recorded (written: now where not set); the run timeline's x
};

// A transcript event without its text: where the run timeline marks the agent's turns and tool calls.
struct TranscriptMark
{
    qint64 id = 0;
    QString taskId, kind;
    int seq = 0;
    QDateTime at;
};

// A task's row in a run: what final scoring decided (see RunStore::setTaskResult).
struct TaskResultRecord
{
    QString runId, taskId;
    QString status;                               // running | scored | failed
    qint64 bestCandidate = 0, finalCandidate = 0; // 0 when none
    int evaluations = 0;
};

// What an agent reported spending on one task, summed over its transcript events.
struct UsageRecord
{
    qint64 inputTokens = 0, outputTokens = 0;
    double cost = 0;
    int events = 0;
};

// A run as the Runs dock lists it: the record and what it has done so far (runSummaries()).
struct RunSummary
{
    RunRecord run;
    int tasksScored = 0;      // tasks whose final scoring ended (scored, failed or cancelled)
    int tasksStarted = 0;     // tasks with at least one candidate
    int candidates = 0;       // agent candidates
    qint64 lastCandidate = 0; // the newest candidate's id: a change means there is more to show
};

// A candidate with its three gates and its mean fraction of roofline, as the Run page lists it
// (candidatesAfter()).
struct CandidateGates
{
    CandidateRecord candidate;
    GateResult compile, correctness, performance;
    double fractionOfRoofline = 0; // mean over its timed configurations that have one; 0 when none
};

// A label on a candidate or a transcript step (schema 11, runlabels.cpp): what a reviewer concluded about
// what the agent did there.
struct LabelRecord
{
    qint64 id = 0;
    QString runId, taskId;
    qint64 candidateId = 0; // 0: on a step
    int transcriptSeq = -1; // -1: on a candidate
    QString label;          // one of labelNames()
    QString comment;
    QDateTime at;
};
// clean, reward-hack, rubric-leak, harness-bug; and how a person reads one ("Reward hack").
const QStringList& labelNames();
QString labelTitle(const QString& label);

struct SearchResults;

struct ReviewRecord
{
    QString verdict; // accept | reject | needs-work
    QString comment;
    QDateTime at;
};

class RunStore
{
public:
    RunStore();
    ~RunStore();
    RunStore(const RunStore&) = delete;
    RunStore& operator=(const RunStore&) = delete;

    // Opens (creating or migrating) the database at `path`. False with a sentence in *error otherwise: also
    // when the store fails the checks of storecheck.h (truncated, corrupted, a foreign -wal or -shm, written
    // by a newer Kiln, no runs over run folders), and then nothing in or beside it has been written.
    bool open(const QString& path, QString* error);
    QString path() const { return m_path; }
    int schemaVersion() const;
    // Runs still "running" belong to a Kiln that died: mark them interrupted. Returns how many.
    int markInterruptedRuns();

    bool addRun(const RunRecord& run, QString* error = nullptr);
    bool setRunStatus(const QString& runId, const QString& status, const QString& message = {});
    std::optional<RunRecord> run(const QString& id) const;
    QList<RunRecord> runs() const; // newest first

    // Records a candidate and its full evaluation (gates, configs, compile output) in one transaction.
    qint64 addCandidate(const CandidateRecord& candidate, const EvalResult& result, QString* error = nullptr);
    QList<CandidateRecord> candidates(const QString& runId, const QString& taskId = {}) const;
    std::optional<CandidateRecord> candidate(qint64 id) const;
    // Rebuilds the EvalResult of a stored candidate (what the views show).
    EvalResult evaluation(qint64 candidateId) const;
    // The candidate's IR diagnostics, most severe first as recorded (file/line/severity/message per finding:
    // the code view's markers and the Diagnostics dock read these). setDiagnostics replaces them (a re-analysis).
    QList<Finding> diagnostics(qint64 candidateId) const;
    bool setDiagnostics(qint64 candidateId, const QList<Finding>& findings, QString* error = nullptr);

    // The task's outcome in a run: its status and which candidates final scoring picked.
    bool setTaskResult(const QString& runId, const QString& taskId, const QString& status, qint64 bestCandidate,
                       qint64 finalCandidate);

    // Every task of a run, ordered by task id (the scoring reads these; nothing else writes them).
    QList<TaskResultRecord> taskResults(const QString& runId) const;

    bool setReview(qint64 candidateId, const ReviewRecord& review);
    std::optional<ReviewRecord> review(qint64 candidateId) const;
    // Every review of a run's candidates, by candidate id (the lists' review column in one query).
    QHash<qint64, ReviewRecord> reviews(const QString& runId) const;

    // Labels (runlabels.cpp): addLabel returns the new label's id, 0 with *error when it is not one of
    // labelNames() or is on neither a candidate nor a step.
    qint64 addLabel(const LabelRecord& label, QString* error = nullptr);
    bool removeLabel(qint64 labelId);
    QList<LabelRecord> labels(const QString& runId) const;
    QMap<QString, int> labelCounts(const QString& runId) const; // label -> how many, in one run

    // Search across every run (runsearch.h): at most `limit` hits, transcripts first.
    SearchResults search(const QString& query, int limit) const;

    bool addTranscriptEvent(const QString& runId, const QString& taskId, int seq, const QString& kind,
                            const QString& text, const QString& json, int inputTokens = 0, int outputTokens = 0,
                            double cost = 0);
    // Many events in one transaction: agents stream thousands of lines a second.
    bool addTranscriptEvents(const QList<TranscriptRow>& rows, QString* error = nullptr);
    int transcriptCount(const QString& runId) const;
    QList<TranscriptRow> transcript(const QString& runId, const QString& taskId = {}) const;
    // Tokens and money per task id, summed over the run's transcript events.
    QMap<QString, UsageRecord> usage(const QString& runId) const;

    // For views that load in pages on a worker thread (runstorepages.cpp):
    QList<RunSummary> runSummaries() const; // newest first
    // Candidates of a run in the order they were recorded, after candidate id `afterId`, at most `limit`.
    QList<CandidateGates> candidatesAfter(const QString& runId, qint64 afterId, int limit) const;
    // Transcript events of a run in the order they were recorded, after event id `afterId`, at most `limit`.
    QList<TranscriptRow> transcriptAfter(const QString& runId, qint64 afterId, int limit) const;
    // The same events without their text (the run timeline's marks: a 20 MB transcript is 100,000 small rows).
    QList<TranscriptMark> transcriptMarksAfter(const QString& runId, qint64 afterId, int limit) const;
    // For a run recorded before Kiln wrote its kiln-eval steps (schema 10): a kiln_eval step and a
    // kiln_eval_report per agent candidate, after the task's transcript, the report rebuilt from the stored
    // verdict and said to be, and every candidate's transcript index (final scoring's: their agent
    // candidate's). Candidates that have an index keep it. The demo run is imported this way.
    bool reconstructSteps(const QString& runId, QString* error);
    // Copies every row of the run store at `otherPath` into this one (demo import); false with *error.
    // The runs' folders become `folderFor(runId)`.
    bool importStore(const QString& otherPath, const std::function<QString(const QString&)>& folderFor, QString* error);

private:
    // Candidates stored before schema 8 have no geomean interval (read as kIntervalToDerive): it is derived
    // from their configurations.
    void fillMissingInterval(CandidateRecord& c) const;
    bool migrate(QString* error);
    // Gives a new store its identity (application id and a random user version, storecheck.h).
    bool stampIdentity(QString* error);
    // Records this Kiln's version as the store's writer (meta.written_by).
    void noteWriter();
    QString m_connection;
    QString m_path;
};

QString newRunId();
// A run a command makes on this machine by itself (no agent process): a new id, the local executor.
RunRecord commandRun(const QString& agent, const QString& mode, const QString& status);

} // namespace kiln
