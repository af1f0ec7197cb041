#!/usr/bin/env bash
# AgentKernelArena triton2triton/vllm tasks on a GPU host through `kiln run` (issue 23): a command agent that
# submits the task's own code unchanged (`./kiln-eval` once), then final scoring on the visible and the
# held-out shapes (docs/task-format.md, "Imported suites"). The baseline must pass its held-out shapes:
# heldout_both_pass, held-out cases timed. OVERFIT=1 adds tests/gpu/aka/overfit-rms-norm.sh on
# triton_rms_norm (must end heldout_opt_regression, failed). Needs .gpu-run/aka (tests/gpu/aka/prepare.sh)
# and the kiln bundle (tests/gpu/bundle-kiln.sh).
#   tests/gpu/aka/validate.sh OUTDIR SECONDS TASK...
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
out="${1:?usage: validate.sh OUTDIR SECONDS TASK...}" limit="${2:?}"
shift 2
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths compiled into kiln
export PATH="/usr/local/cuda/bin:$PATH" CUDA_VISIBLE_DEVICES=0
exec 2>>"$out/log.txt"
started=$(date +%s)
left() { echo $(( limit - ($(date +%s) - started) )); }
if [ ! -x /tmp/kiln-harness/harness/kiln-reap ]; then
  cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$root/.gpu-run/json" \
    -DKILN_HARNESS_CUDA_ARCHITECTURES=90-real >&2 && cmake --build /tmp/kiln-harness --target kiln-reap >&2 ||
    { echo "kiln-reap build failed" | tee -a "$out/summary.txt"; exit 1; }
fi
if [ -z "${KILN:-}" ]; then # KILN=path: a kiln built here instead of the bundle (to try this script on a CPU)
  mkdir -p /tmp/kb && tar -C /tmp/kb -xJf "$root/.gpu-run/kiln-bundle.tar.xz"
  export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins
fi
export QT_QPA_PLATFORM=offscreen KILN_HARNESS_DIR=/tmp/kiln-harness/harness KILN_DATA_DIR="${KILN_DATA:-/tmp/kiln-data-aka}"
kiln="${KILN:-/tmp/kb/kiln/bin/kiln}"
aka="$root/.gpu-run/aka"
echo "== ready after $(( $(date +%s) - started )) s; checkout $(cat "$aka/COMMIT"); torch $(python3 -c 'import torch; print(torch.__version__)'), triton $(python3 -c 'import triton; print(triton.__version__)')" \
  >> "$out/summary.txt"
for t in "$@"; do
  "$kiln" tasks show "$t" --suite "$aka" 2>/dev/null | grep -A4 "held-out shapes" | sed "s|^|$t: |" >> "$out/summary.txt"
done
args=()
for t in "$@"; do args+=(--tasks "$t"); done
run() { # LABEL SECONDS AGENT-COMMAND TASK-ARGS...
  local label=$1 secs=$2 command=$3; shift 3
  timeout "$secs" "$kiln" run --agent command --command "$command" "$@" --suite "$aka" --budget-evals 1 \
    --timeout 300 > "$out/run-$label.txt" 2>&1
  echo "kiln run ($label) rc=$? after $(( $(date +%s) - started )) s" >> "$out/summary.txt"
}
if [ "${OVERFIT:-0}" = 1 ]; then
  run overfit 200 "sh $root/tests/gpu/aka/overfit-rms-norm.sh" --tasks triton2triton/vllm/triton_rms_norm
fi
[ "$#" -gt 0 ] && run honest $(( $(left) - 25 )) ./kiln-eval "${args[@]}"
"$kiln" runs list --json > "$out/runs.json" 2>>"$out/log.txt"
for id in $(python3 -c 'import json,sys; print(" ".join(r["id"] for r in json.load(open(sys.argv[1]))))' "$out/runs.json"); do
  "$kiln" runs show "$id" --json > "$out/run-show-$id.json" 2>>"$out/log.txt"
  "$kiln" runs show "$id" >> "$out/summary.txt" 2>&1
done
"$kiln" report --all --suite "$aka" --json "$out/report.json" > "$out/report.txt" 2>>"$out/log.txt"
python3 "$root/tests/gpu/aka/summarize.py" "$out" >> "$out/summary.txt" 2>&1
tar -C "$(dirname "$KILN_DATA_DIR")" -cJf "$out/kiln-data.tar.xz" "$(basename "$KILN_DATA_DIR")"
echo "== done after $(( $(date +%s) - started )) s" >> "$out/summary.txt"
cat "$out/summary.txt"
