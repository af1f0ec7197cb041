#!/usr/bin/env bash
# Run 5: the kernel-activity timer (runners/harness/src/kernelactivity.h) against events and Nsight Compute,
# on GPU 0 and one thing at a time (timing figures are only worth something on a quiet device):
#   1. stability-ncu.sh on layernorm 4096x4096 (32 us) and rmsnorm prefill-16384x8192 (168 us), with kernel
#      activity and with KILN_HARNESS_TIMER=events, each 5 processes + ncu;
#   2. the two tasks whose timings moved most in run 4 (prefix_scan, decode_attention): 5 processes each;
#   3. every cuda2cuda baseline's performance on visible and hidden configurations (phase B requests) and every
#      adversarial CUDA candidate (phase C), with the new timer: verdicts and flags must not change;
#   4. tests/gpu/check-tunables.sh when present (every tunable value of the bundled tasks through the harness).
# Needs make-requests.sh's .gpu-run/. Everything under OUTDIR (tar it into $OUT: the device returns few files).
#   tests/gpu/run-timer.sh OUTDIR [SECONDS]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: run-timer.sh OUTDIR [SECONDS]}" limit="${2:-560}"
mkdir -p "$out"
run="$root/.gpu-run"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # requests carry /work/main paths
export PATH="/usr/local/cuda/bin:$PATH" CUDA_VISIBLE_DEVICES=0
log="$out/log.txt"
exec 2>>"$log"
started=$(date +%s)
left() { echo $(( limit - ($(date +%s) - started) )); }
cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$run/json" \
  -DKILN_HARNESS_CUDA_ARCHITECTURES="${KILN_CUDA_ARCH:-90-real}" >&2 &&
  cmake --build /tmp/kiln-harness >&2 || { echo "harness build failed" | tee -a "$log"; exit 1; }
bin=/tmp/kiln-harness/harness
echo "== built after $(( $(date +%s) - started )) s" >&2
nvidia-smi --query-gpu=index,name,driver_version,clocks.sm,clocks.mem --format=csv > "$out/device.txt" 2>&1
# The timer the harness picked, as its start event says.
timeout 60 "$bin/kiln-harness-cuda" "$run/requests/B-perf__cuda2cuda__vector_add.json" 2>/dev/null | head -1 > "$out/start-event.json"

stab() { # slug config kernel tag [env...]
  local slug=$1 config=$2 kernel=$3 tag=$4
  shift 4
  [ "$(left)" -gt 60 ] || { echo "time guard: stability $tag" >&2; return; }
  env "$@" bash "$root/tests/gpu/stability-ncu.sh" "$out" "$slug" "$config" "$kernel" "$tag" > "$out/stability-$tag-summary.txt" 2>&1
}
stab cuda2cuda__layernorm 4096x4096 layernorm_kernel layernorm-activity
stab cuda2cuda__layernorm 4096x4096 layernorm_kernel layernorm-events KILN_HARNESS_TIMER=events
stab cuda2cuda__rmsnorm prefill-16384x8192 rmsnorm_kernel rmsnorm-activity
stab cuda2cuda__rmsnorm prefill-16384x8192 rmsnorm_kernel rmsnorm-events KILN_HARNESS_TIMER=events

# The tasks whose timings moved most in run 4: all their configurations, 5 processes each.
for slug in cuda2cuda__prefix_scan cuda2cuda__decode_attention; do
  for i in 1 2 3 4 5; do
    [ "$(left)" -gt 90 ] || break
    KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 "$bin/kiln-harness-cuda" "$run/requests/B-perf__$slug.json" 2>/dev/null |
      grep '"event":"config"' | grep '"gate":"performance"' | sed "s/^{/{\"process\":$i,/" >> "$out/repeat-$slug.jsonl"
  done
done

# Phases B and C with the new timer: the same verdicts and flags as before.
mkdir -p "$out/requests"
for req in "$run"/requests/B-*.json "$run"/requests/C-*.json; do
  [ "$(left)" -gt 45 ] || { echo "time guard before $req" >&2; break; }
  name=$(basename "$req" .json)
  backend=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["task"]["backend"])' "$req")
  [ "$backend" = cuda ] || continue
  KILN_HARNESS_REUSE_OBJECTS=1 timeout 90 "$bin/kiln-harness-cuda" "$req" 2>/dev/null |
    grep -v '"event":"log"' > "$out/requests/$name.jsonl"
done

if [ -x "$root/tests/gpu/check-tunables.sh" ] && [ "$(left)" -gt 60 ]; then
  KILN_TIME_GUARD=$(( $(left) - 60 )) timeout $(( $(left) - 20 )) bash "$root/tests/gpu/check-tunables.sh" run "$out/tunables" > "$out/tunables-summary.txt" 2>&1
fi
echo "== done after $(( $(date +%s) - started )) s" >&2
cat "$out"/stability-*-summary.txt
