"""Baseline: GELU (tanh approximation) written as a chain of plain PyTorch operators.

Correct for every shape, deliberately plain: each operator below is its own kernel and
most of them read and write a full fp32 temporary. Replace it with your own CUDA kernel
(torch.utils.cpp_extension.load_inline); keep the class name and the forward signature.
"""
import math

import torch

_SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)


class ModelNew(torch.nn.Module):
    def __init__(self, rows: int, cols: int):
        super().__init__()
        self.rows = rows
        self.cols = cols

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xf = x.float()
        inner = _SQRT_2_OVER_PI * (xf + 0.044715 * xf * xf * xf)
        y = 0.5 * xf * (1.0 + torch.tanh(inner))
        return y.to(x.dtype)
