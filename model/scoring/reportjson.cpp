#include "reportjson.h"

#include <QJsonArray>

namespace kiln::scoring {

namespace {

QJsonValue opt(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject rateJson(const Rate& r)
{
    return {{"count", r.count}, {"of", r.of}, {"rate", r.value()}};
}

QJsonObject intervalJson(const Interval& i)
{
    if (!i.valid())
        return {{"low", QJsonValue::Null},
                {"high", QJsonValue::Null},
                {"level", i.level},
                {"resamples", 0},
                {"undefined", i.undefined}};
    return {
        {"low", i.low}, {"high", i.high}, {"level", i.level}, {"resamples", i.resamples}, {"undefined", i.undefined}};
}

QJsonObject configJson(const ConfigScore& c)
{
    return {{"name", c.name},
            {"hidden", c.hidden},
            {"correctness", gateStatusName(c.correctness)},
            {"timed", c.timed},
            {"candidate_ms", c.timed ? QJsonValue(c.candidateMs) : QJsonValue()},
            {"baseline_ms", c.timed ? QJsonValue(c.baselineMs) : QJsonValue()},
            {"t_sol_ms", c.tSolMs > 0 ? QJsonValue(c.tSolMs) : QJsonValue()},
            {"speedup", opt(c.speedup)},
            {"fraction_of_roofline", opt(c.fractionOfRoofline)},
            {"sol_score", opt(c.solScore)}};
}

QJsonObject costJson(const Cost& c)
{
    const bool usage = c.usageReported > 0;
    return {{"evaluations", c.evaluations},
            {"eval_seconds", c.evalSeconds},
            {"wall_seconds", c.wallKnown ? QJsonValue(c.wallSeconds) : QJsonValue()},
            {"usage_reported_tasks", c.usageReported},
            {"input_tokens", usage ? QJsonValue(c.inputTokens) : QJsonValue()},
            {"output_tokens", usage ? QJsonValue(c.outputTokens) : QJsonValue()},
            {"money", usage ? QJsonValue(c.money) : QJsonValue()}};
}

} // namespace

QJsonObject aggregateJson(const Aggregate& a)
{
    QJsonObject outcomes;
    for (int i = 0; i < kOutcomeCount; ++i)
        outcomes.insert(outcomeName(static_cast<Outcome>(i)), a.outcomes[i]);
    QJsonObject fastP;
    for (int i = 0; i < fastPThresholds().size(); ++i)
        fastP.insert(QString::number(fastPThresholds()[i]), rateJson(a.fastP[i]));
    const SpeedupStats& s = a.speedup;
    const bool any = s.counted > 0;
    auto stat = [any](double v) { return any ? QJsonValue(v) : QJsonValue(); };
    const Generalization& g = a.generalization;
    return {
        {"tasks",
         QJsonObject{{"in_scope", a.tasks.inScope}, {"attempted", a.tasks.attempted}, {"evaluated", a.tasks.counted}}},
        {"outcomes", outcomes},
        {"pass_rates", QJsonObject{{"compile", rateJson(a.compiled)},
                                   {"correctness", rateJson(a.correct)},
                                   {"performance", rateJson(a.timed)}}},
        {"speedup", QJsonObject{{"counted", s.counted},
                                {"mean", stat(s.mean)},
                                {"geomean", stat(s.geomean)},
                                {"median", stat(s.median)},
                                {"p25", stat(s.p25)},
                                {"p75", stat(s.p75)},
                                {"p90", stat(s.p90)},
                                {"min", stat(s.min)},
                                {"max", stat(s.max)}}},
        {"fast_p", fastP},
        {"aka_points", QJsonObject{{"total", a.pointsTotal}, {"mean", a.pointsMean}, {"of", a.tasks.inScope}}},
        {"weighted_fraction_of_roofline",
         QJsonObject{{"value", a.rooflineCounted > 0 ? QJsonValue(a.weightedRoofline) : QJsonValue()},
                     {"counted", a.rooflineCounted},
                     {"weight_sum", a.weightSum}}},
        {"sol_score",
         QJsonObject{{"mean", a.solCounted > 0 ? QJsonValue(a.solMean) : QJsonValue()}, {"counted", a.solCounted}}},
        {"generalization",
         QJsonObject{{"correct_hidden", rateJson(g.correctHidden)},
                     {"correct_hidden_given_visible", rateJson(g.conditional)},
                     {"missing_hidden", g.missingHidden},
                     {"speedup_retained", g.retainedCounted > 0 ? QJsonValue(g.speedupRetained) : QJsonValue()},
                     {"speedup_retained_counted", g.retainedCounted},
                     {"agentkernelarena_held_out", QJsonObject{{"both_pass", g.heldOut[0]},
                                                               {"opt_regression", g.heldOut[1]},
                                                               {"both_fail", g.heldOut[2]},
                                                               {"opt_improvement", g.heldOut[3]}}}}},
        {"cost", costJson(a.cost)},
    };
}

QJsonObject taskScoreJson(const TaskScore& t)
{
    QJsonArray configs;
    for (const ConfigScore& c : t.configs)
        configs.append(configJson(c));
    return {{"task", t.task.id},
            {"outcome", outcomeName(t.outcome)},
            {"compiled", t.compiled},
            {"correct", t.correct},
            {"correct_hidden", t.correctHidden ? QJsonValue(*t.correctHidden) : QJsonValue()},
            {"speedup", opt(t.speedup)},
            {"hidden_speedup", opt(t.hiddenSpeedup)},
            {"fraction_of_roofline", opt(t.fractionOfRoofline)},
            {"sol_score", opt(t.solScore)},
            {"points", t.points},
            {"reason", t.reason},
            {"flags", QJsonArray::fromStringList(t.flags)},
            {"candidate_id", t.candidateId > 0 ? QJsonValue(t.candidateId) : QJsonValue()},
            {"final_scored", t.finalScored},
            {"evaluations", t.evaluations},
            {"eval_seconds", t.evalSeconds},
            {"configs", configs}};
}

QJsonObject leaderboardJson(const Leaderboard& board)
{
    QJsonArray tasks;
    for (const TaskMeta& m : board.columns)
        tasks.append(QJsonObject{{"id", m.id},
                                 {"category", m.category},
                                 {"difficulty", m.difficulty},
                                 {"weight", m.weight},
                                 {"has_roofline", m.hasRoofline},
                                 {"hidden_configs", m.hiddenConfigs}});
    QJsonArray entries;
    for (const Entry& e : board.entries) {
        QJsonObject intervals;
        for (Headline h : headlines())
            intervals.insert(headlineName(h), intervalJson(e.scores.intervals.value(h)));
        QJsonObject byCategory, byDifficulty;
        for (auto it = e.scores.byCategory.begin(); it != e.scores.byCategory.end(); ++it)
            byCategory.insert(it.key(), aggregateJson(it.value()));
        for (auto it = e.scores.byDifficulty.begin(); it != e.scores.byDifficulty.end(); ++it)
            byDifficulty.insert(QString::number(it.key()), aggregateJson(it.value()));
        QJsonArray cells;
        for (const TaskScore& t : e.cells)
            cells.append(taskScoreJson(t));
        QJsonObject labels;
        for (auto it = e.labels.cbegin(); it != e.labels.cend(); ++it)
            labels.insert(it.key(), it.value());
        entries.append(QJsonObject{{"id", e.id},
                                   {"label", e.label},
                                   {"agent", e.agent},
                                   {"model", e.model},
                                   {"runs", QJsonArray::fromStringList(e.runIds)},
                                   {"device", e.device},
                                   {"rank", e.rank}, // among the entries of its device
                                   {"overall", aggregateJson(e.scores.overall)},
                                   {"intervals", intervals},
                                   {"by_category", byCategory},
                                   {"by_difficulty", byDifficulty},
                                   {"labels", labels}, // reviewers' labels on its candidates and steps
                                   {"tasks", cells}});
    }
    const ScoringOptions& o = board.options;
    return {{"kiln_report", 1},
            {"scoring", QJsonObject{{"bootstrap_resamples", o.bootstrap.resamples},
                                    {"bootstrap_seed", QString::number(o.bootstrap.seed)},
                                    {"interval_level", o.bootstrap.level},
                                    {"tie_relative", o.tieRelative}}},
            {"tasks", tasks},
            {"entries", entries},
            {"issues", QJsonArray::fromStringList(board.issues)}};
}

QJsonObject comparisonJson(const Leaderboard& board, const Comparison& c)
{
    QJsonArray rows;
    const Entry& a = board.entries[c.entryA];
    const Entry& b = board.entries[c.entryB];
    for (const ComparisonRow& r : c.rows)
        rows.append(QJsonObject{{"task", board.columns[r.column].id},
                                {"a_outcome", outcomeName(a.cells[r.column].outcome)},
                                {"b_outcome", outcomeName(b.cells[r.column].outcome)},
                                {"a_speedup", opt(a.cells[r.column].speedup)},
                                {"b_speedup", opt(b.cells[r.column].speedup)},
                                {"ratio", opt(r.ratio)},
                                {"winner", r.winner > 0   ? QStringLiteral("a")
                                           : r.winner < 0 ? QStringLiteral("b")
                                                          : QStringLiteral("tie")}});
    QJsonObject differences;
    for (const PairedDifference& d : c.differences)
        differences.insert(headlineName(d.metric),
                           QJsonObject{{"a", d.counted > 0 ? QJsonValue(d.a) : QJsonValue()},
                                       {"b", d.counted > 0 ? QJsonValue(d.b) : QJsonValue()},
                                       {"difference", d.counted > 0 ? QJsonValue(d.difference) : QJsonValue()},
                                       {"kind", d.ratio() ? QStringLiteral("ratio") : QStringLiteral("difference")},
                                       {"counted", d.counted},
                                       {"interval", intervalJson(d.interval)},
                                       {"significant", d.significant()}});
    return {{"a", a.id},
            {"b", b.id},
            {"a_wins", c.aWins},
            {"b_wins", c.bWins},
            {"ties", c.ties},
            {"both_correct", c.bothCorrect},
            {"only_a_correct", c.onlyACorrect},
            {"only_b_correct", c.onlyBCorrect},
            {"neither_correct", c.neitherCorrect},
            {"differences", differences},
            {"tasks", rows}};
}

} // namespace kiln::scoring
