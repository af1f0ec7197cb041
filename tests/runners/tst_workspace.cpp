// Workspaces hold what an agent may see and nothing else; protected files are hashed; candidates are
// commits in the run's git repository (libgit2) that come back byte for byte.
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/runs/candidaterepo.h"
#include "runners/runs/workspace.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

class TstWorkspace : public QObject
{
    Q_OBJECT
    Suite m_suite;

    static void append(const QString& path, const QByteArray& bytes)
    {
        QFile f(path);
        f.setPermissions(f.permissions() | QFileDevice::WriteOwner);
        QVERIFY(f.open(QIODevice::Append));
        f.write(bytes);
    }

private slots:
    void initTestCase() { m_suite = loadSuite(bundledSuiteDir()); }

    void holdsWhatTheAgentMaySeeOnly()
    {
        const Task* t = m_suite.find("cuda2cuda/softmax");
        QVERIFY(t);
        QTemporaryDir tmp;
        QString error;
        const auto ws =
            createWorkspace(*t, tmp.filePath("ws"), {"10 evaluations, 30 minutes", "#!/bin/sh\nexit 0\n"}, &error);
        QVERIFY2(ws, qPrintable(error));
        QStringList files;
        QDirIterator it(ws->folder, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QDir(ws->folder).relativeFilePath(it.next());
        files.sort();
        QCOMPARE(files, (QStringList{"README.md", "kiln-eval", "prompt.md", "softmax.cu"}));
        QVERIFY(QFileInfo(ws->folder + "/kiln-eval").isExecutable());
        QVERIFY(!(QFileInfo(ws->folder + "/README.md").permissions() & QFileDevice::WriteOwner)); // (root ignores it)
        QFile prompt(ws->folder + "/prompt.md");
        QVERIFY(prompt.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(prompt.readAll());
        QVERIFY(text.contains("cuda2cuda/softmax"));
        QVERIFY(text.contains("10 evaluations, 30 minutes"));
        QVERIFY(text.contains("softmax.cu"));
        for (const auto& c : t->configs)
            QVERIFY(text.contains(c.name));
        for (const auto& c : t->hiddenConfigs)
            QVERIFY2(!text.contains("- " + c.name + ":"), qPrintable("hidden config leaked: " + c.name));
        QVERIFY(!text.contains("{{"));
        // A second workspace in the same place is refused: workspaces are always fresh.
        QVERIFY(!createWorkspace(*t, tmp.filePath("ws"), {}, &error));
    }

    void kernelBenchStartsFromItsProblem()
    {
        // A KernelBench problem has no model_new.py: the agent gets the problem with Model named ModelNew.
        const Suite kb = loadSuite(KILN_TEST_DATA_DIR "/kernelbench-checkout");
        const Task* t = kb.find("kernelbench/level1/23_Softmax");
        QVERIFY(t);
        QTemporaryDir tmp;
        QString error;
        const auto ws = createWorkspace(*t, tmp.filePath("ws"), {"budget", "#!/bin/sh\n"}, &error);
        QVERIFY2(ws, qPrintable(error));
        QFile f(tmp.filePath("ws/model_new.py"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("class ModelNew(nn.Module):"));
        QVERIFY(!text.contains("class Model("));
        QVERIFY(text.contains("def get_inputs():"));
    }

    void tamperingIsDetected()
    {
        const Task* t = m_suite.find("host2host/gemm_f32");
        QTemporaryDir tmp;
        QString error;
        const auto ws = createWorkspace(*t, tmp.filePath("ws"), {"budget", "#!/bin/sh\n"}, &error);
        QVERIFY(ws);
        QVERIFY(tamperedFiles(*ws).isEmpty());
        append(ws->folder + "/gemm.cpp", "// editing the kernel is the job\n");
        QVERIFY(tamperedFiles(*ws).isEmpty());
        append(ws->folder + "/kiln-eval", "echo pass\n");
        QFile::remove(ws->folder + "/README.md");
        QCOMPARE(tamperedFiles(*ws), (QStringList{"README.md", "kiln-eval"}));
    }

    void candidatesAreCommits()
    {
        QTemporaryDir tmp;
        CandidateRepo repo;
        QString error;
        QVERIFY2(repo.open(tmp.filePath("candidates.git"), &error), qPrintable(error));
        QStringList ids;
        for (int i = 1; i <= 3; ++i) {
            const QMap<QString, QByteArray> files{
                {"softmax.cu", QByteArray("// version ") + QByteArray::number(i) + "\n"},
                {"include/helpers.cuh", QByteArray("#pragma once\n")}};
            const auto id = repo.commit("cuda2cuda/softmax", files, QStringLiteral("candidate %1").arg(i), &error);
            QVERIFY2(id, qPrintable(error));
            QCOMPARE(id->size(), 40);
            ids << *id;
        }
        QCOMPARE(repo.history("cuda2cuda/softmax"), ids);
        QVERIFY(repo.history("cuda2cuda/other").isEmpty());
        const auto second = repo.files(ids[1], &error);
        QVERIFY2(second, qPrintable(error));
        QCOMPARE(second->value("softmax.cu"), QByteArray("// version 2\n"));
        QCOMPARE(second->value("include/helpers.cuh"), QByteArray("#pragma once\n"));
        QVERIFY(!repo.files(QString(40, 'f'), &error));
        // The repository reopens (a run folder copied to another machine).
        CandidateRepo again;
        QVERIFY(again.open(tmp.filePath("candidates.git"), &error));
        QCOMPARE(again.history("cuda2cuda/softmax").size(), 3);
        // Snapshots read from a folder name the file that is missing.
        QVERIFY(!readFiles(tmp.path(), {"nope.cu"}, &error));
        QVERIFY(error.contains("nope.cu"));
    }
};

QTEST_GUILESS_MAIN(TstWorkspace)
#include "tst_workspace.moc"
