#include "kernelfacts.h"

#include <cstdlib>
#include <cxxabi.h>

namespace kiln {

void KernelFacts::addMix(const InstructionMix& mix)
{
    values[QStringLiteral("instructions")] = mix.total;
    for (int i = 0; i < kInstrClassCount; ++i) {
        const auto c = static_cast<InstrClass>(i);
        if (c == InstrClass::Other)
            continue;
        values[instrClassName(c) + QStringLiteral("_count")] = mix.count(c);
        const auto where = mix.linesOf(c);
        if (!where.isEmpty())
            lines[instrClassName(c)] = where;
    }
    values[QStringLiteral("tensor_core_count")] = mix.tensorCoreCount();
    values[QStringLiteral("widest_global_load")] = mix.widestGlobalLoad();
    values[QStringLiteral("narrow_global_loads")] = mix.count(InstrClass::LdgNarrow);
}

const QMap<QString, QString>& knownFacts()
{
    static const QMap<QString, QString> facts = [] {
        QMap<QString, QString> f{
            {"registers", "registers per thread (ptxas) / VGPRs (AMDGPU)"},
            {"spill_stores", "bytes of register spill stores (ptxas) / spilled registers (AMDGPU)"},
            {"spill_loads", "bytes of register spill loads (ptxas) / spilled registers (AMDGPU)"},
            {"stack_frame", "bytes of per-thread stack frame (ptxas) / scratch bytes per lane (AMDGPU)"},
            {"local_depot", "bytes of per-thread local memory the PTX declares (__local_depot)"},
            {"shared_bytes", "static shared memory (LDS) per block, bytes"},
            {"const_bytes", "constant memory, bytes"},
            {"barriers", "named barriers used"},
            {"sgprs", "AMDGPU scalar registers"},
            {"agprs", "AMDGPU accumulation registers"},
            {"waves_per_simd", "AMDGPU occupancy the compiler reports, waves per SIMD"},
            {"vgpr_spills", "AMDGPU spilled VGPRs"},
            {"sgpr_spills", "AMDGPU spilled SGPRs"},
            {"instructions", "instructions in the kernel's machine code (SASS, else PTX/ISA)"},
            {"tensor_core_count", "tensor-core instructions of any kind (HGMMA, HMMA, IMMA, tcgen05, DMMA, MFMA)"},
            {"widest_global_load", "widest global load, bits (32, 64, 128)"},
            {"narrow_global_loads", "global loads narrower than 128 bits"},
            {"threads_per_block", "threads per block of the launch configuration"},
            {"occupancy", "theoretical occupancy, 0..1 (active warps / maximum warps per SM)"},
            {"active_blocks_per_sm", "theoretical active blocks per SM"},
            {"occupancy_limited_by_registers", "1 when registers bound the occupancy"},
            {"occupancy_limited_by_shared", "1 when shared memory bounds the occupancy"},
            {"is_cuda", "1 for CUDA tasks"},
            {"is_hip", "1 for HIP tasks"},
            {"is_triton", "1 for Triton tasks"},
            {"is_host", "1 for host (CPU) tasks"},
            {"memory_bound", "1 when the task is tagged memory-bound or bandwidth"},
            {"compute_bound", "1 when the task is tagged compute-bound"},
            {"has_sass", "1 when the counts come from SASS (cuobjdump/nvdisasm ran)"},
            {"has_ptx", "1 when PTX was read"},
            {"triton_num_warps", "Triton num_warps"},
            {"triton_num_stages", "Triton num_stages"},
            {"triton_shared_bytes", "Triton shared memory per program, bytes"},
            {"triton_dot_ops", "tt.dot operations in TTGIR"},
            {"triton_mma_version", "TTGIR MMA layout version (2: mma.sync, 3: wgmma), 0 when none"},
            {"triton_async_copies", "async copies in TTGIR (software pipelining)"},
            {"compile_errors", "compiler errors (whole compile)"},
            {"compile_warnings", "compiler warnings (whole compile)"},
        };
        for (int i = 0; i < kInstrClassCount; ++i) {
            const auto c = static_cast<InstrClass>(i);
            if (c != InstrClass::Other)
                f[instrClassName(c) + QStringLiteral("_count")] =
                    QStringLiteral("%1 instructions").arg(instrClassName(c));
        }
        return f;
    }();
    return facts;
}

bool isKnownFact(const QString& name)
{
    return name.startsWith(QLatin1String("tag_")) || knownFacts().contains(name);
}

QString kernelDisplayName(const QString& mangled)
{
    if (!mangled.startsWith(QLatin1String("_Z")))
        return mangled;
    int status = 0;
    char* d = abi::__cxa_demangle(mangled.toLatin1().constData(), nullptr, nullptr, &status);
    if (status != 0 || !d) {
        std::free(d);
        return mangled;
    }
    QString s = QString::fromLatin1(d);
    std::free(d);
    // Drop the parameter list (the part after the name's own '(' at template depth 0).
    int depth = 0;
    for (int i = 0; i < s.size(); ++i) {
        if (s[i] == QLatin1Char('<'))
            ++depth;
        else if (s[i] == QLatin1Char('>'))
            --depth;
        else if (s[i] == QLatin1Char('(') && depth == 0)
            return s.left(i);
    }
    return s;
}

} // namespace kiln
