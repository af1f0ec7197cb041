// What is running on the machine, as tests that look for what a hostile agent or candidate left behind
// read it.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace kiln::testing {

// The processes alive now whose command line or name (comm, 15 characters, what prctl(PR_SET_NAME) sets)
// holds `fragment` ("pid: command line"): what a test's hostile agent or candidate left behind, named so
// that no other process on the machine matches.
inline QStringList processesNamed(const QString& fragment)
{
    QStringList found;
    for (const QString& pid : QDir("/proc").entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool number = false;
        pid.toInt(&number);
        QFile f("/proc/" + pid + "/cmdline");
        if (!number || !f.open(QIODevice::ReadOnly))
            continue;
        const QString cmdline = QString::fromUtf8(f.readAll()).replace(QChar(0), QChar(' ')).trimmed();
        QFile comm("/proc/" + pid + "/comm");
        const QString name = comm.open(QIODevice::ReadOnly) ? QString::fromUtf8(comm.readAll()).trimmed() : QString();
        // A zombie's command line is empty: it is gone, only not yet reaped.
        if (!cmdline.isEmpty() && (cmdline.contains(fragment) || name.contains(fragment)))
            found << pid + ": " + cmdline;
    }
    return found;
}

} // namespace kiln::testing
