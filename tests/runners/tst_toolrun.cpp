// runTool: the one blocking "run a tool and wait" (runners/toolrun.h): what it returns for a tool that
// succeeds, fails, cannot start, crashes or outlives its time, and its retries on a connection failure.
#include "runners/toolrun.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace kiln;

class TstToolRun : public QObject
{
    Q_OBJECT

    static ToolCall shell(const QString& script, int timeoutMs = 10000)
    {
        return {QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script}, timeoutMs};
    }

private slots:
    void successKeepsBothStreams()
    {
        const ToolResult r = runTool(shell(QStringLiteral("echo out; echo err >&2")));
        QVERIFY(r.started);
        QVERIFY(r.ok());
        QCOMPARE(r.out, QByteArray("out\n"));
        QCOMPARE(r.err, QByteArray("err"));
        QVERIFY(r.error.isEmpty());
    }

    void failureSaysWhatItPrinted()
    {
        const ToolResult r = runTool(shell(QStringLiteral("echo 'no such host' >&2; exit 7")));
        QCOMPARE(r.exitCode, 7);
        QVERIFY(!r.ok());
        QCOMPARE(r.why(), QStringLiteral("no such host"));
    }

    void missingProgramIsNotStarted()
    {
        const ToolResult r = runTool({QStringLiteral("/nonexistent/kiln-tool"), {}, 1000});
        QVERIFY(!r.started);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.why().contains(QLatin1String("cannot start /nonexistent/kiln-tool")), qPrintable(r.why()));
    }

    void crashIsNotAnExitCode()
    {
        const ToolResult r = runTool(shell(QStringLiteral("kill -SEGV $$")));
        QVERIFY(r.started);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.why().contains(QLatin1String("crashed")), qPrintable(r.why()));
    }

    // Killed at its limit and reaped: the call returns soon after the limit, not when the sleep would have
    // ended, and the tool is gone (not left to QProcess's destructor).
    void overtimeIsKilled()
    {
        QTemporaryDir dir;
        const QString pidFile = dir.filePath(QStringLiteral("pid"));
        QElapsedTimer clock;
        clock.start();
        const ToolResult r = runTool(shell(QStringLiteral("echo $$ > '%1'; exec sleep 30").arg(pidFile), 500));
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(r.timedOut);
        QCOMPARE(r.exitCode, -1);
        QVERIFY2(r.why().contains(QLatin1String("did not finish")), qPrintable(r.why()));
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const pid_t pid = f.readAll().trimmed().toInt();
        QVERIFY(pid > 0);
        QVERIFY2(::kill(pid, 0) != 0, "the tool is still running after runTool returned");
    }

    void connectionFailuresAreTriedAgain()
    {
        QTemporaryDir dir;
        const QString count = dir.filePath(QStringLiteral("count"));
        // Fails with 255 (ssh's "connection lost") twice, then succeeds.
        ToolCall call =
            shell(QStringLiteral("echo x >> '%1'; [ $(wc -l < '%1') -ge 3 ] || exit 255; echo done").arg(count));
        call.attempts = 3;
        call.retryIf = [](int code) { return code == 255; };
        QList<int> waits;
        call.onRetry = [&](const QString&, int wait) { waits << wait; };
        const ToolResult r = runTool(call);
        QVERIFY(r.ok());
        QCOMPARE(r.out, QByteArray("done\n"));
        QCOMPARE(waits, (QList<int>{1, 2}));

        // Another failure is not the connection's: no second try.
        QFile::remove(count);
        call.retryIf = [](int code) { return code == 1; };
        waits.clear();
        QCOMPARE(runTool(call).exitCode, 255);
        QVERIFY(waits.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstToolRun)
#include "tst_toolrun.moc"
