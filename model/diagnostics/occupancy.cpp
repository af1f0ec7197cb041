#include "occupancy.h"

#include <algorithm>
#include <climits>

namespace kiln {

namespace {

int roundUp(int v, int unit)
{
    return unit > 0 ? (v + unit - 1) / unit * unit : v;
}

int divideRoundUp(int v, int d)
{
    return d > 0 ? (v + d - 1) / d : 0;
}

} // namespace

OccupancyResult theoreticalOccupancy(const DeviceLimits& dev, const OccupancyInput& k)
{
    OccupancyResult r;
    const int warpSize = std::max(1, dev.warpSize);
    r.maxWarpsPerSm = dev.maxThreadsPerSm / warpSize;
    if (k.threadsPerBlock <= 0) {
        r.error = QStringLiteral("the block has no threads");
        return r;
    }
    if (k.threadsPerBlock > dev.maxThreadsPerBlock) {
        r.error = QStringLiteral("%1 threads per block exceed the device's %2")
                      .arg(k.threadsPerBlock)
                      .arg(dev.maxThreadsPerBlock);
        return r;
    }
    const int warpsPerBlock = divideRoundUp(k.threadsPerBlock, warpSize);

    // Warp slots and block slots.
    r.limitWarps = r.maxWarpsPerSm / warpsPerBlock;
    r.limitBlocks = dev.maxBlocksPerSm;

    // Registers: allocated per warp in units, per sub-partition of the register file.
    const int partitions = std::max(1, dev.registerFileSubPartitions);
    const int regsPerWarp = roundUp(k.registersPerThread * warpSize, dev.registerAllocationUnit);
    const int regsPerBlock = regsPerWarp * warpsPerBlock;
    const int regsAssumedPerBlock = regsPerWarp * roundUp(warpsPerBlock, partitions); // the hardware's check
    if (k.registersPerThread > dev.maxRegistersPerThread || regsAssumedPerBlock > dev.registersPerSm ||
        regsPerBlock > dev.registersPerSm) {
        r.limitRegisters = 0;
    } else if (regsPerWarp > 0) {
        const int warpsPerPartition = (dev.registersPerSm / partitions) / regsPerWarp;
        r.limitRegisters = warpsPerPartition * partitions / warpsPerBlock;
    } else {
        r.limitRegisters = INT_MAX;
    }

    // Shared memory: static + dynamic + reserved, rounded up; against the configured or largest carve-out.
    const int smemPerBlock = roundUp(k.staticSharedBytes + k.dynamicSharedBytes + dev.reservedSharedMemoryPerBlock,
                                     dev.sharedMemoryAllocationUnit);
    const int smemLimitPerBlock = dev.maxSharedMemoryPerBlock + dev.reservedSharedMemoryPerBlock;
    const int smemPerSm = k.sharedMemoryPerSm > 0 ? k.sharedMemoryPerSm : dev.sharedMemoryPerSm;
    if (dev.maxSharedMemoryPerBlock > 0 && smemPerBlock > smemLimitPerBlock)
        r.limitSharedMemory = 0;
    else if (smemPerBlock > 0 && smemPerSm > 0)
        r.limitSharedMemory = smemPerSm / smemPerBlock;
    else
        r.limitSharedMemory = INT_MAX;

    r.activeBlocksPerSm = std::min({r.limitWarps, r.limitBlocks, r.limitRegisters, r.limitSharedMemory});
    // The factor that binds; on a tie the one a person can change most easily is named first.
    if (r.activeBlocksPerSm == r.limitRegisters)
        r.limitedBy = QStringLiteral("registers");
    else if (r.activeBlocksPerSm == r.limitSharedMemory)
        r.limitedBy = QStringLiteral("shared memory");
    else if (r.activeBlocksPerSm == r.limitWarps)
        r.limitedBy = QStringLiteral("warps");
    else
        r.limitedBy = QStringLiteral("blocks");
    if (r.activeBlocksPerSm == 0) {
        if (r.limitRegisters == 0)
            r.error = QStringLiteral("%1 registers per thread x %2 threads do not fit in one SM's register file")
                          .arg(k.registersPerThread)
                          .arg(k.threadsPerBlock);
        else if (r.limitSharedMemory == 0)
            r.error = QStringLiteral("%1 bytes of shared memory per block exceed the device's %2")
                          .arg(smemPerBlock)
                          .arg(smemLimitPerBlock);
    }
    r.activeWarpsPerSm = r.activeBlocksPerSm * warpsPerBlock;
    r.occupancy = r.maxWarpsPerSm > 0 ? double(r.activeWarpsPerSm) / r.maxWarpsPerSm : 0;
    return r;
}

} // namespace kiln
