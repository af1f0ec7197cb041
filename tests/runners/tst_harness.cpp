// The real harness on the host backend: every host2host baseline passes its own gates on visible and hidden
// configurations, and candidates that crash, hang, fail to compile or refuse get the right verdict.
#include "harnesstesting.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

using namespace kiln;
using namespace kiln::testing;

namespace {
QString writeCandidate(const QTemporaryDir& dir, const QString& file, const QByteArray& source)
{
    QFile f(dir.filePath(file));
    if (f.open(QIODevice::WriteOnly))
        f.write(source);
    return dir.path();
}

const Task& gemm()
{
    return *bundledSuite().find("host2host/gemm_f32");
}
} // namespace

class TstHarness : public QObject
{
    Q_OBJECT
private slots:
    void hostBaselinesPassVisible_data()
    {
        QTest::addColumn<QString>("id");
        for (const auto& t : bundledSuite().tasks)
            if (t.backend == "host")
                QTest::newRow(qPrintable(t.id)) << t.id;
    }

    void hostBaselinesPassVisible()
    {
        QFETCH(QString, id);
        const Task* t = bundledSuite().find(id);
        const EvalResult r = evaluate(*t, {});
        QVERIFY2(r.verdict == "pass", qPrintable(describe(r)));
        QCOMPARE(r.compile.status, GateStatus::Pass);
        QCOMPARE(r.correctness.status, GateStatus::Pass);
        QCOMPARE(r.performance.status, GateStatus::Pass);
        QCOMPARE(r.configs.size(), t->configs.size());
        for (const auto& c : r.configs) {
            QVERIFY(c.timed);
            QVERIFY(c.candidate.reps >= 10);
            QVERIFY(c.candidate.medianMs > 0);
            // The baseline against itself: the harness must not invent a speedup.
            QVERIFY2(c.speedup > 0.5 && c.speedup < 2.0, qPrintable(QString::number(c.speedup)));
            QVERIFY(c.fractionOfRoofline > 0);
            QVERIFY(c.timedOutputsChecked >= 2);
        }
        QVERIFY2(!r.hasFlag("implausible_speedup"), qPrintable(describe(r)));
    }

    void hostBaselinesPassHidden_data() { hostBaselinesPassVisible_data(); }

    void hostBaselinesPassHidden()
    {
        QFETCH(QString, id);
        const Task* t = bundledSuite().find(id);
        const EvalResult r = evaluate(*t, {}, "hidden", false);
        QVERIFY2(r.verdict == "pass", qPrintable(describe(r)));
        QCOMPARE(r.performance.status, GateStatus::Skipped);
        QCOMPARE(r.configs.size(), t->hiddenConfigs.size());
        for (const auto& c : r.configs)
            QVERIFY(c.hidden);
    }

