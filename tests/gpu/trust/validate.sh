#!/usr/bin/env bash
# The trust redesign on the H200, in one device call (docs/gpu-validation.md, run 12):
#   1. every adversarial CUDA case through the new harness, its verdict against its expected.json;
#   2. the honest fast vector add through the old harness (OLD, before the judge and runners) and the new,
#      interleaved, three times each: its speed must not change;
#   3. the figures of docs/performance.md's harness section with the same requests, old and new interleaved:
#      layernorm 4096x4096 and rmsnorm 16384x8192, 5 processes each; prefix_scan (a chain of short kernels);
#      Nsight Compute on the two (the new harness with KILN_HARNESS_CONFINE=off, for ncu's injection);
#   4. the latency of one evaluation of a new vector_add candidate, 5 times each.
# Needs tests/gpu/trust/prepare.sh's .gpu-run/ (carried). Results under OUT; summary.txt last.
#   tests/gpu/trust/validate.sh OUT [SECONDS]
# A shorter run (a follow-up) narrows it by environment: CASES (a regex over the adversarial requests' names),
# COMPARE (tag:config:repeats ..., tags of the list below; " " for none), NCU=0, LATENCY (runs, 0 for none),
# LATENCY_HARNESSES and COMPARE_HARNESSES (default "old new"; a harness is old, new or prev, with options
# appended: +lazy, the runners with CUDA_MODULE_LOADING=LAZY; +cpaN, KILN_HARNESS_CALLS_PER_ADDRESS=N;
# +events, KILN_HARNESS_TIMER=events: no kernel activity recorded in the runners), CALL_LOG_DIR (every timed
# call of each harness logged to DIR/HARNESS.jsonl),
# OLD=0 (no old harness built), PREV (the source folder of another harness to build as "prev", such as the
# last commit's), NEW_BUILD (the new harness's build folder), ADV_GUARD (seconds that must be left to start
# another adversarial case, default 300).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
out="${1:?usage: validate.sh OUT [SECONDS]}" limit="${2:-560}"
mkdir -p "$out"
run="$root/.gpu-run"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # requests carry /work/main paths
export PATH="/usr/local/cuda/bin:$PATH" CUDA_VISIBLE_DEVICES=0 KILN_HARNESS_TIMING_PROCESSES=1
log="$out/log.txt"
exec 2>>"$log"
started=$(date +%s)
left() { echo $(( limit - ($(date +%s) - started) )); }
build() { # source dir, build dir
  cmake -S "$1" -B "$2" -G Ninja -DKILN_JSON_INCLUDE="$run/json" -DKILN_HARNESS_CUDA_ARCHITECTURES=90-real >&2 &&
    cmake --build "$2" >&2
}
newdir="${NEW_BUILD:-/tmp/kiln-harness}"
build "$root/runners/harness" "$newdir" & new_build=$!
[ "${OLD:-1}" = 1 ] && { build "$run/old-harness/runners/harness" /tmp/kiln-harness-old & old_build=$!; }
[ -n "${PREV:-}" ] && { build "$PREV" /tmp/kiln-harness-prev & prev_build=$!; }
wait $new_build || { echo "new harness build failed" | tee -a "$out/summary.txt"; exit 1; }
[ "${OLD:-1}" = 1 ] && { wait $old_build || echo "old harness build failed" | tee -a "$out/summary.txt"; }
[ -n "${PREV:-}" ] && { wait $prev_build || echo "prev harness build failed" | tee -a "$out/summary.txt"; }
new=$newdir/harness/kiln-harness-cuda old=/tmp/kiln-harness-old/harness/kiln-harness-cuda
prev=/tmp/kiln-harness-prev/harness/kiln-harness-cuda
# A harness spec (old, new or prev, options appended: +lazy, +cpaN): its program in $bin, its environment
# in $henv (for `env`).
pick() {
  case "$1" in old*) bin=$old ;; prev*) bin=$prev ;; *) bin=$new ;; esac
  henv="KILN_RUNNER_MODULE_LOADING=EAGER"
  [[ $1 == *+lazy* ]] && henv="KILN_RUNNER_MODULE_LOADING=LAZY"
  [[ $1 =~ \+cpa([0-9]+) ]] && henv="$henv KILN_HARNESS_CALLS_PER_ADDRESS=${BASH_REMATCH[1]}"
  [[ $1 == *+events* ]] && henv="$henv KILN_HARNESS_TIMER=events"

  [ -n "${CALL_LOG_DIR:-}" ] && henv="$henv KILN_HARNESS_CALL_LOG=$CALL_LOG_DIR/$1.jsonl"
  return 0
}
echo "== built after $(( $(date +%s) - started )) s" >&2
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > "$out/device.txt" 2>&1

