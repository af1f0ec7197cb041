// Sandbox: runs an agent inside bubblewrap when it is installed and works on this machine. The system is
// visible read-only (/tmp stays writable), the workspace writable, and the task suites, Kiln's data folder and the user's home
// are replaced by empty folders; the network stays (agents talk to their model service, and ./kiln-eval
// to Kiln's abstract socket). Agent CLIs keep their own config folders (~/.claude, ~/.codex, ...) so they can
// authenticate. Without bubblewrap the run goes on unconfined and says so.
//
// When Kiln runs as root the agent does not: bubblewrap starts as an unprivileged user (uid 65534) with
// no capability at all, so it can neither unmount what hides the store nor write a file root owns, in
// /tmp or anywhere. Its workspace is handed to that user, and the agent's config folders are copies it owns.
#pragma once

#include <QStringList>

namespace kiln {

struct SandboxPolicy
{
    QString workspace;     // writable; the working directory
    QStringList hide;      // folders replaced by empty ones (the data folder, home)
    QStringList readOnly;  // files or folders shown again inside hidden ones (the kiln program, the agent)
    QStringList readWrite; // likewise, writable (agent config folders)
    QList<QPair<QString, QString>> readWriteAt; // a copy -> where it is shown, writable (config copies, as root)
    QStringList hideAlways;                     // hidden even inside what was shown again (the task suites)
    bool asSandboxUser = true;                  // when Kiln is root: run as the sandbox user (false: Kiln's own agents)
};

// Whether bubblewrap can confine a process here; *why says why not (not installed, user namespaces off).
// The first call starts bubblewrap (up to 10 s): a window makes it on a worker thread; later calls are free.
bool sandboxAvailable(QString* why);

// The program and arguments that start `program arguments` confined: bwrap. When Kiln is root, bwrap sets
// the sandbox up as root (it can reach a workspace inside root's private folders, a data folder under
// /root) keeping only the capabilities to change user, and the command inside is setpriv, which becomes the
// sandbox user with no capability and no group before it runs the agent.
struct SandboxInvocation
{
    QString program;
    QStringList arguments;
};
SandboxInvocation sandboxInvocation(const SandboxPolicy& policy, const QString& program, const QStringList& arguments);

// The unprivileged user agents run as when Kiln is root; -1 when Kiln is not root (agents run as its user).
int sandboxUid();
// sandboxUid() for this policy: -1 also for Kiln's own agents.
int sandboxUid(const SandboxPolicy& policy);
// Hands `folder` (recursively) to the sandbox user, so the agent can write its workspace. No-op unless root.
void giveToSandboxUser(const QString& folder, int uid = sandboxUid());
// Copies each of `paths` (agent config files and folders under the home folder) into `into`, owned by the
// sandbox user, and returns (copy, original) pairs to show them at. Empty unless root.
QList<QPair<QString, QString>> agentHomeCopies(const QStringList& paths, const QString& into);

// Agent CLIs' own config and install folders under the home folder that exist here.
QStringList agentHomePaths(const QString& home, const QString& agentProgram);

} // namespace kiln
