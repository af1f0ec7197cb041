// IR diagnostics: every parser on real tool output captured into tests/data/ir/ (local/: nvcc 13.0, hipcc
// ROCm 5.2 gfx90a, g++ 12, Python 3.11 on the build VM; sources/ holds the kernels), the rules (loading,
// bad files, end-to-end findings on the right lines), the occupancy calculator, and garbage input.
#include "model/device/devicespec.h"
#include "model/diagnostics/amdgpuisa.h"
#include "model/diagnostics/compilermessages.h"
#include "model/diagnostics/diagnose.h"
#include "model/diagnostics/diagnosticrules.h"
#include "model/diagnostics/occupancy.h"
#include "model/diagnostics/ptxparser.h"
#include "model/diagnostics/resourceusage.h"
#include "model/diagnostics/sassparser.h"
#include "model/diagnostics/tritonir.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

namespace {

QByteArray readData(const QString& rel)
{
    QFile f(QStringLiteral(KILN_TEST_DATA_DIR "/ir/") + rel);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(rel));
    return f.readAll();
}

QString text(const QString& rel)
{
    return QString::fromUtf8(readData(rel));
}

const PtxKernel* ptxKernel(const PtxModule& m, const QString& demangled)
{
    for (const auto& k : m.kernels)
        if (kernelDisplayName(k.name) == demangled)
            return &k;
    return nullptr;
}

QList<int> lineNumbers(const QList<SourceLocation>& l)
{
    QList<int> out;
    for (const auto& s : l)
        out << s.line;
    return out;
}

const Finding* findingOf(const QList<Finding>& fs, const QString& code, const QString& kernel = {})
{
    for (const auto& f : fs)
        if (f.code == code && (kernel.isEmpty() || f.kernel == kernel))
            return &f;
    return nullptr;
}

DeviceLimits h200()
{
    DeviceLimits d;
    d.sharedMemoryPerSm = 233472;
    d.maxSharedMemoryPerBlock = 232448;
    d.reservedSharedMemoryPerBlock = 1024;
    return d;
}

} // namespace

class TestDiagnostics : public QObject
{
    Q_OBJECT

private slots:
    // --- compiler messages ---------------------------------------------------------------------------
    void nvccFrontEndErrors()
    {
        const auto ms = parseCompilerMessages(text("local/nvcc-error.txt"));
        QCOMPARE(ms.size(), 2);
        QCOMPARE(ms[0].file, QStringLiteral("err/bad_kernel.cu"));
        QCOMPARE(ms[0].line, 9);
        QCOMPARE(ms[0].severity, QStringLiteral("error"));
        QVERIFY(ms[0].message.contains("undeclared_value"));
        QCOMPARE(ms[1].line, 16);
        QVERIFY(ms[1].message.contains("expected a \";\""));

        const auto host = parseCompilerMessages(text("local/nvcc-host-call-error.txt"));
        QCOMPARE(host.size(), 2);
        QVERIFY(host[0].message.contains("calling a __host__ function"));
        QCOMPARE(host[0].line, 9);
    }
    void nvccWarningsAndHostCompilerNotes()
    {
        const auto ms = parseCompilerMessages(text("local/nvcc-warnings.txt"));
        // EDG warnings (device pass, host pass) and gcc's -Wall warning with its note attached.
        QCOMPARE(ms.size(), 4);
        QCOMPARE(ms[1].line, 6);
        QVERIFY(ms[1].message.contains("\"unused\" was declared but never referenced"));
        const CompilerMessage& g = ms[3];
        QCOMPARE(g.tool, QStringLiteral("gcc"));
        QCOMPARE(g.line, 14);
        QCOMPARE(g.column, 12);
        QCOMPARE(g.severity, QStringLiteral("warning"));
        QCOMPARE(g.notes.size(), 1);
        QVERIFY(g.notes[0].startsWith("err/warn.cu:13:"));
    }
    void gxxErrors()
    {
        const auto ms = parseCompilerMessages(text("local/gxx-error.txt"));
        QCOMPARE(ms.size(), 3);
        QCOMPARE(ms[0].line, 17);
        QCOMPARE(ms[0].column, 21);
        QCOMPARE(ms[0].notes.size(), 1); // "in passing argument 1 of ..."
        QCOMPARE(ms[1].line, 18);
        QVERIFY(ms[1].message.contains("missing"));
        QCOMPARE(ms[2].line, 19);
    }
    void ptxasAndHipccErrors()
    {
        const auto p = parseCompilerMessages(text("local/ptxas-error.txt"));
        QVERIFY(p.size() >= 4);
        QCOMPARE(p[0].tool, QStringLiteral("ptxas"));
        QCOMPARE(p[0].line, 1307);
        QVERIFY(p[0].message.contains("wgmma.fence"));
        QCOMPARE(p.last().severity, QStringLiteral("error")); // "ptxas fatal : Ptx assembly aborted"
        const auto h = parseCompilerMessages(text("local/hipcc-error.txt"));
        QCOMPARE(h.size(), 1);
        QCOMPARE(h[0].file, QStringLiteral("bad.hip"));
        QCOMPARE(h[0].line, 5);
        QCOMPARE(h[0].column, 22);
        // Resource remarks are not messages.
        QVERIFY(parseCompilerMessages(text("local/hipcc-matmul_f32.remarks.txt")).isEmpty());
    }
    void pythonTracebacks()
    {
        const auto t = parseCompilerMessages(text("local/python-traceback.txt"));
        QCOMPARE(t.size(), 1);
        QCOMPARE(t[0].tool, QStringLiteral("python"));
        QVERIFY(t[0].file.endsWith("softmax.py"));
        QCOMPARE(t[0].line, 8); // the innermost frame
        QVERIFY(t[0].message.startsWith("NameError"));
        QVERIFY(t[0].notes.value(0).contains(":11:"));
        const auto s = parseCompilerMessages(text("local/python-syntax-error.txt"));
        QCOMPARE(s.size(), 1);
        QCOMPARE(s[0].line, 1);
        QVERIFY(s[0].message.startsWith("SyntaxError"));
    }

