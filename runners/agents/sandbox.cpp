#include "sandbox.h"

#include "runners/toolchains.h"
#include "runners/toolrun.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <unistd.h>

namespace kiln {

namespace {

struct SandboxProbe
{
    bool works = false;
    QString why;
};

// Starts bubblewrap once (up to 10 s where user namespaces hang): windows ask from a worker thread
// (LaunchDialog, RunSession) so that no caller on the GUI thread waits for it.
SandboxProbe probeSandbox()
{
    SandboxProbe probe;
    const QString bwrap = QStandardPaths::findExecutable(QStringLiteral("bwrap"));
    if (bwrap.isEmpty()) {
        probe.why = QStringLiteral("bubblewrap is not installed (Debian: apt-get install bubblewrap)");
        return probe;
    }
    const ToolResult ran = runTool({bwrap,
                                    {QStringLiteral("--ro-bind"), QStringLiteral("/"), QStringLiteral("/"),
                                     QStringLiteral("--unshare-pid"), QStringLiteral("--proc"), QStringLiteral("/proc"),
                                     QStringLiteral("--dev"), QStringLiteral("/dev"), QStringLiteral("true")},
                                    10000});
    probe.works = ran.ok();
    if (!probe.works)
        probe.why = QStringLiteral("bubblewrap cannot start here (%1)").arg(ran.why().left(200));
    return probe;
}

} // namespace

bool sandboxAvailable(QString* why)
{
    static const SandboxProbe probe = probeSandbox(); // once, from whichever thread asks first
    if (why)
        *why = probe.why;
    return probe.works;
}

namespace {

// The bwrap arguments that run `program arguments` under `policy`, keeping `capabilities` inside (none
// but those: bubblewrap started as root would otherwise keep them all).
QStringList bwrapArguments(const SandboxPolicy& policy, const QString& program, const QStringList& arguments,
                           const QStringList& capabilities)
{
    QStringList a{QStringLiteral("--ro-bind"), QStringLiteral("/"), QStringLiteral("/"), QStringLiteral("--dev"),
                  QStringLiteral("/dev"), QStringLiteral("--proc"), QStringLiteral("/proc"),
                  // The machine's /tmp stays shared and writable: agents and their tools expect it, and
                  // checkouts (with the agent CLIs Kiln installs) may live there. What must stay unseen is
                  // hidden by name below, wherever it lives.
                  QStringLiteral("--bind"), QStringLiteral("/tmp"), QStringLiteral("/tmp"),
                  // Kill everything the agent started when it (or Kiln) goes.
                  QStringLiteral("--unshare-pid"), QStringLiteral("--die-with-parent"), QStringLiteral("--cap-drop"),
                  QStringLiteral("ALL")};
    for (const QString& cap : capabilities)
        a << QStringLiteral("--cap-add") << cap;
    // bwrap makes the folders above a mount point inside an empty tmpfs private to root (0700): made here first,
    // open to all, so the agent (another user, as root) can walk to what is shown.
    auto openParents = [&](const QString& dest) {
        QStringList parents;
        for (QString d = QFileInfo(QDir::cleanPath(dest)).path(); d.size() > 1; d = QFileInfo(d).path()) {
            const bool insideHidden = std::any_of(policy.hide.begin(), policy.hide.end(), [&](const QString& h) {
                return d.startsWith(QDir::cleanPath(h) + '/');
            });
            if (insideHidden)
                parents.prepend(d);
        }
        for (const QString& d : parents)
            a << QStringLiteral("--perms") << QStringLiteral("0755") << QStringLiteral("--dir") << d;
    };
    // Mounts apply in order: hide first, then show what must stay visible inside hidden folders (the
    // workspace lives in the hidden data folder; bwrap makes the mount points in the empty tmpfs).
    for (const QString& h : policy.hide)
        if (QFileInfo(h).isDir())
            a << QStringLiteral("--tmpfs") << QDir::cleanPath(h);
    for (const QString& p : policy.readOnly)
        if (QFileInfo::exists(p)) {
            openParents(p);
            a << QStringLiteral("--ro-bind") << p << p;
        }
    for (const QString& p : policy.readWrite)
        if (QFileInfo::exists(p)) {
            openParents(p);
            a << QStringLiteral("--bind") << p << p;
        }
    for (const auto& [copy, shown] : policy.readWriteAt)
        if (QFileInfo::exists(copy)) {
            openParents(shown);
            a << QStringLiteral("--bind") << copy << shown;
        }
    // After the shows: an agent installed in a checkout that also holds the suite must not see the suite.
    for (const QString& h : policy.hideAlways)
        if (QFileInfo(h).isDir())
            a << QStringLiteral("--tmpfs") << QDir::cleanPath(h);
    openParents(policy.workspace);
    a << QStringLiteral("--bind") << policy.workspace << policy.workspace;
    a << QStringLiteral("--chdir") << policy.workspace;
    a << QStringLiteral("--") << program << arguments;
    return a;
}

} // namespace

int sandboxUid()
{
    return geteuid() == 0 ? 65534 : -1;
}

int sandboxUid(const SandboxPolicy& policy)
{
    return policy.asSandboxUser ? sandboxUid() : -1;
}

SandboxInvocation sandboxInvocation(const SandboxPolicy& policy, const QString& program, const QStringList& arguments)
{
    const QString bwrap = QStandardPaths::findExecutable(QStringLiteral("bwrap"));
    if (sandboxUid(policy) < 0)
        return {bwrap, bwrapArguments(policy, program, arguments, {})};
    const QString uid = QString::number(sandboxUid(policy));
    const QStringList become{QStringLiteral("--reuid=") + uid,
                             QStringLiteral("--regid=") + uid,
                             QStringLiteral("--clear-groups"),
                             QStringLiteral("--inh-caps=-all"),
                             QStringLiteral("--bounding-set=-all"),
                             QStringLiteral("--"),
                             program};
    return {bwrap, bwrapArguments(
                       policy, QStandardPaths::findExecutable(QStringLiteral("setpriv")), become + arguments,
                       {QStringLiteral("CAP_SETUID"), QStringLiteral("CAP_SETGID"), QStringLiteral("CAP_SETPCAP")})};
}

void giveToSandboxUser(const QString& folder, int uid)
{
    if (uid < 0 || folder.isEmpty())
        return;
    const QByteArray top = QFile::encodeName(folder);
    (void)!chown(top.constData(), uid, uid);
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QByteArray path = QFile::encodeName(it.next());
        (void)!lchown(path.constData(), uid, uid);
    }
}

QList<QPair<QString, QString>> agentHomeCopies(const QStringList& paths, const QString& into)
{
    QList<QPair<QString, QString>> pairs;
    if (sandboxUid() < 0)
        return pairs;
    QDir().mkpath(into);
    for (const QString& original : paths) {
        const QFileInfo fi(original);
        if (!fi.exists())
            continue;
        const QString copy = QDir(into).filePath(fi.fileName());
        if (fi.isDir()) {
            QDirIterator it(original, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                            QDirIterator::Subdirectories);
            QDir().mkpath(copy);
            while (it.hasNext()) {
                const QString from = it.next();
                const QString to = QDir(copy).filePath(QDir(original).relativeFilePath(from));
                if (it.fileInfo().isDir())
                    QDir().mkpath(to);
                else if (!it.fileInfo().isSymLink())
                    QFile::copy(from, to);
            }
        } else {
            QFile::copy(original, copy);
        }
        pairs.append({copy, original});
    }
    giveToSandboxUser(into);
    return pairs;
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
