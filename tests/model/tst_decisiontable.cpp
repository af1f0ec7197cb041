// The per-shape dispatcher's pieces without a harness: the decision table's rule (the fastest when it is
// clear of the others, else the best single candidate or the simplest within noise; hidden configurations
// never read), the nearest row
// for other shapes, the sources it generates (a compiled one that g++ builds and calls, a Python one that
// python3 runs), and the evidence a patch carries.
#include "model/shipping/decisiontable.h"
#include "model/shipping/dispatchersource.h"
#include "model/shipping/patchevidence.h"
#include "model/store/runstore.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kiln;

namespace {

Task gemmTask()
{
    Task t;
    t.id = QStringLiteral("host2host/gemm_f32");
    t.backend = QStringLiteral("host");
    t.editable = {QStringLiteral("gemm.cpp")};
    t.entry = QStringLiteral("kiln_gemm_f32");
    t.parameters = {QStringLiteral("M"), QStringLiteral("N")};
    auto config = [](const char* name, qint64 m, qint64 n, bool hidden) {
        ConfigSpec c;
        c.name = QString::fromLatin1(name);
        c.values = {{"M", m}, {"N", n}};
        c.hidden = hidden;
        return c;
    };
    t.configs = {config("small", 64, 64, false), config("large", 4096, 4096, false)};
    t.hiddenConfigs = {config("odd", 97, 131, true)};
    return t;
}

ConfigResult timed(const QString& name, double speedup, double halfWidth, bool hidden = false)
{
    ConfigResult r;
    r.name = name;
    r.hidden = hidden;
    r.correctness = GateStatus::Pass;
    r.timed = true;
    r.speedup = speedup;
    r.speedupCi = {speedup - halfWidth, speedup + halfWidth};
    return r;
}

DispatchOption option(const QString& label, const QByteArray& source, QList<ConfigResult> results)
{
    DispatchOption o;
    o.label = label;
    o.files = {{QStringLiteral("gemm.cpp"), source}};
    o.results = std::move(results);
    return o;
}

// A candidate that says which one it is through its return value: 10 + `id`.
QByteArray taggedSource(int id, const QByteArray& extra = {})
{
    return "#include <kiln/kernel_abi.h>\n#include <stdlib.h>\n" + extra + "#define WHO " + QByteArray::number(id) +
           "\nstatic int who(void) { return 10 + WHO; }\nKILN_ENTRY(kiln_gemm_f32)\n{\n    (void)tensors; "
           "(void)num_tensors;"
           " (void)params; (void)num_params; (void)stream;\n    return who();\n}\n";
}

} // namespace

class TestDecisionTable : public QObject
{
    Q_OBJECT

private slots:
    void theFastestClearOfTheOthersIsChosen()
    {
        const Task t = gemmTask();
        const QList<DispatchOption> options{
            option("a", taggedSource(0), {timed("small", 2.0, 0.05), timed("large", 1.0, 0.05)}),
            option("b", taggedSource(1), {timed("small", 1.0, 0.05), timed("large", 3.0, 0.05)})};
        const DecisionTable table = learnDecisionTable(t, options);
        QCOMPARE(table.rows.size(), 2);
        QCOMPARE(table.rows[0].config, QStringLiteral("small"));
        QCOMPARE(table.rows[0].option, 0);
        QCOMPARE(table.rows[1].option, 1);
        QCOMPARE(table.rows[0].params, (QList<qint64>{64, 64}));
        QVERIFY(table.rows[0].why.contains("fastest"));
    }

    // Within noise the best single candidate stays: b has the best geometric mean for what it surely is, and
    // a's lead on `small` is inside the noise.
    void withinNoiseTheBestSingleCandidateStays()
    {
        const Task t = gemmTask();
        const QList<DispatchOption> options{
            option("a", taggedSource(0), {timed("small", 2.1, 0.2), timed("large", 1.9, 0.2)}),
            option("b", taggedSource(1, "// longer\nint pad1;\n"),
                   {timed("small", 2.0, 0.2), timed("large", 3.0, 0.05)})};
        QCOMPARE(bestSingleOption(t, options), 1);
        const DecisionTable table = learnDecisionTable(t, options);
        QCOMPARE(table.fallback, 1);
        QCOMPARE(table.rows[0].option, 1); // tied with a there: b, not the simpler a
        QVERIFY2(table.rows[0].why.contains("the best single candidate"), qPrintable(table.rows[0].why));
        QCOMPARE(table.rows[1].option, 1);
        QVERIFY(table.notes.join(' ').contains("a is chosen for no configuration"));
    }

