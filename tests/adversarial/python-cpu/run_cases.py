#!/usr/bin/env python3
"""The Python harness's adversarial cases on the CPU (torch's CPU backend), as CI runs them.

    python3 run_cases.py --launcher build/harness/kiln-harness-host [--only NAME] [--table] [--harness PYZ]

Each case is cases/<task>/<case>/candidate.py with verdict.json: the verdict, the reasons accepted
(`reasons`), flags that must be raised, the highest speedup any configuration's interval may start at (`max_speedup`),
and strings that must not appear anywhere in the evaluation's output (`must_not_leak`). The tasks are
tasks/<task>/ (reference.py, baseline.py, task.json; a KernelBench task has no baseline.py: its problem file
is both, as Kiln's importer makes it). Every case runs the real harness: supervisor, judge
and two confined runners. Exit 1 when any case gets another verdict.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.join(HERE, "..", "..", "..", "runners", "harness", "kiln_harness.py")


def request_for(task_dir: str, candidate: str, launcher: str, device: dict | None = None) -> dict:
    with open(os.path.join(task_dir, "task.json")) as f:
        r = json.load(f)
    entries = r.pop("entries", None)
    baseline = os.path.join(task_dir, "baseline.py")
    if not os.path.exists(baseline):
        baseline = os.path.join(task_dir, "reference.py")
    r.update({"protocol": 1, "note": "KILN-SECRET-REQUEST", "seeds": [1, 2], "correctness": {"timeout_s": 30},
              "performance": {"enabled": True, "warmup_s": 0.02, "min_reps": 8, "max_reps": 40, "target_rse": 0.02,
                              "budget_s": 0.4, "timeout_s": 30},
              "device": device or {"kind": "cpu", "threads": 1}, "implausible_speedup": 50,
              "python": {"candidate": candidate, "baseline": baseline,
                         "reference": os.path.join(task_dir, "reference.py"), "launcher": launcher,
                         **({"entries": entries} if entries else {})},
              # What Kiln hides: its data folder, the home folder, the suite (here: the whole case tree).
              "sandbox": {"hide": [os.path.expanduser("~"), os.path.dirname(os.path.dirname(task_dir))]}})
    return r


def run_case(task: str, case: str, launcher: str, python: str, device: dict | None = None,
             keep: str = "", harness: str = HARNESS) -> tuple[bool, str, float]:
    task_dir = os.path.join(HERE, "tasks", task)
    case_dir = os.path.join(HERE, "cases", task, case)
    with open(os.path.join(case_dir, "verdict.json")) as f:
        exp = json.load(f)
    with tempfile.TemporaryDirectory(prefix="kiln-eval-") as tmp:
        # As Kiln lays it out: the candidate's folder holds its editable file, the request lies elsewhere.
        os.makedirs(os.path.join(tmp, "candidate"))
        shutil.copy(os.path.join(case_dir, "candidate.py"), os.path.join(tmp, "candidate", "candidate.py"))
        path = os.path.join(tmp, "request.json")
        with open(path, "w") as f:
            json.dump(request_for(task_dir, os.path.join(tmp, "candidate", "candidate.py"), launcher, device), f)
        t0 = time.monotonic()
        p = subprocess.run([python, harness, path], capture_output=True, text=True, timeout=300,
                           env=dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1"))
        seconds = time.monotonic() - t0
    if keep:
        with open(os.path.join(keep, f"{task}__{case}.jsonl"), "w") as f:
            f.write(p.stdout)
    events = []
    for line in p.stdout.splitlines():
        try:
            events.append(json.loads(line))
        except ValueError:
            return False, f"not a protocol line on stdout: {line[:200]}", seconds
    done = [e for e in events if e.get("event") == "done"]
    if len(done) != 1:
        return False, f"{len(done)} done events; stderr: {p.stderr[-2000:]}", seconds
    d = done[0]
    problems = []
    if d.get("verdict") != exp["verdict"]:
        problems.append(f"verdict {d.get('verdict')} ({d.get('reason')}: {d.get('message')}), "
                        f"expected {exp['verdict']}")
    reasons = list(exp.get("reasons") or [])
    if reasons and d.get("reason") not in reasons:
        problems.append(f"reason {d.get('reason')} ({d.get('message')}), expected one of {reasons}")
    flags = {e.get("flag") for e in events if e.get("event") == "flag"}
    for f in exp.get("flags") or []:
        if f not in flags:
            problems.append(f"missing flag {f} (flags: {sorted(x for x in flags if x)})")
    if exp["verdict"] == "pass" and not exp.get("flags"):
        # unconfined and host_bound are statements about the measurement, not the candidate
        unexpected = flags - {"unconfined", "host_bound"} - set(exp.get("allowed_flags") or [])
        if unexpected:
            problems.append(f"unexpected flags {sorted(unexpected)}: "
                            + "; ".join(e.get("message", "") for e in events if e.get("flag") in unexpected)[:600])
    if "max_speedup" in exp:
        # The interval's low end, not the median: on a shared 2-core CI machine an honest 0.1 ms matmul once
        # read 11x (the baseline runner's calls were slowed for a whole configuration), while a forged clock
        # is decisively fast, interval and all.
        for e in events:
            if e.get("event") == "config" and e.get("gate") == "performance" and e.get("speedup"):
                low = (e.get("speedup_ci") or [e["speedup"]])[0]
                if low >= exp["max_speedup"]:
                    problems.append(f"{e['config']}: speedup {e['speedup']:.2f}x (interval from {low:.2f}x), "
                                    f"at most {exp['max_speedup']}x expected")
    for secret in exp.get("must_not_leak") or []:
        at = p.stdout.find(secret)
        if at >= 0:
            problems.append(f"'{secret}' reached the evaluation's output: ...{p.stdout[max(0, at - 200):at + 200]}...")
    # Nothing of an evaluation outlives it: no runner, nothing a runner started.
    for pattern in ("kiln_harness.py --runner", "sleep 1000"):
        left = []
        for _ in range(20):
            left = subprocess.run(["pgrep", "-f", pattern], capture_output=True, text=True).stdout.split()
            if not left:
                break
            time.sleep(0.1)
        if left:
            problems.append(f"'{pattern}' left running after the evaluation: {left}")
            subprocess.run(["pkill", "-9", "-f", pattern])
    what = f"{d.get('verdict')} {d.get('reason') or ''}".strip()
    return not problems, what if not problems else "; ".join(problems), seconds


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--launcher", required=True, help="kiln-harness-host, the runners' confinement launcher")
    ap.add_argument("--python", default=sys.executable, help="an interpreter that imports torch")
    ap.add_argument("--harness", default=HARNESS, help="the harness to run: kiln_harness.py (the default, from "
                    "the source folder) or its zipapp, kiln_harness.pyz")
    ap.add_argument("--only", default="",
                    help="run the cases whose task/case contains this (or any of a comma-separated list)")
    ap.add_argument("--table", action="store_true", help="print a Markdown table of the cases")
    ap.add_argument("--keep", metavar="DIR", default="", help="write each case's events to DIR/TASK__CASE.jsonl")
    ap.add_argument("--cuda", metavar="LIBRARY", default="",
                    help="run on GPU 0 instead, with this libkiln-pydevice-cuda.so "
                         "(cases marked cpu_only are left out)")
    args = ap.parse_args()
    args.launcher = os.path.abspath(args.launcher)
    check = subprocess.run([args.python, "-c", "import torch"], capture_output=True, text=True)
    if check.returncode != 0:
        print(f"{args.python} cannot import torch (./kiln.sh test installs Debian's python3-torch): "
              f"{check.stderr.strip()[-300:]}")
        return 1
    cases = []
    for task in sorted(os.listdir(os.path.join(HERE, "cases"))):
        for case in sorted(os.listdir(os.path.join(HERE, "cases", task))):
            if any(part in f"{task}/{case}" for part in args.only.split(",")):
                cases.append((task, case))
    device = {"index": 0} if args.cuda else None
    if args.cuda:
        os.environ["KILN_PYDEVICE_LIBRARY"] = os.path.abspath(args.cuda)
        cases = [(t, c) for t, c in cases
                 if not json.load(open(os.path.join(HERE, "cases", t, c, "verdict.json"))).get("cpu_only")]
    failed = 0
    rows = []
    for task, case in cases:
        ok, what, seconds = run_case(task, case, args.launcher, args.python, device, args.keep, args.harness)
        failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {task}/{case} ({seconds:.1f} s): {what}", flush=True)
        rows.append((task, case, what))
    print(f"{len(cases) - failed} of {len(cases)} cases got the expected verdict")
    if args.table:
        for task, case, what in rows:
            with open(os.path.join(HERE, "cases", task, case, "verdict.json")) as f:
                exp = json.load(f)
            print(f"| {task}/{case} | {exp.get('class', '')} | {what} | {exp.get('exploit', '')} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
