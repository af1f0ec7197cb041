#!/usr/bin/env bash
# Kiln itself on a GPU host without Qt: unpacks the bundle made by tests/gpu/bundle-kiln.sh, builds the
# harness there, calibrates, then runs the tune agent on cuda2cuda tasks with Kiln's own run loop. The
# resulting data folder (store + run folder) comes back as OUTDIR/kiln-data.tar.xz: the demo run that ships
# in resources/demo and the tune table in docs/gpu-validation.md come from it.
#   tests/gpu/run-kiln.sh OUTDIR SECONDS TASK...
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: run-kiln.sh OUTDIR SECONDS TASK...}"
seconds="${2:?}"
shift 2
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths compiled into kiln
export PATH="/usr/local/cuda/bin:$PATH"
log="$out/kiln-log.txt"
if [ ! -x /tmp/kiln-harness/harness/kiln-harness-cuda ]; then
  cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$root/.gpu-run/json" >>"$log" 2>&1 &&
    cmake --build /tmp/kiln-harness >>"$log" 2>&1 || { echo "harness build failed"; tail -20 "$log"; exit 1; }
fi
mkdir -p /tmp/kb && tar -C /tmp/kb -xJf "$root/.gpu-run/kiln-bundle.tar.xz"
export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins QT_QPA_PLATFORM=offscreen
export KILN_HARNESS_DIR=/tmp/kiln-harness/harness KILN_DATA_DIR=/tmp/kiln-data
kiln=/tmp/kb/kiln/bin/kiln
"$kiln" calibrate 2>&1 | tee -a "$log"
args=()
for t in "$@"; do args+=(--tasks "$t"); done
timeout "$seconds" "$kiln" run --agent tune "${args[@]}" --budget-evals "${KILN_BUDGET_EVALS:-4}" --timeout "${KILN_TASK_TIMEOUT:-120}" 2>&1 | tee -a "$log"
"$kiln" runs list 2>&1 | tee -a "$log"
tar -C /tmp -cJf "$out/kiln-data.tar.xz" kiln-data
du -h "$out/kiln-data.tar.xz"
