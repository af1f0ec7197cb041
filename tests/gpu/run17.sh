#!/usr/bin/env bash
# H200 run 17 (docs/gpu-validation.md), one device call per PART. Each step runs under `timeout`, cut to what
# the part has left, and is packed into $OUT/PART-STEP.tar.xz when it ends, failed or killed; the raw results
# stay under /tmp/run17 (a device call brings back at most 8 files). $OUT/PART-summary.txt and the output's end
# hold every step's summary.txt. Needs .gpu-run carried (tests/gpu/trust/prepare.sh, tests/gpu/kernelbench/
# prepare.sh; the kiln bundle rebuilt from this commit with tests/gpu/bundle-kiln.sh).
#   PART=a|b|c|d|e|f tests/gpu/run17.sh
#   a) `kiln run --agent replay` (tests/gpu/kernelbench/validate.sh MODE=run) over the first 11 of the 40
#      problems run 14 passed (the first 30 level-1 and 10 level-2 lines of problems.txt): the first half's 20
#      do not fit one call (an agent evaluation on the visible configuration, then final scoring on all of them:
#      about 36 s a problem by run 14's and 15's times, 438 s of `kiln run` in a call);
#   b) the same over the 10 level-2 problems of those 40 (est. 390 s); both: a table per problem of the agent's
#      and the final verdict, speedups with their 95% intervals, flags;
#   c) the Python harness (tests/gpu/trust/validate-python.sh): the bundled tasks' baselines old against new
#      (step 3; the launch-bound configurations and their host_bound intervals), the D-advpy cases (step 2),
#      tests/adversarial/python-cpu's cases on the GPU (step 1, matmul/hang left out: 35 s for a timeout);
#   d) the compiled harness (tests/gpu/trust/validate.sh): the 8 CUDA adversarial cases run 16's part e did not
#      reach, and the latency of one evaluation, old against new, 3 each;
#   e, f) AgentKernelArena triton2triton/vllm tasks through `kiln run` with their held-out shapes (7 each; f also
#      an overfit candidate): tests/gpu/aka/validate.sh.
# Environment: PART_SECONDS (default 525: keep it at least 15 s under the call's timeout_s), KB_PROBLEMS (a or b:
# these problems instead), KB_COUNT (a: how many of the first half; b: of the level-2 ten), PY_REPEATS (c, step
# 3's repeats, default 1), PY_SKIP (c: python-cpu cases left out, default "matmul/hang"; "" for none), D_COMPARE
# (d: validate.sh's COMPARE, default none), DRY_RUN=1 (print each step's command, run nothing).
# shellcheck disable=SC2317  # kb_a, kb_b and the steps' POST functions are called indirectly
set -u
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root" || exit 1
part="${PART:?PART=a|b|c|d|e|f}"
: "${OUT:?OUT: the folder whose files come back}"
work="/tmp/run17/$part" budget="${PART_SECONDS:-525}" pack=15 started=$(date +%s)
export NEW_BUILD=/tmp/kiln-harness
rm -rf "$work" && mkdir -p "$work" "$OUT"
left() { echo $(( budget - ($(date +%s) - started) )); }
steps=()

