#!/usr/bin/env bash
# Held launches and placement sampling, measured in one session: the prefix scan's baseline request timed in
# separate processes with launches held and unheld (KILN_HARNESS_HOLD=off), alternating, and the GEMM's
# (placement-sensitive at 4k) timed in separate processes, so the spread of each configuration's median
# between processes shows what each method leaves. make-requests.sh's B-perf requests; the harness built
# at /tmp/kiln-harness as time-baselines.sh expects. Events land in OUTDIR; the table on stdout.
#   tests/gpu/hold-probe.sh OUTDIR [ROUNDS]
set -uo pipefail
# Each run is one process, as when these runs were made: they sample the processes themselves.
export KILN_HARNESS_TIMING_PROCESSES="${KILN_HARNESS_TIMING_PROCESSES:-1}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: hold-probe.sh OUTDIR [ROUNDS]}" rounds="${2:-3}"
mkdir -p "$out"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # paths in the requests
harness=/tmp/kiln-harness/harness/kiln-harness-cuda
time_one() { # REQUEST NAME [ENV...]
  local req="$1" name="$2"; shift 2
  env "$@" KILN_HARNESS_REUSE_OBJECTS=1 timeout 300 "$harness" "$req" > "$out/$name.jsonl" 2>/dev/null
}
for ((k = 1; k <= rounds; ++k)); do
  time_one "$root/.gpu-run/requests/B-perf__cuda2cuda__prefix_scan.json" "prefix_scan-held-$k"
  time_one "$root/.gpu-run/requests/B-perf__cuda2cuda__prefix_scan.json" "prefix_scan-unheld-$k" KILN_HARNESS_HOLD=off
  time_one "$root/.gpu-run/requests/B-perf__cuda2cuda__gemm_bf16.json" "gemm_bf16-$k"
done
python3 - "$out" <<'PY'
import collections, glob, json, os, re, sys
rows = collections.defaultdict(list)  # (method, config) -> [(median, extras)]
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.jsonl"))):
    method = re.sub(r"-\d+$", "", os.path.basename(f)[:-6])
    flags = collections.defaultdict(list)
    for line in open(f):
        try:
            e = json.loads(line)
        except ValueError:
            continue
        if e.get("event") == "flag":
            flags[e.get("config", "")].append(e["flag"])
        if e.get("event") == "config" and e.get("gate") == "performance":
            c = e["candidate"]
            rows[(method, e["config"])].append((c["median_ms"], c.get("held_calls", 0), c.get("reps", 0),
                                                c.get("host_median_ms", 0), c.get("placements", 0),
                                                c.get("calls_median_ms", -1), e["speedup"], flags[e["config"]]))
print("| method | config | medians us (each process) | spread % | held/reps | host us | placements | calls median us | speedups |")
print("|---|---|---|---|---|---|---|---|---|")
for (method, config), v in sorted(rows.items()):
    med = [x[0] * 1e3 for x in v]
    spread = 100 * (max(med) - min(med)) / min(med) if med and min(med) > 0 else 0
    print(f"| {method} | {config} | {', '.join(f'{m:.2f}' for m in med)} | {spread:.2f} | "
          f"{', '.join(f'{x[1]}/{x[2]}' for x in v)} | {', '.join(f'{x[3] * 1e3:.1f}' for x in v)} | "
          f"{', '.join(str(x[4]) for x in v)} | {', '.join(f'{x[5] * 1e3:.1f}' for x in v)} | "
          f"{', '.join(f'{x[6]:.3f}' for x in v)} |")
PY
