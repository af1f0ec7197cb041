// Held-out shapes for imported AgentKernelArena tasks (model/importers/akaheldout.h,
// runners/evaluation/commandheldout.cpp): derived from a runner's TEST_SHAPES or read from AgentKernelArena's
// own held_out_shapes.yaml, injected as it injects them, never in the agent's workspace, and judged with its
// four outcomes. The checkout is written here: a pure-Python "kernel" whose runner checks and times
// TEST_SHAPES, so it runs on any machine with python3.
#include "model/importers/akaheldout.h"
#include "model/scoring/aggregate.h"
#include "model/taskfixture.h"
#include "model/tasks/suiteloader.h"
#include "runners/evaluation/evalrequest.h"
#include "runners/runs/commandtaskfolder.h"
#include "runners/runs/evaluationjob.h"
#include "runners/runs/resourcepool.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;
using testing::writeFile;

namespace {

QString read(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

const QByteArray kGeneric = "def double_rows(rows, width):\n"
                            "    return [[2 * (r * width + c) for c in range(width)] for r in range(rows)]\n";
// Right only on the shapes it was shown: what an agent overfitting the visible TEST_SHAPES writes.
const QByteArray kOverfit = "def double_rows(rows, width):\n"
                            "    if rows not in (4, 8, 16):\n"
                            "        return [[0] * width for _ in range(rows)]\n"
                            "    return [[2 * (r * width + c) for c in range(width)] for r in range(rows)]\n";
// Written for multiples of 4 only (a kernel with a fixed tile): held-out shapes are beyond it.
const QByteArray kStrict = "def double_rows(rows, width):\n"
                           "    assert rows % 4 == 0, 'rows must be a multiple of 4'\n"
                           "    return [[2 * (r * width + c) for c in range(width)] for r in range(rows)]\n";

const QByteArray kRunner = R"(import importlib.util, json, os, sys, time
TASK_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(TASK_DIR)

# Test configurations: (rows, width)
TEST_SHAPES = [
    (4, 8),  # small
    (8, 16),
    (16, 32),  # "large" (16, 33) in a comment's string
]


def load():
    spec = importlib.util.spec_from_file_location("k", os.path.join(TASK_DIR, "source", "double_rows.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def expected(rows, width):
    return [[2 * (r * width + c) for c in range(width)] for r in range(rows)]


mod = load()
if sys.argv[1] == "correctness":
    for rows, width in TEST_SHAPES:
        try:
            ok = mod.double_rows(rows, width) == expected(rows, width)
        except Exception as e:
            print(f"fail: ({rows}, {width}): {e}")
            sys.exit(1)
        if not ok:
            print(f"fail: ({rows}, {width}) differs")
            sys.exit(1)
    print("pass")
elif sys.argv[1] == "performance":
    cases = []
    for i, (rows, width) in enumerate(TEST_SHAPES):
        times = []
        for _ in range(3):
            start = time.perf_counter()
            mod.double_rows(rows, width)
            times.append(time.perf_counter() - start)
        best = min(times)
        cases.append({"test_case_id": f"perf{i + 1}", "execution_time_ms": max(best * 1e3, 1e-3),
                      "params": {"rows": rows, "width": width}})
    os.makedirs("build", exist_ok=True)
    with open("build/performance_report.json", "w") as f:
        json.dump(cases, f)
)";

void writeRunnerTask(const QString& checkout, const QString& name, const QByteArray& source)
{
    const QString task = checkout + "/tasks/host2host/vllm_like/" + name;
    writeFile(task + "/config.yaml",
              "source_file_path: [source/double_rows.py]\n"
              "target_kernel_functions: [double_rows]\n"
              "compile_command: [\"python3 -c 'import ast; ast.parse(open(\\\"source/double_rows.py\\\").read())'\"]\n"
              "correctness_command: [\"python3 scripts/task_runner.py correctness\"]\n"
              "performance_command: [\"python3 scripts/task_runner.py performance\"]\n"
              "task_type: host2host\n"
              "correctness_timeout: 60\n"
              "performance_timeout: 60\n");
    writeFile(task + "/source/double_rows.py", source);
    writeFile(task + "/scripts/task_runner.py", kRunner);
}

} // namespace

class TstCommandHeldOut : public QObject
{
    Q_OBJECT

    // The candidate `source` of `taskId`, final-scored (configs all) or as an agent's evaluation (visible).
    EvalResult evaluate(const Task& task, const QString& root, const QByteArray& source, const QString& configs)
    {
        static int n = 0;
        const QString cand = QStringLiteral("%1/eval/%2").arg(root).arg(++n);
        writeFile(cand + "/source/double_rows.py", source);
        EvalOptions o;
        o.candidateDir = cand;
        o.workDir = cand + "/build";
        o.sharedObjectsDir = root + "/objects-" + QString(task.id).replace('/', '_');
        o.configs = configs;
        QString error;
        const auto request = buildEvalRequest(task, o, &error);
        if (!request)
            qFatal("%s", qPrintable(error));
        ResourcePool pool(2, {});
        EvaluationJob job(*request, task.backend, cand, &pool);
        QSignalSpy finished(&job, &EvaluationJob::finished);
        job.start();
        if (!finished.wait(120000))
            qFatal("the evaluation did not finish");
        return finished.first().first().value<EvalResult>();
    }

private slots:
    void derivesAwkwardShapesFromTestShapes()
    {
        QString why;
        const auto h = deriveTestShapes(QString::fromUtf8(kRunner), "scripts/task_runner.py", &why);
        QVERIFY2(h, qPrintable(why));
        // The first size of the smallest, middle and largest shape made a prime: above, below, about 1.5x.
        QCOMPARE(h->shapes, QStringList({"(5, 8)", "(7, 16)", "(29, 32)"}));
        QCOMPARE(h->injections.size(), 1);
        QCOMPARE(h->injections[0].marker, QString("TEST_SHAPES"));
        // Nested tuples, strings, booleans, floats and comments: only the first integer changes.
        const auto nested = deriveTestShapes("TEST_SHAPES = [\n  ((32, 128), 1),  # 2D\n  ((64, 256, 64), 1),\n"
                                             "  ((128, 64), 0),\n]\n",
                                             "r.py", &why);
        QVERIFY2(nested, qPrintable(why));
        QCOMPARE(nested->shapes, QStringList({"((37, 128), 1)", "((61, 256, 64), 1)", "((193, 64), 0)"}));
        const auto mixed = deriveTestShapes(
            "  TEST_SHAPES = [(1.5, 'x8', True, 4, \"silu\"), (2.0, 'y', False, 8, None)]\n", "r.py", &why);
        QVERIFY2(mixed, qPrintable(why));
        QCOMPARE(mixed->shapes.first(), QString("(1.5, 'x8', True, 5, \"silu\")"));
        QVERIFY(!deriveTestShapes("SHAPES = [(4, 8)]\n", "r.py", &why));
        QVERIFY2(why.contains("no TEST_SHAPES"), qPrintable(why));
        QVERIFY(!deriveTestShapes("TEST_SHAPES = [('a', 'b')]\n", "r.py", &why));
        QVERIFY2(why.contains("starts with an integer"), qPrintable(why));
    }

    void injectsAsAgentKernelArenaDoes()
    {
        QString error;
        // TEST_SHAPES, indented as the original, everything around it kept.
        const QString src = "def f():\n    TEST_SHAPES = [\n        (4, 8),\n    ]\n    return TEST_SHAPES\n";
        const auto out = applyInjection(src, {"r.py", "TEST_SHAPES", {}, "TEST_SHAPES = [\n    (5, 8),\n]\n"}, &error);
        QVERIFY2(out, qPrintable(error));
        QCOMPARE(*out, QString("def f():\n    TEST_SHAPES = [\n        (5, 8),\n    ]\n    return TEST_SHAPES\n"));
        // get_inputs: the whole function, up to the next line at its indentation.
        const QString module =
            "import torch\n\ndef get_inputs():\n    x = torch.rand(4, 8)\n\n    # comment\n    return [x]\n\n"
            "def get_init_inputs():\n    return []\n";
        const auto gi = applyInjection(
            module, {"m.py", "def get_inputs", {}, "def get_inputs():\n    return [torch.rand(5, 7)]\n"}, &error);
        QVERIFY2(gi, qPrintable(error));
        QVERIFY2(gi->contains("torch.rand(5, 7)") && !gi->contains("torch.rand(4, 8)") &&
                     gi->contains("def get_init_inputs():\n    return []"),
                 qPrintable(*gi));
        // raw_replace: exact text.
        const auto raw = applyInjection("@p([(98432, 1024)])\ndef test(): pass\n",
                                        {"t.py", "raw_replace", "@p([(98432, 1024)])", "@p([(65537, 512)])"}, &error);
        QVERIFY2(raw && raw->startsWith("@p([(65537, 512)])"), qPrintable(error));
        // Targets that are not there: a sentence naming the file.
        QVERIFY(!applyInjection("x = 1\n", {"r.py", "TEST_SHAPES", {}, "TEST_SHAPES = []"}, &error));
        QVERIFY2(error.contains("r.py has no TEST_SHAPES"), qPrintable(error));
        QVERIFY(!applyInjection("x = 1\n", {"t.py", "raw_replace", "y = 2", "y = 3"}, &error));
        QVERIFY2(error.contains("t.py") && error.contains("old_code"), qPrintable(error));
    }

    // Imported tasks show the held-out shapes as hidden configurations; AgentKernelArena's own generated
    // held_out_shapes.yaml wins over Kiln's rule; a broken one is an issue naming it.
    void importShowsHeldOutShapes()
    {
        QTemporaryDir tmp;
        const QString checkout = tmp.filePath("checkout");
        writeRunnerTask(checkout, "double_rows", kGeneric);
        writeRunnerTask(checkout, "own_yaml", kGeneric);
        writeRunnerTask(checkout, "broken_yaml", kGeneric);
        writeFile(checkout + "/held_out_tests/host2host/vllm_like/own_yaml/held_out_shapes.yaml",
                  "task_type: host2host\nnum_original_shapes: 3\ninjections:\n"
                  "  - file: scripts/task_runner.py\n    find_marker: TEST_SHAPES\n"
                  "    replacement_code: |\n      TEST_SHAPES = [\n          (3, 5),\n          (11, 13),\n      ]\n");
        writeFile(checkout + "/held_out_tests/host2host/vllm_like/broken_yaml/held_out_shapes.yaml",
                  "injections:\n  - file: /etc/passwd\n    find_marker: TEST_SHAPES\n    replacement_code: x\n");
        const Suite suite = loadSuite(checkout);
        const Task* derived = suite.find("host2host/vllm_like/double_rows");
        QVERIFY(derived);
        QCOMPARE(derived->hiddenConfigs.size(), 3);
        QCOMPARE(derived->hiddenConfigs[0].name, QString("held-out (5, 8)"));
        QVERIFY(derived->hiddenConfigs[0].hidden);
        QVERIFY(derived->commandGates->heldOut->origin.contains("derived from TEST_SHAPES"));
        const Task* own = suite.find("host2host/vllm_like/own_yaml");
        QVERIFY(own);
        QCOMPARE(own->hiddenConfigs.size(), 1);
        QVERIFY(own->commandGates->heldOut->origin.endsWith("own_yaml/held_out_shapes.yaml"));
        QVERIFY(own->commandGates->heldOut->injections[0].replacement.contains("(11, 13)"));
        const auto issue = std::find_if(suite.issues.begin(), suite.issues.end(), [](const LoadIssue& i) {
            return i.file.endsWith("broken_yaml/held_out_shapes.yaml");
        });
        QVERIFY2(issue != suite.issues.end() && issue->message.contains("inside the task folder") && issue->line > 0,
                 qPrintable(issue == suite.issues.end() ? QString("no issue") : issue->message));
        // The agent's workspace is the task as it is: the held-out shapes are nowhere in it.
        QString error;
        const QString ws = tmp.filePath("agent-ws");
        QVERIFY2(prepareCommandWorkspace(derived->folder, checkout, ws, {}, &error), qPrintable(error));
        const QString runner = read(ws + "/scripts/task_runner.py");
        QVERIFY(runner.contains("(16, 32)"));
        QVERIFY(!runner.contains("(29, 32)") && !runner.contains("held-out"));
    }

    // Final scoring: the four outcomes, each with the verdict and the hidden results scoring reads.
    void finalScoringJudgesHeldOutShapes()
    {
        if (QStandardPaths::findExecutable("python3").isEmpty())
            QSKIP("needs python3 (the test task's commands)");
        QTemporaryDir tmp;
        const QString checkout = tmp.filePath("checkout");
        writeRunnerTask(checkout, "double_rows", kGeneric);
        writeRunnerTask(checkout, "strict", kStrict);
        const Suite suite = loadSuite(checkout);
        const Task* generic = suite.find("host2host/vllm_like/double_rows");
        const Task* strict = suite.find("host2host/vllm_like/strict");
        QVERIFY(generic && strict);

        // both_pass: every held-out case timed as a hidden configuration, the verdict a pass.
        const EvalResult honest = evaluate(*generic, tmp.path(), kGeneric, "all");
        QVERIFY2(honest.verdict == "pass", qPrintable(honest.reason + ": " + honest.message));
        QVERIFY(honest.hasFlag("heldout_both_pass"));
        int hiddenTimed = 0;
        for (const ConfigResult& c : honest.configs)
            hiddenTimed += c.hidden && c.timed && c.correctness == GateStatus::Pass;
        QCOMPARE(hiddenTimed, 3);

        // opt_regression: right on the visible shapes, wrong on the held-out ones: fails final scoring.
        const EvalResult overfit = evaluate(*generic, tmp.path(), kOverfit, "all");
        QCOMPARE(overfit.verdict, QString("fail"));
        QCOMPARE(overfit.reason, QString("command_failed"));
        QVERIFY2(overfit.message.contains("on the held-out shapes") && overfit.message.contains("differs"),
                 qPrintable(overfit.message));
        QVERIFY(overfit.hasFlag("heldout_opt_regression"));
        const auto failed = std::find_if(overfit.configs.begin(), overfit.configs.end(),
                                         [](const ConfigResult& c) { return c.hidden; });
        QVERIFY(failed != overfit.configs.end() && failed->correctness == GateStatus::Fail);

        // As an agent's evaluation (visible configurations): no held-out stage, so it passes there.
        const EvalResult agentView = evaluate(*generic, tmp.path(), kOverfit, "visible");
        QCOMPARE(agentView.verdict, QString("pass"));
        QVERIFY(!agentView.hasFlag("heldout_opt_regression") && !agentView.hasFlag("heldout_both_pass"));

        // The task's own code fails the held-out shapes: both_fail and opt_improvement, passes, not counted.
        const EvalResult same = evaluate(*strict, tmp.path(), kStrict, "all");
        QCOMPARE(same.verdict, QString("pass"));
        QVERIFY(same.hasFlag("heldout_both_fail"));
        const EvalResult better = evaluate(*strict, tmp.path(), kGeneric, "all");
        QCOMPARE(better.verdict, QString("pass"));
        QVERIFY(better.hasFlag("heldout_opt_improvement"));
        for (const EvalResult* r : {&same, &better})
            for (const ConfigResult& c : r->configs)
                QVERIFY2(!c.hidden, qPrintable(c.name));
    }

    // Scoring counts the outcomes and leaves the task's-own-code failures out of the hidden rates.
    void scoringCountsTheOutcomes()
    {
        QCOMPARE(scoring::heldOutOutcomeIndex({"fallback", "heldout_opt_regression"}), 1);
        QCOMPARE(scoring::heldOutOutcomeIndex({"heldout_opt_improvement"}), 3);
        QCOMPARE(scoring::heldOutOutcomeIndex({"fallback"}), -1);
    }
};

QTEST_GUILESS_MAIN(TstCommandHeldOut)
#include "tst_commandheldout.moc"
