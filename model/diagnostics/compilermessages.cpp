#include "compilermessages.h"

#include <QRegularExpression>
#include <optional>

namespace kiln {

namespace {

// nvcc's EDG front end: "path(12): error: text", "path(14): warning #549-D: text".
const QRegularExpression& edgPattern()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(.+?)\((\d+)\): (error|warning|remark|catastrophic error)(?: #[\w-]+)?: (.*)$)"));
    return re;
}

// gcc, clang, hipcc: "path:17:21: error: text" (column optional), "path:6:33: note: text".
const QRegularExpression& gccPattern()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(.+?):(\d+):(?:(\d+):)? (fatal error|error|warning|note): (.*)$)"));
    return re;
}

// ptxas: "ptxas /tmp/x.ptx, line 1307; error   : text" and "ptxas fatal   : text".
const QRegularExpression& ptxasPattern()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^ptxas(?: (.+?), line (\d+);)? *(error|warning|fatal) *: (.*)$)"));
    return re;
}

// nvlink / ld: "nvlink error   : Undefined reference ...", "/usr/bin/ld: x.o: undefined reference to ...".
const QRegularExpression& linkerPattern()
{
    static const QRegularExpression re(QStringLiteral(R"(^(nvlink|\S*\bld(?:\.\w+)?) ?(error|warning)? *: (.*)$)"));
    return re;
}

const QRegularExpression& pythonFramePattern()
{
    static const QRegularExpression re(QStringLiteral(R"re(^\s*File "(.+)", line (\d+)(?:, in (.+))?$)re"));
    return re;
}

// The last line of a Python traceback: "NameError: name 'x' is not defined",
// "triton.compiler.errors.CompilationError: at 2:11:".
const QRegularExpression& pythonExceptionPattern()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning))(?:: (.*))?$)"));
    return re;
}

// Frames inside installed packages or the interpreter are not where a candidate's author can fix anything.
bool isLibraryPath(const QString& path)
{
    return path.contains(QLatin1String("site-packages")) || path.contains(QLatin1String("dist-packages")) ||
           path.contains(QLatin1String("/lib/python")) || path.startsWith(QLatin1Char('<'));
}

QString normalizedSeverity(const QString& s)
{
    if (s == QLatin1String("fatal") || s == QLatin1String("fatal error") || s == QLatin1String("catastrophic error"))
        return QStringLiteral("error");
    return s;
}

// The exception that ends a Python traceback (line `i`, matched by `m`), located at the innermost frame in
// the user's code, with the other frames, Triton's source context and the chained cause as notes.
CompilerMessage pythonException(const QRegularExpressionMatch& m, const QStringList& lines, int i,
                                const QList<CompilerMessage>& frames, std::optional<CompilerMessage>& cause)
{
    CompilerMessage e;
    e.tool = QStringLiteral("python");
    e.severity = QStringLiteral("error");
    e.message = m.captured(2).isEmpty() ? m.captured(1) : m.captured(1) + QStringLiteral(": ") + m.captured(2);
    if (!frames.isEmpty()) {
        // The innermost frame in the user's code (not in an installed package) is where to look.
        int at = int(frames.size()) - 1;
        for (int k = at; k >= 0; --k)
            if (!isLibraryPath(frames[k].file)) {
                at = k;
                break;
            }
        e.file = frames[at].file;
        e.line = frames[at].line;
        for (int k = int(frames.size()) - 1; k >= 0; --k)
            if (k != at)
                e.notes
                    << QStringLiteral("%1:%2: in %3").arg(frames[k].file).arg(frames[k].line).arg(frames[k].message);
    }
    // Triton's CompilationError says "at LINE:COL:" relative to the kernel's def and prints the source after
    // it, then the reason: keep the context, and the reason in the message.
    QStringList context;
    for (int k = i + 1; k < lines.size() && k <= i + 12 && !lines[k].trimmed().isEmpty(); ++k)
        context << lines[k];
    if (e.message.endsWith(QLatin1Char(':')) && !context.isEmpty())
        e.message += QLatin1Char(' ') + context.last().trimmed();
    e.notes = context + e.notes;
    if (cause) {
        e.notes << QStringLiteral("caused by %1 (%2:%3)").arg(cause->message, cause->file).arg(cause->line);
        cause.reset();
    }
    return e;
}

