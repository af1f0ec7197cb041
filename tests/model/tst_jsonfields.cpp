// model/jsonfields.h: a record's keys listed once, written and read back through the same list; what reading
// keeps when a key is missing or holds another type, nested objects, lists.
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
};

QTEST_GUILESS_MAIN(TestJsonFields)
#include "tst_jsonfields.moc"
