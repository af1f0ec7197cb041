"""Trusted reference (never copied to a workspace): RMSNorm with torch ops in float64."""
import torch


def rms_norm(x: torch.Tensor, weight: torch.Tensor, y: torch.Tensor, *, rows: int, hidden: int) -> None:
    xd = x.to(torch.float64)
    inv_rms = torch.rsqrt(xd.square().mean(dim=1, keepdim=True) + 1e-6)
    y.copy_(xd * inv_rms * weight.to(torch.float64).unsqueeze(0))
