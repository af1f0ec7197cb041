#!/usr/bin/env bash
# Compiles every combination of every cuda2cuda task's tunables (task.yaml) with Kiln's own nvcc profile
# (docs/harness-abi.md) and fails on a compile error or a register spill in the ptxas -v report. With
# --against REF it also checks that the default build (no -D) still produces exactly the code (PTX) that
# the source at git REF produced: the defaults must reproduce the baseline the timings were taken with.
# Needs nvcc, no GPU.
#   tests/gpu/compile-tunables.sh [--arch sm_90] [--against REF] [--jobs N] [TASK...]   e.g. rmsnorm softmax
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
arch=sm_90 against="" jobs="$(nproc)"
tasks=()
while [ $# -gt 0 ]; do
  case "$1" in
    --arch) arch="$2"; shift 2 ;;
    --against) against="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n 2,7p "$0"; exit 0 ;;
    *) tasks+=("$1"); shift ;;
  esac
done
export PATH="/usr/local/cuda/bin:$PATH"
dir="$root/resources/tasks/cuda2cuda"
[ ${#tasks[@]} -gt 0 ] || mapfile -t tasks < <(ls "$dir")
work="$(mktemp -d /tmp/kiln-tunables.XXXXXX)"
trap 'rm -rf "$work"' EXIT

# One line per build: task, source, then the -D flags ("" for the defaults).
for t in "${tasks[@]}"; do
  python3 - "$dir/$t" <<'EOF'
import itertools, os, sys, yaml
folder = sys.argv[1]
task = yaml.safe_load(open(os.path.join(folder, "task.yaml")))
src = next(f for f in task["editable"] if f.endswith(".cu"))
tun = task.get("tunables") or {}
names = list(tun)
print(os.path.basename(folder), os.path.join(folder, src))
for combo in itertools.product(*(tun[n] for n in names)):
    print(os.path.basename(folder), os.path.join(folder, src), *("-D%s=%s" % (n, v) for n, v in zip(names, combo)))
EOF
done > "$work/builds.txt" || { echo "could not read the tasks' tunables"; exit 1; }

build() { # task src defines... -> one result line
  local task="$1" src="$2"; shift 2
  local tag="${*:-defaults}" log
  log="$WORK/$task.$(echo "$tag" | tr ' =' '_-').log"
  if ! nvcc -shared -Xcompiler -fPIC -std=c++17 -O3 -arch="$ARCH" -lineinfo -Xptxas -v \
      -I"$ROOT/runners/harness/include" "$@" "$src" -o "${log%.log}.so" > "$log" 2>&1; then
    echo "FAIL $task $tag: compile error: $(grep -m1 -E 'error' "$log" || tail -1 "$log")"; return
  fi
  # ptxas -v: "N bytes stack frame, N bytes spill stores, N bytes spill loads" per kernel.
  local spills
  spills=$(grep -Eo '[0-9]+ bytes spill (stores|loads)' "$log" | awk '$1 > 0' | sort -u | tr '\n' ' ')
  local regs
  regs=$(grep -Eo 'Used [0-9]+ registers' "$log" | awk '{print $2}' | sort -n | tail -1)
  local stack
  stack=$(grep -Eo '[0-9]+ bytes stack frame' "$log" | awk '{print $1}' | sort -n | tail -1)
  # The defaults are the baseline as it was timed (--against checks that): its own spills are a fact to
  # report, not something a tunable introduced.
  if [ -n "$spills" ] && [ "$tag" = defaults ]; then
    echo "ok   $task defaults: ${regs:-?} registers, the baseline's own spills: $spills"; return
  fi
  if [ -n "$spills" ]; then echo "FAIL $task $tag: spills: $spills"; return; fi
  echo "ok   $task $tag: ${regs:-?} registers, ${stack:-0} bytes stack"
}
export -f build
export WORK="$work" ARCH="$arch" ROOT="$root"
results=$(xargs -P "$jobs" -L 1 bash -c 'build "$@"' _ < "$work/builds.txt" | sort)
echo "$results"
fails=$(grep -c '^FAIL' <<< "$results")

if [ -n "$against" ]; then
  # The default build against the source at REF: the PTX (what ptxas turns into SASS) must be identical
  # once comments are dropped. Built without -lineinfo, whose line records differ when lines move.
  ptx() { # source out
    nvcc -ptx -std=c++17 -O3 -arch="$arch" -I"$root/runners/harness/include" "$1" -o "$2.raw" 2>/dev/null &&
      sed -E 's#//.*$##; /^\s*$/d' "$2.raw" > "$2"
  }
  for t in "${tasks[@]}"; do
    src=$(awk -v t="$t" '$1 == t && NF == 2 {print $2; exit}' "$work/builds.txt")
    rel="${src#$root/}"
    ref="$(dirname "$src")/.kiln-ref-$t.cu" # compiled beside the source: the same relative includes
    if ! git -C "$root" show "$against:$rel" > "$ref" 2>/dev/null; then
      rm -f "$ref"; echo "skip $t: $rel is not in $against"; continue
    fi
    ptx "$ref" "$work/$t.ref.ptx"; ok=$?
    rm -f "$ref"
    if [ $ok = 0 ] && ptx "$src" "$work/$t.now.ptx" && cmp -s "$work/$t.ref.ptx" "$work/$t.now.ptx"; then
      echo "same $t: the default build's PTX equals $against's ($(wc -l < "$work/$t.now.ptx") lines)"
    else
      echo "DIFF $t: the default build's PTX differs from $against's"; fails=$((fails + 1))
    fi
  done
fi
echo "$(grep -c '^ok' <<< "$results") builds ok, $fails failed"
[ "$fails" -eq 0 ]
