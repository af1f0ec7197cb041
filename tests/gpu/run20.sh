#!/usr/bin/env bash
# H200 run 20 (docs/gpu-validation.md), one device call per PART; raw results under /tmp/run20, each step packed
# into $OUT/PART-STEP.tar.xz, its summary.txt at the output's end. Needs .gpu-run carried
# (tests/gpu/trust/prepare.sh; .gpu-run/prev-harness: `git archive eaad11c runners/harness`).
#   PART=a|b|c tests/gpu/run20.sh
#   a) the compiled harness with its performance gate in phases (PerformanceGate) and placement sampling that
#      reads the runners' claims: the latency of one evaluation, old (before the judge and runners), prev (the
#      last commit, eaad11c) and new, four each; the timing figures old, prev and new (the honest fast vector
#      add, prefix_scan, layernorm 4096x4096); three CUDA cases through the new harness.
#   b) the per-shape dispatcher (issue 28): the tune agent's
#      run on gemm_bf16, rmsnorm and prefix_scan through `kiln run`, `kiln dispatch TASK --runs RUN --json` on
#      each (the dispatcher and the best single candidate on visible and hidden configurations), one
#      `kiln export-patch`; tests/gpu/dispatch-summary.py prints the verdict against issue 28's criteria.
#      Needs the bundle (tests/gpu/bundle-kiln.sh) from the tree being tested.
#   c) the latency again after placement sampling stops at the gate's own error target (old and new, three
#      each) with the timing figures of vector_add.
# Environment: PART_SECONDS (default 570).
set -u
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root" || exit 1
part="${PART:?PART=a|b|c}"
: "${OUT:?OUT: the folder whose files come back}"
work="/tmp/run20/$part" budget="${PART_SECONDS:-570}" started=$(date +%s)
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
  echo "== run20 $part-$name: rc $rc, part at $(( $(date +%s) - started )) s" >> "$d/summary.txt"
  tar -C "$work" -cJf "$OUT/$part-$name.tar.xz" "$name"
  echo; echo "##### $part-$name"; cat "$d/summary.txt"
}

case "$part" in
a)
  step compiled 9999 env PREV=.gpu-run/prev-harness/runners/harness \
    CASES='vector_add__(good_fast|read_secrets|timer_interpose)$' ADV_GUARD=60 \
    COMPARE="vector_add_good_fast:all:2 prefix_scan:all:2 layernorm:4096x4096:3" COMPARE_HARNESSES="old prev new" \
    NCU=0 LATENCY=4 LATENCY_HARNESSES="old prev new" bash tests/gpu/trust/validate.sh @DIR@ @LIMIT@ ;;
b)
  step dispatch 9999 bash tests/gpu/dispatch-run.sh @DIR@ @LIMIT@ cuda2cuda/gemm_bf16 cuda2cuda/rmsnorm \
    cuda2cuda/prefix_scan ;;
c)
  step latency 9999 env CASES='^$' COMPARE="vector_add_good_fast:all:2" COMPARE_HARNESSES="old new" \
    NCU=0 LATENCY=3 LATENCY_HARNESSES="old new" bash tests/gpu/trust/validate.sh @DIR@ @LIMIT@ ;;
esac
