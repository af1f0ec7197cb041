#!/usr/bin/env bash
# Captures the real tool outputs Kiln's diagnostics tests read (tests/data/ir/h200/). Run on the H200 host:
#   tests/data/ir/sources/capture.sh OUTDIR [KILN_CHECKOUT]
# Every step logs its command and exit status to OUTDIR/commands.txt and keeps going when one fails.
set -u
src="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$(mkdir -p "$1" && cd "$1" && pwd)"
kiln="${2:-$(cd "$src/../../../.." && pwd)}"
cd "$out"
step() { echo "\$ $*" >> commands.txt; "$@"; echo "exit $?" >> commands.txt; }
{ nvidia-smi -L; nvcc --version; cuobjdump --version; nvdisasm --version; ncu --version; } > versions.txt 2>&1

# 1. Each source: PTX, cubin with ptxas -v, cuobjdump -sass, nvdisasm -g -c and -gi -c (the same flags as
#    Kiln's nvcc profile: -O3 -lineinfo -Xptxas -v).
build() { # name arch [extra nvcc flags]
  local name=$1 arch=$2; shift 2
  step nvcc -arch=$arch -O3 -lineinfo "$@" -ptx -o $name.ptx "$src/${name%%-*}.cu"
  step nvcc -arch=$arch -O3 -lineinfo -Xptxas -v "$@" -cubin -o $name.cubin "$src/${name%%-*}.cu" > $name.ptxas.txt 2>&1
  step cuobjdump -sass $name.cubin > $name.cuobjdump-sass.txt 2>&1
  step nvdisasm -g -c $name.cubin > $name.nvdisasm-g.txt 2>&1
  step nvdisasm -gi -c $name.cubin > $name.nvdisasm-gi.txt 2>&1
}
build copy sm_90
build naive_gemm sm_90
build wmma_gemm sm_90
build wgmma_gemm sm_90a
build local_array sm_90
build spill sm_90 -maxrregcount=32
build spill-nocap sm_90

# 2. The bundled gemm_bf16 baseline as Kiln's profile builds it (shared object), cuobjdump on the .so
#    (the live path), and the cubin nvcc -keep leaves behind.
mkdir -p keep
step nvcc -shared -Xcompiler -fPIC -std=c++17 -O3 -arch=sm_90 -lineinfo -Xptxas -v -keep -keep-dir keep \
  -I"$kiln/runners/harness/include" "$kiln/resources/tasks/cuda2cuda/gemm_bf16/gemm_bf16.cu" -o gemm_bf16.so > gemm_bf16.ptxas.txt 2>&1
ls -la keep > keep-listing.txt
cp keep/*.ptx . 2>/dev/null; rm -rf keep  # the .ii files are megabytes
step cuobjdump -sass gemm_bf16.so > gemm_bf16.cuobjdump-sass.txt 2>&1
step cuobjdump -ptx gemm_bf16.so > gemm_bf16.cuobjdump-ptx.txt 2>&1

# 3. Runtime occupancy for every kernel above, and the device's limits.
step nvcc -gencode arch=compute_90a,code=sm_90a -O3 -o occupancy_probe "$src/occupancy_probe.cu"
step ./occupancy_probe > occupancy.jsonl 2> occupancy-stderr.txt

# 4. Triton IR stages (vector add, tl.dot matmul) and a Triton compile-error traceback.
step python3 "$src/triton_kernels.py" "$out/triton-cache" > triton-run.txt 2>&1
find triton-cache -type f | sort > triton-cache-listing.txt

# 5. ncu's launch statistics and theoretical occupancy for the first kernels of every bundled cuda2cuda
#    task's perf request (needs the harness at $KILN_HARNESS_BIN, default /tmp/kiln-harness/harness, and
#    the requests at $KILN_REQUESTS, default $kiln/.gpu-run/requests).
bin="${KILN_HARNESS_BIN:-/tmp/kiln-harness/harness}"
reqs="${KILN_REQUESTS:-$kiln/.gpu-run/requests}"
mkdir -p ncu
for r in "$reqs"/B-perf__cuda2cuda*.json; do
  [ -f "$r" ] || continue
  slug=$(basename "$r" .json); slug=${slug#B-perf__}
  step timeout 300 ncu --section LaunchStats --section Occupancy --launch-count 12 --csv --page details \
    "$bin/kiln-harness-cuda" "$r" > "ncu/$slug.csv" 2> "ncu/$slug.log"
done
rm -f occupancy_probe gemm_bf16.so
