"""Baseline row softmax in Triton: y[r, :] = exp(x[r, :] - max) / sum(exp(x[r, :] - max)).

Correct for every shape, deliberately plain: one program per row walks the row three times in
chunks of BLOCK_SIZE (max, then sum of exponentials, then normalize-and-store), so x is read
from DRAM three times. Keep the function name and signature.

Tunables: the UPPERCASE module-level ints below; the harness may replace them with the values that
task.yaml lists (read them at call time, as `softmax` does).
"""
import torch
import triton
import triton.language as tl

BLOCK_SIZE = 1024
NUM_WARPS = 4


@triton.jit
def _softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * n_cols
    y_row = y_ptr + row * n_cols

    # Pass 1: row maximum.
    m = tl.full([BLOCK], float("-inf"), tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_row + cols, mask=cols < n_cols, other=float("-inf"))
        m = tl.maximum(m, x)
    row_max = tl.max(m, axis=0)

    # Pass 2: sum of exponentials (masked lanes load -inf and contribute exp(-inf) = 0).
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_row + cols, mask=cols < n_cols, other=float("-inf"))
        s += tl.exp(x - row_max)
    denom = tl.sum(s, axis=0)

    # Pass 3: normalize and store.
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_row + cols, mask=mask, other=0.0)
        tl.store(y_row + cols, tl.exp(x - row_max) / denom, mask=mask)


def softmax(x: torch.Tensor, y: torch.Tensor, *, rows: int, cols: int) -> None:
    """x: fp32 [rows, cols], y: fp32 [rows, cols] (written in place)."""
    _softmax_kernel[(rows,)](x, y, cols, BLOCK=BLOCK_SIZE, num_warps=NUM_WARPS)
