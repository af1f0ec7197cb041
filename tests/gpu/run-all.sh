#!/usr/bin/env bash
# The GPU validation run, on a GPU host with CUDA (and torch + triton for the Python tasks), no Qt needed.
# Prepare the requests first with tests/gpu/make-requests.sh on a machine with Kiln built; then here:
#   tests/gpu/run-all.sh OUTDIR
# It builds the harness on its own, calibrates the device, then runs in order of importance:
#   A  every cuda2cuda baseline on all configurations (correctness; in parallel, 8 at a time)
#   B  their performance on the visible configurations (serially: one timed run at a time on the GPU)
#   C  the adversarial CUDA candidates, L the latency of one evaluation of a new candidate (5 times),
#   D  the Python tasks and Python adversarial cases,
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
started=$(date +%s) # every time guard below counts from here: the whole run must end inside 10 minutes
elapsed() { echo $(( $(date +%s) - started )); }

echo "== build $(date -u +%FT%TZ)" >&2
cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$run/json" >&2 &&
  cmake --build /tmp/kiln-harness >&2 || { echo "harness build failed" | tee -a "$log"; exit 1; }
bin=/tmp/kiln-harness/harness
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$out/device.txt" 2>&1
timeout 120 "$bin/kiln-calibrate-cuda" > "$out/calibration.json"

results="$out/results.jsonl"
: > "$results"
mkdir -p /tmp/kiln-results
one() { # request-file -> tagged events appended to results
  local req="$1" name
  name="$(basename "$req" .json)"
  local backend
  backend=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["task"]["backend"])' "$req")
  local start=$(date +%s%N)
  if [ "$backend" = torch ] || [ "$backend" = triton ]; then
    timeout 120 python3 "$root/runners/harness/kiln_harness.py" "$req"
  else
    timeout "${KILN_REQUEST_TIMEOUT:-90}" "$bin/kiln-harness-$backend" "$req"
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
ls "$run"/requests/A-*.json | KILN_REQUEST_TIMEOUT=200 xargs -P 8 -I{} bash -c 'one {}'
export KILN_HARNESS_REUSE_OBJECTS=1
for phase in B C; do
  echo "== $phase $(date -u +%T)" >&2
  for r in "$run"/requests/$phase-*.json; do [ -e "$r" ] && [ "$(elapsed)" -lt 450 ] && one "$r"; done
done

echo "== L $(date -u +%T)" >&2
# Latency of one full evaluation of a small new candidate: warm harness binary, baseline and reference already
# built (as Kiln keeps them), the candidate compiled cold in a fresh folder each time. Visible configurations,
# as ./kiln-eval runs them. One wall-clock event per request; the stage times are in its gate events.
for i in 1 2 3 4 5; do
  [ "$(elapsed)" -lt 470 ] || break
  python3 - "$run/requests/C-adv__cuda2cuda__vector_add__good_fast.json" "/tmp/L-latency-$i.json" "/tmp/kiln-latency-$i" <<'PY'
import json, sys
req = json.load(open(sys.argv[1]))
req["configs"] = [c for c in req["configs"] if not c["hidden"]]
cand = req["objects"]["candidate"]
cand["path"] = sys.argv[3] + "/candidate.so"
argv = cand["build"]["argv"]
argv[argv.index("-o") + 1] = cand["path"]
argv[argv.index("-keep-dir") + 1] = sys.argv[3] + "/ir"
cand["build"]["mkdirs"] = [sys.argv[3], sys.argv[3] + "/ir"]
json.dump(req, open(sys.argv[2], "w"))
PY
  one "/tmp/L-latency-$i.json"
done

echo "== D $(date -u +%T)" >&2
for r in "$run"/requests/D-*.json; do [ -e "$r" ] && [ "$(elapsed)" -lt 450 ] && one "$r"; done

echo "== E $(date -u +%T)" >&2
for i in 1 2 3 4 5; do
  [ "$(elapsed)" -lt 490 ] || break
  sed 's/"id": "cuda2cuda\/softmax"/"id": "cuda2cuda\/softmax"/' "$run/requests/B-perf__cuda2cuda__softmax.json" > "/tmp/E-stability-$i.json"
  one "/tmp/E-stability-$i.json"
done

echo "== F $(date -u +%T)" >&2
[ "$(elapsed)" -lt 510 ] || { python3 "$root/tests/gpu/summarize.py" "$results" "$root/tests/adversarial" "$out/calibration.json" > "$out/summary.md"; tail -n 80 "$out/summary.md"; exit 0; }
# Nsight Compute's kernel duration for the vector_add baseline, to compare with the harness's median.
if command -v ncu >/dev/null; then
  timeout 60 ncu --clock-control none --target-processes all --metrics gpu__time_duration.sum \
    -k regex:vector_add_kernel --launch-skip 20 --launch-count 30 --csv \
    "$bin/kiln-harness-cuda" "$run/requests/B-perf__cuda2cuda__vector_add.json" > "$out/ncu.csv" 2>>"$log"
fi

python3 "$root/tests/gpu/summarize.py" "$results" "$root/tests/adversarial" "$out/calibration.json" > "$out/summary.md"
echo "== done $(date -u +%T)" >&2
tail -n 80 "$out/summary.md"
