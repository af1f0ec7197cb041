#include "commandtaskmark.h"

#include <QCoreApplication>

namespace kiln {

QString commandTaskMark()
{
    return QCoreApplication::translate("kiln", "own commands");
}

QString commandTaskNote()
{
    return QCoreApplication::translate(
        "kiln", "Judged by its own commands (imported from AgentKernelArena): its build, test and benchmark "
                "commands decide pass and speedup. Kiln's defences do not apply to it: no protected files, no "
                "hidden configurations, no correctness comparison or timing by Kiln's harness, no tamper or "
                "side-stream checks.");
}

QColor commandTaskColor()
{
    return QColor(0x82, 0x50, 0xdf);
}

} // namespace kiln
