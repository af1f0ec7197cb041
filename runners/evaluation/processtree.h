// ProcessTree: starts a QProcess so that everything it starts ends with it.
//
// The process gets its own process group and runs under kiln-reap (runners/harness/src/reap_main.cpp), a
// child subreaper that inherits every orphan of the tree, setsid() ones included, and kills them all when
// the program ends or when Kiln ends it. Where kiln-reap was not built, the process group alone is used.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace kiln {

class ProcessTree
{
public:
    // Prepares `process` (process group, dies with Kiln) and starts program + arguments through kiln-reap.
    void start(QProcess& process, const QString& program, const QStringList& arguments);
    // Ends the whole tree: kiln-reap is asked to (SIGTERM: it kills every process of the tree with SIGKILL,
    // reaps them and exits); without it, SIGKILL to the process group. Returns at once.
    void end(QProcess& process) const;
    // What is left of the process group after the program ended (the group's leader is gone by then).
    void killLeftovers() const;
    bool reaped() const { return m_reaped; }

private:
    qint64 m_pid = 0;
    bool m_reaped = false;
};

} // namespace kiln
