// The `kiln` executable as a user runs it: exit codes, stdout/stderr split, JSON field names.
#include "kilnprocess.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

class TstCli : public QObject
{
    Q_OBJECT
    using Result = ::kiln::testing::KilnResult;
    Result kiln(const QStringList& args) { return ::kiln::testing::runKiln(args); }

private slots:
    void validateBundledSuite()
    {
        const Result r = kiln({"tasks", "validate", KILN_SOURCE_DIR "/resources/tasks"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("0 errors"));
    }

    void listJsonUsesTaskYamlNames()
    {
        const Result r = kiln({"tasks", "list", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray arr = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY(arr.size() >= 28);
        QSet<QString> categories;
        for (const auto& v : arr) {
            const QJsonObject o = v.toObject();
            QVERIFY(o.contains("id") && o.contains("category") && o.contains("backend") && o.contains("weight") &&
                    o.contains("weight_source") && o.contains("difficulty") && o.contains("tags"));
            categories.insert(o.value("category").toString());
        }
        QVERIFY(categories.contains("cuda2cuda") && categories.contains("torch2cuda") &&
                categories.contains("triton2triton") && categories.contains("hip2hip") &&
                categories.contains("host2host"));
    }

    void listImportedSuites()
    {
        Result r = kiln({"tasks", "list", "--suite", KILN_SOURCE_DIR "/tests/data/aka-checkout", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray aka = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(aka.size(), 5);
        // Each keeps AgentKernelArena's own category (its task type), not a "command" catch-all.
        QStringList categories;
        for (const auto& t : aka)
            categories << t.toObject()["category"].toString();
        categories.sort();
        QCOMPARE(categories, (QStringList{"hip2hip", "hip2hip", "repository", "torch2hip", "triton2triton"}));
        r = kiln({"tasks", "list", "--suite", KILN_SOURCE_DIR "/tests/data/kernelbench-checkout"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("kernelbench/level3/1_MLP"));
        QVERIFY(r.out.contains("4 tasks"));
    }

    void helpNeedsNoWindow()
    {
        // `kiln --help` and `kiln gui --help` print their help and exit, with no display and no Qt platform.
        for (const QStringList& args : {QStringList{"--help"}, QStringList{"gui", "--help"}}) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove("QT_QPA_PLATFORM");
            env.remove("DISPLAY");
            env.remove("WAYLAND_DISPLAY");
            p.setProcessEnvironment(env);
            p.start(KILN_BINARY, args);
            QVERIFY(p.waitForFinished(30000));
            const QString out = QString::fromUtf8(p.readAllStandardOutput());
            QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                     qPrintable(args.join(' ') + ": " + QString::fromUtf8(p.readAllStandardError())));
            QVERIFY2(out.contains(args.size() == 1 ? "usage: kiln" : "usage: kiln gui"), qPrintable(out));
        }
    }

    void kernelBenchRequest()
    {
        // KernelBench as KernelBench defines it: Model is reference and baseline, model_new.py's ModelNew the
        // candidate, the module constants per configuration (a held-out one too), tensors found by the judge.
        QTemporaryDir tmp;
        const QString suite = KILN_SOURCE_DIR "/tests/data/kernelbench-checkout";
        const QString problem = suite + "/KernelBench/level1/23_Softmax.py";
        QFile cand(tmp.filePath("cand/model_new.py"));
        QVERIFY(QDir().mkpath(tmp.filePath("cand")) && cand.open(QIODevice::WriteOnly));
        cand.write("class ModelNew: pass\n");
        cand.close();
        Result r = kiln({"eval", "kernelbench/level1/23_Softmax", tmp.filePath("cand"), "--suite", suite, "--configs",
                         "all", "--emit-request", tmp.filePath("request.json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QFile f(tmp.filePath("request.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject req = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(req["task"].toObject()["interface"].toString(), QString("kernelbench"));
        const QJsonObject py = req["python"].toObject();
        QCOMPARE(py["candidate"].toString(), tmp.filePath("cand/model_new.py"));
        QCOMPARE(QFileInfo(py["baseline"].toString()).canonicalFilePath(), QFileInfo(problem).canonicalFilePath());
        QCOMPARE(QFileInfo(py["reference"].toString()).canonicalFilePath(), QFileInfo(problem).canonicalFilePath());
        const QJsonObject entries = py["entries"].toObject();
        QCOMPARE(entries["reference"].toString(), QString("Model"));
        QCOMPARE(entries["baseline"].toString(), QString("Model"));
        QCOMPARE(entries["candidate"].toString(), QString("ModelNew"));
        QVERIFY(req["tensors"].toArray().isEmpty());
        const QJsonArray configs = req["configs"].toArray();
        QCOMPARE(configs.size(), 2);
        QCOMPARE(configs[0].toObject()["constants"].toObject()["dim"].toInt(), 16384);
        QVERIFY(configs[1].toObject()["hidden"].toBool());
        QCOMPARE(configs[1].toObject()["constants"].toObject()["batch_size"].toInt(), 9);
    }

    void showTask()
    {
        Result r = kiln({"tasks", "show", "cuda2cuda/vector_add"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("T_SOL on NVIDIA H200 SXM"));
        QVERIFY(r.out.contains("hidden configurations"));
        r = kiln({"tasks", "show", "cuda2cuda/vector_add", "--json"});
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value("entry").toString(), QString("kiln_vector_add"));
        QCOMPARE(o.value("tensors").toArray().size(), 3);
        QVERIFY(!r.out.contains("not-multiple-of-vec")); // hidden config names never printed
        r = kiln({"tasks", "show", "no/such"});
        QCOMPARE(r.code, 2); // an unknown id (docs/cli.md)
        QVERIFY(r.err.contains("no task 'no/such'"));
    }

    // The host's ceilings are a guess until `kiln calibrate` measures them, and what uses them says which.
    void hostCeilingsAssumedUntilCalibrated()
    {
        QTemporaryDir data;
        auto show = [&] {
            return ::kiln::testing::runKiln({"tasks", "show", "host2host/reduce_sum_f32"}, data.path());
        };
        Result r = show();
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("(assumed ceilings)"), qPrintable(r.out));
        r = ::kiln::testing::runKiln({"calibrate", "--backend", "host"}, data.path());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = show();
        const QString today = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).left(10);
        QVERIFY2(r.out.contains("(calibrated " + today + ")"), qPrintable(r.out));
        QVERIFY(!r.out.contains("assumed ceilings"));
    }

    // kiln calibrate --counts on a KernelBench checkout, with the real count script in a Python that has torch
    // (Debian's 1.13 here: the profiler's with_flops, no meta device; the H200's 2.11 uses
    // torch.utils.flop_counter on the meta device, docs/gpu-validation.md): FLOPs and bytes for every
    // configuration, `kiln tasks show` says they are counted, held-out sizes the Model ran at become hidden,
    // a second run counts nothing again; a Kiln suite, a Python without torch and a missing --suite are refused.
    void calibrateCountsKernelBench()
    {
        QTemporaryDir data;
        const QString root = KILN_TEST_DATA_DIR "/kernelbench-checkout";
        const QString mm = "kernelbench/level1/1_Square_matrix_multiplication_";
        Result r = ::kiln::testing::runKiln({"tasks", "show", mm, "--suite", root}, data.path());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("costs not counted yet: kiln calibrate --counts"), qPrintable(r.out));
        QVERIFY2(r.out.contains("0 hidden configurations") &&
                     r.out.contains("held-out sizes waiting for kiln calibrate --counts to see the problem's own "
                                    "Model run at them: heldout-awkward"),
                 qPrintable(r.out));

        r = ::kiln::testing::runKiln({"calibrate", "--counts", "--suite", root, "--python", KILN_TORCH_PYTHON},
                                     data.path());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains("counted 4 of 4 problems"), qPrintable(r.out));
        // 2 N^3 at N = 2048, and at the awkward prime 1531 (the largest at most 3/4 of 2048)
        QVERIFY2(r.out.contains(mm + "  default: 17.2 GFLOP, 50.3 MB; heldout-awkward: 7.18 GFLOP"), qPrintable(r.out));

        r = ::kiln::testing::runKiln({"tasks", "show", mm, "--suite", root}, data.path());
        QVERIFY2(r.out.contains("17.2 GFLOP, 50.3 MB"), qPrintable(r.out));
        QVERIFY2(r.out.contains("costs counted ("), qPrintable(r.out));
        QVERIFY2(r.out.contains("1 hidden configuration ("), qPrintable(r.out));
        r = ::kiln::testing::runKiln({"tasks", "show", "kernelbench/level1/23_Softmax", "--suite", root, "--json"},
                                     data.path());
        const QJsonObject softmax = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(softmax.value("cost_source").toString(), QString("counted"));
        QCOMPARE(softmax.value("hidden_config_count").toInt(), 2);
        // inputs and output, fp32: 2 x 16 x 16384 x 4 bytes; a softmax has no matrix product
        QCOMPARE(softmax.value("cost")
                     .toObject()
                     .value("counted")
                     .toObject()
                     .value("default")
                     .toObject()
                     .value("bytes")
                     .toDouble(),
                 2.0 * 16 * 16384 * 4);

        r = ::kiln::testing::runKiln({"calibrate", "--counts", "--suite", root, "--python", KILN_TORCH_PYTHON},
                                     data.path());
        QVERIFY2(r.code == 0 && r.out.contains("every problem was counted before (4)"), qPrintable(r.out + r.err));
        // A count made under older held-out rules (no "rules" in its file) is counted again.
        const QString countsDir = data.path() + "/counts/kernelbench";
        const QStringList countFiles = QDir(countsDir).entryList({"*.json"}, QDir::Files);
        QCOMPARE(countFiles.size(), 4);
        QFile old(countsDir + "/" + countFiles[0]);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QJsonObject counted = QJsonDocument::fromJson(old.readAll()).object();
        old.close();
        QCOMPARE(counted.value("rules").toInt(), 2);
        counted.remove("rules");
        QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
        old.write(QJsonDocument(counted).toJson());
        old.close();
        r = ::kiln::testing::runKiln({"calibrate", "--counts", "--suite", root, "--python", KILN_TORCH_PYTHON},
                                     data.path());
        QVERIFY2(r.code == 0 && r.out.contains("counted 1 of 1 problems"), qPrintable(r.out + r.err));

        r = ::kiln::testing::runKiln({"calibrate", "--counts", "--suite", KILN_SOURCE_DIR "/resources/tasks"},
                                     data.path());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is not a KernelBench checkout"), qPrintable(r.err));
        QCOMPARE(::kiln::testing::runKiln({"calibrate", "--counts"}, data.path()).code, 2);
        QTemporaryDir noTorch;
        QFile fake(noTorch.filePath("python3"));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\necho \"ModuleNotFoundError: No module named 'torch'\" >&2\nexit 1\n");
        fake.close();
        fake.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        r = ::kiln::testing::runKiln(
            {"calibrate", "--counts", "--recount", "--suite", root, "--python", fake.fileName()}, data.path());
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("cannot import torch (name a python3 that can with --python)"), qPrintable(r.err));
    }

    // A held-out size the problem's own Model does not run at (its second input keeps the visible batch) is
    // left out of the hidden configurations once counted, and stays out after --recount.
    void calibrateCountsLeavesOutSizesTheModelRefuses()
    {
        QTemporaryDir data, checkout;
        QDir().mkpath(checkout.filePath("level1"));
        QFile f(checkout.filePath("level1/1_Add.py"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("import torch\n\nclass Model(torch.nn.Module):\n    def forward(self, a, b):\n        return a + b\n\n"
                "batch_size = 16\n\ndef get_inputs():\n    return [torch.rand(batch_size, 4), torch.rand(16, 4)]\n\n"
                "def get_init_inputs():\n    return []\n");
        f.close();
        auto hidden = [&] {
            const Result r = ::kiln::testing::runKiln(
                {"tasks", "show", "kernelbench/level1/1_Add", "--suite", checkout.path(), "--json"}, data.path());
            return QJsonDocument::fromJson(r.out.toUtf8()).object().value("hidden_config_count").toInt();
        };
        QCOMPARE(hidden(), 1); // the odd batch, before any count
        for (const char* again : {"--counts", "--recount"}) {
            QStringList args{"calibrate", "--counts", "--suite", checkout.path(), "--python", KILN_TORCH_PYTHON};
            if (QByteArray(again) == "--recount")
                args << "--recount";
            const Result r = ::kiln::testing::runKiln(args, data.path());
            QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
            QVERIFY2(r.out.contains("heldout-odd-batch: does not run"), qPrintable(r.out));
            QCOMPARE(hidden(), 0);
        }
        // A size counted before that ran but is no longer derived (the importer reads other sizes since) is
        // stale: a recount drops it, and keeps the refused one once.
        QFile problem(f.fileName());
        QVERIFY(problem.open(QIODevice::ReadOnly));
        const QString counts =
            data.filePath("counts/kernelbench/" +
                          QCryptographicHash::hash(problem.readAll(), QCryptographicHash::Sha256).toHex() + ".json");
        auto configsIn = [&] {
            QFile c(counts);
            return c.open(QIODevice::ReadOnly)
                       ? QJsonDocument::fromJson(c.readAll()).object().value("configs").toArray()
                       : QJsonArray{};
        };
        QJsonObject file;
        {
            QFile c(counts);
            QVERIFY2(c.open(QIODevice::ReadOnly), qPrintable(counts));
            file = QJsonDocument::fromJson(c.readAll()).object();
        }
        QJsonArray configs = file.value("configs").toArray();
        const qsizetype before = configs.size(); // default; the odd batch and the awkward one, refused
        configs.append(QJsonObject{{"name", "heldout-awkward"},
                                   {"values", QJsonObject{{"batch_size", 13}}},
                                   {"ok", true},
                                   {"flops", QJsonObject{}},
                                   {"bytes", 1.0},
                                   {"device", "meta"}});
        file.insert("configs", configs);
        {
            QFile c(counts);
            QVERIFY(c.open(QIODevice::WriteOnly | QIODevice::Truncate));
            c.write(QJsonDocument(file).toJson());
        }
        QCOMPARE(configsIn().size(), before + 1);
        const Result r = ::kiln::testing::runKiln(
            {"calibrate", "--counts", "--recount", "--suite", checkout.path(), "--python", KILN_TORCH_PYTHON},
            data.path());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QCOMPARE(configsIn().size(), before);
        for (const QJsonValue& v : configsIn())
            QVERIFY2(v.toObject().value("values").toObject().value("batch_size").toInt() != 13, qPrintable(r.out));
    }

    void validateReportsPathLineMessage()
    {
        QTemporaryDir tmp;
        QDir().mkpath(tmp.filePath("t"));
        QFile f(tmp.filePath("t/task.yaml"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("schema_version: 1\nid: host2host/x\ntitle: [unclosed\n");
        f.close();
        const Result r = kiln({"tasks", "validate", tmp.path()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(tmp.filePath("t/task.yaml") + ":"), qPrintable(r.err));
        QVERIFY(r.err.contains("YAML syntax error"));
        QVERIFY(r.out.contains("0 valid tasks, 1 errors"));
    }

    void evalRecordsARunThatRunsShows()
    {
        const Result e = kiln({"eval", "host2host/stencil2d", "--budget", "0.2", "--record"});
        QVERIFY2(e.code == 0, qPrintable(e.out + e.err));
        QVERIFY(e.out.contains("verdict: pass"));
        QVERIFY(e.err.contains("recorded as run"));
        Result r = kiln({"runs", "list", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray runs = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY(!runs.isEmpty());
        const QString id = runs[0].toObject().value("id").toString();
        QCOMPARE(runs[0].toObject().value("agent").toString(), QString("manual"));
        r = kiln({"runs", "show", id, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject run = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(run.value("id").toString(), id);
        const QJsonArray candidates = run.value("candidates").toArray();
        QCOMPARE(candidates.size(), 1);
        QCOMPARE(candidates[0].toObject().value("verdict").toString(), QString("pass"));
        QCOMPARE(candidates[0].toObject().value("task_id").toString(), QString("host2host/stencil2d"));
        QCOMPARE(kiln({"runs", "show", "no-such-run"}).code, 2);

        // A label on its candidate, found again by search and listed by runs show.
        const QString candidate = QString::number(candidates[0].toObject().value("id").toInteger());
        r = kiln({"runs", "label", id, "--candidate", candidate, "reward-hack", "--comment", "planted label words"});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        // run: keeps it to this test's run: the data folder keeps the runs of earlier test runs.
        r = kiln({"runs", "search", "planted", "label", "run:" + id, "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonArray hits = QJsonDocument::fromJson(r.out.toUtf8()).object().value("hits").toArray();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(hits[0].toObject().value("where").toString(), QString("label"));
        QCOMPARE(hits[0].toObject().value("run_id").toString(), id);
        QCOMPARE(hits[0].toObject().value("candidate_id").toInteger(), candidate.toLongLong());
        r = kiln({"runs", "search", "label:reward-hack", "run:" + id});
        QVERIFY2(r.out.contains("1 match") && r.out.contains(id), qPrintable(r.out));
        const QJsonObject labelled =
            QJsonDocument::fromJson(kiln({"runs", "show", id, "--json"}).out.toUtf8()).object();
        QCOMPARE(labelled.value("labels").toArray().size(), 1);
        QCOMPARE(labelled.value("labels").toArray()[0].toObject().value("label").toString(), QString("reward-hack"));
        // What is not a label, or no such candidate, is refused with what would be right.
        r = kiln({"runs", "label", id, "--candidate", candidate, "cheating"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("clean, reward-hack, rubric-leak, harness-bug"), qPrintable(r.err));
        QCOMPARE(kiln({"runs", "label", id, "--candidate", "999999", "clean"}).code, 2);
        QCOMPARE(kiln({"runs", "label", id, "--step", "nonsense", "clean"}).code, 2);
        QCOMPARE(kiln({"runs", "search", "x", "--limit", "0"}).code, 2);
    }

    // A candidate that starts a process of its own session: a verdict, and nothing of it left once `kiln eval`
    // has returned (tests/adversarial/host2host/reduce_sum_f32/*_child name their children).
    void evalLeavesNoProcessOfTheCandidate()
    {
        for (const char* name : {"setsid_child", "clone3_child"}) {
            const QString dir = QStringLiteral(KILN_SOURCE_DIR "/tests/adversarial/host2host/reduce_sum_f32/") + name;
            const Result r = kiln({"eval", "host2host/reduce_sum_f32", dir, "--no-perf"});
            QCOMPARE(r.code, 1);
            QVERIFY2(r.out.contains("verdict: fail (forbidden_syscall)"), qPrintable(r.out + r.err));
            const QString child = name == QString("setsid_child") ? "kiln-leftover1" : "kiln-leftover2";
            QTRY_VERIFY2_WITH_TIMEOUT(::kiln::testing::processesNamed(child).isEmpty(),
                                      qPrintable("left running: " + ::kiln::testing::processesNamed(child).join(", ")),
                                      5000);
        }
    }

    void evalReportsAFailureReadably()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("gemm.cpp"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#include <kiln/kernel_abi.h>\nKILN_ENTRY(kiln_gemm_f32) { float* c = (float*)tensors[2].data; c[0] = "
                "1; return 0; }\n");
        f.close();
        const Result r = kiln({"eval", "host2host/gemm_f32", dir.path(), "--no-perf"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("elements were never written"), qPrintable(r.out));
        QVERIFY(r.out.contains("C[0, 1]: got unwritten"));
        QVERIFY(r.out.contains("verdict: fail (unwritten_output)"));
        QCOMPARE(kiln({"eval", "host2host/gemm_f32", "--configs", "some"}).code, 2);
        QCOMPARE(kiln({"eval", "no/such-task"}).code, 2);
    }

    void usageErrors()
    {
        QCOMPARE(kiln({"tasks"}).code, 2);
        QCOMPARE(kiln({"tasks", "validate"}).code, 2);
        const Result r = kiln({"frobnicate"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("unknown command 'frobnicate'"));
    }

    // `--help` after any subcommand prints that subcommand's usage on stdout and succeeds; an unknown option
    // says which option and then shows the usage, on stderr, exit code 2.
    // Every command `kiln help` lists has help generated from its own parser (app/cli/commandtable.h), and
    // keeps docs/cli.md's exit codes: 0 for --help, 2 with its usage on stderr for a usage error.
    void everyCommandsHelpAndUsageErrors()
    {
        const QStringList commands{"tasks",     "eval",        "run",        "runs",         "report",
                                   "calibrate", "diagnose",    "dispatch",   "export-patch", "remote",
                                   "bench",     "eval-client", "agent-tune", "agent-replay"};
        const QStringList benches{"tasks", "report", "runs", "roofline", "diff", "gui", "sass", "search", "slurm"};
        const Result overview = kiln({"help"});
        QCOMPARE(overview.code, 0);
        for (const QString& c : commands + QStringList{"gui"})
            QVERIFY2(overview.out.contains("kiln " + c + " ") || overview.out.contains("kiln " + c + "\n"),
                     qPrintable(c));
        QVERIFY(overview.out.contains("Exit codes: 0 done, 1 a negative result"));
        QList<QStringList> all;
        for (const QString& c : commands)
            all << QStringList{c};
        for (const QString& b : benches)
            all << QStringList{"bench", b};
        all << QStringList{"tasks", "list"} << QStringList{"calibrate", "--counts"} << QStringList{"gui"};
        QFile doc(KILN_SOURCE_DIR "/docs/cli.md");
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString docs = QString::fromUtf8(doc.readAll());
        for (const QStringList& c : all) {
            const Result help = kiln(c + QStringList{"--help"});
            const QString name =
                c.first() == "bench" || c.first() == "calibrate" ? c.join(' ').remove(" --counts") : c.first();
            QVERIFY2(help.code == 0, qPrintable(c.join(' ') + ": " + help.err));
            QVERIFY2(help.out.startsWith("usage: kiln " + name), qPrintable(c.join(' ') + ": " + help.out));
            QVERIFY2(!help.err.contains("usage:") && !help.err.contains("Unknown option"),
                     qPrintable(c.join(' ') + ": " + help.err));
            if (c != QStringList{"bench"}) // each benchmark lists its own
                QVERIFY2(help.out.contains("\noptions:\n  -"), qPrintable(c.join(' ') + ": " + help.out));
            // docs/cli.md holds the help as printed (python3 tests/tools/cli-doc.py writes it).
            QVERIFY2(docs.contains(help.out.trimmed()),
                     qPrintable("docs/cli.md has an older help of kiln " + c.join(' ') +
                                ": run python3 tests/tools/cli-doc.py"));
        }
        // Options named in the forms are in the generated list (they are the parser's, not retyped).
        const Result dispatch = kiln({"dispatch", "--help"});
        for (const char* option : {"--runs", "--dir", "--candidates", "--suite", "--device-spec", "--budget",
                                   "--no-eval", "--output", "--json"})
            QVERIFY2(dispatch.out.contains(QString::fromLatin1(option)), option);
        QVERIFY(kiln({"calibrate", "--counts", "--help"}).out.contains("--torch-device"));
        QVERIFY(kiln({"diagnose", "--help"}).out.contains("--device-spec"));
        // A usage error: exit 2, the command's usage on stderr, nothing on stdout.
        for (QStringList c : all) {
            if (c == QStringList{"gui"})
                continue; // it would open the window: its options are checked in tst_gui
            const Result bad = kiln(c + QStringList{"--frobnicate"});
            const QString name = c.first() == "bench" && c.size() > 1 ? c.join(' ') : c.first();
            QVERIFY2(bad.code == 2, qPrintable(c.join(' ') + QString(": exit %1 ").arg(bad.code) + bad.err));
            QVERIFY2(bad.err.contains("usage: kiln " + name), qPrintable(c.join(' ') + ": " + bad.err));
            QVERIFY2(bad.out.isEmpty(), qPrintable(c.join(' ') + ": " + bad.out));
        }
        QCOMPARE(kiln({"no-such-command"}).code, 2);
        // --help as an option's value (an argument for the agent) asks for nothing: the missing --agent is
        // still an error.
        const Result value = kiln({"run", "--tasks", "host2host/*", "--agent-arg", "--help"});
        QCOMPARE(value.code, 2);
        QVERIFY2(value.err.startsWith("usage: kiln run") && value.out.isEmpty(), qPrintable(value.out + value.err));
    }

    // Every key Kiln's request builder writes is documented in docs/harness-protocol.md: the requests of a
    // task per backend and of a KernelBench problem, as `kiln eval --emit-request` writes them.
    void everyRequestKeyIsDocumented()
    {
        QFile doc(KILN_SOURCE_DIR "/docs/harness-protocol.md");
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        // Objects whose keys are data (constants, dtypes, tunables' names), not the protocol's words.
        const QSet<QString> dataMaps{"constants", "peak_flops_per_s", "flops", "tunables"};
        QSet<QString> keys;
        std::function<void(const QJsonValue&)> walk = [&](const QJsonValue& v) {
            if (v.isArray())
                for (const QJsonValue& e : v.toArray())
                    walk(e);
            if (!v.isObject())
                return;
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                keys.insert(it.key());
                if (!dataMaps.contains(it.key()))
                    walk(it.value());
            }
        };
        QTemporaryDir tmp;
        const QList<QStringList> tasks{
            {"host2host/gemm_f32"},
            {"cuda2cuda/gemm_bf16"},
            {"triton2triton/softmax"},
            {"torch2cuda/gelu_tanh"},
            {"hip2hip/gelu_f16"},
            {"kernelbench/level1/23_Softmax", "--suite", KILN_SOURCE_DIR "/tests/data/kernelbench-checkout"}};
        for (const QStringList& task : tasks) {
            const QString file = tmp.filePath(QString(task.first()).replace('/', '_') + ".json");
            const Result r = kiln(QStringList{"eval"} + task + QStringList{"--configs", "all", "--emit-request", file});
            QVERIFY2(r.code == 0, qPrintable(task.first() + ": " + r.err));
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            walk(QJsonDocument::fromJson(f.readAll()).object());
        }
        QVERIFY(keys.contains("diagnostics") && keys.contains("constants") && keys.contains("mkdirs"));
        QStringList missing;
        for (const QString& key : keys)
            if (!text.contains('`' + key + '`') && !text.contains('"' + key + '"'))
                missing << key;
        missing.sort();
        QVERIFY2(missing.isEmpty(), qPrintable("not in docs/harness-protocol.md: " + missing.join(", ")));
    }

    // An id Kiln does not know is a usage error in every command that takes one: exit 2, the id named.
    void unknownIdsExitTwoEverywhere()
    {
        const QList<QPair<QStringList, QString>> cases{
            {{"tasks", "show", "no/such"}, "no task 'no/such'"},
            {{"eval", "no/such"}, "no task 'no/such'"},
            {{"run", "--agent", "tune", "--tasks", "no/such"}, "no task matches"},
            {{"runs", "show", "no-such-run"}, "no run 'no-such-run'"},
            {{"runs", "resume", "no-such-run"}, "no run 'no-such-run'"},
            {{"runs", "label", "no-such-run", "--candidate", "1", "clean"}, "no run 'no-such-run'"},
            {{"report", "no-such-run"}, "no run 'no-such-run'"},
            {{"dispatch", "no/such", "--dir", "/tmp"}, "no task 'no/such'"},
            {{"dispatch", "host2host/gemm_f32", "--runs", "no-such-run"}, "no run 'no-such-run'"},
            {{"export-patch", "999999"}, "no candidate 999999"},
            {{"remote", "install", "no-such-host"}, "no host 'no-such-host'"},
            {{"diagnose", "/no/such/file.ptx"}, "/no/such/file.ptx"},
            {{"calibrate", "--counts", "--suite", KILN_SOURCE_DIR "/resources/tasks"}, "is not a KernelBench checkout"},
        };
        for (const auto& [args, says] : cases) {
            const Result r = kiln(args);
            QVERIFY2(r.code == 2, qPrintable(args.join(' ') + QString(": exit %1 ").arg(r.code) + r.err));
            QVERIFY2(r.err.contains(says), qPrintable(args.join(' ') + ": " + r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
