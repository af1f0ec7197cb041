#!/usr/bin/env bash
# Prepares tests/gpu/trust/validate.sh and validate-python.sh here (it needs Kiln built): every request of tests/gpu/make-requests.sh
# (baselines, adversarial cases) and the sources of the harness this session replaced (OLD, a commit), so the
# device times the same requests with both in one run. Carry .gpu-run with the device call.
#   tests/gpu/trust/prepare.sh [OLD_COMMIT]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
old="${1:-de51ed7}"
bash "$root/tests/gpu/make-requests.sh"
mkdir -p "$root/.gpu-run/old-harness" "$root/.gpu-run/old-python"
git -C "$root" archive "$old" runners/harness | tar -x -C "$root/.gpu-run/old-harness"
# The one-process Python harness (validate-python.sh's OLD), the last commit before its judge and runners.
git -C "$root" show "${OLD_PYTHON:-dc6a113}:runners/harness/kiln_harness.py" > "$root/.gpu-run/old-python/kiln_harness.py"
du -sh "$root/.gpu-run"
