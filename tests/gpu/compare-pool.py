"""Summarizes `kiln run` data folders made by tests/gpu/run-pool.sh, and compares two of them.

    compare-pool.py DATA_DIR                 one run: wall time, evaluations per GPU, concurrency, the tune table
    compare-pool.py DATA_DIR_A DATA_DIR_B    also: every candidate timed in both, median against median
    compare-pool.py POOL_DIR --alone 0=DIR --alone 1=DIR
                                             each candidate of the pool run against the same candidate timed
                                             in the run that had the GPU it ran on to itself

Candidates are matched by what was compiled: the editable files' contents plus the -D tunables of the build
(the tune agent varies tunables through defines), per task and configuration."""
import glob
import hashlib
import json
import os
import sqlite3
import statistics
import sys
from datetime import datetime


def when(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00")).timestamp()


def load(data):
    db = sqlite3.connect(os.path.join(data, "kiln.sqlite"))
    run_id, created, finished, status, folder = db.execute(
        "select id, created_at, finished_at, status, folder from runs order by created_at desc limit 1").fetchone()
    folder = folder if folder and os.path.isdir(folder) else os.path.join(data, "runs", run_id)
    cands = []
    for cid, task, seq, role, verdict, speedup in db.execute(
            "select id, task_id, seq, role, verdict, speedup_geomean from candidates where run_id=?", (run_id,)):
        slug = task.replace("/", "__")
        ev = (os.path.join(folder, "eval", slug, str(seq)) if role == "agent"
              else os.path.join(folder, "final", slug, role))
        key, placement = None, {}
        req = os.path.join(ev, "request.json")
        if os.path.exists(req):
            r = json.load(open(req))
            argv = r.get("objects", {}).get("candidate", {}).get("build", {}).get("argv", [])
            h = hashlib.sha256(" ".join(sorted(a for a in argv if a.startswith("-D"))).encode())
            for f in sorted(glob.glob(os.path.join(ev, "*.cu"))):
                h.update(open(f, "rb").read())
            key = h.hexdigest()[:16]
        if os.path.exists(os.path.join(ev, "timed-on.json")):
            placement = json.load(open(os.path.join(ev, "timed-on.json")))
        # reps; from store schema 3 the addresses a placement-sampled time averages (0: not sampled); from
        # schema 4 the SM clock the harness measured before the calls (-1: not measured)
        columns = {row[1] for row in db.execute("pragma table_info(config_metrics)")}
        placements = "placements" if "placements" in columns else "0"
        clock = "sm_clock_mhz" if "sm_clock_mhz" in columns else "-1"
        metrics = {c: (m, b, n, p, k) for c, m, b, n, p, k in db.execute(
            f"select config, median_ms, baseline_median_ms, reps, {placements}, {clock} from config_metrics "
            "where candidate_id=? and timed=1", (cid,))}
        cands.append(dict(id=cid, task=task, seq=seq, role=role, verdict=verdict, speedup=speedup, key=key,
                          gpu=placement.get("gpu"), started=placement.get("started"),
                          finished=placement.get("finished"), metrics=metrics))
    results = list(db.execute("select task_id, status, best_candidate, final_candidate, evaluations from task_results "
                              "where run_id=?", (run_id,)))
    return dict(id=run_id, created=created, finished=finished, status=status, cands=cands, results=results)


def summary(name, run):
    print(f"## {name}: run {run['id']} ({run['status']})")
    if run["finished"]:
        print(f"- wall (store): {when(run['finished']) - when(run['created']):.1f} s")
    per_gpu = {}
    spans = []
    for c in run["cands"]:
        per_gpu[c["gpu"]] = per_gpu.get(c["gpu"], 0) + 1
        if c["started"] and c["finished"]:
            spans.append((when(c["started"]), when(c["finished"]), c["gpu"]))
    print("- timed stages per GPU:", ", ".join(f"GPU {g}: {n}" for g, n in sorted(per_gpu.items(), key=str)))
    # Concurrency: seconds during which timed stages ran on two GPUs at once.
    both = 0.0
    for i, (s1, e1, g1) in enumerate(spans):
        for s2, e2, g2 in spans[i + 1:]:
            if g1 != g2:
                both += max(0.0, min(e1, e2) - max(s1, s2))
    busy = sum(e - s for s, e, _ in spans)
    print(f"- timed-stage seconds: {busy:.1f}; of them on two GPUs at once: {both:.1f}")
    print("\n| task | evaluations | best candidate speedup (visible) | final scoring speedup, best | status | "
          "timed on GPU (evaluation: GPU) |")
    print("|---|---|---|---|---|---|")
    for task, status, _best, _final, evals in sorted(run["results"]):
        agent = [c for c in run["cands"] if c["task"] == task and c["role"] == "agent" and c["speedup"]]
        top = max((c["speedup"] for c in agent), default=None)
        scored = [c for c in run["cands"] if c["task"] == task and c["role"] == "best"]
        sp = scored[0]["speedup"] if scored else None
        # Which candidate ran where: the agent's evaluations by number, then the final scoring's by role.
        mine = sorted((c for c in run["cands"] if c["task"] == task), key=lambda c: (c["role"] != "agent", c["seq"]))
        where = " ".join(f"{c['seq'] if c['role'] == 'agent' else c['role']}:{c['gpu']}" for c in mine)
        print(f"| {task} | {evals} | {top:.3f} |" if top else f"| {task} | {evals} | - |",
              f"{sp:.3f} |" if sp else "- |", status, "|", where, "|")
    print()


def index_of(run):
    index = {}
    for c in run["cands"]:
        for cfg, (m, _, reps, placements, clock) in c["metrics"].items():
            if c["key"] and m:
                index.setdefault((c["task"], c["key"], cfg), []).append((m, reps, placements, clock))
    return index


def how(timings):
    """How a timing was taken: its calls, the addresses averaged where placement was sampled, the SM clock."""
    return ", ".join(f"{reps}" + (f" ({placements} addr)" if placements else "") +
                     (f" @{clock:.0f}" if clock and clock > 0 else "") for _, reps, placements, clock in timings)


def pairs(b, alone):
    """Every (candidate, configuration) of run b against the same one in the run alone: `alone` maps the GPU
    b timed it on to that run's index (None: any GPU, the one run given)."""
    diffs = []
    for c in b["cands"]:
        index = alone.get(c["gpu"], alone.get(None))
        for cfg, (m, _, reps, placements, clock) in c["metrics"].items():
            ref = index.get((c["task"], c["key"], cfg)) if index else None
            if ref and m:
                r = statistics.median(x[0] for x in ref)
                diffs.append((abs(m - r) / r * 100, c["task"], cfg, c["gpu"], m * 1e3, r * 1e3,
                              how([(m, reps, placements, clock)]), how(ref)))
    return diffs


def compare(diffs):
    print(f"## candidates timed in both runs: {len(diffs)} (candidate, configuration) pairs")
    if not diffs:
        return
    d = sorted(x[0] for x in diffs)
    print(f"- |difference| median {statistics.median(d):.2f}%, p90 {d[int(0.9 * (len(d) - 1))]:.2f}%, max {d[-1]:.2f}%;"
          f" within 3%: {sum(1 for x in d if x < 3)} of {len(d)}")
    print("\n| task | config | GPU (run B) | B median us | A median us | diff % | B calls | A calls |\n"
          "|---|---|---|---|---|---|---|---|")
    for x in sorted(diffs, reverse=True)[:25]:
        print(f"| {x[1]} | {x[2]} | {x[3]} | {x[4]:.2f} | {x[5]:.2f} | {x[0]:.2f} | {x[6]} | {x[7]} |")


def repeat_noise(name, run):
    """The same candidate timed more than once inside one run (the tune agent's repeats, the final scoring's
    re-evaluation of the best and final candidates): the noise floor a cross-run comparison sits on. In a pool
    run the two timings can fall on different GPUs, which differ by themselves (a GEMM ran 5% slower on one
    H200 of a pair than on the other), so pairs on the same GPU and on two GPUs are counted apart."""
    groups = {}
    for c in run["cands"]:
        for cfg, (m, *_) in c["metrics"].items():
            if c["key"] and m:
                groups.setdefault((c["task"], c["key"], cfg), []).append((m, c["gpu"]))
    pairs = [(abs(v[1][0] - v[0][0]) / v[0][0] * 100, v[0][1] == v[1][1]) for v in groups.values() if len(v) >= 2]
    for same, where in ((True, "on the same GPU"), (False, "on two GPUs")):
        d = sorted(x for x, s in pairs if s == same)
        if d:
            print(f"## {name}: the same candidate timed twice within the run, {where}: {len(d)} pairs; |difference| "
                  f"median {statistics.median(d):.2f}%, p90 {d[int(0.9 * (len(d) - 1))]:.2f}%, max {d[-1]:.2f}%; "
                  f"within 3%: {sum(1 for x in d if x < 3)} of {len(d)}\n")


def by_task(diffs):
    """Per task: the share of (candidate, configuration) pairs within 3% across the runs."""
    rows = {}
    for d, task, *_ in diffs:
        rows.setdefault(task, []).append(d)
    print("\n| task | pairs | within 3% | median diff % | max diff % |\n|---|---|---|---|---|")
    for task, d in sorted(rows.items()):
        print(f"| {task} | {len(d)} | {sum(1 for x in d if x < 3)} | {statistics.median(d):.2f} | {max(d):.2f} |")


# compare-pool.py POOL_DIR --alone GPU=DIR [--alone GPU=DIR]: each candidate of the pool run against the same
# candidate timed in the run that had the GPU it ran on to itself.
args = sys.argv[1:]
alone_dirs = {}
while "--alone" in args:
    i = args.index("--alone")
    gpu, d = args[i + 1].split("=", 1)
    alone_dirs[gpu] = d
    del args[i:i + 2]
runs = [load(d) for d in args + list(alone_dirs.values())]
names = [os.path.basename(d.rstrip("/")) for d in args + list(alone_dirs.values())]
for n, r in zip(names, runs, strict=True):
    summary(n, r)
for n, r in zip(names, runs, strict=True):
    repeat_noise(n, r)
if alone_dirs:
    alone = {g: index_of(r) for g, r in zip(alone_dirs, runs[len(args):], strict=True)}
    print("## each candidate against the same candidate alone on the same GPU (" +
          ", ".join(f"GPU {g}: {os.path.basename(d.rstrip('/'))}" for g, d in alone_dirs.items()) + ")")
    diffs = pairs(runs[0], alone)
    compare(diffs)
    by_task(diffs)
elif len(runs) == 2:
    diffs = pairs(runs[1], {None: index_of(runs[0])})
    compare(diffs)
    by_task(diffs)
