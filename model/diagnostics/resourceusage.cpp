#include "resourceusage.h"

#include <QRegularExpression>

namespace kiln {

QList<KernelResources> parsePtxasResourceUsage(const QString& text)
{
    static const QRegularExpression compiling(QStringLiteral(R"(Compiling entry function '([^']+)' for '([^']+)')"));
    static const QRegularExpression properties(QStringLiteral(R"(Function properties for (\S+))"));
    static const QRegularExpression frame(
        QStringLiteral(R"((\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads)"));
    static const QRegularExpression used(QStringLiteral(R"(^ptxas info\s*: Used (\d+) registers(.*)$)"));
    static const QRegularExpression item(
        QStringLiteral(R"((\d+) bytes (smem|cmem\[\d+\]|cumulative stack size)|used (\d+) barriers)"));

    QList<KernelResources> out;
    KernelResources* current = nullptr;
    QString propertiesOf; // "Function properties for X" names the function the next frame line is about
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.size() > 4096)
            continue;
        if (const auto m = compiling.match(line); m.hasMatch()) {
            out.append(KernelResources{});
            current = &out.last();
            current->kernel = m.captured(1);
            current->arch = m.captured(2);
            propertiesOf.clear();
            continue;
        }
        if (const auto m = properties.match(line); m.hasMatch()) {
            propertiesOf = m.captured(1);
            continue;
        }
        if (const auto m = frame.match(line); m.hasMatch()) {
            // Device functions that are not inlined get their own properties block: only the kernel's counts.
            if (current && propertiesOf == current->kernel) {
                current->stackFrame = m.captured(1).toInt();
                current->spillStores = m.captured(2).toInt();
                current->spillLoads = m.captured(3).toInt();
            }
            continue;
        }
        if (const auto m = used.match(line); m.hasMatch() && current) {
            current->registers = m.captured(1).toInt();
            auto it = item.globalMatch(m.captured(2));
            while (it.hasNext()) {
                const auto g = it.next();
                if (!g.captured(3).isEmpty())
                    current->barriers = g.captured(3).toInt();
                else if (g.captured(2) == QLatin1String("smem"))
                    current->sharedBytes = g.captured(1).toInt();
                else if (g.captured(2).startsWith(QLatin1String("cmem")))
                    current->constBytes += g.captured(1).toInt();
                else
                    current->cumulativeStack = g.captured(1).toInt();
            }
            continue;
        }
    }
    return out;
}

QList<KernelResources> parseAmdgpuResourceRemarks(const QString& text, const QString& arch)
{
    static const QRegularExpression remark(QStringLiteral(
        R"(^remark: (.+?):(\d+):\d+:\s+([^:]+?)(?: \[[^\]]*\])?: (\S+) \[-Rpass-analysis=kernel-resource-usage\])"));
    QList<KernelResources> out;
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const auto m = remark.match(raw.trimmed());
        if (!m.hasMatch())
            continue;
        const QString key = m.captured(3).trimmed();
        const QString value = m.captured(4);
        if (key == QLatin1String("Function Name")) {
            KernelResources k;
            k.kernel = value;
            k.arch = arch;
            k.file = m.captured(1);
            k.line = m.captured(2).toInt();
            out << k;
            continue;
        }
        if (out.isEmpty())
            continue;
        KernelResources& k = out.last();
        const int v = value.toInt();
        if (key == QLatin1String("SGPRs"))
            k.sgprs = v;
        else if (key == QLatin1String("VGPRs"))
            k.registers = v;
        else if (key == QLatin1String("AGPRs"))
            k.agprs = v;
        else if (key.startsWith(QLatin1String("ScratchSize")))
            k.stackFrame = v;
        else if (key.startsWith(QLatin1String("Occupancy")))
            k.wavesPerSimd = v;
        else if (key == QLatin1String("SGPRs Spill"))
            k.sgprSpills = v;
        else if (key == QLatin1String("VGPRs Spill"))
            k.vgprSpills = v;
        else if (key.startsWith(QLatin1String("LDS Size")))
            k.sharedBytes = v;
        k.spillStores = k.spillLoads = k.sgprSpills + k.vgprSpills;
    }
    return out;
}

} // namespace kiln
