// The live path: a bundled CUDA task's baseline compiled with Kiln's own nvcc profile (-lineinfo -Xptxas -v
// -keep), then DiagnosticsStep reads what the compile left (ptxas output, PTX; SASS when nvdisasm or
// cuobjdump is on PATH) and produces the diagnostics event. Skips without nvcc.
#include "model/evaluation/reporttext.h"
#include "model/resourcepaths.h"
#include "model/tasks/suiteloader.h"
#include "runners/compileprofile.h"
#include "runners/evaluation/diagnosticsstep.h"
#include "runners/toolchains.h"

#include <QJsonArray>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

class TestDiagnosticsStep : public QObject
{
    Q_OBJECT

private slots:
    void naiveGemmBaselineHasNoTensorCores()
    {
        if (!findTool("nvcc").found())
            QSKIP("nvcc is not on this machine");
        const Suite suite = loadSuite(bundledSuiteDir());
        const Task* task = suite.find("cuda2cuda/gemm_bf16");
        QVERIFY(task);
        QTemporaryDir work;
        CompileTarget target;
        target.intermediatesDir = work.filePath("candidate-ir");
        QDir().mkpath(target.intermediatesDir);
        QString error;
        const auto cmd = compileCommand(*task, {task->absolutePath(task->editable.value(0))},
                                        work.filePath("candidate.so"), {}, target, &error);
        QVERIFY2(cmd, qPrintable(error));
        QProcess nvcc;
        nvcc.setProcessChannelMode(QProcess::MergedChannels);
        nvcc.setWorkingDirectory(task->folder);
        nvcc.start(cmd->program, cmd->arguments);
        QVERIFY(nvcc.waitForFinished(300000));
        const QString output = QString::fromLocal8Bit(nvcc.readAll());
        QCOMPARE(nvcc.exitCode(), 0);

        // The request as buildEvalRequest writes it for this task (argv with -keep-dir, the diagnostics block).
        QJsonArray argv{cmd->program};
        for (const auto& a : cmd->arguments)
            argv.append(a);
        const QJsonObject request{
            {"objects", QJsonObject{{"candidate", QJsonObject{{"build", QJsonObject{{"argv", argv}}}}}}},
            {"diagnostics", QJsonObject{{"backend", "cuda"},
                                        {"tags", QJsonArray::fromStringList(task->tags)},
                                        {"arch", "sm_90"},
                                        {"threads_per_block", 256},
                                        {"limits", QJsonObject{{"shared_memory_per_sm", 233472},
                                                               {"max_shared_memory_per_block", 232448},
                                                               {"reserved_shared_memory_per_block", 1024}}}}}};
        EvalResult result;
        result.compileOutputs << CompileOutput{"candidate", cmd->toString(), output, GateStatus::Pass};
        DiagnosticsStep step(request, result, work.path());
        QSignalSpy done(&step, &DiagnosticsStep::finished);
        step.start();
        QVERIFY(done.wait(120000));
        const QJsonObject event = done[0][0].toJsonObject();
        QCOMPARE(event.value("event").toString(), QStringLiteral("diagnostics"));
        EvalResult folded = result;
        folded.apply(event);
        const Finding* noTc = nullptr;
        for (const auto& f : folded.findings)
            if (f.code == "NO_TENSOR_CORES")
                noTc = &f;
        QVERIFY2(noTc, qPrintable(reportLines(event).join('\n')));
        QCOMPARE(noTc->kernel, QStringLiteral("gemm_bf16_naive"));
        QVERIFY(noTc->file.endsWith("gemm_bf16.cu"));
        QCOMPARE(noTc->line, 26); // acc = fmaf(...) in the K loop
        // The kernel's facts came from ptxas -v and PTX (and SASS where a disassembler exists).
        const QJsonObject kernel = event.value("kernels").toArray().first().toObject();
        QCOMPARE(kernel.value("facts").toObject().value("registers").toInt(), 32);
        QCOMPARE(kernel.value("facts").toObject().value("occupancy").toDouble(), 1.0);
        // The agent's report names it.
        QVERIFY(reportLines(event).join('\n').contains("NO_TENSOR_CORES gemm_bf16.cu:26"));
        if (!findTool("nvdisasm").found() && !findTool("cuobjdump").found())
            QVERIFY(event.value("notes").toArray().first().toString().contains("no SASS"));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosticsStep)
#include "tst_diagnosticsstep.moc"
