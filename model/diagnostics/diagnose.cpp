#include "diagnose.h"

#include "amdgpuisa.h"
#include "occupancy.h"
#include "ptxparser.h"
#include "resourceusage.h"
#include "sassparser.h"

#include <QMap>

namespace kiln {

namespace {

KernelFacts& kernelFor(QList<KernelFacts>& kernels, const QString& name, const QString& backend)
{
    for (auto& k : kernels)
        if (k.kernel == name)
            return k;
    KernelFacts k;
    k.kernel = name;
    k.displayName = kernelDisplayName(name);
    k.backend = backend;
    kernels << k;
    return kernels.last();
}

void addSource(KernelFacts& k, const QString& s)
{
    if (!k.sources.contains(s))
        k.sources << s;
}

void setCommonFacts(KernelFacts& k, const DiagnosticsInput& in)
{
    k.values[QStringLiteral("is_cuda")] = in.backend == QLatin1String("cuda");
    k.values[QStringLiteral("is_hip")] = in.backend == QLatin1String("hip");
    k.values[QStringLiteral("is_triton")] = in.backend == QLatin1String("triton");
    k.values[QStringLiteral("is_host")] = in.backend == QLatin1String("host");
    for (const auto& t : in.tags)
        k.values[QStringLiteral("tag_") + QString(t).replace(QLatin1Char('-'), QLatin1Char('_'))] = 1;
    k.values[QStringLiteral("memory_bound")] =
        in.tags.contains(QStringLiteral("memory-bound")) || in.tags.contains(QStringLiteral("bandwidth"));
    k.values[QStringLiteral("compute_bound")] = in.tags.contains(QStringLiteral("compute-bound"));
}

void setResources(KernelFacts& k, const KernelResources& r)
{
    if (r.registers >= 0)
        k.values[QStringLiteral("registers")] = r.registers;
    k.values[QStringLiteral("spill_stores")] = r.spillStores;
    k.values[QStringLiteral("spill_loads")] = r.spillLoads;
    k.values[QStringLiteral("stack_frame")] = r.stackFrame;
    k.values[QStringLiteral("shared_bytes")] = r.sharedBytes;
    k.values[QStringLiteral("const_bytes")] = r.constBytes;
    k.values[QStringLiteral("barriers")] = r.barriers;
    if (r.sgprs >= 0) {
        k.values[QStringLiteral("sgprs")] = r.sgprs;
        k.values[QStringLiteral("agprs")] = std::max(0, r.agprs);
        k.values[QStringLiteral("waves_per_simd")] = r.wavesPerSimd;
        k.values[QStringLiteral("vgpr_spills")] = r.vgprSpills;
        k.values[QStringLiteral("sgpr_spills")] = r.sgprSpills;
    }
    if (r.line > 0)
        k.definition = {r.file, r.line};
}

// The whole compile's facts (kernel 0) and its messages as findings (they are already located and worded).
QList<Finding> compileFindings(const DiagnosticsInput& in, DiagnosticsReport& rep)
{
    KernelFacts compile;
    compile.backend = in.backend;
    setCommonFacts(compile, in);
    rep.messages = parseCompilerMessages(in.compileOutput);
    int errors = 0, warnings = 0;
    QList<Finding> findings;
    for (const auto& m : rep.messages) {
        if (m.severity != QLatin1String("error") && m.severity != QLatin1String("warning"))
            continue;
        const bool error = m.severity == QLatin1String("error");
        (error ? errors : warnings)++;
        Finding f;
        f.code = error ? QStringLiteral("COMPILE_ERROR") : QStringLiteral("COMPILE_WARNING");
        f.severity = error ? FindingSeverity::Blocking : FindingSeverity::Hint;
        f.file = m.file;
        f.line = m.line;
        if (m.line > 0)
            f.lines = {m.line};
        f.message = QStringLiteral("%1: %2").arg(m.tool, m.message);
        if (!m.notes.isEmpty())
            f.hint = m.notes.join(QLatin1Char('\n'));
        findings << f;
    }
    compile.values[QStringLiteral("compile_errors")] = errors;
    compile.values[QStringLiteral("compile_warnings")] = warnings;
    rep.kernels << compile;
    return findings;
}

// Registers, spills and shared memory per kernel: ptxas -v (the requested arch where several were compiled)
// and AMDGPU's resource remarks.
void addResources(const DiagnosticsInput& in, DiagnosticsReport& rep)
{
    const QList<KernelResources> ptxas = parsePtxasResourceUsage(in.compileOutput);
    for (const auto& r : ptxas) {
        if (!in.arch.isEmpty() && r.arch != in.arch) {
            bool archPresent = false;
            for (const auto& o : ptxas)
                archPresent = archPresent || (o.kernel == r.kernel && o.arch == in.arch);
            if (archPresent)
                continue;
        }
        KernelFacts& k = kernelFor(rep.kernels, r.kernel, in.backend);
        setResources(k, r);
        addSource(k, QStringLiteral("ptxas"));
    }
    for (const auto& r : parseAmdgpuResourceRemarks(in.compileOutput)) {
        KernelFacts& k = kernelFor(rep.kernels, r.kernel, in.backend);
        setResources(k, r);
        addSource(k, QStringLiteral("amdgpu-remarks"));
    }
}

// Instruction mix: SASS when there is some (what runs), else PTX, else AMDGPU ISA; Triton's own metadata.
void addInstructionMix(const DiagnosticsInput& in, DiagnosticsReport& rep)
{
    const QString& backend = in.backend;
    QMap<QString, bool> fromSass;
    if (!in.sass.isEmpty()) {
        const SassListing sass = parseSassListing(in.sass);
        if (sass.kernels.isEmpty())
            rep.notes << QStringLiteral("the SASS listing has no kernels (%1 lines); instruction counts come from PTX")
                             .arg(sass.lines);
        for (const auto& s : sass.kernels) {
            if (!in.arch.isEmpty() && !s.arch.isEmpty() && s.arch != in.arch && sass.kernels.size() > 1)
                continue;
            KernelFacts& k = kernelFor(rep.kernels, s.name, backend);
            k.addMix(s.mix);
            k.values[QStringLiteral("has_sass")] = 1;
            fromSass[s.name] = true;
            addSource(k, QStringLiteral("sass"));
        }
    }
    auto addPtx = [&](const PtxModule& ptx) {
        for (const auto& p : ptx.kernels) {
            if (!p.entry)
                continue;
            KernelFacts& k = kernelFor(rep.kernels, p.name, backend);
            k.values[QStringLiteral("has_ptx")] = 1;
            k.values[QStringLiteral("local_depot")] = p.localDepotBytes;
            addSource(k, QStringLiteral("ptx"));
            if (fromSass.value(p.name))
                continue; // SASS counts win: they are what runs
            k.addMix(p.mix);
            k.values[QStringLiteral("has_sass")] = 0;
        }
    };
    for (const auto& text : in.ptx)
        addPtx(parsePtx(text));
    if (!in.amdgpuIsa.isEmpty()) {
        for (const auto& a : parseAmdgpuIsa(in.amdgpuIsa).kernels) {
            KernelFacts& k = kernelFor(rep.kernels, a.name, backend);
            k.addMix(a.mix);
            addSource(k, QStringLiteral("amdgpu-isa"));
        }
    }
    for (const auto& t : in.triton) {
        addPtx(t.ptx);
        // The PTX entry is the kernel's real name (the cache folder or file may be named otherwise).
        const QString name = t.ptx.kernels.isEmpty() ? t.name : t.ptx.kernels.first().name;
        KernelFacts& k = kernelFor(rep.kernels, name, backend);
        k.values[QStringLiteral("triton_num_warps")] = t.numWarps;
        k.values[QStringLiteral("triton_num_stages")] = t.numStages;
        k.values[QStringLiteral("triton_shared_bytes")] = t.sharedBytes;
        k.values[QStringLiteral("triton_dot_ops")] = t.dotOps;
        k.values[QStringLiteral("triton_mma_version")] = t.mmaVersion;
        k.values[QStringLiteral("triton_async_copies")] = t.asyncCopies;
        if (t.numWarps > 0 && !k.has(QStringLiteral("threads_per_block")))
            k.values[QStringLiteral("threads_per_block")] = t.numWarps * 32;
        if (!k.has(QStringLiteral("shared_bytes")))
            k.values[QStringLiteral("shared_bytes")] = t.sharedBytes;
        addSource(k, QStringLiteral("triton"));
    }
    if (in.sass.isEmpty() && backend == QLatin1String("cuda"))
        rep.notes << QStringLiteral("no SASS: cuobjdump/nvdisasm were not available where the candidate was compiled; "
                                    "instruction counts come from PTX");
}

// Occupancy, where the launch and the registers are known (every kernel but the compile's facts).
void addOccupancy(const DiagnosticsInput& in, DiagnosticsReport& rep)
{
    for (int i = 1; i < rep.kernels.size(); ++i) {
        KernelFacts& k = rep.kernels[i];
        setCommonFacts(k, in);
        if (in.threadsPerBlock > 0)
            k.values[QStringLiteral("threads_per_block")] = in.threadsPerBlock;
        const int threads = int(k.value(QStringLiteral("threads_per_block")));
        if (!in.device || threads <= 0 || !k.has(QStringLiteral("registers")) || in.backend == QLatin1String("hip"))
            continue;
        OccupancyInput oi;
        oi.threadsPerBlock = threads;
        oi.registersPerThread = int(k.value(QStringLiteral("registers")));
        oi.staticSharedBytes = int(k.value(QStringLiteral("shared_bytes")));
        oi.dynamicSharedBytes = in.dynamicSharedBytes;
        const OccupancyResult o = theoreticalOccupancy(*in.device, oi);
        k.values[QStringLiteral("occupancy")] = o.occupancy;
        k.values[QStringLiteral("active_blocks_per_sm")] = o.activeBlocksPerSm;
        k.values[QStringLiteral("occupancy_limited_by_registers")] = o.limitedBy == QLatin1String("registers");
        k.values[QStringLiteral("occupancy_limited_by_shared")] = o.limitedBy == QLatin1String("shared memory");
    }
}

} // namespace

DiagnosticsReport diagnose(const DiagnosticsInput& in, const QList<DiagnosticRule>& rules)
{
    DiagnosticsReport rep;
    QList<Finding> findings = compileFindings(in, rep);
    addResources(in, rep);
    addInstructionMix(in, rep);
    addOccupancy(in, rep);
    findings += applyRules(rules, rep.kernels);
    sortFindings(findings);
    rep.findings = findings;
    return rep;
}

} // namespace kiln
