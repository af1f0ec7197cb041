#!/usr/bin/env bash
# On the GPU host: the cross-process timing probe (as root and with the runner as uid 65534 in new
# namespaces), the torch CUDA IPC probe, and what confinement the host allows. Results under OUT.
#   tests/gpu/trust/probe-run.sh OUT
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:?usage: probe-run.sh OUT}"
mkdir -p "$out"
export PATH="/usr/local/cuda/bin:$PATH"
{
  echo "== host"; uname -a; id; nvidia-smi --query-gpu=name,driver_version,clocks.sm --format=csv
  ls -la /dev/nvidia* ; cat /proc/sys/kernel/unprivileged_userns_clone 2>/dev/null
  echo "== namespaces"; unshare --mount --pid --fork --net --ipc true && echo "root namespaces: ok"
  setpriv --reuid=65534 --regid=65534 --clear-groups unshare --user --map-root-user --mount --pid --fork --net true \
    && echo "user namespaces as 65534: ok"
  grep Seccomp /proc/self/status
} > "$out/host.txt" 2>&1
nvcc -O2 -arch=sm_90 -o /tmp/probe "$here/crossprocess-probe.cu" -lcuda > "$out/build.txt" 2>&1 || { cat "$out/build.txt"; exit 1; }
for v in root nobody pidns; do
  flag=""; [ "$v" = root ] || flag="--$v"
  timeout 60 /tmp/probe --reps 300 $flag > "$out/probe-$v.jsonl" 2> "$out/probe-$v.err"
  echo "probe $v rc=$?"
done
if [ "${PROBE_TORCH:-0}" = 1 ]; then
  timeout 200 python3 "$here/torch-ipc-probe.py" > "$out/torch-ipc.jsonl" 2> "$out/torch-ipc.err"
  echo "torch probe rc=$?"
fi
cat "$out"/probe-*.jsonl
for f in "$out"/*.err; do echo "== $f"; tail -n 5 "$f"; done
