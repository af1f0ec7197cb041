#include "sandbox.h"

#include "runners/toolchains.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace kiln {

bool sandboxAvailable(QString* why)
{
    static int cached = -1;
    static QString reason;
    if (cached < 0) {
        const QString bwrap = QStandardPaths::findExecutable(QStringLiteral("bwrap"));
        if (bwrap.isEmpty()) {
            cached = 0;
            reason = QStringLiteral("bubblewrap is not installed (Debian: apt-get install bubblewrap)");
        } else {
            QProcess p;
            p.start(bwrap, {QStringLiteral("--ro-bind"), QStringLiteral("/"), QStringLiteral("/"), QStringLiteral("--unshare-pid"),
                            QStringLiteral("--proc"), QStringLiteral("/proc"), QStringLiteral("--dev"), QStringLiteral("/dev"),
                            QStringLiteral("true")});
            const bool ok = p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
            cached = ok ? 1 : 0;
            if (!ok)
                reason = QStringLiteral("bubblewrap cannot start here (%1)")
                             .arg(QString::fromUtf8(p.readAllStandardError()).trimmed().left(200));
        }
    }
    if (why)
        *why = reason;
    return cached == 1;
}

QStringList sandboxCommand(const SandboxPolicy& policy, const QString& program, const QStringList& arguments)
{
    QStringList a{QStringLiteral("--ro-bind"), QStringLiteral("/"), QStringLiteral("/"),
                  QStringLiteral("--dev"),     QStringLiteral("/dev"),
                  QStringLiteral("--proc"),    QStringLiteral("/proc"),
                  // The machine's /tmp stays shared and writable: agents and their tools expect it, and
                  // checkouts (with the agent CLIs Kiln installs) may live there. What must stay unseen is
                  // hidden by name below, wherever it lives.
                  QStringLiteral("--bind"),    QStringLiteral("/tmp"), QStringLiteral("/tmp"),
                  // Kill everything the agent started when it (or Kiln) goes.
                  QStringLiteral("--unshare-pid"), QStringLiteral("--die-with-parent")};
    // Mounts apply in order: hide first, then show what must stay visible inside hidden folders (the
    // workspace lives in the hidden data folder; bwrap makes the mount points in the empty tmpfs).
    for (const QString& h : policy.hide)
        if (QFileInfo(h).isDir())
            a << QStringLiteral("--tmpfs") << QDir::cleanPath(h);
    for (const QString& p : policy.readOnly)
        if (QFileInfo::exists(p))
            a << QStringLiteral("--ro-bind") << p << p;
    for (const QString& p : policy.readWrite)
        if (QFileInfo::exists(p))
            a << QStringLiteral("--bind") << p << p;
    // After the shows: an agent installed in a checkout that also holds the suite must not see the suite.
    for (const QString& h : policy.hideAlways)
        if (QFileInfo(h).isDir())
            a << QStringLiteral("--tmpfs") << QDir::cleanPath(h);
    a << QStringLiteral("--bind") << policy.workspace << policy.workspace;
    a << QStringLiteral("--chdir") << policy.workspace;
    a << QStringLiteral("--") << program << arguments;
    return a;
}

QStringList agentHomePaths(const QString& home, const QString& agentProgram)
{
    QStringList paths;
    for (const char* p : {".claude", ".claude.json", ".codex", ".cursor", ".config/cursor", ".npmrc"})
        if (QFileInfo::exists(QDir(home).filePath(QLatin1String(p))))
            paths << QDir(home).filePath(QLatin1String(p));
    // An agent installed under the home folder (npm prefix, nvm) keeps its install folder visible.
    const QString resolved = QFileInfo(agentProgram).canonicalFilePath();
    const QString h = QDir(home).canonicalPath();
    if (!h.isEmpty() && resolved.startsWith(h + '/')) {
        const QString top = resolved.mid(h.size() + 1).section('/', 0, 0);
        paths << QDir(h).filePath(top);
    }
    return paths;
}

} // namespace kiln
