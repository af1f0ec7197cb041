"""How alike the candidate timed from process to process: harness event files named GROUP-N.jsonl (N the
process), one row per group and configuration with each process's time (its calls and sampled addresses),
the spread between processes, the baseline's time beside it (a factor of the whole process moves both, and
not their ratio), the kernels' own time and the SM clock, then the flags raised.

    process-table.py DIR          (used by scan-gap-probe.sh, placement-probe.sh, process-factor-probe.sh)"""
import collections
import glob
import json
import os
import re
import sys

rows = collections.defaultdict(list)  # (group, config) -> one timing per process
flags = collections.Counter()          # (group, flag, config) -> processes
processes = collections.Counter()      # group -> processes
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*-[0-9].jsonl"))):
    group = re.sub(r"-[0-9]+\.jsonl$", "", os.path.basename(path))
    if group.startswith("calls"):  # call logs (KILN_HARNESS_CALL_LOG), not events
        continue
    processes[group] += 1
    last = {}  # config -> its last timing: timed in several processes, the merged one follows the first's
    for line in open(path):
        try:
            e = json.loads(line)
        except ValueError:
            continue
        if e.get("event") == "config" and e.get("gate") == "performance":
            last[e["config"]] = (e["candidate"], e["baseline"])
        elif e.get("event") == "flag":
            flags[(group, e["flag"], e.get("config", ""))] += 1
    for config, timing in last.items():
        rows[(group, config)].append(timing)

print("| group | config | us (calls, addresses) per process | spread % | baseline us | baseline spread % "
      "| speedup spread % | busy us | SM MHz |\n|---|---|---|---|---|---|---|---|---|")


def spread(v):
    return 100 * (max(v) - min(v)) / min(v) if min(v) > 0 else 0


for (group, config), timings in sorted(rows.items()):
    us = [1e3 * c["median_ms"] for c, _ in timings]
    base = [1e3 * b["median_ms"] for _, b in timings]
    speedups = [b / c for c, b in zip(us, base, strict=True) if c > 0]
    each = ", ".join(f"{t:.2f} ({c['reps']}, {c.get('placements', 0)}"
                     + (f", {len(c['process_medians_ms'])} processes" if "process_medians_ms" in c else "") + ")"
                     for t, (c, _) in zip(us, timings, strict=True))
    busy = ", ".join(f"{1e3 * c['busy_median_ms']:.2f}" for c, _ in timings)
    clock = ", ".join(f"{c.get('sm_clock_mhz', -1):.0f}" for c, _ in timings)
    print(f"| {group} | {config} | {each} | {spread(us):.2f} | {', '.join(f'{b:.2f}' for b in base)} | "
          f"{spread(base):.2f} | {spread(speedups) if speedups else 0:.2f} | {busy} | {clock} |")
for (group, flag, config), n in sorted(flags.items()):
    print(f"flag {flag} on {group} {config}: {n} of {processes[group]} processes")
