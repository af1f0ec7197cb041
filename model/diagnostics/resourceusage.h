// Resource usage per kernel, as the device compilers report it: `ptxas -v` (nvcc -Xptxas -v) per kernel and
// architecture, and AMDGPU's -Rpass-analysis=kernel-resource-usage remarks (hipcc). Facts for the rules
// (REG_SPILL, LOCAL_MEMORY, HIGH_REGISTERS) and inputs of the occupancy calculator.
#pragma once

#include <QList>
#include <QString>

namespace kiln {

struct KernelResources
{
    QString kernel; // mangled, as the compiler printed it
    QString arch;   // sm_90, gfx90a
    QString file;   // AMDGPU remarks name the source file and line of the kernel
    int line = 0;
    int registers = -1; // ptxas registers / AMDGPU VGPRs (arch VGPRs); -1 when not reported
    int barriers = 0;
    int sharedBytes = 0; // static shared memory (ptxas smem) / AMDGPU LDS per block
    int constBytes = 0;  // ptxas cmem[0] + other banks
    int stackFrame = 0;  // ptxas stack frame bytes / AMDGPU scratch bytes per lane
    int cumulativeStack = 0;
    int spillStores = 0; // bytes (ptxas) / spilled registers (AMDGPU: SGPR + VGPR spills)
    int spillLoads = 0;
    // AMDGPU only
    int sgprs = -1, agprs = -1, wavesPerSimd = -1, sgprSpills = 0, vgprSpills = 0;
};

// `ptxas info` lines; several architectures (-gencode ...) give one entry per kernel and arch.
QList<KernelResources> parsePtxasResourceUsage(const QString& text);
// "remark: f.hip:13:0: Function Name: k ..." blocks.
QList<KernelResources> parseAmdgpuResourceRemarks(const QString& text, const QString& arch = {});

} // namespace kiln
