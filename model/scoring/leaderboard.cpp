#include "leaderboard.h"

#include <QHash>
#include <algorithm>

namespace kiln::scoring {

namespace {

TaskScore notAttempted(const TaskMeta& meta)
{
    TaskInput in;
    in.task = meta;
    return scoreTask(in);
}

QString joinedUnique(const QList<RunInputs>& runs, QString RunInputs::*field)
{
    QStringList values;
    for (const RunInputs& r : runs)
        if (!(r.*field).isEmpty() && !values.contains(r.*field))
            values << r.*field;
    return values.join(QStringLiteral(", "));
}

Entry scoreEntry(const EntryInput& input, const QList<TaskMeta>& columns, const QStringList& scope,
                 const ScoringOptions& options)
{
    Entry e;
    e.id = input.id;
    e.label = input.label.isEmpty() ? input.id : input.label;
    e.agent = joinedUnique(input.runs, &RunInputs::agent);
    e.model = joinedUnique(input.runs, &RunInputs::model);
    e.device = joinedUnique(input.runs, &RunInputs::device);
    QList<QHash<QString, TaskScore>> byRun;
    for (const RunInputs& run : input.runs) {
        e.runIds << run.runId;
        for (auto it = run.labels.cbegin(); it != run.labels.cend(); ++it)
            e.labels[it.key()] += it.value();
        QHash<QString, TaskScore> scored;
        for (const TaskInput& t : run.tasks)
            scored.insert(t.task.id, scoreTask(t));
        for (const TaskMeta& column : columns)
            if (scope.contains(column.id))
                e.samples << scored.value(column.id, notAttempted(column));
        byRun << scored;
    }
    for (const TaskMeta& column : columns) {
        TaskScore cell = notAttempted(column);
        for (auto it = byRun.crbegin(); it != byRun.crend(); ++it)
            if (it->contains(column.id)) {
                cell = it->value(column.id);
                break;
            }
        e.cells << cell;
    }
    e.scores = breakdown(e.samples, options.bootstrap);
    Cost& cost = e.scores.overall.cost;
    cost.wallKnown = !input.runs.isEmpty();
    for (const RunInputs& run : input.runs) {
        if (run.createdAt.isValid() && run.finishedAt.isValid())
            cost.wallSeconds += run.createdAt.msecsTo(run.finishedAt) / 1000.0;
        else
            cost.wallKnown = false;
    }
    return e;
}

} // namespace

Leaderboard buildLeaderboard(const QList<EntryInput>& inputs, const ScoringOptions& options)
{
    Leaderboard board;
    board.options = options;
    QHash<QString, TaskMeta> metas;
    for (const EntryInput& entry : inputs)
        for (const RunInputs& run : entry.runs) {
            for (const TaskInput& t : run.tasks)
                if (t.attempted && !metas.contains(t.task.id))
                    metas.insert(t.task.id, t.task);
            for (const QString& issue : run.issues)
                if (!board.issues.contains(issue))
                    board.issues << issue;
        }
    board.columns = metas.values();
    std::sort(board.columns.begin(), board.columns.end(), [](const TaskMeta& a, const TaskMeta& b) {
        return a.category != b.category ? a.category < b.category : a.id < b.id;
    });
    // One group per device: its scope is what its entries attempted, so an entry is scored (and its coverage
    // counted) against the tasks run on its own device.
    QHash<QString, QStringList> scopes;
    QStringList devices, deviceOf; // the groups, and each input's
    for (const EntryInput& entry : inputs) {
        const QString device = joinedUnique(entry.runs, &RunInputs::device);
        deviceOf << device;
        if (!devices.contains(device))
            devices << device;
        QStringList& scope = scopes[device];
        for (const RunInputs& run : entry.runs)
            for (const TaskInput& t : run.tasks)
                if (t.attempted && !scope.contains(t.task.id))
                    scope << t.task.id;
    }
    for (int i = 0; i < inputs.size(); ++i)
        board.entries << scoreEntry(inputs[i], board.columns, scopes.value(deviceOf[i]), options);
    // Groups in order of their best entry, entries by group and then by points.
    QHash<QString, double> best;
    for (const Entry& e : board.entries)
        best[e.device] = std::max(best.value(e.device, -1e300), e.scores.overall.pointsMean);
    std::stable_sort(devices.begin(), devices.end(),
                     [&](const QString& a, const QString& b) { return best.value(a) > best.value(b); });
    for (const QString& d : devices) {
        DeviceGroup g{d, {}};
        for (const TaskMeta& m : board.columns)
            if (scopes.value(d).contains(m.id))
                g.columns << m.id;
        board.groups << g;
    }
    for (Entry& e : board.entries)
        e.group = static_cast<int>(devices.indexOf(e.device));
    std::stable_sort(board.entries.begin(), board.entries.end(), [](const Entry& a, const Entry& b) {
        return a.group != b.group ? a.group < b.group : a.scores.overall.pointsMean > b.scores.overall.pointsMean;
    });
    for (int i = 0, first = 0; i < board.entries.size(); ++i) {
        Entry& e = board.entries[i];
        const bool sameGroup = i > 0 && board.entries[i - 1].group == e.group;
        if (!sameGroup)
            first = i;
        e.rank = sameGroup && e.scores.overall.pointsMean == board.entries[i - 1].scores.overall.pointsMean
                     ? board.entries[i - 1].rank
                     : i - first + 1;
    }
    return board;
}

bool PairedDifference::significant() const
{
    if (!interval.valid() || counted < kMinPairedTasks)
        return false;
    const double none = ratio() ? 1.0 : 0.0;
    return interval.low > none || interval.high < none;
}

namespace {

std::optional<double> ratioOf(const TaskScore& a, const TaskScore& b)
{
    if (a.correct && b.correct && a.speedup && b.speedup && *b.speedup > 0)
        return *a.speedup / *b.speedup;
    return std::nullopt;
}

PairedDifference pairedGeomeanRatio(const QList<TaskScore>& a, const QList<TaskScore>& b,
                                    const BootstrapOptions& options)
{
    PairedDifference d;
    d.metric = Headline::GeomeanSpeedup;
    QList<double> as, bs, ratios;
    for (int i = 0; i < a.size(); ++i)
        if (const auto r = ratioOf(a[i], b[i])) {
            as << *a[i].speedup;
            bs << *b[i].speedup;
            ratios << *r;
        }
    d.counted = static_cast<int>(ratios.size());
    if (ratios.isEmpty())
        return d;
    d.a = geometricMean(as);
    d.b = geometricMean(bs);
    d.difference = geometricMean(ratios);
    d.interval = bootstrap(
        d.counted,
        [&](const QVector<int>& idx) {
            QList<double> drawn;
            for (int i : idx)
                drawn << ratios[i];
            return std::optional<double>(geometricMean(drawn));
        },
        options);
    return d;
}

PairedDifference pairedDifference(Headline h, const QList<TaskScore>& a, const QList<TaskScore>& b,
                                  const BootstrapOptions& options)
{
    PairedDifference d;
    d.metric = h;
    const QVector<int> all = identityIndices(static_cast<int>(a.size()));
    const auto va = headlineValue(h, a, all), vb = headlineValue(h, b, all);
    if (!va || !vb)
        return d;
    d.a = *va;
    d.b = *vb;
    d.difference = d.a - d.b;
    d.counted = static_cast<int>(a.size());
    d.interval = bootstrap(
        d.counted,
        [&](const QVector<int>& idx) -> std::optional<double> {
            const auto x = headlineValue(h, a, idx), y = headlineValue(h, b, idx);
            if (!x || !y)
                return std::nullopt;
            return *x - *y;
        },
        options);
    return d;
}

} // namespace

Comparison compare(const Leaderboard& board, int entryA, int entryB)
{
    Comparison c;
    c.entryA = entryA;
    c.entryB = entryB;
    const QList<TaskScore>& a = board.entries[entryA].cells;
    const QList<TaskScore>& b = board.entries[entryB].cells;
    const double tie = 1 + board.options.tieRelative;
    for (int i = 0; i < a.size(); ++i) {
        ComparisonRow row;
        row.column = i;
        row.ratio = ratioOf(a[i], b[i]);
        if (a[i].correct && b[i].correct)
            ++c.bothCorrect;
        else if (a[i].correct)
            ++c.onlyACorrect;
        else if (b[i].correct)
            ++c.onlyBCorrect;
        else
            ++c.neitherCorrect;
        if (a[i].correct != b[i].correct)
            row.winner = a[i].correct ? 1 : -1;
        else if (row.ratio)
            row.winner = *row.ratio > tie ? 1 : *row.ratio < 1 / tie ? -1 : 0;
        (row.winner > 0 ? c.aWins : row.winner < 0 ? c.bWins : c.ties) += 1;
        c.rows << row;
    }
    for (Headline h : headlines())
        c.differences << (h == Headline::GeomeanSpeedup ? pairedGeomeanRatio(a, b, board.options.bootstrap)
                                                        : pairedDifference(h, a, b, board.options.bootstrap));
    return c;
}

} // namespace kiln::scoring
