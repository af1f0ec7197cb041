#include "yamlfile.h"

#include "../exactinteger.h"
#include "boundedread.h"

#include <QFile>
#include <QFileInfo>
#include <cmath>
#include <map>
#include <string>

namespace kiln {

namespace {

// The offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629: no overlong
// forms, no surrogates, nothing above U+10FFFF), or -1.
qsizetype firstInvalidUtf8(const QByteArray& bytes)
{
    const auto* b = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = b[i];
        int len = 0;
        unsigned char lo = 0x80, hi = 0xBF; // the second byte's range
        if (c < 0x80)
            len = 1;
        else if (c >= 0xC2 && c <= 0xDF)
            len = 2;
        else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            lo = c == 0xE0 ? 0xA0 : 0x80;
            hi = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            lo = c == 0xF0 ? 0x90 : 0x80;
            hi = c == 0xF4 ? 0x8F : 0xBF;
        } else
            return i;
        if (i + len > n)
            return i;
        for (int k = 1; k < len; ++k) {
            const unsigned char x = b[i + k];
            if (k == 1 ? (x < lo || x > hi) : (x < 0x80 || x > 0xBF))
                return i;
        }
        i += len;
    }
    return -1;
}

} // namespace

QString scalarText(const YAML::Node& n)
{
    return QString::fromStdString(n.Scalar());
}

bool YamlFile::load(const QString& path, LoadIssues& issues)
{
    m_path = path;
    const QString name = QFileInfo(path).fileName();
    const BoundedRead read = readBounded(path, kMaxBytes, QStringLiteral("a task file"));
    if (!read.ok()) {
        issues << LoadIssue{path, 0, 0, LoadIssue::Severity::Error, read.error};
        return false;
    }
    const QByteArray& bytes = read.bytes;
    const qsizetype nul = bytes.indexOf('\0');
    if (nul >= 0) {
        const int line = static_cast<int>(bytes.left(nul).count('\n')) + 1;
        issues << LoadIssue{path, line, 0, LoadIssue::Severity::Error,
                            QStringLiteral("%1 is not a text file (a zero byte at offset %2); it must be UTF-8 YAML")
                                .arg(name)
                                .arg(nul)};
        return false;
    }
    if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
        const qsizetype lineStart = bytes.lastIndexOf('\n', bad) + 1;
        issues << LoadIssue{path, static_cast<int>(bytes.left(bad).count('\n')) + 1,
                            static_cast<int>(bad - lineStart) + 1, LoadIssue::Severity::Error,
                            QStringLiteral("%1 is not valid UTF-8 (byte 0x%2 at offset %3); save it as UTF-8 text")
                                .arg(name)
                                .arg(static_cast<unsigned char>(bytes[bad]), 2, 16, QLatin1Char('0'))
                                .arg(bad)};
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
    qint64 budget = kMaxNodes;
    std::set<std::pair<int, int>> checkedMaps;
    if (!checkNodes(m_root, 0, budget, checkedMaps, issues))
        return false;
    if (!yamlIsMap(m_root)) {
        issues << LoadIssue{path, lineOf(m_root), 0, LoadIssue::Severity::Error,
                            QStringLiteral("%1 must be a YAML mapping of fields (key: value), not %2")
                                .arg(name, yamlIsNull(m_root) ? QStringLiteral("an empty document")
                                                              : QStringLiteral("a list or a single value"))};
        return false;
    }
    return true;
}

