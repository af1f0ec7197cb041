"""Old harness against new on the same requests (validate.sh): per tag and configuration the candidate's and
the baseline's median of medians over the runs, and new/old.

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
keys = sorted({(t, c) for t, c, _ in runs})
for tag, config in keys:
    old, new = runs.get((tag, config, "old"), []), runs.get((tag, config, "new"), [])
    if not old or not new:
        continue
    def med(evs, who):
        return statistics.median(e[who]["median_ms"] for e in evs) * 1e3
    def spread(evs, who):
        v = [e[who]["median_ms"] for e in evs]
        return 100 * (max(v) - min(v)) / min(v) if min(v) > 0 else 0
    co, cn = med(old, "candidate"), med(new, "candidate")
    bo, bn = med(old, "baseline"), med(new, "baseline")
    so = statistics.median(e["speedup"] for e in old)
    sn = statistics.median(e["speedup"] for e in new)
    print(f"{tag} {config}: candidate old {co:.2f} us new {cn:.2f} us (new/old {cn / co:.3f}; spread over runs "
          f"{spread(old, 'candidate'):.1f}% / {spread(new, 'candidate'):.1f}%), baseline new/old {bn / bo:.3f}, "
          f"speedup old {so:.3f} new {sn:.3f}")
