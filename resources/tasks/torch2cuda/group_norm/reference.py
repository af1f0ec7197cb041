"""Trusted reference (never copied to a workspace): PyTorch's group_norm in float64."""
import torch
import torch.nn.functional as F


class ModelNew(torch.nn.Module):
    def __init__(self, batch: int, groups: int, cpg: int, h: int, w: int):
        super().__init__()
        self.groups = groups

    def forward(self, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        y = F.group_norm(x.to(torch.float64), self.groups, weight.to(torch.float64),
                         bias.to(torch.float64), eps=1e-5)
        return y.to(x.dtype)
