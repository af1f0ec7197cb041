// The leaderboard: entries (one run, or one agent with its runs pooled) as rows, the tasks any of them
// attempted as columns. Every entry is scored over the same columns, so a task one entry skipped counts
// against it instead of vanishing from its denominator. The CLI report, the JSON/CSV/HTML writers and the
// GUI's LeaderboardModel all read this one structure, which is how they show the same numbers.
#pragma once

#include "aggregate.h"

#include <QDateTime>
#include <QMap>

namespace kiln::scoring {

// One run's task inputs, as the loader read them.
struct RunInputs
{
    QString runId, agent, model;
    QDateTime createdAt, finishedAt;
    QList<TaskInput> tasks;
    QStringList issues;        // what the loader had to assume (a task missing from the loaded suites, ...)
    QString device;            // what its candidates were timed on ("NVIDIA H200"; the most frequent), "" when none was
    QMap<QString, int> labels; // reviewers' labels on its candidates and steps: label -> how many
};

struct EntryInput
{
    QString id;            // the run id, or the agent label when runs are pooled
    QString label;         // for people
    QList<RunInputs> runs; // oldest first
};

struct ScoringOptions
{
    BootstrapOptions bootstrap;
    // Speedups within this relative distance are a tie in comparisons: the harness's own target relative
    // standard error is 1%, so two medians 2% apart are not told apart by one measurement each.
    double tieRelative = 0.02;
};

struct Entry
{
    QString id, label, agent, model;
    QString device; // what its runs were timed on: entries are ranked only against their device's
    int group = 0;  // index into Leaderboard::groups
    QStringList runIds;
    QList<TaskScore> cells;   // one per leaderboard column: the latest run that attempted the task
    QList<TaskScore> samples; // every (run, column of its group) pair: what the aggregates are computed over
    Breakdown scores;
    QMap<QString, int> labels; // summed over its runs (reward-hack 2, clean 5...)
    int rank = 0;              // within its group, by mean AgentKernelArena points; equal points share a rank
};

// Entries timed on one device, scored over the tasks any of them attempted (its coverage's denominator):
// times from an H200 and from a Xeon are not one ranking.
struct DeviceGroup
{
    QString device;      // "" for entries whose device is not known
    QStringList columns; // task ids in its scope
};

struct Leaderboard
{
    QList<TaskMeta> columns;   // sorted by category, then id (every group's tasks)
    QList<Entry> entries;      // by group, then in rank order
    QList<DeviceGroup> groups; // in order of their best entry's points
    ScoringOptions options;
    QStringList issues;
};

Leaderboard buildLeaderboard(const QList<EntryInput>& inputs, const ScoringOptions& options = {});

// A/B over the leaderboard's columns, paired task by task.
// Fewer paired tasks than this are never called different: resampling one or two tasks gives an interval
// with no width, which would call any single measurement significant.
constexpr int kMinPairedTasks = 5;

struct PairedDifference
{
    Headline metric;
    double a = 0, b = 0;
    double difference = 0; // a - b; for the geomean speedup, a / b over tasks correct in both
    int counted = 0;       // tasks the difference is over
    Interval interval;     // paired bootstrap over those tasks
    // The interval excludes "no difference" (0, or a ratio of 1) over at least kMinPairedTasks tasks.
    bool significant() const;
    bool ratio() const { return metric == Headline::GeomeanSpeedup; }
};

struct ComparisonRow
{
    int column = 0;
    std::optional<double> ratio; // speedup A / speedup B when both are correct and timed
    int winner = 0;              // 1: A faster, -1: B faster, 0: tie or not comparable
};

struct Comparison
{
    int entryA = 0, entryB = 0;
    QList<ComparisonRow> rows; // one per column
    int aWins = 0, bWins = 0, ties = 0;
    int onlyACorrect = 0, onlyBCorrect = 0, bothCorrect = 0, neitherCorrect = 0;
    QList<PairedDifference> differences;
};

Comparison compare(const Leaderboard& board, int entryA, int entryB);

} // namespace kiln::scoring
