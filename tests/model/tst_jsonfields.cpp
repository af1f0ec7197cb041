// model/jsonfields.h: a record's keys listed once, written and read back through the same list; what reading
// keeps when a key is missing or holds another type, nested objects, lists.
#include "model/device/devicespec.h"
#include "model/evaluation/evalresult.h"
#include "model/jsonfields.h"

#include <QJsonDocument>
#include <QtTest>

namespace {

struct Sample
{
    QString name = QStringLiteral("default");
    int count = 7;
    double ratio = 0.5;
    bool on = true;
    QStringList items{QStringLiteral("a")};
    int innerLimit = 3;
    template <class Fields, class Self> static void fields(Fields& f, Self& s)
    {
        f("name", s.name);
        f("count", s.count);
        f("ratio", s.ratio);
        f("on", s.on);
        f("items", s.items);
        f.object("inner", [&s](auto& i) { i("limit", s.innerLimit); });
    }
};

QJsonObject parse(const char* json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestJsonFields : public QObject
{
    Q_OBJECT
private slots:
    void writesEveryFieldUnderItsKey()
    {
        const QJsonObject o = kiln::writeJsonFields(Sample{});
        QCOMPARE(o, parse(R"({"name": "default", "count": 7, "ratio": 0.5, "on": true, "items": ["a"],
                              "inner": {"limit": 3}})"));
    }
    void readsBackWhatItWrote()
    {
        Sample s;
        s.name = QStringLiteral("x");
        s.count = -2;
        s.ratio = 1e-9;
        s.on = false;
        s.items = {};
        s.innerLimit = 40;
        const Sample r = kiln::readJsonFields<Sample>(kiln::writeJsonFields(s));
        QCOMPARE(r.name, s.name);
        QCOMPARE(r.count, s.count);
        QCOMPARE(r.ratio, s.ratio);
        QCOMPARE(r.on, s.on);
        QCOMPARE(r.items, s.items);
        QCOMPARE(r.innerLimit, s.innerLimit);
    }
    void missingKeysKeepTheDefaults()
    {
        const Sample r = kiln::readJsonFields<Sample>(parse(R"({"count": 9})"));
        QCOMPARE(r.count, 9);
        QCOMPARE(r.name, QStringLiteral("default"));
        QCOMPARE(r.items, QStringList{QStringLiteral("a")});
        QCOMPARE(r.innerLimit, 3);
        QVERIFY(r.on);
    }
    void keysOfAnotherTypeKeepTheDefaults()
    {
        const Sample r = kiln::readJsonFields<Sample>(
            parse(R"({"name": 4, "count": "9", "ratio": null, "on": "no", "items": "b", "inner": [1]})"));
        QCOMPARE(r.name, QStringLiteral("default"));
        QCOMPARE(r.count, 7);
        QCOMPARE(r.ratio, 0.5);
        QVERIFY(r.on);
        QCOMPARE(r.items, QStringList{QStringLiteral("a")});
        QCOMPARE(r.innerLimit, 3);
    }
    void anEmptyArrayEmptiesTheList()
    {
        QVERIFY(kiln::readJsonFields<Sample>(parse(R"({"items": []})")).items.isEmpty());
    }
    // DeviceLimits::fields against a spec file that sets every limit: the same twelve keys, read and written.
    void deviceLimitsAreTheSpecFilesKeys()
    {
        QFile f(QStringLiteral(KILN_SOURCE_DIR "/resources/devices/h200-sxm.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject limits = QJsonDocument::fromJson(f.readAll()).object().value("limits").toObject();
        QCOMPARE(limits.size(), 12);
        const kiln::DeviceLimits l = kiln::readJsonFields<kiln::DeviceLimits>(limits);
        QCOMPARE(l.sharedMemoryPerSm, limits.value("shared_memory_per_sm").toInt());
        QCOMPARE(kiln::writeJsonFields(l), limits);
    }
    // TimingStats::fields: every key a perf event's "candidate" carries (docs/harness-protocol.md).
    void timingStatsReadEveryKey()
    {
        const kiln::TimingStats t = kiln::readJsonFields<kiln::TimingStats>(parse(
            R"({"median_ms": 1.5, "p25_ms": 1.25, "p75_ms": 1.75, "min_ms": 1, "max_ms": 2, "rse": 0.01,
                "reps": 40, "placements": 6, "calls_median_ms": 1.4, "held_calls": 3, "host_median_ms": 0.2,
                "sm_clock_mhz": 1980, "process_medians_ms": [1.5, 1.6]})"));
        QCOMPARE(t.medianMs, 1.5);
        QCOMPARE(t.p25Ms, 1.25);
        QCOMPARE(t.p75Ms, 1.75);
        QCOMPARE(t.minMs, 1.0);
        QCOMPARE(t.maxMs, 2.0);
        QCOMPARE(t.rse, 0.01);
        QCOMPARE(t.reps, 40);
        QCOMPARE(t.placements, 6);
        QCOMPARE(t.callsMedianMs, 1.4);
        QCOMPARE(t.heldCalls, 3);
        QCOMPARE(t.hostMedianMs, 0.2);
        QCOMPARE(t.smClockMhz, 1980.0);
        QCOMPARE(t.processMediansMs, (QList<double>{1.5, 1.6}));
        const kiln::TimingStats none = kiln::readJsonFields<kiln::TimingStats>({});
        QCOMPARE(none.callsMedianMs, -1.0); // not measured
        QCOMPARE(none.smClockMhz, -1.0);
    }
};

QTEST_GUILESS_MAIN(TestJsonFields)
#include "tst_jsonfields.moc"
