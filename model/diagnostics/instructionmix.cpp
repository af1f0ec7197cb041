#include "instructionmix.h"

namespace kiln {

namespace {

const char* const kNames[kInstrClassCount] = {"hgmma", "hmma", "imma",       "tcgen05", "dmma",     "mfma", "ffma",
                                              "hfma2", "ldg",  "ldg_narrow", "stg",     "lds",      "sts",  "ldsm",
                                              "ldl",   "stl",  "bar",        "branch",  "cp_async", "tma",  "other"};

bool startsWith(QByteArrayView s, const char* prefix)
{
    return s.startsWith(QByteArrayView(prefix));
}

// The modifiers after the mnemonic, e.g. "E", "128" of "LDG.E.128".
template <typename F> void forEachModifier(QByteArrayView s, F f)
{
    qsizetype start = s.indexOf('.');
    while (start >= 0) {
        const qsizetype next = s.indexOf('.', start + 1);
        f(s.sliced(start + 1, next < 0 ? s.size() - start - 1 : next - start - 1));
        start = next;
    }
}

int sassWidth(QByteArrayView op)
{
    int w = 32;
    forEachModifier(op, [&](QByteArrayView m) {
        if (m == "128")
            w = 128;
        else if (m == "64")
            w = 64;
        else if (m == "U8" || m == "S8")
            w = 8;
        else if (m == "U16" || m == "S16")
            w = 16;
    });
    return w;
}

int ptxTypeBits(QByteArrayView t)
{
    if (t.size() < 2)
        return 0;
    const char k = t[0];
    if (k != 'f' && k != 'u' && k != 's' && k != 'b')
        return 0;
    bool ok = false;
    const int bits = t.sliced(1).toInt(&ok);
    return ok ? bits : 0;
}

int ptxWidth(QByteArrayView op)
{
    int vec = 1, bits = 0;
    forEachModifier(op, [&](QByteArrayView m) {
        if (m == "v2")
            vec = 2;
        else if (m == "v4")
            vec = 4;
        else if (m == "v8")
            vec = 8;
        else if (const int b = ptxTypeBits(m))
            bits = b;
    });
    return vec * (bits ? bits : 32);
}

} // namespace

QString instrClassName(InstrClass c)
{
    const int i = static_cast<int>(c);
    return i >= 0 && i < kInstrClassCount ? QString::fromLatin1(kNames[i]) : QString();
}

InstrClass instrClassFromName(const QString& name)
{
    for (int i = 0; i < kInstrClassCount; ++i)
        if (name == QLatin1String(kNames[i]))
            return static_cast<InstrClass>(i);
    return InstrClass::Count;
}

int InstructionMix::tensorCoreCount() const
{
    return count(InstrClass::Hgmma) + count(InstrClass::Hmma) + count(InstrClass::Imma) + count(InstrClass::Tcgen05) +
           count(InstrClass::Dmma) + count(InstrClass::Mfma);
}

void InstructionMix::add(InstrClass c, int width, const SourceLocation* where)
{
    ++total;
    ++counts[static_cast<int>(c)];
    const bool narrow = c == InstrClass::Ldg && width > 0 && width < 128;
    if (c == InstrClass::Ldg) {
        ++globalLoadWidths[width];
        if (narrow)
            ++counts[static_cast<int>(InstrClass::LdgNarrow)];
    }
    if (c == InstrClass::Other || !where || where->line <= 0)
        return;
    auto& row = perLine[*where];
    ++row[static_cast<int>(c)];
    if (narrow)
        ++row[static_cast<int>(InstrClass::LdgNarrow)];
}

QList<SourceLocation> InstructionMix::linesOf(InstrClass c) const
{
    QList<SourceLocation> out;
    for (auto it = perLine.begin(); it != perLine.end(); ++it)
        if (it.value()[static_cast<int>(c)] > 0)
            out << it.key();
    return out;
}

InstrClass classifySassOpcode(QByteArrayView op, int* width)
{
    if (width)
        *width = 0;
    if (op.isEmpty())
        return InstrClass::Other;
    switch (op[0]) {
    case 'B':
        if (startsWith(op, "BAR"))
            return InstrClass::Bar;
        if (startsWith(op, "BRA") || startsWith(op, "BRX"))
            return InstrClass::Branch;
        break;
    case 'C':
        if (startsWith(op, "CALL"))
            return InstrClass::Branch;
        break;
    case 'D':
        if (startsWith(op, "DMMA"))
            return InstrClass::Dmma;
        break;
    case 'F':
        if (op == "FFMA" || startsWith(op, "FFMA."))
            return InstrClass::Ffma;
        break;
    case 'H':
        if (startsWith(op, "HGMMA"))
            return InstrClass::Hgmma;
        if (startsWith(op, "HMMA"))
            return InstrClass::Hmma;
        if (startsWith(op, "HFMA2"))
            return InstrClass::Hfma2;
        break;
    case 'I':
        if (startsWith(op, "IMMA") || startsWith(op, "IGMMA"))
            return InstrClass::Imma;
        break;
    case 'J':
        if (startsWith(op, "JMP") || startsWith(op, "JMX"))
            return InstrClass::Branch;
        break;
    case 'L':
        if (startsWith(op, "LDGSTS"))
            return InstrClass::CpAsync;
        if (startsWith(op, "LDGDEPBAR"))
            return InstrClass::Other;
        if (op == "LDG" || startsWith(op, "LDG.")) {
            if (width)
                *width = sassWidth(op);
            return InstrClass::Ldg;
        }
        if (startsWith(op, "LDSM"))
            return InstrClass::Ldsm;
        if (op == "LDS" || startsWith(op, "LDS."))
            return InstrClass::Lds;
        if (op == "LDL" || startsWith(op, "LDL."))
            return InstrClass::Ldl;
        break;
    case 'Q':
        if (startsWith(op, "QGMMA"))
            return InstrClass::Hgmma; // fp8 warpgroup MMA
        break;
    case 'R':
        if (op == "RET" || startsWith(op, "RET."))
            return InstrClass::Branch;
        break;
    case 'S':
        if (op == "STG" || startsWith(op, "STG.")) {
            if (width)
                *width = sassWidth(op);
            return InstrClass::Stg;
        }
        if (op == "STS" || startsWith(op, "STS."))
            return InstrClass::Sts;
        if (op == "STL" || startsWith(op, "STL."))
            return InstrClass::Stl;
        break;
    case 'U':
        if (startsWith(op, "UTCHMMA") || startsWith(op, "UTCQMMA") || startsWith(op, "UTCIMMA") ||
            startsWith(op, "UTCMMA"))
            return InstrClass::Tcgen05;
        if (startsWith(op, "UTMALDG") || startsWith(op, "UBLKCP"))
            return InstrClass::Tma;
        break;
    default:
        break;
    }
    return InstrClass::Other;
}

InstrClass classifyPtxOpcode(QByteArrayView op, int* width)
{
    if (width)
        *width = 0;
    if (startsWith(op, "wgmma.mma_async"))
        return op.contains(".s8") || op.contains(".u8") ? InstrClass::Imma : InstrClass::Hgmma;
    if (startsWith(op, "tcgen05.mma"))
        return InstrClass::Tcgen05;
    if (startsWith(op, "mma.sync") || startsWith(op, "wmma.mma")) {
        if (op.contains(".s8") || op.contains(".u8") || op.contains(".s4") || op.contains(".u4") || op.contains(".b1"))
            return InstrClass::Imma;
        if (op.contains(".f64"))
            return InstrClass::Dmma;
        return InstrClass::Hmma;
    }
    if (startsWith(op, "fma.") && op.contains(".f32") && !op.contains(".f32x2"))
        return InstrClass::Ffma;
    if (startsWith(op, "fma.") && (op.contains(".f16x2") || op.contains(".bf16x2")))
        return InstrClass::Hfma2;
    if (startsWith(op, "ld.global") || startsWith(op, "ldu.global")) {
        if (width)
            *width = ptxWidth(op);
        return InstrClass::Ldg;
    }
    if (startsWith(op, "st.global")) {
        if (width)
            *width = ptxWidth(op);
        return InstrClass::Stg;
    }
    if (startsWith(op, "ld.shared"))
        return InstrClass::Lds;
    if (startsWith(op, "st.shared"))
        return InstrClass::Sts;
    if (startsWith(op, "ldmatrix"))
        return InstrClass::Ldsm;
    if (startsWith(op, "ld.local"))
        return InstrClass::Ldl;
    if (startsWith(op, "st.local"))
        return InstrClass::Stl;
    if (startsWith(op, "bar.sync") || startsWith(op, "barrier.sync") || startsWith(op, "bar.arrive") ||
        op == "barrier" || startsWith(op, "barrier.cta"))
        return InstrClass::Bar;
    if (op == "bra" || startsWith(op, "bra.") || startsWith(op, "call") || op == "ret" || startsWith(op, "brx"))
        return InstrClass::Branch;
    if (startsWith(op, "cp.async.bulk.tensor"))
        return InstrClass::Tma;
    if (startsWith(op, "cp.async.ca") || startsWith(op, "cp.async.cg"))
        return InstrClass::CpAsync;
    return InstrClass::Other;
}

InstrClass classifyAmdgpuOpcode(QByteArrayView op, int* width)
{
    if (width)
        *width = 0;
    if (startsWith(op, "v_mfma") || startsWith(op, "v_smfmac") || startsWith(op, "v_wmma"))
        return InstrClass::Mfma;
    if (op == "v_fma_f32" || op == "v_fmac_f32_e32" || op == "v_fmac_f32_e64" || op == "v_fmac_f32" ||
        startsWith(op, "v_pk_fma_f32") || op == "v_mac_f32_e32")
        return InstrClass::Ffma;
    if (startsWith(op, "v_pk_fma_f16"))
        return InstrClass::Hfma2;
    auto loadWidth = [](QByteArrayView o) {
        if (o.endsWith("dwordx4") || o.endsWith("b128"))
            return 128;
        if (o.endsWith("dwordx3") || o.endsWith("b96"))
            return 96;
        if (o.endsWith("dwordx2") || o.endsWith("b64"))
            return 64;
        if (o.contains("ubyte") || o.contains("sbyte") || o.endsWith("u8") || o.endsWith("i8"))
            return 8;
        if (o.contains("short") || o.endsWith("u16") || o.endsWith("i16") || o.endsWith("d16"))
            return 16;
        return 32;
    };
    if (startsWith(op, "global_load") || startsWith(op, "buffer_load") || startsWith(op, "flat_load")) {
        if (width)
            *width = loadWidth(op);
        return InstrClass::Ldg;
    }
    if (startsWith(op, "global_store") || startsWith(op, "buffer_store") || startsWith(op, "flat_store")) {
        if (width)
            *width = loadWidth(op);
        return InstrClass::Stg;
    }
    if (startsWith(op, "scratch_load"))
        return InstrClass::Ldl;
    if (startsWith(op, "scratch_store"))
        return InstrClass::Stl;
    if (startsWith(op, "ds_read") || startsWith(op, "ds_load"))
        return InstrClass::Lds;
    if (startsWith(op, "ds_write") || startsWith(op, "ds_store"))
        return InstrClass::Sts;
    if (op == "s_barrier")
        return InstrClass::Bar;
    if (startsWith(op, "s_cbranch") || op == "s_branch" || startsWith(op, "s_setpc") || startsWith(op, "s_swappc"))
        return InstrClass::Branch;
    return InstrClass::Other;
}

} // namespace kiln
