// Headless subcommands of the `kiln` executable. Each runs on a QCoreApplication (no widgets) and returns
// the process exit code. Output for people goes to stdout, errors to stderr as "path:line: message".
#pragma once

#include "commandtable.h"

#include <QStringList>

namespace kiln::cli {

int tasksCommand(const QStringList& args);           // kiln tasks list|show|validate
int evalCommand(const QStringList& args);            // kiln eval TASK [CANDIDATE_DIR]
int calibrateCommand(const QStringList& args);       // kiln calibrate [--backend host|cuda]
int calibrateCountsCommand(const QStringList& args); // kiln calibrate --counts --suite DIR...
int runsCommand(const QStringList& args);            // kiln runs list|show
int runCommand(const QStringList& args);             // kiln run --agent NAME --tasks ...
int runResume(const QString& runId);                 // kiln runs resume RUN
int evalClientCommand(const QStringList& args);      // what ./kiln-eval runs
int agentTuneCommand(const QStringList& args);       // the built-in tune agent
int agentReplayCommand(const QStringList& args);     // the built-in replay agent
int reportCommand(const QStringList& args);          // kiln report RUN... / --compare A B
int remoteCommand(const QStringList& args);          // kiln remote list|add|install
int diagnoseCommand(const QStringList& args);        // kiln diagnose FILE... / --facts / --rules
int dispatchCommand(const QStringList& args);        // kiln dispatch TASK --runs ... | --dir ... (dispatch.cpp)
int exportPatchCommand(const QStringList& args);     // kiln export-patch CANDIDATE (exportpatch.cpp)

// Prints `text` and a newline to stdout / stderr without Qt's logging decorations.
void out(const QString& text);
void err(const QString& text);

} // namespace kiln::cli