// A compiler's or linker's own line (nvcc's front end, ptxas, gcc/clang with its notes, ld/nvlink) into
// `out`; false when the line is none of those.
bool takeCompilerLine(const QString& line, QList<CompilerMessage>& out)
{
    auto located = [&](const char* tool, const QRegularExpressionMatch& m) {
        CompilerMessage c;
        c.tool = QLatin1String(tool);
        c.file = m.captured(1);
        c.line = m.captured(2).toInt();
        c.severity = normalizedSeverity(m.captured(3));
        c.message = m.captured(4).trimmed();
        out << c;
        return true;
    };
    if (const auto m = edgPattern().match(line); m.hasMatch())
        return located("nvcc", m);
    if (const auto m = ptxasPattern().match(line); m.hasMatch())
        return located("ptxas", m);
    if (line.startsWith(QLatin1String("remark: ")))
        return true; // AMDGPU resource remarks: parsed as resource usage, not messages
    if (const auto m = gccPattern().match(line); m.hasMatch()) {
        CompilerMessage c;
        c.tool = QStringLiteral("gcc");
        c.file = m.captured(1);
        c.line = m.captured(2).toInt();
        c.column = m.captured(3).toInt();
        c.severity = normalizedSeverity(m.captured(4));
        c.message = m.captured(5).trimmed();
        if (c.severity == QLatin1String("note") && !out.isEmpty() && out.last().tool == QLatin1String("gcc"))
            out.last().notes << QStringLiteral("%1:%2: %3").arg(c.file).arg(c.line).arg(c.message);
        else
            out << c;
        return true;
    }
    if (const auto m = linkerPattern().match(line); m.hasMatch()) {
        CompilerMessage c;
        c.tool = m.captured(1) == QLatin1String("nvlink") ? QStringLiteral("nvlink") : QStringLiteral("ld");
        c.severity = m.captured(2).isEmpty() ? QStringLiteral("error") : m.captured(2);
        c.message = m.captured(3).trimmed();
        out << c;
        return true;
    }
    return false;
}

} // namespace

QList<CompilerMessage> parseCompilerMessages(const QString& text)
{
    QList<CompilerMessage> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    // A Python traceback in progress: its frames, innermost last.
    QList<CompilerMessage> frames;
    bool inTraceback = false;
    std::optional<CompilerMessage> cause;
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.size() > 4096) // a minified or binary line: nothing a person would read as a diagnostic
            continue;

        if (line.startsWith(QLatin1String("The above exception was the direct cause")) ||
            line.startsWith(QLatin1String("During handling of the above exception"))) {
            // A chained exception: the one that follows is what the user sees; this one becomes its note.
            if (!out.isEmpty() && out.last().tool == QLatin1String("python"))
                cause = out.takeLast();
            continue;
        }
        if (line.startsWith(QLatin1String("Traceback (most recent call last)"))) {
            inTraceback = true;
            frames.clear();
            continue;
        }
        if (const auto m = pythonFramePattern().match(line); m.hasMatch()) {
            CompilerMessage f;
            f.tool = QStringLiteral("python");
            f.file = m.captured(1);
            f.line = m.captured(2).toInt();
            f.message = m.captured(3);
            frames << f;
            inTraceback = true; // a SyntaxError prints its frame without the "Traceback" header
            continue;
        }
        if (inTraceback && !line.startsWith(QLatin1Char(' ')) && !line.isEmpty()) {
            if (const auto m = pythonExceptionPattern().match(line); m.hasMatch()) {
                out << pythonException(m, lines, i, frames, cause);
                inTraceback = false;
                frames.clear();
            }
            continue;
        }
        if (!inTraceback) // else source excerpts and carets inside the traceback
            takeCompilerLine(line, out);
    }
    return out;
}

} // namespace kiln
