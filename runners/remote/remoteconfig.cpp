#include "remoteconfig.h"

#include "model/jsonfields.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace kiln {

QString configDir()
{
    const QString env = qEnvironmentVariable("KILN_CONFIG_DIR");
    if (!env.isEmpty())
        return env;
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(QStringLiteral("kiln"));
}

QString remotesFile()
{
    return QDir(configDir()).filePath(QStringLiteral("remotes.json"));
}

QJsonObject RemoteHost::toJson() const
{
    return writeJsonFields(*this);
}

RemoteHost RemoteHost::fromJson(const QString& name, const QJsonObject& o)
{
    RemoteHost h = readJsonFields<RemoteHost>(o);
    h.name = name;
    h.connectRetries = std::max(1, h.connectRetries);
    return h;
}

QJsonObject SlurmConfig::toJson() const
{
    return writeJsonFields(*this);
}

SlurmConfig SlurmConfig::fromJson(const QJsonObject& o)
{
    SlurmConfig s = readJsonFields<SlurmConfig>(o);
    s.maxJobs = std::max(1, s.maxJobs);
    s.maxRequeues = std::max(0, s.maxRequeues);
    s.pollMs = std::max(50, s.pollMs);
    return s;
}

const RemoteHost* RemoteConfig::host(const QString& name) const
{
    for (const auto& h : hosts)
        if (h.name == name)
            return &h;
    return nullptr;
}

std::optional<RemoteConfig> RemoteConfig::load(QString* error)
{
    RemoteConfig c;
    QFile f(remotesFile());
    if (!f.exists())
        return c;
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read: %2").arg(f.fileName(), f.errorString());
        return std::nullopt;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error =
            QStringLiteral("%1: not a JSON object (%2 at offset %3); fix it or remove it and use `kiln remote add`")
                .arg(f.fileName(), pe.errorString())
                .arg(pe.offset);
        return std::nullopt;
    }
    const QJsonObject hosts = doc.object().value("hosts").toObject();
    for (auto it = hosts.begin(); it != hosts.end(); ++it) {
        RemoteHost h = RemoteHost::fromJson(it.key(), it.value().toObject());
        if (h.destination.isEmpty()) {
            *error = QStringLiteral("%1: host '%2' has no \"destination\" (an ssh destination such as user@gpu-box)")
                         .arg(f.fileName(), it.key());
            return std::nullopt;
        }
        c.hosts << h;
    }
    if (doc.object().contains("slurm"))
        c.slurm = SlurmConfig::fromJson(doc.object().value("slurm").toObject());
    return c;
}

bool RemoteConfig::save(QString* error) const
{
    QDir().mkpath(configDir());
    QJsonObject hostsJson;
    for (const auto& h : hosts)
        hostsJson[h.name] = h.toJson();
    QJsonObject root{{"hosts", hostsJson}};
    if (slurm)
        root["slurm"] = slurm->toJson();
    QSaveFile f(remotesFile());
    if (!f.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("%1: cannot write: %2").arg(f.fileName(), f.errorString());
        return false;
    }
    f.write(QJsonDocument(root).toJson());
    if (!f.commit()) {
        *error = QStringLiteral("%1: cannot write: %2").arg(f.fileName(), f.errorString());
        return false;
    }
    return true;
}

QStringList configuredExecutors()
{
    QStringList names{QStringLiteral("local")};
    QString error;
    const auto config = RemoteConfig::load(&error);
    if (!config)
        return names;
    if (config->slurm)
        names << QStringLiteral("slurm");
    for (const auto& h : config->hosts)
        names << QStringLiteral("ssh:") + h.name;
    return names;
}

} // namespace kiln
