#!/usr/bin/env bash
# H200 run 19 (docs/gpu-validation.md), one device call per PART; raw results under /tmp/run19, each step packed
# into $OUT/PART-STEP.tar.xz, its summary.txt at the output's end. Needs .gpu-run carried:
# tests/gpu/trust/prepare.sh (the Python requests; it empties .gpu-run, so first), then
# tests/gpu/kernelbench/prepare.sh with a KernelBench clone, then .gpu-run/counts-seed/ (a data folder's
# counts/ from an earlier run: problems counted there are not counted again).
#   PART=a|b|c tests/gpu/run19.sh
#   a) `kiln run --agent replay` over the level-1 problems run 18 did not finish; the KernelBench exploit
#      variants of Softmax and ReLU through `kiln eval`; `kiln calibrate --counts` beside them (CPU: the meta
#      device) where run 18 stopped: level 3's recurrent networks, the sizes written as products;
#   b) the replay over the 10 level-2 problems, the GEMM's exploit variants, the counts beside them again;
#   c) the compiled harness's latency with the candidate's build beside the judge's start: old (before the
#      judge and runners), prev (.gpu-run/prev-harness: `git archive 22c0b27 runners/harness`, the judge
#      started after the build) and new, three each, the honest fast vector add's speed old against new, four
#      CUDA cases through it; then the Python harness's cases on the GPU (run_cases.py --cuda) and
#      tests/adversarial's Python cases;
#   d) (.gpu-run/counts-seed from part b's counts) the counts of the problems whose sizes the importer reads
#      since part b (3_Batched's m, k, n; 11_4D's i, j, l, k), and the two Python adversarial cases part c
#      did not reach (softmax's unjoined side stream and timer patcher);
#   e) (.gpu-run/counts-seed from part d's counts) the counts of level 3's batch-of-2 problems at their new
#      odd batch of 3;
#   f) (.gpu-run/counts-seed from part e's counts less the nine problems below) the counts of the problems
#      whose module computes constants from a held-out size (ResNet18's input_shape; level 2's 33, 37, 39,
#      75, 76, 88, 94, 95: a shape of out_features), now that those follow the size.
# Environment: PART_SECONDS (default 570).
set -u
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root" || exit 1
part="${PART:?PART=a|b|c}"
: "${OUT:?OUT: the folder whose files come back}"
work="/tmp/run19/$part" budget="${PART_SECONDS:-570}" started=$(date +%s)
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
  echo "== run19 $part-$name: rc $rc, part at $(( $(date +%s) - started )) s" >> "$d/summary.txt"
  tar -C "$work" -cJf "$OUT/$part-$name.tar.xz" "$name"
  echo; echo "##### $part-$name"; cat "$d/summary.txt"
}

validate=tests/gpu/kernelbench/validate.sh
seed_counts() { # the counts of earlier runs, in the replay's data folder and in the counting one
  rm -rf /tmp/kiln-data /tmp/kiln-counts && mkdir -p /tmp/kiln-data/counts /tmp/kiln-counts/counts
  cp -r .gpu-run/counts-seed/kernelbench /tmp/kiln-data/counts/
  cp -r .gpu-run/counts-seed/kernelbench /tmp/kiln-counts/counts/
}

# Counting runs on the CPU (torch's meta device) in its own data folder while the GPU replays; what it
# counted comes back as PART-counts.tar.xz (its output and the counts/ folder to seed the next part with).
count_beside() {
  local d="$work/counts" kb=.gpu-run/kernelbench
  mkdir -p "$d"
  ( mkdir -p /tmp/kb && tar -C /tmp/kb -xJf .gpu-run/kiln-bundle.tar.xz
    export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins QT_QPA_PLATFORM=offscreen
    KILN_DATA_DIR=/tmp/kiln-counts timeout $(( $(left) - 25 )) /tmp/kb/kiln/bin/kiln calibrate --counts \
      --suite "$kb/checkout" > "$d/counts.txt" 2> "$d/counts-err.txt"
    echo "kiln calibrate --counts rc=$?" > "$d/rc.txt" ) &
  counting=$!
}
finish_counts() {
  wait "$counting"
  local d="$work/counts"
  cp -r /tmp/kiln-counts/counts "$d/data-counts"
  { cat "$d/rc.txt"; tail -n 1 "$d/counts.txt"; grep -c 'FLOP' "$d/counts.txt" | sed 's/^/problems counted this part: /'; } \
    >> "$d/summary.txt"
  tar -C "$work" -cJf "$OUT/$part-counts.tar.xz" counts
  echo; echo "##### $part-counts"; cat "$d/summary.txt"
}

