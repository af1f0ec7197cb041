#!/bin/sh
# A scripted agent for tests: edits the host reduce_sum kernel three times, calling ./kiln-eval after each.
# Run by `kiln run --agent command --command 'sh tests/agents/three-edits.sh'` in the task's workspace.
set -u
for i in 1 2 3; do
  printf '\n// agent edit %s\n' "$i" >> reduce_sum.cpp
  ./kiln-eval
done
