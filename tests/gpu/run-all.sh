#!/usr/bin/env bash
# The GPU validation run, on a GPU host with CUDA (and torch + triton for the Python tasks), no Qt needed.
# Prepare the requests first with tests/gpu/make-requests.sh on a machine with Kiln built; then here:
#   tests/gpu/run-all.sh OUTDIR
# It builds the harness on its own, calibrates the device, then runs in order of importance:
#   (order: X cross-check, L, C, E+F, A, B, D)
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
# shellcheck disable=SC2086
cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$run/json" \
  -DKILN_HARNESS_CUDA_ARCHITECTURES="${KILN_CUDA_ARCH:-90-real}" >&2 &&
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

guard=${KILN_TIME_GUARD:-470} # no request starts after this many seconds
phase() { # name glob: each request of the phase, one at a time, while time is left
  echo "== $1 $(date -u +%T)" >&2
  for r in $2; do [ -e "$r" ] && [ "$(elapsed)" -lt "$guard" ] && one "$r"; done
}

# X  the device-side generation, checksums and comparison checked against the host path on every
#    operation (KILN_HARNESS_CROSSCHECK): any disagreement is a `crosscheck` event with ok=false.
echo "== X $(date -u +%T)" >&2
for r in A-correct__cuda2cuda__softmax A-correct__cuda2cuda__gemm_bf16 C-adv__cuda2cuda__vector_add__good_fast; do
  cp "$run/requests/$r.json" "/tmp/X-crosscheck__$r.json"
  (export KILN_HARNESS_CROSSCHECK=1; one "/tmp/X-crosscheck__$r.json")
done

echo "== L $(date -u +%T)" >&2
# Latency of one full evaluation of a small new candidate: warm harness binary, baseline and reference already
# built (as Kiln keeps them), the candidate compiled cold in a fresh folder each time. Visible configurations,
# as ./kiln-eval runs them. One wall-clock event per request; the stage times are in its gate events.
for i in 1 2 3 4 5; do
  [ "$(elapsed)" -lt "$guard" ] || break
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

phase C "$run/requests/C-*.json"

echo "== E+F $(date -u +%T)" >&2
# Timing stability (5 processes) and Nsight Compute's kernel time for the same configuration.
[ "$(elapsed)" -lt "$guard" ] && bash "$root/tests/gpu/stability-ncu.sh" "$out" cuda2cuda__layernorm 4096x4096 layernorm_kernel > "$out/stability-summary.txt" 2>&1

echo "== A $(date -u +%T)" >&2
ls "$run"/requests/A-*.json | KILN_REQUEST_TIMEOUT=200 xargs -P 8 -I{} bash -c '[ "$(( $(date +%s) - '"$started"' ))" -lt '"$guard"' ] && one {}'
export KILN_HARNESS_REUSE_OBJECTS=1
phase B "$run/requests/B-*.json"
phase D "$run/requests/D-*.json"

python3 "$root/tests/gpu/summarize.py" "$results" "$root/tests/adversarial" "$out/calibration.json" > "$out/summary.md"
echo "== done $(date -u +%T)" >&2
tail -n 80 "$out/summary.md"
