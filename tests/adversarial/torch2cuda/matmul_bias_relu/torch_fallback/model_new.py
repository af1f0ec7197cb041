"""Linear + bias + ReLU, fp16 in and out, fp32 accumulation.

A hand-written GEMM does not beat cuBLAS on Hopper, so the product stays in cuBLAS(Lt); what can be won is
the epilogue. F.linear dispatches to addmm, which folds the bias into the GEMM epilogue (no separate
bias-add pass over y), and the ReLU is applied in place, so y is written once by the GEMM and touched once
more instead of three times, and no temporary of y is allocated.
"""
import torch
import torch.nn.functional as F


class ModelNew(torch.nn.Module):
    def __init__(self, m: int, n: int, k: int):
        super().__init__()
        self.m, self.n, self.k = m, n, k

    def forward(self, x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        y = F.linear(x, weight, bias)  # cuBLASLt GEMM with the bias in the epilogue
        return y.relu_()
