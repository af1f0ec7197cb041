// The leaderboard (and optionally an A/B comparison) as one self-contained HTML file a person can mail:
// inline CSS, inline SVG charts, no script and no external resource. Every number is formatted through
// scoreformat.h, so it matches the GUI and can be checked against the JSON.
#pragma once

#include "leaderboard.h"

namespace kiln::scoring {

QString leaderboardHtml(const Leaderboard& board, const Comparison* comparison, const QString& title);

} // namespace kiln::scoring