case "$part" in
a)
  seed_counts
  count_beside
  step replay 330 env MODE=run PROBLEMS="level1/3_Batched_matrix_multiplication \
level1/9_Tall_skinny_matrix_multiplication_ level1/42_Max_Pooling_2D level1/44_Average_Pooling_1D \
level1/47_Sum_reduction_over_a_dimension level1/48_Mean_reduction_over_a_dimension \
level1/49_Max_reduction_over_a_dimension level1/51_Argmax_over_a_dimension" bash "$validate" @DIR@ @LIMIT@
  step exploits 9999 env MODE=eval VARIANTS=none PROBLEMS=none EXPLOITS="level1/23_Softmax level1/19_ReLU" \
    EXPLOIT_VARIANTS="side_stream timer_patch zeros returns_input" bash "$validate" @DIR@ @LIMIT@
  finish_counts ;;
b)
  seed_counts
  count_beside
  step replay 400 env MODE=run PROBLEMS="$(grep '^level2/' tests/gpu/kernelbench/problems.txt | head -10 | tr '\n' ' ')" \
    bash "$validate" @DIR@ @LIMIT@
  step exploits 9999 env MODE=eval VARIANTS=none PROBLEMS=none EXPLOITS="level2/12_Gemm_Multiply_LeakyReLU" \
    EXPLOIT_VARIANTS="side_stream timer_patch zeros returns_input" bash "$validate" @DIR@ @LIMIT@
  finish_counts ;;
c)
  step compiled 230 env PREV=.gpu-run/prev-harness/runners/harness \
    CASES='vector_add__(good_fast|read_secrets|reference_dlopen|timer_interpose)$' ADV_GUARD=60 \
    COMPARE="vector_add_good_fast:all:2" NCU=0 LATENCY=3 LATENCY_HARNESSES="old prev new" \
    bash tests/gpu/trust/validate.sh @DIR@ @LIMIT@
  step pycases 200 env STEPS=1 ONLY="${ONLY:-honest,timer,late_thread,early_done,kb_}" \
    bash tests/gpu/trust/validate-python.sh @DIR@ @LIMIT@
  step advpy 9999 env STEPS=2 bash tests/gpu/trust/validate-python.sh @DIR@ @LIMIT@ ;;
d|e|f)
  seed_counts
  case "$part" in
    d) show="level1/3_Batched_matrix_multiplication level1/11_4D_tensor_matrix_multiplication" ;;
    e) show="level3/9_ResNet18 level3/24_EfficientNetB2 level3/31_VisionAttention" ;;
    f) show="level3/9_ResNet18 level2/76_Gemm_Add_ReLU level2/37_Matmul_Swish_Sum_GroupNorm" ;;
  esac
  step counts 150 bash -c 'mkdir -p /tmp/kb && tar -C /tmp/kb -xJf .gpu-run/kiln-bundle.tar.xz &&
    export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins QT_QPA_PLATFORM=offscreen KILN_DATA_DIR=/tmp/kiln-counts &&
    kiln=/tmp/kb/kiln/bin/kiln suite=.gpu-run/kernelbench/checkout &&
    $kiln calibrate --counts --suite $suite > @DIR@/counts.txt 2>&1; echo "calibrate rc $?" >> @DIR@/summary.txt;
    tail -n 2 @DIR@/counts.txt >> @DIR@/summary.txt;
    $kiln tasks list --suite $suite --json > @DIR@/tasks.json 2>> @DIR@/counts.txt;
    for p in '"$show"'; do $kiln tasks show kernelbench/$p --suite $suite >> @DIR@/summary.txt 2>&1; done;
    cp -r /tmp/kiln-counts/counts @DIR@/data-counts'
  [ "$part" != d ] && exit 0
  step advpy 9999 env STEPS=2 ADV_ONLY='softmax__(side_stream_unjoined|timer_patch)$' \
    bash tests/gpu/trust/validate-python.sh @DIR@ @LIMIT@ ;;
esac
