// kiln bench sass [--megabytes N] [--repeat R] [--keep FILE]
// Generates SASS listings of N MB in both formats Kiln reads (nvdisasm -g -c: one line per instruction with
// //## line info; cuobjdump -sass: instruction and encoding lines) from a realistic instruction mix, and
// times parseSassListing and the whole diagnose() (facts + rules) on them: the figure docs/performance.md
// records for "a 50 MB SASS listing". A benchmark, not a test.
#include "benchcommands.h"
#include "clicommand.h"

#include "model/diagnostics/diagnose.h"
#include "model/diagnostics/sassparser.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <algorithm>

namespace kiln::cli {

namespace {

// One tensor-core GEMM main loop body as nvcc 12/13 emits it for sm_90 (operands simplified).
const char* const kBody[] = {
    "LDG.E.128 R4, desc[UR6][R2.64]",
    "LDG.E.128 R8, desc[UR6][R2.64+0x10]",
    "STS.128 [R0], R4",
    "STS.128 [R0+0x10], R8",
    "BAR.SYNC.DEFER_BLOCKING 0x0",
    "LDSM.16.M88.4 R12, [R20]",
    "LDSM.16.MT88.4 R16, [R21]",
    "HMMA.16816.F32.BF16 R24, R12, R16, R24",
    "HMMA.16816.F32.BF16 R28, R14, R18, R28",
    "FFMA R32, R33, R34, R32",
    "IMAD.WIDE R2, R35, 0x2, R2",
    "IADD3 R36, R36, 0x1, RZ",
    "ISETP.GE.AND P0, PT, R36, UR4, PT",
    "LDL R40, [R1+0x10]",
    "STL [R1+0x14], R41",
    "@!P0 BRA `(.L_x_2)",
};
constexpr int kBodySize = sizeof(kBody) / sizeof(kBody[0]);

QByteArray generate(qint64 bytes, bool nvdisasm, int* kernels)
{
    QByteArray out;
    out.reserve(bytes + 4096);
    if (!nvdisasm)
        out += "\n\tcode for sm_90\n";
    qint64 address = 0;
    int k = 0, line = 10;
    while (out.size() < bytes) {
        if (address == 0 || address > 0x40000) { // a new kernel every ~16K instructions
            const QByteArray name = "_Z12bench_kernelILi" + QByteArray::number(k++) + "EEvPKfPfi";
            if (nvdisasm)
                out += "\t.section\t.text." + name + ",\"ax\",@progbits\n.text." + name + ":\n";
            else
                out +=
                    "\t\tFunction : " + name + "\n\t.headerflags\t@\"EF_CUDA_SM90 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM90)\"\n";
            address = 0;
            line = 10;
        }
        for (int i = 0; i < kBodySize; ++i) {
            if (nvdisasm && i % 4 == 0)
                out +=
                    "\t//## File \"/work/run/candidate/gemm.cu\", line " + QByteArray::number(line++ % 400 + 1) + "\n";
            const QByteArray addr = QByteArray::number(address, 16).rightJustified(4, '0');
            QByteArray ins = "        /*" + addr + "*/                   " + kBody[i] + " ;";
            if (nvdisasm) {
                out += ins + "\n";
            } else {
                out += ins.leftJustified(88, ' ') + "/* 0x000fe20000000f00 */\n" + QByteArray(91, ' ') +
                       "/* 0x000fca0000000800 */\n";
            }
            address += 16;
        }
    }
    *kernels = k;
    return out;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace

int benchSassCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addPositionalArgument(QStringLiteral("what"), QStringLiteral("sass"));
    QCommandLineOption mb(QStringLiteral("megabytes"), QStringLiteral("Size of each listing."), QStringLiteral("N"),
                          QStringLiteral("50"));
    QCommandLineOption repeat(QStringLiteral("repeat"), QStringLiteral("Parses per measurement."), QStringLiteral("R"),
                              QStringLiteral("3"));
    QCommandLineOption keep(QStringLiteral("keep"), QStringLiteral("Also write the nvdisasm-style listing here."),
                            QStringLiteral("FILE"));
    p.addOptions({mb, repeat, keep});
    if (!p.parse(args))
        return usageExit(p, QStringLiteral("bench sass"));
    const qint64 bytes = std::max<qint64>(1, p.value(mb).toLongLong()) << 20;
    const int reps = std::max(1, p.value(repeat).toInt());
    for (const bool nvdisasm : {true, false}) {
        int kernels = 0;
        const QByteArray listing = generate(bytes, nvdisasm, &kernels);
        if (nvdisasm && p.isSet(keep)) {
            QFile f(p.value(keep));
            if (f.open(QIODevice::WriteOnly))
                f.write(listing);
        }
        QList<double> parseMs, diagnoseMs;
        int instructions = 0;
        for (int r = 0; r < reps; ++r) {
            QElapsedTimer t;
            t.start();
            const SassListing l = parseSassListing(listing);
            parseMs << t.nsecsElapsed() / 1e6;
            instructions = 0;
            for (const auto& k : l.kernels)
                instructions += int(k.instructions.size());
            DiagnosticsInput in;
            in.backend = QStringLiteral("cuda");
            in.tags = {QStringLiteral("matmul")};
            in.sass = listing;
            t.restart();
            diagnose(in, defaultRules());
            diagnoseMs << t.nsecsElapsed() / 1e6;
        }
        out(QStringLiteral("%1 listing: %2 MB, %3 kernels, %4 instructions: parse %5 ms, parse + facts + rules %6 ms "
                           "(median of %7; %8 MB/s)")
                .arg(nvdisasm ? QStringLiteral("nvdisasm -g -c") : QStringLiteral("cuobjdump -sass"))
                .arg(double(listing.size()) / (1 << 20), 0, 'f', 1)
                .arg(kernels)
                .arg(instructions)
                .arg(median(parseMs), 0, 'f', 0)
                .arg(median(diagnoseMs), 0, 'f', 0)
                .arg(reps)
                .arg(double(listing.size()) / (1 << 20) / (median(parseMs) / 1e3), 0, 'f', 0));
    }
    return 0;
}

} // namespace kiln::cli