    void compileErrorKeepsTheCompilerOutput()
    {
        QTemporaryDir dir;
        writeCandidate(dir, "gemm.cpp",
                       "#include <kiln/kernel_abi.h>\nKILN_ENTRY(kiln_gemm_f32) { int x = ; return 0; }\n");
        const EvalResult r = evaluate(gemm(), dir.path());
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("compile_error"));
        QCOMPARE(r.compile.status, GateStatus::Fail);
        bool found = false;
        for (const auto& c : r.compileOutputs)
            found = found || (c.object == "candidate" && c.output.contains("gemm.cpp:2:"));
        QVERIFY2(found, qPrintable(describe(r)));
    }

    // The judge starts while the candidate builds (judge.h, `--staged`); the object is copied for its runner
    // only when the build wrote a regular file, reached without a link below the build's own folders (a link
    // to the task folder or a request would be copied where candidate code reads it). A build that fails,
    // writes nothing or writes a link ends at the compile gate, and the judge that was starting says nothing.
    void aBuildThatWritesALinkOrNothingFailsTheCompileGate_data()
    {
        QTest::addColumn<QString>("script"); // the candidate's build: its object is $OUT, in $DIR/sub
        QTest::addColumn<QString>("message");
        QTest::newRow("link to a task file")
            << "mkdir \"$DIR/sub\" && ln -s " + bundledSuiteDir() + "/host2host/gemm_f32/task.yaml \"$OUT\""
            << "reached through a symbolic link";
        QTest::newRow("link in the path") << "mkdir \"$DIR/real\" && cp /bin/true \"$DIR/real/candidate.so\" && "
                                             "ln -s \"$DIR/real\" \"$DIR/sub\""
                                          << "reached through a symbolic link";
        QTest::newRow("nothing written") << "true"
                                         << "wrote no object";
        QTest::newRow("a folder") << "mkdir -p \"$OUT\""
                                  << "not a regular file";
        QTest::newRow("compiler error") << "echo 'gemm.cpp:1: error: no' >&2; exit 1"
                                        << "exited with code 1";
    }

    void aBuildThatWritesALinkOrNothingFailsTheCompileGate()
    {
        QFETCH(QString, script);
        QFETCH(QString, message);
        QTemporaryDir work, dir;
        writeCandidate(dir, "gemm.cpp", "#include <kiln/kernel_abi.h>\nKILN_ENTRY(kiln_gemm_f32) { return 0; }\n");
        EvalOptions o;
        o.candidateDir = dir.path();
        o.workDir = work.path();
        o.budgetSeconds = 0.1;
        QString error;
        o.device = deviceSpecFor(gemm().backend, {}, &error);
        auto request = buildEvalRequest(gemm(), o, &error);
        QVERIFY2(request, qPrintable(error));
        QJsonObject objects = request->json.value("objects").toObject();
        QJsonObject candidate = objects.value("candidate").toObject();
        QJsonObject build = candidate.value("build").toObject();
        const QString folder = QFileInfo(candidate.value("path").toString()).path(); // the build's own (mkdirs)
        candidate.insert("path", folder + "/sub/candidate.so");
        build.insert("argv", QJsonArray{"sh", "-c", "DIR=" + folder + "; OUT=$DIR/sub/candidate.so; " + script});
        candidate.insert("build", build);
        objects.insert("candidate", candidate);
        request->json.insert("objects", objects);
        HarnessProcess h;
        QList<QJsonObject> events;
        QObject::connect(&h, &HarnessProcess::event, [&events](const QJsonObject& e) { events.append(e); });
        QSignalSpy done(&h, &HarnessProcess::finished);
        QVERIFY2(h.start(*request, work.filePath("request.json"), &error), qPrintable(error));
        QVERIFY(done.wait(120000));
        const EvalResult r = h.result();
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("compile_error"));
        QVERIFY2(r.message.contains(message), qPrintable(r.message));
        for (const QJsonObject& e : events) // nothing of the judge: no start, no other gate
            QVERIFY2(e.value("event") != "start" && (e.value("event") != "gate" || e.value("gate") == "compile"),
                     qPrintable(QJsonDocument(e).toJson(QJsonDocument::Compact)));
    }

    void crashIsAVerdict()
    {
        QTemporaryDir dir;
        writeCandidate(dir, "gemm.cpp",
                       "#include <kiln/kernel_abi.h>\nKILN_ENTRY(kiln_gemm_f32) { volatile int* p = nullptr; *p = 1; "
                       "return 0; }\n");
        const EvalResult r = evaluate(gemm(), dir.path());
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("crash"));
        QVERIFY2(r.message.contains("SIGSEGV") && r.message.contains("128-cube"), qPrintable(r.message));
    }

    void hangIsKilled()
    {
        QTemporaryDir dir;
        writeCandidate(
            dir, "gemm.cpp",
            "#include <kiln/kernel_abi.h>\nKILN_ENTRY(kiln_gemm_f32) { volatile int x = 0; for (;;) x = x + 1; }\n");
        QElapsedTimer timer;
        timer.start();
        const EvalResult r = evaluate(gemm(), dir.path(), "visible", true, 3);
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("timeout"));
        QVERIFY(timer.elapsed() < 60000);
    }

    void cancelStopsTheWorkerToo()
    {
        QTemporaryDir dir, work;
        writeCandidate(
            dir, "gemm.cpp",
            "#include <kiln/kernel_abi.h>\nKILN_ENTRY(kiln_gemm_f32) { volatile int x = 0; for (;;) x = x + 1; }\n");
        EvalOptions o;
        o.candidateDir = dir.path();
        o.workDir = work.path();
        QString error;
        const auto request = buildEvalRequest(gemm(), o, &error);
        QVERIFY2(request, qPrintable(error));
        HarnessProcess h;
        QSignalSpy events(&h, &HarnessProcess::event);
        QSignalSpy done(&h, &HarnessProcess::finished);
        const QString requestFile = work.filePath("request.json");
        QVERIFY(h.start(*request, requestFile, &error));
        // Wait until the worker is inside the candidate, then cancel.
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(events.begin(), events.end(),
                                             [](const QList<QVariant>& a) {
                                                 return a.at(0).toJsonObject().value("event").toString() == "stage";
                                             }),
                                 60000);
        h.cancel();
        QVERIFY(done.wait(10000));
        QCOMPARE(h.result().verdict, QString("error"));
        QCOMPARE(h.result().reason, QString("cancelled"));
        // The worker (its own process group) died with the supervisor.
        auto workerAlive = [&] {
            for (const QString& pid : QDir("/proc").entryList(QDir::Dirs)) {
                QFile cmd("/proc/" + pid + "/cmdline");
                if (cmd.open(QIODevice::ReadOnly) && cmd.readAll().contains(requestFile.toUtf8()))
                    return true;
            }
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(!workerAlive(), 5000);
    }

    void badRequestsAreRefusedWithAReason_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("prefix");
        QString error;
        QStringList none;
        QTest::newRow("kiln-harness-host") << harnessProgram("host", &none, &error) << QStringList{};
        QStringList pyArgs;
        const QString python = harnessProgram("triton", &pyArgs, &error);
        if (!python.isEmpty())
            QTest::newRow("kiln_harness.py") << python << pyArgs;
    }

    void badRequestsAreRefusedWithAReason()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, prefix);
        QTemporaryDir dir;
        QFile bad(dir.filePath("bad.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"protocol\": 1, \"task\": ");
        bad.close();
        for (const QString& request : {dir.filePath("missing.json"), dir.filePath("bad.json")}) {
            QProcess p;
            p.start(program, prefix + QStringList{request});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 2);
            const QJsonObject done = QJsonDocument::fromJson(p.readAllStandardOutput().trimmed()).object();
            QCOMPARE(done.value("event").toString(), QString("done"));
            QCOMPARE(done.value("reason").toString(), QString("bad_request"));
            QVERIFY(!done.value("message").toString().isEmpty());
        }
    }

    void missingEntryIsNamed()
    {
        QTemporaryDir dir;
        writeCandidate(dir, "gemm.cpp", "#include <kiln/kernel_abi.h>\nKILN_ENTRY(gemm_renamed) { return 0; }\n");
        const EvalResult r = evaluate(gemm(), dir.path());
        QCOMPARE(r.reason, QString("missing_symbol"));
        QVERIFY(r.message.contains("kiln_gemm_f32"));
    }

    void exitInsideTheKernelIsAVerdict()
    {
        QTemporaryDir dir;
        writeCandidate(
            dir, "gemm.cpp",
            "#include <kiln/kernel_abi.h>\n#include <cstdlib>\nKILN_ENTRY(kiln_gemm_f32) { std::exit(0); }\n");
        const EvalResult r = evaluate(gemm(), dir.path());
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("crash"));
        QVERIFY2(r.message.contains("exited with code 0") && r.message.contains("exit()"), qPrintable(r.message));
    }

    // The worker's device path (bulk generation, checksums, comparisons; the host re-run of a failing
    // comparison) with every operation cross-checked against the host path. The host backend emulates the
    // GPU backend's algorithms here, so this runs without a GPU; a disagreement would be an `error` verdict.
    void devicePathWithCrosscheck()
    {
        qputenv("KILN_HARNESS_EMULATE_DEVICE_OPS", "1");
        qputenv("KILN_HARNESS_CROSSCHECK", "1");
        for (const auto& t : bundledSuite().tasks) {
            if (t.backend != "host")
                continue;
            const EvalResult r = evaluate(t, {});
            QVERIFY2(r.verdict == "pass", qPrintable(t.id + ": " + describe(r)));
        }
        QTemporaryDir dir;
        QFile base(gemm().absolutePath("gemm.cpp"));
        QVERIFY(base.open(QIODevice::ReadOnly));
        QByteArray src = base.readAll();
        src.replace("acc[u] = 0.0f;", "acc[u] = 0.5f;");
        writeCandidate(dir, "gemm.cpp", src);
        const EvalResult r = evaluate(gemm(), dir.path(), "visible", false);
        qunsetenv("KILN_HARNESS_EMULATE_DEVICE_OPS");
        qunsetenv("KILN_HARNESS_CROSSCHECK");
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("mismatch"));
        QVERIFY2(r.message.contains("elements outside atol") && r.message.contains("worst at ["),
                 qPrintable(r.message));
    }

    // A kernel whose speed depends on where its input lies (on an H200 a GEMM's calls took 30 or 39 ms by
    // buffer address): here the candidate sleeps 3 ms whenever its input is the lowest of the last four
    // addresses it saw, which in the performance stage is one of the four rotating input sets. (Device
    // backends always check; tst_gpurun reads the check's verdicts from an H200.)
    void placementSensitiveKernelIsFlagged()
    {
        const Task& task = *bundledSuite().find("host2host/reduce_sum_f32");
        QFile base(task.absolutePath("reduce_sum.cpp"));
        QVERIFY(base.open(QIODevice::ReadOnly));
        QByteArray src = base.readAll();
        const QByteArray entry = "    static_cast<float*>(tensors[1].data)[0] =";
        QVERIFY(src.contains(entry));
        src.replace(entry, "    static const void* seen[4] = {};\n"
                           "    static int next = 0;\n"
                           "    const void* x = tensors[0].data;\n"
                           "    if (std::find(seen, seen + 4, x) == seen + 4)\n"
                           "        seen[next++ % 4] = x;\n"
                           "    if (next >= 4 && x == *std::min_element(seen, seen + 4, std::less<const void*>()))\n"
                           "        std::this_thread::sleep_for(std::chrono::milliseconds(3));\n" +
                               entry);
        src.replace("#include <kiln/kernel_abi.h>",
                    "#include <kiln/kernel_abi.h>\n#include <algorithm>\n#include <chrono>\n"
                    "#include <functional>\n#include <thread>");
        QTemporaryDir dir;
        writeCandidate(dir, "reduce_sum.cpp", src);
        // The host harness checks placement only when asked: a shared CPU's noise looks like it.
        QVERIFY2(!evaluate(task, dir.path()).hasFlag("placement_sensitive"), "checked on the host unasked");
        qputenv("KILN_HARNESS_PLACEMENT_CHECK", "1");
        const EvalResult r = evaluate(task, dir.path());
        qunsetenv("KILN_HARNESS_PLACEMENT_CHECK");
        QVERIFY2(r.verdict == "pass", qPrintable(describe(r)));
        QVERIFY2(r.hasFlag("placement_sensitive"), qPrintable(describe(r)));
        // Flagged, the candidate was timed at many more addresses than the four rotating sets, and both its
        // time and the baseline's are means over them (the median of all calls kept beside).
        bool sampled = false;
        for (const auto& c : r.configs) {
            if (c.candidate.placements == 0)
                continue;
            sampled = true;
            QVERIFY2(c.candidate.placements > 8, qPrintable(QString::number(c.candidate.placements)));
            QCOMPARE(c.baseline.placements, c.candidate.placements);
            QVERIFY(c.candidate.callsMedianMs > 0 && c.baseline.callsMedianMs > 0);
            QVERIFY(c.candidate.medianMs >= c.candidate.minMs && c.candidate.medianMs <= c.candidate.maxMs);
            QVERIFY(qAbs(c.speedup - c.baseline.medianMs / c.candidate.medianMs) < 1e-6 * c.speedup);
        }
        QVERIFY2(sampled, qPrintable(describe(r)));
    }

    // Timed in several processes (KILN_HARNESS_TIMING_PROCESSES=N:BELOW_MS): each configuration's time is the
    // mean of the three processes' medians, each one listed, the baseline timed alongside in the same
    // processes. The candidate tries to be slow only in the first process that loads it, through a marker file
    // in a shared folder, as the old harness let it: each of its processes is confined with a /tmp of its
    // own and cannot see the folder, so every process takes itself for the first, and all three are slow alike.
    void timingInSeveralProcessesAveragesThem()
    {
        const Task& task = *bundledSuite().find("host2host/reduce_sum_f32");
        QFile base(task.absolutePath("reduce_sum.cpp"));
        QVERIFY(base.open(QIODevice::ReadOnly));
        const QByteArray original = base.readAll();
        const QByteArray entry = "    static_cast<float*>(tensors[1].data)[0] =";
        QVERIFY(original.contains(entry));
        QTemporaryDir markers;
        QVERIFY(QFile::setPermissions(markers.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                          QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                                          QFileDevice::WriteOther | QFileDevice::ExeOther));
        QByteArray src = original;
        src.replace(entry, "    static const bool first = [] {\n"
                           "        const char* marker = \"" +
                               markers.filePath("loaded").toUtf8() +
                               "\";\n"
                               "        if (access(marker, F_OK) == 0)\n"
                               "            return false;\n"
                               "        if (FILE* f = fopen(marker, \"w\"))\n"
                               "            fclose(f);\n"
                               "        return true;\n"
                               "    }();\n"
                               "    if (first)\n"
                               "        std::this_thread::sleep_for(std::chrono::microseconds(n / 512));\n" +
                               entry);
        src.replace("#include <kiln/kernel_abi.h>",
                    "#include <kiln/kernel_abi.h>\n#include <chrono>\n#include <cstdio>\n"
                    "#include <thread>\n#include <unistd.h>");
        qputenv("KILN_HARNESS_TIMING_PROCESSES", "3:1000");
        QTemporaryDir dir;
        writeCandidate(dir, "reduce_sum.cpp", src);
        const EvalResult r = evaluate(task, dir.path());
        qunsetenv("KILN_HARNESS_TIMING_PROCESSES");

        QVERIFY2(r.verdict == "pass", qPrintable(describe(r)));
        QVERIFY2(!QFile::exists(markers.filePath("loaded")), "a confined candidate wrote outside its sandbox");
        QCOMPARE(r.configs.size(), task.configs.size());
        for (const auto& c : r.configs) {
            const QList<double> each = c.candidate.processMediansMs;
            QCOMPARE(each.size(), 3);
            QCOMPARE(c.baseline.processMediansMs.size(), 3);
            QVERIFY(qAbs(c.candidate.medianMs - (each[0] + each[1] + each[2]) / 3) < 1e-9 * c.candidate.medianMs);
            // Every process slept (none could tell another had loaded the candidate): slower than the baseline
            // in all three, by the sleep's margin.
            for (double m : each)
                QVERIFY2(m > 1.5 * c.baseline.medianMs, qPrintable(QStringLiteral("%1: %2, %3, %4 ms; baseline %5 ms")
                                                                       .arg(c.name)
                                                                       .arg(each[0])
                                                                       .arg(each[1])
                                                                       .arg(each[2])
                                                                       .arg(c.baseline.medianMs)));
            QVERIFY(qAbs(c.speedup - c.baseline.medianMs / c.candidate.medianMs) < 1e-9 * c.speedup);
        }
    }

    // Kiln owns a harness's end (HarnessProcess): a harness that never ends is stopped at its deadline, one
    // that floods its output is stopped at the cap, and the first verdict stands whatever follows it. Each
    // is a fake harness (a shell or Python one-liner in the harness's place) on a real request.
    static EvalResult runFake(const QString& script, double deadline, QElapsedTimer* took = nullptr)
    {
        EvalOptions o;
        o.workDir = QDir::temp().filePath("tst_harness_fake");
        QString error;
        auto request = buildEvalRequest(gemm(), o, &error);
        if (!request)
            return {};
        request->program = "/bin/sh";
        request->arguments = {"-c", script};
        QTemporaryDir work;
        HarnessProcess h;
        h.setDeadline(deadline);
        QSignalSpy done(&h, &HarnessProcess::finished);
        if (took)
            took->start();
        h.start(*request, work.filePath("request.json"), &error);
        done.wait(120000);
        return h.result();
    }

    void aHarnessThatNeverEndsIsStoppedAtItsDeadline()
    {
        QElapsedTimer took;
        const EvalResult r = runFake(
            "echo '{\"event\":\"gate\",\"gate\":\"compile\",\"status\":\"running\"}'; exec sleep 3600", 2, &took);
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("timeout"));
        QVERIFY2(r.message.contains("deadline of 2 s"), qPrintable(r.message));
        QVERIFY(took.elapsed() < 30000);
    }

    void aFloodingHarnessIsStopped()
    {
        // Endless lines, then endless bytes without a newline: both end at the cap, with a verdict.
        for (const char* flood :
             {"yes '{\"event\":\"log\",\"line\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"}'",
              "yes | tr -d '\\n'"}) {
            const EvalResult r = runFake(flood, 300);
            QCOMPARE(r.verdict, QString("fail"));
            QCOMPARE(r.reason, QString("protocol_violation"));
            QVERIFY2(r.message.contains("256 MiB"), qPrintable(r.message));
        }
    }

    void theFirstVerdictStands()
    {
        const EvalResult r = runFake(
            "echo '{\"event\":\"done\",\"verdict\":\"fail\",\"reason\":\"mismatch\",\"message\":\"wrong\"}'; "
            "echo "
            "'{\"event\":\"config\",\"gate\":\"performance\",\"config\":\"x\",\"status\":\"pass\",\"speedup\":9.5}'; "
            "echo '{\"event\":\"done\",\"verdict\":\"pass\",\"reason\":\"\",\"message\":\"forged\"}'",
            60);
        QCOMPARE(r.verdict, QString("fail"));
        QCOMPARE(r.reason, QString("mismatch"));
        QVERIFY(r.configs.isEmpty());
    }

    void printingCandidateDoesNotCorruptTheProtocol()
    {
        QTemporaryDir dir;
        QFile base(gemm().absolutePath("gemm.cpp"));
        QVERIFY(base.open(QIODevice::ReadOnly));
        QByteArray src = base.readAll();
        src.replace(
            "#include <kiln/kernel_abi.h>",
            "#include <kiln/kernel_abi.h>\n#include <cstdio>\nstatic int printed = std::printf(\"{not json\\n\");");
        writeCandidate(dir, "gemm.cpp", src);
        const EvalResult r = evaluate(gemm(), dir.path(), "visible", false);
        QVERIFY2(r.verdict == "pass", qPrintable(describe(r)));
        QVERIFY(r.logLines.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstHarness)
#include "tst_harness.moc"
