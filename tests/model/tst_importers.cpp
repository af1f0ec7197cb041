// Importers read AgentKernelArena and KernelBench checkouts in place. The fixtures under tests/data/ are
// small folders written in those projects' formats for these tests.
#include "model/tasks/suiteloader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

namespace {
QString issuesText(const Suite& s)
{
    QStringList l;
    for (const auto& i : s.issues)
        l << i.toString();
    return l.join('\n');
}
} // namespace

class TstImporters : public QObject
{
    Q_OBJECT
private slots:
    void agentKernelArenaCheckout()
    {
        const QString root = KILN_TEST_DATA_DIR "/aka-checkout";
        QCOMPARE(detectSuiteKind(root), SuiteKind::AgentKernelArena);
        const Suite s = loadSuite(root);
        QVERIFY2(s.errorCount() == 0, qPrintable(issuesText(s)));
        QCOMPARE(s.tasks.size(), 5);
        QCOMPARE(s.candidatesFound, 5);

        const Task* gelu = s.find("hip2hip/gpumode/GELU");
        QVERIFY(gelu);
        QCOMPARE(gelu->category, QString("hip2hip")); // AgentKernelArena's own task type
        QVERIFY(gelu->isCommand());
        QCOMPARE(gelu->backend, QString("hip"));
        QCOMPARE(gelu->source, QString("agentkernelarena"));
        QVERIFY(gelu->commandGates);
        QCOMPARE(gelu->commandGates->compile, QStringList{"hipcc -O3 --offload-arch=gfx942 gelu.hip -o gelu"});
        QCOMPARE(gelu->commandGates->performance, QStringList{"./gelu --bench"});
        QCOMPARE(gelu->commandGates->compileTimeoutS, 600);
        QCOMPARE(gelu->commandGates->correctnessTimeoutS, 300);
        QCOMPARE(gelu->commandGates->performanceTimeoutS, 3600); // the default
        QCOMPARE(gelu->commandGates->targetKernels, QStringList{"gelu_kernel"});
        QCOMPARE(gelu->editable, QStringList{"gelu.hip"});
        QCOMPARE(gelu->title, QString("Optimize the GELU kernel for MI300X."));
        QVERIFY(gelu->folder.startsWith(root)); // read in place, not copied

        const Task* rms = s.find("triton2triton/vllm/triton_rms_norm");
        QVERIFY(rms);
        QCOMPARE(rms->backend, QString("triton"));
        QCOMPARE(rms->title, QString("Make the Triton RMSNorm kernel faster."));
        QCOMPARE(rms->commandGates->requiredArch, QString("gfx942, gfx950")); // supported_archs
        QVERIFY2(!issuesText(s).contains("unknown field"), qPrintable(issuesText(s))); // AKA's later fields are known

        const Task* relu = s.find("torch2hip/simple/relu");
        QVERIFY(relu);
        QCOMPARE(relu->commandGates->requiredArch, QString("gfx950"));
        QCOMPARE(relu->commandGates->platformStatus, QString("unsupported"));
        QCOMPARE(relu->commandGates->skipReason, QString("needs MI355X instructions"));
        QVERIFY(relu->tags.contains("arch:gfx950"));

        const Task* repo = s.find("repository/rocprim_scan");
        QVERIFY(repo);
        QCOMPARE(repo->commandGates->taskType, QString("repository"));

        const Task* v2 = s.find("hip2hip/v2/silu_and_mul");
        QVERIFY(v2);
        QCOMPARE(v2->commandGates->schemaVersion, 2);
        QCOMPARE(v2->editable, QStringList{"silu_and_mul.hip"});
        QCOMPARE(v2->entry, QString("silu_and_mul_kernel"));
        QCOMPARE(v2->reference, QString("baseline/silu_and_mul.hip"));
        QCOMPARE(v2->title, QString("Fused SiLU-and-multiply for gated MLPs."));
        QCOMPARE(v2->readme, QString("README.md"));
    }

