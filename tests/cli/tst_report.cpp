// `kiln report` on a store with two runs on bundled host2host tasks (reportfixture.h), written through
// RunStore as a run would write them. The JSON is checked against numbers worked out by hand (comments
// show the arithmetic); the HTML and the CSV must show the same numbers as the JSON.
#include "kilnprocess.h"
#include "model/resourcepaths.h"
#include "model/scoring/scoreformat.h"
#include "model/store/runstore.h"
#include "reportfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace kiln;
using namespace kiln::testing;

namespace {

double num(const QJsonValue& v)
{
    return v.toDouble();
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}
#define QNEAR(a, b)                                                                                                    \
    QVERIFY2(near(double(a), double(b)),                                                                               \
             qPrintable(QStringLiteral("%1 != %2").arg(double(a), 0, 'g', 12).arg(double(b), 0, 'g', 12)))

} // namespace

class TstReport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_out;

    using Result = ::kiln::testing::KilnResult;
    Result kiln(const QStringList& args) { return ::kiln::testing::runKiln(args); }
    QByteArray read(const QString& name)
    {
        QFile f(m_out.filePath(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static QJsonObject entry(const QJsonObject& report, const QString& id)
    {
        for (const auto& e : report["entries"].toArray())
            if (e.toObject()["id"].toString() == id)
                return e.toObject();
        return {};
    }

private slots:
    void initTestCase()
    {
        // Run by hand, outside ctest (which sets it): a folder of the test's own, never the user's data.
        if (qEnvironmentVariableIsEmpty("KILN_DATA_DIR"))
            qputenv("KILN_DATA_DIR", QDir::temp().filePath(QStringLiteral("kiln-tst_report-data")).toUtf8());
        QDir(dataDir()).removeRecursively();
        RunStore store;
        QString error;
        QVERIFY2(store.open(storePath(), &error), qPrintable(error));
        QVERIFY2(writeTwoRuns(store, &error), qPrintable(error));
    }

    void jsonMatchesHandComputedNumbers()
    {
        const Result r = kiln({"report", "run-a", "run-b", "--json", m_out.filePath("r.json"), "--html",
                               m_out.filePath("r.html"), "--csv", m_out.filePath("r.csv")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(read("r.json")).object();
        QCOMPARE(report["tasks"].toArray().size(), 4);
        const QJsonObject a = entry(report, "run-a"), b = entry(report, "run-b");
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        const QJsonObject oa = a["overall"].toObject(), ob = b["overall"].toObject();
        // Scope: the 4 tasks either run attempted; B did not attempt transpose, A submitted nothing for it.
        QCOMPARE(oa["tasks"].toObject()["in_scope"].toInt(), 4);
        QCOMPARE(oa["tasks"].toObject()["attempted"].toInt(), 4);
        QCOMPARE(oa["tasks"].toObject()["evaluated"].toInt(), 3);
        QCOMPARE(ob["tasks"].toObject()["attempted"].toInt(), 3);
        QCOMPARE(ob["outcomes"].toObject()["not_attempted"].toInt(), 1);
        QCOMPARE(oa["outcomes"].toObject()["no_submission"].toInt(), 1);
        QCOMPARE(ob["outcomes"].toObject()["correct_slower"].toInt(), 1); // the 1.00x tie
        // Pass rates over 4.
        QCOMPARE(oa["pass_rates"].toObject()["compile"].toObject()["count"].toInt(), 2);
        QCOMPARE(ob["pass_rates"].toObject()["compile"].toObject()["count"].toInt(), 3);
        QCOMPARE(oa["pass_rates"].toObject()["correctness"].toObject()["count"].toInt(), 2);
        QCOMPARE(oa["pass_rates"].toObject()["correctness"].toObject()["of"].toInt(), 4);
        // A's speedups: gemm sqrt(4.9 x 5), reduce 1.87 (visible times from the agent's own evaluation).
        const double gemmA = std::sqrt(4.9 * 5.0);
        const QJsonObject sa = oa["speedup"].toObject();
        QCOMPARE(sa["counted"].toInt(), 2);
        QNEAR(num(sa["geomean"]), std::sqrt(gemmA * 1.87));
        QNEAR(num(sa["mean"]), (gemmA + 1.87) / 2);
        QNEAR(num(sa["median"]), (gemmA + 1.87) / 2);
        QNEAR(num(sa["p25"]), 1.87);
        QNEAR(num(sa["p90"]), gemmA);
        // B's: 2 and 1 -> geomean sqrt(2).
        QNEAR(num(ob["speedup"].toObject()["geomean"]), std::sqrt(2.0));
        // fast_1: A both (4.95, 1.87); B only gemm (1.00 is not > 1).
        QCOMPARE(oa["fast_p"].toObject()["1"].toObject()["count"].toInt(), 2);
        QCOMPARE(ob["fast_p"].toObject()["1"].toObject()["count"].toInt(), 1);
        QCOMPARE(ob["fast_p"].toObject()["0"].toObject()["count"].toInt(), 2);
        // AKA points. A: (120 + 100 gemmA) + (120 + 187) + 0 + 0. B: (120 + 200) + 20 + (120 + 100) + 0.
        QNEAR(num(oa["aka_points"].toObject()["total"]), 120 + 100 * gemmA + 307);
        QNEAR(num(oa["aka_points"].toObject()["mean"]), (427 + 100 * gemmA) / 4);
        QNEAR(num(ob["aka_points"].toObject()["mean"]), 560.0 / 4);
        // Weighted roofline with the suite's weights (gemm 1.0, reduce 0.3, softmax 0.4, transpose 0.2):
        // A (1.0 x 0.25 + 0.3 x 0.4) / 1.9; B (1.0 x 0.1 + 0.4 x 1/3) / 1.9.
        QNEAR(num(oa["weighted_fraction_of_roofline"].toObject()["value"]), (0.25 + 0.3 * 0.4) / 1.9);
        QNEAR(num(ob["weighted_fraction_of_roofline"].toObject()["value"]), (0.1 + 0.4 / 3) / 1.9);
        // Generalization. A: gemm right on hidden, reduce wrong -> 1/4, P(hidden | visible) 1/2, retained 4.5 / gemmA.
        const QJsonObject ga = oa["generalization"].toObject(), gb = ob["generalization"].toObject();
        QCOMPARE(ga["correct_hidden"].toObject()["count"].toInt(), 1);
        QCOMPARE(ga["correct_hidden"].toObject()["of"].toInt(), 4);
        QCOMPARE(ga["correct_hidden_given_visible"].toObject()["of"].toInt(), 2);
        QNEAR(num(ga["speedup_retained"]), 4.5 / gemmA);
        // B: softmax has no hidden result: out of the conditional, counted as missing.
        QCOMPARE(gb["correct_hidden_given_visible"].toObject()["count"].toInt(), 1);
        QCOMPARE(gb["correct_hidden_given_visible"].toObject()["of"].toInt(), 1);
        QCOMPARE(gb["missing_hidden"].toInt(), 1);
        QNEAR(num(gb["speedup_retained"]), 1.0);
        // Cost: A 30 min of wall clock, tokens not reported; B 17000 in, 1100 out, $0.17, no wall clock.
        const QJsonObject ca = oa["cost"].toObject(), cb = ob["cost"].toObject();
        QNEAR(num(ca["wall_seconds"]), 1800);
        QVERIFY(ca["input_tokens"].isNull());
        QCOMPARE(ca["evaluations"].toInt(), 3);
        QVERIFY(cb["wall_seconds"].isNull());
        QCOMPARE(cb["input_tokens"].toInteger(), 17000);
        QNEAR(num(cb["money"]), 0.17);
        // Ranking by mean points: A (about 230.5) before B (140).
        QCOMPARE(a["rank"].toInt(), 1);
        QCOMPARE(b["rank"].toInt(), 2);
        // Intervals exist for the headline figures and bracket the value.
        const QJsonObject ia = a["intervals"].toObject()["mean_points"].toObject();
        QVERIFY(num(ia["low"]) <= num(oa["aka_points"].toObject()["mean"]) &&
                num(ia["high"]) >= num(oa["aka_points"].toObject()["mean"]));
        QCOMPARE(ia["resamples"].toInt(), 1000);
        // Per-category: one category, the same as overall.
        QNEAR(num(a["by_category"].toObject()["host2host"].toObject()["aka_points"].toObject()["mean"]),
              num(oa["aka_points"].toObject()["mean"]));
    }

    void htmlAndCsvShowTheJsonNumbers()
    {
        const QJsonObject report = QJsonDocument::fromJson(read("r.json")).object();
        const QString html = QString::fromUtf8(read("r.html"));
        const QString csv = QString::fromUtf8(read("r.csv"));
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        // Self-contained: nothing fetched from elsewhere.
        QVERIFY(!html.contains("http://") || html.count("http://") == html.count("http://www.w3.org/2000/svg"));
        QVERIFY(!html.contains("https://") && !html.contains("<script") && !html.contains("<link"));
        QVERIFY(html.contains("<svg"));
        const QStringList lines = csv.split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines[0].startsWith("Task Name,Task Type,Score,Speedup,"));
        QCOMPARE(lines.size(), 1 + 2 * 4);
        for (const auto& ev : report["entries"].toArray()) {
            const QJsonObject e = ev.toObject();
            const QJsonObject o = e["overall"].toObject();
            using namespace kiln::scoring;
            const QStringList expected{
                formatSpeedup(num(o["speedup"].toObject()["geomean"])),
                formatPoints(num(o["aka_points"].toObject()["mean"])),
                formatPercent(num(o["weighted_fraction_of_roofline"].toObject()["value"])),
                formatRate(Rate{o["pass_rates"].toObject()["correctness"].toObject()["count"].toInt(), 4}),
                formatRate(
                    Rate{o["generalization"].toObject()["correct_hidden_given_visible"].toObject()["count"].toInt(),
                         o["generalization"].toObject()["correct_hidden_given_visible"].toObject()["of"].toInt()}),
            };
            for (const QString& s : expected)
                QVERIFY2(html.contains(s), qPrintable(e["id"].toString() + ": " + s + " not in the HTML"));
            for (const auto& tv : e["tasks"].toArray()) {
                const QJsonObject t = tv.toObject();
                // CSV: AKA's columns carry the JSON's points and speedup (0 when not correct), 4 decimals.
                const QString row = QStringLiteral("%1,host2host,%2,%3,%4,")
                                        .arg(t["task"].toString(), QString::number(num(t["points"]), 'f', 4),
                                             QString::number(t["correct"].toBool() ? num(t["speedup"]) : 0.0, 'f', 4),
                                             e["id"].toString());
                QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString& l) { return l.startsWith(row); }),
                         qPrintable(row + " not in the CSV"));
                if (t["correct"].toBool() && !t["speedup"].isNull())
                    QVERIFY2(html.contains(formatSpeedup(num(t["speedup"]))), qPrintable(t["task"].toString()));
            }
        }
    }

    void compareTwoRuns()
    {
        const Result r = kiln({"report", "--compare", "run-a", "run-b", "--json", "-"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject c = QJsonDocument::fromJson(r.out.toUtf8()).object()["comparison"].toObject();
        // gemm: A 4.95x vs B 2x -> A; reduce: only A correct -> A; softmax: only B -> B; transpose: neither -> tie.
        QCOMPARE(c["a_wins"].toInt(), 2);
        QCOMPARE(c["b_wins"].toInt(), 1);
        QCOMPARE(c["ties"].toInt(), 1);
        QCOMPARE(c["neither_correct"].toInt(), 1);
        const QJsonObject geo = c["differences"].toObject()["geomean_speedup"].toObject();
        QCOMPARE(geo["counted"].toInt(), 1);
        QNEAR(num(geo["difference"]), std::sqrt(4.9 * 5.0) / 2);
        const QJsonObject correct = c["differences"].toObject()["correct_rate"].toObject();
        QNEAR(num(correct["difference"]), 0.0);
        QCOMPARE(correct["significant"].toBool(), false); // 2/4 vs 2/4 is no difference
        // The text form says the same.
        const Result text = kiln({"report", "--compare", "run-a", "run-b"});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("A better on 2 task(s), B on 1, 1 tie(s)"));
        QVERIFY(text.out.contains("run-a"));
    }

    void errorsAreActionable()
    {
        Result r = kiln({"report", "no-such-run"});
        QCOMPARE(r.code, 2); // an unknown id, as in every command (docs/cli.md)
        QVERIFY(r.err.contains("no run 'no-such-run'"));
        r = kiln({"report"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("usage: kiln report"));
        r = kiln({"report", "--compare", "run-a"});
        QCOMPARE(r.code, 2);
        r = kiln({"report", "run-a", "--json", "/no/such/dir/r.json"});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains("cannot write /no/such/dir/r.json"));
    }

    void poolingByAgent()
    {
        const Result r = kiln({"report", "--all", "--by", "agent", "--json", "-"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report["entries"].toArray().size(), 2);
        QVERIFY(!entry(report, "tune").isEmpty());
        QVERIFY(!entry(report, "command (m-1)").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstReport)
#include "tst_report.moc"
