"""Trusted reference (never copied to a workspace): PyTorch's own tanh-GELU in float64."""
import torch
import torch.nn.functional as F


class ModelNew(torch.nn.Module):
    def __init__(self, rows: int, cols: int):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.gelu(x.to(torch.float64), approximate="tanh").to(x.dtype)
