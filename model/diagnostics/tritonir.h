// Triton's IR stages from its cache folder (TRITON_CACHE_DIR, one sub-folder per compiled kernel holding
// NAME.ttir, NAME.ttgir, NAME.llir, NAME.ptx or NAME.amdgcn, NAME.json): which stages exist, the launch
// metadata (warps, stages, shared memory), whether a tt.dot was lowered to tensor cores (an MMA layout in
// TTGIR, wgmma/mma in PTX) and the PTX instruction mix with Python source lines.
#pragma once

#include "ptxparser.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kiln {

struct TritonKernel
{
    QString name;
    QString folder;
    QMap<QString, QString> stages; // "ttir" | "ttgir" | "llir" | "ptx" | "amdgcn" -> file path
    int numWarps = 0, numStages = 0, sharedBytes = 0;
    int dotOps = 0;       // tt.dot / warp_group_dot in TTGIR (or TTIR when TTGIR is missing)
    int mmaVersion = 0;   // TTGIR's nvidia_mma versionMajor (2: mma.sync, 3: wgmma); 0 when none
    bool amdMfma = false; // TTGIR has an amd_mfma layout
    int asyncCopies = 0;  // cp.async / TMA copies in TTGIR: software pipelining happened
    PtxModule ptx;        // parsed when the .ptx stage exists
};

// Every kernel found under `cacheDir` (recursively); a folder without IR files is skipped.
QList<TritonKernel> readTritonCache(const QString& cacheDir, QStringList* problems = nullptr);
// One kernel's facts from already-read stage texts (the tests and readTritonCache use it).
TritonKernel tritonKernelFromStages(const QString& name, const QByteArray& ttir, const QByteArray& ttgir,
                                    const QByteArray& ptx, const QByteArray& metadataJson);

} // namespace kiln
