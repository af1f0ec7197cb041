// The run store's schema as numbered migrations. A database records the version it is at (table meta);
// opening it applies the missing steps in one transaction each, so an older data folder upgrades in place
// and a newer one is refused rather than damaged.
#pragma once

#include <QStringList>

namespace kiln {

// migrations()[i] brings a database from version i to version i + 1.
const QList<QStringList>& storeMigrations();
int storeSchemaVersion();

} // namespace kiln
