#include "toolchains.h"

#include <QStandardPaths>

namespace kiln {

namespace {
struct Known
{
    const char* name;
    const char* purpose;
    const char* howToGet;
};
const Known kTools[] = {
    {"c++", "compiles host2host candidates", "apt-get install g++"},
    {"nvcc", "compiles CUDA candidates (cuda2cuda)", "install the CUDA Toolkit and put its bin/ on PATH"},
    {"hipcc", "compiles HIP candidates (hip2hip)", "apt-get install hipcc (Debian) or ROCm"},
    {"cuobjdump", "SASS of CUDA candidates for the IR views", "ships with the CUDA Toolkit (not on CPU-only machines)"},
    {"nvdisasm", "SASS with source lines (-g) for the IR views", "ships with the CUDA Toolkit"},
    {"ncu", "the optional profiler gate", "Nsight Compute, on the GPU host"},
    {"python3", "the Python harness (triton2triton, torch2cuda)", "a Python with torch and triton, on the GPU host"},
};
} // namespace

ToolInfo findTool(const QString& name)
{
    for (const Known& k : kTools)
        if (name == QLatin1String(k.name)) {
            QString path = QStandardPaths::findExecutable(name);
            if (path.isEmpty() && name == QLatin1String("nvcc"))
                path = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/local/cuda/bin")});
            return {name, path, QString::fromLatin1(k.purpose), QString::fromLatin1(k.howToGet)};
        }
    return {name, QStandardPaths::findExecutable(name), QString(), QString()};
}

QList<ToolInfo> detectTools()
{
    QList<ToolInfo> tools;
    for (const Known& k : kTools)
        tools << findTool(QString::fromLatin1(k.name));
    return tools;
}

} // namespace kiln
