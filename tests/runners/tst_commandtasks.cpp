// Imported AgentKernelArena tasks (judged by their own commands, Task::isCommand()) run end to end: their workspace is prepared as that
// project prepares its own (the task folder, the shared helpers materialized from the checkout, protected
// files hashed), and `kiln run` evaluates every candidate with the task's own commands, judged as it judges
// them. The checkout here is built in a temporary folder and needs only a C++ compiler and python3: a
// "kernel" whose benchmark reports the times written in it, so every figure below is exact.
#include "kilnprocess.h"
#include "model/evaluation/commandjudge.h"
#include "model/scoring/scoreloader.h"
#include "model/store/runstore.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/runs/commandtaskfolder.h"
#include "runners/runs/evaluationjob.h"
#include "runners/runs/resourcepool.h"
#include "runners/runs/runfolder.h"
#include "runners/runs/workspace.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kiln;

namespace {

void write(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(path));
    f.write(text);
}

QString read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// An AgentKernelArena-style checkout with one CPU task. Its performance command goes through the task's
// scripts/task_runner.py, whose helper region is a stub that raises until the workspace is prepared.
void writeCheckout(const QString& root)
{
    write(root + "/src/tools/perf/vllm_cuda_graph_block.py",
          "from __future__ import annotations\n"
          "import json\nimport subprocess\n\n\n"
          "def _measure_cuda_event_fallback(argv):\n"
          "    # The checkout's shared timing helper: runs the benchmark, returns its cases.\n"
          "    return json.loads(subprocess.run(argv, capture_output=True, text=True, check=True).stdout)\n");
    write(root + "/src/tools/perf/performance_utils_pytest.py", "CANONICAL = True\n");
    const QString task = root + "/tasks/host2host/demo/scale";
    write(task + "/config.yaml", "source_file_path: [scale.cpp]\n"
                                 "target_kernel_functions: [scale]\n"
                                 "compile_command:\n  - g++ -O1 -o scale scale.cpp\n"
                                 "correctness_command:\n  - ./scale --check\n"
                                 "performance_command:\n  - python3 scripts/task_runner.py\n"
                                 "task_type: host2host\n"
                                 "compile_timeout: 120\n"
                                 "correctness_timeout: 2\n"
                                 "performance_timeout: 60\n"
                                 "prompt:\n  instructions: Make the scale benchmark report lower times.\n");
    write(task + "/scale.cpp",
          "#include <cstdio>\n#include <cstring>\n#include <unistd.h>\n"
          "static const double kSmallMs = 2.0;\n"
          "static const double kLargeMs = 8.0;\n"
          "static const char* kCheck = \"PASS\";\n"
          "static const int kHang = 0;\n"
          "int main(int argc, char** argv) {\n"
          "    if (argc > 1 && !strcmp(argv[1], \"--check\")) {\n"
          "        if (kHang) sleep(600);\n"
          "        puts(kCheck);\n"
          "        return 0;\n"
          "    }\n"
          "    printf(\"[{\\\"test_case_id\\\": \\\"small\\\", \\\"execution_time_ms\\\": %g},"
          " {\\\"test_case_id\\\": \\\"large\\\", \\\"execution_time_ms\\\": %g}]\\n\", kSmallMs, kLargeMs);\n"
          "    return 0;\n"
          "}\n");
    write(task + "/scripts/task_runner.py",
          "import json\nimport os\nimport subprocess\n"
          "# >>> AKA-GENERATED: shared CUDA-graph benchmark helpers - edit "
          "src/tools/perf/vllm_cuda_graph_block.py "
          "then run `make sync-perf-helpers` >>>\n"
          "def _measure_cuda_event_fallback(*args, **kwargs):\n"
          "    raise RuntimeError(\"CUDA-graph benchmark helpers were not materialized\")\n"
          "# <<< AKA-GENERATED <<<\n\n"
          "if __name__ == \"__main__\":\n"
          "    cases = _measure_cuda_event_fallback([\"./scale\", \"--bench\"])\n"
          "    os.makedirs(\"build\", exist_ok=True)\n"
          "    with open(\"build/performance_report.json\", \"w\") as f:\n"
          "        json.dump(cases, f)\n");
}

