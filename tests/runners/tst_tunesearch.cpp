// The tune agent's search (runners/agents/tunesearch.h) against a made-up landscape: which points it
// submits, in what order, when it stops, and what it calls best.
#include "runners/agents/tunesearch.h"

#include <QTest>

#include <map>

using namespace kiln;

class TstTuneSearch : public QObject
{
    Q_OBJECT

    // A landscape: each point's outcome by its text ("" the baseline); unknown points fail.
    struct Landscape
    {
        std::map<QString, TuneOutcome> outcomes;
        QStringList submitted;
        TuneOutcome operator()(const TunePoint& p)
        {
            submitted << tunePointText(p);
            const auto it = outcomes.find(tunePointText(p));
            return it == outcomes.end() ? TuneOutcome{} : it->second;
        }
    };
    static TuneOutcome passing(double speedup, double low) { return {false, true, speedup, low}; }

private slots:
    void smallSpaceIsAGrid()
    {
        Landscape l;
        l.outcomes[""] = passing(1.0, 0.98);
        l.outcomes["B=64"] = passing(1.5, 1.4);
        l.outcomes["B=128"] = passing(2.0, 1.9);
        l.outcomes["B=256"] = passing(1.2, 1.1);
        const TuneResult r = tuneSearch({{"B", {"64", "128", "256"}}}, 10, std::ref(l));
        QCOMPARE(l.submitted, (QStringList{"", "B=64", "B=128", "B=256"}));
        QCOMPARE(tunePointText(r.best), QStringLiteral("B=128"));
        QCOMPARE(r.bestSpeedup, 2.0);
        QCOMPARE(r.evaluations, 4);
    }

    // A reading within noise of the best (its interval's low end not above the best's speedup) is no step.
    void withinNoiseIsNoStep()
    {
        Landscape l;
        l.outcomes[""] = passing(1.0, 0.98);
        l.outcomes["B=64"] = passing(1.5, 1.4);
        l.outcomes["B=128"] = passing(1.6, 1.45); // surely at least 1.45, not surely above 1.5
        const TuneResult r = tuneSearch({{"B", {"64", "128"}}}, 10, std::ref(l));
        QCOMPARE(tunePointText(r.best), QStringLiteral("B=64"));
        QCOMPARE(r.bestSpeedup, 1.5);
    }

    void failingOrTamperedPointsNeverWin()
    {
        Landscape l;
        l.outcomes[""] = passing(1.0, 0.98);
        l.outcomes["B=64"] = TuneOutcome{false, false, 9.0, 8.5}; // fast and wrong
        const TuneResult r = tuneSearch({{"B", {"64"}}}, 10, std::ref(l));
        QVERIFY(r.best.isEmpty());
        QCOMPARE(r.bestSpeedup, 1.0);
    }

    // 3 x 3 = 9 points do not fit a budget of 6: coordinate descent from the first values, moving to each
    // point that beats everything so far, each point submitted once.
    void largeSpaceIsCoordinateDescent()
    {
        Landscape l;
        l.outcomes[""] = passing(1.0, 0.98);
        l.outcomes["A=1 B=x"] = passing(1.1, 1.05);
        l.outcomes["A=2 B=x"] = passing(1.3, 1.2);
        l.outcomes["A=3 B=x"] = passing(1.2, 1.15);
        l.outcomes["A=2 B=y"] = passing(1.8, 1.7);
        const TuneResult r = tuneSearch({{"A", {"1", "2", "3"}}, {"B", {"x", "y", "z"}}}, 6, std::ref(l));
        QCOMPARE(l.submitted, (QStringList{"", "A=1 B=x", "A=2 B=x", "A=3 B=x", "A=2 B=y", "A=2 B=z"}));
        QCOMPARE(tunePointText(r.best), QStringLiteral("A=2 B=y"));
        QCOMPARE(r.evaluations, 6);
    }

    void stopsWhenTheRunsBudgetIsSpent()
    {
        Landscape l;
        l.outcomes[""] = passing(1.0, 0.98);
        l.outcomes["B=64"] = TuneOutcome{true, false, 0, 0};
        const TuneResult r = tuneSearch({{"B", {"64", "128", "256"}}}, 10, std::ref(l));
        QCOMPARE(l.submitted, (QStringList{"", "B=64"}));
        QVERIFY(r.best.isEmpty());

        Landscape spentAtOnce;
        spentAtOnce.outcomes[""] = TuneOutcome{true, false, 0, 0};
        QCOMPARE(tuneSearch({{"B", {"64"}}}, 10, std::ref(spentAtOnce)).evaluations, 1);
    }

    void reportSummaryLine()
    {
        const QByteArray report = "kiln-eval: compile ok\n"
                                  "{\"event\":\"summary\",\"verdict\":\"pass\",\"speedup_geomean\":1.8,"
                                  "\"speedup_ci\":[1.6,2.0]}";
        const TuneOutcome o = tuneOutcomeFromReport(0, report); // no newline at the end: still read
        QVERIFY(o.pass);
        QCOMPARE(o.speedup, 1.8);
        QCOMPARE(o.rank, 1.6);
        QVERIFY(!tuneOutcomeFromReport(0, "{\"event\":\"summary\",\"verdict\":\"pass\",\"tampered\":true}\n").pass);
        QCOMPARE(
            tuneOutcomeFromReport(0, "{\"event\":\"summary\",\"verdict\":\"pass\",\"speedup_geomean\":1.3}\n").rank,
            1.3); // no interval: the reading itself
        QVERIFY(tuneOutcomeFromReport(4, "").budgetSpent);
        QVERIFY(!tuneOutcomeFromReport(1, "not json\n").pass);
    }
};

QTEST_GUILESS_MAIN(TstTuneSearch)
#include "tst_tunesearch.moc"
