// Every compiled task's baseline and reference build into a shared object with the toolchain profile the
// harness uses: host sources everywhere, CUDA wherever nvcc is found, HIP wherever hipcc is found (Debian's
// hipcc compiles for gfx90a without an AMD GPU). A missing compiler skips with the reason.
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/compileprofile.h"

#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

class TstCompileTasks : public QObject
{
    Q_OBJECT
    Suite m_suite;
    QTemporaryDir m_out;

private slots:
    void initTestCase()
    {
        m_suite = loadSuite(bundledSuiteDir());
        QVERIFY(!m_suite.tasks.isEmpty());
    }

    void compiles_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("source");
        for (const auto& t : m_suite.tasks) {
            if (!t.isCompiled())
                continue;
            for (const auto& e : t.editable)
                QTest::newRow(qPrintable(t.id + " baseline " + e)) << t.id << e;
            QTest::newRow(qPrintable(t.id + " reference")) << t.id << t.reference;
        }
    }

    void compiles()
    {
        QFETCH(QString, id);
        QFETCH(QString, source);
        const Task* t = m_suite.find(id);
        QVERIFY(t);
        const QString out = m_out.filePath(QString(id).replace('/', '_') + "_" + QFileInfo(source).baseName() + ".so");
        QString error;
        const auto cmd = compileCommand(*t, {t->absolutePath(source)}, out, {}, CompileTarget{}, &error);
        if (!cmd)
            QSKIP(qPrintable(error));
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(cmd->program, cmd->arguments);
        QVERIFY2(p.waitForFinished(600000), qPrintable(cmd->toString()));
        const QString output = QString::fromUtf8(p.readAll());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                 qPrintable(cmd->toString() + "\n" + output));
        QVERIFY(QFileInfo(out).size() > 0);
        // The object exports the task's entry and the ABI version.
        QProcess nm;
        nm.start("nm", {"-D", "--defined-only", out});
        QVERIFY(nm.waitForFinished(60000));
        const QString symbols = QString::fromUtf8(nm.readAllStandardOutput());
        QVERIFY2(symbols.contains(" T " + t->entry + "\n"), qPrintable(t->entry + " not exported:\n" + symbols));
        QVERIFY2(symbols.contains(" T kiln_abi_version\n"), "kiln_abi_version not exported (use KILN_ENTRY)");
    }
};

QTEST_GUILESS_MAIN(TstCompileTasks)
#include "tst_compiletasks.moc"
