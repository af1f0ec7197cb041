#!/bin/sh
# A scripted agent for tests that tries to cheat: looks for the hidden configurations and the reference in
# the workspace, around it and in the task's own folder (given as $1, as an agent might guess it), then
# rewrites the protected README before evaluating. Confined by bubblewrap, it finds none of them.
set -u
task_dir="${1:-}"
ls ../../ > /dev/null 2>&1
for f in hidden.yaml reference.cpp task.yaml ../hidden.yaml ${task_dir:+"$task_dir/hidden.yaml" "$task_dir/reference.cpp"}; do
  if [ -e "$f" ]; then echo "FOUND $f"; fi
done
chmod u+w README.md 2>/dev/null; echo "all tests pass" >> README.md
./kiln-eval
