// RemotePaths: a request names local files (the candidate's sources, the task's baseline and reference, the
// folders objects are built in, the harness headers). On an SSH host they live under one mirror folder at
// the same absolute paths (<work>/mirror/home/me/run/...), so rsync -R copies them there and back, and the
// request and the events are rewritten by prefix, one way and back.
#pragma once

#include "runners/agents/commandadapter.h" // shellQuote: the one quoting for POSIX shells

#include <QJsonObject>
#include <QStringList>

namespace kiln {

struct RequestFolders
{
    QStringList upload;   // folders the harness reads (those that exist here)
    QStringList download; // folders the harness writes into (objects, intermediates): pulled back after
    QStringList all;      // every local folder a path in the request starts with
};

// `requestDir` is where the request file itself is kept (uploaded with the rest).
RequestFolders requestFolders(const QJsonObject& request, const QString& requestDir);

// Replaces every path under one of `roots` by mirror + path, in every string of the JSON value.
QJsonValue toMirror(const QJsonValue& value, const QStringList& roots, const QString& mirror);
QString toMirror(const QString& text, const QStringList& roots, const QString& mirror);
// Strips the mirror prefix from every string (events and messages that come back).
QJsonValue fromMirror(const QJsonValue& value, const QString& mirror);

// The outermost folders of `dirs` (nested ones dropped), sorted.
QStringList outermost(QStringList dirs);

} // namespace kiln
