#!/usr/bin/env bash
# Whether short kernels time alike from process to process (docs/gpu-validation.md, run 8): the scan-gap probe
# (the bundled prefix scan against the same scan keeping its scratch, three processes each), then the bundled
# histogram over all its configurations in three processes. A table per configuration of each process's time,
# calls and sampled addresses comes out on stdout (process-table.py), with the flags raised; the events land
# in OUTDIR.
#   tests/gpu/placement-probe.sh prepare          here (kiln built): writes the requests into .gpu-run/
#   tests/gpu/placement-probe.sh run OUTDIR       on the GPU host, the harness built as time-baselines.sh expects
set -uo pipefail
# Each run is one process, as when these runs were made: they sample the processes themselves.
export KILN_HARNESS_TIMING_PROCESSES="${KILN_HARNESS_TIMING_PROCESSES:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mode="${1:?usage: placement-probe.sh prepare | run OUTDIR}"
requests="$root/.gpu-run/requests"
if [ "$mode" = prepare ]; then
  "$root/tests/gpu/scan-gap-probe.sh" prepare || exit 1
  "${KILN:-$root/build/app/kiln}" eval cuda2cuda/histogram --device-spec h200-sxm --configs all \
    --work-dir "$root/.gpu-run/work/hist-all" --emit-request "$requests/G-hist__all.json" > /dev/null &&
    echo "wrote $requests/G-hist__all.json"
  exit $?
fi
out="${2:?usage: placement-probe.sh run OUTDIR}"
mkdir -p "$out/hist"
"$root/tests/gpu/scan-gap-probe.sh" run "$out/gap" > "$out/gap.md"
cat "$out/gap.md"
for k in 1 2 3; do
  KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 /tmp/kiln-harness/harness/kiln-harness-cuda "$requests/G-hist__all.json" \
    > "$out/hist/hist-$k.jsonl" 2>/dev/null
done
python3 "$root/tests/gpu/process-table.py" "$out/hist"
