"""Trusted reference (never copied to a workspace): softmax with torch ops in float64."""
import torch


def softmax(x: torch.Tensor, y: torch.Tensor, *, rows: int, cols: int) -> None:
    xd = x.to(torch.float64)
    e = torch.exp(xd - xd.amax(dim=1, keepdim=True))
    y.copy_(e / e.sum(dim=1, keepdim=True))
