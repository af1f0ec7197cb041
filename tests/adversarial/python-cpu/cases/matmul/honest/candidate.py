import torch


def matmul(a, b, out, m, n, k):
    torch.mm(a, b, out=out)
