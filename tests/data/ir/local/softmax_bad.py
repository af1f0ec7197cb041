import math


def softmax(x, y, *, rows, cols):
    for r in range(rows):
        m = max(x[r])
        s = sum(math.exp(v - m) for v in x[r])
        y[r] = [math.exp(v - m) / s for v in x[r]] + undefined_name


softmax([[1.0, 2.0]], [None], rows=1, cols=2)
