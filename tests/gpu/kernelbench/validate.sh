#!/usr/bin/env bash
# KernelBench on the H200 (issue 23, docs/gpu-validation.md), with the real kiln (the bundle; no Qt there):
#   MODE=eval (default): `kiln eval` of every problem of problems.txt with its honest candidate, then the
#     plain copy and the exploit variants of the three problems that have them;
#   MODE=run: `kiln run --agent replay` over the same problems (the honest candidates, then final scoring on
#     the hidden configurations), and `kiln runs show --json`;
#   MODE=counts: `kiln calibrate --counts` over the whole checkout (every level prepare.sh packed), then
#     `kiln tasks list --json` and `kiln tasks show` of a few problems: FLOPs, bytes, T_SOL and hidden
#     configurations after counting (KILN_DATA_DIR keeps them for a MODE=run after it in the same call).
# PROBLEMS, VARIANTS (default "honest custom"), EXPLOITS and EXPLOIT_VARIANTS (space-separated) narrow a
# follow-up run. Needs tests/gpu/kernelbench/prepare.sh's
# .gpu-run/ (carried). Results under OUT, summary.txt last.
#   tests/gpu/kernelbench/validate.sh OUT [SECONDS]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
out="${1:?usage: validate.sh OUT [SECONDS]}" limit="${2:-560}" mode="${MODE:-eval}"
mkdir -p "$out/eval"
kb="$root/.gpu-run/kernelbench"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths compiled into kiln
export PATH="/usr/local/cuda/bin:$PATH" CUDA_VISIBLE_DEVICES=0
exec 2>>"$out/log.txt"
started=$(date +%s)
left() { echo $(( limit - ($(date +%s) - started) )); }
if [ ! -x /tmp/kiln-harness/harness/kiln-harness-host ]; then
  cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$root/.gpu-run/json" \
    -DKILN_HARNESS_CUDA_ARCHITECTURES=90-real >&2 && cmake --build /tmp/kiln-harness >&2 ||
    { echo "harness build failed" | tee -a "$out/summary.txt"; exit 1; }
fi
mkdir -p /tmp/kb && tar -C /tmp/kb -xJf "$root/.gpu-run/kiln-bundle.tar.xz"
export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins QT_QPA_PLATFORM=offscreen
export KILN_HARNESS_DIR=/tmp/kiln-harness/harness KILN_DATA_DIR=/tmp/kiln-data
kiln=/tmp/kb/kiln/bin/kiln
echo "== ready after $(( $(date +%s) - started )) s; torch $(python3 -c 'import torch; print(torch.__version__)')" \
  >> "$out/summary.txt"
problems="${PROBLEMS:-$(grep -v '^#' "$root/tests/gpu/kernelbench/problems.txt")}"
exploits="${EXPLOITS-level1/19_ReLU level1/23_Softmax level2/12_Gemm_Multiply_LeakyReLU}"
suite=(--suite "$kb/checkout")

evaluate() { # problem variant
  local name="${1//\//__}__$2"
  [ "$(left)" -gt 45 ] || { echo "time guard: $1 $2" >> "$out/summary.txt"; return 1; }
  timeout 180 "$kiln" eval "kernelbench/$1" "$kb/candidates/kernelbench/$1/$2" "${suite[@]}" --configs all \
    --device-spec h200-sxm --budget "${KILN_BUDGET:-0.3}" --gate-timeout 120 --json > "$out/eval/$name.jsonl" 2>&1
  echo "$1 $2 rc=$?" >> "$out/eval/index.txt"
}

if [ "$mode" = counts ]; then
  "$kiln" calibrate --backend cuda > "$out/calibrate.txt" 2>&1
  timeout $(( $(left) - 20 )) "$kiln" calibrate --counts "${suite[@]}" > "$out/counts.txt" 2> "$out/counts-err.txt"
  echo "kiln calibrate --counts rc=$?" >> "$out/summary.txt"
  tail -n 1 "$out/counts.txt" >> "$out/summary.txt"
  "$kiln" tasks list "${suite[@]}" --json > "$out/tasks.json" 2>>"$out/log.txt"
  for p in ${SHOW:-level1/1_Square_matrix_multiplication_ level1/19_ReLU level1/23_Softmax level2/12_Gemm_Multiply_LeakyReLU level3/1_MLP}; do
    "$kiln" tasks show "kernelbench/$p" "${suite[@]}" >> "$out/show.txt" 2>&1
  done
  python3 - "$out/tasks.json" "$out/counts.txt" >> "$out/summary.txt" <<'PY'
import collections, json, re, sys
tasks = json.load(open(sys.argv[1]))
by = collections.Counter((t["id"].split("/")[1], t.get("cost_source")) for t in tasks)
hidden = collections.Counter((t["id"].split("/")[1], t.get("hidden_config_count", 0) > 0) for t in tasks)
for level in sorted({k[0] for k in by}):
    n = sum(v for k, v in by.items() if k[0] == level)
    print(f"{level}: {n} problems, costs counted for {by[(level, 'counted')]}, with hidden configurations "
          f"{hidden[(level, True)]}")
refused = [l for l in open(sys.argv[2]) if "does not run" in l]
print(f"problems with a held-out size their Model does not run at: {len(refused)}")
for l in refused[:12]:
    print("  " + l.strip()[:220])
PY
elif [ "$mode" = eval ]; then
  for p in $problems; do
    for v in ${VARIANTS:-honest custom}; do
      [ -d "$kb/candidates/kernelbench/$p/$v" ] || continue
      evaluate "$p" "$v" || break 2
    done
  done
  for p in $exploits; do
    for v in ${EXPLOIT_VARIANTS:-plain_copy zeros returns_input side_stream timer_patch}; do
      evaluate "$p" "$v" || break 2
    done
  done
  python3 "$root/tests/gpu/kernelbench/summarize.py" "$out/eval" >> "$out/summary.txt"
else
  "$kiln" calibrate --backend cuda > "$out/calibrate.txt" 2>&1
  args=()
  for p in $problems; do args+=(--tasks "kernelbench/$p"); done
  timeout $(( $(left) - 30 )) "$kiln" run --agent replay "${args[@]}" "${suite[@]}" --budget-evals 1 --timeout 300 \
    --agent-arg=--tasks-root --agent-arg="$kb/replay" > "$out/run.txt" 2>&1
  echo "kiln run rc=$?" >> "$out/summary.txt"
  run_id=$("$kiln" runs list --json 2>/dev/null | python3 -c 'import json,sys; r=json.load(sys.stdin); print(next((x["id"] for x in r if x["agent"] == "replay"), ""))')
  "$kiln" runs show "$run_id" --json > "$out/run-show.json" 2>>"$out/log.txt"
  "$kiln" runs list >> "$out/summary.txt" 2>&1
  python3 "$root/tests/gpu/kernelbench/summarize.py" --run "$out/run-show.json" >> "$out/summary.txt"
  tar -C /tmp -cJf "$out/kiln-data.tar.xz" kiln-data
fi
echo "== done after $(( $(date +%s) - started )) s" >> "$out/summary.txt"
cat "$out/summary.txt"
