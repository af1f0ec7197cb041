// What kiln calibrate --counts counted for KernelBench problems, kept in Kiln's data folder
// ($KILN_DATA_DIR/counts/kernelbench/<sha256 of the problem file>.json): FLOPs and bytes per configuration,
// and whether the problem's own Model ran there. Keyed by the file's content, so an edited problem is counted
// again and a checkout moved elsewhere is not; a configuration counts only where its values are the ones
// counted. The importer applies it (kernelbenchimporter.cpp): counted costs for the roofline, and held-out
// sizes the Model was seen to run at become hidden configurations.
#pragma once

#include "../tasks/task.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace kiln {

struct CountedConfig
{
    QString name;
    QMap<QString, qint64> values; // the module constants it was counted at
    bool ok = false;              // the problem's Model ran there
    CountedCost cost;
    QString device; // where: meta, cuda, cpu
    QString error;  // why it did not run (ok == false)
};

// How the held-out sizes and the shapes they give were made when a problem was counted: 2 since a shape
// literal follows the size it repeats (kiln_harness_constants.py) and uneven sizes exist; 1 (or absent) before.
// A count under older rules is still applied, but kiln calibrate --counts counts the problem again.
constexpr int kKernelBenchCountRules = 2;

struct ProblemCounts
{
    QString method;    // torch.utils.flop_counter, or the profiler's with_flops on older torch
    QString torch;     // torch's version
    QString countedAt; // ISO date
    QList<CountedConfig> configs;
    int rules = kKernelBenchCountRules;                        // as read from a file: the rules it was counted under
    const CountedConfig* find(const ConfigSpec& config) const; // same name and same values
};

// The cache file for a problem with these bytes.
QString kernelBenchCountsPath(const QByteArray& problemBytes);
std::optional<ProblemCounts> readKernelBenchCounts(const QByteArray& problemBytes);
bool writeKernelBenchCounts(const QByteArray& problemBytes, const ProblemCounts& counts, QString* error);

// Counted costs onto the task's configurations, and its unchecked held-out configurations that ran into its
// hidden ones; a held-out configuration (unchecked or hidden) the problem's own Model did not run at is
// dropped: it does not accept that size.
void applyKernelBenchCounts(Task& task, const ProblemCounts& counts);

} // namespace kiln
