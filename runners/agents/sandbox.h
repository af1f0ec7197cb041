// Sandbox: runs an agent inside bubblewrap when it is installed and works on this machine. The system is
// visible read-only (/tmp stays writable), the workspace writable, and the task suites, Kiln's data folder and the user's home
// are replaced by empty folders; the network stays (agents talk to their model service, and ./kiln-eval
// to Kiln's abstract socket). Agent CLIs keep their own config folders (~/.claude, ~/.codex, ...) so they can
// authenticate. Without bubblewrap the run goes on unconfined and says so.
#pragma once

#include <QStringList>

namespace kiln {

struct SandboxPolicy {
    QString workspace;          // writable; the working directory
    QStringList hide;           // folders replaced by empty ones (the data folder, home)
    QStringList readOnly;       // files or folders shown again inside hidden ones (the kiln program, the agent)
    QStringList readWrite;      // likewise, writable (agent config folders)
    QStringList hideAlways;     // hidden even inside what was shown again (the task suites)
};

// Whether bubblewrap can confine a process here; *why says why not (not installed, user namespaces off).
bool sandboxAvailable(QString* why);

// The bwrap command line that runs `program arguments` under `policy`.
QStringList sandboxCommand(const SandboxPolicy& policy, const QString& program, const QStringList& arguments);

// Agent CLIs' own config and install folders under the home folder that exist here.
QStringList agentHomePaths(const QString& home, const QString& agentProgram);

} // namespace kiln
