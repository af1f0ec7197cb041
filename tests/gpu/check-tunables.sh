#!/usr/bin/env bash
# Every combination of every cuda2cuda task's tunables (task.yaml) through the harness's correctness gate on
# all configurations, visible and hidden: what `kiln eval TASK -D NAME=VALUE --configs all --no-perf` checks,
# run standalone like tests/gpu/run-all.sh. Two steps:
#   where Kiln is built:  tests/gpu/check-tunables.sh emit [TASK...]   requests into .gpu-run/tunables/
#   on the GPU host:      tests/gpu/check-tunables.sh run OUTDIR        harness built as run-all.sh does
# (both on the GPU host: KILN=/tmp/kb/kiln/bin/kiln with the bundle's environment, see run-pool.sh).
# The run prints one line per combination and ends non-zero when any of them is not a pass or was not run
# (none starts after KILN_TIME_GUARD seconds, default 480; KILN_PARALLEL requests at once, default 8); OUTDIR
# gets results.jsonl (every harness event, tagged with its request) and summary.txt. The lead's device
# commands are cut at 10 minutes: emit only the tasks to check, or run in parts.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
run="$root/.gpu-run"
reqs="$run/tunables"
mode="${1:?usage: check-tunables.sh emit [TASK...] | run OUTDIR}"
shift

