// Two runs made by the real `kiln run --agent replay` on bundled host2host tasks (recorded candidates in
// tests/data/replay-candidates: run A tuned and faster, run B the baseline and a wrong reduction), evaluated
// by the real harness and final scoring. Then: the leaderboard model, the comparison model and the HTML
// report show exactly the numbers `kiln report --json` prints for them; changing a task's weight and scoring
// again (kiln report, the leaderboard page, the main window after the suite is reloaded) changes every view
// and runs nothing; activating a leaderboard cell in the window opens that task.
#include "model/resourcepaths.h"
#include "model/scoring/scoreformat.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "ui/mainwindow.h"
#include "ui/models/comparisonmodel.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/pages/leaderboardpage.h"
#include "ui/pages/taskpage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;
using namespace kiln::scoring;

namespace {

const QStringList kTasks{"host2host/gemm_f32", "host2host/reduce_sum_f32"};

bool copyTree(const QString& from, const QString& to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString f = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(f));
        QDir().mkpath(QFileInfo(target).absolutePath());
        if (!QFile::copy(f, target))
            return false;
    }
    return true;
}

std::optional<double> optional(const QJsonValue& v)
{
    return v.isNull() || v.isUndefined() ? std::nullopt : std::optional<double>(v.toDouble());
}

QJsonObject entryOf(const QJsonObject& report, const QString& id)
{
    for (const auto& e : report["entries"].toArray())
        if (e.toObject()["id"].toString() == id)
            return e.toObject();
    return {};
}

QJsonObject taskOf(const QJsonObject& entry, const QString& id)
{
    for (const auto& t : entry["tasks"].toArray())
        if (t.toObject()["task"].toString() == id)
            return t.toObject();
    return {};
}

} // namespace

