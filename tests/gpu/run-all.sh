#!/usr/bin/env bash
# The GPU validation run, on a GPU host with CUDA (and torch + triton for the Python tasks), no Qt needed.
# Prepare the requests first with tests/gpu/make-requests.sh on a machine with Kiln built; then here:
#   tests/gpu/run-all.sh OUTDIR
# It builds the harness on its own, calibrates the device, then runs in order of importance:
#   A  every cuda2cuda baseline on all configurations (correctness; in parallel, 8 at a time)
#   B  their performance on the visible configurations (serially: one timed run at a time on the GPU)
#   C  the adversarial CUDA candidates, D the Python tasks and Python adversarial cases,
#   E  timing stability (one task timed 5 times), F Nsight Compute against the harness's median.
# Everything lands in OUTDIR/results.jsonl (each event tagged with its request) plus a summary.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: run-all.sh OUTDIR}"
mkdir -p "$out"
run="$root/.gpu-run"
# Requests carry the absolute paths of the machine that made them (/work/main).
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi
export PATH="/usr/local/cuda/bin:$PATH"
log="$out/log.txt"
exec 2>>"$log"

echo "== build $(date -u +%FT%TZ)" >&2
cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$run/json" >&2 &&
  cmake --build /tmp/kiln-harness >&2 || { echo "harness build failed" | tee -a "$log"; exit 1; }
bin=/tmp/kiln-harness/harness
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$out/device.txt" 2>&1
timeout 120 "$bin/kiln-calibrate-cuda" > "$out/calibration.json"

results="$out/results.jsonl"
: > "$results"
mkdir -p /tmp/kiln-results
started=$(date +%s)
elapsed() { echo $(( $(date +%s) - started )); }
one() { # request-file -> tagged events appended to results
  local req="$1" name
  name="$(basename "$req" .json)"
  local backend
  backend=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["task"]["backend"])' "$req")
  local start=$(date +%s%N)
  if [ "$backend" = torch ] || [ "$backend" = triton ]; then
    timeout 120 python3 "$root/runners/harness/kiln_harness.py" "$req"
  else
    timeout 90 "$bin/kiln-harness-$backend" "$req"
  fi | python3 -c '
import json, sys
name = sys.argv[1]
for line in sys.stdin:
    try:
        e = json.loads(line)
    except ValueError:
        e = {"event": "log", "line": line.rstrip()}
    e["request"] = name
    e.pop("output", None) if e.get("status") == "pass" else None
    print(json.dumps(e), flush=True)
' "$name" > "/tmp/kiln-results/$name"
  echo "{\"event\":\"wall\",\"request\":\"$name\",\"ms\":$(( ($(date +%s%N) - start) / 1000000 ))}" >> "/tmp/kiln-results/$name"
  flock /tmp/kiln-results.lock cat "/tmp/kiln-results/$name" >> "$results" # appended whole, even from parallel runs
}
export -f one
export bin root results

echo "== A $(date -u +%T)" >&2
ls "$run"/requests/A-*.json | xargs -P 8 -I{} bash -c 'one {}'
export KILN_HARNESS_REUSE_OBJECTS=1
for phase in B C D; do
  echo "== $phase $(date -u +%T)" >&2
  for r in "$run"/requests/$phase-*.json; do [ -e "$r" ] && [ "$(elapsed)" -lt 380 ] && one "$r"; done
done

echo "== E $(date -u +%T)" >&2
for i in 1 2 3 4 5; do
  [ "$(elapsed)" -lt 390 ] || break
  sed 's/"id": "cuda2cuda\/softmax"/"id": "cuda2cuda\/softmax"/' "$run/requests/B-perf__cuda2cuda__softmax.json" > "/tmp/E-stability-$i.json"
  one "/tmp/E-stability-$i.json"
done

echo "== F $(date -u +%T)" >&2
[ "$(elapsed)" -lt 400 ] || { python3 "$root/tests/gpu/summarize.py" "$results" "$root/tests/adversarial" "$out/calibration.json" > "$out/summary.md"; tail -n 80 "$out/summary.md"; exit 0; }
# Nsight Compute's kernel duration for the vector_add baseline, to compare with the harness's median.
if command -v ncu >/dev/null; then
  timeout 60 ncu --clock-control none --target-processes all --metrics gpu__time_duration.sum \
    -k regex:vector_add_kernel --launch-skip 20 --launch-count 30 --csv \
    "$bin/kiln-harness-cuda" "$run/requests/B-perf__cuda2cuda__vector_add.json" > "$out/ncu.csv" 2>>"$log"
fi

python3 "$root/tests/gpu/summarize.py" "$results" "$root/tests/adversarial" "$out/calibration.json" > "$out/summary.md"
echo "== done $(date -u +%T)" >&2
tail -n 80 "$out/summary.md"
