// AMDGPU ISA (the .s file hipcc --save-temps leaves): the kernels and their instruction mix (MFMA, global
// load widths, LDS, scratch spills and reloads, barriers). `.loc` lines (hipcc -g or -gline-tables-only)
// give source lines when present.
#pragma once

#include "instructionmix.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace kiln {

struct AmdgpuKernel
{
    QString name;
    int firstTextLine = 0;
    InstructionMix mix;
};

struct AmdgpuModule
{
    QString target; // amdgcn-amd-amdhsa--gfx90a
    QList<AmdgpuKernel> kernels;
};

AmdgpuModule parseAmdgpuIsa(const QByteArray& text);

} // namespace kiln
