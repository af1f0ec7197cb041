"""The figures behind the trimmed mean over sampled addresses (docs/gpu-validation.md, run 8), reproducible:

1. Replay: the H200's recorded calls of three tiny kernels (run8/placement-probe/tiny-kernel-cells.json), the
   mean of their per-address medians per process as a plain mean, trimmed at both ends, trimmed at the slow
   end (what the harness does: runners/harness/src/timingstats.cpp), and the spread between the processes.
2. Simulation, seeded: a kernel whose addresses come in two modes (the GEMM's 30 and 39 ms) over 150
   addresses, with and without 3% interrupted calls; each estimator's standard deviation between processes.

    python3 tests/gpu/trim-check.py"""
import json
import os
import random
import statistics


def trimmed(v, fast, slow):
    s = sorted(v)
    n = len(s)
    s = s[int(fast * n):n - int(slow * n)]
    return sum(s) / len(s)


ESTIMATORS = {"plain": lambda v: trimmed(v, 0, 0), "both ends": lambda v: trimmed(v, 0.1, 0.1),
              "slow end": lambda v: trimmed(v, 0, 0.1)}

root = os.path.dirname(os.path.abspath(__file__))
cells = json.load(open(os.path.join(root, "../data/gpu-runs/2026-11-30-h200-run8/placement-probe",
                                    "tiny-kernel-cells.json")))
print("| kernel (replayed) | " + " | ".join(ESTIMATORS) + " |\n|---|---|---|---|")
for kernel, per_process in cells["cells"].items():
    spreads = []
    for estimate in ESTIMATORS.values():
        v = [estimate([statistics.median(cell[2]) for cell in process]) for process in per_process]
        spreads.append(f"{', '.join(f'{1e3 * x:.3f}' for x in v)} us: {100 * (max(v) - min(v)) / min(v):.2f}%")
    print(f"| {kernel} | " + " | ".join(spreads) + " |")

random.seed(2)
print("\n| simulated, 150 addresses, 1500 processes | " + " | ".join(ESTIMATORS) + " |\n|---|---|---|---|")
for slow_share in (0.5, 0.3):
    for interrupted in (0.0, 0.03):
        results = {name: [] for name in ESTIMATORS}
        for _ in range(1500):
            v = []
            for _ in range(150):
                x = (39 if random.random() < slow_share else 30) * random.gauss(1, 0.01)
                if random.random() < interrupted:
                    x *= random.choice([1.3, 2, 10])
                v.append(x)
            for name, estimate in ESTIMATORS.items():
                results[name].append(estimate(v))
        row = " | ".join(f"{100 * statistics.pstdev(x) / statistics.mean(x):.2f}%" for x in results.values())
        print(f"| {slow_share:.0%} of addresses slow, {interrupted:.0%} interrupted | {row} |")
