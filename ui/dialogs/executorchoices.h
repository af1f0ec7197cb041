// The executors the launch dialog offers. Local runs on this machine; remote executors (ssh, Slurm) add
// their entry here when they exist, with `available` false and a note saying what is missing.
#pragma once

#include <QList>
#include <QString>

namespace kiln {

struct ExecutorChoice
{
    QString id;    // stored in the run (RunRecord::executor) and in the launch settings
    QString label; // what the combo shows
    bool available = true;
    QString note; // why it is not available, or what it does
};

QList<ExecutorChoice> executorChoices();

} // namespace kiln