    // Where the best single candidate is clearly slower and the ones ahead of it are within noise of each
    // other: the simplest of those.
    void withoutTheBestSingleAmongTheTiedTheSimplestIsChosen()
    {
        const Task t = gemmTask();
        const QList<DispatchOption> options{
            option("a", taggedSource(0), {timed("small", 3.0, 0.2), timed("large", 1.0, 0.05)}),
            option("b", taggedSource(1, "// one\n// two\nint pad1;\nint pad2;\n"),
                   {timed("small", 3.1, 0.2), timed("large", 1.0, 0.05)}),
            option("c", taggedSource(2), {timed("small", 1.5, 0.05), timed("large", 4.0, 0.05)})};
        const DecisionTable table = learnDecisionTable(t, options);
        QCOMPARE(table.fallback, 2);
        QCOMPARE(table.rows[0].option, 0); // a and b tie, c is clearly slower: a has fewer lines
        QVERIFY2(table.rows[0].why.contains("the simplest"), qPrintable(table.rows[0].why));
        QCOMPARE(table.rows[1].option, 2);
    }

    // Tune candidates share one file and differ in -D values, so their lines are equal and "simplest" would
    // be the first, the untuned baseline: on the H100 (run 20 part b, gemm_bf16) that one took every tied
    // shape and was 9% slower than the best single candidate on the hidden skinny-m17. The tune run's own
    // results, from the store that run left (tests/data/gpu-runs/2026-12-05-h100-run20b): where nothing is
    // clearly faster the table keeps the best single candidate.
    void tuneCandidatesOnTheH100KeepTheBestSingleCandidate()
    {
        const QString dir = QStringLiteral(KILN_TEST_DATA_DIR "/gpu-runs/2026-12-05-h100-run20b");
        QTemporaryDir tmp;
        QVERIFY(QFile::copy(dir + "/kiln.sqlite", tmp.filePath("kiln.sqlite")));
        QFile::setPermissions(tmp.filePath("kiln.sqlite"), QFile::ReadOwner | QFile::WriteOwner);
        RunStore store;
        QString error;
        QVERIFY2(store.open(tmp.filePath("kiln.sqlite"), &error), qPrintable(error));
        QString tuneRun;
        for (const RunRecord& r : store.runs())
            if (r.agent == QLatin1String("tune"))
                tuneRun = r.id;
        QVERIFY(!tuneRun.isEmpty());
        Task t;
        t.id = QStringLiteral("cuda2cuda/gemm_bf16");
        t.parameters = {QStringLiteral("M"), QStringLiteral("N"), QStringLiteral("K")};
        auto config = [](const char* name, qint64 m, qint64 n, qint64 k) {
            ConfigSpec c;
            c.name = QString::fromLatin1(name);
            c.values = {{"M", m}, {"N", n}, {"K", k}};
            return c;
        };
        t.configs = {config("square-2k", 2048, 2048, 2048), config("square-4k", 4096, 4096, 4096),
                     config("prefill-4k-k4k", 2048, 4096, 4096), config("mlp-down-long-k", 512, 4096, 14336)};
        QList<DispatchOption> options;
        for (const CandidateRecord& c : store.candidates(tuneRun, t.id))
            if (c.role == QLatin1String("agent") && c.verdict == QLatin1String("pass")) {
                DispatchOption o;
                o.label = QStringLiteral("candidate %1").arg(c.id);
                o.files = {{QStringLiteral("gemm.cu"), QByteArray("the same file for every tune point\n")}};
                o.results = store.evaluation(c.id).configs;
                options << o;
            }
        QVERIFY2(options.size() >= 4, qPrintable(QString::number(options.size())));
        const int single = bestSingleOption(t, options);
        QVERIFY(single > 0); // not the first (the untuned baseline)
        QCOMPARE(options[single].label, QStringLiteral("candidate 6"));
        const DecisionTable table = learnDecisionTable(t, options);
        QCOMPARE(table.rows.size(), 4);
        for (const DecisionRow& row : table.rows)
            QVERIFY2(row.option == single, qPrintable(row.config + ": " + options[row.option].label + ", " + row.why));
        QVERIFY2(table.notes.value(0).startsWith("no candidate is clearly faster than candidate 6"),
                 qPrintable(table.notes.join('\n')));
    }

