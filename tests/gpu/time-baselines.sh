#!/usr/bin/env bash
# Times every cuda2cuda baseline once, one after another on a quiet GPU (make-requests.sh's B-perf requests,
# the harness built at /tmp/kiln-harness as clock-ramp.sh does), and prints each one's verdict and flags:
# a quick check of what a harness change does to every task. The events land in OUTDIR/NAME.jsonl.
#   tests/gpu/time-baselines.sh OUTDIR
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: time-baselines.sh OUTDIR}"
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths in the requests
for r in "$root"/.gpu-run/requests/B-perf__cuda2cuda__*.json; do
  n=$(basename "$r" .json)
  KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 /tmp/kiln-harness/harness/kiln-harness-cuda "$r" > "$out/$n.jsonl" 2>/dev/null
  python3 "$root/tests/gpu/verdict.py" "$out/$n.jsonl" "$n"
done
