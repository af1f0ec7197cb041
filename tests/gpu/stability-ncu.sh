#!/usr/bin/env bash
# Timing stability and agreement with Nsight Compute, for one task's baseline on one configuration:
# the harness times it 5 times (5 separate processes), then ncu measures the same kernel's
# gpu__time_duration over 30 launches of the same request. Writes OUTDIR/stability.jsonl, OUTDIR/ncu.csv
# and prints the comparison. Needs the harness built at /tmp/kiln-harness (run-all.sh or run-kiln.sh does it).
#   tests/gpu/stability-ncu.sh OUTDIR TASK_SLUG CONFIG KERNEL_REGEX [TAG]
# TAG names a variant (files stability-TAG.jsonl, ncu-TAG.csv); KILN_STABILITY_PERF='{"min_reps": 40}' merges
# into the request's performance settings.
set -uo pipefail
# Each run is one process, as when these runs were made: they sample the processes themselves.
export KILN_HARNESS_TIMING_PROCESSES="${KILN_HARNESS_TIMING_PROCESSES:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$1" slug="$2" config="$3" kernel="$4" tag="${5:+-$5}"
bin=/tmp/kiln-harness/harness
req=/tmp/stability-request$tag.json
python3 - "$root/.gpu-run/requests/B-perf__$slug.json" "$req" "$config" "${KILN_STABILITY_PERF:-{\}}" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
r["configs"] = [c for c in r["configs"] if c["name"] == sys.argv[3]]
r["performance"]["budget_s"] = 1.0
r["performance"].update(json.loads(sys.argv[4]))
json.dump(r, open(sys.argv[2], "w"))
PY
: > "$out/stability$tag.jsonl"
for i in 1 2 3 4 5; do
  KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 "$bin/kiln-harness-cuda" "$req" | grep '"event":"config"' | grep '"gate":"performance"' >> "$out/stability$tag.jsonl"
done
KILN_HARNESS_REUSE_OBJECTS=1 timeout 150 ncu --clock-control none --metrics gpu__time_duration.sum \
  -k "regex:$kernel" --launch-skip 10 --launch-count 40 --csv "$bin/kiln-harness-cuda" "$req" > "$out/ncu$tag.csv" 2>>"$out/ncu-log.txt"
python3 - "$out/stability$tag.jsonl" "$out/ncu$tag.csv" <<'PY'
import csv, json, statistics, sys
evs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
meds = [e["candidate"]["median_ms"] * 1e3 for e in evs]
print("harness medians (us):", " ".join(f"{m:.2f}" for m in meds))
print("reps:", " ".join(str(e["candidate"]["reps"]) for e in evs),
      "| beyond stream (us):", " ".join(f'{e["candidate"].get("beyond_stream_ms", 0) * 1e3:.2f}' for e in evs))
if meds:
    print(f"spread (max-min)/min: {100 * (max(meds) - min(meds)) / min(meds):.2f}%")
rows = [r for r in csv.reader(l for l in open(sys.argv[2]) if l.startswith('"'))]
if rows:
    h = rows[0]
    vals = [float(r[h.index("Metric Value")].replace(",", "")) for r in rows[1:] if r[h.index("Metric Name")] == "gpu__time_duration.sum"]
    unit = rows[1][h.index("Metric Unit")] if len(rows) > 1 else "?"
    scale = {"nsecond": 1e-3, "ns": 1e-3, "usecond": 1.0, "us": 1.0, "msecond": 1e3, "ms": 1e3}.get(unit)
    if scale is None:
        sys.exit(f"unknown ncu unit {unit!r}")
    if vals:
        ncu = statistics.median(vals) * scale
        print(f"ncu gpu__time_duration median over {len(vals)} launches: {ncu:.2f} us (unit {unit})")
        if meds:
            h = statistics.median(meds)
            print(f"harness median of medians {h:.2f} us; harness / ncu = {h / ncu:.3f}")
PY
