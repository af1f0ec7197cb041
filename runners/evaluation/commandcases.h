// Small pieces CommandGatesRun's stages share (commandgatesrun.cpp, commandheldout.cpp): a time as the
// harness protocol's timing object, the cases a report gave that carry a time, and cases as JSON (the
// baseline's cache).
#pragma once

#include "model/evaluation/commandjudge.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kiln::commandcases {

inline QJsonObject timing(double ms)
{
    return {{"median_ms", ms}, {"p25_ms", ms}, {"p75_ms", ms}, {"min_ms", ms}, {"max_ms", ms}, {"reps", 1}};
}

inline QJsonArray casesJson(const QList<PerfCase>& cases)
{
    QJsonArray a;
    for (const PerfCase& c : cases)
        a.append(
            QJsonObject{{"test_case_id", c.id}, {"execution_time_ms", c.ms}, {"shape", c.shape}, {"params", c.params}});
    return a;
}

inline QList<PerfCase> validCases(const QList<PerfCase>& cases)
{
    QList<PerfCase> v;
    for (const PerfCase& c : cases)
        if (c.ms > 0)
            v << c;
    return v;
}

} // namespace kiln::commandcases
