// The leaderboard page and its models: both models under QAbstractItemModelTester through every change
// the page makes (new board, display, grouping, comparison), sorting by aggregates, the outcome colours'
// role, the A/B panel, and that the GUI shows the numbers `kiln report --json` prints for the same store.
#include "cli/reportfixture.h"
#include "model/resourcepaths.h"
#include "model/scoring/scoreformat.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "ui/models/comparisonmodel.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/pages/leaderboardpage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace kiln;
using namespace kiln::scoring;

namespace {

scoring::TaskInput task(const QString& id, int difficulty, double speedup, bool correct = true, bool compiled = true)
{
    scoring::TaskInput in;
    in.task = TaskMeta{id, id.section('/', 0, 0), difficulty, 1.0, true, 1};
    in.attempted = in.evaluated = in.finalScored = true;
    in.candidateId = qHash(id) % 1000 + 1;
    in.compile = compiled ? GateStatus::Pass : GateStatus::Fail;
    if (!compiled)
        return in;
    in.correctness = correct ? GateStatus::Pass : GateStatus::Fail;
    in.performance = correct ? GateStatus::Pass : GateStatus::Pending;
    ConfigResult c;
    c.name = "v";
    c.correctness = in.correctness;
    if (correct) {
        c.timed = true;
        c.candidate.medianMs = 1;
        c.baseline.medianMs = speedup;
        c.tSolMs = 0.5;
    }
    in.configs = {c};
    return in;
}

// Three entries over five tasks in two categories (difficulties 1-3); "slow" skipped b/3.
Leaderboard board()
{
    RunInputs fast{
        "fast",
        "agent-x",
        {},
        {},
        {},
        {task("a/1", 2, 3.0), task("a/2", 1, 1.5), task("b/3", 3, 2.0), task("b/4", 1, 1.0), task("b/5", 2, 0, false)},
        {}};
    RunInputs slow{
        "slow", "agent-y",
        {},     {},
        {},     {task("a/1", 2, 1.2), task("a/2", 1, 0.8), task("b/4", 1, 0, false, false), task("b/5", 2, 1.1)},
        {}};
    RunInputs mid{"mid", "agent-z", {}, {}, {}, {task("a/1", 2, 2.0), task("a/2", 1, 2.0), task("b/3", 3, 1.0)}, {}};
    return buildLeaderboard(
        {EntryInput{"fast", "fast", {fast}}, EntryInput{"slow", "slow", {slow}}, EntryInput{"mid", "mid", {mid}}});
}

QStringList headers(const QAbstractItemModel& m)
{
    QStringList out;
    for (int c = 0; c < m.columnCount(); ++c)
        out << m.headerData(c, Qt::Horizontal).toString();
    return out;
}

} // namespace

class TstLeaderboard : public QObject
{
    Q_OBJECT
private slots:
    void modelUnderTester()
    {
        LeaderboardModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(LeaderboardModel::FixedColumnCount));
        model.setLeaderboard(board());
        QCOMPARE(model.rowCount(), 3);
        // Grouped by category: a group column heads each category's tasks.
        QCOMPARE(headers(model).mid(LeaderboardModel::FixedColumnCount),
                 QStringList({"▸ a", "1", "2", "▸ b", "3", "4", "5"}));
        QCOMPARE(model.columnKind(LeaderboardModel::FixedColumnCount), LeaderboardModel::ColumnKind::Group);
        QCOMPARE(model.taskColumn(model.columnOfTask("b/3")), 2);
        model.setGrouping(LeaderboardModel::Grouping::Difficulty);
        QCOMPARE(headers(model).mid(LeaderboardModel::FixedColumnCount),
                 QStringList({"▸ difficulty 1", "2", "4", "▸ difficulty 2", "1", "5", "▸ difficulty 3", "3"}));
        model.setGrouping(LeaderboardModel::Grouping::None);
        QCOMPARE(model.columnCount(), LeaderboardModel::FixedColumnCount + 5);
        model.setGrouping(LeaderboardModel::Grouping::Category);

