"""Harnesses on the same requests (validate.sh): per tag and configuration the candidate's and the baseline's
median of medians over the runs, each harness against old, and the speedup's range over the runs (how much
one evaluation's answer moves from process to process).

    compare.py compare.jsonl
"""
import collections
import json
import statistics
import sys

runs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    e = json.loads(line)
    runs[(e["tag"], e["config"], e["harness"])].append(e)
harnesses = sorted({h for _, _, h in runs}, key=lambda h: (h != "old", h))
keys = sorted({(t, c) for t, c, _ in runs})


def med(evs, who):
    return statistics.median(e[who]["median_ms"] for e in evs) * 1e3


def spread(evs, who):
    v = [e[who]["median_ms"] for e in evs]
    return 100 * (max(v) - min(v)) / min(v) if min(v) > 0 else 0


for tag, config in keys:
    old = runs.get((tag, config, "old"), [])
    for h in harnesses:
        evs = runs.get((tag, config, h), [])
        if not evs:
            continue
        speedups = [e["speedup"] for e in evs]
        line = (f"{tag} {config} {h}: candidate {med(evs, 'candidate'):.2f} us (spread over runs "
                f"{spread(evs, 'candidate'):.1f}%), speedup {statistics.median(speedups):.3f} "
                f"[{min(speedups):.3f}-{max(speedups):.3f}] over {len(evs)}")
        if old and h != "old":
            line += (f"; candidate {h}/old {med(evs, 'candidate') / med(old, 'candidate'):.3f}, baseline "
                     f"{med(evs, 'baseline') / med(old, 'baseline'):.3f}")
        print(line)
