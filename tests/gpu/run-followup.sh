#!/usr/bin/env bash
# The GPU checks left open by run 3 (docs/gpu-validation.md), on a host with two GPUs so both halves run at once
# (with one GPU they run one after the other):
#   GPU 0: timing against Nsight Compute with the read flush and the old write flush (stability-ncu.sh), then the
#          latency of a new candidate's evaluation with the reference and baseline already built (as Kiln keeps
#          them per run);
#   GPU 1: phase D (every torch2cuda and triton2triton baseline on all configurations, the Python adversarial
#          cases) and the IR captures (capture-ir.sh).
# Needs make-requests.sh's and prepare-ir.sh's .gpu-run/. Raw results under OUTDIR.
#   tests/gpu/run-followup.sh OUTDIR
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: run-followup.sh OUTDIR}"
mkdir -p "$out"
run="$root/.gpu-run"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi
export PATH="/usr/local/cuda/bin:$PATH"
log="$out/log.txt"
exec 2>>"$log"
started=$(date +%s)
cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$run/json" \
  -DKILN_HARNESS_CUDA_ARCHITECTURES="${KILN_CUDA_ARCH:-90-real}" >&2 &&
  cmake --build /tmp/kiln-harness >&2 || { echo "harness build failed" | tee -a "$log"; exit 1; }
bin=/tmp/kiln-harness/harness
echo "== built after $(( $(date +%s) - started )) s" >&2
nvidia-smi --query-gpu=index,name,driver_version,clocks.sm,clocks.mem --format=csv > "$out/device.txt" 2>&1
gpus=$(nvidia-smi -L 2>/dev/null | wc -l)
second=$(( gpus > 1 ? 1 : 0 ))
pybin=python3 # torch and triton live in a virtual environment on the H200 host
[ -x /opt/torch/.venv/bin/python3 ] && pybin=/opt/torch/.venv/bin/python3

gpu0() {
  export CUDA_VISIBLE_DEVICES=0
  for variant in read write; do
    if [ $variant = write ]; then export KILN_HARNESS_FLUSH=write; else unset KILN_HARNESS_FLUSH; fi
    bash "$root/tests/gpu/stability-ncu.sh" "$out" cuda2cuda__layernorm 4096x4096 layernorm_kernel "$variant" \
      > "$out/stability-$variant-summary.txt" 2>&1
  done
  unset KILN_HARNESS_FLUSH
  KILN_STABILITY_PERF='{"min_reps": 50, "warmup_s": 0.1}' bash "$root/tests/gpu/stability-ncu.sh" "$out" \
    cuda2cuda__layernorm 4096x4096 layernorm_kernel read-50reps > "$out/stability-read-50reps-summary.txt" 2>&1
  # Latency: the reference and baseline reused (built once per run by Kiln), the candidate cold in a fresh folder.
  : > "$out/latency.jsonl"
  for i in 1 2 3 4 5 6 7; do
    python3 - "$run/requests/C-adv__cuda2cuda__vector_add__good_fast.json" "/tmp/L-$i.json" "/tmp/kiln-latency-$i" <<'PY'
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
    s=$(date +%s%N)
    KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 "$bin/kiln-harness-cuda" "/tmp/L-$i.json" > "/tmp/L-$i.out"
    ms=$(( ($(date +%s%N) - s) / 1000000 ))
    python3 - "/tmp/L-$i.out" "$ms" "$i" >> "$out/latency.jsonl" <<'PY'
import json, sys
events = [json.loads(l) for l in open(sys.argv[1]) if l.strip().startswith("{")]
gates = {e["gate"] + ("/" + e["object"] if "object" in e else ""): e.get("seconds") for e in events if e.get("event") == "gate"}
verdict = [e for e in events if e.get("event") == "verdict"]
print(json.dumps({"run": int(sys.argv[3]), "wall_ms": int(sys.argv[2]), "gates": gates,
                  "verdict": verdict[0].get("verdict") if verdict else None}))
PY
  done
}

gpu1() {
  export CUDA_VISIBLE_DEVICES=$second
  results="$out/python-results.jsonl"
  : > "$results"
  for req in "$run"/requests/D-*.json; do
    [ $(( $(date +%s) - started )) -lt 330 ] || { echo "D: time guard before $req" >&2; break; }
    name=$(basename "$req" .json)
    s=$(date +%s%N)
    timeout 240 "$pybin" "$root/runners/harness/kiln_harness.py" "$req" 2>>"$out/python-stderr.txt" |
      python3 -c '
import json, sys
for line in sys.stdin:
    try:
        e = json.loads(line)
    except ValueError:
        e = {"event": "log", "line": line.rstrip()}
    e["request"] = sys.argv[1]
    if e.get("status") == "pass":
        e.pop("output", None)
    print(json.dumps(e))' "$name" >> "$results"
    echo "{\"event\":\"wall\",\"request\":\"$name\",\"ms\":$(( ($(date +%s%N) - s) / 1000000 ))}" >> "$results"
  done
  KILN_PYTHON="$pybin" bash "$root/tests/gpu/capture-ir.sh" "$out" > "$out/capture-ir-log.txt" 2>&1
  # The diagnostics fixtures' own capture (tests/data/ir/sources/capture.sh), without its ncu step (the
  # occupancy probe above covers the bundled tasks), when its sources travelled in .gpu-run/ir-sources.
  if [ -x "$run/ir-sources/capture.sh" ]; then
    mkdir -p /tmp/no-requests
    PATH="$(dirname "$pybin"):$PATH" KILN_REQUESTS=/tmp/no-requests timeout 300 \
      "$run/ir-sources/capture.sh" "$out/ir-sources" "$root" > "$out/ir-sources-log.txt" 2>&1
  fi
}

if [ "$gpus" -gt 1 ]; then
  gpu0 & p0=$!
  gpu1 & p1=$!
  wait $p0 $p1
else
  gpu0; gpu1
fi
echo "== done after $(( $(date +%s) - started )) s" >&2
for f in "$out"/stability-*-summary.txt; do echo "# $f"; cat "$f"; done
cat "$out/latency.jsonl"
python3 -c '
import json, sys
v = {}
for l in open(sys.argv[1]):
    e = json.loads(l)
    if e.get("event") == "verdict":
        v[e["request"]] = (e.get("verdict"), e.get("reason"))
for k, x in sorted(v.items()):
    print(k, *x)' "$out/python-results.jsonl"
tail -3 "$out/capture-ir-log.txt"
