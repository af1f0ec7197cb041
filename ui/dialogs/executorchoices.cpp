#include "executorchoices.h"

#include <QCoreApplication>

namespace kiln {

QList<ExecutorChoice> executorChoices()
{
    return {
        {QStringLiteral("local"), QCoreApplication::translate("kiln", "Local (this machine)"), true,
         QCoreApplication::translate(
             "kiln", "Agents and evaluations run here; timed runs hold one GPU each from the pool.")},
    };
}

} // namespace kiln
