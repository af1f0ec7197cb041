#!/usr/bin/env bash
# The per-shape dispatcher on a GPU host without Qt (issue 28): the tune agent's run on TASKs through Kiln's own
# run loop, then `kiln dispatch TASK --runs RUN --json` on each (the dispatcher over the run's passing
# candidates, evaluated with the best single candidate on visible and hidden configurations) and one
# `kiln export-patch` of a dispatcher; tests/gpu/dispatch-summary.py checks issue 28's H200 criteria.
# Needs the bundle of tests/gpu/bundle-kiln.sh and .gpu-run/json (carried); reuses /tmp/kiln-harness.
#   tests/gpu/dispatch-run.sh OUTDIR SECONDS TASK...
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: dispatch-run.sh OUTDIR SECONDS TASK...}" seconds="${2:?}"
shift 2
started=$(date +%s)
left() { echo $(( seconds - ($(date +%s) - started) )); }
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths compiled into kiln
export PATH="/usr/local/cuda/bin:$PATH"
log="$out/log.txt"
if [ ! -x /tmp/kiln-harness/harness/kiln-harness-cuda ]; then
  cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$root/.gpu-run/json" \
    -DKILN_HARNESS_CUDA_ARCHITECTURES=90-real >>"$log" 2>&1 && cmake --build /tmp/kiln-harness >>"$log" 2>&1 ||
    { echo "harness build failed" | tee -a "$out/summary.txt"; exit 1; }
fi
mkdir -p /tmp/kb && tar -C /tmp/kb -xJf "$root/.gpu-run/kiln-bundle.tar.xz"
export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins QT_QPA_PLATFORM=offscreen
export KILN_HARNESS_DIR=/tmp/kiln-harness/harness KILN_DATA_DIR="$out/kiln-data"
kiln=/tmp/kb/kiln/bin/kiln
"$kiln" calibrate >>"$log" 2>&1
args=()
for t in "$@"; do args+=(--tasks "$t"); done
# The tune run gets what is left less DISPATCH_RESERVE_S (default half of it) for the dispatches, each of which
# evaluates two candidates on every configuration (about 25 s a task on an H100).
now_left=$(left)
tune_s=$(( now_left - ${DISPATCH_RESERVE_S:-$(( now_left / 2 ))} ))
(( tune_s < 30 )) && tune_s=30 # timeout 0 would mean no limit
timeout "$tune_s" "$kiln" run --agent tune "${args[@]}" --budget-evals "${KILN_BUDGET_EVALS:-8}" \
  --timeout 150 > "$out/tune-run.txt" 2>&1
echo "tune run rc $? after $(( $(date +%s) - started )) s" >> "$out/summary.txt"
"$kiln" runs list --json > "$out/runs.json" 2>>"$log"
run=$(python3 -c 'import json,sys; print(next(r["id"] for r in json.load(open(sys.argv[1])) if r["agent"] == "tune"))' \
  "$out/runs.json")
"$kiln" runs show "$run" --json > "$out/tune-run.json" 2>>"$log"
for t in "$@"; do
  name=${t//\//_}
  (( $(left) < 40 )) && { echo "$t: no time left to dispatch" >> "$out/summary.txt"; continue; }
  timeout $(( $(left) - 20 )) "$kiln" dispatch "$t" --runs "$run" --json --output "$out/dispatcher-$name" \
    > "$out/dispatch-$name.json" 2> "$out/dispatch-$name.err"
  echo "$t: dispatch rc $? after $(( $(date +%s) - started )) s" >> "$out/summary.txt"
done
# One dispatcher as a patch against the bundled task (its evidence in the message).
first=${1//\//_}
drun=$(python3 -c 'import json,sys
for line in reversed(open(sys.argv[1]).read().splitlines()):
    if line.startswith("{"): print(json.loads(line).get("run", "")); break' "$out/dispatch-$first.json" 2>>"$log")
if [ -n "$drun" ]; then
  "$kiln" runs show "$drun" --json > "$out/dispatch-run.json" 2>>"$log"
  id=$(python3 -c 'import json,sys; print(next(c["id"] for c in json.load(open(sys.argv[1]))["candidates"] if c["role"] == "dispatcher"))' \
    "$out/dispatch-run.json")
  "$kiln" export-patch "$id" --output "$out/dispatcher-$first.patch" >>"$log" 2>&1
  echo "export-patch of candidate $id: rc $?" >> "$out/summary.txt"
fi
python3 "$root/tests/gpu/dispatch-summary.py" "$out" "$@" >> "$out/summary.txt" 2>&1
