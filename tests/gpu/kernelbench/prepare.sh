#!/usr/bin/env bash
# Prepares tests/gpu/kernelbench/validate.sh here: a KernelBench checkout (levels 1 to 3, from a local clone
# given as the argument: nothing of KernelBench is kept in Kiln's repository), the candidates of
# make-candidates.py for problems.txt, and the kiln bundle (tests/gpu/bundle-kiln.sh). Carry .gpu-run.
#   tests/gpu/kernelbench/prepare.sh KERNELBENCH_CLONE
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
clone="${1:?usage: prepare.sh KERNELBENCH_CLONE (a git clone of ScalingIntelligence/KernelBench)}"
kb="$root/.gpu-run/kernelbench"
rm -rf "$kb" && mkdir -p "$kb/checkout"
# level3 too: kiln calibrate --counts counts every problem (validate.sh MODE=counts)
git -C "$clone" archive HEAD KernelBench/level1 KernelBench/level2 KernelBench/level3 | tar -x -C "$kb/checkout"
git -C "$clone" rev-parse HEAD > "$kb/commit.txt"
problems=$(grep -v '^#' "$root/tests/gpu/kernelbench/problems.txt")
# shellcheck disable=SC2086
python3 "$root/tests/gpu/kernelbench/make-candidates.py" "$kb/checkout" "$kb/candidates" $problems \
  --exploits level1/19_ReLU,level1/23_Softmax,level2/12_Gemm_Multiply_LeakyReLU
# The replay agent's tree holds one candidate a problem: its own kernel where make-candidates.py has one
# (custom), else the honest copy.
for p in $problems; do
  v=honest; [ -d "$kb/candidates/kernelbench/$p/custom" ] && v=custom
  mkdir -p "$kb/replay/kernelbench/$p" && cp -r "$kb/candidates/kernelbench/$p/$v" "$kb/replay/kernelbench/$p/"
done
bash "$root/tests/gpu/bundle-kiln.sh"
du -sh "$root/.gpu-run"
