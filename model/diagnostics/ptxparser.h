// PTX: the kernels (.entry) of a PTX file and their instruction mix, with source lines from the `.loc`
// directives nvcc emits under -lineinfo (and Triton always). PTX is what every CUDA build leaves behind
// (nvcc -keep, Triton's cache), so it gives tensor-core, load-width and local-memory facts on machines
// without cuobjdump; SASS, when present, is preferred for the final instruction counts.
#pragma once

#include "instructionmix.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace kiln {

struct PtxKernel
{
    QString name;      // mangled
    bool entry = true; // .entry (kernel) or .func
    int firstTextLine = 0;
    InstructionMix mix;
    int localDepotBytes = 0; // __local_depot size: per-thread local memory (arrays, spills at PTX level)
};

struct PtxModule
{
    QString target; // sm_90, sm_90a
    QString version;
    QStringList files; // the .file table: the sources the .loc lines refer to
    QList<PtxKernel> kernels;
};

PtxModule parsePtx(const QByteArray& text);

} // namespace kiln