# step NAME SECONDS EXTRA POST CMD...: CMD under `timeout SECONDS` (cut to the part's time left less $pack),
# @DIR@ in it replaced by the step's folder and @LIMIT@ by SECONDS - 10 + EXTRA (the limit the validate scripts
# pace themselves by; EXTRA for a script that keeps back time for steps it will not run); then POST DIR (a
# function, - for none) appended to its summary.txt; then the folder packed, whatever happened.
step() {
  local name=$1 secs=$2 extra=$3 post=$4; shift 4
  local d="$work/$name" began rc a args=()
  began=$(date +%s)
  steps+=("$name")
  mkdir -p "$d"
  (( secs > $(left) - pack )) && secs=$(( $(left) - pack ))
  for a in "$@"; do a=${a//@DIR@/$d}; args+=("${a//@LIMIT@/$(( secs - 10 + extra ))}"); done
  if (( secs < 40 )); then
    rc="skipped: ${secs} s left"
  elif [ -n "${DRY_RUN:-}" ]; then
    printf '%q ' timeout -k 5 "$secs" "${args[@]}" > "$d/command.txt"; echo >> "$d/command.txt"
    cat "$d/command.txt" >> "$d/summary.txt"; rc="dry run"
  else
    timeout -k 5 "$secs" "${args[@]}" > "$d/stdout.txt" 2>&1; rc=$?
    (( rc == 124 || rc == 137 )) && rc="$rc (stopped at its $secs s)"
  fi
  [ "$post" = - ] || "$post" "$d" >> "$d/summary.txt" 2>&1
  echo "== run17 $part-$name: rc $rc after $(( $(date +%s) - began )) s (limit $secs s), part at $(( $(date +%s) - started )) s" \
    >> "$d/summary.txt"
  tar -C "$work" -cJf "$OUT/$part-$name.tar.xz" "$name" || echo "tar of $name failed" >&2
  echo "run17 $part-$name: rc $rc, part at $(( $(date +%s) - started )) s"
}

# KernelBench: the 40 problems run 14 passed with `kiln eval` (problems.txt has 50: its other 6 level-1 and 4
# level-2 problems were never reached on the GPU).
kiln_data="${KILN_DATA:-/tmp/kiln-data}" # validate.sh's KILN_DATA_DIR (KILN_DATA: only to try kb_post elsewhere)
kb40() { local f=tests/gpu/kernelbench/problems.txt; grep '^level1/' "$f" | head -30; grep '^level2/' "$f" | head -10; }
kb_a() { kb40 | head -20 | head -"${KB_COUNT:-11}"; }
kb_b() { kb40 | grep '^level2/' | head -"${KB_COUNT:-10}"; }
kb_prepare() { # a store of this part's run alone; a harness build left partial by validate-python.sh completed
  local d="$work/kb"
  mkdir -p "$d"
  echo "problems ($(wc -w <<< "$problems")): $(tr '\n' ' ' <<< "$problems")" >> "$d/summary.txt"
  [ -n "${DRY_RUN:-}" ] && return
  rm -rf "$kiln_data"
  if [ -d /tmp/kiln-harness ] && ! timeout 120 cmake --build /tmp/kiln-harness > "$d/harness-complete.txt" 2>&1; then
    rm -rf /tmp/kiln-harness
  fi
}
kb_post() { # one row per problem from Kiln's store (run-show.json if the store cannot be read)
  echo "kiln: $(ls -l --time-style=+%FT%T /tmp/kb/kiln/bin/kiln 2>&1) (the bundle's; HEAD's if rebuilt for this run)"
  echo "### per problem (agent: its evaluation on the visible configurations; final: scoring on all)"
  timeout 15 python3 - "$kiln_data/kiln.sqlite" "$1/run-show.json" "$problems" "$(kb_a | tr '\n' ' ')" \
    "$(kb_b | tr '\n' ' ')" "$(kb40 | tr '\n' ' ')" <<'PY'
import json, sqlite3, sys
db, show, asked = sys.argv[1], sys.argv[2], sys.argv[3].split()
default_a, default_b, all40 = sys.argv[4].split(), sys.argv[5].split(), sys.argv[6].split()
def sp(v, lo, hi):
    if not v:
        return ""
    return f"{v:.2f}x" + (f" [{lo:.2f}, {hi:.2f}]" if lo and hi else "")
cands, flags, configs, status, source = [], {}, {}, {}, ""
try:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    run = con.execute("SELECT id FROM runs WHERE agent = 'replay' ORDER BY created_at DESC LIMIT 1").fetchone()[0]
    keys = ["id", "task_id", "role", "verdict", "reason", "speedup_geomean", "speedup_low", "speedup_high", "seconds"]
    cands = [dict(zip(keys, r)) for r in con.execute(f"SELECT {', '.join(keys)} FROM candidates WHERE run_id = ? "
                                                      "ORDER BY id", (run,))]
    ids = {c["id"] for c in cands}
    for cid, flag in con.execute("SELECT candidate_id, flag FROM flags"):
        if cid in ids:
            flags.setdefault(cid, set()).add(flag)
    for cid, name, hidden, corr, v, lo, hi in con.execute(
            "SELECT candidate_id, config, hidden, correctness, speedup, speedup_low, speedup_high FROM config_metrics "
            "ORDER BY rowid"):
        if cid in ids:
            configs.setdefault(cid, []).append(f"{name}{' (hidden)' if hidden else ''} "
                                               f"{sp(v, lo, hi) if corr == 'pass' else corr}")
    status = dict(con.execute("SELECT task_id, status FROM task_results WHERE run_id = ?", (run,)))
    source = f"{db}, run {run}"
except Exception as e:
    try:
        r = json.load(open(show))
        for c in r.get("candidates", []):
            ci = c.get("speedup_ci") or [None, None]
            cands.append({**c, "speedup_low": ci[0], "speedup_high": ci[1]})
            flags[c["id"]] = {f.get("flag", str(f)) if isinstance(f, dict) else str(f) for f in c.get("flags") or []}
        source = f"{show} (the store: {e})"
    except Exception as e2:
        print(f"no results: the store ({e}), {show} ({e2})")
by = {}
for c in cands:
    by.setdefault(c["task_id"], {}).setdefault(c["role"], c)
def cell(c):
    if not c:
        return "-"
    v = c.get("verdict") or "?"
    if v != "pass":
        v += f" {c.get('reason') or ''}".rstrip()
    return " ".join(x for x in (v, sp(c.get("speedup_geomean"), c.get("speedup_low"), c.get("speedup_high")),
                                f"({c.get('seconds') or 0:.1f} s)") if x)
print(f"from {source}")
print("| task | status | agent eval (visible) | final scoring (all) | final per configuration | flags |")
print("| --- | --- | --- | --- | --- | --- |")
count = {"agent": 0, "best": 0}
for task in sorted(by):
    agent, best = by[task].get("agent"), by[task].get("best")
    for role, c in (("agent", agent), ("best", best)):
        count[role] += bool(c and c.get("verdict") == "pass")
    fa, fb = flags.get(agent["id"], set()) if agent else set(), flags.get(best["id"], set()) if best else set()
    fl = ", ".join(sorted(fa | fb)) if fa == fb or not fb else f"agent: {', '.join(sorted(fa))}; final: {', '.join(sorted(fb))}"
    print(f"| {task} | {status.get(task, '')} | {cell(agent)} | {cell(best)} | "
          f"{'; '.join(configs.get(best['id'], [])) if best else ''} | {fl} |")
reached = {t.split("/", 1)[1] for t in by}
print(f"\nagent evaluations passed: {count['agent']} of {len(asked)} asked; final scoring passed: {count['best']}")
print(f"not reached (no candidate): {' '.join(p for p in asked if p not in reached) or 'none'}")
print(f"of the 40, in neither part a's nor b's default list: {' '.join(p for p in all40 if p not in default_a + default_b)}")
PY
}

# The Python harness: whether a baseline against itself (the truth: 1.0) reads as within noise, old against new.
py_compare_post() {
  echo "### new's intervals (candidate = baseline: every interval should hold 1.0)"
  [ -s "$1/compare.jsonl" ] || { echo "no compare.jsonl"; return; }
  timeout 15 python3 - "$1/compare.jsonl" "$1/compare-all.jsonl" <<'PY'
import collections, json, os, sys
evs = collections.defaultdict(list)
for line in open(sys.argv[1]):
    e = json.loads(line)
    evs[(e["tag"], e["config"], e["harness"])].append(e)
def host_bound(e):  # kiln_harness_judge.host_bound, from the config event's fields
    sides = [e.get("candidate") or {}, e.get("baseline") or {}]
    return any(s.get("host_median_ms", 0) >= s.get("clock_median_ms", 0) > 0 or
               (s.get("host_median_ms", 0) > 0 and s.get("clock_median_ms", 0) <= 0) for s in sides)
n = collections.Counter()
for tag, config, h in sorted(k for k in evs if k[2] == "new"):
    old = " ".join(f"{e['speedup']:.3f}" for e in evs.get((tag, config, "old"), []))
    for e in evs[(tag, config, h)]:
        lo, hi = e.get("speedup_ci") or (0, 0)
        hb, holds = host_bound(e), lo <= 1.0 <= hi
        n[(hb, holds)] += 1
        print(f"{tag} {config}: old {old or '-'}; new {e['speedup']:.3f} [{lo:.3f}, {hi:.3f}]"
              f"{' host_bound' if hb else ''}{'' if holds else ' EXCLUDES 1'}")
flagged = sum('"flag":"host_bound"' in line.replace(" ", "") for line in open(sys.argv[2])) if os.path.exists(sys.argv[2]) else "-"
print(f"host_bound configurations: {n[(True, True)] + n[(True, False)]}, interval holding 1 in {n[(True, True)]}; "
      f"others: {n[(False, True)] + n[(False, False)]}, holding 1 in {n[(False, True)]}; "
      f"host_bound flags in compare-all.jsonl: {flagged}")
PY
}

case "$part" in
a|b)
  problems="${KB_PROBLEMS:-$(kb_"$part")}"
  kb_prepare
  step kb 9999 0 kb_post env MODE=run PROBLEMS="$problems" bash tests/gpu/kernelbench/validate.sh @DIR@ @LIMIT@ ;;
