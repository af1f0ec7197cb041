// readBounded: the one way the task loader and the importers read a file a user (or an attacker) wrote:
// task.yaml, hidden.yaml, AgentKernelArena's config.yaml, KernelBench's problems. It never blocks and never
// reads past a limit: a link to /proc/kmsg hung the loader, one to /proc/self/pagemap read without end
// (procfs reports a size of 0), and a FIFO waits for a writer forever. Only regular files outside the
// kernel's pseudo file systems are read; anything else is refused with a sentence that says what it is.
#pragma once

#include <QByteArray>
#include <QString>

namespace kiln {

struct BoundedRead
{
    QByteArray bytes;
    QString error; // "hidden.yaml is a FIFO (named pipe) ..."; empty when `bytes` holds the whole file
    bool ok() const { return error.isEmpty(); }
};

// Why `path` is not a regular file Kiln may read ("task.yaml is a link to 'x', which does not exist",
// "... is a folder", "... is a socket", "... is a file of /proc"), or an empty string when it is one.
// Never opens the file (opening a device can have effects of its own).
QString notARegularFile(const QString& path);

// The whole of `path` when it is a regular file of at most `maxBytes` bytes; otherwise `error` says why not
// ("README.md is 12.0 MB; ... is at most 4 MB", naming `what` for the kind of file it must be).
BoundedRead readBounded(const QString& path, qint64 maxBytes, const QString& what);

// "1 MB", "4 MB": limits as people read them in messages.
QString describeLimit(qint64 bytes);

} // namespace kiln
