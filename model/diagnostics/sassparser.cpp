#include "sassparser.h"

#include "listingtext.h"

#include <QHash>

namespace kiln {

namespace {

// `//## File "path", line 12 inlined at "other", line 40` -> frames innermost first.
bool parseLineInfo(QByteArrayView s, QList<SourceLocation>* frames)
{
    frames->clear();
    qsizetype at = 0;
    for (;;) {
        const qsizetype q1 = s.indexOf('"', at);
        if (q1 < 0)
            break;
        const qsizetype q2 = s.indexOf('"', q1 + 1);
        if (q2 < 0)
            return false;
        const qsizetype ln = s.indexOf("line ", q2);
        if (ln < 0)
            return false;
        qsizetype k = ln + 5;
        int line = 0;
        while (k < s.size() && s[k] >= '0' && s[k] <= '9')
            line = line * 10 + (s[k++] - '0');
        frames->append({QString::fromUtf8(s.sliced(q1 + 1, q2 - q1 - 1)), line});
        at = k;
    }
    return !frames->isEmpty();
}

} // namespace

SassListing parseSassListing(const QByteArray& text)
{
    SassListing out;
    out.format = QStringLiteral("unknown");
    SassKernel* kernel = nullptr;
    QString arch;
    SourceLocation current; // from the last //## block
    int currentIndex = -1;  // its index in kernel->locations
    QHash<SourceLocation, int> locationIndex;
    QList<SourceLocation> frames;
    auto startKernel = [&](QByteArrayView name, int textLine) {
        out.kernels.append(SassKernel{});
        kernel = &out.kernels.last();
        kernel->name = QString::fromUtf8(name);
        kernel->arch = arch;
        kernel->firstTextLine = textLine;
        current = {};
        currentIndex = -1;
        locationIndex.clear();
    };

    ListingLines lines(text);
    while (lines.next()) {
        const QByteArrayView line = lines.line();
        const int thisLine = lines.number();
        if (line.isEmpty())
            continue;

        if (line.startsWith("/*")) {
            // "/*0040*/  @P0 LDG.E R2, desc[UR4][R2.64] ;  /* 0x... */"; encoding-only lines start "/* 0x".
            if (line.size() < 4 || line[2] == ' ' || !kernel)
                continue;
            const qsizetype close = line.indexOf("*/");
            if (close < 0)
                continue;
            bool ok = false;
            const int address = line.sliced(2, close - 2).toInt(&ok, 16);
            if (!ok)
                continue;
            QByteArrayView rest = trimmedLine(line.sliced(close + 2));
            if (rest.startsWith("{"))
                rest = trimmedLine(rest.sliced(1));
            if (rest.startsWith("@")) { // predicate guard
                const qsizetype sp = rest.indexOf(' ');
                rest = sp < 0 ? QByteArrayView() : trimmedLine(rest.sliced(sp));
            }
            qsizetype e = 0;
            while (e < rest.size() && rest[e] != ' ' && rest[e] != ';' && rest[e] != '\t')
                ++e;
            const QByteArrayView opcode = rest.first(e);
            if (opcode.isEmpty())
                continue;
            int width = 0;
            const InstrClass cls = classifySassOpcode(opcode, &width);
            kernel->mix.add(cls, width, currentIndex >= 0 ? &current : nullptr);
            kernel->instructions.append({thisLine, address, currentIndex, cls});
            continue;
        }
        if (line.startsWith("//##")) {
            if (!kernel || !parseLineInfo(line, &frames))
                continue;
            // nvdisasm -gi prints one //## line per inlining level, innermost first, so the block's last
            // line wins: the outermost frame, the line in the kernel's own code that led to the
            // instruction. The PTX-level ".nv_debug_ptx_txt" frames are not source.
            SourceLocation loc;
            for (const auto& f : frames)
                if (!f.file.startsWith(QLatin1String(".nv_debug")))
                    loc = f;
            if (loc.line <= 0)
                continue;
            current = loc;
            auto it = locationIndex.find(loc);
            if (it == locationIndex.end()) {
                it = locationIndex.insert(loc, int(kernel->locations.size()));
                kernel->locations.append(loc);
            }
            currentIndex = it.value();
            continue;
        }
        if (line.startsWith(".target")) { // nvdisasm (and newer cuobjdump) name the arch this way
            arch = QString::fromUtf8(trimmedLine(line.sliced(7)));
            continue;
        }
        if (line.startsWith("code for ")) {
            arch = QString::fromUtf8(trimmedLine(line.sliced(9)));
            out.format = QStringLiteral("cuobjdump");
            continue;
        }
        if (line.startsWith("Function : ")) {
            startKernel(trimmedLine(line.sliced(11)), thisLine);
            out.format = QStringLiteral("cuobjdump");
            continue;
        }
        if (line.startsWith(".text.") && line.endsWith(":")) {
            startKernel(line.sliced(6, line.size() - 7), thisLine);
            out.format = QStringLiteral("nvdisasm");
            continue;
        }
    }
    out.lines = lines.count();
    return out;
}

} // namespace kiln
