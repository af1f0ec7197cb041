#!/usr/bin/env bash
# H200 run 15 (docs/gpu-validation.md), one device call per PART, everything under $OUT/PART packed into
# $OUT/PART.tar.xz (a device call brings back at most 8 files). Needs .gpu-run carried (tests/gpu/trust/
# prepare.sh and tests/gpu/kernelbench/prepare.sh).
#   PART=a|b|c|d tests/gpu/run15.sh
set -u
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
part="${PART:?PART=a|b|c}" o="$OUT/$PART"
export NEW_BUILD=/tmp/kiln-harness
mkdir -p "$o"
py() { bash tests/gpu/trust/validate-python.sh "$@" > /dev/null 2>&1; }
cuda() { bash tests/gpu/trust/validate.sh "$@" > /dev/null 2>&1; }
kb() { bash tests/gpu/kernelbench/validate.sh "$@" > /dev/null 2>&1; }
case "$part" in
a) # the Python latency (lazy and eager module loading), the Python matmul cases, CUDA marker cases
  STEPS=4 LATENCY=2 LATENCY_HARNESSES="old new new+eager" py "$o/py-latency" 150
  STEPS=1 ONLY="matmul/" py "$o/py-matmul" 255
  CASES='vector_add__(read_secrets|side_stream_unjoined|good_fast|early_done)$|reduce_sum__timer_claims_forged|softmax__side_stream' \
    ADV_GUARD=50 COMPARE=" " NCU=0 LATENCY=2 LATENCY_HARNESSES="old new new+lazy" cuda "$o/cuda" 165 ;;
b) # latencies with their phases, the other Python cases, CUDA cases after the fixes, KernelBench custom kernels
  STEPS=4 LATENCY=2 py "$o/py-latency" 75
  STEPS=1 ONLY="kb_,softmax_module,matmul_torch2cuda,matmul/honest" py "$o/py-cases" 120
  CASES='vector_add__(read_secrets|good_fast)$|reduce_sum__timer_claims_forged' ADV_GUARD=40 COMPARE=" " NCU=0 LATENCY=2 \
    cuda "$o/cuda" 100
  PROBLEMS="$(python3 -c 'import sys; sys.path.insert(0, "tests/gpu/kernelbench"); m = __import__("make-candidates");
print(" ".join("level1/" + p for p in m.CUSTOM_OPS))')" VARIANTS=custom EXPLOITS="level1/19_ReLU" \
    EXPLOIT_VARIANTS="returns_input timer_patch" kb "$o/kernelbench" 210 ;;
c) # after the fixes of a and b: latencies, the Python and CUDA cases not reached, KernelBench exploits and a run
  STEPS=4 LATENCY=2 py "$o/py-latency" 75
  STEPS=1 ONLY="softmax_module,matmul_torch2cuda,matmul/honest" py "$o/py-cases" 120
  CASES='vector_add__(read_secrets|good_fast|side_stream_unjoined|early_done)$|reduce_sum__timer_claims_forged|softmax__side_stream' \
    ADV_GUARD=40 COMPARE=" " NCU=0 LATENCY=2 cuda "$o/cuda" 120
  PROBLEMS=" " EXPLOITS="level1/23_Softmax level2/12_Gemm_Multiply_LeakyReLU" \
    EXPLOIT_VARIANTS="zeros returns_input side_stream timer_patch" kb "$o/kernelbench" 100
  MODE=run PROBLEMS="${RUN_PROBLEMS:-level1/19_ReLU level1/30_Softsign level1/23_Softmax level2/12_Gemm_Multiply_LeakyReLU}" \
    kb "$o/kernelbench-run" 150 ;;
d) # the last call: each step packed as it ends (the session's device time may end the call)
  step() { local name=$1; shift; "$@" > /dev/null 2>&1; tar -C "$o" -cJf "$OUT/d-$name.tar.xz" "$name"; cat "$o/$name/summary.txt"; }
  step cuda env CASES='vector_add__(read_secrets|good_fast|side_stream_unjoined|early_done)$|reduce_sum__timer_claims_forged|softmax__side_stream' \
    ADV_GUARD=25 COMPARE=" " NCU=0 LATENCY=2 bash tests/gpu/trust/validate.sh "$o/cuda" 140
  step py-cases env STEPS=1 ONLY="softmax_module/return_input,softmax_module/tensor_subclass" \
    bash tests/gpu/trust/validate-python.sh "$o/py-cases" 100
  step py-compare env STEPS=3 REPEATS=1 bash tests/gpu/trust/validate-python.sh "$o/py-compare" 170
  exit 0 ;;
esac
for f in $(find "$o" -name summary.txt | sort); do echo "=== $f"; cat "$f"; done
tar -C "$OUT" -cJf "$OUT/$part.tar.xz" "$part" && rm -rf "$o"
