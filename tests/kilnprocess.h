// The kiln executable under test, run to its end as a user runs it from a shell.
#pragma once

#include "processlist.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace kiln::testing {

struct KilnResult
{
    int code = -1; // -1: it crashed or did not finish in time
    QString out, err;
};

// `dataDir`, when given, becomes KILN_DATA_DIR, so the run stays out of the user's data. A run that does not
// finish within `timeoutMs` is killed.
inline KilnResult runKiln(const QStringList& args, const QString& dataDir = {}, int timeoutMs = 120000)
{
    QProcess p;
    if (!dataDir.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("KILN_DATA_DIR", dataDir);
        p.setProcessEnvironment(env);
    }
    p.start(KILN_BINARY, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace kiln::testing