events() { # harness request -> one JSON object per line on stdout (non-JSON dropped); $henv: its environment
  timeout "${KILN_REQUEST_TIMEOUT:-120}" env ${henv:-} "$1" "$2" 2>>"$out/harness-stderr.txt" | grep '^{'
}

# The trusted objects (reference, baseline) of every request built at once, 16 at a time: each case then
# builds only its candidate, as in Kiln, where they are built once per task.
python3 - "$run"/requests/*.json <<'PY' >&2
import json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
jobs = {}
for path in sys.argv[1:]:
    r = json.load(open(path))
    for role in ("reference", "baseline"):
        o = r.get("objects", {}).get(role)
        if o and o.get("build") and not os.path.exists(o["path"]):
            jobs[o["path"]] = o["build"]
def build(b):
    for d in b.get("mkdirs", []):
        os.makedirs(d, exist_ok=True)
    os.makedirs(os.path.dirname(b["argv"][b["argv"].index("-o") + 1]), exist_ok=True)
    return subprocess.run(b["argv"], cwd=b.get("cwd"), capture_output=True).returncode
with ThreadPoolExecutor(16) as pool:
    codes = list(pool.map(build, jobs.values()))
print(f"prebuilt {codes.count(0)} of {len(codes)} trusted objects")
PY
export KILN_HARNESS_REUSE_OBJECTS=1 # the candidates' objects do not exist yet: they are built
echo "== prebuilt after $(( $(date +%s) - started )) s" >&2

# 1. The adversarial CUDA cases.
: > "$out/adversarial.jsonl"
for req in "$run"/requests/C-adv__*.json; do
  [[ "$(basename "$req" .json)" =~ ${CASES:-.} ]] || continue
  [ "$(left)" -gt "${ADV_GUARD:-300}" ] || { echo "time guard: adversarial" >> "$out/summary.txt"; break; }
  name=$(basename "$req" .json)
  events "$new" "$req" | sed "s/^{/{\"request\":\"$name\",/" >> "$out/adversarial.jsonl"
done
python3 "$root/tests/gpu/trust/check-adversarial.py" "$out/adversarial.jsonl" "$root/tests/adversarial" > "$out/adversarial.txt"
cat "$out/adversarial.txt" >> "$out/summary.txt"

# 2.-3. Old and new on the same requests, interleaved, the objects built once per harness.
one_config() { # request config out: a request of one configuration, budget 1 s
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
if sys.argv[2] != "all":
    r["configs"] = [c for c in r["configs"] if c["name"] == sys.argv[2]]
r["performance"]["budget_s"] = 1.0
json.dump(r, open(sys.argv[3], "w"))
PY
}
compare() { # tag request config repeats
  local tag=$1 req=$2 config=$3 n=$4
  one_config "$req" "$config" "/tmp/cmp-$tag.json"
  for i in $(seq 1 "$n"); do
    [ "$(left)" -gt 90 ] || { echo "time guard: $tag" >> "$out/summary.txt"; return; }
    for h in ${COMPARE_HARNESSES:-old new}; do
      pick "$h"
      KILN_HARNESS_REUSE_OBJECTS=1 events "$bin" "/tmp/cmp-$tag.json" |
        grep '"gate":"performance"' | grep '"event":"config"' |
        sed "s/^{/{\"harness\":\"$h\",\"run\":$i,\"tag\":\"$tag\",/" >> "$out/compare.jsonl"
    done
  done
}
: > "$out/compare.jsonl"
declare -A requestOf=([vector_add_good_fast]=C-adv__cuda2cuda__vector_add__good_fast [layernorm]=B-perf__cuda2cuda__layernorm
                      [rmsnorm]=B-perf__cuda2cuda__rmsnorm [prefix_scan]=B-perf__cuda2cuda__prefix_scan)
for spec in ${COMPARE:-vector_add_good_fast:all:3 layernorm:4096x4096:5 rmsnorm:prefill-16384x8192:5 prefix_scan:all:3}; do
  IFS=: read -r tag config repeats <<< "$spec"
  compare "$tag" "$run/requests/${requestOf[$tag]}.json" "$config" "$repeats"
done
python3 "$root/tests/gpu/trust/compare.py" "$out/compare.jsonl" > "$out/compare.txt"
cat "$out/compare.txt" >> "$out/summary.txt"

# Nsight Compute on the same two configurations.
for spec in "layernorm layernorm_kernel" "rmsnorm rmsnorm_kernel"; do
  set -- $spec
  [ "${NCU:-1}" = 1 ] && [ -e "/tmp/cmp-$1.json" ] && [ "$(left)" -gt 60 ] || continue
  KILN_HARNESS_REUSE_OBJECTS=1 KILN_HARNESS_CONFINE=off timeout 150 ncu --clock-control none --metrics gpu__time_duration.sum \
    -k "regex:$2" --launch-skip 10 --launch-count 40 --csv "$new" "/tmp/cmp-$1.json" > "$out/ncu-$1.csv" 2>>"$log"
done
python3 - "$out" >> "$out/summary.txt" <<'PY'
import csv, statistics, sys, os
for tag in ("layernorm", "rmsnorm"):
    p = os.path.join(sys.argv[1], f"ncu-{tag}.csv")
    if not os.path.exists(p):
        continue
    rows = [r for r in csv.reader(l for l in open(p) if l.startswith('"'))]
    if len(rows) < 2:
        print(f"ncu {tag}: no rows"); continue
    h = rows[0]; vi = h.index("Metric Value"); ui = h.index("Metric Unit")
    scale = {"nsecond": 1e-3, "ns": 1e-3, "usecond": 1, "us": 1, "msecond": 1e3, "ms": 1e3}
    vals = [float(r[vi].replace(",", "")) * scale.get(r[ui], float("nan")) for r in rows[1:]]
    print(f"ncu {tag}: gpu__time_duration median {statistics.median(vals):.3f} us over {len(vals)} launches")
PY

# 4. Latency of one evaluation of a new candidate (the candidate built cold each time, the reference and
# baseline built once), old and new interleaved.
: > "$out/latency.txt"
mkdir -p "$out/latency"
for i in $(seq 1 "${LATENCY:-5}"); do
  for h in ${LATENCY_HARNESSES:-old new}; do
    [ "$(left)" -gt 30 ] || break 2
    pick "$h"
    python3 - "$run/requests/C-adv__cuda2cuda__vector_add__good_fast.json" "/tmp/lat.json" "/tmp/lat-$h-$i" <<'PY'
import json, sys, os
r = json.load(open(sys.argv[1]))
c = r["objects"]["candidate"]
os.makedirs(sys.argv[3] + "/candidate", exist_ok=True)
c["path"] = sys.argv[3] + "/candidate/candidate.so"
argv = c["build"]["argv"]
argv[argv.index("-o") + 1] = c["path"]
argv[argv.index("-keep-dir") + 1] = sys.argv[3] + "/candidate-ir"
c["build"]["mkdirs"] = [sys.argv[3] + "/candidate", sys.argv[3] + "/candidate-ir"]
json.dump(r, open(sys.argv[2], "w"))
PY
    t0=$(date +%s%N)
    events "$bin" /tmp/lat.json > "$out/latency/$h-$i.jsonl"
    grep '"event":"done"' "$out/latency/$h-$i.jsonl" > /tmp/lat-done.json
    echo "$h $i $(( ($(date +%s%N) - t0) / 1000000 )) ms $(head -c 120 /tmp/lat-done.json)" >> "$out/latency.txt"
  done
done
python3 "$root/tests/gpu/trust/latency-summary.py" "$out/latency.txt" >> "$out/summary.txt"
echo "== done after $(( $(date +%s) - started )) s" >> "$out/summary.txt"
cat "$out/summary.txt"
