// Every item model under QAbstractItemModelTester, with the operations the window performs on it.
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "ui/models/configtablemodel.h"
#include "ui/models/loadissuemodel.h"
#include "ui/models/taskfilterproxy.h"
#include "ui/models/tasktreemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace kiln;

namespace {
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
};

QTEST_MAIN(TstItemModels)
#include "tst_itemmodels.moc"
