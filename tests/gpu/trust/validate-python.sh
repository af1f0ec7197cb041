#!/usr/bin/env bash
# The Python harness in trust domains on the H200 (docs/gpu-validation.md, runs 13 and 14), in one device call:
#   1. tests/adversarial/python-cpu's cases on GPU 0 (run_cases.py --cuda): every trust class, CUDA tensors;
#   2. the Python adversarial cases of tests/adversarial (D-advpy requests) against their expected.json;
#   3. the bundled Python tasks' baselines (D-python requests) through the one-process harness it replaced
#      (OLD: kiln_harness.py of an earlier commit) and the new one, interleaved: medians and speedups;
#   4. the latency of one evaluation (a D-python request), old and new interleaved (LATENCY runs of each of
#      LATENCY_HARNESSES, default "old new"; new+eager: the runners with CUDA_MODULE_LOADING=EAGER).
# Needs tests/gpu/trust/prepare.sh's .gpu-run/ (carried). STEPS (default 1234) picks steps; ADV_ONLY (a regex
# over the request names) narrows step 2; REPEATS (3) how
# often step 3 runs each request; NEW_BUILD the harness's build folder (.gpu-build). Results under OUT,
# summary.txt last.
#   tests/gpu/trust/validate-python.sh OUT [SECONDS]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
out="${1:?usage: validate-python.sh OUT [SECONDS]}" limit="${2:-560}"
steps="${STEPS:-1234}" repeats="${REPEATS:-3}"
mkdir -p "$out"
run="$root/.gpu-run"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # requests carry /work/main paths
export PATH="/usr/local/cuda/bin:$PATH" CUDA_VISIBLE_DEVICES=0
exec 2>>"$out/log.txt"
started=$(date +%s)
left() { echo $(( limit - ($(date +%s) - started) )); }
build="${NEW_BUILD:-$root/.gpu-build}"
cmake -S "$root/runners/harness" -B "$build" -G Ninja -DKILN_JSON_INCLUDE="$run/json" \
  -DKILN_HARNESS_CUDA_ARCHITECTURES=90-real >&2 &&
  cmake --build "$build" --target kiln-harness-host kiln-pydevice-cuda >&2 ||
  { echo "harness build failed" | tee -a "$out/summary.txt"; exit 1; }
export KILN_HARNESS_LAUNCHER=$build/harness/kiln-harness-host
export KILN_PYDEVICE_LIBRARY=$build/harness/libkiln-pydevice-cuda.so
new="$root/runners/harness/kiln_harness.py" old="$run/old-python/kiln_harness.py"
echo "== built after $(( $(date +%s) - started )) s; $(python3 -c 'import torch; print(torch.__version__)')" >> "$out/summary.txt"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$out/device.txt" 2>&1
events() { # harness request -> one JSON object per line (non-JSON dropped)
  timeout "${KILN_REQUEST_TIMEOUT:-150}" python3 "$1" "$2" 2>>"$out/harness-stderr.txt" | grep '^{'
}

if [[ $steps == *1* ]]; then
  mkdir -p "$out/keep"  # every event of every case, failing or not
  timeout $(( $(left) - 60 )) python3 "$root/tests/adversarial/python-cpu/run_cases.py" --launcher "$KILN_HARNESS_LAUNCHER" \
    --cuda "$KILN_PYDEVICE_LIBRARY" --table --keep "$out/keep" ${ONLY:+--only "$ONLY"} > "$out/pycases.txt" 2>&1
  grep -E "^(ok|FAIL)|cases got" "$out/pycases.txt" >> "$out/summary.txt"
fi

if [[ $steps == *2* ]]; then
  : > "$out/adversarial.jsonl"
  for req in "$run"/requests/D-advpy__*.json; do
    [ "$(left)" -gt 120 ] || { echo "time guard: adversarial" >> "$out/summary.txt"; break; }
    name=$(basename "$req" .json)
    [[ -z ${ADV_ONLY:-} || $name =~ $ADV_ONLY ]] || continue
    events "$new" "$req" | sed "s/^{/{\"request\":\"$name\",/" >> "$out/adversarial.jsonl"
  done
  python3 "$root/tests/gpu/trust/check-adversarial.py" "$out/adversarial.jsonl" "$root/tests/adversarial" \
    > "$out/adversarial.txt"
  cat "$out/adversarial.txt" >> "$out/summary.txt"
fi

if [[ $steps == *3* ]]; then
  : > "$out/compare.jsonl"
  for i in $(seq 1 "$repeats"); do
    for req in "$run"/requests/D-python__*.json; do
      tag=$(basename "$req" .json); tag=${tag#D-python__}
      for h in old new; do
        [ "$(left)" -gt 60 ] || { echo "time guard: compare" >> "$out/summary.txt"; break 3; }
        bin=$old; [ $h = new ] && bin=$new
        events "$bin" "$req" | tee -a "$out/compare-all.jsonl" | grep '"gate":"performance"' | grep '"event":"config"' |
          sed "s/^{/{\"harness\":\"$h\",\"run\":$i,\"tag\":\"$tag\",/" >> "$out/compare.jsonl"
      done
    done
  done
  python3 "$root/tests/gpu/trust/compare.py" "$out/compare.jsonl" > "$out/compare.txt"
  cat "$out/compare.txt" >> "$out/summary.txt"
fi

if [[ $steps == *4* ]]; then
  : > "$out/latency.txt"
  mkdir -p "$out/latency"  # every event of each evaluation: its `at` stamps say where the time went
  req="$run/requests/D-python__torch2cuda__gelu_tanh.json"
  for i in $(seq 1 "${LATENCY:-3}"); do
    for h in ${LATENCY_HARNESSES:-old new}; do  # new+eager: the runners load every module at start
      [ "$(left)" -gt 30 ] || break 2
      bin=$old loading=LAZY; [[ $h == new* ]] && bin=$new; [[ $h == *+eager ]] && loading=EAGER
      t0=$(date +%s%N)
      KILN_RUNNER_MODULE_LOADING=$loading events "$bin" "$req" > "$out/latency/$h-$i.jsonl"
      grep '"event":"done"' "$out/latency/$h-$i.jsonl" > /tmp/lat-done.json
      echo "$h $i $(( ($(date +%s%N) - t0) / 1000000 )) ms $(head -c 120 /tmp/lat-done.json)" >> "$out/latency.txt"
    done
  done
  python3 "$root/tests/gpu/trust/latency-summary.py" "$out/latency.txt" >> "$out/summary.txt"
fi
echo "== done after $(( $(date +%s) - started )) s" >> "$out/summary.txt"
cat "$out/summary.txt"
