#include "tritonir.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace kiln {

namespace {

QByteArray readSmall(const QString& path, qint64 limit = 64 * 1024 * 1024)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(limit);
}

int countOf(const QByteArray& text, const char* needle)
{
    return int(text.count(needle));
}

} // namespace

TritonKernel tritonKernelFromStages(const QString& name, const QByteArray& ttir, const QByteArray& ttgir,
                                    const QByteArray& ptx, const QByteArray& metadataJson)
{
    TritonKernel k;
    k.name = name;
    const QByteArray& ir = ttgir.isEmpty() ? ttir : ttgir;
    k.dotOps = countOf(ir, "tt.dot ") + countOf(ir, "tt.dot_scaled ") + countOf(ir, "warp_group_dot ");
    static const QRegularExpression mma(QStringLiteral(R"(nvidia_mma<\{versionMajor = (\d+))"));
    if (const auto m = mma.match(QString::fromUtf8(ttgir)); m.hasMatch())
        k.mmaVersion = m.captured(1).toInt();
    k.amdMfma = ttgir.contains("amd_mfma<") || ttgir.contains("amd_wmma<");
    k.asyncCopies = countOf(ttgir, "async_copy_global_to_local") + countOf(ttgir, "async_tma_copy") +
                    countOf(ttgir, "async_tma_load");
    static const QRegularExpression warps(QStringLiteral(R"("(?:ttg|triton_gpu)\.num-warps" = (\d+))"));
    if (const auto m = warps.match(QString::fromUtf8(ttgir)); m.hasMatch())
        k.numWarps = m.captured(1).toInt();
    const QJsonObject meta = QJsonDocument::fromJson(metadataJson).object();
    if (meta.contains("num_warps"))
        k.numWarps = meta.value("num_warps").toInt();
    k.numStages = meta.value("num_stages").toInt();
    k.sharedBytes = meta.value("shared").toInt();
    if (!ptx.isEmpty())
        k.ptx = parsePtx(ptx);
    return k;
}

QList<TritonKernel> readTritonCache(const QString& cacheDir, QStringList* problems)
{
    // Group the stage files of each folder by base name.
    QMap<QString, QMap<QString, QString>> byKernel; // folder/name -> stage -> path
    static const QStringList stages{QStringLiteral("ttir"), QStringLiteral("ttgir"),  QStringLiteral("llir"),
                                    QStringLiteral("ptx"),  QStringLiteral("amdgcn"), QStringLiteral("json")};
    QDirIterator it(cacheDir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo fi(it.next());
        const QString suffix = fi.suffix();
        if (!stages.contains(suffix) || fi.fileName().startsWith(QLatin1String("__grp__")))
            continue;
        byKernel[fi.absolutePath() + QLatin1Char('/') + fi.completeBaseName()][suffix] = fi.absoluteFilePath();
    }
    QList<TritonKernel> out;
    for (auto k = byKernel.begin(); k != byKernel.end(); ++k) {
        const auto& files = k.value();
        if (!files.contains(QStringLiteral("ttir")) && !files.contains(QStringLiteral("ttgir")) &&
            !files.contains(QStringLiteral("ptx")))
            continue; // a stray .json
        TritonKernel t = tritonKernelFromStages(QFileInfo(k.key()).fileName(), readSmall(files.value("ttir")),
                                                readSmall(files.value("ttgir")), readSmall(files.value("ptx")),
                                                readSmall(files.value("json"), 1024 * 1024));
        t.folder = QFileInfo(k.key()).absolutePath();
        for (auto s = files.begin(); s != files.end(); ++s)
            if (s.key() != QLatin1String("json"))
                t.stages[s.key()] = s.value();
        if (problems && !files.contains(QStringLiteral("json")))
            *problems << QStringLiteral("%1: no %2.json metadata next to the IR (warps and stages unknown)")
                             .arg(t.folder, t.name);
        out << t;
    }
    return out;
}

} // namespace kiln