        const int fast = model.rowOfEntry("fast");
        const int slow = model.rowOfEntry("slow");
        const int a1 = model.columnOfTask("a/1");
        QCOMPARE(model.index(fast, a1).data().toString(), QString("3.00x"));
        QCOMPARE(model.index(fast, a1).data(LeaderboardModel::OutcomeRole).toInt(), int(Outcome::Faster));
        QCOMPARE(model.index(fast, model.columnOfTask("b/4")).data(LeaderboardModel::OutcomeRole).toInt(),
                 int(Outcome::CorrectSlower)); // exactly 1.00x
        QCOMPARE(model.index(fast, model.columnOfTask("b/5")).data(LeaderboardModel::OutcomeRole).toInt(),
                 int(Outcome::Incorrect));
        QCOMPARE(model.index(slow, model.columnOfTask("b/4")).data(LeaderboardModel::OutcomeRole).toInt(),
                 int(Outcome::DidNotCompile));
        QCOMPARE(model.index(slow, model.columnOfTask("b/3")).data(LeaderboardModel::OutcomeRole).toInt(),
                 int(Outcome::NotAttempted));
        QCOMPARE(model.index(fast, a1).data(LeaderboardModel::TaskIdRole).toString(), QString("a/1"));
        QVERIFY(model.index(fast, a1).data(LeaderboardModel::CandidateIdRole).toLongLong() > 0);
        QVERIFY(!model.index(fast, LeaderboardModel::PointsColumn).data(LeaderboardModel::OutcomeRole).isValid());
        // The fixed columns format what the board holds.
        const Aggregate& af = model.leaderboard().entries[fast].scores.overall;
        QCOMPARE(model.index(fast, LeaderboardModel::PointsColumn).data().toString(), formatPoints(af.pointsMean));
        QCOMPARE(model.index(fast, LeaderboardModel::CorrectColumn).data().toString(),
                 formatPercent(af.correct.value()));
        QCOMPARE(model.index(slow, LeaderboardModel::AttemptedColumn).data().toString(), QString("4/5"));
        // Group columns: category a of "fast": geomean of 3 and 1.5.
        QCOMPARE(model.index(fast, LeaderboardModel::FixedColumnCount).data().toString(),
                 formatSpeedup(std::sqrt(4.5)));

