#include "boundedread.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

namespace kiln {

namespace {

QString errnoText(int e)
{
    return QString::fromLocal8Bit(std::strerror(e));
}

// File systems whose files are the kernel's views: their sizes are not what they read, reading some has
// effects (kmsg consumes the kernel log) and none is a task file.
QString pseudoFileSystem(const QByteArray& native)
{
    struct statfs fs = {};
    if (::statfs(native.constData(), &fs) != 0)
        return {};
    switch (static_cast<unsigned long>(fs.f_type)) {
    case PROC_SUPER_MAGIC:
        return QStringLiteral("/proc");
    case SYSFS_MAGIC:
        return QStringLiteral("/sys");
    case DEBUGFS_MAGIC:
    case TRACEFS_MAGIC:
        return QStringLiteral("the kernel's debug file system");
    case SECURITYFS_MAGIC:
        return QStringLiteral("the kernel's security file system");
    case CGROUP_SUPER_MAGIC:
    case CGROUP2_SUPER_MAGIC:
        return QStringLiteral("the cgroup file system");
    default:
        return {};
    }
}

QString typeName(mode_t mode)
{
    if (S_ISDIR(mode))
        return QStringLiteral("a folder");
    if (S_ISFIFO(mode))
        return QStringLiteral("a FIFO (named pipe; reading it waits for a writer)");
    if (S_ISSOCK(mode))
        return QStringLiteral("a socket");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return QStringLiteral("a device");
    if (!S_ISREG(mode))
        return QStringLiteral("not a regular file");
    return {};
}

} // namespace

QString describeLimit(qint64 bytes)
{
    return QStringLiteral("%1 MB").arg(bytes / (1024 * 1024));
}

QString notARegularFile(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    const QByteArray native = QFile::encodeName(path);
    struct stat link = {};
    if (::lstat(native.constData(), &link) != 0)
        return errno == ENOENT ? QStringLiteral("%1 is missing").arg(name)
                               : QStringLiteral("cannot read %1: %2").arg(name, errnoText(errno));
    const bool isLink = S_ISLNK(link.st_mode);
    QString target; // as written in the link, which is what a person recognizes
    if (isLink) {
        char buf[4096];
        const ssize_t n = ::readlink(native.constData(), buf, sizeof buf);
        target = n > 0 ? QString::fromLocal8Bit(buf, static_cast<qsizetype>(n)) : QStringLiteral("?");
    }
    struct stat st = {};
    if (::stat(native.constData(), &st) != 0) {
        const int e = errno;
        if (isLink && e == ELOOP)
            return QStringLiteral("%1 is a link loop (it leads back to itself through links); replace it with the "
                                  "file itself")
                .arg(name);
        if (isLink && e == ENOENT)
            return QStringLiteral("%1 is a link to '%2', which does not exist; fix the link or put the file there")
                .arg(name, target);
        return QStringLiteral("cannot read %1: %2").arg(name, errnoText(e));
    }
    const QString via = isLink ? QStringLiteral(" (a link to '%1')").arg(target) : QString();
    if (const QString type = typeName(st.st_mode); !type.isEmpty())
        return QStringLiteral("%1%2 is %3; it must be a regular file").arg(name, via, type);
    if (const QString fs = pseudoFileSystem(native); !fs.isEmpty())
        return QStringLiteral("%1%2 is a file of %3, whose size is not what it reads; it must be a regular file "
                              "of the task")
            .arg(name, via, fs);
    return {};
}

BoundedRead readBounded(const QString& path, qint64 maxBytes, const QString& what)
{
    BoundedRead r;
    const QString name = QFileInfo(path).fileName();
    r.error = notARegularFile(path);
    if (!r.error.isEmpty())
        return r;
    auto tooLarge = [&](double bytes, bool atLeast) {
        return QStringLiteral("%1 is %2%3 MB; %4 is at most %5")
            .arg(name, atLeast ? QStringLiteral("more than ") : QString())
            .arg(bytes / 1e6, 0, 'f', 1)
            .arg(what, describeLimit(maxBytes));
    };
    // O_NONBLOCK: should the file have become a FIFO or a device since it was looked at, open and read
    // return at once instead of waiting.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        r.error = QStringLiteral("cannot read %1: %2").arg(name, errnoText(errno));
        return r;
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        r.error = QStringLiteral("%1 changed while it was read (it is no longer a regular file)").arg(name);
    } else if (st.st_size > maxBytes) {
        r.error = tooLarge(static_cast<double>(st.st_size), false);
    } else {
        // Read at most one byte past the limit whatever the size said: a file can grow while it is read.
        r.bytes.resize(static_cast<qsizetype>(std::max<qint64>(st.st_size, 0)) + 1);
        qsizetype filled = 0;
        while (r.error.isEmpty()) {
            if (filled == r.bytes.size()) {
                if (filled > maxBytes) {
                    r.error = tooLarge(static_cast<double>(filled), true);
                    break;
                }
                r.bytes.resize(std::min<qsizetype>(r.bytes.size() * 2 + 4096, maxBytes + 1));
            }
            const ssize_t n = ::read(fd, r.bytes.data() + filled, static_cast<size_t>(r.bytes.size() - filled));
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                r.error = QStringLiteral("cannot read %1: %2").arg(name, errnoText(errno));
                break;
            }
            if (n == 0)
                break;
            filled += n;
        }
        if (r.error.isEmpty() && filled > maxBytes)
            r.error = tooLarge(static_cast<double>(filled), true);
        r.bytes.truncate(r.error.isEmpty() ? filled : 0);
    }
    ::close(fd);
    return r;
}

} // namespace kiln
