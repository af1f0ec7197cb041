import torch

hog = []


def matmul(a, b, out, m, n, k):
    for _ in range(200):
        hog.append(torch.empty(1 << 28))  # 1 GiB each
    torch.mm(a, b, out=out)