        // % of roofline instead of speedup: 0.5 / 1 ms.
        model.setDisplay(LeaderboardModel::Display::Roofline);
        QCOMPARE(model.index(fast, a1).data().toString(), QString("50.0%"));
        model.setDisplay(LeaderboardModel::Display::Speedup);
        model.setLeaderboard({});
        QCOMPARE(model.rowCount(), 0);
    }

    void sortsByAnyAggregate()
    {
        LeaderboardModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(LeaderboardModel::SortRole);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setLeaderboard(board());
        auto order = [&] {
            QStringList ids;
            for (int r = 0; r < proxy.rowCount(); ++r)
                ids << proxy.index(r, 0).data(LeaderboardModel::EntryIdRole).toString();
            return ids;
        };
        // Geomean over correct tasks: fast (3, 1.5, 2, 1) 1.73; mid (2, 2, 1) 1.59; slow (1.2, 0.8, 1.1) 1.02.
        proxy.sort(LeaderboardModel::GeomeanColumn, Qt::DescendingOrder);
        QCOMPARE(order(), QStringList({"fast", "mid", "slow"}));
        // Attempted: slow and fast 4... mid 3.
        proxy.sort(LeaderboardModel::AttemptedColumn, Qt::AscendingOrder);
        QCOMPARE(order().first(), QString("mid"));
        // A task column: a/2 is 1.5x, 0.8x, 2x.
        proxy.sort(model.columnOfTask("a/2"), Qt::DescendingOrder);
        QCOMPARE(order(), QStringList({"mid", "fast", "slow"}));
        // b/4: fast correct (1x) above slow (did not compile) above mid (not attempted).
        proxy.sort(model.columnOfTask("b/4"), Qt::DescendingOrder);
        QCOMPARE(order(), QStringList({"fast", "slow", "mid"}));
        model.setGrouping(LeaderboardModel::Grouping::Difficulty); // a reset under an active sort
        QCOMPARE(proxy.rowCount(), 3);
    }

    void comparisonModel()
    {
        ComparisonModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Leaderboard b = board();
        int fast = -1, mid = -1;
        for (int i = 0; i < b.entries.size(); ++i)
            (b.entries[i].id == "fast" ? fast : b.entries[i].id == "mid" ? mid : i) = i;
        model.setComparison(b, fast, mid);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(0, ComparisonModel::TaskColumn).data().toString(), QString("a/1"));
        QCOMPARE(model.index(0, ComparisonModel::RatioColumn).data().toString(), QString("1.50x")); // 3 / 2
        QCOMPARE(model.index(0, ComparisonModel::WinnerColumn).data().toString(), QString("A"));
        QCOMPARE(model.index(1, ComparisonModel::WinnerColumn).data().toString(), QString("B")); // 1.5 vs 2
        QCOMPARE(model.index(3, ComparisonModel::BColumn).data(LeaderboardModel::OutcomeRole).toInt(),
                 int(Outcome::NotAttempted));
        QVERIFY(model.headerData(ComparisonModel::AColumn, Qt::Horizontal).toString().contains("fast"));
        model.setComparison(b, fast, fast); // the same entry twice: nothing to compare
        QCOMPARE(model.rowCount(), 0);
        model.setComparison(b, mid, fast);
        QCOMPARE(model.index(0, ComparisonModel::WinnerColumn).data().toString(), QString("B"));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void pageComparesTwoSelectedRows()
    {
        LeaderboardPage page;
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.setLeaderboard(board());
        page.show();
        QVERIFY(!page.comparisonPanel()->isVisible());
        QTableView* table = page.table();
        table->selectRow(0);
        QVERIFY(!page.comparisonPanel()->isVisible());
        table->selectionModel()->select(table->model()->index(2, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY(page.comparisonPanel()->isVisible());
        const auto& c = page.comparisonModel()->comparison();
        QVERIFY(c.has_value());
        int both = 0;
        for (const auto& r : c->rows)
            both += r.ratio.has_value();
        QCOMPARE(page.scatter()->graph(0)->dataCount(), both);
        QVERIFY(page.comparisonSummary().contains("better on"));
        table->clearSelection();
        QVERIFY(!page.comparisonPanel()->isVisible());

        // Activating a task cell asks for that result.
        QSignalSpy spy(&page, &LeaderboardPage::taskResultActivated);
        const QModelIndex cell = table->model()->index(0, page.model()->columnOfTask("a/1"));
        emit table->activated(cell);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy[0][1].toString(), QString("a/1"));
        QCOMPARE(spy[0][2].toLongLong(), cell.data(LeaderboardModel::CandidateIdRole).toLongLong());
        emit table->activated(table->model()->index(0, LeaderboardModel::PointsColumn)); // not a task: nothing
        QCOMPARE(spy.count(), 1);
    }

    // The shipped H200 demo beside a host run: two devices, each ranked on its own, coverage per entry over
    // its device's tasks (a Xeon run of one task used to rank beside the H200 run over the union of both).
    void groupsByDeviceWithCoverage()
    {
        QTemporaryDir data;
        QVERIFY(QProcess::execute("cp",
                                  {"-r", KILN_SOURCE_DIR "/resources/demo/h200-tune-2026-11-29/.", data.path()}) == 0);
        const QString storeFile = QDir(data.path()).filePath("kiln.sqlite");
        {
            RunStore store;
            QString error;
            QVERIFY2(store.open(storeFile, &error), qPrintable(error));
            RunRecord run;
            run.id = "20261201-120000-host";
            run.createdAt = QDateTime::currentDateTimeUtc();
            run.agent = "tune";
            run.status = "finished";
            QVERIFY2(store.addRun(run, &error), qPrintable(error));
            CandidateRecord c;
            c.runId = run.id;
            c.taskId = "host2host/reduce_sum_f32";
            c.seq = 1;
            c.role = "best";
            c.configs = "all";
            EvalResult r;
            r.verdict = "pass";
            r.deviceName = "Intel(R) Xeon(R) Processor";
            r.compile.status = r.correctness.status = r.performance.status = GateStatus::Pass;
            ConfigResult cfg;
            cfg.name = "16M";
            cfg.correctness = GateStatus::Pass;
            cfg.timed = true;
            cfg.candidate.medianMs = 2.0;
            cfg.baseline.medianMs = 2.2;
            cfg.speedup = 1.1;
            r.configs << cfg;
            const qint64 id = store.addCandidate(c, r, &error);
            QVERIFY2(id > 0, qPrintable(error));
            QVERIFY(store.setTaskResult(run.id, c.taskId, "scored", id, id));
        }
        RunStore store;
        QString error;
        QVERIFY(store.open(storeFile, &error));
        QStringList runs;
        for (const RunRecord& r : store.runs())
            runs << r.id;
        QCOMPARE(runs.size(), 2);
        LeaderboardPage page;
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&page, &LeaderboardPage::loaded);
        page.load(storeFile, runs, loadSuite(bundledSuiteDir()).tasks);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
        const LeaderboardModel* m = page.model();
        QCOMPARE(m->rowCount(), 2);
        const int h200 = m->rowOfEntry(runs.contains("20261129-184253-1196") ? "20261129-184253-1196" : runs[1]);
        const int host = m->rowOfEntry("20261201-120000-host");
        QVERIFY(h200 >= 0 && host >= 0);
        auto shown = [&](int row, int column) { return m->index(row, column).data().toString(); };
        QCOMPARE(shown(h200, LeaderboardModel::DeviceColumn), QString("NVIDIA H200"));
        QCOMPARE(shown(host, LeaderboardModel::DeviceColumn), QString("Intel(R) Xeon(R) Processor"));
        QCOMPARE(shown(h200, LeaderboardModel::RankColumn), QString("1")); // each first on its own device
        QCOMPARE(shown(host, LeaderboardModel::RankColumn), QString("1"));
        QCOMPARE(shown(host, LeaderboardModel::AttemptedColumn), QString("1/1"));
        const QString demo = shown(h200, LeaderboardModel::AttemptedColumn);
        QVERIFY2(demo.section('/', 0, 0) == demo.section('/', 1, 1), qPrintable(demo)); // its own tasks, all of them
    }

    void showsWhatKilnReportJsonSays()
    {
        QTemporaryDir data;
        {
            RunStore store;
            QString error;
            QVERIFY2(store.open(QDir(data.path()).filePath("kiln.sqlite"), &error), qPrintable(error));
            QVERIFY2(testing::writeTwoRuns(store, &error), qPrintable(error));
        }
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("KILN_DATA_DIR", data.path());
        p.setProcessEnvironment(env);
        p.start(KILN_BINARY, {"report", "--compare", "run-a", "run-b", "--json", "-"});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject report = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY(!report.isEmpty());

        LeaderboardPage page;
        QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy loaded(&page, &LeaderboardPage::loaded);
        page.load(QDir(data.path()).filePath("kiln.sqlite"), {"run-a", "run-b"}, loadSuite(bundledSuiteDir()).tasks);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 30000);
        const LeaderboardModel* m = page.model();
        for (const auto& ev : report["entries"].toArray()) {
            const QJsonObject e = ev.toObject();
            const QJsonObject o = e["overall"].toObject();
            const int row = m->rowOfEntry(e["id"].toString());
            QVERIFY(row >= 0);
            auto shown = [&](int column) { return m->index(row, column).data().toString(); };
            QCOMPARE(shown(LeaderboardModel::RankColumn), QString::number(e["rank"].toInt()));
            QCOMPARE(shown(LeaderboardModel::GeomeanColumn),
                     formatSpeedup(o["speedup"].toObject()["geomean"].toDouble()));
            QCOMPARE(shown(LeaderboardModel::PointsColumn),
                     formatPoints(o["aka_points"].toObject()["mean"].toDouble()));
            QCOMPARE(shown(LeaderboardModel::CorrectColumn),
                     formatPercent(o["pass_rates"].toObject()["correctness"].toObject()["rate"].toDouble()));
            QCOMPARE(shown(LeaderboardModel::RooflineColumn),
                     formatPercent(o["weighted_fraction_of_roofline"].toObject()["value"].toDouble()));
            // The interval in the tooltip is the JSON's.
            const QJsonObject ci = e["intervals"].toObject()["mean_points"].toObject();
            Interval interval;
            interval.low = ci["low"].toDouble();
            interval.high = ci["high"].toDouble();
            interval.resamples = ci["resamples"].toInt();
            QVERIFY(m->index(row, LeaderboardModel::PointsColumn)
                        .data(Qt::ToolTipRole)
                        .toString()
                        .contains(formatInterval(Headline::MeanPoints, interval)));
            for (const auto& tv : e["tasks"].toArray()) {
                const QJsonObject t = tv.toObject();
                const QModelIndex cell = m->index(row, m->columnOfTask(t["task"].toString()));
                QCOMPARE(outcomeName(Outcome(cell.data(LeaderboardModel::OutcomeRole).toInt())),
                         t["outcome"].toString());
                if (t["correct"].toBool())
                    QCOMPARE(cell.data().toString(), formatSpeedup(t["speedup"].toDouble()));
            }
        }
        // The comparison view: select A and B.
        QTableView* table = page.table();
        table->selectAll();
        const QJsonObject c = report["comparison"].toObject();
        QVERIFY(page.comparisonSummary().contains(QStringLiteral("A better on %1 task(s), B on %2, %3 tie(s)")
                                                      .arg(c["a_wins"].toInt())
                                                      .arg(c["b_wins"].toInt())
                                                      .arg(c["ties"].toInt())));
        const ComparisonModel* cm = page.comparisonModel();
        for (int r = 0; r < cm->rowCount(); ++r) {
            const QJsonObject row = c["tasks"].toArray()[r].toObject();
            QCOMPARE(cm->index(r, ComparisonModel::TaskColumn).data().toString(), row["task"].toString());
            QCOMPARE(
                cm->index(r, ComparisonModel::RatioColumn).data().toString(),
                formatSpeedup(row["ratio"].isNull() ? std::nullopt : std::optional<double>(row["ratio"].toDouble())));
        }
    }
};

QTEST_MAIN(TstLeaderboard)
#include "tst_leaderboard.moc"
