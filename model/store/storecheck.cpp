#include "storecheck.h"

#include "migrations.h"
#include "model/tasks/boundedread.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef KILN_VERSION
#define KILN_VERSION "(version unknown)"
#endif

namespace kiln {

namespace {

constexpr int kMainHeader = 100; // SQLite's database header
constexpr int kWalHeader = 32;
constexpr int kShmHeader = 48; // the first copy of the WAL-index header
constexpr quint32 kWalMagicLe = 0x377f0682, kWalMagicBe = 0x377f0683;
// The byte of the -shm every connection holds a shared lock on while it uses the log (SQLite's unix VFS:
// UNIX_SHM_DMS = (22 + 8) * 4 + 8).
constexpr off_t kShmDeadManSwitch = 128;
// A run being started writes its run.json a moment before its row reaches the store: younger folders do
// not count as runs the store should hold.
constexpr qint64 kNewRunFolderSeconds = 10;

const QString kUntouched = QStringLiteral("Kiln has not opened it and changed nothing");
const QString kStoreUntouched = QStringLiteral("Kiln has not opened the store and changed nothing");

struct FileState
{
    bool exists = false;
    qint64 size = 0;
    QByteArray head;
    quint64 device = 0, inode = 0;
    qint64 modifiedNs = 0;
};

FileState stateOf(const QString& path, int headBytes)
{
    FileState f;
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return f;
    f.exists = true;
    f.size = st.st_size;
    f.device = st.st_dev;
    f.inode = st.st_ino;
    f.modifiedNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    if (S_ISREG(st.st_mode) && f.size > 0) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            f.head = file.read(headBytes);
    }
    return f;
}

quint32 be32(const QByteArray& b, int at)
{
    if (b.size() < at + 4)
        return 0;
    const auto* p = reinterpret_cast<const uchar*>(b.constData() + at);
    return quint32(p[0]) << 24 | quint32(p[1]) << 16 | quint32(p[2]) << 8 | quint32(p[3]);
}

// The -shm is in the machine's byte order.
quint32 native32(const QByteArray& b, int at)
{
    quint32 v = 0;
    if (b.size() >= at + 4)
        memcpy(&v, b.constData() + at, 4);
    return v;
}

int mainPageSize(const QByteArray& head)
{
    if (head.size() < 18)
        return 0;
    const int v = (uchar(head[16]) << 8) | uchar(head[17]);
    return v == 1 ? 65536 : v;
}

QString bytes(qint64 n)
{
    return n < 10000 ? QStringLiteral("%1 bytes").arg(n) : QStringLiteral("%1 kB").arg((n + 512) / 1024);
}

// The data folder's runs/ (docs/runs.md): where the run folders of the store at `storePath` are.
QString runsDirOf(const QString& storePath)
{
    return QDir(QFileInfo(storePath).absolutePath()).filePath(QStringLiteral("runs"));
}

// Run folders (a run.json inside) in the runs/ folder beside the store, the data folder's layout
// (docs/runs.md): the runs a store that reads empty should have held.
QStringList runFoldersBeside(const QString& storePath)
{
    const QDir runs(runsDirOf(storePath));
    QStringList out;
    const QDateTime settled = QDateTime::currentDateTimeUtc().addSecs(-kNewRunFolderSeconds);
    for (const QFileInfo& d : runs.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QFileInfo config(QDir(d.filePath()).filePath(QStringLiteral("run.json")));
        if (config.isFile() && config.lastModified().toUTC() < settled)
            out << d.fileName();
    }
    return out;
}

QString describeRunFolders(const QString& storePath, const QStringList& names)
{
    const QString dir = runsDirOf(storePath);
    QStringList shown = names.mid(0, 3);
    if (names.size() > 3)
        shown << QStringLiteral("…");
    return QStringLiteral("%1 holds %2 run folder%3 (%4)")
        .arg(dir)
        .arg(names.size())
        .arg(names.size() == 1 ? QString() : QStringLiteral("s"))
        .arg(shown.join(QStringLiteral(", ")));
}

// What can be told from the files' sizes and first bytes alone: run on every open (microseconds).
QString fileProblem(const QString& path, const FileState& main, const FileState& wal)
{
    const QString walPath = path + QStringLiteral("-wal");
    if (main.exists) {
        if (const QString why = notARegularFile(path); !why.isEmpty())
            return QStringLiteral("%1: %2. %3; put the run store back there or point KILN_DATA_DIR at another "
                                  "folder")
                .arg(path, why, kUntouched);
    }
    if (!main.exists || main.size == 0) {
        const QStringList runs = runFoldersBeside(path);
        const QString state = main.exists ? QStringLiteral("is empty (0 bytes)") : QStringLiteral("does not exist");
        if (wal.size > 0)
            return QStringLiteral("%1 %2 but its write-ahead log %3 holds %4: the store was truncated or "
                                  "replaced. %5; restore %1 from a backup, or move both files aside to start a "
                                  "new store")
                .arg(path, state, walPath, bytes(wal.size), main.exists ? kUntouched : kStoreUntouched);
        if (!runs.isEmpty())
            return QStringLiteral("%1 %2 but %3: the store was %4, and Kiln would list 0 runs over them. %5; "
                                  "restore %1 from a backup, or move %6 aside to start a new store")
                .arg(path, state, describeRunFolders(path, runs),
                     main.exists ? QStringLiteral("truncated") : QStringLiteral("moved or deleted"),
                     main.exists ? kUntouched : QStringLiteral("Kiln has not created a new one"), runsDirOf(path));
        return {};
    }
    if (main.head.size() < kMainHeader || !main.head.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return QStringLiteral("%1 is not an SQLite database (%2, without SQLite's header). %3; restore it from "
                              "a backup, or move it aside to start a new store")
            .arg(path, bytes(main.size), kUntouched);
    if (wal.size >= kWalHeader) {
        const quint32 magic = be32(wal.head, 0);
        if (magic != kWalMagicLe && magic != kWalMagicBe)
            return QStringLiteral("%1 is not an SQLite write-ahead log (%2 that do not start as one), so it does "
                                  "not belong to %3. %4; move %1 aside (and %3-shm with it), then open the store "
                                  "again")
                .arg(walPath, bytes(wal.size), path, kStoreUntouched);
        const int walPage = static_cast<int>(be32(wal.head, 8)), page = mainPageSize(main.head);
        if (walPage != page)
            return QStringLiteral("%1 does not belong to %2: it was written for pages of %3 bytes, the store's "
                                  "are %4. %5; move %1 aside (and %2-shm with it), then open the store again")
                .arg(walPath, path)
                .arg(walPage)
                .arg(page)
                .arg(kStoreUntouched);
    }
    return {};
}

// Whether a connection uses the log now (it holds a lock on the -shm's dead-man-switch byte). F_OFD_GETLK
// only asks, and unlike F_GETLK it also sees the locks of this process's own connections.
bool shmInUse(const QString& shmPath)
{
    const int fd = ::open(QFile::encodeName(shmPath).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct flock lock = {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = kShmDeadManSwitch;
    lock.l_len = 1;
    const bool used = ::fcntl(fd, F_OFD_GETLK, &lock) != 0 || lock.l_type != F_UNLCK;
    ::close(fd);
    return used;
}

// A -shm that indexes frames of a log that is not beside it. Only asked when no process uses the log:
// then nothing changes it under us (and SQLite would rebuild it, overwriting it, on the next open).
QString shmProblem(const QString& path, const FileState& wal)
{
    const QString shmPath = path + QStringLiteral("-shm"), walPath = path + QStringLiteral("-wal");
    const FileState shm = stateOf(shmPath, kShmHeader);
    if (shm.head.size() < kShmHeader || shm.head[12] == 0 || shmInUse(shmPath))
        return {};
    const quint32 frames = native32(shm.head, 16);
    if (frames == 0)
        return {};
    quint16 sz = 0; // szPage, in the machine's byte order; 1 means 65536
    memcpy(&sz, shm.head.constData() + 14, 2);
    const int page = sz == 1 ? 65536 : sz;
    const qint64 needed = kWalHeader + qint64(frames) * (24 + page);
    const QString fix = QStringLiteral("%1; move %2 aside (SQLite rebuilds it from the log), then open the store "
                                       "again")
                            .arg(kStoreUntouched, shmPath);
    if (!wal.exists || wal.size < needed)
        return QStringLiteral("%1 does not belong to %2: it indexes %3 frames of a write-ahead log, but %4 %5. %6")
            .arg(shmPath, path)
            .arg(frames)
            .arg(walPath,
                 wal.exists ? QStringLiteral("holds only %1").arg(bytes(wal.size)) : QStringLiteral("does not exist"))
            .arg(fix);
    if (shm.head.mid(32, 8) != wal.head.mid(16, 8))
        return QStringLiteral("%1 does not belong to %2: it indexes another write-ahead log than %3 (their salts "
                              "differ). %4")
            .arg(shmPath, path, walPath, fix);
    return {};
}

QString corrupt(const QString& path, const QString& what, const FileState& wal)
{
    const QString walNote =
        wal.size > 0 ? QStringLiteral(" (its write-ahead log %1-wal, %2, is part of what was read: if it came "
                                      "from another copy of the store, move it aside first)")
                           .arg(path, bytes(wal.size))
                     : QString();
    return QStringLiteral("%1 failed SQLite's integrity check (%2)%3. %4; restore it from a backup, or move it aside "
                          "(with its -wal and -shm files) to start a new store; `sqlite3 %1 .recover` may save what "
                          "is readable")
        .arg(path, what, walNote, kUntouched);
}

// What a read-only connection finds in the store as SQLite sees it (file and log together). A read-only
// connection never checkpoints, so a log that does not belong is not written into the file on close.
QString contentProblem(QSqlDatabase& db, const QString& path, const FileState& main, const FileState& wal)
{
    QSqlQuery q(db);
    auto one = [&](const QString& sql, QVariant* value, QString* error) {
        if (!q.exec(sql)) {
            *error = q.lastError().databaseText().isEmpty() ? q.lastError().text() : q.lastError().databaseText();
            return false;
        }
        *value = q.next() ? q.value(0) : QVariant();
        return true;
    };
    QVariant v;
    QString e;
    // 1. The log's first page against the file's: another database's log shows another store (often an
    //    empty one, "0 runs"), and checkpointing it would overwrite this one.
    if (!one(QStringLiteral("PRAGMA application_id"), &v, &e))
        return corrupt(path, e, wal);
    const quint32 seenApp = v.toUInt();
    if (!one(QStringLiteral("PRAGMA user_version"), &v, &e))
        return corrupt(path, e, wal);
    const quint32 seenId = v.toUInt();
    const quint32 fileApp = be32(main.head, 68), fileId = be32(main.head, 60);
    if (wal.size > 0 && fileApp == kStoreApplicationId && (seenApp != fileApp || seenId != fileId))
        return QStringLiteral("%1-wal does not belong to %1: it holds the first page of %2, not of this store "
                              "(store id %3). Read with it, the store would show that database's runs, and "
                              "closing it would write them into %1. %4; move %1-wal aside (and %1-shm with it) "
                              "to open the store as it was last checkpointed, or put back the -wal that came "
                              "with it")
            .arg(path, seenApp == kStoreApplicationId ? QStringLiteral("another Kiln store (store id %1)").arg(seenId)
                                                      : QStringLiteral("another database"))
            .arg(fileId)
            .arg(kStoreUntouched);
    // 2. SQLite's own check of every page (quick_check: all but index contents against their tables).
    if (!q.exec(QStringLiteral("PRAGMA quick_check(20)")))
        return corrupt(
            path, q.lastError().databaseText().isEmpty() ? q.lastError().text() : q.lastError().databaseText(), wal);
    QStringList problems;
    while (q.next())
        for (QString line : q.value(0).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (!line.startsWith(QLatin1String("*** in database")))
                problems << line.trimmed();
    if (!(problems.size() == 1 && problems[0] == QLatin1String("ok")) && !problems.isEmpty()) {
        QString what = problems.first();
        if (problems.size() > 1)
            what += QStringLiteral("; %1 more problem%2").arg(problems.size() - 1).arg(problems.size() > 2 ? "s" : "");
        return corrupt(path, what, wal);
    }
    // 3. The schema: a newer Kiln's store is not this one's to write.
    auto tableExists = [&](const QString& table) {
        return one(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '%1'").arg(table), &v,
                   &e) &&
               v.isValid();
    };
    if (tableExists(QStringLiteral("meta")) &&
        one(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'"), &v, &e)) {
        const int version = v.toInt(), known = storeSchemaVersion();
        if (version > known) {
            one(QStringLiteral("SELECT value FROM meta WHERE key = 'written_by'"), &v, &e);
            const QString by = v.toString();
            return QStringLiteral("%1 was written by a newer Kiln (%2schema %3; this %4 reads up to schema %5). %6; "
                                  "open it with that Kiln, or point KILN_DATA_DIR at another folder")
                .arg(path, by.isEmpty() ? QString() : by + QStringLiteral(", "))
                .arg(version)
                .arg(kilnVersionName())
                .arg(known)
                .arg(kUntouched);
        }
    }
    // 4. A store that reads empty over runs whose folders are there.
    if (!tableExists(QStringLiteral("runs")) ||
        (one(QStringLiteral("SELECT COUNT(*) FROM runs"), &v, &e) && v.toInt() == 0)) {
        const QStringList runs = runFoldersBeside(path);
        if (!runs.isEmpty())
            return QStringLiteral("%1 holds no runs but %2: the store was replaced by an empty one, and Kiln would "
                                  "list 0 runs over them. %3; restore %1 from a backup, or move %4 aside to start "
                                  "with this store")
                .arg(path, describeRunFolders(path, runs), kUntouched, runsDirOf(path));
    }
    return {};
}

QAtomicInt g_checks;

QString readProblem(const QString& path, const FileState& main, const FileState& wal)
{
    const QString connection = QStringLiteral("kiln-store-check-%1").arg(g_checks.fetchAndAddRelaxed(1));
    QString problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open())
            problem =
                QStringLiteral("cannot read the run store %1: %2. %3").arg(path, db.lastError().text(), kUntouched);
        else
            problem = contentProblem(db, path, main, wal);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return problem;
}

} // namespace

QString kilnVersionName()
{
    return QStringLiteral("Kiln " KILN_VERSION);
}

bool checkStoreOnOpen(const QString& path, QString* error)
{
    const FileState main = stateOf(path, kMainHeader);
    const FileState wal = stateOf(path + QStringLiteral("-wal"), kWalHeader);
    if (QString problem = fileProblem(path, main, wal); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    if (!main.exists || main.size == 0)
        return true; // a new store: nothing in it to check yet
    // Once per store file and process: the first open reads it all, later ones (every worker thread's
    // connection, the Runs dock's poll) only look at the files, until the file changes (a checkpoint, or
    // someone else's hand). A problem is looked for again each time, so fixing it (moving a file aside) is
    // seen without a restart.
    static QMutex mutex;
    static QSet<QString> checked;
    const QString key =
        QStringLiteral("%1:%2:%3:%4:%5").arg(main.device).arg(main.inode).arg(main.size).arg(main.modifiedNs).arg(path);
    QMutexLocker lock(&mutex);
    if (checked.contains(key))
        return true;
    QString problem = shmProblem(path, wal);
    if (problem.isEmpty())
        problem = readProblem(path, main, wal);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    checked.insert(key);
    return true;
}

} // namespace kiln
