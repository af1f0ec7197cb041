#!/usr/bin/env bash
# Does a short warm-up after an idle GPU move the timings? In the pool runs (run 5) the same decode_attention
# candidate read up to 29% apart, while back-to-back processes on a busy GPU agreed within 0.4%. Here the
# task's baseline is timed 5 times after 3 s of idleness with the default warm-up (0.05 s) and with 0.5 s,
# the SM clock read just before each. Needs make-requests.sh's .gpu-run/ and the harness at /tmp/kiln-harness.
#   tests/gpu/clock-ramp.sh OUTDIR SLUG...       (KILN_RAMP_WARMUPS="0.05 0.5": the warm-ups to try)
set -uo pipefail
# Each run is one process, as when these runs were made: they sample the processes themselves.
export KILN_HARNESS_TIMING_PROCESSES="${KILN_HARNESS_TIMING_PROCESSES:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: clock-ramp.sh OUTDIR SLUG...}"
shift
mkdir -p "$out"
bin=/tmp/kiln-harness/harness
for slug in "$@"; do
  for warm in ${KILN_RAMP_WARMUPS:-0.05 0.5}; do
    python3 - "$root/.gpu-run/requests/B-perf__$slug.json" "/tmp/ramp.json" "$warm" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
r["performance"]["warmup_s"] = float(sys.argv[3])
json.dump(r, open(sys.argv[2], "w"))
PY
    for i in 1 2 3 4 5; do
      sleep 3
      clock=$(nvidia-smi --query-gpu=clocks.sm --format=csv,noheader,nounits -i 0 2>/dev/null | head -1)
      KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 "$bin/kiln-harness-cuda" /tmp/ramp.json 2>/dev/null |
        grep '"event":"config"' | grep '"gate":"performance"' |
        sed "s/^{/{\"slug\":\"$slug\",\"warmup_s\":$warm,\"process\":$i,\"sm_clock_before\":\"$clock\",/" >> "$out/ramp.jsonl"
    done
  done
done
python3 - "$out/ramp.jsonl" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
groups = {}
for r in rows:
    groups.setdefault((r["slug"], r["config"], r["warmup_s"]), []).append(r)
for (slug, cfg, warm), rs in sorted(groups.items()):
    m = [r["candidate"]["median_ms"] * 1e3 for r in rs]
    print(f"{slug:28} {cfg:16} warm-up {warm:4} s: medians {' '.join(f'{x:8.1f}' for x in m)} us; spread {100*(max(m)-min(m))/min(m):5.1f}%; clocks {' '.join(r['sm_clock_before'] for r in rs)}")
PY
