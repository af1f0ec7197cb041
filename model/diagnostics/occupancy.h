// Theoretical occupancy of a CUDA kernel on one SM: how many blocks of a launch fit at once, limited by
// registers, shared memory, warp slots and the block-slot count, following the CUDA runtime's own
// calculator (cuda_occupancy.h: registers per warp rounded to the allocation unit and allocated per
// SM sub-partition; shared memory per block = static + dynamic + the runtime's reserved bytes, rounded to
// the allocation unit, against the largest carve-out). Checked against
// cudaOccupancyMaxActiveBlocksPerMultiprocessor on the H200 (tests/data/ir/h200/occupancy.jsonl).
#pragma once

#include "model/device/devicespec.h"

#include <QString>

namespace kiln {

struct OccupancyInput
{
    int threadsPerBlock = 0;
    int registersPerThread = 0;
    int staticSharedBytes = 0;
    int dynamicSharedBytes = 0;
    int sharedMemoryPerSm = 0; // 0: the device's largest carve-out; else a configured size (ncu's
                               // "Shared Memory Configuration Size")
};

struct OccupancyResult
{
    int activeBlocksPerSm = 0;
    int activeWarpsPerSm = 0;
    int maxWarpsPerSm = 0;
    double occupancy = 0;                                                           // active warps / max warps, 0..1
    int limitRegisters = 0, limitSharedMemory = 0, limitWarps = 0, limitBlocks = 0; // blocks each allows
    QString limitedBy; // registers | shared memory | warps | blocks
    QString error;     // the launch cannot run at all (too many threads, registers or shared memory)
};

OccupancyResult theoreticalOccupancy(const DeviceLimits& device, const OccupancyInput& kernel);

} // namespace kiln
