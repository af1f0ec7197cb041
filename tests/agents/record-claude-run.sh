#!/usr/bin/env bash
# Records a real Claude Code run as a test fixture (tests/data/claude-code-run/): the Claude Code CLI that
# kiln.sh installed (build/npm), driven by tests/agents/model_server.py with three-evals.json (three edits
# of reduce_sum_f32, each evaluated with ./kiln-eval), through `kiln run --agent claude-code`. Kept: the
# run store (kiln.sqlite, its run's folder set to none, so a test's data folder finds it) and the run's
# folder (the candidates' git repository, each evaluation's events and logs; no compiled objects).
#   tests/agents/record-claude-run.sh [OUT]     (default tests/data/claude-code-run; needs a build)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:-$root/tests/data/claude-code-run}"
kiln="$root/build/app/kiln"
cli="$root/build/npm/node_modules/.bin"
[ -x "$cli/claude" ] || { echo "no Claude Code CLI in $cli: run ./kiln.sh test once" >&2; exit 1; }
# A scratch folder under build/ (ignored by git).
mkdir -p "$root/build"
work="$(mktemp -d "$root/build/record-claude.XXXXXX")"
chmod 755 "$work" # the agent runs as another user (nobody) when Kiln is root: it must reach its workspace
trap 'kill "$server" 2>/dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
python3 "$root/tests/agents/model_server.py" --script "$root/tests/agents/three-evals.json" \
  --port-file "$work/port" --log "$work/server.jsonl" &
server=$!
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.1; done
mkdir -p "$work/home/.claude" "$work/data"
# As tests/runners/tst_agentclis.cpp runs it: this environment less any real service's settings.
for v in $(env | sed -n 's/^\(\(ANTHROPIC\|CLAUDE\|OPENAI\|CODEX\)_[A-Za-z0-9_]*\)=.*/\1/p'); do unset "$v"; done
PATH="$cli:$PATH" HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_CACHE_HOME="$work/home/.cache" \
  XDG_DATA_HOME="$work/home/.local/share" XDG_STATE_HOME="$work/home/.local/state" \
  CLAUDE_CONFIG_DIR="$work/home/.claude" ANTHROPIC_API_KEY=kiln-test-key DISABLE_TELEMETRY=1 \
  DISABLE_ERROR_REPORTING=1 QT_QPA_PLATFORM=offscreen KILN_DATA_DIR="$work/data" \
  KILN_AGENT_BASE_URL="http://127.0.0.1:$(cat "$work/port")" \
  "$kiln" run --agent claude-code --tasks host2host/reduce_sum_f32 --budget-evals 5 --timeout 300 --parallel 1
run=$(KILN_DATA_DIR="$work/data" QT_QPA_PLATFORM=offscreen "$kiln" runs list --json |
  python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])')
rm -rf "$out" && mkdir -p "$out/runs"
python3 - "$work/data/kiln.sqlite" "$out/kiln.sqlite" <<'PY'
import sqlite3, sys
src = sqlite3.connect(sys.argv[1])
src.execute("VACUUM INTO ?", (sys.argv[2],))
dst = sqlite3.connect(sys.argv[2])
dst.execute("UPDATE runs SET folder = NULL")
dst.commit()
dst.execute("PRAGMA journal_mode = DELETE")
PY
cp -r "$work/data/runs/$run" "$out/runs/"
# Not kept: the workspaces (the candidates are in candidates.git) and the CLI's own home (its session files).
rm -rf "$out/runs/$run"/workspaces "$out/runs/$run"/agent-home "$out/runs/$run"/objects
find "$out" -name '*.so' -delete # build outputs of this machine
echo "recorded run $run into $out ($(du -sh "$out" | cut -f1))"
