#!/usr/bin/env bash
# `kiln run --agent tune` over the bundled cuda2cuda tasks with a GPU pool of the given devices, through Kiln
# itself (the bundle from tests/gpu/bundle-kiln.sh; the harness built here). Every evaluation folder gets a
# timed-on.json naming the GPU its timed stage held, so a run over several GPUs can be checked candidate by
# candidate against a run on one (tests/gpu/compare-pool.py). The data folder comes back as
# OUTDIR/kiln-data-LABEL.tar.xz.
#   tests/gpu/run-pool.sh OUTDIR LABEL GPUS SECONDS      e.g.  run-pool.sh out one-gpu 0 540
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: run-pool.sh OUTDIR LABEL GPUS SECONDS}" label="${2:?}" gpus="${3:?}" seconds="${4:?}"
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths compiled into kiln
export PATH="/usr/local/cuda/bin:$PATH"
log="$out/kiln-log-$label.txt"
if [ ! -x /tmp/kiln-harness/harness/kiln-harness-cuda ]; then
  cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$root/.gpu-run/json" \
    -DKILN_HARNESS_CUDA_ARCHITECTURES="${KILN_CUDA_ARCH:-90-real}" >>"$log" 2>&1 &&
    cmake --build /tmp/kiln-harness >>"$log" 2>&1 || { echo "harness build failed"; tail -20 "$log"; exit 1; }
fi
[ -x /tmp/kb/kiln/bin/kiln ] || { mkdir -p /tmp/kb && tar -C /tmp/kb -xJf "$root/.gpu-run/kiln-bundle.tar.xz"; }
export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins QT_QPA_PLATFORM=offscreen
export KILN_HARNESS_DIR=/tmp/kiln-harness/harness KILN_DATA_DIR="/tmp/kiln-data-$label" KILN_GPUS="$gpus"
kiln=/tmp/kb/kiln/bin/kiln
# Ceilings are stored per data folder: measured once per host, copied to the next run's folder.
mkdir -p "$KILN_DATA_DIR"
if [ -d /tmp/kiln-calibration ]; then cp -r /tmp/kiln-calibration "$KILN_DATA_DIR/calibration"
else "$kiln" calibrate >> "$log" 2>&1 && cp -r "$KILN_DATA_DIR/calibration" /tmp/kiln-calibration; fi
s=$(date +%s%N)
timeout "$seconds" "$kiln" run --agent tune --tasks 'cuda2cuda/*' --budget-evals "${KILN_BUDGET_EVALS:-6}" \
  --parallel "${KILN_PARALLEL:-4}" --timeout "${KILN_TASK_TIMEOUT:-240}" >> "$log" 2>&1
rc=$? # 124: cut by SECONDS
echo "{\"label\":\"$label\",\"gpus\":\"$gpus\",\"wall_ms\":$(( ($(date +%s%N) - s) / 1000000 )),\"rc\":$rc}" > "$out/wall-$label.json"
"$kiln" runs list >> "$log" 2>&1
tar -C /tmp -cJf "$out/kiln-data-$label.tar.xz" --exclude='*.so' --exclude='*.o' --exclude='*.cubin' --exclude='*.fatbin*' \
  --exclude='*.ii' --exclude='*.cudafe*' --exclude='*.module_id' "kiln-data-$label"
python3 "$root/tests/gpu/compare-pool.py" "/tmp/kiln-data-$label" > "$out/pool-$label.md" 2>&1
cat "$out/wall-$label.json"; tail -40 "$out/pool-$label.md"
