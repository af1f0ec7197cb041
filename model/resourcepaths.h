// Where Kiln's bundled data lives (task suite, device specs, rules, prompt templates) and where its own
// data goes. Resolution order for resources: $KILN_RESOURCES_DIR, <exe>/../share/kiln/resources, the
// source tree the binary was built from. Data: $KILN_DATA_DIR, else the platform's app-data location.
#pragma once

#include <QString>

namespace kiln {

QString resourcesDir();
QString bundledSuiteDir();
QString devicesDir();
QString dataDir();
// The run store's database in the data folder.
QString storePath();

} // namespace kiln
