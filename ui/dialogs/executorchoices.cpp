#include "executorchoices.h"

#include "runners/remote/remoteconfig.h"

#include <QCoreApplication>

namespace kiln {

QList<ExecutorChoice> executorChoices()
{
    QList<ExecutorChoice> choices{
        {QStringLiteral("local"), QCoreApplication::translate("kiln", "Local (this machine)"), true,
         QCoreApplication::translate("kiln",
                                     "Agents and evaluations run here; timed runs hold one GPU each from the pool.")},
    };
    // Remote executors configured with `kiln remote add` (runners/remote/remoteconfig.h).
    for (const QString& id : configuredExecutors()) {
        if (id == QLatin1String("local"))
            continue;
        if (id == QLatin1String("slurm"))
            choices.append(
                {id, QCoreApplication::translate("kiln", "Slurm cluster"), true,
                 QCoreApplication::translate("kiln", "Each evaluation is an sbatch job; the agent runs here.")});
        else
            choices.append({id, QCoreApplication::translate("kiln", "SSH host %1").arg(id.mid(4)), true,
                            QCoreApplication::translate("kiln", "Evaluations run on %1 over ssh; the agent runs here.")
                                .arg(id.mid(4))});
    }
    return choices;
}

} // namespace kiln
