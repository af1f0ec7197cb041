// ResourcePool::forDevice: a run kept to some GPUs (RunConfig::device, the launch dialog's Device) holds only
// those, shares CPU slots and busy GPUs with the whole pool, does not hold back requests for other GPUs,
// and a run kept to the host CPU (or to GPUs the machine lacks) gets no GPU at once instead of waiting
// forever.
#include "runners/runs/resourcepool.h"

#include <QMap>
#include <QTest>

using namespace kiln;

class TstResourcePool : public QObject
{
    Q_OBJECT

private slots:
    void viewsShareThePool()
    {
        ResourcePool pool(2, {"3", "5"});
        QCOMPARE(pool.forDevice(""), &pool);
        ResourcePool* only5 = pool.forDevice("5");
        QVERIFY(only5 != &pool);
        QCOMPARE(pool.forDevice(" 5 "), only5); // one view per device, kept
        QCOMPARE(only5->forDevice("3,5"), pool.forDevice("3, 5"));
        QCOMPARE(only5->gpus(), QStringList{"5"});
        QCOMPARE(pool.forDevice("cpu")->gpus(), QStringList());
        QCOMPARE(only5->cpuSlots(), 2);

        QStringList order;
        QMap<QString, Lease> held;
        auto take = [&](ResourcePool* p, Lease::Kind k, const QString& name) {
            p->acquire(k, [&, name](const Lease& l) {
                order << name + ":" + l.gpu;
                held[name] = l;
            });
        };
        take(only5, Lease::Kind::Gpu, "a");                 // GPU 5, though 3 is free too
        take(only5, Lease::Kind::Gpu, "b");                 // waits for 5
        take(&pool, Lease::Kind::Gpu, "c");                 // not held back by b: gets 3
        take(pool.forDevice("cpu"), Lease::Kind::Gpu, "d"); // no GPU for a host-only run, at once
        take(pool.forDevice("9"), Lease::Kind::Gpu, "e");   // a GPU this machine lacks: none, at once
        QTRY_COMPARE(order, (QStringList{"a:5", "c:3", "d:", "e:"}));
        QCOMPARE(pool.gpusInUse(), (QStringList{"5", "3"}));
        QCOMPARE(only5->gpusInUse(), pool.gpusInUse());
        pool.release(held.take("c")); // frees 3: b still waits for 5
        QTest::qWait(50);
        QCOMPARE(order.size(), 4);
        only5->release(held.take("a")); // released through the view, into the shared pool
        QTRY_COMPARE(order.last(), QString("b:5"));
        QCOMPARE(pool.gpusInUse(), QStringList{"5"});

        // CPU slots are the pool's: a compile through the view takes one of its two.
        take(only5, Lease::Kind::Cpu, "compile");
        QTRY_COMPARE(order.last(), QString("compile:"));
        QCOMPARE(pool.cpusInUse(), 1);
        take(&pool, Lease::Kind::AllCpus, "timed"); // waits for the view's compile
        QTest::qWait(50);
        QCOMPARE(order.last(), QString("compile:"));
        only5->release(held.take("compile"));
        QTRY_COMPARE(order.last(), QString("timed:"));
    }

    void cancelThroughAView()
    {
        ResourcePool pool(1, {"0"});
        ResourcePool* only0 = pool.forDevice("0");
        QStringList order;
        Lease first;
        only0->acquire(Lease::Kind::Gpu, [&](const Lease& l) {
            first = l;
            order << "first";
        });
        const quint64 ticket = only0->acquire(Lease::Kind::Gpu, [&](const Lease&) { order << "cancelled"; });
        pool.acquire(Lease::Kind::Gpu, [&](const Lease&) { order << "third"; });
        QTRY_COMPARE(order, QStringList{"first"});
        only0->cancel(ticket);
        pool.release(first);
        QTRY_COMPARE(order, (QStringList{"first", "third"}));
    }
};

QTEST_MAIN(TstResourcePool)
#include "tst_resourcepool.moc"
