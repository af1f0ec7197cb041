#include "diagnosticrules.h"

#include "model/resourcepaths.h"
#include "model/tasks/expression.h"
#include "model/tasks/yamlfile.h"

#include <QDir>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <cmath>

namespace kiln {

QString translateCondition(const QString& when)
{
    QString s = when;
    static const QRegularExpression has(QStringLiteral(R"(\btask\.tags\s+has\s+([A-Za-z0-9_\-]+))"));
    QRegularExpressionMatch m;
    while ((m = has.match(s)).hasMatch())
        s.replace(m.capturedStart(), m.capturedLength(),
                  QStringLiteral("tag_") + QString(m.captured(1)).replace('-', '_'));
    static const QRegularExpression notName(QStringLiteral(R"(\bnot\s+([A-Za-z_]\w*))"));
    s.replace(notName, QStringLiteral("(\\1 == 0)"));
    static const QRegularExpression andWord(QStringLiteral(R"(\band\b)"));
    static const QRegularExpression orWord(QStringLiteral(R"(\bor\b)"));
    s.replace(andWord, QStringLiteral("&&"));
    s.replace(orWord, QStringLiteral("||"));
    return s;
}

namespace {

const QStringList& knownBackends()
{
    static const QStringList b{"cuda", "hip", "triton", "torch", "host"};
    return b;
}

void parseRule(const YamlFile& y, const YAML::Node& n, int index, QList<DiagnosticRule>& out, LoadIssues& issues)
{
    const QString where = QStringLiteral("rules[%1]").arg(index);
    if (!n.IsMap()) {
        y.error(n, QStringLiteral("%1 must be a map with code, severity, when and message").arg(where), issues);
        return;
    }
    const int before = int(issues.size());
    auto isError = [&] {
        for (int i = before; i < issues.size(); ++i)
            if (issues[i].isError())
                return true;
        return false;
    };
    DiagnosticRule r;
    r.file = y.path();
    r.line = YamlFile::lineOf(n);
    y.warnUnknownKeys(n, {"code", "severity", "backends", "when", "message", "hint", "lines"}, where, issues);
    r.code = y.string(n, "code", where + QStringLiteral(".code"), true, issues).value_or(QString());
    static const QRegularExpression codeRe(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    if (!r.code.isEmpty() && !codeRe.match(r.code).hasMatch())
        y.error(n["code"], QStringLiteral("%1.code '%2' must be UPPER_SNAKE_CASE (e.g. REG_SPILL)").arg(where, r.code),
                issues);
    const QString label = r.code.isEmpty() ? where : QStringLiteral("rule %1").arg(r.code);
    const auto sev = y.string(n, "severity", label + QStringLiteral(": severity"), true, issues);
    if (sev) {
        if (const auto s = findingSeverityFromName(*sev))
            r.severity = *s;
        else
            y.error(n["severity"],
                    QStringLiteral("%1: severity '%2' is not one of blocking, report, hint").arg(label, *sev), issues);
    }
    r.backends =
        y.stringList(n, "backends", label + QStringLiteral(": backends"), false, issues).value_or(QStringList());
    for (const auto& b : r.backends)
        if (!knownBackends().contains(b))
            y.error(n["backends"],
                    QStringLiteral("%1: backend '%2' is not one of %3").arg(label, b, knownBackends().join(", ")),
                    issues);
    r.when = y.string(n, "when", label + QStringLiteral(": when"), true, issues).value_or(QString());
    if (!r.when.isEmpty()) {
        r.condition = translateCondition(r.when);
        const ExpressionNames names = expressionNames(r.condition);
        if (!names.error.isEmpty()) {
            y.error(n["when"], QStringLiteral("%1: condition '%2' does not parse: %3").arg(label, r.when, names.error),
                    issues);
        } else {
            r.facts = names.names;
            for (const auto& f : r.facts)
                if (!isKnownFact(f))
                    y.error(n["when"],
                            QStringLiteral("%1: condition uses '%2', which is not a fact; facts are %3, and tag_<tag> "
                                           "or 'task.tags has <tag>'")
                                .arg(label, f, QStringList(knownFacts().keys()).join(", ")),
                            issues);
        }
    }
    r.message = y.string(n, "message", label + QStringLiteral(": message"), true, issues).value_or(QString());
    r.hint = y.string(n, "hint", label + QStringLiteral(": hint"), false, issues).value_or(QString());
    r.lines = y.stringList(n, "lines", label + QStringLiteral(": lines"), false, issues).value_or(QStringList());
    for (const auto& l : r.lines)
        if (l != QLatin1String("kernel") && instrClassFromName(l) == InstrClass::Count)
            y.error(n["lines"],
                    QStringLiteral("%1: lines entry '%2' is not an instruction class (hgmma, hmma, ffma, ldg, "
                                   "ldg_narrow, lds, ldl, stl, bar, branch, ...) or 'kernel'")
                        .arg(label, l),
                    issues);
    if (!isError())
        out << r;
}

} // namespace

QList<DiagnosticRule> loadRuleFile(const QString& path, LoadIssues& issues)
{
    QList<DiagnosticRule> out;
    YamlFile y;
    if (!y.load(path, issues))
        return out;
    const YAML::Node rules = y.root()["rules"];
    if (!rules.IsDefined() || !rules.IsSequence()) {
        y.error(y.root(), QStringLiteral("a rule file needs a top-level 'rules:' list"), issues);
        return out;
    }
    for (std::size_t i = 0; i < rules.size(); ++i)
        parseRule(y, rules[i], int(i), out, issues);
    return out;
}

QList<DiagnosticRule> loadRuleFolders(const QStringList& folders, LoadIssues& issues)
{
    QList<DiagnosticRule> out;
    for (const auto& folder : folders) {
        const QDir dir(folder);
        if (!dir.exists())
            continue;
        for (const auto& name : dir.entryList({"*.yaml", "*.yml"}, QDir::Files, QDir::Name)) {
            for (const auto& r : loadRuleFile(dir.filePath(name), issues)) {
                bool replaced = false;
                for (auto& existing : out)
                    if (existing.code == r.code) {
                        issues << LoadIssue{r.file, r.line, 0, LoadIssue::Severity::Warning,
                                            QStringLiteral("rule %1 replaces the one in %2:%3")
                                                .arg(r.code, existing.file)
                                                .arg(existing.line)};
                        existing = r;
                        replaced = true;
                    }
                if (!replaced)
                    out << r;
            }
        }
    }
    return out;
}

QString builtinRulesDir()
{
    return QDir(resourcesDir()).filePath(QStringLiteral("rules"));
}

QString userRulesDir()
{
    QString base = qEnvironmentVariable("KILN_CONFIG_DIR");
    if (base.isEmpty())
        base = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    if (base.isEmpty())
        base = QDir::home().filePath(QStringLiteral(".config/kiln"));
    return QDir(base).filePath(QStringLiteral("rules"));
}

const QList<DiagnosticRule>& defaultRules(LoadIssues* issues)
{
    static QMutex mutex;
    static LoadIssues loadIssues;
    static const QList<DiagnosticRule> rules = [] {
        return loadRuleFolders({builtinRulesDir(), userRulesDir()}, loadIssues);
    }();
    if (issues) {
        QMutexLocker lock(&mutex);
        *issues = loadIssues;
    }
    return rules;
}

namespace {

QString formatNumber(double v)
{
    if (std::abs(v - std::round(v)) < 1e-9 && std::abs(v) < 1e15)
        return QString::number(qint64(std::llround(v)));
    return QString::number(v, 'g', 3);
}

} // namespace

QString expandMessage(const QString& text, const KernelFacts& facts, const QList<int>& lines)
{
    static const QRegularExpression ph(QStringLiteral(R"(\{([A-Za-z_][A-Za-z0-9_]*)(%?)\})"));
    QString out;
    int last = 0;
    auto it = ph.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        const QString name = m.captured(1);
        if (name == QLatin1String("kernel")) {
            out += facts.displayName.isEmpty() ? QStringLiteral("(compile)") : facts.displayName;
        } else if (name == QLatin1String("lines")) {
            QStringList ls;
            for (int l : lines)
                ls << QString::number(l);
            out += ls.isEmpty() ? QStringLiteral("unknown lines")
                                : (ls.size() == 1 ? QStringLiteral("line ") : QStringLiteral("lines ")) + ls.join(", ");
        } else if (facts.has(name)) {
            const double v = facts.value(name);
            out += m.captured(2).isEmpty() ? formatNumber(v) : QString::number(v * 100, 'f', 0) + QLatin1Char('%');
        } else {
            out += m.captured(0); // left as written: the fact is unknown here
        }
    }
    out += text.mid(last);
    return out;
}

QList<Finding> applyRules(const QList<DiagnosticRule>& rules, const QList<KernelFacts>& kernels)
{
    QSet<QString> names;
    for (const auto& r : rules)
        for (const auto& f : r.facts)
            names.insert(f);
    ExpressionScope scope(QStringList(names.begin(), names.end()));
    QList<Finding> out;
    for (const KernelFacts& k : kernels) {
        for (const QString& n : names)
            scope.set(n, k.value(n, 0));
        for (const DiagnosticRule& r : rules) {
            if (!r.backends.isEmpty() && !r.backends.contains(k.backend))
                continue;
            bool complete = true;
            for (const QString& f : r.facts)
                if (!f.startsWith(QLatin1String("tag_")) && !k.has(f))
                    complete = false;
            if (!complete)
                continue;
            QString error;
            const auto v = scope.evaluate(r.condition, &error);
            if (!v || *v == 0)
                continue;
            Finding f;
            f.code = r.code;
            f.severity = r.severity;
            f.kernel = k.displayName;
            // The source lines: those of the named instruction classes, in the first file that has any.
            QList<SourceLocation> where;
            for (const QString& cls : r.lines)
                where += cls == QLatin1String("kernel") ? QList<SourceLocation>{k.definition} : k.lines.value(cls);
            for (const auto& w : where)
                if (w.line > 0 && f.file.isEmpty())
                    f.file = w.file;
            for (const auto& w : where)
                if (w.line > 0 && w.file == f.file && !f.lines.contains(w.line))
                    f.lines << w.line;
            std::sort(f.lines.begin(), f.lines.end());
            if (f.file.isEmpty() && k.definition.line > 0) {
                f.file = k.definition.file;
                f.lines = {k.definition.line};
            }
            f.line = f.lines.value(0);
            f.message = expandMessage(r.message, k, f.lines);
            f.hint = expandMessage(r.hint, k, f.lines);
            out << f;
        }
    }
    return out;
}

} // namespace kiln
