import torch


def matmul(a, b, out, m, n, k):
    h = out.shape[0] // 2
    torch.mm(a[:h], b, out=out[:h])
