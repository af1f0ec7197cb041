"""Baseline RMSNorm in Triton: y = x / sqrt(mean(x^2) + eps) * weight, one program per row.

Correct for every shape, deliberately plain: each program walks its row twice in chunks of
BLOCK_SIZE (a sum-of-squares pass, then a normalize-and-store pass), so x is read from DRAM twice
and small rows leave most lanes idle. Keep the function name and signature.

Tunables: the UPPERCASE module-level ints below; the harness may replace them with the values that
task.yaml lists (read them at call time, as `rms_norm` does).
"""
import torch
import triton
import triton.language as tl

BLOCK_SIZE = 1024
NUM_WARPS = 4

EPS = 1e-6


@triton.jit
def _rms_norm_kernel(x_ptr, w_ptr, y_ptr, hidden, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * hidden
    y_row = y_ptr + row * hidden

    # Pass 1: sum of squares in fp32.
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, hidden, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < hidden
        x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
        acc += x * x
    mean_sq = tl.sum(acc, axis=0) / hidden
    rstd = 1.0 / tl.sqrt(mean_sq + eps)

    # Pass 2: normalize, scale, store.
    for start in range(0, hidden, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < hidden
        x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        y = x * rstd * w
        tl.store(y_row + cols, y.to(y_ptr.dtype.element_ty), mask=mask)


def rms_norm(x: torch.Tensor, weight: torch.Tensor, y: torch.Tensor, *, rows: int, hidden: int) -> None:
    """x: bf16 [rows, hidden], weight: bf16 [hidden], y: bf16 [rows, hidden] (written in place)."""
    _rms_norm_kernel[(rows,)](x, weight, y, hidden, EPS, BLOCK=BLOCK_SIZE, num_warps=NUM_WARPS)
