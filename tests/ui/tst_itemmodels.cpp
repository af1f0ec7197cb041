// Every item model under QAbstractItemModelTester, with the operations the window performs on it.
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "ui/models/candidatefilterproxy.h"
#include "ui/models/candidatelistmodel.h"
#include "ui/models/comparisonmodel.h"
#include "ui/models/configresultsmodel.h"
#include "ui/models/configtablemodel.h"
#include "ui/models/diagnosticsdockmodel.h"
#include "ui/models/finalscoremodel.h"
#include "ui/models/loadissuemodel.h"
#include "ui/models/runlistmodel.h"
#include "ui/models/searchresultsmodel.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/models/tasktreemodel.h"
#include "ui/models/transcriptkindfilter.h"
#include "ui/models/transcriptmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kiln;

namespace {
// A flat table names each of its columns once: as many titles as its Column enum counts, none past them.
template <typename Model> void checkTitles(const Model& m, int columns)
{
    QCOMPARE(m.columnCount(), columns);
    for (int c = 0; c < columns; ++c)
        QVERIFY2(m.headerData(c, Qt::Horizontal).typeId() == QMetaType::QString, qPrintable(QString::number(c)));
    QVERIFY(!m.headerData(columns, Qt::Horizontal).isValid());
    QVERIFY(!m.headerData(-1, Qt::Horizontal).isValid());
    QVERIFY(!m.headerData(0, Qt::Vertical).isValid());
}

int countTasks(const QAbstractItemModel* m, const QModelIndex& parent = {})
{
    int n = 0;
    for (int r = 0; r < m->rowCount(parent); ++r) {
        const QModelIndex i = m->index(r, 0, parent);
        if (!i.data(TaskTreeModel::TaskIdRole).toString().isEmpty())
            ++n;
        n += countTasks(m, i);
    }
    return n;
}
} // namespace

class TstItemModels : public QObject
{
    Q_OBJECT
    Suite m_bundled;

private slots:
    void initTestCase() { m_bundled = loadSuite(bundledSuiteDir()); }

