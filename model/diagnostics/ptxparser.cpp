#include "ptxparser.h"

#include "listingtext.h"

#include <QHash>

namespace kiln {

namespace {

QByteArrayView firstToken(QByteArrayView s)
{
    qsizetype e = 0;
    while (e < s.size() && s[e] != ' ' && s[e] != '\t' && s[e] != '(' && s[e] != ';')
        ++e;
    return s.first(e);
}

int toInt(QByteArrayView s)
{
    bool ok = false;
    const int v = s.toInt(&ok);
    return ok ? v : 0;
}

} // namespace

PtxModule parsePtx(const QByteArray& text)
{
    PtxModule out;
    // .loc names files by number and the .file table may come after the code (nvcc 13 puts it at the end),
    // so instructions are recorded with file numbers and resolved at the end.
    struct Pending
    {
        int kernel;
        InstrClass cls;
        int width;
        int file;
        int line;
    };
    QList<Pending> pending;
    QHash<int, QString> files;
    int kernel = -1;
    int locFile = -1, locLine = 0;
    ListingLines lines(text);
    while (lines.next()) {
        QByteArrayView line = lines.line();
        const int thisLine = lines.number();
        if (line.isEmpty() || line.startsWith("//"))
            continue;
        if (line.startsWith(".")) {
            const QByteArrayView dir = firstToken(line);
            const QByteArrayView rest = trimmedLine(line.sliced(dir.size()));
            if (dir == ".loc") {
                // ".loc 2 725 5, function_name $L__info_string2, inlined_at 1 24 9": code inlined from a
                // header is attributed to the call site in the kernel's own file, as for SASS.
                QByteArray loc = rest.toByteArray();
                const qsizetype inl = loc.indexOf("inlined_at");
                if (inl >= 0)
                    loc = loc.mid(inl + 10);
                const QList<QByteArray> parts = loc.simplified().split(' ');
                locFile = parts.size() > 0 ? toInt(parts[0]) : -1;
                locLine = parts.size() > 1 ? toInt(parts[1].split(',').first()) : 0;
            } else if (dir == ".file") {
                const qsizetype q1 = rest.indexOf('"'), q2 = rest.lastIndexOf('"');
                if (q1 >= 0 && q2 > q1)
                    files[toInt(firstToken(rest))] = QString::fromUtf8(rest.sliced(q1 + 1, q2 - q1 - 1));
            } else if (dir == ".target") {
                out.target = QString::fromUtf8(firstToken(rest.toByteArray().replace(',', ' ')));
            } else if (dir == ".version") {
                out.version = QString::fromUtf8(rest);
            } else if (dir == ".visible" || dir == ".weak" || dir == ".entry" || dir == ".func" || dir == ".extern") {
                // ".visible .entry name(" / ".func (.param ...) name(" : the name is the token before '('.
                if (dir == ".extern")
                    continue;
                const bool entry = line.contains(".entry");
                if (!entry && !line.contains(".func"))
                    continue;
                const qsizetype paren = line.indexOf('(', line.indexOf(entry ? ".entry" : ".func"));
                QByteArrayView head = paren < 0 ? line : line.first(paren);
                if (!entry && head.endsWith(")")) // ".func (.param .b32 r) name(": skip the return list
                    head = line.first(line.indexOf('(', paren + 1) < 0 ? line.size() : line.indexOf('(', paren + 1));
                head = trimmedLine(head);
                const qsizetype sp = head.lastIndexOf(' ');
                const QByteArrayView name = trimmedLine(sp < 0 ? head : head.sliced(sp + 1));
                PtxKernel k;
                k.name = QString::fromUtf8(name);
                k.entry = entry;
                k.firstTextLine = thisLine;
                out.kernels << k;
                kernel = int(out.kernels.size()) - 1;
                locFile = -1;
                locLine = 0;
            } else if (dir == ".local" && kernel >= 0) {
                // ".local .align 16 .b8 __local_depot0[128];"
                const qsizetype lb = line.indexOf('['), rb = line.indexOf(']');
                if (line.contains("__local_depot") && lb > 0 && rb > lb)
                    out.kernels[kernel].localDepotBytes += toInt(line.sliced(lb + 1, rb - lb - 1));
            }
            continue;
        }
        if (kernel < 0 || line.startsWith("{") || line.startsWith("}") || line.startsWith("$") || line.startsWith(")"))
            continue;
        if (line.startsWith("@")) { // predicate guard
            const qsizetype sp = line.indexOf(' ');
            if (sp < 0)
                continue;
            line = trimmedLine(line.sliced(sp));
        }
        const QByteArrayView op = firstToken(line);
        if (op.isEmpty() || op.endsWith(":"))
            continue;
        int width = 0;
        const InstrClass cls = classifyPtxOpcode(op, &width);
        pending.append({kernel, cls, width, locFile, locLine});
    }
    for (auto it = files.begin(); it != files.end(); ++it)
        out.files << it.value();
    for (const Pending& p : pending) {
        SourceLocation loc{files.value(p.file), p.line};
        const bool located = p.line > 0 && files.contains(p.file);
        out.kernels[p.kernel].mix.add(p.cls, p.width, located ? &loc : nullptr);
    }
    return out;
}

} // namespace kiln
