// Noise is not a result: a speedup reads faster or slower only when its 95% interval excludes 1, the
// interval comes from the harness (speedup_ci) or, for older results, from the timing spread, and fast_p
// and the Faster outcome follow the interval's low end.
#include "model/evaluation/evalresult.h"
#include "model/evaluation/speedupnoise.h"
#include "model/scoring/aggregate.h"
#include "model/scoring/taskscore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace kiln;

namespace {

QJsonObject perfEvent(const QString& config, double speedup, QJsonValue ci, double rse = 0.01)
{
    QJsonObject e{{"event", "config"},
                  {"gate", "performance"},
                  {"config", config},
                  {"status", "pass"},
                  {"speedup", speedup},
                  {"candidate", QJsonObject{{"median_ms", 1.0 / speedup}, {"rse", rse}, {"reps", 20}}},
                  {"baseline", QJsonObject{{"median_ms", 1.0}, {"rse", rse}, {"reps", 20}}}};
    if (!ci.isNull())
        e["speedup_ci"] = ci;
    return e;
}

scoring::TaskScore correctTask(const QList<ConfigResult>& configs)
{
    scoring::TaskInput in;
    in.attempted = in.evaluated = true;
    in.compile = in.correctness = in.performance = GateStatus::Pass;
    in.configs = configs;
    for (ConfigResult& c : in.configs)
        c.correctness = GateStatus::Pass;
    return scoring::scoreTask(in);
}

} // namespace

class TestSpeedupNoise : public QObject
{
    Q_OBJECT
private slots:
    void classifiesByInterval()
    {
        QCOMPARE(classifySpeed({1.02, 1.10}), Speed::Faster);
        QCOMPARE(classifySpeed({0.80, 0.97}), Speed::Slower);
        QCOMPARE(classifySpeed({0.92, 1.31}), Speed::WithinNoise);
        QCOMPARE(classifySpeed({}), Speed::Unknown);
        QCOMPARE(speedName(Speed::WithinNoise), QStringLiteral("within_noise"));
        QCOMPARE(speedupText(1.10, {0.92, 1.31}), QStringLiteral("1.10x (within noise: 0.92-1.31x)"));
        QCOMPARE(speedupText(1.52, {1.47, 1.58}), QStringLiteral("1.52x (1.47-1.58x)"));
        QCOMPARE(speedupText(1.10, {}), QStringLiteral("1.10x"));
        QCOMPARE(conservativeSpeedup(1.5, {1.2, 1.8}), 1.2);
        QCOMPARE(conservativeSpeedup(1.5, {}), 1.5);
    }

    void readsTheHarnessInterval()
    {
        EvalResult r;
        r.apply(perfEvent("a", 1.10, QJsonArray{0.92, 1.31}));
        r.apply(perfEvent("b", 1.40, QJsonArray{1.30, 1.50}));
        QCOMPARE(r.configs.size(), 2);
        QCOMPARE(r.configs[0].speedupCi.low, 0.92);
        QCOMPARE(classifySpeed(configInterval(r.configs[0])), Speed::WithinNoise);
        QCOMPARE(classifySpeed(configInterval(r.configs[1])), Speed::Faster);
        // The geomean's interval: geomeans of the lows and of the highs.
        const SpeedupInterval g = r.speedupGeomeanCi();
        QVERIFY(qAbs(g.low - std::sqrt(0.92 * 1.30)) < 1e-12);
        QVERIFY(qAbs(g.high - std::sqrt(1.31 * 1.50)) < 1e-12);
    }

    // A bootstrap over one evaluation's calls cannot see how far the same code moves between evaluations: no
    // interval is narrower than +-3% (run 7's repeatability), so the unchanged baseline at 1.011x is noise.
    void noIntervalNarrowerThanRepeatability()
    {
        EvalResult r;
        r.apply(perfEvent("odd", 1.011, QJsonArray{1.005, 1.017}));
        const SpeedupInterval ci = configInterval(r.configs[0]);
        QVERIFY(qAbs(ci.low - 1.011 / 1.03) < 1e-12);
        QVERIFY(qAbs(ci.high - 1.011 * 1.03) < 1e-12);
        QCOMPARE(classifySpeed(ci), Speed::WithinNoise);
        r.apply(perfEvent("big", 1.10, QJsonArray{1.09, 1.11}));
        QCOMPARE(classifySpeed(configInterval(r.configs[1])), Speed::Faster); // 10% is beyond it
    }

    void olderResultsUseBothSidesSpread()
    {
        EvalResult r;
        r.apply(perfEvent("a", 1.05, QJsonValue::Null, 0.02)); // no speedup_ci: an older harness
        const SpeedupInterval ci = configInterval(r.configs[0]);
        QVERIFY(ci.known());
        const double half = 1.96 * std::sqrt(2 * 0.02 * 0.02);
        QVERIFY(qAbs(ci.low - 1.05 * std::exp(-half)) < 1e-12);
        QCOMPARE(classifySpeed(ci), Speed::WithinNoise); // 1.05x with 2% errors on each side is noise
        EvalResult none;
        none.apply(perfEvent("a", 1.05, QJsonValue::Null, 0));
        QCOMPARE(classifySpeed(configInterval(none.configs[0])), Speed::Unknown);
        QVERIFY(!none.speedupGeomeanCi().known());
    }

    void fastPAndOutcomeNeedTheLowEnd()
    {
        EvalResult noisy, sure;
        noisy.apply(perfEvent("a", 1.20, QJsonArray{0.95, 1.45}));
        sure.apply(perfEvent("a", 1.20, QJsonArray{1.10, 1.30}));
        const scoring::TaskScore n = correctTask(noisy.configs), s = correctTask(sure.configs);
        QVERIFY(n.correct && s.correct);
        QCOMPARE(*n.speedup, *s.speedup);
        QCOMPARE(n.outcome, scoring::Outcome::CorrectSlower); // 1.20x within noise is not "faster"
        QCOMPARE(s.outcome, scoring::Outcome::Faster);
        QVERIFY(!scoring::surelyAbove(n, 1.0));
        QVERIFY(scoring::surelyAbove(s, 1.0));
        const scoring::Aggregate a = scoring::aggregate({n, s});
        const int fast1 = int(scoring::fastPThresholds().indexOf(1.0));
        QVERIFY(fast1 >= 0);
        QCOMPARE(a.fastP[fast1].count, 1); // only the candidate whose interval excludes 1
    }
};

QTEST_GUILESS_MAIN(TestSpeedupNoise)
#include "tst_speedupnoise.moc"