    void hiddenConfigurationsNeverReachTheTable()
    {
        const Task t = gemmTask();
        // b is 100x on the hidden configuration and on a hidden result named like a visible one (a final
        // scoring's): neither may move a choice, and no row may be a hidden configuration.
        QList<ConfigResult> bResults{timed("small", 100.0, 1, true), timed("odd", 100.0, 1, true),
                                     timed("small", 1.0, 0.05), timed("large", 1.0, 0.05)};
        const QList<DispatchOption> options{
            option("a", taggedSource(0), {timed("small", 2.0, 0.05), timed("large", 2.0, 0.05)}),
            option("b", taggedSource(1), bResults)};
        const DecisionTable table = learnDecisionTable(t, options);
        QCOMPARE(table.rows.size(), 2);
        for (const DecisionRow& row : table.rows) {
            QVERIFY(row.config != QLatin1String("odd"));
            QCOMPARE(row.option, 0);
        }
        // A configuration no option passed is left to its neighbours, and said.
        QList<ConfigResult> failing{timed("small", 2.0, 0.05)};
        const DecisionTable partial = learnDecisionTable(t, {option("a", taggedSource(0), failing)});
        QCOMPARE(partial.rows.size(), 1);
        QVERIFY(partial.notes.join(' ').contains("large: no candidate passed"));
    }

    void otherShapesGoWhereTheNearestRowGoes()
    {
        DecisionTable table;
        table.rows = {{"small", {64, 64}, 0, {}}, {"large", {4096, 4096}, 1, {}}};
        QCOMPARE(table.optionFor({64, 64}), 0);
        QCOMPARE(table.optionFor({97, 131}), 0);
        QCOMPARE(table.optionFor({2048, 8192}), 1);
        QCOMPARE(table.optionFor({0, 1}), 0); // sizes below 1 count as 1
    }

