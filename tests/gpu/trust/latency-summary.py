"""The latency lines of validate.sh and validate-python.sh ("HARNESS RUN MS ms ..."): the median per harness
and new/old.

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
if len(by) == 2:
    print(f"latency new/old: {statistics.median(by['new']) / statistics.median(by['old']):.3f}")
