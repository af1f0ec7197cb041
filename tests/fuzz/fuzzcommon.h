// What the fuzz targets share: a scratch folder of their own (made once per process, emptied between
// inputs) and the oracle every load must satisfy beyond "no crash, no sanitizer report": each issue names
// a file, and none is the loaders' last-resort "this is a bug in Kiln" (a throw that guardLoad caught).
#pragma once

#include "model/loadissue.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace kiln::fuzz {

// A fresh, empty folder under the process's scratch folder, the same path for every input.
QString freshFolder();
// Writes `bytes` to dir/relativePath, creating the folders on the way.
void writeFile(const QString& dir, const QString& relativePath, const QByteArray& bytes);
// Aborts (a libFuzzer finding) when an issue has no file, or reports a caught exception.
void checkIssues(const LoadIssues& issues);
// The input split at the first occurrence of `separator`: before it, and after it (empty when absent).
QPair<QByteArray, QByteArray> splitAt(const uint8_t* data, size_t size, const QByteArray& separator);

} // namespace kiln::fuzz
