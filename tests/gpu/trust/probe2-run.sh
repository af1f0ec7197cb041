#!/usr/bin/env bash
# On the GPU host: the host-bracket probe as root, as uid 65534 in new namespaces, and with a pid namespace too.
#   tests/gpu/trust/probe2-run.sh OUT
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: probe2-run.sh OUT}"
mkdir -p "$out"
export PATH="/usr/local/cuda/bin:$PATH"
nvcc -O2 -arch=sm_90 -o /tmp/hb "$here/hostbracket-probe.cu" > "$out/build.txt" 2>&1 || { cat "$out/build.txt"; exit 1; }
for v in root nobody pidns; do
  flag=""; [ "$v" = root ] || flag="--$v"
  timeout 45 /tmp/hb --reps 300 $flag > "$out/hb-$v.jsonl" 2> "$out/hb-$v.err"
  echo "hb $v rc=$?"
done
cat "$out"/hb-*.jsonl
for f in "$out"/*.err; do echo "== $f"; tail -n 5 "$f"; done
