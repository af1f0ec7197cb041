// sassKey: the part of a SASS line (cuobjdump -sass / nvdisasm) that a comparison looks at. Addresses
// (/*0040*/) and encodings (/* 0x000fc400078e00ff */) change whenever one instruction is added, so
// they are never compared; in opcode mode the predicate and every operand are dropped too, so register
// renaming between two compilations is ignored, as in Nsight Compute's source comparison.
// The key is a substring of the line, so a diff of keys can highlight the original text.
#pragma once

#include <QString>

namespace kiln {

enum class SassCompare { Instruction, Opcode };

struct SassKey
{
    int start = 0;  // where the compared text begins in the line
    int length = 0; // its length; 0 for a line with nothing to compare (an encoding-only line)
    QString text(const QString& line) const { return line.mid(start, length); }
};

SassKey sassKey(const QString& line, SassCompare mode);

} // namespace kiln
