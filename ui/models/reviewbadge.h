// How a hand review (accept / reject / needs-work, RunStore::setReview) looks wherever a candidate is
// listed: one word, one colour, a small round icon and a tooltip with the comment. The candidate page,
// the diff page's pickers and the run-side lists use these, so a review reads the same everywhere.
// Lists put the verdict under ReviewRole (a QString, empty when not reviewed).
#pragma once

#include "model/store/runstore.h"

#include <QColor>
#include <QIcon>
#include <QString>
#include <optional>

namespace kiln {

// An item-data role for a candidate's review verdict, shared by the models that list candidates.
constexpr int ReviewRole = Qt::UserRole + 0x5245; // "RE"

// The verdicts a person can give, in the order the controls show them.
QStringList reviewVerdicts();
// "accepted", "rejected", "needs work"; empty for no review.
QString reviewText(const QString& verdict);
// Green, red, amber; invalid for no review.
QColor reviewColor(const QString& verdict);
// A filled dot in the verdict's colour (null icon for no review), for list cells and tab titles.
QIcon reviewIcon(const QString& verdict);
// "accepted 2026-11-29 21:40: keeps the fast path" — for tooltips.
QString reviewTooltip(const std::optional<ReviewRecord>& review);

} // namespace kiln