    // --- resource usage ----------------------------------------------------------------------------
    void ptxasSpillingKernel()
    {
        const auto capped = parsePtxasResourceUsage(text("local/spill.ptxas.txt"));
        QCOMPARE(capped.size(), 1);
        QCOMPARE(capped[0].arch, QStringLiteral("sm_90"));
        QCOMPARE(capped[0].registers, 32);
        QCOMPARE(capped[0].spillStores, 1200);
        QCOMPARE(capped[0].spillLoads, 1204);
        QCOMPARE(capped[0].stackFrame, 448);
        const auto free = parsePtxasResourceUsage(text("local/spill-nocap.ptxas.txt"));
        QCOMPARE(free.size(), 1);
        QCOMPARE(free[0].spillStores, 0);
        QVERIFY(free[0].registers > 32);
    }
    void ptxasSeveralArchitecturesAndKernels()
    {
        const auto m = parsePtxasResourceUsage(text("local/spill-multiarch.ptxas.txt"));
        QCOMPARE(m.size(), 3);
        QCOMPARE(m[0].arch, QStringLiteral("sm_80"));
        QCOMPARE(m[0].constBytes, 376);
        QCOMPARE(m[0].spillStores, 1028);
        QCOMPARE(m[1].arch, QStringLiteral("sm_90"));
        QCOMPARE(m[2].arch, QStringLiteral("sm_100"));
        const auto copy = parsePtxasResourceUsage(text("local/copy.ptxas.txt"));
        QCOMPARE(copy.size(), 2);
        const auto w = parsePtxasResourceUsage(text("local/wgmma_gemm.ptxas.txt"));
        QCOMPARE(w[0].sharedBytes, 2304);
        QCOMPARE(w[0].barriers, 1);
        // Every bundled CUDA task's baseline, as Kiln's profile builds it.
        const QString all = text("local/bundled-cuda-tasks.ptxas.txt");
        const auto tasks = parsePtxasResourceUsage(all);
        QCOMPARE(tasks.size(), int(all.count("Compiling entry function")));
        QVERIFY(tasks.size() >= 17);
        for (const auto& k : tasks)
            QVERIFY2(k.registers > 0, qPrintable(k.kernel));
    }
    void amdgpuRemarks()
    {
        const auto m = parseAmdgpuResourceRemarks(text("local/hipcc-matmul_f32.remarks.txt"), "gfx90a");
        QCOMPARE(m.size(), 1);
        QCOMPARE(m[0].kernel, QStringLiteral("_Z12matmul_tiledPKfS0_Pflll"));
        QCOMPARE(m[0].file, QStringLiteral("matmul.hip"));
        QCOMPARE(m[0].line, 13);
        QCOMPARE(m[0].sgprs, 22);
        QCOMPARE(m[0].registers, 38);
        QCOMPARE(m[0].sharedBytes, 2048);
        QCOMPARE(m[0].wavesPerSimd, 8);
        const auto s = parseAmdgpuResourceRemarks(text("local/hipcc-spill.remarks.txt"));
        QCOMPARE(s[0].vgprSpills, 236);
        QCOMPARE(s[0].stackFrame, 484);
        QCOMPARE(s[0].registers, 128);
    }

