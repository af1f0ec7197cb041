#!/usr/bin/env bash
# H200 run 18 (docs/gpu-validation.md), one device call per PART; raw results under /tmp/run18, each step packed
# into $OUT/PART-STEP.tar.xz, its summary.txt at the output's end. Needs .gpu-run carried
# (tests/gpu/kernelbench/prepare.sh with a KernelBench clone, levels 1-3; .gpu-run/json for the harness build).
#   PART=a|b|c tests/gpu/run18.sh
#   a) `kiln calibrate --counts` over every problem of levels 1-3 (FLOPs, bytes, the held-out sizes checked),
#      the degenerate-task warning on FrobeniusNorm, L1Norm, L2Norm, Min and a square GEMM (honest candidates
#      through `kiln eval`), then `kiln run --agent replay` over the first KB_A of the 40 problems (with the
#      counted held-out sizes as hidden configurations);
#   b) the counts again where the machine is new, then the replay over the next problems of the 40;
#   c) the counts (with more time: level 3's networks), then the replay over the two problems part a's final
#      scoring did not finish and the problems after part a's.
# Environment: PART_SECONDS (default 570), KB_A (default 8), COUNT_SECONDS (default 240).
set -u
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root" || exit 1
part="${PART:?PART=a|b|c}"
: "${OUT:?OUT: the folder whose files come back}"
work="/tmp/run18/$part" budget="${PART_SECONDS:-570}" started=$(date +%s)
rm -rf "$work" && mkdir -p "$work" "$OUT"
left() { echo $(( budget - ($(date +%s) - started) )); }

# step NAME SECONDS CMD...: CMD under timeout (cut to the part's time left less 15 s), @DIR@ the step's
# folder and @LIMIT@ its seconds less 10; then packed.
step() {
  local name=$1 secs=$2; shift 2
  local d="$work/$name" a args=() rc
  mkdir -p "$d"
  (( secs > $(left) - 15 )) && secs=$(( $(left) - 15 ))
  for a in "$@"; do a=${a//@DIR@/$d}; args+=("${a//@LIMIT@/$(( secs - 10 ))}"); done
  if (( secs < 40 )); then rc="skipped: ${secs} s left"; else timeout -k 5 "$secs" "${args[@]}" > "$d/stdout.txt" 2>&1; rc=$?; fi
  echo "== run18 $part-$name: rc $rc, part at $(( $(date +%s) - started )) s" >> "$d/summary.txt"
  tar -C "$work" -cJf "$OUT/$part-$name.tar.xz" "$name"
  echo; echo "##### $part-$name"; cat "$d/summary.txt"
}

kb40() { local f=tests/gpu/kernelbench/problems.txt; grep '^level1/' "$f" | head -30; grep '^level2/' "$f" | head -10; }
validate=tests/gpu/kernelbench/validate.sh
counted() { [ -n "$(ls /tmp/kiln-data/counts/kernelbench 2>/dev/null)" ]; }

case "$part" in
a)
  rm -rf /tmp/kiln-data
  step counts "${COUNT_SECONDS:-240}" env MODE=counts bash "$validate" @DIR@ @LIMIT@
  step degenerate 150 env MODE=eval VARIANTS=honest EXPLOITS= PROBLEMS="level1/37_FrobeniusNorm_ level1/38_L1Norm_ \
level1/39_L2Norm_ level1/53_Min_reduction_over_a_dimension level1/1_Square_matrix_multiplication_" \
    bash "$validate" @DIR@ @LIMIT@
  step replay 9999 env MODE=run PROBLEMS="$(kb40 | head -"${KB_A:-8}" | tr '\n' ' ')" bash "$validate" @DIR@ @LIMIT@ ;;
b|c)
  if [ "$part" = c ]; then rm -rf /tmp/kiln-data; fi
  counted || step counts "${COUNT_SECONDS:-240}" env MODE=counts bash "$validate" @DIR@ @LIMIT@
  rm -rf /tmp/kiln-data/kiln.sqlite* /tmp/kiln-data/runs # this part's run alone in the store; the counts stay
  rest=$(kb40 | tail -n +"$(( ${KB_A:-8} + 1 ))" | tr '\n' ' ')
  [ "$part" = c ] && rest="level1/3_Batched_matrix_multiplication level1/9_Tall_skinny_matrix_multiplication_ $rest"
  step replay 9999 env MODE=run PROBLEMS="$rest" bash "$validate" @DIR@ @LIMIT@ ;;
esac
