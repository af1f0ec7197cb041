#!/usr/bin/env python3
"""The table of tests/gpu/aka/validate.sh: per task, the agent's evaluation and final scoring (verdict, reason,
speedup), its held-out outcome, correct on hidden and the held-out speedup; then each entry's generalization
figures as `kiln report` computes them.   summarize.py OUTDIR"""
import glob
import json
import os
import sys


def main(out):
    print("| run | task | agent eval | final | held-out outcome | correct hidden | visible speedup "
          "| held-out speedup |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    report = {}
    try:
        with open(os.path.join(out, "report.json")) as f:
            report = json.load(f)
    except (OSError, ValueError):
        pass
    scores = {(e["id"], t["task"]): t for e in report.get("entries", []) for t in e.get("tasks", [])}
    for path in sorted(glob.glob(os.path.join(out, "run-show-*.json"))):
        with open(path) as f:
            run = json.load(f)
        by_task = {}
        for c in run.get("candidates", []):
            by_task.setdefault(c["task_id"], {})[c["role"]] = c
        for task, roles in sorted(by_task.items()):
            def said(c):
                if not c:
                    return "—"
                return f'{c["verdict"]} {c.get("reason") or ""} {c.get("speedup_geomean", 0):.2f}x'.strip()
            final = roles.get("final") or roles.get("best") or {}
            outcome = next((f[len("heldout_"):] for f in final.get("flags", []) if f.startswith("heldout_")), "—")
            score = next((t for (entry, name), t in scores.items() if name == task and run["id"] in entry), {})
            hidden = score.get("correct_hidden")
            hs = score.get("hidden_speedup")
            vs = score.get("speedup")
            print(f'| {run["id"][-4:]} | {task} | {said(roles.get("agent"))} | {said(final)} | {outcome} | '
                  f'{"—" if hidden is None else ("yes" if hidden else "no")} | '
                  f'{"—" if vs is None else f"{vs:.3f}"} | {"—" if hs is None else f"{hs:.3f}"} |')
    for e in report.get("entries", []):
        print(f'{e["label"]}: generalization {json.dumps(e["overall"]["generalization"])}')


if __name__ == "__main__":
    main(sys.argv[1])
