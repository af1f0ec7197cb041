// The leaderboard and an A/B comparison as JSON: everything the report holds, numbers unrounded, empty
// values as null. `kiln report --json` writes this; the GUI test reads it back to compare.
#pragma once

#include "leaderboard.h"

#include <QJsonObject>

namespace kiln::scoring {

QJsonObject aggregateJson(const Aggregate& a);
QJsonObject taskScoreJson(const TaskScore& t);
QJsonObject leaderboardJson(const Leaderboard& board);
QJsonObject comparisonJson(const Leaderboard& board, const Comparison& c);

} // namespace kiln::scoring