    // --- PTX, AMDGPU ISA, SASS ---------------------------------------------------------------------
    void ptxScalarVersusVectorCopy()
    {
        const PtxModule m = parsePtx(readData("local/copy.ptx"));
        QCOMPARE(m.target, QStringLiteral("sm_90"));
        const auto* scalar = ptxKernel(m, "copy_scalar");
        const auto* vec = ptxKernel(m, "copy_float4");
        QVERIFY(scalar && vec);
        QCOMPARE(scalar->mix.widestGlobalLoad(), 32);
        QCOMPARE(vec->mix.widestGlobalLoad(), 128);
        QCOMPARE(vec->mix.count(InstrClass::LdgNarrow), 0);
        QCOMPARE(lineNumbers(scalar->mix.linesOf(InstrClass::LdgNarrow)), QList<int>{9});
        QVERIFY(scalar->mix.linesOf(InstrClass::LdgNarrow)[0].file.endsWith("copy.cu"));
    }
    void ptxTensorCoresAndLocalMemory()
    {
        const PtxModule naiveModule = parsePtx(readData("local/naive_gemm.ptx"));
        const auto* naive = ptxKernel(naiveModule, "naive_gemm");
        QVERIFY(naive);
        QCOMPARE(naive->mix.tensorCoreCount(), 0);
        QVERIFY(naive->mix.count(InstrClass::Ffma) > 0);
        QCOMPARE(lineNumbers(naive->mix.linesOf(InstrClass::Ffma)), QList<int>{14});
        const PtxModule wmmaModule = parsePtx(readData("local/wmma_gemm.ptx"));
        const auto* wmma = ptxKernel(wmmaModule, "wmma_gemm_bf16");
        QVERIFY(wmma && wmma->mix.count(InstrClass::Hmma) > 0);
        QCOMPARE(lineNumbers(wmma->mix.linesOf(InstrClass::Hmma)), QList<int>{24});
        const PtxModule wg = parsePtx(readData("local/wgmma_gemm.ptx"));
        QCOMPARE(wg.target, QStringLiteral("sm_90a"));
        QCOMPARE(wg.kernels.value(0).mix.count(InstrClass::Hgmma), 1);
        const PtxModule localModule = parsePtx(readData("local/local_array.ptx"));
        const auto* local = ptxKernel(localModule, "runtime_indexed");
        QVERIFY(local);
        QCOMPARE(local->localDepotBytes, 128);
        QCOMPARE(lineNumbers(local->mix.linesOf(InstrClass::Stl)), QList<int>{15});
        QCOMPARE(lineNumbers(local->mix.linesOf(InstrClass::Ldl)), QList<int>{19});
    }
    void amdgpuIsa()
    {
        const AmdgpuModule m = parseAmdgpuIsa(readData("local/hipcc-matmul_f32.gfx90a.s"));
        QCOMPARE(m.kernels.size(), 1);
        QVERIFY(m.target.contains("gfx90a"));
        const InstructionMix& mix = m.kernels[0].mix;
        QVERIFY(mix.count(InstrClass::Lds) > 0);
        QVERIFY(mix.count(InstrClass::Sts) > 0);
        QVERIFY(mix.count(InstrClass::Bar) > 0);
        QCOMPARE(mix.count(InstrClass::Mfma), 0);
        QCOMPARE(mix.count(InstrClass::Stl), 0);
        const AmdgpuModule s = parseAmdgpuIsa(readData("local/hipcc-spill.gfx90a.s"));
        QVERIFY(s.kernels.value(0).mix.count(InstrClass::Stl) > 0); // "Folded Spill"
        QVERIFY(s.kernels.value(0).mix.count(InstrClass::Ldl) > 0); // "Folded Reload"
    }
    void cuobjdumpListing()
    {
        // A real cuobjdump -sass listing (sm_90) from the diff fixtures.
        QFile f(QStringLiteral(KILN_TEST_DATA_DIR "/diff/scale_left.sass"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const SassListing l = parseSassListing(f.readAll());
        QCOMPARE(l.format, QStringLiteral("cuobjdump"));
        QCOMPARE(l.kernels.size(), 1);
        const SassKernel& k = l.kernels[0];
        QCOMPARE(k.name, QStringLiteral("_Z5scalePKfPffi"));
        QCOMPARE(k.arch, QStringLiteral("sm_90"));
        QCOMPARE(k.mix.count(InstrClass::Ldg), 1);
        QCOMPARE(k.mix.widestGlobalLoad(), 32);
        QCOMPARE(k.mix.count(InstrClass::Stg), 1);
        QCOMPARE(k.mix.count(InstrClass::Branch), 1);
        QCOMPARE(k.instructions.first().address, 0);
        QVERIFY(k.instructions.size() >= 15);
    }
    void sassClassifier()
    {
        int w = 0;
        QCOMPARE(classifySassOpcode("LDG.E.128.CONSTANT", &w), InstrClass::Ldg);
        QCOMPARE(w, 128);
        QCOMPARE(classifySassOpcode("LDG.E.64", &w), InstrClass::Ldg);
        QCOMPARE(w, 64);
        QCOMPARE(classifySassOpcode("LDG.E.LTC128B", &w), InstrClass::Ldg);
        QCOMPARE(w, 32);
        QCOMPARE(classifySassOpcode("HGMMA.64x128x16.F32.BF16", &w), InstrClass::Hgmma);
        QCOMPARE(classifySassOpcode("HMMA.16816.F32.BF16", &w), InstrClass::Hmma);
        QCOMPARE(classifySassOpcode("LDGSTS.E.BYPASS.128", &w), InstrClass::CpAsync);
        QCOMPARE(classifySassOpcode("LDSM.16.M88.4", &w), InstrClass::Ldsm);
        QCOMPARE(classifySassOpcode("STL.64", &w), InstrClass::Stl);
        QCOMPARE(classifySassOpcode("BAR.SYNC.DEFER_BLOCKING", &w), InstrClass::Bar);
        QCOMPARE(classifySassOpcode("FFMA.FTZ", &w), InstrClass::Ffma);
        QCOMPARE(classifySassOpcode("FMUL", &w), InstrClass::Other);
    }

    // --- rules -------------------------------------------------------------------------------------
    void builtinRulesLoad()
    {
        LoadIssues issues;
        const auto rules = loadRuleFolders({builtinRulesDir()}, issues);
        for (const auto& i : issues)
            qWarning("%s", qPrintable(i.toString()));
        QVERIFY(issues.isEmpty());
        QVERIFY(rules.size() >= 15);
        QStringList backends;
        for (const auto& r : rules)
            for (const auto& b : r.backends)
                if (!backends.contains(b))
                    backends << b;
        for (const char* b : {"cuda", "hip", "triton"})
            QVERIFY2(backends.contains(b), b);
        QCOMPARE(translateCondition("task.tags has memory-bound and not has_sass or x > 1"),
                 QStringLiteral("tag_memory_bound && (has_sass == 0) || x > 1"));
    }
    void badRuleFileIsReportedAndTheRestLoads()
    {
        QTemporaryDir dir;
        auto write = [&](const QString& name, const QByteArray& content) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        };
        write("a-broken.yaml", "rules:\n"
                               "  - code: GOOD_ONE\n"
                               "    severity: hint\n"
                               "    when: registers > 200\n"
                               "    message: \"{kernel}: {registers} registers\"\n"
                               "  - code: TYPO_FACT\n"
                               "    severity: report\n"
                               "    when: spil_stores > 0\n"
                               "    message: x\n"
                               "  - code: BAD_SEVERITY\n"
                               "    severity: fatal\n"
                               "    when: registers > 1\n"
                               "    message: x\n"
                               "  - code: BAD_SYNTAX\n"
                               "    severity: hint\n"
                               "    when: registers > > 1\n"
                               "    message: x\n"
                               "  - code: BAD_LINES\n"
                               "    severity: hint\n"
                               "    when: registers > 1\n"
                               "    message: x\n"
                               "    lines: [sass]\n");
        write("b-not-yaml.yaml", "rules: [ {code: X, \n   severity");
        write("c-ok.yaml", "rules:\n  - {code: ALSO_GOOD, severity: report, when: occupancy < 0.1, message: low}\n");
        LoadIssues issues;
        const auto rules = loadRuleFolders({dir.path()}, issues);
        QStringList codes;
        for (const auto& r : rules)
            codes << r.code;
        QCOMPARE(codes, (QStringList{"GOOD_ONE", "ALSO_GOOD"}));
        QStringList messages;
        for (const auto& i : issues)
            messages << i.toString();
        const QString all = messages.join('\n');
        QVERIFY2(all.contains("a-broken.yaml:8:") && all.contains("'spil_stores', which is not a fact"),
                 qPrintable(all));
        QVERIFY2(all.contains("a-broken.yaml:11:") && all.contains("'fatal' is not one of blocking, report, hint"),
                 qPrintable(all));
        QVERIFY2(all.contains("rule BAD_SYNTAX") && all.contains("does not parse"), qPrintable(all));
        QVERIFY2(all.contains("lines entry 'sass'"), qPrintable(all));
        QVERIFY2(all.contains("b-not-yaml.yaml"), qPrintable(all));
    }
    void userRuleReplacesBuiltin()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("mine.yaml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("rules:\n  - {code: HIGH_REGISTERS, severity: report, when: registers > 64, message: \"{kernel} uses "
                "{registers}\"}\n");
        f.close();
        LoadIssues issues;
        const auto rules = loadRuleFolders({builtinRulesDir(), dir.path()}, issues);
        int n = 0;
        for (const auto& r : rules)
            if (r.code == "HIGH_REGISTERS") {
                ++n;
                QCOMPARE(r.when, QStringLiteral("registers > 64"));
            }
        QCOMPARE(n, 1);
        QCOMPARE(issues.size(), 1);
        QVERIFY(issues[0].message.contains("replaces"));
    }

    // --- end to end: facts -> findings on the right lines ------------------------------------------
    void localArrayFindingOnTheRightLines()
    {
        DiagnosticsInput in;
        in.backend = "cuda";
        in.compileOutput = text("local/local_array.ptxas.txt");
        in.ptx = {readData("local/local_array.ptx")};
        in.arch = "sm_90";
        LoadIssues issues;
        const auto rep = diagnose(in, loadRuleFolders({builtinRulesDir()}, issues));
        const Finding* f = findingOf(rep.findings, "LOCAL_MEMORY");
        QVERIFY(f);
        QCOMPARE(f->kernel, QStringLiteral("runtime_indexed"));
        QVERIFY(f->file.endsWith("local_array.cu"));
        QCOMPARE(f->lines, (QList<int>{15, 19}));
        QVERIFY2(f->message.contains("128 bytes stack frame"), qPrintable(f->message));
        QVERIFY(!findingOf(rep.findings, "REG_SPILL"));
        QVERIFY(rep.notes.join(' ').contains("no SASS"));
    }
    void spillFinding()
    {
        DiagnosticsInput in;
        in.backend = "cuda";
        in.compileOutput = text("local/spill.ptxas.txt");
        in.ptx = {readData("local/spill.ptx")};
        LoadIssues issues;
        const auto rep = diagnose(in, loadRuleFolders({builtinRulesDir()}, issues));
        const Finding* f = findingOf(rep.findings, "REG_SPILL");
        QVERIFY(f);
        QCOMPARE(f->severity, FindingSeverity::Report);
        QVERIFY2(f->message.contains("1200 bytes of spill stores") && f->message.contains("32 registers"),
                 qPrintable(f->message));
        QVERIFY(!findingOf(rep.findings, "LOCAL_MEMORY")); // spills are not a local array
        in.compileOutput = text("local/spill-nocap.ptxas.txt");
        in.ptx = {readData("local/spill-nocap.ptx")};
        QVERIFY(!findingOf(diagnose(in, loadRuleFolders({builtinRulesDir()}, issues)).findings, "REG_SPILL"));
    }
    void tensorCoreFindings()
    {
        LoadIssues issues;
        const auto rules = loadRuleFolders({builtinRulesDir()}, issues);
        DiagnosticsInput in;
        in.backend = "cuda";
        in.tags = {"matmul", "compute-bound"};
        in.compileOutput = text("local/naive_gemm.ptxas.txt");
        in.ptx = {readData("local/naive_gemm.ptx")};
        const auto naive = diagnose(in, rules);
        const Finding* f = findingOf(naive.findings, "NO_TENSOR_CORES");
        QVERIFY(f);
        QCOMPARE(f->kernel, QStringLiteral("naive_gemm"));
        QCOMPARE(f->line, 14);
        for (const char* src : {"wmma_gemm", "wgmma_gemm"}) {
            in.compileOutput = text(QStringLiteral("local/%1.ptxas.txt").arg(src));
            in.ptx = {readData(QStringLiteral("local/%1.ptx").arg(src))};
            QVERIFY2(!findingOf(diagnose(in, rules).findings, "NO_TENSOR_CORES"), src);
        }
        // WMMA is warp-level: on Hopper, the hint to use wgmma.
        in.compileOutput = text("local/wmma_gemm.ptxas.txt");
        in.ptx = {readData("local/wmma_gemm.ptx")};
        QVERIFY(findingOf(diagnose(in, rules).findings, "MMA_WITHOUT_WGMMA"));
    }
    void narrowLoadFindingOnlyOnTheScalarCopy()
    {
        LoadIssues issues;
        DiagnosticsInput in;
        in.backend = "cuda";
        in.tags = {"memory-bound"};
        in.compileOutput = text("local/copy.ptxas.txt");
        in.ptx = {readData("local/copy.ptx")};
        const auto rep = diagnose(in, loadRuleFolders({builtinRulesDir()}, issues));
        const Finding* f = findingOf(rep.findings, "NARROW_GLOBAL_LOADS", "copy_scalar");
        QVERIFY(f);
        QCOMPARE(f->line, 9);
        QVERIFY2(f->message.contains("32 bits"), qPrintable(f->message));
        QVERIFY(!findingOf(rep.findings, "NARROW_GLOBAL_LOADS", "copy_float4"));
    }
    void occupancyFactsAndLowOccupancy()
    {
        LoadIssues issues;
        DiagnosticsInput in;
        in.backend = "cuda";
        in.compileOutput = text("local/spill-nocap.ptxas.txt");
        in.device = h200();
        in.threadsPerBlock = 1024;
        const auto rep = diagnose(in, loadRuleFolders({builtinRulesDir()}, issues));
        const KernelFacts& k = rep.kernels.last();
        const int regs = int(k.value("registers"));
        QVERIFY(regs > 64); // 1024 threads x > 64 registers: one block does not fit, or just one
        QVERIFY(k.has("occupancy"));
        QCOMPARE(k.value("occupancy"), theoreticalOccupancy(h200(), {1024, regs, 0, 0, 0}).occupancy);
        if (k.value("occupancy") < 0.25)
            QVERIFY(findingOf(rep.findings, "LOW_OCCUPANCY"));
    }
    void hipFindings()
    {
        LoadIssues issues;
        const auto rules = loadRuleFolders({builtinRulesDir()}, issues);
        DiagnosticsInput in;
        in.backend = "hip";
        in.compileOutput = text("local/hipcc-spill.remarks.txt");
        in.amdgpuIsa = readData("local/hipcc-spill.gfx90a.s");
        const auto spill = diagnose(in, rules);
        const Finding* f = findingOf(spill.findings, "HIP_REG_SPILL");
        QVERIFY(f);
        QCOMPARE(f->file, QStringLiteral("spill.hip"));
        QCOMPARE(f->line, 8);
        QVERIFY(f->message.contains("236 VGPRs"));
        in.tags = {"matmul"};
        in.compileOutput = text("local/hipcc-matmul_f32.remarks.txt");
        in.amdgpuIsa = readData("local/hipcc-matmul_f32.gfx90a.s");
        const auto mm = diagnose(in, rules);
        QVERIFY(findingOf(mm.findings, "HIP_NO_MATRIX_CORES"));
        QVERIFY(!findingOf(mm.findings, "HIP_REG_SPILL"));
        QVERIFY(!findingOf(mm.findings, "REG_SPILL")); // CUDA rules stay on CUDA
    }
    void compileErrorsComeFirst()
    {
        LoadIssues issues;
        DiagnosticsInput in;
        in.backend = "cuda";
        in.compileOutput = text("local/nvcc-warnings.txt") + text("local/nvcc-error.txt");
        const auto rep = diagnose(in, loadRuleFolders({builtinRulesDir()}, issues));
        QVERIFY(rep.findings.size() >= 6);
        QCOMPARE(rep.findings[0].code, QStringLiteral("COMPILE_ERROR"));
        QCOMPARE(rep.findings[0].severity, FindingSeverity::Blocking);
        QCOMPARE(rep.findings.last().code, QStringLiteral("COMPILE_WARNING"));
        QCOMPARE(rep.kernels[0].value("compile_errors"), 2.0);
    }

    // --- occupancy (hand-checked against the CUDA occupancy calculator's rules) ------------------------
    void occupancyCalculator()
    {
        const DeviceLimits d = h200();
        auto o = theoreticalOccupancy(d, {256, 32, 0, 0, 0});
        QCOMPARE(o.activeBlocksPerSm, 8);
        QCOMPARE(o.occupancy, 1.0);
        o = theoreticalOccupancy(d, {256, 128, 0, 0, 0}); // 4096 registers per warp: 4 warps per sub-partition
        QCOMPARE(o.activeBlocksPerSm, 2);
        QCOMPARE(o.limitedBy, QStringLiteral("registers"));
        QCOMPARE(o.occupancy, 0.25);
        o = theoreticalOccupancy(d, {128, 40, 49152, 0, 0}); // 48 KB + 1 KB reserved per block
        QCOMPARE(o.limitSharedMemory, 233472 / 50176);
        QCOMPARE(o.limitedBy, QStringLiteral("shared memory"));
        o = theoreticalOccupancy(d, {96, 16, 0, 0, 0}); // 3 warps per block; the 32-block limit binds
        QCOMPARE(o.limitWarps, 21);
        QCOMPARE(o.activeBlocksPerSm, 21);
        o = theoreticalOccupancy(d, {1024, 72, 0, 0, 0}); // 2304 regs/warp x 32 warps > 65536: cannot launch
        QCOMPARE(o.activeBlocksPerSm, 0);
        QVERIFY(!o.error.isEmpty());
        o = theoreticalOccupancy(d, {2048, 32, 0, 0, 0});
        QVERIFY(o.error.contains("threads per block"));
        o = theoreticalOccupancy(d, {256, 32, 0, 240 * 1024, 0});
        QCOMPARE(o.activeBlocksPerSm, 0);
    }

    // --- H200 captures (tests/data/ir/h200/, made by sources/capture.sh and tests/gpu/prepare-ir.sh) ------
    void h200SassFormatsAgree()
    {
        // nvdisasm -g -c and cuobjdump -sass of the same cubins count the same instructions per kernel.
        for (const char* name :
             {"copy", "naive_gemm", "wmma_gemm", "wgmma_gemm", "local_array", "spill", "spill-nocap"}) {
            const SassListing nv = parseSassListing(readData(QStringLiteral("h200/%1.nvdisasm-g.txt").arg(name)));
            const SassListing cu = parseSassListing(readData(QStringLiteral("h200/%1.cuobjdump-sass.txt").arg(name)));
            QCOMPARE(nv.format, QStringLiteral("nvdisasm"));
            QCOMPARE(cu.format, QStringLiteral("cuobjdump"));
            QVERIFY2(!nv.kernels.isEmpty(), name);
            QCOMPARE(nv.kernels.size(), cu.kernels.size());
            for (const auto& k : nv.kernels) {
                QVERIFY(k.arch.startsWith("sm_90"));
                const SassKernel* other = nullptr;
                for (const auto& c : cu.kernels)
                    if (c.name == k.name)
                        other = &c;
                QVERIFY2(other, qPrintable(k.name));
                QCOMPARE(k.mix.total, other->mix.total);
                QCOMPARE(k.mix.counts, other->mix.counts);
                QVERIFY(!k.locations.isEmpty());     // nvdisasm -g has lines
                QVERIFY(other->locations.isEmpty()); // cuobjdump has none
            }
        }
    }
    void h200SassFacts()
    {
        const SassListing copy = parseSassListing(readData("h200/copy.nvdisasm-g.txt"));
        for (const auto& k : copy.kernels) {
            const bool vec = kernelDisplayName(k.name) == "copy_float4";
            QCOMPARE(k.mix.widestGlobalLoad(), vec ? 128 : 32);
            QCOMPARE(k.mix.count(InstrClass::LdgNarrow), vec ? 0 : 1);
        }
        const SassListing local = parseSassListing(readData("h200/local_array.nvdisasm-g.txt"));
        QCOMPARE(local.kernels[0].mix.count(InstrClass::Stl), 8);
        QCOMPARE(local.kernels[0].mix.count(InstrClass::Ldl), 8);
        QCOMPARE(lineNumbers(local.kernels[0].mix.linesOf(InstrClass::Stl)), QList<int>{15});
        QCOMPARE(lineNumbers(local.kernels[0].mix.linesOf(InstrClass::Ldl)), QList<int>{19});
        const SassListing wg = parseSassListing(readData("h200/wgmma_gemm.nvdisasm-g.txt"));
        QCOMPARE(wg.kernels[0].mix.count(InstrClass::Hgmma), 1);
        QCOMPARE(wg.kernels[0].arch, QStringLiteral("sm_90a"));
        // WMMA comes from mma.hpp: -g names the header, -gi the kernel's own line (the call site).
        const SassListing wm = parseSassListing(readData("h200/wmma_gemm.nvdisasm-gi.txt"));
        QCOMPARE(wm.kernels[0].mix.count(InstrClass::Hmma), 10);
        QCOMPARE(lineNumbers(wm.kernels[0].mix.linesOf(InstrClass::Hmma)), QList<int>{24});
        const SassListing wmg = parseSassListing(readData("h200/wmma_gemm.nvdisasm-g.txt"));
        QVERIFY(wmg.kernels[0].mix.linesOf(InstrClass::Hmma).value(0).file.endsWith("mma.hpp"));
        const SassListing spill = parseSassListing(readData("h200/spill.nvdisasm-g.txt"));
        QVERIFY(spill.kernels[0].mix.count(InstrClass::Stl) > 100);
        QCOMPARE(parseSassListing(readData("h200/spill-nocap.nvdisasm-g.txt")).kernels[0].mix.count(InstrClass::Stl),
                 0);
        // Every instruction knows its listing line and address (the SASS view's source <-> SASS mapping).
        const SassInstruction& first = local.kernels[0].instructions.first();
        QCOMPARE(first.address, 0);
        QVERIFY(readData("h200/local_array.nvdisasm-g.txt").split('\n').value(first.textLine).contains("/*0000*/"));
        QCOMPARE(local.kernels[0].locations.value(first.location).line, 6);
    }
    void h200FindingsOnTheRightLines()
    {
        LoadIssues issues;
        const auto rules = loadRuleFolders({builtinRulesDir()}, issues);
        auto run = [&](const char* name, QStringList tags, const char* sassFile = "nvdisasm-gi") {
            DiagnosticsInput in;
            in.backend = "cuda";
            in.tags = tags;
            in.arch = "sm_90";
            in.compileOutput = text(QStringLiteral("h200/%1.ptxas.txt").arg(name));
            in.ptx = {readData(QStringLiteral("h200/%1.ptx").arg(name))};
            in.sass = readData(QStringLiteral("h200/%1.%2.txt").arg(name, sassFile));
            in.device = h200();
            in.threadsPerBlock = 256;
            return diagnose(in, rules);
        };
        const auto local = run("local_array", {});
        const Finding* f = findingOf(local.findings, "LOCAL_MEMORY");
        QVERIFY(f);
        QCOMPARE(f->lines, (QList<int>{15, 19}));
        QVERIFY(f->message.contains("8 local stores, 8 local loads"));
        QCOMPARE(local.kernels.last().value("has_sass"), 1.0);

        const auto naive = run("naive_gemm", {"matmul"});
        QVERIFY(findingOf(naive.findings, "NO_TENSOR_CORES"));
        QCOMPARE(findingOf(naive.findings, "NO_TENSOR_CORES")->line, 14);
        QVERIFY(!findingOf(run("wmma_gemm", {"matmul"}).findings, "NO_TENSOR_CORES"));
        const auto wg = run("wgmma_gemm", {"matmul"});
        QVERIFY(!findingOf(wg.findings, "NO_TENSOR_CORES"));
        QVERIFY(!findingOf(wg.findings, "MMA_WITHOUT_WGMMA"));

        const auto spill = run("spill", {});
        QVERIFY(findingOf(spill.findings, "REG_SPILL"));
        QVERIFY(!findingOf(spill.findings, "LOCAL_MEMORY"));
        QVERIFY(findingOf(spill.findings, "REG_SPILL")->lines.size() > 1);
        QVERIFY(!findingOf(run("spill-nocap", {}).findings, "REG_SPILL"));

        const auto copy = run("copy", {"memory-bound"});
        QVERIFY(findingOf(copy.findings, "NARROW_GLOBAL_LOADS", "copy_scalar"));
        QCOMPARE(findingOf(copy.findings, "NARROW_GLOBAL_LOADS", "copy_scalar")->line, 9);
        QVERIFY(!findingOf(copy.findings, "NARROW_GLOBAL_LOADS", "copy_float4"));

        // The bundled naive GEMM baseline, as Kiln's profile built it on the H200 (cuobjdump on the .so).
        DiagnosticsInput g;
        g.backend = "cuda";
        g.tags = {"matmul", "gemm", "bf16", "tensor-core", "compute-bound"};
        g.compileOutput = text("h200/gemm_bf16.ptxas.txt");
        g.ptx = {readData("h200/gemm_bf16.ptx")};
        g.sass = readData("h200/gemm_bf16.cuobjdump-sass.txt");
        const auto gemm = diagnose(g, rules);
        QVERIFY(findingOf(gemm.findings, "NO_TENSOR_CORES", "gemm_bf16_naive"));
        QCOMPARE(gemm.kernels.last().value("ffma_count"), 5.0);
    }
    void h200BundledTasksSass()
    {
        // Every bundled CUDA task's baseline: both listings parse, agree, and no baseline uses tensor cores.
        const QDir dir(QStringLiteral(KILN_TEST_DATA_DIR "/ir/h200/bundled/sass"));
        const QStringList nvFiles = dir.entryList({"*.nvdisasm.txt"});
        QVERIFY(nvFiles.size() >= 17);
        for (const QString& nvFile : nvFiles) {
            const SassListing nv = parseSassListing(readData("h200/bundled/sass/" + nvFile));
            const SassListing cu =
                parseSassListing(readData("h200/bundled/sass/" + QString(nvFile).replace("nvdisasm", "cuobjdump")));
            QVERIFY2(!nv.kernels.isEmpty(), qPrintable(nvFile));
            int nvTotal = 0, cuTotal = 0;
            for (const auto& k : nv.kernels) {
                nvTotal += k.mix.total;
                QCOMPARE(k.mix.tensorCoreCount(), 0);
            }
            for (const auto& k : cu.kernels)
                cuTotal += k.mix.total;
            QCOMPARE(nvTotal, cuTotal);
        }
    }
    void h200OccupancyMatchesTheRuntime()
    {
        // cudaOccupancyMaxActiveBlocksPerMultiprocessor (occupancy_probe.cu) for 9 kernels x 11 block sizes x
        // 10 dynamic shared memory sizes, and the bundled tasks' kernels at their launch configuration
        // (cuOccupancyMaxActiveBlocksPerMultiprocessor, tests/gpu/occupancy_probe.cpp).
        LoadIssues issues;
        DeviceLimits dev;
        for (const auto& d : loadDeviceSpecs(QStringLiteral(KILN_SOURCE_DIR "/resources/devices"), issues))
            if (d.id == "h200-sxm")
                dev = d.limits;
        QCOMPARE(dev.sharedMemoryPerSm, 233472);
        int checked = 0;
        for (const char* file : {"h200/occupancy.jsonl", "h200/bundled/occupancy.jsonl"}) {
            for (const QByteArray& line : readData(file).split('\n')) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                if (o.contains("device")) {
                    QCOMPARE(o.value(o.contains("regs_per_sm") ? "regs_per_sm" : "registers_per_sm").toInt(),
                             dev.registersPerSm);
                    QCOMPARE(o.value(o.contains("smem_per_sm") ? "smem_per_sm" : "shared_memory_per_sm").toInt(),
                             dev.sharedMemoryPerSm);
                    QCOMPARE(o.value(o.contains("reserved_smem_per_block") ? "reserved_smem_per_block"
                                                                           : "reserved_shared_memory_per_block")
                                 .toInt(),
                             dev.reservedSharedMemoryPerBlock);
                    continue;
                }
                if (o.isEmpty() || !o.value("status").toString().contains(QRegularExpression("(?i)success")))
                    continue;
                const int expected = o.contains("active_blocks") ? o.value("active_blocks").toInt()
                                                                 : o.value("active_blocks_per_sm").toInt();
                const OccupancyResult r =
                    theoreticalOccupancy(dev, {o.value("block").toInt(), o.value("registers").toInt(),
                                               o.value("static_smem").toInt(), o.value("dynamic_smem").toInt(), 0});
                QVERIFY2(r.activeBlocksPerSm == expected, qPrintable(QStringLiteral("%1: calculator %2, runtime %3")
                                                                         .arg(QString::fromUtf8(line))
                                                                         .arg(r.activeBlocksPerSm)
                                                                         .arg(expected)));
                ++checked;
            }
        }
        QVERIFY(checked > 700);
    }
    void h200TritonStages()
    {
        QStringList problems;
        const auto cache = readTritonCache(QStringLiteral(KILN_TEST_DATA_DIR "/ir/h200/triton-cache"), &problems);
        QCOMPARE(cache.size(), 2);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        for (const auto& k : cache) {
            for (const char* stage : {"ttir", "ttgir", "llir", "ptx"})
                QVERIFY2(k.stages.contains(stage), stage);
            if (k.name == "matmul_kernel") {
                QCOMPARE(k.dotOps, 1);
                QCOMPARE(k.mmaVersion, 3);
                QCOMPARE(k.numWarps, 8);
                QCOMPARE(k.numStages, 3);
                QVERIFY(k.sharedBytes > 0);
                QVERIFY(k.asyncCopies > 0);
                QVERIFY(k.ptx.kernels.value(0).mix.count(InstrClass::Hgmma) > 0);
                QVERIFY(k.ptx.files.value(0).endsWith("triton_kernels.py"));
            } else {
                QCOMPARE(k.name, QStringLiteral("add_kernel"));
                QCOMPARE(k.dotOps, 0);
                QCOMPARE(k.ptx.kernels.value(0).mix.tensorCoreCount(), 0);
            }
        }
        // The bundled Triton tasks as the lead captured them (kernel.* + meta.json per folder).
        auto bundled = [](const QString& dir) {
            return tritonKernelFromStages(dir, readData("h200/bundled/triton/" + dir + "/kernel.ttir"),
                                          readData("h200/bundled/triton/" + dir + "/kernel.ttgir"),
                                          readData("h200/bundled/triton/" + dir + "/kernel.ptx"), QByteArray());
        };
        const TritonKernel mm = bundled("matmul_wgmma_128x128x64");
        QCOMPARE(mm.mmaVersion, 3);
        QCOMPARE(mm.numWarps, 8);
        QVERIFY(mm.ptx.kernels.value(0).mix.count(InstrClass::Hgmma) > 0);
        const TritonKernel sm = bundled("softmax_baseline");
        QCOMPARE(sm.dotOps, 0);

        LoadIssues issues;
        const auto rules = loadRuleFolders({builtinRulesDir()}, issues);
        DiagnosticsInput in;
        in.backend = "triton";
        in.tags = {"matmul"};
        in.triton = {mm};
        QVERIFY(!findingOf(diagnose(in, rules).findings, "TRITON_DOT_WITHOUT_TENSOR_CORES"));
        QVERIFY(!findingOf(diagnose(in, rules).findings, "TRITON_NO_DOT"));
        in.triton = {sm};
        QVERIFY(findingOf(diagnose(in, rules).findings, "TRITON_NO_DOT")); // softmax tagged matmul: no tl.dot

        // Triton's compile error: chained tracebacks, the user's frame, the reason in the message.
        const auto err = parseCompilerMessages(text("h200/triton-error.txt"));
        QCOMPARE(err.size(), 1);
        QVERIFY2(err[0].message.contains("CompilationError") && err[0].message.contains("power of 2"),
                 qPrintable(err[0].message));
        QVERIFY2(err[0].file.endsWith("triton_kernels.py"), qPrintable(err[0].file));
        QVERIFY(err[0].notes.join('\n').contains("caused by ValueError"));
    }

