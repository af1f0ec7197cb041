#include "commandjudge.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <optional>

namespace kiln {

bool outputReportsFailure(const QString& output)
{
    const QString lower = output.toLower();
    return lower.contains(QLatin1String("fail")) && !lower.contains(QLatin1String("pass"));
}

const QStringList& performanceReportFiles()
{
    static const QStringList files{QStringLiteral("build/performance_report.json"),
                                   QStringLiteral("performance_report.json"), QStringLiteral("build/perf_report.json"),
                                   QStringLiteral("perf_report.json"), QStringLiteral("perf/benchmark_results.json")};
    return files;
}

namespace {

// A number as AgentKernelArena's float() takes it: JSON numbers and numeric strings.
std::optional<double> number(const QJsonValue& v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isString()) {
        bool ok = false;
        const double d = v.toString().trimmed().toDouble(&ok);
        if (ok)
            return d;
    }
    return std::nullopt;
}

// The time of one case in milliseconds, and whether any time key was found at all (a found 0 is still a
// case; a case without any time key is not one).
std::optional<double> caseTime(const QJsonObject& o, const QString& taskType, bool baseline)
{
    if (taskType == QLatin1String("torch2hip")) {
        const char* key = baseline ? "ori_time" : "opt_time";
        if (o.contains(QLatin1String(key)))
            if (const auto t = number(o.value(QLatin1String(key))))
                return t; // its task runners write milliseconds
    }
    for (const char* key : {"execution_time_ms", "execution_time", "time_ms", "time"}) {
        const auto t = o.contains(QLatin1String(key)) ? number(o.value(QLatin1String(key))) : std::nullopt;
        if (!t)
            continue;
        // Unitless keys: AgentKernelArena takes a value under 1000 as milliseconds and anything larger as
        // seconds. Kept as it is, so the same report gives the same speedup in both places.
        if (QByteArray(key).endsWith("_ms") || *t < 1000.0)
            return t;
        return *t * 1000.0;
    }
    const QJsonObject timing = o.value(QLatin1String("timing_ms")).toObject();
    for (const char* key : {"mean", "median", "min"})
        if (timing.contains(QLatin1String(key)))
            return number(timing.value(QLatin1String(key))); // the first present key decides, as there
    // Throughput (higher is better) becomes a cost, so baseline/candidate is still the speedup.
    if (const auto bps = number(o.value(QLatin1String("bytes_per_second_gs"))); bps && *bps > 0)
        return 1.0 / *bps;
    return std::nullopt;
}

QJsonValue shapeOf(const QJsonObject& o)
{
    const QJsonValue s = o.value(QLatin1String("shape"));
    if (!s.isUndefined() && !s.isNull() && !(s.isArray() && s.toArray().isEmpty()))
        return s;
    return o.value(QLatin1String("shapes"));
}

std::optional<PerfCase> caseFrom(const QJsonObject& o, const QString& defaultId, const QString& taskType, bool baseline)
{
    const auto t = caseTime(o, taskType, baseline);
    if (!t)
        return std::nullopt;
    PerfCase c;
    const QJsonValue id = o.value(QLatin1String("test_case_id"));
    c.id = id.isUndefined() || id.isNull() ? defaultId : id.toVariant().toString();
    c.shape = shapeOf(o);
    c.params = o.value(QLatin1String("params"));
    c.ms = *t;
    return c;
}

QList<PerfCase> casesFromList(const QJsonArray& a, const QString& taskType, bool baseline)
{
    QList<PerfCase> cases;
    for (int i = 0; i < a.size(); ++i)
        if (a[i].isObject())
            if (const auto c = caseFrom(a[i].toObject(), QStringLiteral("test_case_%1").arg(i), taskType, baseline))
                cases << *c;
    return cases;
}

} // namespace

