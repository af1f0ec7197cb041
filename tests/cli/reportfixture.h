// Two stored runs on bundled host2host tasks, written through RunStore the way `kiln run` writes them, with
// times chosen so every figure of the report can be worked out by hand (tst_report.cpp does; tst_leaderboard
// checks the GUI shows what `kiln report --json` says). Run A (tune, finished after 30 min) and run B
// (command agent with model m-1, interrupted, reports tokens).
#pragma once

#include "model/store/runstore.h"

#include <QDateTime>

namespace kiln::testing {

const GateStatus Pass = GateStatus::Pass, Fail = GateStatus::Fail, Pending = GateStatus::Pending;

inline ConfigResult cfg(const QString& name, bool hidden, GateStatus status, double candMs = 0, double baseMs = 0,
                        double tSolMs = 0)
{
    ConfigResult c;
    c.name = name;
    c.hidden = hidden;
    c.correctness = status;
    c.matchedRatio = status == Pass ? 1.0 : 0.93;
    if (candMs > 0) {
        c.timed = true;
        c.candidate = TimingStats{candMs, candMs * 0.98, candMs * 1.03, candMs * 0.95, candMs * 1.2, 0.004, 120};
        c.baseline = TimingStats{baseMs, baseMs * 0.98, baseMs * 1.02, baseMs * 0.96, baseMs * 1.1, 0.003, 120};
        c.speedup = baseMs / candMs;
        c.tSolMs = tSolMs;
        c.fractionOfRoofline = tSolMs / candMs;
    }
    return c;
}

inline EvalResult evaluation(GateStatus compile, GateStatus correctness, GateStatus performance,
                             QList<ConfigResult> configs)
{
    EvalResult r;
    r.harness = "kiln-harness-host";
    r.deviceName = "host CPU";
    r.compile.status = compile;
    r.correctness.status = correctness;
    r.performance.status = performance;
    if (compile == Fail)
        r.compile.reason = "compile_error";
    if (correctness == Fail)
        r.correctness.reason = "mismatch";
    r.verdict = compile == Pass && correctness == Pass && performance != Fail ? "pass" : "fail";
    r.seconds = 1.5;
    r.configs = configs;
    return r;
}

struct Writer
{
    RunStore& store;
    QString run;
    int failures = 0;
    qint64 add(const QString& task, int seq, const QString& role, const QString& commit, const EvalResult& r)
    {
        CandidateRecord c;
        c.runId = run;
        c.taskId = task;
        c.seq = seq;
        c.role = role;
        c.commitId = commit;
        c.configs = role == "agent" ? "visible" : "all";
        QString error;
        const qint64 id = store.addCandidate(c, r, &error);
        if (id <= 0) {
            qWarning("%s", qPrintable(error));
            ++failures;
        }
        return id;
    }
};

// Writes both runs into `store`; false with *errorOut when the store refuses.
inline bool writeTwoRuns(RunStore& store, QString* errorOut)
{
    QString error;
    bool ok = true;
    // Run A, the tune agent, finished after 30 minutes.
    RunRecord a{"run-a",   QDateTime::fromString("2026-11-29T10:00:00Z", Qt::ISODate),
                "tune",    {},
                "agentic", "finished",
                {},        "local",
                {},        {},
                {},        QDateTime::fromString("2026-11-29T10:30:00Z", Qt::ISODate)};
    ok = store.addRun(a, &error);
    Writer wa{store, "run-a"};
    // gemm: 9.8/2 = 4.9x and 20/4 = 5x on visible, 36/8 = 4.5x on hidden; roofline 0.5/2 = 1/4 = 0.25.
    wa.add("host2host/gemm_f32", 1, "agent", "a1",
           evaluation(Pass, Pass, Pass,
                      {cfg("128-cube", false, Pass, 2, 9.8, 0.5), cfg("256x256x192", false, Pass, 4, 20, 1)}));
    const qint64 gemmBest =
        wa.add("host2host/gemm_f32", 1, "best", "a1",
               evaluation(Pass, Pass, Pass,
                          {cfg("128-cube", false, Pass, 2, 9.8, 0.5), cfg("256x256x192", false, Pass, 4, 20, 1),
                           cfg("odd", true, Pass, 8, 36, 2)}));
    ok = ok && store.setTaskResult("run-a", "host2host/gemm_f32", "scored", gemmBest, gemmBest);
    // reduce_sum: 1.87x on visible (roofline 0.4), wrong on a hidden shape: final scoring stopped before timing.
    wa.add("host2host/reduce_sum_f32", 1, "agent", "a2",
           evaluation(Pass, Pass, Pass, {cfg("1M", false, Pass, 1, 1.87, 0.4)}));
    const qint64 reduceBest = wa.add("host2host/reduce_sum_f32", 1, "best", "a2",
                                     evaluation(Pass, Fail, Pending, {cfg("1M", false, Pass), cfg("odd", true, Fail)}));
    ok = ok && store.setTaskResult("run-a", "host2host/reduce_sum_f32", "scored", reduceBest, reduceBest);
    // softmax_rows: never compiled.
    wa.add("host2host/softmax_rows", 1, "agent", "a3", evaluation(Fail, Pending, Pending, {}));
    const qint64 softmaxFinal =
        wa.add("host2host/softmax_rows", 1, "final", "a3", evaluation(Fail, Pending, Pending, {}));
    ok = ok && store.setTaskResult("run-a", "host2host/softmax_rows", "failed", 0, softmaxFinal);
    // transpose: the agent submitted nothing.
    ok = ok && store.setTaskResult("run-a", "host2host/transpose_f32", "failed", 0, 0);

    // Run B, a command agent that reports tokens, interrupted (no finish time); transpose not attempted.
    RunRecord b{"run-b",   QDateTime::fromString("2026-11-29T11:00:00Z", Qt::ISODate),
                "command", "m-1",
                "agentic", "interrupted",
                {},        "local",
                {},        {},
                {},        {}};
    ok = ok && store.addRun(b, &error);
    Writer wb{store, "run-b"};
    // gemm: 10/5 = 20/10 = 2x, hidden 32/16 = 2x; roofline 0.5/5 = 1/10 = 0.1.
    const qint64 gemmB =
        wb.add("host2host/gemm_f32", 1, "best", "b1",
               evaluation(Pass, Pass, Pass,
                          {cfg("128-cube", false, Pass, 5, 10, 0.5), cfg("256x256x192", false, Pass, 10, 20, 1),
                           cfg("odd", true, Pass, 16, 32, 2)}));
    ok = ok && store.setTaskResult("run-b", "host2host/gemm_f32", "scored", gemmB, gemmB);
    // reduce_sum: wrong on visible.
    wb.add("host2host/reduce_sum_f32", 1, "agent", "b2", evaluation(Pass, Fail, Pending, {cfg("1M", false, Fail)}));
    // softmax_rows: correct at exactly the baseline's 3 ms (a tie: not faster), roofline 1/3; the run was
    // interrupted before final scoring, so no hidden result exists.
    wb.add("host2host/softmax_rows", 1, "agent", "b3",
           evaluation(Pass, Pass, Pass, {cfg("rows", false, Pass, 3, 3, 1)}));
    ok =
        ok && store.addTranscriptEvent("run-b", "host2host/gemm_f32", 1, "assistant", "tiling", "{}", 12000, 800, 0.12);
    ok = ok &&
         store.addTranscriptEvent("run-b", "host2host/softmax_rows", 1, "assistant", "online", "{}", 5000, 300, 0.05);
    ok = ok && wa.failures == 0 && wb.failures == 0;
    if (errorOut)
        *errorOut = error.isEmpty() ? QStringLiteral("a write to the store failed (see the warnings)") : error;
    return ok;
}

} // namespace kiln::testing
