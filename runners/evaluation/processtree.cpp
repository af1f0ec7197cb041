#include "processtree.h"

#include "runners/evaluation/evalrequest.h"

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace kiln {

void ProcessTree::start(QProcess& process, const QString& program, const QStringList& arguments)
{
    process.setChildProcessModifier([] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGTERM); // kiln-reap ends the tree on it; a bare program just ends
    });
    const QString reaper = findHarness(QStringLiteral("kiln-reap"));
    m_reaped = !reaper.isEmpty();
    if (m_reaped)
        process.start(reaper, QStringList{program} + arguments);
    else
        process.start(program, arguments);
    m_pid = process.processId();
}

void ProcessTree::end(QProcess& process) const
{
    if (process.state() == QProcess::NotRunning || m_pid <= 0)
        return;
    if (m_reaped)
        ::kill(static_cast<pid_t>(m_pid), SIGTERM);
    else
        ::kill(-static_cast<pid_t>(m_pid), SIGKILL);
}

void ProcessTree::killLeftovers() const
{
    if (m_pid > 0)
        ::kill(-static_cast<pid_t>(m_pid), SIGKILL);
}

} // namespace kiln
