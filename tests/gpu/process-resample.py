#!/usr/bin/env python3
"""How often two timings of one candidate differ by more than 3%, timed in one process or as the mean of
several, from the process medians that process-factor-probe.sh recorded (each single-process run's median,
and each process of a run timed in several). Draws are without replacement from the pooled processes, with a
fixed seed, so the figures in docs/gpu-validation.md come out the same every time.

  tests/gpu/process-resample.py DIR[:ARM,ARM...] ...      e.g.  run10/processes-probe run10/pools-probe:nopools
"""
import glob
import json
import os
import random
import sys

DRAWS = 20000
LIMIT = 0.03


def process_medians(folder, arms):
    """Configuration -> the candidate's median in us from every process of the runs of `arms` (all: None)."""
    found = {}
    for path in sorted(glob.glob(os.path.join(folder, "*-*.jsonl"))):
        arm = os.path.basename(path).rsplit("-", 1)[0]
        if arms and arm not in arms:
            continue
        for line in open(path):
            e = json.loads(line)
            if e.get("event") != "config" or e.get("gate") != "performance" or "candidate" not in e:
                continue
            c = e["candidate"]
            for ms in c.get("process_medians_ms") or [c["median_ms"]]:
                found.setdefault(e["config"], []).append(ms * 1000)
    return found


def miss_rate(values, n, rng):
    misses = 0
    for _ in range(DRAWS):
        a = sum(rng.sample(values, n)) / n
        b = sum(rng.sample(values, n)) / n
        misses += abs(a - b) / min(a, b) > LIMIT
    return misses / DRAWS


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    pooled = {}
    for arg in sys.argv[1:]:
        folder, _, arms = arg.partition(":")
        for config, values in process_medians(folder, set(arms.split(",")) if arms else None).items():
            pooled.setdefault(config, []).extend(values)
    rng = random.Random(1)
    print("| config | processes | us | two timings more than 3% apart: one process | mean of 3 | mean of 5 |")
    print("|---|---|---|---|---|---|")
    for config, values in sorted(pooled.items()):
        rates = [f"{100 * miss_rate(values, n, rng):.1f}%" if len(values) >= 2 * n else "-" for n in (1, 3, 5)]
        print(f"| {config} | {len(values)} | {min(values):.2f}-{max(values):.2f} |", " | ".join(rates), "|")


if __name__ == "__main__":
    main()
