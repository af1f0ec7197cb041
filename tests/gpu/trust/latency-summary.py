"""The latency lines of validate.sh and validate-python.sh ("HARNESS RUN MS ms ..."): the median per harness
(old, new, and variants such as new+eager) and each one's ratio to old.

Where each evaluation's events lie beside it (latency/HARNESS-RUN.jsonl, as both scripts keep them), also
where each harness's judge spent its start-up, for harnesses whose events say (`startup`: the start event's,
and the compiled judge's first correctness gate event's, calibration and objects): the median over
evaluations of each stamp, seconds since the judge began (Judge::run's entry; the Python judge's t0), in
order, with the step from the stamp before it; then the durations that are not stamps (how long the judge's
process had been up by then, each runner's own setup) and the judge's `done` seconds.

    latency-summary.py latency.txt
"""
import json
import os
import statistics
import sys

NOT_STAMPS = ("judge_process_s", "runner_setup_s")  # durations of their own, not seconds since the judge began
ORDER = ["runners_started_s", "judge_torch_s", "device_init_s", "judge_device_s", "reference_loaded_s",
         "runners_ready_s", "calibration_s", "objects_loaded_s"]  # the judges' steps in turn (ties in this order)


def startup_of(path):
    """The evaluation's startup keys, flat (a runner's as key.role), and the judge's done seconds."""
    out, done = {}, None
    for line in open(path):
        try:
            e = json.loads(line)
        except ValueError:
            continue
        if e.get("event") == "done":
            done = e.get("seconds")
        if e.get("event") not in ("start", "gate"):
            continue
        for k, v in (e.get("startup") or {}).items():
            for key, x in ({f"{k}.{role}": x for role, x in v.items()} if isinstance(v, dict) else {k: v}).items():
                if isinstance(x, (int, float)):
                    out[key] = x
    return out, done


def print_startup(h, runs):
    keys = {k for s, _ in runs for k in s}
    if not keys:
        return
    med = {k: statistics.median(s[k] for s, _ in runs if k in s) for k in keys}
    print(f"startup {h}: median over {len(runs)} evaluations, seconds since the judge began (step from the one before)")
    last = 0.0
    stamps = (k for k in keys if "." not in k and k not in NOT_STAMPS)
    for k in sorted(stamps, key=lambda k: (med[k], ORDER.index(k) if k in ORDER else len(ORDER))):
        print(f"  {k:22} {med[k]:7.3f}  (+{med[k] - last:.3f})")
        last = med[k]
    others = sorted(k for k in keys if "." in k or k in NOT_STAMPS)
    if others:
        print("  " + ", ".join(f"{k} {med[k]:.3f}" for k in others))
    dones = [d for _, d in runs if isinstance(d, (int, float))]
    if dones:
        print(f"  judge done at {statistics.median(dones):.3f} s")


by, events = {}, {}
folder = os.path.join(os.path.dirname(os.path.abspath(sys.argv[1])), "latency")
for line in open(sys.argv[1]):
    h, i, ms = line.split()[:3]
    by.setdefault(h, []).append(int(ms))
    path = os.path.join(folder, f"{h}-{i}.jsonl")
    if os.path.exists(path):
        events.setdefault(h, []).append(startup_of(path))
for h, v in by.items():
    print(f"latency {h}: median {statistics.median(v)} ms over {len(v)} ({', '.join(map(str, v))})")
for h in by:
    if h != "old" and "old" in by:
        print(f"latency {h}/old: {statistics.median(by[h]) / statistics.median(by['old']):.3f}")
for h, runs in events.items():
    print_startup(h, runs)
