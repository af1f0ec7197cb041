"""The latency lines of validate.sh and validate-python.sh ("HARNESS RUN MS ms ..."): the median per harness
(old, new, and variants such as new+eager) and each one's ratio to old.

    latency-summary.py latency.txt
"""
import statistics
import sys

by = {}
for line in open(sys.argv[1]):
    h, i, ms = line.split()[:3]
    by.setdefault(h, []).append(int(ms))
for h, v in by.items():
    print(f"latency {h}: median {statistics.median(v)} ms over {len(v)} ({', '.join(map(str, v))})")
for h in by:
    if h != "old" and "old" in by:
        print(f"latency {h}/old: {statistics.median(by[h]) / statistics.median(by['old']):.3f}")
