#!/usr/bin/env bash
# Every C++ file of Kiln's own code formatted as .clang-format says, by Debian 12's clang-format 14 (another
# version formats some constructs differently). Prints each file that would change, with the command that
# formats it. Not checked: tests/adversarial (hostile candidates kept as an agent wrote them), tests/data and
# tests/fuzz/findings (captured inputs), resources/ (task sources whose line numbers fixtures refer to).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 2
format=$(command -v clang-format-14 || command -v clang-format) || {
    echo "clang-format is missing: sudo apt-get install --no-install-recommends clang-format" >&2
    exit 2
}
mapfile -t files < <(find app ui model runners visualization tests \
    \( -path tests/adversarial -o -path tests/data -o -path tests/fuzz/findings -o -name __pycache__ \) -prune \
    -o -type f \( -name '*.cpp' -o -name '*.h' \) -print | sort)
(( ${#files[@]} > 100 )) || { echo "found only ${#files[@]} C++ files: run from a Kiln checkout" >&2; exit 2; }
# One clang-format for all files: its complaints start "FILE:LINE:COLUMN: error: code should be clang-formatted".
said=$("$format" --dry-run -Werror "${files[@]}" 2>&1)
rc=$?
mapfile -t bad < <(sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' <<< "$said" | sort -u)
if (( rc != 0 && ${#bad[@]} == 0 )); then
    echo "$format failed (exit $rc):" >&2; head -20 <<< "$said" >&2; exit 2
fi
if (( ${#bad[@]} )); then
    printf '%s is not formatted as .clang-format says\n' "${bad[@]}"
    echo "fix: $format -i ${bad[*]}"
    exit 1
fi
echo "${#files[@]} C++ files formatted as .clang-format says ($("$format" --version | head -1))"
