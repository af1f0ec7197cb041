#!/usr/bin/env python3
"""Tables of tests/gpu/kernelbench/validate.sh's results.

    summarize.py EVAL_DIR            one row per `kiln eval` (EVAL_DIR/<problem>__<variant>.jsonl)
    summarize.py --run RUN_SHOW      one row per candidate of `kiln runs show RUN --json`
"""
from __future__ import annotations

import glob
import json
import os
import sys


def events(path: str) -> list:
    out = []
    with open(path, errors="replace") as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                try:
                    out.append(json.loads(line))
                except ValueError:
                    pass
    return out


def speed(e: dict) -> str:
    s = e.get("speedup")
    if not s:
        return f"{e.get('config')}: {e.get('status', '?')}"
    ci = e.get("speedup_ci") or []
    interval = f" [{ci[0]:.2f}, {ci[1]:.2f}]" if len(ci) == 2 and None not in ci else ""
    return f"{e.get('config')}{' (hidden)' if e.get('hidden') else ''}: {s:.2f}x{interval}"


def eval_table(folder: str) -> int:
    rows, passed = [], {}
    for path in sorted(glob.glob(os.path.join(folder, "*.jsonl"))):
        name = os.path.basename(path)[:-len(".jsonl")]
        problem, variant = name.rsplit("__", 1)
        ev = events(path)
        done = next((e for e in reversed(ev) if e.get("event") == "done"), {})
        flags = sorted({e.get("flag") for e in ev if e.get("event") == "flag" and e.get("flag")})
        perf = [speed(e) for e in ev if e.get("event") == "config" and e.get("gate") == "performance"]
        verdict = done.get("verdict", "no verdict")
        if variant in ("honest", "custom") and verdict == "pass":
            key = (problem.split("__")[0], variant)
            passed[key] = passed.get(key, 0) + 1
        message = "" if verdict == "pass" else (done.get("message") or "")[:160].replace("\n", " ")
        rows.append(f"| {problem.replace('__', '/')} | {variant} | {verdict} {done.get('reason') or ''} | "
                    f"{', '.join(flags)} | {'; '.join(perf)} | {message} |")
    print("| problem | candidate | verdict | flags | speedups [95% interval] | message |")
    print("| --- | --- | --- | --- | --- | --- |")
    print("\n".join(rows))
    for variant in ("honest", "custom"):
        print(f"\n{variant} candidates that pass: level 1 {passed.get(('level1', variant), 0)}, "
              f"level 2 {passed.get(('level2', variant), 0)}")
    return 0


def run_table(path: str) -> int:
    with open(path) as f:
        run = json.load(f)
    passed = {}
    print("| task | role | configs | verdict | flags | speedup (geomean) | message |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for c in run.get("candidates", []):
        level = c["task_id"].split("/")[1] if c["task_id"].count("/") >= 2 else ""
        if c.get("role") == "best" and c.get("verdict") == "pass":
            passed[level] = passed.get(level, 0) + 1
        flags = ", ".join(f.get("flag", str(f)) if isinstance(f, dict) else str(f) for f in c.get("flags") or [])
        s = c.get("speedup_geomean")
        print(f"| {c['task_id']} | {c.get('role')} | {c.get('configs')} | {c.get('verdict')} {c.get('reason') or ''} "
              f"| {flags} | {f'{s:.2f}x' if s else ''} | {(c.get('message') or '')[:120]} |")
    print(f"\nfinal scoring (all configurations, hidden included) passed: {passed}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--run":
        sys.exit(run_table(sys.argv[2]))
    sys.exit(eval_table(sys.argv[1]))
