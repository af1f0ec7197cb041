// guardLoad: the exception boundary of one task's load, used by the task loader and both importers.
// Readers report through LoadIssues and are not meant to throw, but yaml-cpp, muparser and the allocator
// can; a throw escaping a worker thread of the suite loader ended the whole process (every task of every
// suite, on every start once the suite was remembered). Whatever escapes becomes this task's error, naming
// its file, and the other tasks load.
#pragma once

#include "../loadissue.h"

#include <QDir>
#include <exception>
#include <new>

namespace kiln {

inline LoadIssue internalLoadError(const QString& file, const QString& what)
{
    return LoadIssue{file, 0, 0, LoadIssue::Severity::Error,
                     QStringLiteral("Kiln could not read this task (%1); the other tasks were loaded. This is a bug "
                                    "in Kiln: please report it with this file")
                         .arg(what)};
}

// Runs `load()`; returns false, with the error appended to `issues`, when it throws.
template <typename Load> bool guardLoad(const QString& file, LoadIssues& issues, Load&& load)
{
    try {
        load();
        return true;
    } catch (const std::bad_alloc&) {
        issues << internalLoadError(file, QStringLiteral("out of memory"));
    } catch (const std::exception& e) {
        issues << internalLoadError(file, QString::fromLocal8Bit(e.what()));
    } catch (...) {
        issues << internalLoadError(file, QStringLiteral("an unknown exception"));
    }
    return false;
}

} // namespace kiln
