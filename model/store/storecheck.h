// The run store checked when it is opened, before anything writes to it: RunStore::open calls
// checkStoreOnOpen first and opens nothing when it finds a problem, so the window's views, the Runs dock
// and every `kiln` command show the same sentence instead of "0 runs" over real data. What it looks at:
// - the file itself: missing or 0 bytes while run folders lie beside it, not an SQLite database;
// - its sidecars: a -wal that is not a write-ahead log, was written for another page size or holds
//   another database's first page (the store's identity, below), a -shm that indexes a log not there;
// - its content, read through a read-only connection (which never checkpoints a log into the file):
//   SQLite's quick_check, the schema version against this Kiln's, no runs while run folders exist.
// The cheap file checks run on every open; the rest once per store file and process (the window opens a
// connection per worker thread and the Runs dock every few seconds), again after a problem until it is
// gone. Nothing is moved, deleted or rewritten: the message says what to do.
#pragma once

#include <QString>

namespace kiln {

// What the store's header carries so that a -wal can be told apart from another database's: the
// application id says "a Kiln store", the user version is a random id given when the store is created.
inline constexpr quint32 kStoreApplicationId = 0x4B494C4E; // "KILN"

// True when the store at `path` (absolute) may be opened; false with a sentence for a person in *error:
// the file, what is wrong with it, that Kiln changed nothing, and what to do.
bool checkStoreOnOpen(const QString& path, QString* error);

// "Kiln 0.1.0": what a store records as the Kiln that wrote it (meta.written_by).
QString kilnVersionName();

} // namespace kiln