class TstReplayedRuns : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data, m_work;
    QString m_runA, m_runB;
    QString m_suite; // copies of the two tasks whose weights the test changes

    struct Result
    {
        int code = -1;
        QByteArray out, err;
    };
    Result kiln(const QStringList& args, int timeoutMs = 120000)
    {
        QProcess p;
        p.start(KILN_BINARY, args);
        if (!p.waitForStarted() || !p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished();
            return {-1, p.readAllStandardOutput(), "did not finish in time: " + p.readAllStandardError()};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }
    // `kiln run --agent replay` over the recorded candidates of one run; returns the new run's id.
    QString replay(const QString& name)
    {
        const Result r = kiln({"run", "--agent", "replay", "--tasks", kTasks[0], kTasks[1], "--agent-arg=--tasks-root",
                               "--agent-arg=" + m_work.filePath("candidates/" + name), "--budget-evals", "2",
                               "--timeout", "300", "--parallel", "2"},
                              400000);
        const QString out = QString::fromUtf8(r.out + r.err);
        if (r.code != 0) {
            qWarning("%s", qPrintable(out));
            return {};
        }
        return QRegularExpression(QStringLiteral("^run (\\S+):"), QRegularExpression::MultilineOption)
            .match(out)
            .captured(1);
    }
    QJsonObject report(const QStringList& extra)
    {
        const Result r = kiln(QStringList{"report", m_runA, m_runB, "--json", "-"} + extra);
        if (r.code != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }
    int storedCandidates()
    {
        RunStore store;
        QString error;
        if (!store.open(storePath(), &error))
            return -1;
        return static_cast<int>(store.candidates(m_runA).size() + store.candidates(m_runB).size());
    }
    // Sets a task's weight in the test's suite copy (task.yaml's `weight:` line).
    bool setWeight(const QString& taskId, double weight)
    {
        QFile f(QDir(m_suite).filePath(taskId + "/task.yaml"));
        if (!f.open(QIODevice::ReadOnly))
            return false;
        QString yaml = QString::fromUtf8(f.readAll());
        f.close();
        yaml.replace(QRegularExpression(QStringLiteral("^weight: .*$"), QRegularExpression::MultilineOption),
                     QStringLiteral("weight: %1").arg(weight));
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(yaml.toUtf8()) > 0;
    }
    QList<Task> tasks() const { return loadSuite(bundledSuiteDir()).tasks + loadSuite(m_suite).tasks; }

    // Every figure of the leaderboard model (aggregates, intervals, cells) is the JSON's.
    static void compareModel(const LeaderboardModel& m, const QJsonObject& report)
    {
        QCOMPARE(m.rowCount(), report["entries"].toArray().size());
        for (const auto& ev : report["entries"].toArray()) {
            const QJsonObject e = ev.toObject();
            const QJsonObject o = e["overall"].toObject();
            const int row = m.rowOfEntry(e["id"].toString());
            QVERIFY(row >= 0);
            auto shown = [&](int column) { return m.index(row, column).data().toString(); };
            QCOMPARE(shown(LeaderboardModel::RankColumn), QString::number(e["rank"].toInt()));
            QCOMPARE(shown(LeaderboardModel::AttemptedColumn), QStringLiteral("%1/%2")
                                                                   .arg(o["tasks"].toObject()["attempted"].toInt())
                                                                   .arg(o["tasks"].toObject()["in_scope"].toInt()));
            QCOMPARE(shown(LeaderboardModel::GeomeanColumn),
                     formatSpeedup(optional(o["speedup"].toObject()["geomean"])));
            QCOMPARE(shown(LeaderboardModel::PointsColumn),
                     formatPoints(o["aka_points"].toObject()["mean"].toDouble()));
            QCOMPARE(shown(LeaderboardModel::CorrectColumn),
                     formatPercent(o["pass_rates"].toObject()["correctness"].toObject()["rate"].toDouble()));
            QCOMPARE(shown(LeaderboardModel::Fast1Column),
                     formatPercent(o["fast_p"].toObject()["1"].toObject()["rate"].toDouble()));
            QCOMPARE(shown(LeaderboardModel::RooflineColumn),
                     formatPercent(optional(o["weighted_fraction_of_roofline"].toObject()["value"])));
            const QJsonObject ci = e["intervals"].toObject()["mean_points"].toObject();
            Interval interval;
            interval.low = ci["low"].toDouble();
            interval.high = ci["high"].toDouble();
            interval.resamples = ci["resamples"].toInt();
            QVERIFY(m.index(row, LeaderboardModel::PointsColumn)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(formatInterval(Headline::MeanPoints, interval)));
            for (const auto& tv : e["tasks"].toArray()) {
                const QJsonObject t = tv.toObject();
                const QModelIndex cell = m.index(row, m.columnOfTask(t["task"].toString()));
                QCOMPARE(outcomeName(Outcome(cell.data(LeaderboardModel::OutcomeRole).toInt())),
                         t["outcome"].toString());
                QCOMPARE(cell.data(LeaderboardModel::CandidateIdRole).toLongLong(),
                         static_cast<qint64>(t["candidate_id"].toDouble()));
                if (t["correct"].toBool())
                    QCOMPARE(cell.data().toString(), formatSpeedup(optional(t["speedup"])));
            }
        }
    }

private slots:
    void initTestCase()
    {
        // This test's own store, for the kiln processes it starts and for itself.
        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        // The candidates and the suite copy live under the temporary folder: the agent's sandbox hides home.
        QVERIFY(copyTree(QStringLiteral(KILN_TEST_DATA_DIR "/replay-candidates"), m_work.filePath("candidates")));
        m_suite = m_work.filePath("suite");
        for (const QString& id : kTasks)
            QVERIFY(copyTree(QDir(bundledSuiteDir()).filePath(id), QDir(m_suite).filePath(id)));
        m_runA = replay("run-a");
        QVERIFY(!m_runA.isEmpty());
        QTest::qWait(1100); // run ids and creation times order the runs: A is the older
        m_runB = replay("run-b");
        QVERIFY(!m_runB.isEmpty());
    }

    void theRunsAreWhatWasReplayed()
    {
        const QJsonObject r = report({});
        const QJsonObject a = entryOf(r, m_runA), b = entryOf(r, m_runB);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        // A: both tuned kernels correct and faster; B: the baseline gemm correct, its reduction wrong.
        QCOMPARE(taskOf(a, kTasks[0])["outcome"].toString(), QString("faster"));
        QCOMPARE(taskOf(a, kTasks[1])["outcome"].toString(), QString("faster"));
        QCOMPARE(taskOf(a, kTasks[0])["correct_hidden"].toBool(), true); // final scoring ran the hidden configs
        QVERIFY(taskOf(b, kTasks[0])["correct"].toBool());
        QCOMPARE(taskOf(b, kTasks[1])["outcome"].toString(), QString("incorrect"));
        QCOMPARE(taskOf(b, kTasks[1])["points"].toDouble(), 20.0);
        QCOMPARE(a["rank"].toInt(), 1);
        QCOMPARE(b["rank"].toInt(), 2);
        QCOMPARE(a["overall"].toObject()["cost"].toObject()["evaluations"].toInt(), 2);
    }

    void everyViewShowsTheJsonNumbers()
    {
        const Result r =
            kiln({"report", "--compare", m_runA, m_runB, "--json", "-", "--html", m_work.filePath("r.html")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        QVERIFY(!report.isEmpty());

        LeaderboardPage page;
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester comparisonTester(page.comparisonModel(),
                                                  QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&page, &LeaderboardPage::loaded);
        page.load(storePath(), {m_runA, m_runB}, loadSuite(bundledSuiteDir()).tasks);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
        compareModel(*page.model(), report);
        if (QTest::currentTestFailed())
            return;

        // The comparison view, A the upper row (rank 1).
        page.table()->selectAll();
        const QJsonObject c = report["comparison"].toObject();
        QVERIFY(page.comparisonSummary().contains(QStringLiteral("A better on %1 task(s), B on %2, %3 tie(s)")
                                                      .arg(c["a_wins"].toInt())
                                                      .arg(c["b_wins"].toInt())
                                                      .arg(c["ties"].toInt())));
        QCOMPARE(c["a_wins"].toInt(), 2); // gemm faster, and only A's reduction is correct
        const ComparisonModel* cm = page.comparisonModel();
        QCOMPARE(cm->rowCount(), c["tasks"].toArray().size());
        for (int i = 0; i < cm->rowCount(); ++i) {
            const QJsonObject row = c["tasks"].toArray()[i].toObject();
            QCOMPARE(cm->index(i, ComparisonModel::TaskColumn).data().toString(), row["task"].toString());
            QCOMPARE(cm->index(i, ComparisonModel::RatioColumn).data().toString(),
                     formatSpeedup(optional(row["ratio"])));
            QCOMPARE(cm->index(i, ComparisonModel::WinnerColumn).data().toString(),
                     row["winner"].toString() == "tie" ? QString("tie") : row["winner"].toString().toUpper());
            QCOMPARE(outcomeName(
                         Outcome(cm->index(i, ComparisonModel::AColumn).data(LeaderboardModel::OutcomeRole).toInt())),
                     row["a_outcome"].toString());
            QCOMPARE(outcomeName(
                         Outcome(cm->index(i, ComparisonModel::BColumn).data(LeaderboardModel::OutcomeRole).toInt())),
                     row["b_outcome"].toString());
        }
        // The paired differences in the summary are the JSON's.
        for (const QString& metric : {QStringLiteral("correct_rate"), QStringLiteral("mean_points")}) {
            const QJsonObject d = c["differences"].toObject()[metric].toObject();
            const Headline h = metric == "correct_rate" ? Headline::CorrectRate : Headline::MeanPoints;
            QVERIFY2(page.comparisonSummary().contains(formatHeadline(h, optional(d["a"]))), qPrintable(metric));
            QVERIFY2(page.comparisonSummary().contains(formatHeadline(h, optional(d["b"]))), qPrintable(metric));
        }

        // The HTML report: each entry's headline figures and each correct task's speedup, as formatted there.
        QFile f(m_work.filePath("r.html"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        for (const auto& ev : report["entries"].toArray()) {
            const QJsonObject e = ev.toObject();
            const QJsonObject o = e["overall"].toObject();
            const QStringList expected{
                formatSpeedup(optional(o["speedup"].toObject()["geomean"])),
                formatPoints(o["aka_points"].toObject()["mean"].toDouble()),
                formatPercent(optional(o["weighted_fraction_of_roofline"].toObject()["value"])),
                formatRate(Rate{o["pass_rates"].toObject()["correctness"].toObject()["count"].toInt(),
                                o["pass_rates"].toObject()["correctness"].toObject()["of"].toInt()}),
                e["label"].toString().toHtmlEscaped(),
            };
            for (const QString& s : expected)
                QVERIFY2(html.contains(s), qPrintable(e["id"].toString() + ": " + s + " not in the HTML"));
            for (const auto& tv : e["tasks"].toArray())
                if (tv.toObject()["correct"].toBool())
                    QVERIFY(html.contains(formatSpeedup(optional(tv.toObject()["speedup"]))));
        }
    }

    void aWeightChangeRescoresEveryViewWithoutRunningAnything()
    {
        const int candidates = storedCandidates();
        QVERIFY(candidates > 0);
        const QJsonObject before = report({"--suite", m_suite});
        QVERIFY(setWeight(kTasks[1], 5)); // reduce_sum: 0.3 -> 5
        const QJsonObject after = report({"--suite", m_suite, "--html", m_work.filePath("after.html")});
        QCOMPARE(after["tasks"].toArray()[1].toObject()["weight"].toDouble(), 5.0);
        // A's weighted roofline is sum(w f) / sum(w) over its two tasks, from the per-task fractions.
        const QJsonObject a = entryOf(after, m_runA);
        const double fGemm = taskOf(a, kTasks[0])["fraction_of_roofline"].toDouble();
        const double fReduce = taskOf(a, kTasks[1])["fraction_of_roofline"].toDouble();
        const double wGemm = after["tasks"].toArray()[0].toObject()["weight"].toDouble();
        const double expected = (wGemm * fGemm + 5 * fReduce) / (wGemm + 5);
        const double value = a["overall"].toObject()["weighted_fraction_of_roofline"].toObject()["value"].toDouble();
        QVERIFY2(std::abs(value - expected) < 1e-12,
                 qPrintable(QString::number(value) + " vs " + QString::number(expected)));
        const double old = entryOf(before, m_runA)["overall"]
                               .toObject()["weighted_fraction_of_roofline"]
                               .toObject()["value"]
                               .toDouble();
        QVERIFY(formatPercent(old) != formatPercent(value)); // a change a person sees
        QFile f(m_work.filePath("after.html"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(f.readAll()).contains(formatPercent(value)));

        // The leaderboard page scored against the changed suite shows the same.
        LeaderboardPage page;
        QSignalSpy loaded(&page, &LeaderboardPage::loaded);
        page.load(storePath(), {m_runA, m_runB}, tasks());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
        compareModel(*page.model(), after);
        QVERIFY(setWeight(kTasks[1], 0.3));
        QCOMPARE(storedCandidates(), candidates); // nothing was evaluated again
    }

    void theWindowRescoresWhenASuiteIsReloadedAndOpensActivatedResults()
    {
        MainWindow w;
        w.openSuite(bundledSuiteDir());
        w.openSuite(m_suite); // the copies: their weights override the bundled ones
        QVERIFY(w.waitForSuites(30000));
        LeaderboardPage* page = w.showLeaderboard();
        QSignalSpy loaded(page, &LeaderboardPage::loaded);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
        QAbstractItemModelTester tester(page->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        compareModel(*page->model(), report({"--suite", m_suite}));
        page->table()->selectAll(); // an open comparison follows the re-score

        // The user changes a weight in task.yaml and reopens the suite: the page scores again by itself.
        QVERIFY(setWeight(kTasks[1], 5));
        w.openSuite(m_suite);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 30000);
        const QJsonObject after = report({"--suite", m_suite});
        compareModel(*page->model(), after);
        QVERIFY(page->comparisonPanel()->isVisibleTo(page));
        QVERIFY(setWeight(kTasks[1], 0.3));

        // Activating a task cell opens that task's page.
        const QModelIndex cell = page->table()->model()->index(0, page->model()->columnOfTask(kTasks[1]));
        QSignalSpy requested(&w, &MainWindow::taskResultRequested);
        emit page->table()->activated(cell);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested[0][1].toString(), kTasks[1]);
        QVERIFY(requested[0][2].toLongLong() > 0);
        auto* taskPage = qobject_cast<TaskPage*>(w.pages()->currentWidget());
        QVERIFY(taskPage);
        QCOMPARE(taskPage->taskId(), kTasks[1]);
    }
};

QTEST_MAIN(TstReplayedRuns)
#include "tst_replayedruns.moc"