    void theCompiledDispatcherBuildsAndCallsTheChosenCandidate()
    {
        const Task t = gemmTask();
        // Both define WHO and who(), and one reads a tunable: each must see only its own.
        DispatchOption a = option("a", taggedSource(0), {timed("small", 2.0, 0.05), timed("large", 1.0, 0.05)});
        DispatchOption b = option(
            "b", "#ifndef EXTRA\n#define EXTRA 0\n#endif\n" + taggedSource(1).replace("10 + WHO", "10 + WHO + EXTRA"),
            {timed("small", 1.0, 0.05), timed("large", 3.0, 0.05)});
        b.tunables = {{"EXTRA", "5"}};
        const QList<DispatchOption> options{a, b};
        const DecisionTable table = learnDecisionTable(t, options);
        QString error;
        const auto files = dispatcherFiles(t, options, table, &error);
        QVERIFY2(files, qPrintable(error));
        const QByteArray source = files->value("gemm.cpp");
        QVERIFY(source.contains("Decision table, learned on the visible configurations only"));
        QCOMPARE(source.count("#include <stdlib.h>"), 1); // hoisted once, out of both namespaces
        QTemporaryDir dir;
        QFile f(dir.filePath("dispatcher.cpp"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(source +
                "\n#include <stdio.h>\nint main() {\n"
                "    const int64_t small[2] = {64, 64}, large[2] = {4096, 4096}, near_large[2] = {3000, 5000};\n"
                "    printf(\"%d %d %d\\n\", kiln_gemm_f32(0, 0, small, 2, 0), kiln_gemm_f32(0, 0, large, 2, 0),"
                " kiln_gemm_f32(0, 0, near_large, 2, 0));\n    return 0;\n}\n");
        f.close();
        QProcess gxx;
        gxx.start("g++", {"-std=c++17", "-Wall", "-Werror", "-I" KILN_SOURCE_DIR "/runners/harness/include",
                          f.fileName(), "-o", dir.filePath("dispatcher")});
        QVERIFY(gxx.waitForFinished(120000));
        QVERIFY2(gxx.exitCode() == 0, gxx.readAllStandardError().constData());
        QProcess run;
        run.start(dir.filePath("dispatcher"), {});
        QVERIFY(run.waitForFinished(30000));
        QCOMPARE(run.readAllStandardOutput().trimmed(), QByteArray("10 16 16")); // b with EXTRA=5: 10 + 1 + 5
    }

    void candidatesThatCannotBeCombinedAreNamed()
    {
        const Task t = gemmTask();
        const QByteArray noMacro = "#include <kiln/kernel_abi.h>\nextern \"C\" int kiln_gemm_f32() { return 0; }\n";
        QList<DispatchOption> options{option("plain", noMacro, {timed("small", 2.0, 0.05), timed("large", 2.0, 0.05)})};
        QString error;
        QVERIFY(!dispatcherFiles(t, options, learnDecisionTable(t, options), &error));
        QVERIFY2(error.contains("plain") && error.contains("KILN_ENTRY(kiln_gemm_f32)"), qPrintable(error));
        options = {option("branchy", "#ifdef A\n#else\n#include <vector>\n#endif\n" + taggedSource(0),
                          {timed("small", 2.0, 0.05), timed("large", 2.0, 0.05)})};
        QVERIFY(!dispatcherFiles(t, options, learnDecisionTable(t, options), &error));
        QVERIFY2(error.contains("branchy (gemm.cpp:3)") && error.contains("#else"), qPrintable(error));
        Task kb = t;
        kb.backend = QStringLiteral("torch");
        kb.interface = QStringLiteral("kernelbench");
        QVERIFY(!dispatcherFiles(kb, options, learnDecisionTable(kb, options), &error));
        QVERIFY(error.contains("kernelbench"));
    }

    void thePythonDispatcherRunsTheChosenCandidate()
    {
        Task t = gemmTask();
        t.backend = QStringLiteral("triton");
        t.interface = QStringLiteral("function");
        t.editable = {QStringLiteral("kernel.py")};
        t.entry = QStringLiteral("run");
        auto py = [](const QByteArray& who) {
            return "import inspect\n# caf\xc3\xa9: a candidate's bytes are kept exactly\nWHO = '" + who +
                   "'\n\ndef helper():\n    return WHO\n\n"
                   "def run(*tensors, **kwargs):\n    # inspect reads this file's text, as Triton's @jit does\n"
                   "    assert 'def helper' in inspect.getsource(helper)\n    return helper() + ':' + 'caf\\u00e9'\n";
        };
        QList<DispatchOption> options{option("a", py("a"), {timed("small", 2.0, 0.05), timed("large", 1.0, 0.05)}),
                                      option("b", py("b"), {timed("small", 1.0, 0.05), timed("large", 3.0, 0.05)})};
        for (DispatchOption& o : options)
            o.files = {{QStringLiteral("kernel.py"), o.files.first()}};
        QString error;
        const auto files = dispatcherFiles(t, options, learnDecisionTable(t, options), &error);
        QVERIFY2(files, qPrintable(error));
        QTemporaryDir dir;
        QFile f(dir.filePath("kernel.py"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(files->value("kernel.py"));
        f.close();
        QProcess python;
        python.setWorkingDirectory(dir.path());
        python.start(
            "python3",
            {"-c",
             "import kernel; print(kernel.run(M=64, N=64), kernel.run(M=4096, N=4096), kernel.run(M=97, N=131))"});
        QVERIFY(python.waitForFinished(60000));
        QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
        QCOMPARE(QString::fromUtf8(python.readAllStandardOutput().trimmed()), QStringLiteral("a:café b:café a:café"));
    }

    void patchEvidenceListsTheFiguresAndNeverEndsTheMessageEarly()
    {
        Task t = gemmTask();
        RunRecord run;
        run.id = QStringLiteral("20261202-1");
        run.agent = QStringLiteral("tune");
        CandidateRecord c;
        c.id = 7;
        c.seq = 3;
        c.commitId = QStringLiteral("abc123");
        c.flags = {QStringLiteral("tunables:JB=8")};
        EvalResult r;
        r.verdict = QStringLiteral("pass");
        r.deviceName = QStringLiteral("NVIDIA H200");
        r.harness = QStringLiteral("kiln-harness-host");
        r.configs = {timed("small", 2.0, 0.05), timed("odd", 1.5, 0.1, true)};
        r.configs[0].candidate.medianMs = 0.5;
        r.configs[0].baseline.medianMs = 1.0;
        r.speedupGeomean = 1.73;
        r.flags = {{QStringLiteral("launch_bound"), QStringLiteral("small"), {}}};
        ReviewRecord review{QStringLiteral("accept"), QStringLiteral("---looks right\ndiff is small"),
                            QDateTime::currentDateTimeUtc()};
        const PatchEvidence e = patchEvidence(t, run, c, r, review, QStringLiteral("Ada"));
        QVERIFY(e.subject.startsWith("host2host/gemm_f32: candidate 3 of run 20261202-1, 1.73x"));
        for (const char* needle : {"NVIDIA H200", "Tunables: JB=8", "small", "500", "2.00x", "1 of 1 correct", "odd",
                                   "launch_bound (small)", "accept by Ada", "looks right", "Kiln-Commit: abc123"})
            QVERIFY2(e.body.contains(QString::fromUtf8(needle)),
                     qPrintable(QStringLiteral("%1 missing in\n%2").arg(needle, e.body)));
        for (const QString& line : e.body.split('\n'))
            QVERIFY2(!line.startsWith("---") && !line.startsWith("diff ") && !line.startsWith("From "),
                     qPrintable(line));
    }
};

QTEST_GUILESS_MAIN(TestDecisionTable)
#include "tst_decisiontable.moc"
