#!/usr/bin/env bash
# The three tune runs of the GPU-pool check one after another: GPU 0 alone, both GPUs, GPU 1 alone
# (run-pool.sh each). Together they outlast one device call, so this runs in its own session on the device
# machine and later calls collect OUTDIR; OUTDIR/done marks the end, OUTDIR/series.log says what ran when.
#   setsid tests/gpu/pool-series.sh OUTDIR ALONE_SECONDS POOL_SECONDS </dev/null >/dev/null 2>&1 &
#   tests/gpu/pool-series.sh --wait OUTDIR SECONDS     (in each later call: wait for the end, at most SECONDS)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ "${1:-}" = "--wait" ]; then
  out="${2:?}" seconds="${3:?}"
  for ((i = 0; i < seconds; i++)); do [ -e "$out/done" ] && break; sleep 1; done
  tail -5 "$out/series.log"
  exit 0
fi
out="${1:?usage: pool-series.sh OUTDIR ALONE_SECONDS POOL_SECONDS}" alone="${2:?}" pool="${3:?}"
mkdir -p "$out"
log="$out/series.log"
for run in "one-gpu 0 $alone" "two-gpus 0,1 $pool" "one-gpu1 1 $alone"; do
  set -- $run
  echo "$(date -u +%T) start $1 on GPU(s) $2, at most $3 s" >>"$log"
  "$here/run-pool.sh" "$out" "$1" "$2" "$3" >>"$log" 2>&1
  echo "$(date -u +%T) end $1: $(cat "$out/wall-$1.json" 2>/dev/null)" >>"$log"
done
touch "$out/done"
