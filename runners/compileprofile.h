// CompileProfile: the command line that turns a compiled task's source (candidate, baseline or
// reference) into the shared object the harness loads, per backend (docs/harness-abi.md, "Toolchain
// profiles"). One place builds these flags; the evaluation pipeline and the tests both call it.
#pragma once

#include "model/tasks/task.h"

#include <QMap>
#include <QStringList>
#include <optional>

namespace kiln {

struct CompileTarget
{
    QString cudaArch = QStringLiteral("sm_90"); // -arch; sm_90a when a task allows wgmma
    QString hipArch = QStringLiteral("gfx90a"); // --offload-arch
    QString intermediatesDir;                   // when set, PTX/cubin/ISA are kept there for the IR views
};

struct CompileCommand
{
    QString program;
    QStringList arguments;
    QString output;
    QString toString() const;
};

// Tunable values become -DNAME=value. Fails (nullopt, *error) when the backend is not compiled or its
// compiler is not on this machine; the message says how to get it.
std::optional<CompileCommand> compileCommand(const Task& task, const QStringList& sources, const QString& output,
                                             const QMap<QString, QString>& defines, const CompileTarget& target,
                                             QString* error);

QString harnessIncludeDir();

} // namespace kiln