// The scale task of a checkout written under `root` (root/checkout).
std::optional<Task> scaleTask(const QString& root)
{
    writeCheckout(root + "/checkout");
    const Suite suite = loadSuite(root + "/checkout");
    const Task* task = suite.find("host2host/demo/scale");
    return task ? std::optional<Task>(*task) : std::nullopt;
}

// A candidate of the checkout's scale task under `root` (its scale.cpp plus `suffix`, in eval/1) and the
// request that evaluates it, as the run manager builds one.
std::optional<EvalRequest> scaleCandidate(const Task& task, const QString& root, const QByteArray& suffix,
                                          QString* error)
{
    const QString cand = root + "/eval/1";
    write(cand + "/scale.cpp", read(task.absolutePath("scale.cpp")).toUtf8() + suffix);
    EvalOptions o;
    o.candidateDir = cand;
    o.workDir = cand + "/build";
    o.sharedObjectsDir = root + "/objects";
    return buildEvalRequest(task, o, error);
}

} // namespace

class TstCommandTasks : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;

    using Result = ::kiln::testing::KilnResult;
    Result kiln(const QStringList& args) { return ::kiln::testing::runKiln(args, m_data.path(), 300000); }

private slots:
    void judgesAsAgentKernelArena()
    {
        // Correctness: "fail" without "pass" anywhere fails, whatever the exit code said.
        QVERIFY(outputReportsFailure("max error 3.2\nFAIL: wrong values\n"));
        QVERIFY(!outputReportsFailure("case 1 failed to vectorize, PASSED overall"));
        QVERIFY(!outputReportsFailure("all good"));

        // Report files: a list of cases, an object with test_cases, one object, torch2hip's two times,
        // unitless keys (over 1000 read as seconds), nested timing, throughput, and *_ms keys as a last
        // resort.
        auto cases = casesFromReport(R"([{"test_case_id":"a","execution_time_ms":1.5},{"time":2}])", "hip2hip", false);
        QCOMPARE(cases.size(), 2);
        QCOMPARE(cases[0].id, QString("a"));
        QCOMPARE(cases[0].ms, 1.5);
        QCOMPARE(cases[1].id, QString("test_case_1"));
        QCOMPARE(cases[1].ms, 2.0);
        cases = casesFromReport(R"({"test_cases":[{"execution_time":1500,"shape":[4,4]}]})", "", false);
        QCOMPARE(cases.size(), 1);
        QCOMPARE(cases[0].ms, 1500000.0);
        QCOMPARE(cases[0].shape.toArray().size(), 2);
        cases = casesFromReport(R"({"ori_time":4.0,"opt_time":1.0})", "torch2hip", true);
        QCOMPARE(cases.value(0).ms, 4.0);
        cases = casesFromReport(R"({"ori_time":4.0,"opt_time":1.0})", "torch2hip", false);
        QCOMPARE(cases.value(0).ms, 1.0);
        QCOMPARE(casesFromReport(R"({"timing_ms":{"mean":0.25,"min":0.2}})", "", false).value(0).ms, 0.25);
        QCOMPARE(casesFromReport(R"({"bytes_per_second_gs":4})", "", false).value(0).ms, 0.25);
        cases = casesFromReport(R"({"fwd_ms":3,"bwd_ms":5,"note":"x"})", "", false);
        QCOMPARE(cases.size(), 2);
        QCOMPARE(cases[0].id, QString("bwd_0"));
        QCOMPARE(cases[1].ms, 3.0);
        QVERIFY(casesFromReport("not json", "", false).isEmpty());

        // Printed times.
        cases = casesFromOutput("Test case 0: 1.25 ms\nTest case 1: 2.5 ms\n");
        QCOMPARE(cases.size(), 2);
        QCOMPARE(cases[1].id, QString("test_case_1"));
        cases = casesFromOutput("Shape [256, 128]: 0.5 ms\n");
        QCOMPARE(cases.value(0).shape.toArray().size(), 2);
        QCOMPARE(casesFromOutput("Performance: 3 ms\nPerformance: 4 ms").size(), 2);
        QCOMPARE(casesFromOutput("warmup...\nGEAK_RESULT_LATENCY_MS=0.146\n").value(0).ms, 0.146);
        QCOMPARE(casesFromOutput("elapsed time: 1.5 s").value(0).ms, 1500.0);
        QVERIFY(casesFromOutput("nothing here").isEmpty());

        // Pairing and the speedup: by id, then shape, then position; the arithmetic mean of the ratios.
        const QList<PerfCase> base{{"a", {}, {}, 2.0}, {"b", QJsonArray{8}, {}, 8.0}, {"c", {}, {}, 3.0}};
        const QList<PerfCase> cand{{"x", QJsonArray{8}, {}, 2.0}, {"a", {}, {}, 1.0}, {"y", {}, {}, 3.0}};
        const auto pairs = matchCases(base, cand);
        QCOMPARE(pairs.size(), 3);
        QCOMPARE(pairs[0].first.id, QString("a"));
        QCOMPARE(pairs[1].first.id, QString("b"));
        QCOMPARE(pairs[1].second.id, QString("x"));
        QCOMPARE(pairs[2].second.id, QString("y"));
        QCOMPARE(meanSpeedup(pairs), (2.0 + 4.0 + 1.0) / 3);
    }

    void workspaceIsPreparedAsAgentKernelArenaPreparesIt()
    {
        const Suite suite = loadSuite(KILN_TEST_DATA_DIR "/aka-checkout");
        const Task* t = suite.find("triton2triton/vllm/triton_rms_norm");
        QVERIFY(t);
        QTemporaryDir tmp;
        QString error;
        const auto ws = createWorkspace(*t, tmp.filePath("ws"), {"3 evaluations", "#!/bin/sh\nexit 0\n"}, &error);
        QVERIFY2(ws, qPrintable(error));
        // The task folder came along, with the helper region holding the checkout's helper.
        const QString runner = read(ws->folder + "/scripts/task_runner.py");
        QVERIFY2(runner.contains("def bench(fn):\n    return fn()\n"), qPrintable(runner));
        QVERIFY(!runner.contains("helpers were not materialized"));
        QVERIFY(runner.startsWith("# Fixture stand-in")); // what surrounds the region stays
        QVERIFY(runner.contains("# <<< AKA-GENERATED <<<\nif __name__"));
        QVERIFY(QFile::exists(ws->folder + "/rms_norm.py"));
        QVERIFY(QFile::exists(ws->folder + "/config.yaml"));
        // Protected as there: scripts and config.yaml (plus Kiln's own prompt and kiln-eval); the kernel is
        // not.
        QVERIFY(ws->protectedHashes.contains("scripts/task_runner.py"));
        QVERIFY(ws->protectedHashes.contains("config.yaml"));
        QVERIFY(ws->protectedHashes.contains("kiln-eval"));
        QVERIFY(!ws->protectedHashes.contains("rms_norm.py"));
        QVERIFY(QFileInfo(ws->folder + "/rms_norm.py").permissions() & QFileDevice::WriteOwner);
        QVERIFY(tamperedFiles(*ws).isEmpty());
        // The prompt says who judges: the task's own commands, listed.
        const QString prompt = read(ws->folder + "/prompt.md");
        QVERIFY(prompt.contains("Make the Triton RMSNorm kernel faster."));
        QVERIFY(prompt.contains("`python3 scripts/task_runner.py --perf`"));
        QVERIFY(!prompt.contains("{{"));
        // Changing a protected file is seen.
        QFile::setPermissions(ws->folder + "/config.yaml", QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        write(ws->folder + "/config.yaml", "correctness_command: [true]\n");
        QCOMPARE(tamperedFiles(*ws), QStringList{"config.yaml"});
    }

    void helpersAreMaterializedOrTheReasonIsSaid()
    {
        QTemporaryDir tmp;
        const QString ws = tmp.filePath("ws"), checkout = tmp.filePath("checkout");
        writeCheckout(checkout);
        write(ws + "/performance_utils_pytest.py", "raise RuntimeError('stub')\n");
        write(ws + "/scripts/task_runner.py",
              "a\n# >>> AKA-GENERATED: shared CUDA-graph benchmark helpers\nold\n# <<< AKA-GENERATED <<<\nb\n");
        QStringList changed;
        QString error;
        QVERIFY2(materializeHelpers(ws, checkout, &changed, &error), qPrintable(error));
        QCOMPARE(changed, (QStringList{"scripts/task_runner.py", "performance_utils_pytest.py"}));
        QCOMPARE(read(ws + "/performance_utils_pytest.py"), QString("CANONICAL = True\n"));
        const QString runner = read(ws + "/scripts/task_runner.py");
        // From the helper's first definition on: its `from __future__` line would not parse mid-file.
        QVERIFY(runner.startsWith("a\n# >>> AKA-GENERATED: shared CUDA-graph benchmark helpers\ndef "
                                  "_measure_cuda_event_fallback(argv):"));
        QVERIFY(runner.endsWith("# <<< AKA-GENERATED <<<\nb\n"));
        QVERIFY(!runner.contains("from __future__"));
        changed.clear();
        QVERIFY(materializeHelpers(ws, checkout, &changed, &error)); // idempotent
        QVERIFY(changed.isEmpty());
        // A region without its end line, and a checkout without the helper, are errors that say where.
        write(ws + "/scripts/task_runner.py", "# >>> AKA-GENERATED: shared CUDA-graph benchmark helpers\nx\n");
        QVERIFY(!materializeHelpers(ws, checkout, &changed, &error));
        QVERIFY2(error.contains("scripts/task_runner.py") && error.contains("# <<< AKA-GENERATED <<<"),
                 qPrintable(error));
        write(ws + "/scripts/task_runner.py",
              "# >>> AKA-GENERATED: shared CUDA-graph benchmark helpers\n# <<< AKA-GENERATED <<<\n");
        QVERIFY(!materializeHelpers(ws, tmp.filePath("elsewhere"), &changed, &error));
        QVERIFY2(error.contains("vllm_cuda_graph_block.py") && error.contains("incomplete"), qPrintable(error));
    }

    // Through EvaluationJob, the place it plugs into, without an agent: what the performance and cancel paths
    // decide, each a verdict with a reason a person can act on.
    void evaluationJobVerdicts_data()
    {
        QTest::addColumn<QString>("gate");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("reason");
        QTest::newRow("ran, reported nothing") << "performance"
                                               << "true"
                                               << "fail"
                                               << "no_timing";
        QTest::newRow("failed") << "performance"
                                << "echo broken >&2; exit 3"
                                << "fail"
                                << "command_failed";
        // Only the candidate's file says FAST: the baseline's measurement fails, which is the task's problem.
        QTest::newRow("baseline unmeasurable") << "performance"
                                               << "grep -q FAST scale.cpp && python3 scripts/task_runner.py"
                                               << "error"
                                               << "baseline_error";
        QTest::newRow("printed times") << "performance"
                                       << "echo 'Performance: 2.5 ms'"
                                       << "pass"
                                       << "";
        QTest::newRow("cancelled") << "correctness"
                                   << "sleep 30"
                                   << "error"
                                   << "cancelled";
        // What a command starts ends with it, setsid() children too (kiln-reap), after a pass and a cancel.
        QTest::newRow("detached child, passed") << "performance"
                                                << "setsid sleep 7717021 & echo 'Performance: 2.5 ms'"
                                                << "pass"
                                                << "";
        QTest::newRow("detached child, cancelled") << "correctness"
                                                   << "setsid sleep 7717022 & sleep 30"
                                                   << "error"
                                                   << "cancelled";
    }

    void evaluationJobVerdicts()
    {
        QFETCH(QString, gate);
        QFETCH(QString, command);
        QFETCH(QString, verdict);
        QFETCH(QString, reason);
        if (QStandardPaths::findExecutable("g++").isEmpty() || QStandardPaths::findExecutable("python3").isEmpty())
            QSKIP("needs g++ and python3 (the test task's commands)");
        QTemporaryDir tmp;
        std::optional<Task> loaded = scaleTask(tmp.path());
        QVERIFY(loaded);
        Task& task = *loaded;
        (gate == "performance" ? task.commandGates->performance : task.commandGates->correctness) =
            QStringList{command};
        const QString cand = tmp.filePath("eval/1");
        QString error;
        const auto request = scaleCandidate(task, tmp.path(), "// FAST\n", &error);
        QVERIFY2(request, qPrintable(error));
        ResourcePool pool(2, {});
        EvaluationJob job(*request, task.backend, cand, &pool);
        QSignalSpy finished(&job, &EvaluationJob::finished);
        QStringList gates;
        connect(&job, &EvaluationJob::event, this, [&](const QJsonObject& e) {
            if (e.value("event").toString() == "gate")
                gates << e.value("gate").toString() + ":" + e.value("status").toString();
            if (reason == "cancelled" && gates.endsWith("correctness:running"))
                QTimer::singleShot(300, &job, &EvaluationJob::cancel);
        });
        job.start();
        QVERIFY(finished.wait(60000));
        const EvalResult r = finished.first().first().value<EvalResult>();
        QVERIFY2(r.verdict == verdict && r.reason == reason, qPrintable(r.verdict + " " + r.reason + ": " + r.message));
        QCOMPARE(r.harness, kOwnCommandsHarness);
        QVERIFY(r.hasFlag(kOwnCommandsFlag));
        QVERIFY2(gates.mid(0, 3) == QStringList({"compile:running", "compile:pass", "correctness:running"}),
                 qPrintable(gates.join(' ')));
        if (reason == "baseline_error")
            QVERIFY2(r.message.contains("baseline") && r.message.contains("grep -q FAST"), qPrintable(r.message));
        if (verdict == "pass") { // one time printed by both: the candidate is as fast as the baseline
            QCOMPARE(r.speedupGeomean, 1.0);
            QCOMPARE(r.configs.value(0).candidate.medianMs, 2.5);
        }
        if (gate == "performance" && verdict != "pass") { // correct, untimed: scoring reads it so
            QCOMPARE(r.configs.size(), 1);
            QCOMPARE(r.configs[0].name, QString("task commands"));
            QCOMPARE(r.configs[0].correctness, GateStatus::Pass);
        }
        if (reason == "cancelled") {
            QVERIFY2(r.message.contains("cancelled"), qPrintable(r.message));
            QVERIFY(r.seconds < 20);
        }
        QTRY_VERIFY2_WITH_TIMEOUT(testing::processesNamed("sleep 771702").isEmpty(),
                                  qPrintable("left running: " + testing::processesNamed("sleep 771702").join(", ")),
                                  5000);
    }

    // A GPU task's timed stage holds one GPU of the pool: its commands see only that GPU, and the result,
    // the live events and timed-on.json all say which (the pool's ids here are fake: no GPU is touched).
    void timedStageNamesThePoolGpu()
    {
        if (QStandardPaths::findExecutable("g++").isEmpty() || QStandardPaths::findExecutable("python3").isEmpty())
            QSKIP("needs g++ and python3 (the test task's commands)");
        QTemporaryDir tmp;
        std::optional<Task> loaded = scaleTask(tmp.path());
        QVERIFY(loaded);
        Task& task = *loaded;
        task.backend = "cuda";
        task.commandGates->performance =
            QStringList{"test \"$CUDA_VISIBLE_DEVICES\" = 3 && echo 'Performance: 2.5 ms'"};
        const QString cand = tmp.filePath("eval/1");
        QString error;
        const auto request = scaleCandidate(task, tmp.path(), {}, &error);
        QVERIFY2(request, qPrintable(error));
        ResourcePool pool(2, {"3"});
        EvaluationJob job(*request, task.backend, cand, &pool);
        QSignalSpy finished(&job, &EvaluationJob::finished);
        EvalResult live; // as the evaluation panel folds the events
        connect(&job, &EvaluationJob::event, this, [&](const QJsonObject& e) { live.apply(e); });
        job.start();
        QVERIFY(finished.wait(60000));
        const EvalResult r = finished.first().first().value<EvalResult>();
        QVERIFY2(r.verdict == "pass", qPrintable(r.verdict + " " + r.reason + ": " + r.message));
        QCOMPARE(r.gpu, QString("3"));
        QCOMPARE(live.gpu, QString("3"));
        QVERIFY2(r.deviceLabel().endsWith("GPU 3"), qPrintable(r.deviceLabel()));
        QFile placement(cand + "/timed-on.json");
        QVERIFY(placement.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(placement.readAll()).object().value("gpu").toString(), QString("3"));
    }

    void runEndToEnd()
    {
        if (QStandardPaths::findExecutable("g++").isEmpty() || QStandardPaths::findExecutable("python3").isEmpty())
            QSKIP("needs g++ and python3 (the test task's commands)");
        QTemporaryDir tmp;
        const QString checkout = tmp.filePath("checkout");
        writeCheckout(checkout);
        QFile script(KILN_SOURCE_DIR "/tests/agents/aka-scale.sh");
        QVERIFY(script.open(QIODevice::ReadOnly));
        const Result r = kiln({"run", "--agent", "command", "--command", QString::fromUtf8(script.readAll()), "--suite",
                               checkout, "--tasks", "host2host/demo/scale", "--budget-evals", "5", "--timeout", "240"});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(QRegularExpression("host2host/demo/scale +5 +3\\.00x +pass, 3\\.00x +none \\(own commands\\)")
                     .match(r.out)
                     .hasMatch(),
                 qPrintable(r.out));

        qputenv("KILN_DATA_DIR", m_data.path().toUtf8());
        RunStore store;
        QString error;
        QVERIFY2(store.open(QDir(m_data.path()).filePath("kiln.sqlite"), &error), qPrintable(error));
        const RunRecord run = store.runs().value(0);
        QCOMPARE(run.status, QString("finished"));
        QList<CandidateRecord> agent;
        const CandidateRecord *best = nullptr, *final = nullptr;
        const QList<CandidateRecord> all = store.candidates(run.id);
        for (const CandidateRecord& c : all) {
            if (c.role == "agent")
                agent << c;
            if (c.role == "best")
                best = &c;
            if (c.role == "final")
                final = &c;
        }
        QCOMPARE(agent.size(), 5);
        for (const CandidateRecord& c : all) { // every record says who judged it
            QCOMPARE(c.harness, kOwnCommandsHarness);
            QVERIFY2(c.flags.contains(kOwnCommandsFlag), qPrintable(c.flags.join(',')));
        }

        // 1: the baseline itself, 1x. 2: faster: cases 2x and 4x, the task's speedup their arithmetic mean.
        QCOMPARE(agent[0].verdict, QString("pass"));
        QCOMPARE(agent[0].speedupGeomean, 1.0);
        QCOMPARE(agent[1].verdict, QString("pass"));
        QCOMPARE(agent[1].speedupGeomean, 3.0);
        const EvalResult fast = store.evaluation(agent[1].id);
        QCOMPARE(fast.compile.status, GateStatus::Pass);
        QCOMPARE(fast.correctness.status, GateStatus::Pass);
        QCOMPARE(fast.performance.status, GateStatus::Pass);
        QCOMPARE(fast.configs.size(), 2);
        for (const ConfigResult& c : fast.configs) {
            QCOMPARE(c.correctness, GateStatus::Pass);
            QCOMPARE(c.speedup, c.name == "small" ? 2.0 : 4.0);
            QCOMPARE(c.candidate.medianMs, c.name == "small" ? 1.0 : 2.0);
        }
        // 3: the check printed FAIL (and exited 0): correctness fails.
        QCOMPARE(agent[2].verdict, QString("fail"));
        QCOMPARE(agent[2].reason, QString("mismatch"));
        const EvalResult failing = store.evaluation(agent[2].id);
        QCOMPARE(failing.correctness.status, GateStatus::Fail);
        QVERIFY2(failing.correctness.message.contains("FAIL: wrong values"), qPrintable(failing.correctness.message));
        QCOMPARE(failing.performance.status, GateStatus::Pending);
        // 4: the check hung: killed at its 2 s timeout, a verdict like any other.
        QCOMPARE(agent[3].verdict, QString("fail"));
        QCOMPARE(agent[3].reason, QString("timeout"));
        const EvalResult hung = store.evaluation(agent[3].id);
        QCOMPARE(hung.correctness.status, GateStatus::Fail);
        QVERIFY2(hung.correctness.message.contains("2 s timeout"), qPrintable(hung.correctness.message));
        QVERIFY2(hung.correctness.seconds >= 2 && hung.correctness.seconds < 30,
                 qPrintable(QString::number(hung.correctness.seconds)));
        // 5: fast again, but the protected config.yaml changed: marked, and never the best.
        QVERIFY(!agent[3].tampered);
        QVERIFY(agent[4].tampered);
        QCOMPARE(agent[4].verdict, QString("pass"));

        // Final scoring re-ran the task's commands for the best (2) and the final (5) candidate.
        QVERIFY(best && final);
        QCOMPARE(best->commitId, agent[1].commitId);
        QCOMPARE(best->verdict, QString("pass"));
        QCOMPARE(best->speedupGeomean, 3.0);
        QCOMPARE(best->configs, QString("all"));
        QCOMPARE(final->commitId, agent[4].commitId);
        QVERIFY(final->tampered);
        const auto results = store.taskResults(run.id);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results[0].status, QString("scored"));
        QCOMPARE(results[0].bestCandidate, best->id);
        // The score keeps AgentKernelArena's arithmetic mean (the geometric one would be 2.83).
        const Suite suite = loadSuite(checkout);
        const scoring::RunInputs inputs = scoring::loadRunInputs(store, run, suite.tasks);
        QCOMPARE(inputs.tasks.size(), 1);
        const scoring::TaskScore score = scoring::scoreTask(inputs.tasks[0]);
        QVERIFY(score.correct);
        QCOMPARE(score.speedup.value_or(0), 3.0);
        QCOMPARE(score.points, 120 + 100 * 3.0);

        // The baseline was measured once, in a prepared copy of the task's own folder.
        const RunFolder folder(RunFolder::pathFor(run.id));
        const QString cache = read(folder.objectsPath("host2host/demo/scale") + "/command-baseline.json");
        QVERIFY2(cache.contains("\"small\"") && cache.contains("8"), qPrintable(cache));
        // The agent's workspace had the helper materialized (the performance command fails without it).
        const QString runner = read(folder.workspacePath("host2host/demo/scale") + "/scripts/task_runner.py");
        QVERIFY2(runner.contains("def _measure_cuda_event_fallback(argv):"), qPrintable(runner));
        QVERIFY(!runner.contains("were not materialized"));

        // What the agent was told: the mark, the times, the failure, the timeout, the tampering.
        QStringList lines;
        for (const auto& row : store.transcript(run.id))
            lines << row.text;
        const QString told = lines.join('\n');
        QVERIFY2(told.contains(kOwnCommandsNote), qPrintable(told));
        QVERIFY(told.contains("verdict: fail (mismatch)"));
        QVERIFY(told.contains("verdict: fail (timeout)"));
        QVERIFY(told.contains("marked tampered"));
        QVERIFY(told.contains(QRegularExpression("large +2\\.0000 ms  baseline +8\\.0000 ms  speedup 4\\.00x")));

        // Nothing the hung check started is still running.
        QDirIterator procs("/proc", QDir::Dirs | QDir::NoDotAndDotDot);
        while (procs.hasNext()) {
            const QString cwd = QFileInfo(procs.next() + "/cwd").symLinkTarget();
            QVERIFY2(!cwd.startsWith(folder.path()), qPrintable(procs.filePath() + " is still in " + cwd));
        }
    }
};

QTEST_GUILESS_MAIN(TstCommandTasks)
#include "tst_commandtasks.moc"
