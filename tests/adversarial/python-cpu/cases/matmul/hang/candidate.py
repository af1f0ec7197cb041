def matmul(a, b, out, m, n, k):
    while True:
        pass
