// How scores read, in one place: the HTML report, the CSV, the CLI table and the GUI leaderboard format
// numbers through these, so the same figure is the same text everywhere (a test checks that the HTML and
// the GUI show what the JSON holds).
#pragma once

#include "aggregate.h"

namespace kiln::scoring {

struct PairedDifference;

QString formatSpeedup(std::optional<double> speedup);  // "1.23x", "—" when empty
QString formatPercent(std::optional<double> fraction); // 0.667 -> "66.7%", "—" when empty
QString formatRate(const Rate& rate);                  // "66.7% (2/3)"
QString formatPoints(double points);                   // "123.4"
QString formatHeadline(Headline h, std::optional<double> value);
QString formatInterval(Headline h, const Interval& interval); // "[1.10x, 1.42x]", "—" when it has no value
QString formatDifference(const PairedDifference& d);          // "+12.5%", "1.08x", "+4.2"
QString formatDifferenceInterval(const PairedDifference& d);  // "[-5.0%, +20.0%]", "[0.95x, 1.21x]"
// The text of a leaderboard cell: the speedup, or the % of roofline; the outcome when there is no figure.
QString formatCell(const TaskScore& t, bool roofline);
// Background colour of an outcome class (HTML report and GUI delegate): red did not compile, orange
// incorrect, yellow correct but not faster, green faster, greys for not attempted / nothing submitted.
QString outcomeColour(Outcome o);

} // namespace kiln::scoring
