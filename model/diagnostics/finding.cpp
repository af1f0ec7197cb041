#include "finding.h"

#include "../enumnames.h"

#include <QJsonArray>
#include <algorithm>

namespace kiln {

namespace {
constexpr EnumNames<FindingSeverity, 3> kSeverityNames{
    {{FindingSeverity::Blocking, "blocking"}, {FindingSeverity::Report, "report"}, {FindingSeverity::Hint, "hint"}}};
static_assert(namesEveryValueOnce(kSeverityNames));
} // namespace

QString findingSeverityName(FindingSeverity s)
{
    return nameOf(kSeverityNames, s);
}

std::optional<FindingSeverity> findingSeverityFromName(const QString& name)
{
    return valueNamed(kSeverityNames, name);
}

QJsonObject Finding::toJson() const
{
    QJsonArray ls;
    for (int l : lines)
        ls.append(l);
    QJsonObject o{{"code", code}, {"severity", findingSeverityName(severity)}, {"message", message}};
    if (!kernel.isEmpty())
        o["kernel"] = kernel;
    if (!file.isEmpty())
        o["file"] = file;
    if (line > 0)
        o["line"] = line;
    if (!ls.isEmpty())
        o["lines"] = ls;
    if (!hint.isEmpty())
        o["hint"] = hint;
    return o;
}

Finding Finding::fromJson(const QJsonObject& o)
{
    Finding f;
    f.code = o.value("code").toString();
    f.severity = findingSeverityFromName(o.value("severity").toString()).value_or(FindingSeverity::Hint);
    f.kernel = o.value("kernel").toString();
    f.file = o.value("file").toString();
    f.line = o.value("line").toInt();
    for (const auto& v : o.value("lines").toArray())
        f.lines << v.toInt();
    f.message = o.value("message").toString();
    f.hint = o.value("hint").toString();
    return f;
}

void sortFindings(QList<Finding>& findings)
{
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        if (a.severity != b.severity)
            return a.severity < b.severity;
        if (a.code != b.code)
            return a.code < b.code;
        if (a.kernel != b.kernel)
            return a.kernel < b.kernel;
        return a.line < b.line;
    });
}

} // namespace kiln
