"""Triton's IR stages (TTIR, TTGIR, LLVM IR, PTX, cubin) for bundled Triton tasks, captured on a GPU host as
fixtures for Kiln's Triton parsers (model/diagnostics). Each kernel is launched once through the task's own
module so Triton compiles it exactly as the harness would; the CompiledKernel's `asm` holds every stage.
    python3 tests/gpu/capture_triton.py OUTDIR
Writes OUTDIR/<name>/<stage files> plus OUTDIR/<name>/meta.json."""
import importlib.util
import json
import os
import sys

import torch

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
out = sys.argv[1]


def load(task, module):
    path = os.path.join(root, "resources", "tasks", "triton2triton", task, module + ".py")
    spec = importlib.util.spec_from_file_location(module, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def save(name, compiled, extra):
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    names = {"ttir": "kernel.ttir", "ttgir": "kernel.ttgir", "llir": "kernel.llir", "ptx": "kernel.ptx",
             "cubin": "kernel.cubin"}
    written = []
    for key, value in compiled.asm.items():
        fname = names.get(key, "kernel." + key)
        mode = "wb" if isinstance(value, (bytes, bytearray)) else "w"
        with open(os.path.join(folder, fname), mode) as f:
            f.write(value)
        written.append(fname)
    meta = dict(extra)
    meta["stages"] = written
    meta["name"] = compiled.name if hasattr(compiled, "name") else name
    for attr in ("n_regs", "n_spills", "shared"):
        v = getattr(compiled, attr, None)
        if v is not None:
            meta[attr] = int(v)
    md = getattr(compiled, "metadata", None)
    if md is not None:
        for attr in ("num_warps", "num_stages", "shared", "name"):
            v = getattr(md, attr, None)
            if v is not None and not isinstance(v, (dict, list)):
                meta["metadata_" + attr] = v if isinstance(v, (int, str)) else str(v)
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)
    print(name, written)


dev = "cuda"
torch.manual_seed(0)

mm = load("matmul_fp16", "matmul_fp16")
m = n = k = 1024
a = torch.randn(m, k, device=dev, dtype=torch.float16)
b = torch.randn(k, n, device=dev, dtype=torch.float16)
c = torch.empty(m, n, device=dev, dtype=torch.float16)
# The baseline's plain tiles, then a Hopper-sized tile with pipelining (Triton emits wgmma for it on sm_90).
TILES = (("matmul_baseline_64x64x32", 64, 64, 32, 4, 1), ("matmul_wgmma_128x128x64", 128, 128, 64, 8, 3))
for name, bm, bn, bk, warps, stages in TILES:
    grid = ((m + bm - 1) // bm, (n + bn - 1) // bn)
    compiled = mm._matmul_kernel[grid](a, b, c, m, n, k, BM=bm, BN=bn, BK=bk, num_warps=warps, num_stages=stages)
    torch.cuda.synchronize()
    ok = torch.allclose(c.float(), (a.float() @ b.float()), atol=1e-1, rtol=1e-2)
    save(name, compiled, {"task": "triton2triton/matmul_fp16", "block": [bm, bn, bk], "num_warps": warps,
                          "num_stages": stages, "correct": bool(ok)})

sm = load("softmax", "softmax")
rows, cols = 4096, 4096
x = torch.randn(rows, cols, device=dev, dtype=torch.float32)
y = torch.empty_like(x)
compiled = sm._softmax_kernel[(rows,)](x, y, cols, BLOCK=sm.BLOCK_SIZE, num_warps=sm.NUM_WARPS)
torch.cuda.synchronize()
save("softmax_baseline", compiled, {"task": "triton2triton/softmax", "block": sm.BLOCK_SIZE,
                                    "num_warps": sm.NUM_WARPS,
                                    "correct": bool(torch.allclose(y, torch.softmax(x, -1), atol=1e-5))})
