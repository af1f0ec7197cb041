def bench(fn):
    return fn()
