// BackgroundJob (model/backgroundjob.h): a result arrives on the context's thread; a later start() or a
// cancel() drops the older result however the two finish; a destroyed context gets nothing; runInBackground
// delivers every result.
#include "model/backgroundjob.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <memory>

using namespace kiln;

class TstBackgroundJob : public QObject
{
    Q_OBJECT
private slots:
    void deliversOnTheContextsThread()
    {
        QObject context;
        BackgroundJob job(&context);
        QThread* deliveredOn = nullptr;
        QThread* workedOn = nullptr;
        int got = 0;
        job.start(
            [&workedOn] {
                workedOn = QThread::currentThread();
                return 42;
            },
            [&](int v) {
                deliveredOn = QThread::currentThread();
                got = v;
            });
        QVERIFY(job.busy());
        QTRY_COMPARE(got, 42);
        QVERIFY(!job.busy());
        QCOMPARE(deliveredOn, QThread::currentThread());
        QVERIFY(workedOn != QThread::currentThread());
    }

    // The first job finishes last: its result must not overwrite the second's.
    void aLaterStartDropsTheOlderResult()
    {
        QObject context;
        BackgroundJob job(&context);
        auto release = std::make_shared<QSemaphore>();
        QList<int> delivered;
        job.start(
            [release] {
                release->acquire();
                return 1;
            },
            [&](int v) { delivered << v; });
        job.start([] { return 2; }, [&](int v) { delivered << v; });
        QTRY_COMPARE(delivered, QList<int>{2});
        QVERIFY(!job.busy());
        release->release();
        QTest::qWait(100); // the first one finishes now, and is dropped
        QCOMPARE(delivered, QList<int>{2});
    }

    void cancelDropsWhatIsInFlight()
    {
        QObject context;
        BackgroundJob job(&context);
        auto release = std::make_shared<QSemaphore>();
        bool delivered = false;
        job.start(
            [release] {
                release->acquire();
                return 1;
            },
            [&](int) { delivered = true; });
        job.cancel();
        QVERIFY(!job.busy());
        release->release();
        QTest::qWait(100);
        QVERIFY(!delivered);
    }

    void aDestroyedContextGetsNothing()
    {
        auto release = std::make_shared<QSemaphore>();
        auto delivered = std::make_shared<std::atomic<bool>>(false);
        {
            QObject context;
            BackgroundJob::runInBackground(
                &context,
                [release] {
                    release->acquire();
                    return 1;
                },
                [delivered](int) { *delivered = true; });
        }
        release->release();
        QTest::qWait(100);
        QVERIFY(!*delivered);
    }

    void runInBackgroundDeliversEveryResult()
    {
        QObject context;
        QList<int> delivered;
        for (int i = 0; i < 5; ++i)
            BackgroundJob::runInBackground(
                &context, [i] { return i; }, [&](int v) { delivered << v; });
        QTRY_COMPARE(delivered.size(), 5);
        std::sort(delivered.begin(), delivered.end());
        QCOMPARE(delivered, (QList<int>{0, 1, 2, 3, 4}));
    }
};

QTEST_GUILESS_MAIN(TstBackgroundJob)
#include "tst_backgroundjob.moc"
