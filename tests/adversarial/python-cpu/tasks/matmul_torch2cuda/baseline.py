import torch


def matmul(a, b, out, m, n, k):
    out.copy_(a @ b)