QList<PerfCase> casesFromReport(const QByteArray& json, const QString& taskType, bool baseline)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (doc.isArray())
        return casesFromList(doc.array(), taskType, baseline);
    if (!doc.isObject())
        return {};
    const QJsonObject o = doc.object();
    if (o.contains(QLatin1String("test_cases")))
        return casesFromList(o.value(QLatin1String("test_cases")).toArray(), taskType, baseline);
    if (const auto c = caseFrom(o, QStringLiteral("test_case_0"), taskType, baseline))
        return {*c};
    // Last resort: every `*_ms` key is a case of its own.
    QStringList msKeys;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key().endsWith(QLatin1String("_ms")))
            msKeys << it.key();
    msKeys.sort();
    QList<PerfCase> cases;
    for (int i = 0; i < msKeys.size(); ++i) {
        const auto t = number(o.value(msKeys[i]));
        if (!t)
            continue;
        PerfCase c;
        const QString name = QString(msKeys[i]).replace(QLatin1String("_ms"), QString());
        c.id = msKeys.size() > 1 ? QStringLiteral("%1_%2").arg(name).arg(i) : name;
        c.shape = shapeOf(o);
        c.ms = *t;
        cases << c;
    }
    return cases;
}

QList<PerfCase> casesFromOutput(const QString& output)
{
    QList<PerfCase> cases;
    auto add = [&cases](const QString& id, const QString& ms, const QJsonValue& shape = {}) {
        bool ok = false;
        const double v = ms.toDouble(&ok);
        if (ok)
            cases << PerfCase{id, shape, {}, v};
    };
    static const QRegularExpression testCase(
        QStringLiteral("(?:Test\\s+case|TestCase)\\s+(\\d+)[:\\s]+([0-9.]+)\\s*ms"),
        QRegularExpression::CaseInsensitiveOption);
    for (auto it = testCase.globalMatch(output); it.hasNext();) {
        const auto m = it.next();
        add(QStringLiteral("test_case_") + m.captured(1), m.captured(2));
    }
    static const QRegularExpression shape(
        QStringLiteral("(?:Shape|shape)[:\\s]+\\[([0-9,\\s]+)\\][:\\s]+([0-9.]+)\\s*ms"),
        QRegularExpression::CaseInsensitiveOption);
    int shapes = 0;
    for (auto it = shape.globalMatch(output); it.hasNext();) {
        const auto m = it.next();
        QJsonArray dims;
        for (const QString& d : m.captured(1).split(QLatin1Char(','), Qt::SkipEmptyParts))
            dims.append(d.trimmed().toLongLong());
        add(QStringLiteral("shape_%1").arg(shapes++), m.captured(2), dims);
    }
    if (cases.isEmpty()) {
        static const QRegularExpression perf(QStringLiteral("Performance:\\s*([0-9.]+)\\s*ms"),
                                             QRegularExpression::CaseInsensitiveOption);
        int n = 0;
        for (auto it = perf.globalMatch(output); it.hasNext();)
            add(QStringLiteral("perf_%1").arg(n++), it.next().captured(1));
    }
    if (!cases.isEmpty())
        return cases;
    // One time for the whole command: the first pattern that matches anywhere, most specific first.
    static const QList<QPair<QRegularExpression, double>> single = [] {
        QList<QPair<QRegularExpression, double>> p;
        const auto ci = QRegularExpression::CaseInsensitiveOption;
        for (const auto& [re, scale] : std::initializer_list<std::pair<const char*, double>>{
                 {"GEAK_RESULT_LATENCY_MS=([0-9.]+)", 1.0},
                 {"Performance:\\s*([0-9.]+)\\s*ms", 1.0},
                 {"Performance:\\s*([0-9.]+)\\s*s(?:econds?)?", 1000.0},
                 {"execution[_\\s]time[:\\s]+([0-9.]+)\\s*ms", 1.0},
                 {"execution[_\\s]time[:\\s]+([0-9.]+)\\s*s(?:econds?)?", 1000.0},
                 {"elapsed[_\\s]time[:\\s]+([0-9.]+)\\s*ms", 1.0},
                 {"elapsed[_\\s]time[:\\s]+([0-9.]+)\\s*s(?:econds?)?", 1000.0},
                 {"avg[_\\s]time[:\\s]+([0-9.]+)\\s*ms", 1.0},
                 {"avg[_\\s]time[:\\s]+([0-9.]+)\\s*s(?:econds?)?", 1000.0},
                 {"([0-9.]+)\\s*ms\\b", 1.0},
                 {"([0-9.]+)\\s*s(?:econds?)?\\b", 1000.0}})
            p.append({QRegularExpression(QString::fromLatin1(re), ci), scale});
        return p;
    }();
    for (const auto& [re, scale] : single) {
        const auto m = re.match(output);
        if (!m.hasMatch())
            continue;
        bool ok = false;
        const double v = m.captured(1).toDouble(&ok);
        if (ok && v * scale > 0)
            return {PerfCase{QStringLiteral("test_case_0"), {}, {}, v * scale}};
    }
    return {};
}

