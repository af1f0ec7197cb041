#include "amdgpuisa.h"

#include "listingtext.h"

#include <QHash>
#include <QSet>

namespace kiln {

namespace {

QByteArrayView firstToken(QByteArrayView s)
{
    qsizetype e = 0;
    while (e < s.size() && s[e] != ' ' && s[e] != '\t' && s[e] != ',')
        ++e;
    return s.first(e);
}

} // namespace

AmdgpuModule parseAmdgpuIsa(const QByteArray& text)
{
    AmdgpuModule out;
    QSet<QByteArray> functions; // names declared ".type name,@function"
    QHash<int, QString> files;
    int kernel = -1;
    SourceLocation loc;
    int locFile = -1;
    ListingLines lines(text);
    while (lines.next()) {
        const QByteArrayView raw = lines.line();
        const int thisLine = lines.number();
        if (raw.isEmpty() || raw.startsWith(";"))
            continue;
        const qsizetype semi = raw.indexOf(';');
        const QByteArrayView line = trimmedLine(semi < 0 ? raw : raw.first(semi));
        const QByteArrayView comment = semi < 0 ? QByteArrayView() : raw.sliced(semi);
        if (line.isEmpty())
            continue;
        if (line.startsWith(".")) {
            const QByteArrayView dir = firstToken(line);
            const QByteArrayView rest = trimmedLine(line.sliced(dir.size()));
            if (dir == ".type" && rest.contains("@function")) {
                functions.insert(trimmedLine(rest.first(rest.indexOf(','))).toByteArray());
            } else if (dir == ".amdgcn_target") {
                out.target = QString::fromUtf8(rest).remove(QLatin1Char('"'));
            } else if (dir == ".file") {
                // .file 1 "dir" "name"  or  .file 1 "path"
                const QList<QByteArray> parts = rest.toByteArray().split('"');
                bool ok = false;
                const int n = parts.value(0).trimmed().toInt(&ok);
                if (ok && parts.size() >= 2) {
                    QString path = QString::fromUtf8(parts[1]);
                    if (parts.size() >= 4)
                        path = path + QLatin1Char('/') + QString::fromUtf8(parts[3]);
                    files[n] = path;
                }
            } else if (dir == ".loc") {
                const QList<QByteArray> parts = rest.toByteArray().simplified().split(' ');
                locFile = parts.value(0).toInt();
                loc = {files.value(locFile), parts.value(1).toInt()};
            } else if (line.startsWith(".Lfunc_end")) {
                kernel = -1;
            }
            continue;
        }
        if (line.endsWith(":")) {
            const QByteArray label = line.first(line.size() - 1).toByteArray();
            if (functions.contains(label)) {
                AmdgpuKernel k;
                k.name = QString::fromUtf8(label);
                k.firstTextLine = thisLine;
                out.kernels << k;
                kernel = int(out.kernels.size()) - 1;
                loc = {};
            }
            continue;
        }
        if (kernel < 0 ||
            !(line[0] == 's' || line[0] == 'v' || line[0] == 'g' || line[0] == 'b' || line[0] == 'd' || line[0] == 'f'))
            continue;
        const QByteArrayView op = firstToken(line);
        int width = 0;
        InstrClass cls = classifyAmdgpuOpcode(op, &width);
        // Register spills on gfx9 go through buffer instructions on the scratch descriptor; the compiler
        // marks them "Folded Spill" / "Folded Reload".
        if (comment.contains("Spill"))
            cls = InstrClass::Stl;
        else if (comment.contains("Reload"))
            cls = InstrClass::Ldl;
        out.kernels[kernel].mix.add(cls, width, loc.line > 0 ? &loc : nullptr);
    }
    return out;
}

} // namespace kiln
