import sys

import torch

BLOCK = ("x" * 1023 + "\n") * 256


def matmul(a, b, out, m, n, k):
    sys.stdout.write(BLOCK)
    sys.stdout.flush()
    torch.mm(a, b, out=out)
