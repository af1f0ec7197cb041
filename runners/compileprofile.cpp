#include "compileprofile.h"

#include "toolchains.h"

#include <QDir>
#include <QStandardPaths>

namespace kiln {

QString CompileCommand::toString() const
{
    QStringList parts{program};
    for (const auto& a : arguments)
        parts << (a.contains(QLatin1Char(' ')) ? QStringLiteral("'%1'").arg(a) : a);
    return parts.join(QLatin1Char(' '));
}

QString harnessIncludeDir()
{
    const QString env = qEnvironmentVariable("KILN_HARNESS_INCLUDE_DIR");
    return env.isEmpty() ? QStringLiteral(KILN_SOURCE_DIR "/runners/harness/include") : env;
}

std::optional<CompileCommand> compileCommand(const Task& task, const QStringList& sources, const QString& output,
                                             const QMap<QString, QString>& defines, const CompileTarget& target,
                                             QString* error)
{
    QString tool;
    if (task.backend == QLatin1String("cuda"))
        tool = QStringLiteral("nvcc");
    else if (task.backend == QLatin1String("hip"))
        tool = QStringLiteral("hipcc");
    else if (task.backend == QLatin1String("host"))
        tool = QStringLiteral("c++");
    else {
        if (error)
            *error = QStringLiteral("backend '%1' is not compiled into a shared object").arg(task.backend);
        return std::nullopt;
    }
    const ToolInfo info = findTool(tool);
    if (!info.found()) {
        if (error)
            *error = QStringLiteral("%1 is not available on this machine (needed: %2; %3)")
                         .arg(tool, info.purpose, info.howToGet);
        return std::nullopt;
    }
    CompileCommand c;
    // The bare name when PATH finds it, so a request built here runs on a GPU host whose toolkit lives
    // elsewhere; the full path only when the tool is off PATH (e.g. /usr/local/cuda/bin).
    c.program = QStandardPaths::findExecutable(tool).isEmpty() ? info.path : tool;
    c.output = output;
    QStringList& a = c.arguments;
    if (tool == QLatin1String("nvcc")) {
        a << "-shared"
          << "-Xcompiler"
          << "-fPIC"
          << "-std=c++17"
          << "-O3" << ("-arch=" + target.cudaArch) << "-lineinfo"
          << "-Xptxas"
          << "-v";
        if (!target.intermediatesDir.isEmpty())
            a << "-keep"
              << "-keep-dir" << target.intermediatesDir;
    } else if (tool == QLatin1String("hipcc")) {
        a << "-shared"
          << "-fPIC"
          << "-std=c++17"
          << "-O3" << ("--offload-arch=" + target.hipArch) << "-Rpass-analysis=kernel-resource-usage";
        if (!target.intermediatesDir.isEmpty())
            a << ("--save-temps=obj");
    } else {
        a << "-shared"
          << "-fPIC"
          << "-std=c++20"
          << "-O3"
          << "-march=native";
    }
    a << ("-I" + harnessIncludeDir());
    for (auto it = defines.begin(); it != defines.end(); ++it)
        a << QStringLiteral("-D%1=%2").arg(it.key(), it.value());
    for (const auto& s : sources)
        a << s;
    a << "-o" << output;
    return c;
}

} // namespace kiln