    void brokenConfigIsReportedAndOthersLoad()
    {
        QTemporaryDir tmp;
        const QString root = tmp.path();
        QDir().mkpath(root + "/tasks/a/ok");
        QDir().mkpath(root + "/tasks/a/bad");
        QFile ok(root + "/tasks/a/ok/config.yaml");
        QVERIFY(ok.open(QIODevice::WriteOnly));
        ok.write("source_file_path: [k.hip]\ncompile_command: [make]\ncorrectness_command: [make check]\ntask_type: hip2hip\n");
        ok.close();
        QFile bad(root + "/tasks/a/bad/config.yaml");
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("source_file_path: [k.hip\ncompile_command: {\n");
        bad.close();
        const Suite s = loadSuite(root);
        QCOMPARE(s.kind, SuiteKind::AgentKernelArena);
        QCOMPARE(s.tasks.size(), 1);
        QCOMPARE(s.errorCount(), 1);
        QVERIFY(s.issues[0].file.endsWith("bad/config.yaml"));
        QVERIFY(s.issues[0].line > 0);
    }

    void kernelBenchCheckout()
    {
        const QString root = KILN_TEST_DATA_DIR "/kernelbench-checkout";
        QCOMPARE(detectSuiteKind(root), SuiteKind::KernelBench);
        const Suite s = loadSuite(root);
        QVERIFY2(s.issues.isEmpty(), qPrintable(issuesText(s)));
        QCOMPARE(s.tasks.size(), 4);
        const Task* mm = s.find("kernelbench/level1/1_Square_matrix_multiplication_");
        QVERIFY(mm);
        QCOMPARE(mm->category, QString("torch2cuda"));
        QCOMPARE(mm->backend, QString("torch"));
        // As KernelBench defines it: Model is the reference, model_new.py's ModelNew the candidate.
        QCOMPARE(mm->interface, QString("kernelbench"));
        QVERIFY(mm->isKernelBench());
        QCOMPARE(mm->entry, QString("ModelNew"));
        QCOMPARE(mm->editable, QStringList{"model_new.py"});
        QCOMPARE(mm->reference, QString("1_Square_matrix_multiplication_.py"));
        QVERIFY(mm->hiddenConfigs.isEmpty()); // no batch_size to hold out
        QCOMPARE(mm->difficulty, 1);
        QCOMPARE(mm->title, QString("Square matrix multiplication"));
        QCOMPARE(mm->configs.size(), 1);
        QCOMPARE(mm->configs[0].values.value("N"), 2048);
        const Task* softmax = s.find("kernelbench/level1/23_Softmax");
        QVERIFY(softmax);
        QCOMPARE(softmax->parameters, (QStringList{"batch_size", "dim"}));
        // A held-out configuration at an odd batch below the visible one; the other sizes as they are.
        QCOMPARE(softmax->hiddenConfigs.size(), 1);
        QVERIFY(softmax->hiddenConfigs[0].hidden);
        QCOMPARE(softmax->hiddenConfigs[0].values.value("batch_size"), 9);
        QCOMPARE(softmax->hiddenConfigs[0].values.value("dim"), softmax->configs[0].values.value("dim"));
        QCOMPARE(s.find("kernelbench/level2/1_Conv2D_ReLU_BiasAdd")->difficulty, 2);
        QCOMPARE(s.find("kernelbench/level3/1_MLP")->difficulty, 3);
        // The KernelBench/ folder itself works as well as the checkout root.
        QCOMPARE(loadSuite(root + "/KernelBench").tasks.size(), 4);
    }

    void kernelBenchFileThatIsNotAProblem()
    {
        QTemporaryDir tmp;
        QDir().mkpath(tmp.path() + "/level1");
        QFile f(tmp.path() + "/level1/7_Broken.py");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("import torch\n");
        f.close();
        const Suite s = loadSuite(tmp.path());
        QCOMPARE(s.kind, SuiteKind::KernelBench);
        QCOMPARE(s.tasks.size(), 0);
        QCOMPARE(s.errorCount(), 3);
        QVERIFY(s.issues[0].message.contains("class Model"));
    }
};

QTEST_GUILESS_MAIN(TstImporters)
#include "tst_importers.moc"
