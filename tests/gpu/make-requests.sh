#!/usr/bin/env bash
# Prepares the GPU validation run: harness requests for every GPU task's baseline (all configurations) and
# every adversarial case, written by `kiln eval --emit-request` into .gpu-run/ (ignored by git). Run here,
# then send the tree to a GPU host and run tests/gpu/run-all.sh there (it needs no Qt).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
kiln="${KILN:-$root/build/app/kiln}"
run="$root/.gpu-run"
rm -rf "$run"
mkdir -p "$run/requests" "$run/json/nlohmann"
cp /usr/include/nlohmann/json.hpp "$run/json/nlohmann/" # the harness's one dependency travels with it

emit() { # name work-dir task candidate-dir extra-args...
  local name="$1" work="$2" task="$3" cand="$4"; shift 4
  "$kiln" eval "$task" ${cand:+"$cand"} --device-spec h200-sxm --work-dir "$run/work/$work" \
    --emit-request "$run/requests/$name.json" "$@" > /dev/null
}

ids=$("$kiln" tasks list --json | python3 -c '
import json, sys
for t in json.load(sys.stdin):
    if t["category"] in ("cuda2cuda", "torch2cuda", "triton2triton"):
        print(t["id"], t["backend"])')
while read -r id backend; do
  name="${id//\//__}"
  if [ "$backend" = cuda ]; then
    emit "A-correct__$name" "$name" "$id" "" --configs all --no-perf
    emit "B-perf__$name" "$name" "$id" "" --configs visible --budget 0.3
  else
    emit "D-python__$name" "$name" "$id" "" --configs all --budget 0.3
  fi
done <<< "$ids"

for expected in $(find "$root/tests/adversarial" -name expected.json | sort); do
  dir="$(dirname "$expected")"
  rel="${dir#$root/tests/adversarial/}"
  task="$(dirname "$rel")"
  case_="$(basename "$rel")"
  backend=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("backend",""))' "$expected")
  [ "$backend" = host ] && continue # the host cases run in CI (tst_adversarial)
  # All configurations, as final scoring does, unless the case is about what reaches an agent (visible only).
  configs=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("configs","all"))' "$expected")
  prefix=C-adv; [ "$backend" = cuda ] || prefix=D-advpy
  emit "${prefix}__${task//\//__}__$case_" "adv__${task//\//__}__$case_" "$task" "$dir" --configs "$configs" --budget 0.3 --gate-timeout 60
done
ls "$run/requests" | wc -l
