// YamlFile: reads one user-written YAML file (task.yaml, hidden.yaml, config.yaml, rules) with the checks
// every such file needs before parsing: a regular file (never a FIFO, device or /proc file), size limit,
// binary content, UTF-8, syntax errors with their line, a budget of values (aliases expanded), no duplicated key.
// Field readers report "file:line: field 'x' ..." through LoadIssues and never throw.
#pragma once

#include "../loadissue.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <set>
#include <utility>
#include <yaml-cpp/yaml.h>

namespace kiln {

class YamlFile
{
public:
    static constexpr qint64 kMaxBytes = 1024 * 1024;
    // The most values (scalars, lists, mappings) a file may hold, each counted every time an alias reaches it.
    static constexpr qint64 kMaxNodes = 200000;
    // Deeper than any task file nests; an anchor used inside its own node (`loop: &r [*r]`) is endless.
    static constexpr int kMaxDepth = 64;

    // Reads and parses `path`; on failure returns false and appends the reason to `issues`.
    bool load(const QString& path, LoadIssues& issues);

    const YAML::Node& root() const { return m_root; }
    const QString& path() const { return m_path; }

    static int lineOf(const YAML::Node& n) { return n.IsDefined() && n.Mark().line >= 0 ? n.Mark().line + 1 : 0; }

    void error(const YAML::Node& at, const QString& message, LoadIssues& issues) const;
    void warning(const YAML::Node& at, const QString& message, LoadIssues& issues) const;

    // Typed readers of map entries. `what` is the field's path for messages (e.g. "tensors[2].dtype").
    // Each returns nullopt (and reports) when the value is present but of the wrong type; when the
    // field is absent it reports only if `required`.
    std::optional<QString> string(const YAML::Node& map, const char* key, const QString& what, bool required,
                                  LoadIssues& issues) const;
    std::optional<double> number(const YAML::Node& map, const char* key, const QString& what, bool required,
                                 LoadIssues& issues) const;
    std::optional<qint64> integer(const YAML::Node& node, const QString& what, LoadIssues& issues) const;
    // A list of scalars as strings (a single scalar is accepted as a one-element list).
    std::optional<QStringList> stringList(const YAML::Node& map, const char* key, const QString& what, bool required,
                                          LoadIssues& issues) const;
    // A scalar that is a number or an expression, returned as text.
    std::optional<QString> expression(const YAML::Node& node, const QString& what, LoadIssues& issues) const;

    // Warns about keys of `map` not in `known`.
    void warnUnknownKeys(const YAML::Node& map, const QStringList& known, const QString& where,
                         LoadIssues& issues) const;

private:
    // The entry `key` of `map` when it is there and not null; otherwise nullopt, reported if `required`.
    std::optional<YAML::Node> present(const YAML::Node& map, const char* key, const QString& what, bool required,
                                      LoadIssues& issues) const;
    // Counts nodes against `budget` and refuses duplicated keys; false (with the issue) when either fails.
    bool checkNodes(const YAML::Node& n, int depth, qint64& budget, std::set<std::pair<int, int>>& checkedMaps,
                    LoadIssues& issues) const;

    QString m_path;
    YAML::Node m_root;
};

QString scalarText(const YAML::Node& n);

// yaml-cpp throws when asked the type of an absent map entry; these answer false instead.
inline bool yamlIsMap(const YAML::Node& n)
{
    return n.IsDefined() && n.IsMap();
}
inline bool yamlIsScalar(const YAML::Node& n)
{
    return n.IsDefined() && n.IsScalar();
}
inline bool yamlIsSequence(const YAML::Node& n)
{
    return n.IsDefined() && n.IsSequence();
}
inline bool yamlIsNull(const YAML::Node& n)
{
    return !n.IsDefined() || n.IsNull();
}

} // namespace kiln