    void taskTreeModel()
    {
        TaskTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.addSuite(m_bundled);
        const Suite kb = loadSuite(KILN_TEST_DATA_DIR "/kernelbench-checkout");
        model.addSuite(kb);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.taskCount(), m_bundled.tasks.size() + kb.tasks.size());
        QCOMPARE(countTasks(&model), model.taskCount());
        const QModelIndex softmax = model.indexOfTask("cuda2cuda/softmax");
        QVERIFY(softmax.isValid());
        QCOMPARE(softmax.data(TaskTreeModel::TaskIdRole).toString(), QString("cuda2cuda/softmax"));
        QCOMPARE(softmax.parent().parent().data().toString().section(' ', 0, 0), QString("cuda2cuda"));
        model.setBestResult("cuda2cuda/softmax", 2.5, 0.4);
        QCOMPARE(softmax.siblingAtColumn(TaskTreeModel::BestSpeedupColumn).data().toString(), QString("2.50x"));
        model.addSuite(kb); // re-adding replaces
        QCOMPARE(model.rowCount(), 2);
        model.removeSuite(m_bundled.root);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.taskCount(), kb.tasks.size());
    }

    // The Search dock's hits: each search replaces them.
    void searchResultsModel()
    {
        SearchResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        SearchHit step;
        step.runId = "r1";
        step.taskId = "cuda2cuda/softmax";
        step.seq = 7;
        step.kind = "tool_call";
        step.excerpt = "cat hidden.yaml";
        SearchHit flag = step;
        flag.where = SearchHit::Where::Flag;
        flag.seq = -1;
        flag.candidateId = 42;
        flag.kind = "fallback";
        model.setHits({step, flag});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, SearchResultsModel::WhereColumn).data().toString(), QString("step 7"));
        QCOMPARE(model.index(1, SearchResultsModel::WhereColumn).data().toString(), QString("candidate #42"));
        QCOMPARE(model.index(1, SearchResultsModel::KindColumn).data().toString(), QString("flag fallback"));
        QCOMPARE(model.index(1, 0).data(SearchResultsModel::CandidateIdRole).toLongLong(), 42);
        model.setHits({});
        QCOMPARE(model.rowCount(), 0);
    }

    // The Run page's table sorted and filtered: rows arrive live, verdicts change under the filter.
    void candidateFilterProxy()
    {
        CandidateListModel model;
        CandidateFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        qint64 nextId = 0;
        auto candidate = [&nextId](const QString& task, int seq, const QString& verdict, double speedup,
                                   const QStringList& flags) {
            CandidateGates g;
            g.candidate.id = ++nextId;
            g.candidate.runId = "r";
            g.candidate.taskId = task;
            g.candidate.seq = seq;
            g.candidate.verdict = verdict;
            g.candidate.speedupGeomean = speedup;
            g.candidate.speedupCi = {speedup * 0.98, speedup * 1.02};
            g.candidate.flags = flags;
            g.candidate.createdAt = QDateTime::fromSecsSinceEpoch(1'800'000'000 + seq);
            return g;
        };
        model.appendStored({candidate("cuda2cuda/softmax", 1, "pass", 1.4, {}),
                            candidate("cuda2cuda/gemm", 1, "fail", 0, {}),
                            candidate("cuda2cuda/softmax", 2, "pass", 2.1, {"fallback"}),
                            candidate("cuda2cuda/gemm", 2, "pass", 0.8, {"tunables: BLOCK=64"})},
                           {{2, QStringLiteral("mismatch")}}); // the failed one's reason
        QCOMPARE(proxy.rowCount(), 4);
        proxy.setQuery("task:softmax");
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setQuery("verdict:fail");
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data(CandidateListModel::TaskIdRole).toString(), QString("cuda2cuda/gemm"));
        proxy.setQuery("flag:");
        QCOMPARE(proxy.rowCount(), 1); // the tune agent's variant is no flag
        proxy.setQuery("flag:fallback task:softmax");
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setQuery("speedup:>1.2");
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setQuery("speedup:<1");
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setQuery("speedup:fast");
        QVERIFY(!proxy.problem().isEmpty());
        proxy.setQuery("mismatch");
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setQuery({});
        // Sorted by speedup as a number, descending: 2.1, 1.4, 0.8, then the failure.
        proxy.sort(CandidateListModel::SpeedupColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0).data(CandidateListModel::SpeedupRole).toDouble(), 2.1);
        QCOMPARE(proxy.index(2, 0).data(CandidateListModel::SpeedupRole).toDouble(), 0.8);
        // A live row arrives and its verdict comes in while sorted and filtered.
        proxy.setQuery("verdict:pass");
        model.submitted("cuda2cuda/softmax", 3, "abc");
        QCOMPARE(proxy.rowCount(), 3);
        CandidateRecord c;
        c.id = 30;
        c.runId = "r";
        c.taskId = "cuda2cuda/softmax";
        c.seq = 3;
        EvalResult r;
        r.verdict = "pass";
        model.evaluated(c, r);
        QCOMPARE(proxy.rowCount(), 4);
    }

    // The Transcript dock's kind filter over a transcript that grows while filtered.
    void transcriptKindFilter()
    {
        TranscriptModel model;
        TranscriptKindFilter filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto row = [](int seq, const QString& kind, const QString& text) {
            TranscriptRow r;
            r.runId = "r";
            r.taskId = "cuda2cuda/softmax";
            r.seq = seq;
            r.kind = kind;
            r.text = text;
            r.at = QDateTime::fromSecsSinceEpoch(1'800'000'000 + seq);
            return r;
        };
        model.append({row(1, "assistant", "I will tile it."), row(2, "tool_call", "Bash: ./kiln-eval"),
                      row(3, "tool_result", "pass"), row(4, "assistant", "Now wider tiles.")});
        QVERIFY(filter.rowCount() >= 1);
        filter.setKinds({"tool_call"});
        int events = 0;
        for (int t = 0; t < filter.rowCount(); ++t)
            events += filter.rowCount(filter.index(t, 0));
        QCOMPARE(events, 1);
        model.append({row(5, "tool_call", "Bash: sed -i ..."), row(6, "tool_result", "")});
        events = 0;
        for (int t = 0; t < filter.rowCount(); ++t)
            events += filter.rowCount(filter.index(t, 0));
        QCOMPARE(events, 2);
        filter.setKinds({});
        QCOMPARE(filter.rowCount(), model.rowCount());
    }

    void filterProxy()
    {
        TaskTreeModel model;
        TaskFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.addSuite(m_bundled);
        QCOMPARE(countTasks(&proxy), m_bundled.tasks.size());
        proxy.setQuery("tag:matmul");
        const int matmul = countTasks(&proxy);
        QVERIFY(matmul >= 2);
        QVERIFY(matmul < m_bundled.tasks.size());
        proxy.setQuery("cat:host2host");
        int hosts = 0;
        for (const auto& t : m_bundled.tasks)
            hosts += t.category == "host2host";
        QCOMPARE(countTasks(&proxy), hosts);
        proxy.setQuery("cuda2cuda/softmax backend:cuda");
        QCOMPARE(countTasks(&proxy), 1);
        proxy.setQuery("no-such-task-anywhere");
        QCOMPARE(countTasks(&proxy), 0);
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setQuery("");
        QCOMPARE(countTasks(&proxy), m_bundled.tasks.size());
    }

    void configTableModel()
    {
        ConfigTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LoadIssues issues;
        const auto devices = loadDeviceSpecs(devicesDir(), issues);
        const auto h200 = findDeviceForName(devices, "NVIDIA H200");
        const Task* t = m_bundled.find("cuda2cuda/vector_add");
        QVERIFY(t);
        model.setTask(t, h200);
        QCOMPARE(model.rowCount(), t->configs.size());
        // 1M elements, 12 bytes each at 4.8 TB/s: 2.62 us, memory-bound.
        QCOMPARE(model.index(0, 5).data().toString(), QString("2.62 µs"));
        QCOMPARE(model.index(0, 6).data().toString(), QString("memory"));
        QCOMPARE(model.index(0, 3).data().toString(), QString("12.6 MB"));
        model.setTask(nullptr, std::nullopt);
        QCOMPARE(model.rowCount(), 0);
    }

    void loadIssueModel()
    {
        LoadIssueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LoadIssues a{{"/s/a/task.yaml", 3, 0, LoadIssue::Severity::Error, "bad"},
                     {"/s/b/task.yaml", 0, 0, LoadIssue::Severity::Warning, "meh"}};
        model.setIssues("/s", a);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.errorCount(), 1);
        QCOMPARE(model.index(0, LoadIssueModel::FileColumn).data().toString(), QString("a/task.yaml"));
        model.setIssues("/t", {{"/t/x", 1, 0, LoadIssue::Severity::Error, "x"}});
        QCOMPARE(model.rowCount(), 3);
        model.setIssues("/s", {});
        QCOMPARE(model.rowCount(), 1);
    }

    void flatTableTitles()
    {
        checkTitles(CandidateListModel(), CandidateListModel::ColumnCount);
        checkTitles(ConfigResultsModel(), ConfigResultsModel::ColumnCount);
        checkTitles(ConfigTableModel(), 7); // Config ... Bound by
        checkTitles(DiagnosticsDockModel(), DiagnosticsDockModel::ColumnCount);
        checkTitles(FinalScoreModel(), FinalScoreModel::ColumnCount);
        checkTitles(LoadIssueModel(), LoadIssueModel::ColumnCount);
        checkTitles(RunListModel(), RunListModel::ColumnCount);
        checkTitles(SearchResultsModel(), SearchResultsModel::ColumnCount);
        ComparisonModel comparison;
        checkTitles(comparison, ComparisonModel::ColumnCount);
        QCOMPARE(comparison.headerData(ComparisonModel::AColumn, Qt::Horizontal).toString(), QString("A: A"));
        ConfigResultsModel configs;
        QVERIFY(configs.headerData(ConfigResultsModel::Spread, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains("interquartile"));
        QVERIFY(!configs.headerData(ConfigResultsModel::Time, Qt::Horizontal, Qt::ToolTipRole).isValid());
        QCOMPARE(RunListModel().headerData(RunListModel::ElapsedColumn, Qt::Horizontal).toString(), QString("Elapsed"));
        // Each title over its own column, whatever order the enum lists them in (the final scores once showed
        // "Time (ms)" over their speedups).
        const FinalScoreModel scores;
        QCOMPARE(scores.headerData(FinalScoreModel::SpeedupColumn, Qt::Horizontal).toString(), QString("Speedup"));
        QCOMPARE(scores.headerData(FinalScoreModel::RooflineColumn, Qt::Horizontal).toString(), QString("Roofline"));
        QCOMPARE(scores.headerData(FinalScoreModel::TimeColumn, Qt::Horizontal).toString(), QString("Time (ms)"));
        QCOMPARE(scores.headerData(FinalScoreModel::BaselineColumn, Qt::Horizontal).toString(),
                 QString("Baseline (ms)"));
        QCOMPARE(CandidateListModel().headerData(CandidateListModel::TimeColumn, Qt::Horizontal).toString(),
                 QString("At"));
        QCOMPARE(ConfigResultsModel().headerData(ConfigResultsModel::Roofline, Qt::Horizontal).toString(),
                 QString("% of roofline"));
    }
};

QTEST_MAIN(TstItemModels)
#include "tst_itemmodels.moc"
