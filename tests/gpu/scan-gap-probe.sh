#!/usr/bin/env bash
# What sets the device-side gaps between the prefix scan's kernels (docs/gpu-validation.md, "Still open after
# run 7"): the bundled scan, which allocates its scratch stream-ordered inside every call, against the same
# scan with its scratch kept (written by `prepare` from the bundled source, one block replaced), each over all
# configurations in three processes with every timed call logged, while nvidia-smi samples the clocks. A table
# of each configuration's span, busy time (the kernels' own durations) and SM clock (measured by the harness's
# holds) per process comes out on stdout (process-table.py); the events, call logs and clock samples land in
# OUTDIR.
#   tests/gpu/scan-gap-probe.sh prepare          here (kiln built): writes the two requests into .gpu-run/
#   tests/gpu/scan-gap-probe.sh run OUTDIR       on the GPU host, the harness built as time-baselines.sh expects
set -uo pipefail
# Each run is one process, as when these runs were made: they sample the processes themselves.
export KILN_HARNESS_TIMING_PROCESSES="${KILN_HARNESS_TIMING_PROCESSES:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mode="${1:?usage: scan-gap-probe.sh prepare | run OUTDIR}"
requests="$root/.gpu-run/requests"
if [ "$mode" = prepare ]; then
  kiln="${KILN:-$root/build/app/kiln}"
  kept="$root/.gpu-run/variants/prefix_scan_kept_scratch"
  mkdir -p "$requests" "$kept"
  # The variant: scratch allocated once and kept (grown when a larger n needs more), so no stream-ordered
  # allocation or free sits between the timed call's kernels. Stops if the bundled source no longer has
  # the block it replaces.
  python3 - "$root/resources/tasks/cuda2cuda/prefix_scan/prefix_scan.cu" "$kept/prefix_scan.cu" <<'PY' || exit 1
import sys
src = open(sys.argv[1]).read()
old = """    int32_t* scratch = nullptr;
    if (scratch_elems > 0 && cudaMallocAsync(reinterpret_cast<void**>(&scratch), (size_t)scratch_elems * sizeof(int32_t), s) != cudaSuccess)
        return 1;
    scan_level(in, out, n, scratch, s);
    if (scratch != nullptr)
        cudaFreeAsync(scratch, s);
"""
new = """    static int32_t* scratch = nullptr;
    static int64_t capacity = 0;
    if (scratch_elems > capacity) {
        if (scratch != nullptr)
            cudaFree(scratch);
        scratch = nullptr;
        capacity = 0;
        if (cudaMalloc(reinterpret_cast<void**>(&scratch), (size_t)scratch_elems * sizeof(int32_t)) != cudaSuccess)
            return 1;
        capacity = scratch_elems;
    }
    scan_level(in, out, n, scratch, s);
"""
if old not in src:
    sys.exit("scan-gap-probe.sh: the bundled prefix_scan.cu no longer allocates its scratch as this probe expects; "
             "update the block it replaces")
open(sys.argv[2], "w").write(src.replace(old, new))
PY
  "$kiln" eval cuda2cuda/prefix_scan --device-spec h200-sxm --configs all \
    --work-dir "$root/.gpu-run/work/gap__allocating" --emit-request "$requests/F-gap__allocating.json" > /dev/null &&
  "$kiln" eval cuda2cuda/prefix_scan "$kept" --device-spec h200-sxm \
    --configs all --work-dir "$root/.gpu-run/work/gap__kept" --emit-request "$requests/F-gap__kept.json" > /dev/null &&
  echo "wrote $requests/F-gap__allocating.json and F-gap__kept.json"
  exit $?
fi
out="${2:?usage: scan-gap-probe.sh run OUTDIR}"
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths in the requests
# The GPU's own view of its clocks beside the harness's (every 20 ms), to check the holds' measurement.
nvidia-smi -i 0 --query-gpu=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu,clocks_event_reasons.active \
  --format=csv -lms 20 > "$out/smi.csv" 2>/dev/null &
smi=$!
for k in 1 2 3; do
  for variant in allocating kept; do # built on the first pass, reused after
    KILN_HARNESS_REUSE_OBJECTS=1 KILN_HARNESS_CALL_LOG="$out/calls-$variant-$k.jsonl" timeout 300 /tmp/kiln-harness/harness/kiln-harness-cuda \
      "$requests/F-gap__$variant.json" > "$out/$variant-$k.jsonl" 2>/dev/null
  done
done
kill "$smi" 2>/dev/null
python3 "$root/tests/gpu/process-table.py" "$out"
