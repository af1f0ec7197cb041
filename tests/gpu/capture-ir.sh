#!/usr/bin/env bash
# On the GPU host: the disassembler outputs and occupancy figures Kiln's diagnostics are tested against.
# Needs tests/gpu/prepare-ir.sh's .gpu-run/ir/ (cubins, manifest, probe). Writes under OUTDIR/ir/:
#   sass/NAME.cuobjdump.txt (cuobjdump -sass), sass/NAME.nvdisasm.txt (nvdisasm -g -c: SASS with source lines),
#   sass/NAME.res-usage.txt (cuobjdump -res-usage), occupancy.jsonl (the driver's occupancy per kernel at each
#   task's declared launch), triton/ (Triton's IR stages and their SASS).
#   tests/gpu/capture-ir.sh OUTDIR
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="${1:?usage: capture-ir.sh OUTDIR}/ir"
ir="$root/.gpu-run/ir"
if [ ! -e /work/main ]; then mkdir -p /work && ln -s "$root" /work/main; fi # the manifest's paths
export PATH="/usr/local/cuda/bin:$PATH"
mkdir -p "$out/sass" "$out/ptxas"
cp "$ir"/ptxas/*.txt "$out/ptxas/"
for cubin in "$ir"/cubin/*.cubin; do
  name=$(basename "$cubin" .cubin)
  cuobjdump -sass "$cubin" > "$out/sass/$name.cuobjdump.txt" 2>&1
  nvdisasm -g -c "$cubin" > "$out/sass/$name.nvdisasm.txt" 2>&1
  cuobjdump -res-usage "$cubin" > "$out/sass/$name.res-usage.txt" 2>&1
done
"$ir/occupancy-probe" "$ir/manifest.txt" > "$out/occupancy.jsonl" 2> "$out/occupancy-errors.txt"
sed -i "s#$root/.gpu-run/ir/##g; s#/work/main/.gpu-run/ir/##g" "$out/occupancy.jsonl"
PY=${KILN_PYTHON:-python3}
timeout 180 "$PY" "$root/tests/gpu/capture_triton.py" "$out/triton" > "$out/triton-log.txt" 2>&1
for cubin in "$out"/triton/*/kernel.cubin; do
  [ -e "$cubin" ] || continue
  cuobjdump -sass "$cubin" > "$(dirname "$cubin")/kernel.cuobjdump.txt" 2>&1
  nvdisasm -c "$cubin" > "$(dirname "$cubin")/kernel.nvdisasm.txt" 2>&1
done
cuobjdump --version > "$out/tool-versions.txt" 2>&1; nvdisasm --version >> "$out/tool-versions.txt" 2>&1
du -sh "$out"
