#include "yamlfile.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace kiln {

QString scalarText(const YAML::Node& n)
{
    return QString::fromStdString(n.Scalar());
}

bool YamlFile::load(const QString& path, LoadIssues& issues)
{
    m_path = path;
    const QFileInfo info(path);
    const QString name = info.fileName();
    if (!info.exists()) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error, QStringLiteral("%1 is missing").arg(name)};
        return false;
    }
    if (!info.isFile()) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error,
                            QStringLiteral("%1 is not a regular file").arg(name)};
        return false;
    }
    if (info.size() > kMaxBytes) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error,
                            QStringLiteral("%1 is %2 MB; a task file is at most 1 MB of YAML (move data such as "
                                           "generated configurations into fewer, larger-step entries)")
                                .arg(name)
                                .arg(info.size() / 1e6, 0, 'f', 1)};
        return false;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error,
                            QStringLiteral("cannot read %1: %2").arg(name, f.errorString())};
        return false;
    }
    const QByteArray bytes = f.readAll();
    const qsizetype nul = bytes.indexOf('\0');
    if (nul >= 0) {
        const int line = static_cast<int>(bytes.left(nul).count('\n')) + 1;
        issues << LoadIssue{path, line, 0, LoadIssue::Severity::Error,
                            QStringLiteral("%1 is not a text file (a zero byte at offset %2); it must be UTF-8 YAML")
                                .arg(name)
                                .arg(nul)};
        return false;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    if (utf8.hasError()) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error,
                            QStringLiteral("%1 is not valid UTF-8; save it as UTF-8 text").arg(name)};
        return false;
    }
    try {
        m_root = YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception& e) {
        issues << LoadIssue{path, e.mark.line >= 0 ? e.mark.line + 1 : 0, e.mark.column >= 0 ? e.mark.column + 1 : 0,
                            LoadIssue::Severity::Error,
                            QStringLiteral("YAML syntax error: %1").arg(QString::fromStdString(e.msg))};
        return false;
    }
    if (!yamlIsMap(m_root)) {
        issues << LoadIssue{path, lineOf(m_root), 0, LoadIssue::Severity::Error,
                            QStringLiteral("%1 must be a YAML mapping of fields (key: value), not %2")
                                .arg(name, yamlIsNull(m_root) ? QStringLiteral("an empty document")
                                                           : QStringLiteral("a list or a single value"))};
        return false;
    }
    return true;
}

void YamlFile::error(const YAML::Node& at, const QString& message, LoadIssues& issues) const
{
    issues << LoadIssue{m_path, lineOf(at), 0, LoadIssue::Severity::Error, message};
}

void YamlFile::warning(const YAML::Node& at, const QString& message, LoadIssues& issues) const
{
    issues << LoadIssue{m_path, lineOf(at), 0, LoadIssue::Severity::Warning, message};
}

std::optional<QString> YamlFile::string(const YAML::Node& map, const char* key, const QString& what, bool required,
                                        LoadIssues& issues) const
{
    const YAML::Node n = map[key];
    if (!n.IsDefined() || yamlIsNull(n)) {
        if (required)
            error(map, QStringLiteral("missing required field '%1'").arg(what), issues);
        return std::nullopt;
    }
    if (!yamlIsScalar(n)) {
        error(n, QStringLiteral("field '%1' must be a single value (text), not a list or mapping").arg(what), issues);
        return std::nullopt;
    }
    return scalarText(n);
}

std::optional<double> YamlFile::number(const YAML::Node& map, const char* key, const QString& what, bool required,
                                       LoadIssues& issues) const
{
    const YAML::Node n = map[key];
    if (!n.IsDefined() || yamlIsNull(n)) {
        if (required)
            error(map, QStringLiteral("missing required field '%1'").arg(what), issues);
        return std::nullopt;
    }
    bool ok = false;
    const double v = yamlIsScalar(n) ? scalarText(n).toDouble(&ok) : 0.0;
    if (!ok) {
        error(n, QStringLiteral("field '%1' must be a number, got '%2'")
                     .arg(what, yamlIsScalar(n) ? scalarText(n) : QStringLiteral("a list or mapping")),
              issues);
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> YamlFile::integer(const YAML::Node& n, const QString& what, LoadIssues& issues) const
{
    bool ok = false;
    qint64 v = yamlIsScalar(n) ? scalarText(n).toLongLong(&ok) : 0;
    if (!ok && yamlIsScalar(n)) {
        // Accept integral values written as 1e6 or 4096.0.
        const double d = scalarText(n).toDouble(&ok);
        ok = ok && d == static_cast<double>(static_cast<qint64>(d));
        v = static_cast<qint64>(d);
    }
    if (!ok) {
        error(n, QStringLiteral("%1 must be an integer, got '%2'")
                     .arg(what, yamlIsScalar(n) ? scalarText(n) : QStringLiteral("a list or mapping")),
              issues);
        return std::nullopt;
    }
    return v;
}

std::optional<QStringList> YamlFile::stringList(const YAML::Node& map, const char* key, const QString& what,
                                                bool required, LoadIssues& issues) const
{
    const YAML::Node n = map[key];
    if (!n.IsDefined() || yamlIsNull(n)) {
        if (required)
            error(map, QStringLiteral("missing required field '%1'").arg(what), issues);
        return std::nullopt;
    }
    if (yamlIsScalar(n))
        return QStringList{scalarText(n)};
    if (!yamlIsSequence(n)) {
        error(n, QStringLiteral("field '%1' must be a list, e.g. [a, b]").arg(what), issues);
        return std::nullopt;
    }
    QStringList out;
    for (std::size_t i = 0; i < n.size(); ++i) {
        if (!yamlIsScalar(n[i])) {
            error(n[i], QStringLiteral("'%1[%2]' must be a single value").arg(what).arg(i), issues);
            return std::nullopt;
        }
        out << scalarText(n[i]);
    }
    return out;
}

std::optional<QString> YamlFile::expression(const YAML::Node& n, const QString& what, LoadIssues& issues) const
{
    if (!n.IsDefined() || yamlIsNull(n) || !yamlIsScalar(n) || scalarText(n).trimmed().isEmpty()) {
        error(n, QStringLiteral("'%1' must be a number or an expression over parameters (e.g. \"2 * n\")").arg(what),
              issues);
        return std::nullopt;
    }
    return scalarText(n);
}

void YamlFile::warnUnknownKeys(const YAML::Node& map, const QStringList& known, const QString& where,
                               LoadIssues& issues) const
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        const QString key = scalarText(it->first);
        if (!known.contains(key))
            warning(it->first,
                    QStringLiteral("unknown field '%1'%2 is ignored (known: %3)")
                        .arg(key, where.isEmpty() ? QString() : QStringLiteral(" in ") + where, known.join(", ")),
                    issues);
    }
}

} // namespace kiln
