#include "reporthtml.h"

#include "scoreformat.h"
#include "svgchart.h"

#include <QDateTime>

namespace kiln::scoring {

namespace {

const char* kStyle =
    "body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#222}"
    "h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #ccc}"
    "table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ddd;padding:3px 8px;text-align:right}"
    "th{background:#f4f4f4}td.l,th.l{text-align:left}td.o{text-align:center;min-width:56px}"
    ".ci{color:#666;font-size:12px}.note{color:#555}.sig{font-weight:bold}"
    "svg{font:12px system-ui,sans-serif;margin:8px 16px 8px 0}svg .ct{font-weight:bold}"
    "svg .wh{stroke:#000;stroke-width:1.5}svg .ref{stroke:#888;stroke-dasharray:4 3}"
    "svg .frame{fill:none;stroke:#ccc}.legend span{display:inline-block;padding:1px 8px;margin-right:6px}";

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString td(const QString& text, const QString& cls = {})
{
    return cls.isEmpty() ? QStringLiteral("<td>%1</td>").arg(text)
                         : QStringLiteral("<td class=\"%1\">%2</td>").arg(cls, text);
}

QString th(const QString& text, const QString& cls = {})
{
    return cls.isEmpty() ? QStringLiteral("<th>%1</th>").arg(text)
                         : QStringLiteral("<th class=\"%1\">%2</th>").arg(cls, text);
}

QString withInterval(const Entry& e, Headline h, std::optional<double> value)
{
    return formatHeadline(h, value) +
           QStringLiteral(" <span class=\"ci\">%1</span>").arg(formatInterval(h, e.scores.intervals.value(h)));
}

std::optional<double> orNone(bool has, double v)
{
    return has ? std::optional<double>(v) : std::nullopt;
}

QString leaderboardTable(const Leaderboard& board)
{
    QString h = QStringLiteral("<table><tr>") + th("#") + th("Entry", "l") + th("Device", "l") + th("Attempted") +
                th("Compiled") + th("Correct") + th("fast_1") + th("Geomean speedup") + th("AKA points") +
                th("Weighted roofline") + th("Correct on hidden") + QStringLiteral("</tr>");
    for (const Entry& e : board.entries) {
        const Aggregate& a = e.scores.overall;
        h += QStringLiteral("<tr>") + td(QString::number(e.rank)) + td(esc(e.label), "l") + td(esc(e.device), "l") +
             td(QStringLiteral("%1/%2").arg(a.tasks.attempted).arg(a.tasks.inScope)) + td(formatRate(a.compiled)) +
             td(withInterval(e, Headline::CorrectRate, a.correct.value())) +
             td(withInterval(e, Headline::Fast1, a.fastP[1].value())) +
             td(withInterval(e, Headline::GeomeanSpeedup, orNone(a.speedup.counted > 0, a.speedup.geomean)) +
                QStringLiteral(" <span class=\"ci\">n=%1</span>").arg(a.speedup.counted)) +
             td(withInterval(e, Headline::MeanPoints, a.pointsMean)) +
             td(withInterval(e, Headline::WeightedRoofline, orNone(a.rooflineCounted > 0, a.weightedRoofline))) +
             td(withInterval(e, Headline::CorrectHiddenRate,
                             orNone(a.generalization.correctHidden.of > 0, a.generalization.correctHidden.value()))) +
             QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString speedupTable(const Leaderboard& board)
{
    QString h = QStringLiteral("<table><tr>") + th("Entry", "l") + th("Counted") + th("Mean") + th("Geomean") +
                th("Median") + th("P25") + th("P75") + th("P90") + th("Min") + th("Max");
    for (double p : fastPThresholds())
        h += th(QStringLiteral("fast_%1").arg(p));
    h += QStringLiteral("</tr>");
    for (const Entry& e : board.entries) {
        const SpeedupStats& s = e.scores.overall.speedup;
        const bool any = s.counted > 0;
        h += QStringLiteral("<tr>") + td(esc(e.label), "l") + td(QString::number(s.counted));
        for (double v : {s.mean, s.geomean, s.median, s.p25, s.p75, s.p90, s.min, s.max})
            h += td(formatSpeedup(orNone(any, v)));
        for (const Rate& r : e.scores.overall.fastP)
            h += td(formatRate(r));
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString categoryTable(const Leaderboard& board)
{
    QStringList categories;
    for (const TaskMeta& m : board.columns)
        if (!categories.contains(m.category))
            categories << m.category;
    QString h = QStringLiteral("<table><tr>") + th("Category", "l") + th("Entry", "l") + th("Tasks") + th("Correct") +
                th("Geomean speedup") + th("AKA points") + th("Weighted roofline") + QStringLiteral("</tr>");
    for (const QString& c : categories)
        for (const Entry& e : board.entries) {
            const Aggregate a = e.scores.byCategory.value(c);
            h += QStringLiteral("<tr>") + td(esc(c), "l") + td(esc(e.label), "l") +
                 td(QStringLiteral("%1/%2").arg(a.tasks.attempted).arg(a.tasks.inScope)) + td(formatRate(a.correct)) +
                 td(formatSpeedup(orNone(a.speedup.counted > 0, a.speedup.geomean))) + td(formatPoints(a.pointsMean)) +
                 td(formatPercent(orNone(a.rooflineCounted > 0, a.weightedRoofline))) + QStringLiteral("</tr>");
        }
    return h + QStringLiteral("</table>");
}

QString generalizationTable(const Leaderboard& board)
{
    QString h = QStringLiteral("<table><tr>") + th("Entry", "l") + th("Correct on hidden") +
                th("P(correct hidden | correct visible)") + th("Correct visible, hidden missing") +
                th("Speedup retained (hidden / visible)") +
                th("AgentKernelArena held-out: both pass / regression / both fail / improvement") +
                QStringLiteral("</tr>");
    for (const Entry& e : board.entries) {
        const Generalization& g = e.scores.overall.generalization;
        h += QStringLiteral("<tr>") + td(esc(e.label), "l") + td(formatRate(g.correctHidden)) +
             td(formatRate(g.conditional)) + td(QString::number(g.missingHidden)) +
             td(formatSpeedup(orNone(g.retainedCounted > 0, g.speedupRetained)) +
                QStringLiteral(" <span class=\"ci\">n=%1</span>").arg(g.retainedCounted)) +
             td(g.heldOutTasks() == 0 ? QStringLiteral("—")
                                      : QStringLiteral("%1 / %2 / %3 / %4")
                                            .arg(g.heldOut[0])
                                            .arg(g.heldOut[1])
                                            .arg(g.heldOut[2])
                                            .arg(g.heldOut[3])) +
             QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString costTable(const Leaderboard& board)
{
    QString h = QStringLiteral("<table><tr>") + th("Entry", "l") + th("Evaluations") + th("Harness time (s)") +
                th("Wall time (s)") + th("Input tokens") + th("Output tokens") + th("Money") + QStringLiteral("</tr>");
    for (const Entry& e : board.entries) {
        const Cost& c = e.scores.overall.cost;
        const QString none = QStringLiteral("not reported");
        const bool usage = c.usageReported > 0;
        h += QStringLiteral("<tr>") + td(esc(e.label), "l") + td(QString::number(c.evaluations)) +
             td(QString::number(c.evalSeconds, 'f', 1)) +
             td(c.wallKnown ? QString::number(c.wallSeconds, 'f', 1) : QStringLiteral("—")) +
             td(usage ? QString::number(c.inputTokens) : none) + td(usage ? QString::number(c.outputTokens) : none) +
             td(usage ? QStringLiteral("$%1").arg(c.money, 0, 'f', 2) : none) + QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString cellTitle(const TaskScore& t)
{
    QStringList parts{outcomeLabel(t.outcome)};
    if (!t.reason.isEmpty() && !t.correct)
        parts << t.reason;
    if (t.fractionOfRoofline)
        parts << QStringLiteral("%1 of roofline").arg(formatPercent(t.fractionOfRoofline));
    if (t.correctHidden)
        parts << (*t.correctHidden ? QStringLiteral("correct on hidden") : QStringLiteral("wrong on hidden"));
    if (!t.flags.isEmpty())
        parts << QStringLiteral("flags: ") + t.flags.join(QStringLiteral(", "));
    return esc(parts.join(QStringLiteral("; ")));
}

// Tasks as rows here (a mailed page scrolls down, not sideways), entries as columns.
QString taskMatrix(const Leaderboard& board)
{
    QString h = QStringLiteral("<p class=\"legend\">");
    for (int o = 0; o < kOutcomeCount; ++o)
        h += QStringLiteral("<span style=\"background:%1\">%2</span>")
                 .arg(outcomeColour(static_cast<Outcome>(o)), outcomeLabel(static_cast<Outcome>(o)));
    h += QStringLiteral("</p><table><tr>") + th("Task", "l") + th("Category", "l") + th("Weight");
    for (const Entry& e : board.entries)
        h += th(esc(e.label));
    h += QStringLiteral("</tr>");
    for (int c = 0; c < board.columns.size(); ++c) {
        const TaskMeta& m = board.columns[c];
        h += QStringLiteral("<tr>") + td(esc(m.id), "l") + td(esc(m.category), "l") + td(QString::number(m.weight));
        for (const Entry& e : board.entries) {
            const TaskScore& t = e.cells[c];
            h += QStringLiteral("<td class=\"o\" style=\"background:%1\" title=\"%2\">%3</td>")
                     .arg(outcomeColour(t.outcome), cellTitle(t), formatCell(t, false));
        }
        h += QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table>");
}

QString entryDetail(const Leaderboard& board, const Entry& e)
{
    QString h = QStringLiteral("<details><summary>%1</summary><table><tr>").arg(esc(e.label)) + th("Task", "l") +
                th("Outcome", "l") + th("Speedup") + th("Hidden speedup") + th("Roofline") + th("SOL score") +
                th("Points") + th("Evaluations") + th("Flags", "l") + QStringLiteral("</tr>");
    for (int c = 0; c < board.columns.size(); ++c) {
        const TaskScore& t = e.cells[c];
        h += QStringLiteral("<tr>") + td(esc(t.task.id), "l") +
             td(esc(outcomeLabel(t.outcome) +
                    (t.correct || t.reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(t.reason))),
                "l") +
             td(formatSpeedup(t.speedup)) + td(formatSpeedup(t.hiddenSpeedup)) +
             td(formatPercent(t.fractionOfRoofline)) +
             td(t.solScore ? QString::number(*t.solScore, 'f', 3) : QStringLiteral("—")) + td(formatPoints(t.points)) +
             td(QString::number(t.evaluations)) + td(esc(t.flags.join(QStringLiteral(", "))), "l") +
             QStringLiteral("</tr>");
    }
    return h + QStringLiteral("</table></details>");
}

QString comparisonSection(const Leaderboard& board, const Comparison& c)
{
    const Entry& a = board.entries[c.entryA];
    const Entry& b = board.entries[c.entryB];
    QString h = QStringLiteral("<h2>A/B: %1 vs %2</h2><p>A better on %3 task(s), B better on %4, %5 tie(s) (speedups "
                               "within %6% are a tie). Correct in both: %7; only A: %8; only B: %9; neither: %10.</p>")
                    .arg(esc(a.label), esc(b.label))
                    .arg(c.aWins)
                    .arg(c.bWins)
                    .arg(c.ties)
                    .arg(board.options.tieRelative * 100)
                    .arg(c.bothCorrect)
                    .arg(c.onlyACorrect)
                    .arg(c.onlyBCorrect)
                    .arg(c.neitherCorrect);
    h += QStringLiteral("<table><tr>") + th("Figure", "l") + th("A") + th("B") + th("A − B (speedup: A / B)") +
         th("95% interval") + th("Tasks") + th("Different?", "l") + QStringLiteral("</tr>");
    for (const PairedDifference& d : c.differences) {
        const bool any = d.counted > 0;
        h += QStringLiteral("<tr>") + td(headlineLabel(d.metric), "l") +
             td(formatHeadline(d.metric, orNone(any, d.a))) + td(formatHeadline(d.metric, orNone(any, d.b))) +
             td(formatDifference(d)) + td(formatDifferenceInterval(d)) + td(QString::number(d.counted)) +
             td(d.significant() ? QStringLiteral("<span class=\"sig\">yes</span>") : QStringLiteral("not shown"), "l") +
             QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table>");
    QList<Point> points;
    for (const ComparisonRow& r : c.rows)
        if (r.ratio)
            points << Point{*a.cells[r.column].speedup, *b.cells[r.column].speedup, board.columns[r.column].id,
                            r.winner > 0   ? seriesColour(0)
                            : r.winner < 0 ? seriesColour(1)
                                           : QStringLiteral("#888")};
    h += svgScatter(QStringLiteral("Speedup per task, correct in both"), QStringLiteral("A: ") + a.label,
                    QStringLiteral("B: ") + b.label, points, true, true);
    return h;
}

} // namespace

QString leaderboardHtml(const Leaderboard& board, const Comparison* comparison, const QString& title)
{
    QString h = QStringLiteral("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>%1</title>"
                               "<style>%2</style></head><body><h1>%1</h1>")
                    .arg(esc(title), QString::fromLatin1(kStyle));
    h += QStringLiteral(
             "<p class=\"note\">Generated %1 by Kiln. %2 task(s) in scope: every task any entry attempted; a "
             "task an entry did not attempt counts against it. Intervals: %3% percentile bootstrap over tasks, "
             "%4 resamples, seed %5. Speedups are geometric means over the visible configurations of the "
             "candidate final scoring picked; correct means correct on every visible configuration, timed "
             "outputs included.</p>")
             .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate))
             .arg(board.columns.size())
             .arg(board.options.bootstrap.level * 100)
             .arg(board.options.bootstrap.resamples)
             .arg(board.options.bootstrap.seed);
    if (!board.issues.isEmpty()) {
        h += QStringLiteral("<ul class=\"note\">");
        for (const QString& issue : board.issues)
            h += QStringLiteral("<li>%1</li>").arg(esc(issue));
        h += QStringLiteral("</ul>");
    }
    h += QStringLiteral("<h2>Leaderboard</h2>") + leaderboardTable(board);
    QList<Bar> geomeans, points;
    for (int i = 0; i < board.entries.size(); ++i) {
        const Entry& e = board.entries[i];
        const Aggregate& a = e.scores.overall;
        geomeans << Bar{e.label, a.speedup.geomean,
                        formatHeadline(Headline::GeomeanSpeedup, orNone(a.speedup.counted > 0, a.speedup.geomean)),
                        e.scores.intervals.value(Headline::GeomeanSpeedup), seriesColour(i)};
        points << Bar{e.label, a.pointsMean, formatPoints(a.pointsMean), e.scores.intervals.value(Headline::MeanPoints),
                      seriesColour(i)};
    }
    h += QStringLiteral("<div>") +
         svgBarChart(QStringLiteral("Geomean speedup over correct tasks (95% interval)"), geomeans, QStringLiteral("x"),
                     1.0) +
         svgBarChart(QStringLiteral("Mean AgentKernelArena points (95% interval)"), points, QString(), -1) +
         QStringLiteral("</div>");
    if (comparison)
        h += comparisonSection(board, *comparison);
    h += QStringLiteral("<h2>Speedup over correct tasks</h2>") + speedupTable(board);
    h += QStringLiteral("<h2>By category</h2>") + categoryTable(board);
    h += QStringLiteral("<h2>Generalization (hidden configurations)</h2>") + generalizationTable(board);
    QStringList ids;
    for (const TaskMeta& m : board.columns)
        ids << m.id;
    QList<DotSeries> roofline;
    for (int i = 0; i < board.entries.size(); ++i) {
        DotSeries s{board.entries[i].label, seriesColour(i), {}};
        for (const TaskScore& t : board.entries[i].cells)
            s.values << (t.correct ? t.fractionOfRoofline : std::nullopt);
        roofline << s;
    }
    h += QStringLiteral("<h2>Roofline</h2>") +
         svgDotStrip(QStringLiteral("Fraction of roofline per task (correct tasks)"), ids, roofline, 1.0);
    h += QStringLiteral("<h2>Tasks</h2>") + taskMatrix(board);
    h += QStringLiteral("<h2>Cost</h2>") + costTable(board);
    h += QStringLiteral("<h2>Per-task detail</h2>");
    for (const Entry& e : board.entries)
        h += entryDetail(board, e);
    return h + QStringLiteral("</body></html>\n");
}

} // namespace kiln::scoring
