#include "compilermessages.h"

#include <QRegularExpression>
#include <cstdlib>
#include <cxxabi.h>

namespace kiln {

namespace {

CompileMarker::Severity severityOf(const QString& word)
{
    const QString w = word.toLower();
    if (w.startsWith(QLatin1String("warning")))
        return CompileMarker::Severity::Warning;
    if (w == QLatin1String("note") || w == QLatin1String("remark"))
        return CompileMarker::Severity::Note;
    return CompileMarker::Severity::Error;
}

QString demangle(const QString& name)
{
    if (!name.startsWith(QLatin1String("_Z")))
        return name;
    int status = 0;
    char* out = abi::__cxa_demangle(name.toLatin1().constData(), nullptr, nullptr, &status);
    const QString result = status == 0 && out ? QString::fromLatin1(out) : name;
    std::free(out);
    return result;
}

} // namespace

QList<CompileMarker> parseCompileMarkers(const QString& output)
{
    // gcc / clang / hipcc: path:line:col: severity: text   (column optional)
    static const QRegularExpression gnu(
        QStringLiteral(R"(^(.+?):(\d+):(?:(\d+):)?\s*(fatal error|error|warning|note):\s*(.*)$)"));
    // nvcc (cudafe/EDG): path(line): error: text   or   path(line): warning #177-D: text
    static const QRegularExpression edg(
        QStringLiteral(R"(^(.+?)\((\d+)\):\s*(catastrophic error|error|warning)(?:\s*#[\w-]+)?:\s*(.*)$)"));
    // ptxas: "ptxas error   : Entry function ... uses too much shared data" (no line)
    static const QRegularExpression ptxas(QStringLiteral(R"(^ptxas\s+(error|warning|fatal)\s*:\s*(.*)$)"));
    QList<CompileMarker> out;
    for (const QString& raw : output.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (auto m = gnu.match(line); m.hasMatch()) {
            out << CompileMarker{m.captured(1), m.captured(2).toInt(), m.captured(3).toInt(),
                                   severityOf(m.captured(4)), m.captured(5)};
        } else if (auto m = edg.match(line); m.hasMatch()) {
            out << CompileMarker{m.captured(1), m.captured(2).toInt(), 0, severityOf(m.captured(3)),
                                   m.captured(4)};
        } else if (auto m = ptxas.match(line); m.hasMatch()) {
            out << CompileMarker{QStringLiteral("ptxas"), 0, 0, severityOf(m.captured(1)), m.captured(2)};
        }
    }
    return out;
}

QString matchSourceFile(const QString& printed, const QStringList& files)
{
    QString p = printed;
    p.replace(QLatin1Char('\\'), QLatin1Char('/'));
    for (const QString& f : files)
        if (p == f || p.endsWith(QLatin1Char('/') + f))
            return f;
    return {};
}

QList<ResourceRow> parseResourceUsage(const QString& output)
{
    static const QRegularExpression entry(
        QStringLiteral(R"(Compiling entry function '([^']+)' for '([^']+)')"));
    static const QRegularExpression props(
        QStringLiteral(R"((\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads)"));
    static const QRegularExpression used(QStringLiteral(R"(Used (\d+) registers)"));
    static const QRegularExpression barriers(QStringLiteral(R"(used (\d+) barriers)"));
    static const QRegularExpression smem(QStringLiteral(R"((\d+) bytes smem)"));
    // hipcc: "remark: file:line:col: Function Name: foo [-Rpass-analysis=kernel-resource-usage]", then one
    // remark per figure.
    static const QRegularExpression amdName(QStringLiteral(R"(Function Name:\s*(\S+))"));
    static const QRegularExpression amdFigure(QStringLiteral(
        R"(remark:.*?\s(SGPRs|VGPRs|ScratchSize \[bytes/lane\]|LDS Size \[bytes/block\]|Occupancy \[waves/SIMD\]):\s*(\d+))"));
    QList<ResourceRow> out;
    ResourceRow* current = nullptr;
    for (const QString& line : output.split(QLatin1Char('\n'))) {
        if (auto m = entry.match(line); m.hasMatch()) {
            out.append(ResourceRow{});
            current = &out.last();
            current->kernel = m.captured(1);
            current->displayName = demangle(current->kernel);
            current->arch = m.captured(2);
            continue;
        }
        if (auto m = amdName.match(line); m.hasMatch()) {
            out.append(ResourceRow{});
            current = &out.last();
            current->kernel = m.captured(1);
            current->displayName = demangle(current->kernel);
            continue;
        }
        if (!current)
            continue;
        if (auto m = props.match(line); m.hasMatch()) {
            current->stackBytes = m.captured(1).toLongLong();
            current->spillStores = m.captured(2).toLongLong();
            current->spillLoads = m.captured(3).toLongLong();
        }
        if (auto m = used.match(line); m.hasMatch()) {
            current->registers = m.captured(1).toInt();
            if (auto b = barriers.match(line); b.hasMatch())
                current->barriers = b.captured(1).toInt();
            if (auto s = smem.match(line); s.hasMatch())
                current->sharedBytes = s.captured(1).toLongLong();
        }
        if (auto m = amdFigure.match(line); m.hasMatch()) {
            const QString what = m.captured(1);
            const qint64 v = m.captured(2).toLongLong();
            if (what == QLatin1String("SGPRs"))
                current->scalarRegisters = int(v);
            else if (what == QLatin1String("VGPRs"))
                current->registers = int(v);
            else if (what.startsWith(QLatin1String("Scratch")))
                current->stackBytes = v;
            else if (what.startsWith(QLatin1String("LDS")))
                current->sharedBytes = v;
            else
                current->occupancy = int(v);
        }
    }
    return out;
}

} // namespace kiln
