#!/usr/bin/env bash
# What moves a short kernel chain's time from process to process on one GPU (docs/gpu-validation.md, run 9):
# the tune agent's prefix scan (BLOCK=512, ITEMS=4) over its short configurations, where run 9's pool found
# the same candidate up to 5% apart between processes with no difference between addresses inside any one,
# and the task's baseline moving with it. The arms, interleaved:
#   processes  four runs each timing in one process (`plain`), with address-space randomization off
#              (`fixedlayout`, setarch -R), and timing each short configuration in three worker processes
#              (`procs`, KILN_HARNESS_TIMING_PROCESSES=3)
#   knobs      four each timed by events alone (`events`), with unheld launches (`holdoff`), with the
#              device's pool released at every synchronization (`driverpool`)
#   cpu        four each pinned to the GPU's CPUs (`local`; the first four where sysfs does not say), to the
#              others (`remote`: another NUMA node, or the upper half of a single node's CPUs), and unpinned
# A table per configuration of each run's time comes out on stdout (process-table.py); the events, every
# timed call (ARM-K.calls, KILN_HARNESS_CALL_LOG) and the host's topology land in OUTDIR.
#   tests/gpu/process-factor-probe.sh prepare            here (kiln built): writes the request into .gpu-run/
#   tests/gpu/process-factor-probe.sh run OUTDIR ARMS    on the GPU host (the harness built as time-baselines.sh
#                                                        expects); ARMS: processes, knobs or cpu
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mode="${1:?usage: process-factor-probe.sh prepare | run OUTDIR processes|knobs|cpu}"
request="$root/.gpu-run/requests/H-process__scan.json"
if [ "$mode" = prepare ]; then
  mkdir -p "$(dirname "$request")"
  "${KILN:-$root/build/app/kiln}" eval cuda2cuda/prefix_scan -D BLOCK=512 -D ITEMS=4 --device-spec h200-sxm \
    --configs all --work-dir "$root/.gpu-run/work/process-scan" --emit-request "$request" > /dev/null || exit 1
  # Only the short configurations, where the gaps between kernels are half the time.
  python3 - "$request" <<'PY' || exit 1
import json, sys
r = json.load(open(sys.argv[1]))
r["configs"] = [c for c in r["configs"] if c["name"] in ("1M", "odd", "one-past-power", "single")]
json.dump(r, open(sys.argv[1], "w"), indent=1)
PY
  echo "wrote $request"
  exit 0
fi
out="${2:?usage: process-factor-probe.sh run OUTDIR processes|knobs|cpu}" arms="${3:-processes}"
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths in the request
{
  nvidia-smi topo -m
  for n in /sys/devices/system/node/node[0-9]*; do echo "$(basename "$n"): $(cat "$n/cpulist")"; done
  bus=$(nvidia-smi -i 0 --query-gpu=pci.bus_id --format=csv,noheader | tr 'A-F' 'a-f' | sed 's/^0000//')
  echo "GPU 0 ($bus) local CPUs: $(cat /sys/bus/pci/devices/"$bus"/local_cpulist 2>/dev/null || echo '?')"
} > "$out/topology.txt" 2>&1
cat "$out/topology.txt"
bus=$(nvidia-smi -i 0 --query-gpu=pci.bus_id --format=csv,noheader | tr 'A-F' 'a-f' | sed 's/^0000//')
local=$(cat /sys/bus/pci/devices/"$bus"/local_cpulist 2>/dev/null || echo 0-3)
remote=""
nodes=(/sys/devices/system/node/node[0-9]*)
for n in "${nodes[@]}"; do
  [ ${#nodes[@]} -gt 1 ] && [ "$(cat "$n/cpulist")" != "$local" ] && remote=$(cat "$n/cpulist") && break
done
if [ -z "$remote" ]; then # one node: the upper half of the CPUs
  cpus=$(nproc --all)
  remote="$((cpus / 2))-$((cpus - 1))"
fi
echo "local: $local  remote: $remote"
export CUDA_VISIBLE_DEVICES=0
harness=/tmp/kiln-harness/harness/kiln-harness-cuda
KILN_HARNESS_REUSE_OBJECTS=0 timeout 300 "$harness" --compile-only "$request" > "$out/compile.jsonl" 2>&1
case $arms in
  processes) names=(plain fixedlayout procs) rounds=4 ;;
  knobs) names=(events holdoff driverpool) rounds=4 ;;
  *) names=(local remote free) rounds=4 ;;
esac
# One process per run unless the arm says otherwise: the runs sample the processes.
export KILN_HARNESS_TIMING_PROCESSES=1
for k in $(seq "$rounds"); do
  for arm in "${names[@]}"; do
    run=(env)
    case $arm in
      local) run=(taskset -c "$local") ;;
      remote) run=(taskset -c "$remote") ;;
      events) run=(env KILN_HARNESS_TIMER=events) ;;
      holdoff) run=(env KILN_HARNESS_HOLD=off) ;;
      driverpool) run=(env KILN_HARNESS_MEMPOOL=driver) ;;
      fixedlayout) run=(setarch "$(uname -m)" -R) ;;
      procs) run=(env KILN_HARNESS_TIMING_PROCESSES=3) ;;
    esac
    # Every timed call too (worker.cpp, logCall): whether a sampled address's one call is slow in its kernels
    # (busy_ms) or in the gaps between them.
    KILN_HARNESS_CALL_LOG="$out/$arm-$k.calls" KILN_HARNESS_REUSE_OBJECTS=1 timeout 120 "${run[@]}" "$harness" \
      "$request" > "$out/$arm-$k.jsonl" 2>/dev/null
  done
done
python3 "$root/tests/gpu/process-table.py" "$out"
