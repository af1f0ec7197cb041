#!/usr/bin/env bash
# Two modes in one candidate's timings: gemm_bf16's 4k shapes read about 16.8 or 20.0 ms call by call on the
# H200s of run 6, so their medians jump between runs. Do the modes follow the input address, or the GPU's
# clocks and power? The task's baseline (make-requests.sh's B-perf request) is timed in PROCESSES processes
# with the usual 4 input sets and in as many with 1, every timed call logged (KILN_HARNESS_CALL_LOG) while
# nvidia-smi samples clocks, power and the clock-event reasons every 50 ms. Needs the harness at
# /tmp/kiln-harness (run-pool.sh or clock-ramp.sh builds it).
#   tests/gpu/bimodal-probe.sh OUTDIR SLUG [PROCESSES]      e.g.  bimodal-probe.sh out cuda2cuda__gemm_bf16 2
set -uo pipefail
# Each run is one process, as when these runs were made: they sample the processes themselves.
export KILN_HARNESS_TIMING_PROCESSES="${KILN_HARNESS_TIMING_PROCESSES:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: bimodal-probe.sh OUTDIR SLUG [PROCESSES]}" slug="${2:?}" procs="${3:-2}"
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths in the requests
fields=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_event_reasons.active
nvidia-smi --query-gpu=$fields --format=csv,nounits -i 0 >/dev/null 2>&1 ||
  fields=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_throttle_reasons.active
nvidia-smi --query-gpu=$fields --format=csv,nounits -i 0 -lms 50 > "$out/smi.csv" 2>&1 &
smi=$!
for sets in 4 1; do
  python3 - "$root/.gpu-run/requests/B-perf__$slug.json" /tmp/probe.json "$sets" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
r["performance"]["input_sets"] = int(sys.argv[3])
json.dump(r, open(sys.argv[2], "w"))
PY
  for i in $(seq "$procs"); do
    KILN_HARNESS_CALL_LOG="$out/calls-sets$sets-p$i.jsonl" KILN_HARNESS_REUSE_OBJECTS=1 timeout 240 \
      /tmp/kiln-harness/harness/kiln-harness-cuda /tmp/probe.json 2>/dev/null | grep '"gate":"performance"' |
      grep '"event":"config"' > "$out/config-sets$sets-p$i.jsonl"
  done
done
kill "$smi" 2>/dev/null
python3 - "$out" <<'PY'
import csv, glob, json, os, statistics, sys
from datetime import datetime
out = sys.argv[1]
samples = []
for row in csv.reader(open(os.path.join(out, "smi.csv"))):
    try:
        t = datetime.strptime(row[0].strip(), "%Y/%m/%d %H:%M:%S.%f").timestamp()
        samples.append((t, float(row[1]), float(row[3]), row[5].strip()))
    except (ValueError, IndexError):
        pass
def at(t):  # the last sample before t
    best = None
    for s in samples:
        if s[0] <= t:
            best = s
    return best
for path in sorted(glob.glob(os.path.join(out, "calls-*.jsonl"))):
    calls = [json.loads(l) for l in open(path)]
    for cfg in sorted({c["config"] for c in calls}):
        cs = [c for c in calls if c["config"] == cfg]
        ms = [c["ms"] for c in cs]
        cut = (min(ms) + max(ms)) / 2
        slow = [c for c in cs if c["ms"] > cut]
        by_set = {}
        for c in cs:
            by_set.setdefault(c["set"], []).append(c["ms"] > cut)
        clocks_fast = [at(c["unix_s"])[1] for c in cs if c["ms"] <= cut and at(c["unix_s"])]
        clocks_slow = [at(c["unix_s"])[1] for c in slow if at(c["unix_s"])]
        reasons = sorted({at(c["unix_s"])[3] for c in slow if at(c["unix_s"])})
        print(f"{os.path.basename(path):24} {cfg:16} calls {len(cs):4}  min {min(ms):8.3f} max {max(ms):8.3f} ms; "
              f"slow (> {cut:.3f}) {len(slow):3}; slow share by input set "
              + " ".join(f"{k}:{sum(v)}/{len(v)}" for k, v in sorted(by_set.items()))
              + (f"; SM clock fast calls {statistics.median(clocks_fast):.0f}" if clocks_fast else "")
              + (f", slow calls {statistics.median(clocks_slow):.0f} MHz; reasons {' '.join(reasons)}" if clocks_slow else ""))
PY
