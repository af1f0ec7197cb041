// DeviceSpec: the ceilings and limits of one accelerator (or the host CPU), from resources/devices/*.json.
// Datasheet figures are leads; when `kiln calibrate` has measured the host, the calibrated values are
// kept beside them (both are shown, the calibrated ones are used).
#pragma once

#include "../loadissue.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace kiln {

struct DeviceLimits
{
    int warpSize = 32;
    int maxThreadsPerSm = 2048;
    int maxBlocksPerSm = 32;
    int registersPerSm = 65536;
    int maxRegistersPerThread = 255;
    int registerAllocationUnit = 256;
    int sharedMemoryPerSm = 0;
    int maxSharedMemoryPerBlock = 0;
    int sharedMemoryAllocationUnit = 128;
    int maxThreadsPerBlock = 1024;
    int reservedSharedMemoryPerBlock = 0; // the runtime's own per-block shared memory (1 KB on sm_80+)
    int registerFileSubPartitions = 4;    // registers are allocated per SM sub-partition (occupancy.h)
    // The keys of a spec file's "limits" and of a request's device.limits (model/jsonfields.h).
    template <class Fields, class Self> static void fields(Fields& f, Self& l)
    {
        f("warp_size", l.warpSize);
        f("max_threads_per_sm", l.maxThreadsPerSm);
        f("max_blocks_per_sm", l.maxBlocksPerSm);
        f("registers_per_sm", l.registersPerSm);
        f("max_registers_per_thread", l.maxRegistersPerThread);
        f("register_allocation_unit", l.registerAllocationUnit);
        f("shared_memory_per_sm", l.sharedMemoryPerSm);
        f("max_shared_memory_per_block", l.maxSharedMemoryPerBlock);
        f("shared_memory_allocation_unit", l.sharedMemoryAllocationUnit);
        f("max_threads_per_block", l.maxThreadsPerBlock);
        f("reserved_shared_memory_per_block", l.reservedSharedMemoryPerBlock);
        f("register_file_sub_partitions", l.registerFileSubPartitions);
    }
};

struct DeviceSpec
{
    QString id;
    QString name;
    QString vendor;
    QString backend; // cuda | hip | host
    QString arch;
    QStringList match;        // substrings of the runtime's device name that select this spec
    QString source;           // where the figures come from
    double dramBytesPerS = 0; // datasheet
    qint64 l2Bytes = 0;
    int smCount = 0;
    QMap<QString, double> peakFlopsPerS; // dtype -> datasheet FLOP/s
    DeviceLimits limits;

    // Measured on this host by `kiln calibrate`; empty until then.
    std::optional<double> calibratedDramBytesPerS;
    QMap<QString, double> calibratedPeakFlopsPerS;
    QString calibratedAt;

    double dramBandwidth() const { return calibratedDramBytesPerS.value_or(dramBytesPerS); }
    // The peak the roofline uses for a dtype: calibrated, else datasheet, else the f32 rate.
    double peakFlops(const QString& dtype) const;
    bool hasCalibration() const { return calibratedDramBytesPerS.has_value() || !calibratedPeakFlopsPerS.isEmpty(); }
    // Where the ceilings a roofline uses come from, as views and evaluations say it: "calibrated 2026-12-01"
    // (kiln calibrate measured this host), "assumed" (the spec's figures are a guess, as the host CPU's are
    // until calibrated) or "datasheet".
    QString ceilingsLabel() const;
};

// Whether a ceilings label (ceilingsLabel(), as an evaluation recorded it) says the figures were assumed.
bool ceilingsAssumed(const QString& label);

std::optional<DeviceSpec> parseDeviceSpec(const QByteArray& json, const QString& path, LoadIssues& issues);
QList<DeviceSpec> loadDeviceSpecs(const QString& folder, LoadIssues& issues);
// The spec whose `match` names the runtime device, or nullopt.
std::optional<DeviceSpec> findDeviceForName(const QList<DeviceSpec>& specs, const QString& runtimeName);

} // namespace kiln
