#!/usr/bin/env bash
# Builds, on a machine with nvcc (no GPU needed), what tests/gpu/capture-ir.sh needs on the GPU host:
# every bundled cuda2cuda baseline and every capture source (tests/data/ir/sources/*.cu) compiled to a cubin
# with Kiln's nvcc profile flags (-O3 -lineinfo -Xptxas -v), the ptxas reports, the occupancy probe, and a
# manifest of (cubin, kernel, declared block size, dynamic shared memory) for the probe.
#   tests/gpu/prepare-ir.sh            -> .gpu-run/ir/
# A capture source may name extra nvcc flags on a first-line comment: // kiln-capture-flags: -maxrregcount=32
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$root/.gpu-run/ir"
arch="${KILN_CUDA_ARCH:-sm_90}"
rm -rf "$out" && mkdir -p "$out/cubin" "$out/ptxas"
flags=(-cubin "-arch=$arch" -std=c++17 -O3 -lineinfo -Xptxas -v -I "$root/runners/harness/include")

for dir in "$root"/resources/tasks/cuda2cuda/*/; do
  task=$(basename "$dir")
  src=$(python3 -c 'import sys,yaml; print(yaml.safe_load(open(sys.argv[1]))["editable"][0])' "$dir/task.yaml")
  nvcc "${flags[@]}" "$dir/$src" -o "$out/cubin/task-$task.cubin" 2> "$out/ptxas/task-$task.txt"
done
if [ -d "$root/tests/data/ir/sources" ]; then
  for src in "$root"/tests/data/ir/sources/*.cu; do
    [ -e "$src" ] || continue
    name=$(basename "$src" .cu)
    extra=$(sed -n '1s#^// kiln-capture-flags: ##p' "$src")
    a="$arch"
    case "$extra" in *-arch=*) a="";; esac
    # shellcheck disable=SC2086
    nvcc -cubin ${a:+-arch=$a} -std=c++17 -O3 -lineinfo -Xptxas -v -I "$root/runners/harness/include" $extra \
      "$src" -o "$out/cubin/src-$name.cubin" 2> "$out/ptxas/src-$name.txt" || echo "capture source $name did not compile (kept its output)"
  done
fi

# The manifest: each kernel of each bundled task at the task's declared launch (block, dynamic shared memory
# evaluated on every visible configuration).
python3 - "$root" "$out" <<'PY'
import glob, math, os, re, sys, yaml
root, out = sys.argv[1], sys.argv[2]
lines = []
for ptxas in sorted(glob.glob(os.path.join(out, "ptxas", "task-*.txt"))):
    task = os.path.basename(ptxas)[5:-4]
    spec = yaml.safe_load(open(os.path.join(root, "resources", "tasks", "cuda2cuda", task, "task.yaml")))
    kernels = sorted(set(re.findall(r"Compiling entry function '([^']+)'", open(ptxas).read())))
    launch = spec.get("launch") or {"block": "256"}
    env = {"cdiv": lambda a, b: (a + b - 1) // b, "min": min, "max": max}
    for cfg in spec["configs"]:
        vals = {p: cfg[p] for p in spec.get("parameters", []) if p in cfg}
        block = int(eval(str(launch.get("block", "256")), dict(env), dict(vals)))
        smem = int(eval(str(launch.get("smem", "0")), dict(env), dict(vals)))
        for k in kernels:
            lines.append(f"{out}/cubin/task-{task}.cubin {k} {block} {smem} {task}/{cfg['name']}")
open(os.path.join(out, "manifest.txt"), "w").write("\n".join(lines) + "\n")
print(len(lines), "manifest lines")
PY
nvcc -O2 -std=c++17 "$root/tests/gpu/occupancy_probe.cpp" -o "$out/occupancy-probe" -L"$(dirname "$(command -v nvcc)")/../lib64/stubs" -lcuda
ls "$out/cubin" | wc -l
