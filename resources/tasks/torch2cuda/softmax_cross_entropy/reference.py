"""Trusted reference (never copied to a workspace): PyTorch's cross_entropy in float64."""
import torch
import torch.nn.functional as F


class ModelNew(torch.nn.Module):
    def __init__(self, batch: int, vocab: int):
        super().__init__()

    def forward(self, logits: torch.Tensor, targets: torch.Tensor) -> torch.Tensor:
        loss = F.cross_entropy(logits.to(torch.float64), targets, reduction="none")
        return loss.to(torch.float32)
