// SASS listings: `cuobjdump -sass` (one "Function : name" block per kernel, encodings in comments) and
// `nvdisasm -g[i] -c` (".text.name:" sections, "//## File "f", line N [inlined at ...]" line info before
// the instructions it covers). Gives each kernel's instruction mix and, with line info, each instruction's
// source line, so the SASS view can highlight source <-> SASS both ways. Built for big listings: 50 MB
// parse in well under a second (kiln bench sass); call it off the GUI thread.
#pragma once

#include "instructionmix.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace kiln {

struct SassInstruction
{
    int textLine = 0;  // 0-based line in the listing
    int address = -1;  // the /*0040*/ offset
    int location = -1; // index into SassKernel::locations; -1 when the listing has no line info here
    InstrClass cls = InstrClass::Other;
};

struct SassKernel
{
    QString name; // mangled
    QString arch; // sm_90 (cuobjdump's "code for sm_90"; nvdisasm listings do not say)
    int firstTextLine = 0;
    QList<SourceLocation> locations; // distinct source locations of this kernel; the outermost frame's
                                     // file and line when lines were inlined (the call site in the kernel's file)
    QList<SassInstruction> instructions;
    InstructionMix mix;
};

struct SassListing
{
    QString format; // cuobjdump | nvdisasm | unknown
    QList<SassKernel> kernels;
    int lines = 0;
};

// Never throws; garbage gives no kernels, a truncated listing gives what was complete up to the cut.
SassListing parseSassListing(const QByteArray& text);

} // namespace kiln
