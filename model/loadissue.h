// LoadIssue: one problem found while reading a user's file (a task, a suite, a device spec, a rule).
// Every loader reports through this type so the CLI prints "path:line: message" and the GUI can jump to
// the line. A load never stops at the first issue: the loader collects them and keeps what is valid.
#pragma once

#include <QList>
#include <QString>

namespace kiln {

struct LoadIssue
{
    enum class Severity { Error, Warning };

    QString file;   // absolute or suite-relative path of the file the issue is in
    int line = 0;   // 1-based; 0 when the issue is about the whole file
    int column = 0; // 1-based; 0 when unknown
    Severity severity = Severity::Error;
    QString message; // says what is wrong and what would be right

    bool isError() const { return severity == Severity::Error; }

    // "path:line: message" (errors) or "path:line: warning: message", the format compilers use.
    QString toString() const;
};

using LoadIssues = QList<LoadIssue>;

inline bool hasErrors(const LoadIssues& issues)
{
    for (const auto& i : issues)
        if (i.isError())
            return true;
    return false;
}

} // namespace kiln
