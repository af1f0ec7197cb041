#include "kernelbenchcounts.h"

#include "../exactinteger.h"
#include "../resourcepaths.h"
#include "../tasks/boundedread.h"
#include "kernelbenchheldout.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace kiln {

namespace {

constexpr qint64 kMaxCountsBytes = 1024 * 1024;

QJsonObject valuesJson(const QMap<QString, qint64>& values)
{
    QJsonObject o;
    for (auto it = values.begin(); it != values.end(); ++it)
        o[it.key()] = static_cast<double>(it.value());
    return o;
}

} // namespace

const CountedConfig* ProblemCounts::find(const ConfigSpec& config) const
{
    for (const CountedConfig& c : configs)
        if (c.name == config.name && c.values == config.values)
            return &c;
    return nullptr;
}

QString kernelBenchCountsPath(const QByteArray& problemBytes)
{
    const QByteArray digest = QCryptographicHash::hash(problemBytes, QCryptographicHash::Sha256).toHex();
    return QDir(dataDir()).filePath(QStringLiteral("counts/kernelbench/%1.json").arg(QString::fromLatin1(digest)));
}

std::optional<ProblemCounts> readKernelBenchCounts(const QByteArray& problemBytes)
{
    const QString path = kernelBenchCountsPath(problemBytes);
    if (!QFileInfo::exists(path))
        return std::nullopt;
    const BoundedRead read = readBounded(path, kMaxCountsBytes, QStringLiteral("a file of counted costs"));
    if (!read.ok())
        return std::nullopt; // not counted, as if absent: kiln calibrate --counts writes it again
    const QJsonObject o = QJsonDocument::fromJson(read.bytes).object();
    if (o.isEmpty())
        return std::nullopt;
    ProblemCounts counts;
    counts.rules = o.value("rules").toInt(1);
    counts.method = o.value("method").toString();
    counts.torch = o.value("torch").toString();
    counts.countedAt = o.value("counted_at").toString();
    for (const QJsonValue& v : o.value("configs").toArray()) {
        const QJsonObject c = v.toObject();
        CountedConfig cc;
        cc.name = c.value("name").toString();
        const QJsonObject values = c.value("values").toObject();
        // The cache is a file in the data folder, not Kiln's memory: a value that is no 64-bit integer (edited,
        // damaged) is left out rather than converted (a double past qint64's range is undefined behaviour).
        for (auto it = values.begin(); it != values.end(); ++it)
            if (const auto v = exactInt64(it.value().toDouble()))
                cc.values[it.key()] = *v;
        cc.ok = c.value("ok").toBool();
        const QJsonObject flops = c.value("flops").toObject();
        for (auto it = flops.begin(); it != flops.end(); ++it)
            cc.cost.flops[it.key()] = std::max(0.0, it.value().toDouble());
        cc.cost.bytes = std::max(0.0, c.value("bytes").toDouble());
        cc.device = c.value("device").toString();
        cc.error = c.value("error").toString();
        counts.configs << cc;
    }
    return counts;
}

bool writeKernelBenchCounts(const QByteArray& problemBytes, const ProblemCounts& counts, QString* error)
{
    const QString path = kernelBenchCountsPath(problemBytes);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QJsonArray configs;
    for (const CountedConfig& c : counts.configs) {
        QJsonObject o{{"name", c.name}, {"values", valuesJson(c.values)}, {"ok", c.ok}};
        if (c.ok) {
            QJsonObject flops;
            for (auto it = c.cost.flops.begin(); it != c.cost.flops.end(); ++it)
                flops[it.key()] = it.value();
            o["flops"] = flops;
            o["bytes"] = c.cost.bytes;
            o["device"] = c.device;
        } else {
            o["error"] = c.error;
        }
        configs.append(o);
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    f.write(QJsonDocument(QJsonObject{{"rules", kKernelBenchCountRules},
                                      {"method", counts.method},
                                      {"torch", counts.torch},
                                      {"counted_at", counts.countedAt},
                                      {"configs", configs}})
                .toJson());
    if (!f.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

void applyKernelBenchCounts(Task& task, const ProblemCounts& counts)
{
    // The uneven sizes stand in for the awkward ones only where the problem's Model refused those
    // (kernelbenchheldout.h): one awkward configuration per problem.
    bool awkwardRan = false;
    for (const ConfigSpec& c : std::as_const(task.uncheckedHeldOut))
        if (const CountedConfig* counted = counts.find(c); c.name == kHeldOutAwkward && counted)
            awkwardRan = counted->ok;
    QList<ConfigSpec> unchecked;
    for (const ConfigSpec& c : std::as_const(task.uncheckedHeldOut)) {
        const CountedConfig* counted = counts.find(c);
        if (c.name == kHeldOutUneven && awkwardRan)
            continue;
        if (!counted)
            unchecked << c;
        else if (counted->ok)
            task.hiddenConfigs << c;
    }
    task.uncheckedHeldOut = unchecked;
    // A hidden size the problem's own Model was seen not to run at (the odd batch of a problem whose other
    // input keeps the visible batch: HingeLoss) would end every final scoring as a broken task: left out.
    task.hiddenConfigs.erase(std::remove_if(task.hiddenConfigs.begin(), task.hiddenConfigs.end(),
                                            [&](const ConfigSpec& c) {
                                                const CountedConfig* counted = counts.find(c);
                                                return counted && !counted->ok;
                                            }),
                             task.hiddenConfigs.end());
    for (const ConfigSpec& c : task.allConfigs())
        if (const CountedConfig* counted = counts.find(c); counted && counted->ok)
            task.countedCosts[c.name] = counted->cost;
    if (!task.countedCosts.isEmpty())
        task.countedBy = QStringLiteral("%1, torch %2, %3").arg(counts.method, counts.torch, counts.countedAt.left(10));
}

} // namespace kiln
