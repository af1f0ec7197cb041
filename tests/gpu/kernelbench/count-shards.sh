#!/usr/bin/env bash
# Every KernelBench problem of tests/gpu/kernelbench/prepare.sh's checkout counted in one device call: the
# problems dealt round-robin into SHARDS checkouts (default 8, two threads each; level 3's recurrent networks take 20-60 s each,
# so one `kiln calibrate --counts` over all of them took more than a call's ten minutes in run 18), each
# counted by its own kiln in its own data folder at once, the counts then gathered into /tmp/kiln-data, and
# validate.sh MODE=counts run over the whole checkout (it finds every problem counted: its summary of
# costs and hidden configurations per level). Results under OUT (shards/ holds each shard's output).
#   tests/gpu/kernelbench/count-shards.sh OUT [SECONDS]
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
out="${1:?usage: count-shards.sh OUT [SECONDS]}" limit="${2:-560}" shards="${SHARDS:-8}"
kb="$root/.gpu-run/kernelbench"
started=$(date +%s)
mkdir -p "$out/shards" /tmp/kb && tar -C /tmp/kb -xJf "$root/.gpu-run/kiln-bundle.tar.xz"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths compiled into kiln
rm -rf /tmp/kb-shard-* /tmp/kiln-shard-* /tmp/kiln-data
k=0
for f in $(cd "$kb/checkout" && find KernelBench -name '*.py' | sort); do
  d="/tmp/kb-shard-$(( k % shards ))/$(dirname "$f")"
  mkdir -p "$d" && cp "$kb/checkout/$f" "$d/"
  k=$(( k + 1 ))
done
echo "$k problems in $shards shards" > "$out/summary.txt"
# validate.sh's calibration needs the compiled harness: built while the shards count.
cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$root/.gpu-run/json" \
  -DKILN_HARNESS_CUDA_ARCHITECTURES=90-real > "$out/harness-build.txt" 2>&1 &&
  cmake --build /tmp/kiln-harness >> "$out/harness-build.txt" 2>&1 &
counting=$(( limit - 120 )) # what is left after it: validate.sh's calibration, tasks list and summary
for s in $(seq 0 $(( shards - 1 ))); do
  ( export LD_LIBRARY_PATH=/tmp/kb/kiln/lib QT_PLUGIN_PATH=/tmp/kb/kiln/plugins QT_QPA_PLATFORM=offscreen
    export PATH="/usr/local/cuda/bin:$PATH" CUDA_VISIBLE_DEVICES=0 KILN_DATA_DIR="/tmp/kiln-shard-$s" OMP_NUM_THREADS=2
    timeout "$counting" /tmp/kb/kiln/bin/kiln calibrate --counts --suite "/tmp/kb-shard-$s" \
      > "$out/shards/$s.txt" 2> "$out/shards/$s-err.txt"
    echo "shard $s: kiln calibrate --counts rc=$? after $(( $(date +%s) - started )) s" >> "$out/shards/rc.txt" ) &
done
wait
cat "$out/shards/rc.txt" >> "$out/summary.txt"
mkdir -p /tmp/kiln-data/counts/kernelbench
for s in $(seq 0 $(( shards - 1 ))); do
  cp /tmp/kiln-shard-"$s"/counts/kernelbench/*.json /tmp/kiln-data/counts/kernelbench/ 2>/dev/null
done
echo "gathered $(ls /tmp/kiln-data/counts/kernelbench | wc -l) problems' counts" >> "$out/summary.txt"
cp -r /tmp/kiln-data/counts "$out/data-counts"
MODE=counts bash "$root/tests/gpu/kernelbench/validate.sh" "$out/validate" $(( limit - ($(date +%s) - started) ))
cat "$out/validate/summary.txt" >> "$out/summary.txt"
