"""Timers a candidate may try to patch in its runner: a record of intent, not a defence.

Nothing in a runner times anything (the judge's clock is in another process), so a candidate that replaces
`time.perf_counter` or `torch.cuda.Event.elapsed_time` changes no figure Kiln reports. It is still the
signature of code written to game a benchmark's own timer (KernelBench's evaluator times with CUDA events in
the candidate's process), and a person comparing agents wants to know that one tried: the runner reports the
timers it finds replaced, and the judge fails the candidate with `timer_tampering`. The runner is the
candidate's process, so a candidate can also hide the patch from this check; that gains it nothing either.
"""
from __future__ import annotations

import sys
import time

# (owner path, attribute): module-level functions and the methods a timing loop calls.
_WATCHED = [
    ("time", name) for name in ("perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns", "time", "time_ns",
                                "process_time", "process_time_ns", "thread_time", "thread_time_ns", "clock_gettime",
                                "clock_gettime_ns")
] + [
    ("torch.cuda", "synchronize"), ("torch.cuda", "Event"), ("torch.cuda.Event", "elapsed_time"),
    ("torch.cuda.Event", "record"), ("torch.cuda.Event", "synchronize"), ("torch.cuda.Event", "query"),
    ("torch.cuda.Stream", "synchronize"), ("torch", "cuda"),
    ("triton.testing", "do_bench"), ("triton.testing", "do_bench_cudagraph"), ("triton", "testing"),
]


def _resolve(path: str):
    """The object at a dotted path of already imported modules and their attributes, or None."""
    head, *rest = path.split(".")
    obj = sys.modules.get(head)
    if head == "time":
        obj = time
    for part in rest:
        if obj is None:
            return None
        obj = getattr(obj, part, None)
    return obj


def _identity(value):
    """What a patch changes: the object, and for a Python function the code it runs (`__code__` can be
    swapped on the same function object)."""
    return (id(value), id(getattr(value, "__code__", None)))


class TimerWatch:
    """Takes the timers as they are once torch (and Triton) are imported, before any candidate code runs."""

    def __init__(self):
        self.original = {}
        for owner, name in _WATCHED:
            holder = _resolve(owner)
            if holder is None or not hasattr(holder, name):
                continue
            value = getattr(holder, name)
            # Keep a reference, so that an id is never reused by another object.
            self.original[(owner, name)] = (value, getattr(value, "__code__", None), _identity(value))

    def replaced(self) -> list[str]:
        """Names of the watched timers that are no longer what they were, in a stable order."""
        names = []
        for (owner, name), (_value, _code, ident) in self.original.items():
            holder = _resolve(owner)
            current = getattr(holder, name, None) if holder is not None else None
            if current is None or _identity(current) != ident:
                names.append(f"{owner}.{name}")
        return names