c)
  py_only=$(cd tests/adversarial/python-cpu/cases && for c in */*; do
    case " ${PY_SKIP-matmul/hang} " in *" $c "*) ;; *) printf '%s,' "$c" ;; esac; done)
  step py-compare 280 0 py_compare_post env STEPS=3 REPEATS="${PY_REPEATS:-1}" \
    bash tests/gpu/trust/validate-python.sh @DIR@ @LIMIT@
  step py-advpy 200 40 - env STEPS=2 bash tests/gpu/trust/validate-python.sh @DIR@ @LIMIT@
  # step 1 keeps 60 s back for steps 2-4, which do not run here: EXTRA 55 gives them to it
  step py-cases 9999 55 - env STEPS=1 ONLY="${py_only%,}" bash tests/gpu/trust/validate-python.sh @DIR@ @LIMIT@ ;;
d)
  # the 32 cases are tests/adversarial/cuda2cuda/*/*; run 16's part e reached the first 24 (its adversarial.txt)
  step cuda 300 0 - env CASES='vector_add__(illegal_address|kill_parent|partial_write|read_secrets|reference_dlopen|side_stream_unjoined|skip_unchecked_calls|timer_interpose)$' \
    ADV_GUARD=100 COMPARE="${D_COMPARE:- }" NCU=0 LATENCY=3 LATENCY_HARNESSES="old new" \
    bash tests/gpu/trust/validate.sh @DIR@ @LIMIT@ ;;
e|f) # AgentKernelArena triton2triton/vllm tasks (tests/gpu/aka/validate.sh): the task's own code through
   # `kiln run` and final scoring on its held-out shapes; f adds the overfit rms_norm (heldout_opt_regression)
  if [ "$part" = e ]; then
    tasks="${AKA_TASKS:-triton_rms_norm triton_log_softmax triton_swiglustep_and_mul triton_write_zeros_to_output triton_temperature triton_min_p triton_num_nans}"
    overfit=0
  else
    tasks="${AKA_TASKS:-triton_per_token_quant_int8 triton_merge_attn_states triton_batch_memcpy triton_fused_gdn_gating triton_penalties triton_ranks triton_apply_grammar_bitmask}"
    overfit=1
  fi
  ids=()
  for t in $tasks; do ids+=("triton2triton/vllm/$t"); done
  step aka 9999 0 - env OVERFIT="$overfit" KILN_DATA="/tmp/kiln-data-aka-$part" bash tests/gpu/aka/validate.sh @DIR@ @LIMIT@ "${ids[@]}" ;;
*) echo "PART=a|b|c|d|e|f" >&2; exit 2 ;;
esac
for s in "${steps[@]}"; do echo "=== $part-$s"; cat "$work/$s/summary.txt"; done | tee "$OUT/$part-summary.txt"
exit 0