namespace {

// A case's params without the keys that tell variants of one shape apart (dtype, layout, ...):
// AgentKernelArena pairs cases whose remaining params agree.
QJsonObject matchingParams(const QJsonValue& params)
{
    static const QSet<QString> distinguishing{"mode",   "dtype",       "query_type", "input_type",
                                              "layout", "output_mode", "box_type",   "pool_mode"};
    QJsonObject o = params.toObject();
    for (const QString& k : o.keys())
        if (distinguishing.contains(k))
            o.remove(k);
    return o;
}

bool hasShape(const QJsonValue& s)
{
    return !s.isUndefined() && !s.isNull() && !(s.isArray() && s.toArray().isEmpty()) &&
           !(s.isString() && s.toString().isEmpty());
}

} // namespace

QList<QPair<PerfCase, PerfCase>> matchCases(const QList<PerfCase>& baseline, const QList<PerfCase>& candidate)
{
    QList<QPair<PerfCase, PerfCase>> pairs;
    QList<bool> baseUsed(baseline.size(), false), candUsed(candidate.size(), false);
    auto pair = [&](int b, int c) {
        pairs.append({baseline[b], candidate[c]});
        baseUsed[b] = true;
        candUsed[c] = true;
    };
    // By id: the last baseline case of an id wins, as in a dictionary.
    for (int c = 0; c < candidate.size(); ++c)
        for (int b = baseline.size() - 1; b >= 0; --b)
            if (baseline[b].id == candidate[c].id) {
                if (!baseUsed[b])
                    pair(b, c);
                else
                    candUsed[c] = true;
                break;
            }
    for (int b = 0; b < baseline.size(); ++b) {
        const QJsonObject bp = matchingParams(baseline[b].params);
        if (baseUsed[b] || bp.isEmpty())
            continue;
        for (int c = 0; c < candidate.size(); ++c)
            if (!candUsed[c] && matchingParams(candidate[c].params) == bp) {
                pair(b, c);
                break;
            }
    }
    for (int b = 0; b < baseline.size(); ++b) {
        if (baseUsed[b] || !hasShape(baseline[b].shape))
            continue;
        for (int c = 0; c < candidate.size(); ++c)
            if (!candUsed[c] && hasShape(candidate[c].shape) && candidate[c].shape == baseline[b].shape) {
                pair(b, c);
                break;
            }
    }
    int c = 0;
    for (int b = 0; b < baseline.size(); ++b) {
        if (baseUsed[b])
            continue;
        while (c < candidate.size() && candUsed[c])
            ++c;
        if (c == candidate.size())
            break;
        pair(b, c);
    }
    return pairs;
}

double meanSpeedup(const QList<QPair<PerfCase, PerfCase>>& pairs)
{
    double sum = 0;
    int n = 0;
    for (const auto& [b, c] : pairs)
        if (b.ms > 0 && c.ms > 0) {
            sum += b.ms / c.ms;
            ++n;
        }
    return n ? sum / n : 0.0;
}

} // namespace kiln
