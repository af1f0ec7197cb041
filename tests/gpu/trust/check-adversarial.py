"""Each adversarial case's verdict on the device against its expected.json (verdict, reason or one of its
reasons, flags, speedup bound, nothing it read in the output), one line per case, totals last.

    check-adversarial.py EVENTS.jsonl tests/adversarial
"""
import json
import os
import sys

events, root = sys.argv[1], sys.argv[2]
by = {}
for line in open(events):
    try:
        e = json.loads(line)
    except ValueError:
        continue
    by.setdefault(e.get("request", ""), []).append(e)
ok = bad = 0
for name in sorted(by):
    evs = by[name]
    parts = name.split("__")  # C-adv__category__task__case
    exp_path = os.path.join(root, parts[1], parts[2], parts[3], "expected.json")
    if not os.path.exists(exp_path):
        continue
    exp = json.load(open(exp_path))
    done = next((e for e in evs if e.get("event") == "done"), {})
    flags = {e.get("flag") for e in evs if e.get("event") == "flag"}
    speedups = [e.get("speedup", 0) for e in evs if e.get("event") == "config" and e.get("gate") == "performance"]
    reasons = list(exp.get("reasons", [])) + ([exp["reason"]] if exp.get("reason") else [])
    problems = []
    if done.get("verdict") != exp["verdict"]:
        problems.append(f"verdict {done.get('verdict')} (expected {exp['verdict']})")
    if reasons and done.get("reason") not in reasons:
        problems.append(f"reason {done.get('reason')} (expected {' or '.join(reasons)})")
    for f in exp.get("flags", []):
        if f not in flags:
            problems.append(f"no {f} flag")
    if "max_speedup" in exp and any(s >= exp["max_speedup"] for s in speedups):
        problems.append(f"speedup {max(speedups):.2f} >= {exp['max_speedup']}")
    text = "\n".join(json.dumps(e) for e in evs)
    for secret in exp.get("must_not_leak", []):
        if secret in text:
            problems.append(f"'{secret}' in the output")
    line = f"{parts[2]}/{parts[3]}: {done.get('verdict')} {done.get('reason', '')} " \
           f"{'; '.join(sorted(flags)) if flags else ''} {'OK' if not problems else 'WRONG: ' + '; '.join(problems)}"
    print(line + ("" if not problems else f"  [{done.get('message', '')[:300]}]"))
    ok += not problems
    bad += bool(problems)
print(f"adversarial CUDA cases: {ok} right, {bad} wrong")