bool YamlFile::checkNodes(const YAML::Node& n, int depth, qint64& budget, std::set<std::pair<int, int>>& checkedMaps,
                          LoadIssues& issues) const
{
    // Every node is counted each time a reader reaches it, aliases included: yaml-cpp shares an aliased
    // node, so a 1 MB file of nested aliases loads in no time and then expands to billions of values in
    // whatever walks it (it took the loader past 6 GB). Nothing of Kiln's walks more than this counts.
    if (--budget < 0) {
        error(n,
              QStringLiteral("%1 holds more than %2 values once its aliases (*name) are expanded; a task file "
                             "needs far fewer: write the values out, or use fewer nested anchors (&name)")
                  .arg(QFileInfo(m_path).fileName())
                  .arg(kMaxNodes),
              issues);
        return false;
    }
    // Depth first, before the budget: a node that holds itself would recurse past the stack (a crash, found by
    // tests/fuzz/mutate_tasks.py) long before 200,000 values were counted.
    if (depth > kMaxDepth) {
        error(n,
              QStringLiteral("%1 nests more than %2 levels deep here (an anchor &name used inside its own value "
                             "repeats without end); a task file needs a few: write the value out")
                  .arg(QFileInfo(m_path).fileName())
                  .arg(kMaxDepth),
              issues);
        return false;
    }
    if (n.IsSequence()) {
        for (const auto& item : n)
            if (!checkNodes(item, depth + 1, budget, checkedMaps, issues))
                return false;
    } else if (n.IsMap()) {
        // yaml-cpp keeps both entries of a duplicated key and every lookup finds the first, so the second
        // (often the one a person just edited) would be silently ignored. A map reached again through an
        // alias was checked already.
        const bool check = checkedMaps.insert({n.Mark().line, n.Mark().column}).second;
        std::map<std::string, int> keys;
        for (const auto& kv : n) {
            if (check && kv.first.IsScalar()) {
                const auto [it, fresh] = keys.emplace(kv.first.Scalar(), lineOf(kv.first));
                if (!fresh) {
                    error(kv.first,
                          QStringLiteral("key '%1' appears twice in this mapping (first on line %2); "
                                         "YAML keeps only the first: remove one of them")
                              .arg(scalarText(kv.first))
                              .arg(it->second),
                          issues);
                    return false;
                }
            }
            if (!checkNodes(kv.first, depth + 1, budget, checkedMaps, issues) ||
                !checkNodes(kv.second, depth + 1, budget, checkedMaps, issues))
                return false;
        }
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

std::optional<YAML::Node> YamlFile::present(const YAML::Node& map, const char* key, const QString& what, bool required,
                                            LoadIssues& issues) const
{
    const YAML::Node n = map[key];
    if (n.IsDefined() && !yamlIsNull(n))
        return n;
    if (required)
        error(map, QStringLiteral("missing required field '%1'").arg(what), issues);
    return std::nullopt;
}

std::optional<QString> YamlFile::string(const YAML::Node& map, const char* key, const QString& what, bool required,
                                        LoadIssues& issues) const
{
    const auto entry = present(map, key, what, required, issues);
    if (!entry)
        return std::nullopt;
    const YAML::Node& n = *entry;
    if (!yamlIsScalar(n)) {
        error(n, QStringLiteral("field '%1' must be a single value (text), not a list or mapping").arg(what), issues);
        return std::nullopt;
    }
    // `backend: ""` passed as present and every check of its value was skipped.
    if (required && scalarText(n).trimmed().isEmpty()) {
        error(n, QStringLiteral("field '%1' is empty; it is required: give it a value").arg(what), issues);
        return std::nullopt;
    }
    return scalarText(n);
}

std::optional<double> YamlFile::number(const YAML::Node& map, const char* key, const QString& what, bool required,
                                       LoadIssues& issues) const
{
    const auto entry = present(map, key, what, required, issues);
    if (!entry)
        return std::nullopt;
    const YAML::Node& n = *entry;
    bool ok = false;
    const double v = yamlIsScalar(n) ? scalarText(n).toDouble(&ok) : 0.0;
    // QString::toDouble reads "nan" and "inf": a NaN weight or tolerance passed every later comparison
    // and failed far from task.yaml. No field of these files means anything by a non-finite number.
    if (ok && !std::isfinite(v)) {
        error(n, QStringLiteral("field '%1' is '%2'; it must be a finite number").arg(what, scalarText(n)), issues);
        return std::nullopt;
    }
    if (!ok) {
        error(n,
              QStringLiteral("field '%1' must be a number, got '%2'")
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
        // Accept integral values written as 1e6 or 4096.0, within 64 bits: converting 2^63 or more to an
        // integer is undefined and came out negative in the harness request.
        const double d = scalarText(n).toDouble(&ok);
        if (ok && std::isfinite(d) && !fitsInt64(d)) {
            error(n,
                  QStringLiteral("%1 is %2, which does not fit a 64-bit integer (at most 9223372036854775807)")
                      .arg(what, scalarText(n)),
                  issues);
            return std::nullopt;
        }
        const auto exact = ok ? exactInt64(d) : std::nullopt;
        ok = exact.has_value();
        v = exact.value_or(0);
    }
    if (!ok) {
        error(n,
              QStringLiteral("%1 must be an integer, got '%2'")
                  .arg(what, yamlIsScalar(n) ? scalarText(n) : QStringLiteral("a list or mapping")),
              issues);
        return std::nullopt;
    }
    return v;
}

std::optional<QStringList> YamlFile::stringList(const YAML::Node& map, const char* key, const QString& what,
                                                bool required, LoadIssues& issues) const
{
    const auto entry = present(map, key, what, required, issues);
    if (!entry)
        return std::nullopt;
    const YAML::Node& n = *entry;
    if (yamlIsScalar(n))
        return QStringList{scalarText(n)};
    if (!yamlIsSequence(n)) {
        error(n, QStringLiteral("field '%1' must be a list, e.g. [a, b]").arg(what), issues);
        return std::nullopt;
    }
    if (required && n.size() == 0) {
        error(n, QStringLiteral("field '%1' is an empty list; it is required: list at least one value").arg(what),
              issues);
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
