"""Baseline fp16 GEMM in Triton: c = a @ b with fp32 accumulation, rounded to fp16 once.

Correct for every shape, deliberately plain: small fixed 64x64x32 tiles, one program per output
tile in row-major launch order (no grouping for L2 reuse), every load masked, no software
pipelining (num_stages=1). Keep the function name and signature.

Tunables: the UPPERCASE module-level ints below; the harness may replace them with the values that
task.yaml lists (read them at call time, as `matmul_fp16` does).
"""
import torch
import triton
import triton.language as tl

BLOCK_M = 64
BLOCK_N = 64
BLOCK_K = 32
NUM_WARPS = 4
NUM_STAGES = 1


@triton.jit
def _matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BM + tl.arange(0, BM)
    offs_n = pid_n * BN + tl.arange(0, BN)
    offs_k = tl.arange(0, BK)
    # 64-bit row offsets: m * k and k * n may exceed 2^31 elements for large problems.
    a_rows = a_ptr + offs_m.to(tl.int64)[:, None] * K
    mask_m = offs_m[:, None] < M
    mask_n = offs_n[None, :] < N

    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + offs_k
        a = tl.load(a_rows + kk[None, :], mask=mask_m & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk.to(tl.int64)[:, None] * N + offs_n[None, :],
                    mask=(kk[:, None] < K) & mask_n, other=0.0)
        acc = tl.dot(a, b, acc=acc)

    c_ptrs = c_ptr + offs_m.to(tl.int64)[:, None] * N + offs_n[None, :]
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=mask_m & mask_n)


def matmul_fp16(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, *, m: int, n: int, k: int) -> None:
    """a: fp16 [m, k], b: fp16 [k, n], c: fp16 [m, n] (written in place)."""
    grid = (triton.cdiv(m, BLOCK_M), triton.cdiv(n, BLOCK_N))
    _matmul_kernel[grid](a, b, c, m, n, k, BM=BLOCK_M, BN=BLOCK_N, BK=BLOCK_K,
                         num_warps=NUM_WARPS, num_stages=NUM_STAGES)
