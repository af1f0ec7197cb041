// The bundled suite is what a new user opens first: it must load without a single error or warning,
// cover every category the foundation promises, and every task must be honest about its configurations.
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "model/tasks/taskresolver.h"

#include <QFileInfo>
#include <QTest>

using namespace kiln;

class TstBundledSuite : public QObject
{
    Q_OBJECT
    Suite m_suite;

private slots:
    void initTestCase()
    {
        m_suite = loadSuite(bundledSuiteDir());
        QStringList issues;
        for (const auto& i : m_suite.issues)
            issues << i.toString();
        QVERIFY2(m_suite.issues.isEmpty(), qPrintable(issues.join('\n')));
    }

    void coversEveryCategory()
    {
        QMap<QString, int> perCategory;
        for (const auto& t : m_suite.tasks)
            ++perCategory[t.category];
        QVERIFY2(m_suite.tasks.size() >= 28, qPrintable(QString::number(m_suite.tasks.size())));
        QVERIFY(perCategory.value("cuda2cuda") >= 12);
        QVERIFY(perCategory.value("torch2cuda") >= 4);
        QVERIFY(perCategory.value("triton2triton") >= 4);
        QVERIFY(perCategory.value("hip2hip") >= 3);
        QVERIFY(perCategory.value("host2host") >= 4);
    }

    void everyTaskIsComplete_data()
    {
        QTest::addColumn<QString>("id");
        for (const auto& t : m_suite.tasks)
            QTest::newRow(qPrintable(t.id)) << t.id;
    }

    void everyTaskIsComplete()
    {
        QFETCH(QString, id);
        const Task* t = m_suite.find(id);
        QVERIFY(t);
        QVERIFY2(t->configs.size() >= 3, "at least 3 visible configurations");
        QVERIFY2(t->hiddenConfigs.size() >= 3, "at least 3 hidden configurations");
        QVERIFY(!t->editable.isEmpty());
        QVERIFY(QFileInfo(t->absolutePath(t->reference)).isFile());
        QVERIFY(!t->editable.contains(t->reference));
        QVERIFY(t->weight > 0);
        QVERIFY2(t->weightSource.startsWith("assumed") || t->weightSource.contains("trace"),
                 "no traces exist here: a weight must say it is assumed");
        QVERIFY(!t->cost.bytes.isEmpty());
        // Every configuration resolves, and hidden ones include at least one awkward size: a dimension
        // that is not a multiple of 32, or tiny.
        TaskResolver resolver(*t);
        bool awkward = false;
        for (const auto& c : t->allConfigs()) {
            QString err;
            const auto r = resolver.resolve(c, &err);
            QVERIFY2(r, qPrintable(err));
            QVERIFY2(r->bytes > 0, qPrintable(c.name));
            if (c.hidden)
                for (const auto& shape : r->shapes)
                    for (qint64 d : shape)
                        awkward = awkward || d % 32 != 0;
        }
        QVERIFY2(awkward, "hidden configurations must include a size that is not a multiple of 32");
    }

    void idsFollowTheirFolders()
    {
        for (const auto& t : m_suite.tasks)
            QVERIFY2(t.folder.endsWith("/" + t.id), qPrintable(t.id + " in " + t.folder));
    }
};

QTEST_GUILESS_MAIN(TstBundledSuite)
#include "tst_bundledsuite.moc"
