// Toolchains: which compilers and GPU tools this machine has, found at run time (CUDA, hipcc, the
// disassemblers and profilers are optional). Each absent tool says why it matters and how to get it.
#pragma once

#include <QList>
#include <QString>

namespace kiln {

struct ToolInfo
{
    QString name;     // nvcc, hipcc, c++, cuobjdump, nvdisasm, ncu, python3
    QString path;     // empty when not found
    QString purpose;  // what Kiln uses it for
    QString howToGet; // shown when missing
    bool found() const { return !path.isEmpty(); }
};

QList<ToolInfo> detectTools();
ToolInfo findTool(const QString& name);

} // namespace kiln
