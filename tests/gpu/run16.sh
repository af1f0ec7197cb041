#!/usr/bin/env bash
# H200 run 16 (docs/gpu-validation.md), one device call per PART; each step packed into $OUT/PART-STEP.tar.xz
# as it ends (a device call brings back at most 8 files, and the session's device time may end the call).
# Needs .gpu-run carried (tests/gpu/trust/prepare.sh, tests/gpu/kernelbench/prepare.sh) and, for part a,
# .gpu-run/prev-harness (the last commit's runners/harness: `git archive HEAD runners/harness`).
#   PART=a|b|c|d|e tests/gpu/run16.sh
set -u
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
part="${PART:?PART=a|b|c|d|e}" o="$OUT/$PART"
export NEW_BUILD=/tmp/kiln-harness
mkdir -p "$o"
step() { local name=$1; shift; "$@" > /dev/null 2>&1; tar -C "$o" -cJf "$OUT/$part-$name.tar.xz" "$name"; cat "$o/$name/summary.txt"; }
case "$part" in
a) # the compiled harness's latency and noise: old, the last commit's (prev), this one, and this one with 8
   # calls per address; the cases the marker decides
  step cuda env PREV="$root/.gpu-run/prev-harness/runners/harness" \
    CASES='vector_add__(read_secrets|side_stream_unjoined|good_fast|early_done)$|reduce_sum__timer_claims_forged|softmax__side_stream' \
    ADV_GUARD=200 COMPARE="vector_add_good_fast:all:3 prefix_scan:all:2" COMPARE_HARNESSES="old prev new new+cpa8" NCU=0 \
    LATENCY=3 LATENCY_HARNESSES="old prev new new+cpa8" bash tests/gpu/trust/validate.sh "$o/cuda" 420 ;;
b) # every timed call of the honest vector_add logged (KILN_HARNESS_CALL_LOG): where a launch cost that
   # comes and goes between evaluations, and a tail of late markers, come from
  mkdir -p "$o/probe/calls"
  step probe env OLD=0 CASES='^$' ADV_GUARD=9999 COMPARE="vector_add_good_fast:all:3" COMPARE_HARNESSES="new new+events" NCU=0 \
    LATENCY=0 CALL_LOG_DIR="$o/probe/calls" bash tests/gpu/trust/validate.sh "$o/probe" 200 ;;
c) # CUPTI's buffer size: what each call's buffer costs the runner, the speedups and the latency
  mkdir -p "$o/buffers/calls"
  step buffers env OLD=1 CASES='^$' ADV_GUARD=9999 COMPARE="vector_add_good_fast:all:2" NCU=0 \
    COMPARE_HARNESSES="old new new+cupti64 new+cupti8" LATENCY=2 LATENCY_HARNESSES="old new new+cupti64 new+cupti8" \
    CALL_LOG_DIR="$o/buffers/calls" bash tests/gpu/trust/validate.sh "$o/buffers" 300 ;;
d) # CUPTI's forced flush after every call: never flushed, or followed by an empty launch (KILN_CUPTI_STUDY,
   # a knob of that study's harness only)
  mkdir -p "$o/flush/calls"
  step flush env OLD=0 CASES='^$' ADV_GUARD=9999 COMPARE="vector_add_good_fast:all:2" NCU=0 \
    COMPARE_HARNESSES="new new+noflush new+rearm" LATENCY=2 LATENCY_HARNESSES="new new+noflush new+rearm" \
    CALL_LOG_DIR="$o/flush/calls" bash tests/gpu/trust/validate.sh "$o/flush" 300 ;;
e) # claims collected once per configuration, launch charges past noise: every CUDA case, old against new
  step final env CASES='.' ADV_GUARD=160 COMPARE="vector_add_good_fast:all:3 prefix_scan:all:2" NCU=0 \
    LATENCY=3 bash tests/gpu/trust/validate.sh "$o/final" 480 ;;
esac
exit 0
