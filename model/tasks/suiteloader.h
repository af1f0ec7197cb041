// SuiteLoader: opens a folder the user points at and returns every task in it, whatever its format:
// a Kiln suite (task.yaml folders), an AgentKernelArena checkout (tasks/**/config.yaml) or a KernelBench
// checkout (KernelBench/levelN/*.py). Files are read in place, never copied. The GUI and the CLI both use
// this one entry point; it runs on worker threads.
#pragma once

#include "../loadissue.h"
#include "task.h"

namespace kiln {

enum class SuiteKind { Kiln, AgentKernelArena, KernelBench };
QString suiteKindName(SuiteKind k);

struct Suite
{
    QString root; // absolute path the user opened
    SuiteKind kind = SuiteKind::Kiln;
    QList<Task> tasks;       // sorted by id
    LoadIssues issues;       // errors of tasks that did not load, and warnings of those that did
    int candidatesFound = 0; // task folders / files looked at

    int errorCount() const;
    int warningCount() const;
    const Task* find(const QString& id) const;
};

SuiteKind detectSuiteKind(const QString& dir);
Suite loadSuite(const QString& dir);

} // namespace kiln
