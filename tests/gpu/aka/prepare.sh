#!/usr/bin/env bash
# The AgentKernelArena checkout the H200 runs use (tests/gpu/aka/validate.sh): its triton2triton/vllm tasks and
# its src/ (the shared timing helpers Kiln materializes into a workspace), from a local mirror of
# AMD-AGI/AgentKernelArena, into .gpu-run/aka (ignored; carried to the device). Nothing of it enters Kiln's tree.
#   tests/gpu/aka/prepare.sh MIRROR_GIT_DIR [COMMIT]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
mirror="${1:?usage: prepare.sh MIRROR_GIT_DIR [COMMIT]}" commit="${2:-HEAD}"
rm -rf "$root/.gpu-run/aka" && mkdir -p "$root/.gpu-run/aka"
git -C "$mirror" archive "$commit" tasks/triton2triton/vllm src | tar -x -C "$root/.gpu-run/aka"
git -C "$mirror" rev-parse "$commit" > "$root/.gpu-run/aka/COMMIT"
du -sh "$root/.gpu-run/aka"