    // --- bad input -------------------------------------------------------------------------------
    void garbageAndTruncatedInputNeverCrash()
    {
        QRandomGenerator rng(7);
        QByteArray noise(256 * 1024, '\0');
        for (auto& c : noise)
            c = char(rng.bounded(256));
        const QStringList fixtures{"local/copy.ptx",
                                   "local/local_array.ptx",
                                   "local/hipcc-spill.gfx90a.s",
                                   "local/spill.ptxas.txt",
                                   "local/gxx-error.txt",
                                   "local/python-traceback.txt",
                                   "local/hipcc-spill.remarks.txt",
                                   "h200/local_array.nvdisasm-gi.txt",
                                   "h200/spill.cuobjdump-sass.txt",
                                   "h200/triton-error.txt",
                                   "h200/bundled/triton/matmul_wgmma_128x128x64/kernel.ttgir"};
        QList<QByteArray> inputs{noise, QByteArray(), QByteArray("\n\n\n"), QByteArray(100000, '/'),
                                 QByteArray("/*00zz*/ @ ;\n//## File \"\nFunction : \n.text.:\n.loc\n.file 1\n")};
        for (const auto& f : fixtures) {
            const QByteArray full = readData(f);
            for (int cut : {1, 7, int(full.size() / 3), int(full.size() / 2), int(full.size() - 1)})
                inputs << full.left(cut);
        }
        QFile sass(QStringLiteral(KILN_TEST_DATA_DIR "/diff/scale_left.sass"));
        QVERIFY(sass.open(QIODevice::ReadOnly));
        const QByteArray s = sass.readAll();
        for (int cut = 0; cut < s.size(); cut += 97)
            inputs << s.left(cut);
        LoadIssues issues;
        const auto rules = loadRuleFolders({builtinRulesDir()}, issues);
        for (const QByteArray& in : inputs) {
            parseSassListing(in);
            parsePtx(in);
            parseAmdgpuIsa(in);
            parsePtxasResourceUsage(QString::fromUtf8(in));
            parseAmdgpuResourceRemarks(QString::fromUtf8(in));
            parseCompilerMessages(QString::fromUtf8(in));
            tritonKernelFromStages("k", in, in, in, in);
            DiagnosticsInput d;
            d.backend = "cuda";
            d.compileOutput = QString::fromUtf8(in);
            d.ptx = {in};
            d.sass = in;
            d.device = h200();
            d.threadsPerBlock = 256;
            diagnose(d, rules);
        }
        // A truncated listing keeps what was complete.
        const SassListing half = parseSassListing(s.left(s.size() / 2));
        QCOMPARE(half.kernels.size(), 1);
        QVERIFY(half.kernels[0].instructions.size() > 3);
    }
};

QTEST_GUILESS_MAIN(TestDiagnostics)
#include "tst_diagnostics.moc"
