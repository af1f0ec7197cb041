// InstructionMix: what a kernel's machine code (SASS), PTX or AMDGPU ISA is made of, by class, in total and
// per source line: the facts behind NO_TENSOR_CORES, NARROW_GLOBAL_LOADS, LOCAL_MEMORY and friends. The
// classifiers map one opcode of each dialect to a class; the parsers (sassparser, ptxparser, amdgpuisa)
// feed them.
#pragma once

#include <QByteArrayView>
#include <QHashFunctions>
#include <QList>
#include <QMap>
#include <QString>
#include <array>
#include <utility>

namespace kiln {

enum class InstrClass {
    Hgmma,     // Hopper warpgroup MMA (wgmma.mma_async)
    Hmma,      // warp-level half/bf16/tf32 MMA (mma.sync, wmma)
    Imma,      // integer MMA
    Tcgen05,   // Blackwell tcgen05.mma (UTCHMMA/UTCQMMA/UTCIMMA)
    Dmma,      // double MMA
    Mfma,      // AMD matrix cores (v_mfma_*)
    Ffma,      // fp32 fused multiply-add
    Hfma2,     // packed half FMA
    Ldg,       // global load (any width)
    LdgNarrow, // global load narrower than 128 bits (also counted in Ldg)
    Stg,
    Lds, // shared load
    Sts,
    Ldsm, // ldmatrix
    Ldl,  // local (stack/spill) load: scratch on AMD
    Stl,
    Bar, // block barrier
    Branch,
    CpAsync, // LDGSTS / cp.async
    Tma,     // UTMALDG / cp.async.bulk.tensor
    Other,
    Count
};
constexpr int kInstrClassCount = static_cast<int>(InstrClass::Count);

// The fact name of a class: "hgmma", "ldg", "ldl" (facts are "<name>_count").
QString instrClassName(InstrClass c);
// Inverse of instrClassName; Count when unknown.
InstrClass instrClassFromName(const QString& name);

struct SourceLocation
{
    QString file;
    int line = 0;
    bool operator<(const SourceLocation& o) const { return line != o.line ? line < o.line : file < o.file; }
    bool operator==(const SourceLocation& o) const { return line == o.line && file == o.file; }
};

inline size_t qHash(const SourceLocation& l, size_t seed = 0)
{
    return qHashMulti(seed, l.file, l.line);
}

struct InstructionMix
{
    int total = 0;
    std::array<int, kInstrClassCount> counts{};
    QMap<int, int> globalLoadWidths; // bits -> count
    // Per source line, the count of each class (only lines that have instructions of a class other than Other).
    QMap<SourceLocation, std::array<int, kInstrClassCount>> perLine;

    int count(InstrClass c) const { return counts[static_cast<int>(c)]; }
    int widestGlobalLoad() const { return globalLoadWidths.isEmpty() ? 0 : globalLoadWidths.lastKey(); }
    int tensorCoreCount() const;
    // Adds one instruction; `width` is the access width in bits for loads/stores (0: unknown).
    void add(InstrClass c, int width, const SourceLocation* where);
    // Source lines that have at least one instruction of class c, ascending.
    QList<SourceLocation> linesOf(InstrClass c) const;
};

// Classifiers. Width is set for global loads/stores (bits).
InstrClass classifySassOpcode(QByteArrayView opcode, int* width);
InstrClass classifyPtxOpcode(QByteArrayView opcode, int* width);
InstrClass classifyAmdgpuOpcode(QByteArrayView opcode, int* width);

} // namespace kiln