if [ "$mode" = emit ]; then
  kiln="${KILN:-$root/build/app/kiln}"
  rm -rf "$reqs" "$run/work/tunables"
  mkdir -p "$reqs" "$run/json/nlohmann"
  cp /usr/include/nlohmann/json.hpp "$run/json/nlohmann/" # the harness's one dependency travels with it
  dir="$root/resources/tasks/cuda2cuda"
  tasks=("$@")
  [ ${#tasks[@]} -gt 0 ] || mapfile -t tasks < <(ls "$dir")
  for t in "${tasks[@]}"; do
    # The defaults first (it builds the baseline and reference every later request of the task reuses),
    # then one line per combination: NAME=VALUE ...
    python3 - "$dir/$t/task.yaml" <<'EOF' > "$run/combos.txt" || exit 1
import itertools, sys, yaml
tun = yaml.safe_load(open(sys.argv[1])).get("tunables") or {}
names = list(tun)
print("defaults")
for combo in itertools.product(*(tun[n] for n in names)):
    print(" ".join("%s=%s" % (n, v) for n, v in zip(names, combo)))
EOF
    while read -r combo; do
      name="T-tune__${t}__$(echo "$combo" | tr ' =' '_-')"
      defines=()
      [ "$combo" = defaults ] || for d in $combo; do defines+=(-D "$d"); done
      "$kiln" eval "cuda2cuda/$t" --device-spec h200-sxm --work-dir "$run/work/tunables/$name" \
        --configs all --no-perf --gate-timeout 120 "${defines[@]}" --emit-request "$reqs/$name.json" > /dev/null ||
        { echo "could not emit $name"; exit 1; }
    done < "$run/combos.txt"
    # Later requests of the task load the baseline and reference the defaults request built.
    python3 - "$reqs" "$t" <<'EOF' || exit 1
import glob, json, os, sys
reqs, task = sys.argv[1:3]
first = os.path.join(reqs, "T-tune__%s__defaults.json" % task)
shared = json.load(open(first))["objects"]
for path in glob.glob(os.path.join(reqs, "T-tune__%s__*.json" % task)):
    if path == first:
        continue
    r = json.load(open(path))
    for role in ("baseline", "reference"):
        r["objects"][role] = {"path": shared[role]["path"]}
    json.dump(r, open(path, "w"), indent=1)
EOF
  done
  rm -f "$run/combos.txt"
  echo "$(ls "$reqs" | wc -l) requests in $reqs"
  exit 0
fi

[ "$mode" = run ] || { echo "usage: check-tunables.sh emit [TASK...] | run OUTDIR"; exit 2; }
out="${1:?usage: check-tunables.sh run OUTDIR}"
mkdir -p "$out"
[ -d "$reqs" ] || { echo "no requests in $reqs: run 'check-tunables.sh emit' first"; exit 2; }
# Requests carry the absolute paths of the machine that made them (/work/main).
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi
export PATH="/usr/local/cuda/bin:$PATH"
log="$out/log.txt"
harness="${KILN_HARNESS_DIR:-/tmp/kiln-harness/harness}" # a harness built elsewhere, or built here now
if [ ! -x "$harness/kiln-harness-cuda" ]; then
  harness=/tmp/kiln-harness/harness
  cmake -S "$root/runners/harness" -B /tmp/kiln-harness -G Ninja -DKILN_JSON_INCLUDE="$run/json" \
    -DKILN_HARNESS_CUDA_ARCHITECTURES="${KILN_CUDA_ARCH:-90-real}" >>"$log" 2>&1 &&
    cmake --build /tmp/kiln-harness >>"$log" 2>&1 || { echo "harness build failed"; tail -20 "$log"; exit 1; }
fi
results="$out/results.jsonl"
: > "$results"
mkdir -p /tmp/kiln-tunables
one() { # request -> its events, tagged, appended whole to results; prints its summary line
  local req="$1" name
  name="$(basename "$req" .json)"
  if [ $(( $(date +%s) - STARTED )) -ge "$GUARD" ]; then
    echo "skip ${name#T-tune__}: not started, past the time guard (KILN_TIME_GUARD=$GUARD s)"; return
  fi
  timeout "${KILN_REQUEST_TIMEOUT:-300}" "$HARNESS/kiln-harness-cuda" "$req" 2>>"$LOG" |
    python3 -c '
import json, sys
name = sys.argv[1]
for line in sys.stdin:
    try:
        e = json.loads(line)
    except ValueError:
        e = {"event": "log", "line": line.rstrip()}
    e["request"] = name
    e.pop("output", None)
    print(json.dumps(e), flush=True)
' "$name" > "/tmp/kiln-tunables/$name"
  flock /tmp/kiln-tunables.lock cat "/tmp/kiln-tunables/$name" >> "$RESULTS"
  python3 -c '
import json, sys
name, path = sys.argv[1:3]
done, bad = None, []
for line in open(path):
    e = json.loads(line)
    if e.get("event") == "done":
        done = e
    elif e.get("event") == "gate" and e.get("status") not in ("pass", "running", "skipped"):
        bad.append("%s %s: %s %s" % (e.get("gate"), e.get("status"), e.get("reason", ""), e.get("message", "")[:300]))
verdict = done.get("verdict", "?") if done else "missing (no done event)"
if done and verdict != "pass":
    verdict += " (%s: %s)" % (done.get("reason", ""), done.get("message", "")[:300])
print("%-4s %s%s" % ("ok" if verdict == "pass" else "FAIL", name.replace("T-tune__", ""),
                     "" if verdict == "pass" else ": " + verdict + "; " + " | ".join(bad)))
' "$name" "/tmp/kiln-tunables/$name"
}
export -f one
# No request starts after KILN_TIME_GUARD seconds (a device command is cut at 10 minutes).
export RESULTS="$results" LOG="$log" HARNESS="$harness" STARTED="$(date +%s)" GUARD="${KILN_TIME_GUARD:-480}"
# The defaults of every task first (they build the shared baseline and reference objects), then the rest,
# several at a time: correctness only, nothing is timed.
{
  ls "$reqs"/T-tune__*__defaults.json | xargs -P "${KILN_PARALLEL:-8}" -I{} bash -c 'one {}'
  ls "$reqs"/*.json | grep -v '__defaults\.json$' | xargs -P "${KILN_PARALLEL:-8}" -I{} bash -c 'one {}'
} | tee "$out/summary.txt"
total=$(grep -c . "$out/summary.txt")
failed=$(grep -c '^FAIL' "$out/summary.txt")
skipped=$(grep -c '^skip' "$out/summary.txt")
echo "$((total - failed - skipped)) of $total tunable combinations pass on every configuration," \
  "$failed fail, $skipped not run" | tee -a "$out/summary.txt"
[ "$failed" -eq 0 ] && [ "$skipped" -eq 0 ]
