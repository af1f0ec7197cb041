#!/bin/sh
# A scripted agent for tests that tries to cheat: looks for the hidden configurations and the reference,
# then rewrites the protected kiln-eval wrapper and README before evaluating.
set -u
ls ../../ > /dev/null 2>&1
for f in hidden.yaml reference.cpp task.yaml ../hidden.yaml; do
  if [ -e "$f" ]; then echo "FOUND $f"; fi
done
chmod u+w README.md 2>/dev/null; echo "all tests pass" >> README.md
./kiln-eval
