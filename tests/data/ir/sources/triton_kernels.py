"""Triton IR-stage capture for Kiln's diagnostics fixtures.

Runs a vector add and a tl.dot matmul (fp16 in, fp32 accumulate: tensor cores, HGMMA/wgmma on H200) with
TRITON_CACHE_DIR pointing at argv[1], so the cache holds every stage (.ttir, .ttgir, .llir, .ptx, .cubin,
.json). Then compiles a kernel with a deliberate error (tl.arange with a non-power-of-two range) and
writes the Python traceback Triton prints to argv[1]/../triton-error.txt.
  TRITON_CACHE_DIR=OUT/triton-cache python3 triton_kernels.py OUT/triton-cache
"""
import os
import sys
import traceback

cache = sys.argv[1]
os.environ["TRITON_CACHE_DIR"] = cache

import torch
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float16))


@triton.jit
def broken_kernel(x_ptr, n):
    offs = tl.arange(0, 3)  # not a power of two: Triton rejects it at compile time
    tl.store(x_ptr + offs, tl.load(x_ptr + offs))


def main():
    n = 1 << 20
    x = torch.randn(n, device="cuda")
    y = torch.randn(n, device="cuda")
    out = torch.empty_like(x)
    add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
    torch.testing.assert_close(out, x + y)

    M = N = K = 512
    a = torch.randn(M, K, device="cuda", dtype=torch.float16)
    b = torch.randn(K, N, device="cuda", dtype=torch.float16)
    c = torch.empty(M, N, device="cuda", dtype=torch.float16)
    matmul_kernel[(M // 128, N // 128)](a, b, c, M, N, K, BM=128, BN=128, BK=64, num_warps=8, num_stages=3)
    torch.testing.assert_close(c.float(), (a.float() @ b.float()), atol=0.5, rtol=0.05)

    with open(os.path.join(os.path.dirname(os.path.abspath(cache)), "triton-error.txt"), "w") as f:
        try:
            broken_kernel[(1,)](x, n)
        except Exception:
            f.write(traceback.format_exc())
    print("triton", triton.__version__, "torch", torch.__version__)


if __name__ == "__main__":
    main()
