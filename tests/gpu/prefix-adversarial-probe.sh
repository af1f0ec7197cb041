#!/usr/bin/env bash
# The prefix scan's baseline over all its configurations in three processes, every timed call logged
# (KILN_HARNESS_CALL_LOG: per-address medians, held or not), then every adversarial request once with its
# verdict and flags: what a change to how calls are timed does to short kernel chains and to the cases the
# harness must still catch. The harness built at /tmp/kiln-harness (time-baselines.sh); the all-configurations
# request made here first with
#   build/app/kiln eval cuda2cuda/prefix_scan --device-spec h200-sxm --configs all \
#     --work-dir .gpu-run/work/cuda2cuda__prefix_scan --emit-request .gpu-run/requests/E-all__cuda2cuda__prefix_scan.json
#   tests/gpu/prefix-adversarial-probe.sh OUTDIR
set -uo pipefail
# Each run is one process, as when these runs were made: they sample the processes themselves.
export KILN_HARNESS_TIMING_PROCESSES="${KILN_HARNESS_TIMING_PROCESSES:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: prefix-adversarial-probe.sh OUTDIR}"
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths in the requests
h=/tmp/kiln-harness/harness/kiln-harness-cuda
for k in 1 2 3; do
  KILN_HARNESS_CALL_LOG="$out/calls-prefix-$k.jsonl" KILN_HARNESS_REUSE_OBJECTS=1 timeout 300 "$h" \
    "$root/.gpu-run/requests/E-all__cuda2cuda__prefix_scan.json" > "$out/prefix-all-$k.jsonl" 2>/dev/null
done
for r in "$root"/.gpu-run/requests/C-adv__*.json; do
  n=$(basename "$r" .json)
  KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 "$h" "$r" > "$out/$n.jsonl" 2>"$out/$n.err"
  python3 "$root/tests/gpu/verdict.py" "$out/$n.jsonl" "$n"
done
