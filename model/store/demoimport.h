// The first start worth having: when the user's run store holds no run yet, the demo run recorded on an H200
// (resources/demo/) is copied into the data folder — its run folder and its store rows — so a new user
// without a GPU sees real gates, candidates and scores at once. Once: a marker file in the data folder
// remembers it, so a user who deletes the demo does not get it back. Copies files and rows: call it off
// the GUI thread.
#pragma once

#include <QString>

namespace kiln {

struct DemoImport
{
    bool imported = false;
    QString runId; // the (first) demo run imported
    QString error; // a sentence when the import failed (nothing half-imported stays in the store)
};

// The bundled demo folder: resources/demo/<name>/ holding kiln.sqlite and runs/.
QString bundledDemoDir();

// Imports `demoDir` into the store at `storePath` (run folders into `dataDir`/runs) when that store has no
// run and no import was made before.
DemoImport importDemoOnFirstStart(const QString& demoDir, const QString& storePath, const QString& dataDir);

} // namespace kiln
