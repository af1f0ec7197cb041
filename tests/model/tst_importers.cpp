// Importers read AgentKernelArena and KernelBench checkouts in place. The fixtures under tests/data/ are
// small folders written in those projects' formats for these tests.
#include "model/importers/kernelbenchcounts.h"
#include "model/importers/kernelbenchheldout.h"
#include "model/importers/primes.h"
#include "model/tasks/suiteloader.h"
#include "model/tasks/taskresolver.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

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
        QCOMPARE(rms->commandGates->requiredArch, QString("gfx942, gfx950"));          // supported_archs
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
        ok.write("source_file_path: [k.hip]\ncompile_command: [make]\ncorrectness_command: [make check]\ntask_type: "
                 "hip2hip\n");
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

    // Held-out sizes from the visible ones: the batch halved and odd, and every size constant an awkward
    // prime about 3/4 of itself; channels, kernel sizes and axes as they are.
    void kernelBenchHeldOutSizes()
    {
        QCOMPARE(primeAtMost(12), 11);
        QCOMPARE(primeAtMost(13), 13);
        QCOMPARE(primeAtMost(1536), 1531);
        QCOMPARE(primeAtMost(1), 2);
        ConfigSpec visible;
        visible.name = "default";
        visible.values = {{"batch_size", 16}, {"dim", 16384},      {"reduce_dim", 1},
                          {"kernel_size", 3}, {"in_channels", 64}, {"height", 8}};
        const KernelBenchHeldOut h = deriveKernelBenchHeldOut(visible);
        QVERIFY(h.oddBatch && h.awkward);
        QCOMPARE(h.oddBatch->values.value("batch_size"), 9);
        QVERIFY(h.oddBatch->hidden && h.awkward->hidden);
        QCOMPARE(h.awkward->name, QString("heldout-awkward"));
        for (const char* size : {"batch_size", "dim"}) {
            const qint64 v = h.awkward->values.value(size), was = visible.values.value(size);
            QVERIFY2(v < was && v >= was / 2 && v % 2 == 1 && v % 8 != 0, size);
        }
        QCOMPARE(h.awkward->values.value("dim"), primeAtMost(12288));
        for (const char* fixed : {"reduce_dim", "kernel_size", "in_channels", "height"}) // not sizes, or too small
            QCOMPARE(h.awkward->values.value(fixed), visible.values.value(fixed));
        ConfigSpec two;
        two.values = {{"batch_size", 2}, {"num_classes", 1000}};
        QCOMPARE(deriveKernelBenchHeldOut(two).oddBatch->values.value("batch_size"), 3); // larger: 1 is degenerate
        two.values["batch_size"] = 1;
        QVERIFY(!deriveKernelBenchHeldOut(two).oddBatch);
        // A size no device holds (a damaged problem file; the fuzzer's 8.2e18) is left as it is: 3/4 of it would
        // overflow, and a prime near it would take minutes to find.
        ConfigSpec huge;
        huge.values = {{"N", 8189473398962432685LL}, {"M", 1000}};
        const auto hugeAwkward = deriveKernelBenchHeldOut(huge).awkward;
        QVERIFY(hugeAwkward);
        QCOMPARE(hugeAwkward->values.value("N"), 8189473398962432685LL);
        QCOMPARE(hugeAwkward->values.value("M"), primeAtMost(750));
        QVERIFY(isPrime(2147483647));                          // 2^31 - 1
        QVERIFY(!isPrime(std::numeric_limits<qint64>::max())); // 7 * 73 * ...
        // 11_4D_tensor_matrix_multiplication names its dimensions b, i, j, l, k (b = 8: too small to move).
        ConfigSpec letters;
        letters.values = {{"b", 8}, {"i", 256}, {"j", 512}, {"l", 256}, {"k", 768}};
        const auto tensor4d = deriveKernelBenchHeldOut(letters).awkward;
        QVERIFY(tensor4d);
        QCOMPARE(tensor4d->values.value("b"), 8);
        QCOMPARE(tensor4d->values.value("i"), primeAtMost(192));
        QCOMPARE(tensor4d->values.value("k"), primeAtMost(576));
        ConfigSpec noSizes;
        noSizes.values = {{"kernel_size", 3}, {"stride", 2}};
        QVERIFY(!deriveKernelBenchHeldOut(noSizes).awkward);
        QVERIFY(!deriveKernelBenchHeldOut(noSizes).oddBatch);
    }

    // A problem that splits a size into groups, heads or patches gets uneven sizes beside the awkward primes:
    // odd multiples of the split at most 3/4 of the size; the batch is prime in both.
    void kernelBenchUnevenSizes()
    {
        ConfigSpec vit; // level 3's 28_VisionTransformer
        vit.values = {{"image_size", 224}, {"patch_size", 16}, {"dim", 512}, {"heads", 8}, {"mlp_dim", 2048}};
        KernelBenchHeldOut h = deriveKernelBenchHeldOut(vit);
        QVERIFY(h.awkward && h.uneven && !h.oddBatch);
        QCOMPARE(h.awkward->values.value("dim"), primeAtMost(384)); // 383: not over 8 heads
        QCOMPARE(h.uneven->name, QString("heldout-uneven"));
        QVERIFY(h.uneven->hidden);
        QCOMPARE(h.uneven->values.value("dim"), 368); // 16 x 23: over 8 heads and 16-pixel patches, odd in 16s
        QCOMPARE(h.uneven->values.value("heads"), 8);
        ConfigSpec groupNorm; // level 2's 62_Matmul_GroupNorm_LeakyReLU_Sum
        groupNorm.values = {{"batch_size", 1024}, {"input_size", 8192}, {"hidden_size", 8192}, {"num_groups", 512}};
        h = deriveKernelBenchHeldOut(groupNorm);
        QVERIFY(h.uneven);
        QCOMPARE(h.uneven->values.value("hidden_size"), 512 * 11);        // 6144 / 512 = 12, odd: 11
        QCOMPARE(h.uneven->values.value("batch_size"), primeAtMost(768)); // not 512: a batch is never split
        ConfigSpec bigSplit; // a split of more than 3/4 of the size leaves the size as it is
        bigSplit.values = {{"dim", 64}, {"num_heads", 64}, {"M", 100}};
        h = deriveKernelBenchHeldOut(bigSplit);
        QVERIFY(h.uneven);
        QCOMPARE(h.uneven->values.value("dim"), 64);
        QCOMPARE(h.uneven->values.value("M"), primeAtMost(75));
        ConfigSpec plain; // nothing split: the awkward sizes alone
        plain.values = {{"batch_size", 16}, {"dim", 16384}};
        QVERIFY(!deriveKernelBenchHeldOut(plain).uneven);
        ConfigSpec notDividing; // groups that divide no size: the uneven sizes would be the awkward ones
        notDividing.values = {{"batch_size", 16}, {"dim", 16384}, {"groups", 3}};
        QVERIFY(!deriveKernelBenchHeldOut(notDividing).uneven);
    }

    // The uneven sizes become hidden only where the Model refused the awkward ones, and stay unchecked until
    // both were counted.
    void kernelBenchUnevenOnlyWhereAwkwardFailed()
    {
        ConfigSpec vit;
        vit.name = "default";
        vit.values = {{"patch_size", 16}, {"dim", 512}, {"heads", 8}};
        const KernelBenchHeldOut h = deriveKernelBenchHeldOut(vit);
        auto taskWith = [&] {
            Task t;
            t.configs << vit;
            t.uncheckedHeldOut << *h.awkward << *h.uneven;
            return t;
        };
        auto counted = [](const ConfigSpec& c, bool ok) {
            return CountedConfig{c.name, c.values, ok, {}, "meta", ok ? QString() : QString("RuntimeError")};
        };
        ProblemCounts refused{"torch.utils.flop_counter", "2.11.0", "2026-12-05T10:00:00Z", {}};
        refused.configs << counted(vit, true) << counted(*h.awkward, false) << counted(*h.uneven, true);
        Task t = taskWith();
        applyKernelBenchCounts(t, refused);
        QCOMPARE(t.hiddenConfigs.size(), 1);
        QCOMPARE(t.hiddenConfigs[0].name, QString("heldout-uneven"));
        QVERIFY(t.uncheckedHeldOut.isEmpty());
        ProblemCounts ran = refused;
        ran.configs[1].ok = true;
        t = taskWith();
        applyKernelBenchCounts(t, ran);
        QCOMPARE(t.hiddenConfigs.size(), 1);
        QCOMPARE(t.hiddenConfigs[0].name, QString("heldout-awkward"));
        QVERIFY(t.uncheckedHeldOut.isEmpty()); // the uneven sizes are not needed
        ProblemCounts onlyAwkward = refused;   // counted before the uneven sizes existed
        onlyAwkward.configs.removeLast();
        t = taskWith();
        applyKernelBenchCounts(t, onlyAwkward);
        QVERIFY(t.hiddenConfigs.isEmpty());
        QCOMPARE(t.uncheckedHeldOut.size(), 1); // the uneven sizes wait for kiln calibrate --counts
    }

    // kiln calibrate --counts's file for a problem: its configurations get counted costs (the resolver's FLOPs
    // and bytes), a held-out size the Model ran at becomes hidden, one it did not run at is dropped, and a count
    // made at other values (the problem's sizes changed since) is not used.
    void kernelBenchCountsApplied()
    {
        QTemporaryDir data;
        const QByteArray saved = qgetenv("KILN_DATA_DIR");
        qputenv("KILN_DATA_DIR", QFile::encodeName(data.path()));
        const QString root = KILN_TEST_DATA_DIR "/kernelbench-checkout";
        Suite s = loadSuite(root);
        const Task* softmax = s.find("kernelbench/level1/23_Softmax");
        const Task* mm = s.find("kernelbench/level1/1_Square_matrix_multiplication_");
        QVERIFY(softmax && mm);
        QCOMPARE(softmax->costSource(), QString("none"));
        QCOMPARE(softmax->uncheckedHeldOut.size(), 1);
        QCOMPARE(mm->uncheckedHeldOut.size(), 1); // N = 2048 has no batch, but a size
        auto fileBytes = [](const Task* t) {
            QFile f(t->absolutePath(t->reference));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        ProblemCounts sc{"torch.utils.flop_counter", "2.11.0", "2026-12-02T10:00:00Z", {}};
        for (const ConfigSpec& c : softmax->allConfigs() + softmax->uncheckedHeldOut)
            sc.configs << CountedConfig{c.name, c.values,
                                        true,   {{}, 2.0 * 4 * c.values.value("batch_size") * c.values.value("dim")},
                                        "meta", {}};
        QString error;
        QVERIFY2(writeKernelBenchCounts(fileBytes(softmax), sc, &error), qPrintable(error));
        ProblemCounts mc{"torch.utils.flop_counter", "2.11.0", "2026-12-02T10:00:00Z", {}};
        ConfigSpec stale = mm->configs[0];
        stale.values["N"] = 1024;
        mc.configs << CountedConfig{
            "default", stale.values, true, {{{"f32", 2.0 * 1024 * 1024 * 1024}}, 3.0 * 4 * 1024 * 1024}, "meta", {}};
        mc.configs << CountedConfig{
            "heldout-awkward", mm->uncheckedHeldOut[0].values, false, {}, {}, "on meta: RuntimeError: shapes"};
        QVERIFY2(writeKernelBenchCounts(fileBytes(mm), mc, &error), qPrintable(error));
        const Task* conv = s.find("kernelbench/level2/1_Conv2D_ReLU_BiasAdd");
        QCOMPARE(conv->hiddenConfigs.size(), 1); // the odd batch, hidden before any count
        ProblemCounts cc{"torch.utils.flop_counter", "2.11.0", "2026-12-02T10:00:00Z", {}};
        cc.configs << CountedConfig{"heldout-odd-batch",
                                    conv->hiddenConfigs[0].values,
                                    false,
                                    {},
                                    {},
                                    "on meta: RuntimeError: Attempting to broadcast a dimension"};
        QVERIFY2(writeKernelBenchCounts(fileBytes(conv), cc, &error), qPrintable(error));

        s = loadSuite(root);
        softmax = s.find("kernelbench/level1/23_Softmax");
        mm = s.find("kernelbench/level1/1_Square_matrix_multiplication_");
        QCOMPARE(softmax->costSource(), QString("counted"));
        QVERIFY(softmax->countedBy.contains("torch 2.11.0, 2026-12-02"));
        QCOMPARE(softmax->hiddenConfigs.size(), 2);
        QVERIFY(softmax->uncheckedHeldOut.isEmpty());
        QCOMPARE(softmax->hiddenConfigs[1].name, QString("heldout-awkward"));
        TaskResolver resolver(*softmax);
        for (const ConfigSpec& c : softmax->allConfigs()) {
            const auto r = resolver.resolve(c, &error);
            QVERIFY2(r, qPrintable(error));
            QCOMPARE(r->bytes, 2.0 * 4 * c.values.value("batch_size") * c.values.value("dim"));
        }
        QCOMPARE(mm->costSource(), QString("none")); // counted at N = 1024, not at its 2048
        QVERIFY(mm->hiddenConfigs.isEmpty());        // its awkward size did not run: dropped
        QVERIFY(mm->uncheckedHeldOut.isEmpty());
        // A hidden size the Model was seen not to run at is left out, not kept to fail every final scoring.
        QVERIFY(s.find("kernelbench/level2/1_Conv2D_ReLU_BiasAdd")->hiddenConfigs.isEmpty());
        qputenv("KILN_DATA_DIR", saved);
    }

    // Sizes written as products (`N = 2048 * 2`, as 12 of KernelBench's problems have them) are parameters;
    // one that overflows is an error naming its line.
    void kernelBenchProductConstants()
    {
        QTemporaryDir tmp;
        QDir().mkpath(tmp.path() + "/level1");
        QFile f(tmp.path() + "/level1/1_Square.py");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("import torch\nclass Model(torch.nn.Module):\n    pass\n\nN = 2048 * 2\nK = 8 *16* 2 # 256\n"
                "def get_inputs():\n    return []\ndef get_init_inputs():\n    return []\n");
        f.close();
        Suite s = loadSuite(tmp.path());
        QVERIFY2(s.errorCount() == 0, qPrintable(issuesText(s)));
        QCOMPARE(s.tasks[0].configs[0].values.value("N"), 4096);
        QCOMPARE(s.tasks[0].configs[0].values.value("K"), 256);
        QCOMPARE(s.tasks[0].uncheckedHeldOut.size(), 1); // awkward sizes once counted
        QVERIFY(f.open(QIODevice::Append));
        f.write("M = 4294967296 * 4294967296\n");
        f.close();
        s = loadSuite(tmp.path());
        QCOMPARE(s.errorCount(), 1);
        QVERIFY(s.issues[0].line == 11 && s.issues[0].message.contains("does not fit a 64-bit integer"));
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
