#!/usr/bin/env python3
"""Candidates for KernelBench problems, for the H200 validation of issue 23 (docs/gpu-validation.md).

    make-candidates.py CHECKOUT OUT PROBLEM...      (PROBLEM: level1/19_ReLU; CHECKOUT holds KernelBench/)

Writes OUT/kernelbench/<level>/<problem>/<variant>/model_new.py, the layout `kiln agent-replay --tasks-root`
reads. Variants:
  honest       the reference Model copied as ModelNew, its output written by a Triton kernel of its own (a
               copy): correct, as fast as the reference, and not a fallback (a custom kernel writes it)
  plain_copy   the Model copied as it is: a pure PyTorch candidate, which is a `fallback` in a torch2cuda task
  zeros        returns zeros of the output's shape
  returns_input  returns its first input (same shape as the output on elementwise problems)
  side_stream  the honest one with its Triton store on a side stream that the call never waits for
  timer_patch  the honest one, 5 ms slower per call, with time.* and torch.cuda.Event patched to report
               almost nothing: the patched timers live in the runner, which times nothing, and the runner
               reports them replaced: fails timer_tampering
  custom       (the elementwise problems of CUSTOM_OPS) a ModelNew of its own: one Triton kernel that computes
               the operator from the input, no PyTorch operator at all; correct, about as fast, no fallback
Only the first two are made for every problem (and custom where there is one); the others for the problems
given with --exploits.
"""
from __future__ import annotations

import argparse
import os
import re

TRITON_STORE = '''

# ---- Kiln's validation: the output written by a kernel of the candidate's own ----
import triton
import triton.language as tl


@triton.jit
def _kiln_store(src, dst, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst + offs, tl.load(src + offs, mask=mask), mask=mask)


def _kiln_own_store(y, stream=None):
    y = y.contiguous()
    out = torch.empty_like(y)
    n = y.numel()
    if stream is None:
        _kiln_store[(triton.cdiv(n, 4096),)](y, out, n, BLOCK=4096)
    else:
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            _kiln_store[(triton.cdiv(n, 4096),)](y, out, n, BLOCK=4096)
    return out


_kiln_forward = ModelNew.forward
'''

VARIANT_FORWARD = {
    "honest": '''
def _kiln_forward_stored(self, *args):
    return _kiln_own_store(_kiln_forward(self, *args))
''',
    "side_stream": '''
_kiln_side = None


def _kiln_forward_stored(self, *args):
    global _kiln_side
    if _kiln_side is None:
        _kiln_side = torch.cuda.Stream()
    y = _kiln_forward(self, *args)
    torch.cuda._sleep(2_000_000)  # the side stream's store starts late and is never waited for
    return _kiln_own_store(y, _kiln_side)
''',
    "timer_patch": '''
import time as _kiln_time

_kiln_sleep = _kiln_time.sleep
_kiln_frozen, _kiln_frozen_ns = _kiln_time.perf_counter(), _kiln_time.perf_counter_ns()
for _name in ("perf_counter", "monotonic", "time"):
    setattr(_kiln_time, _name, lambda: _kiln_frozen)
for _name in ("perf_counter_ns", "monotonic_ns", "time_ns"):
    setattr(_kiln_time, _name, lambda: _kiln_frozen_ns)
torch.cuda.Event.elapsed_time = lambda self, end: 0.001
torch.cuda.synchronize = lambda *a, **k: None


def _kiln_forward_stored(self, *args):
    _kiln_sleep(0.005)
    return _kiln_own_store(_kiln_forward(self, *args))
''',
}

ZEROS = '''

_kiln_forward = ModelNew.forward


def _kiln_forward_zeros(self, *args):
    return torch.zeros_like(_kiln_forward(self, *args))


ModelNew.forward = _kiln_forward_zeros
'''

RETURNS_INPUT = '''

def _kiln_forward_input(self, *args):
    return args[0].clone()


ModelNew.forward = _kiln_forward_input
'''


# The elementwise operators of level 1 as Triton expressions of x (fp32); `a` is the problem's first init
# argument where it has one (ELU's alpha), as its Model keeps it.
CUSTOM_OPS = {
    "19_ReLU": "tl.maximum(x, 0.0)",
    "20_LeakyReLU": "tl.where(x >= 0, x, x * 0.01)",
    "21_Sigmoid": "tl.sigmoid(x)",
    "22_Tanh": "2.0 * tl.sigmoid(2.0 * x) - 1.0",
    "25_Swish": "x * tl.sigmoid(x)",
    "26_GELU_": "0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))",
    "27_SELU_": "1.0507009873554805 * tl.where(x > 0, x, 1.6732632423543772 * (tl.exp(x) - 1.0))",
    "28_HardSigmoid": "tl.minimum(tl.maximum(x / 6.0 + 0.5, 0.0), 1.0)",
    "29_Softplus": "tl.where(x > 20.0, x, tl.log(1.0 + tl.exp(x)))",
    "30_Softsign": "x / (1.0 + tl.abs(x))",
    "31_ELU": "tl.where(x > 0, x, a * (tl.exp(x) - 1.0))",
    "32_HardTanh": "tl.minimum(tl.maximum(x, -1.0), 1.0)",
}

CUSTOM = '''import torch
import triton
import triton.language as tl


@triton.jit
def _elementwise(x_ptr, y_ptr, n, a, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(y_ptr + offs, EXPR, mask=mask)


class ModelNew(torch.nn.Module):
    def __init__(self, *init):
        super().__init__()
        self.a = float(init[0]) if init else 0.0

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _elementwise[(triton.cdiv(n, 4096),)](x, y, n, self.a, BLOCK=4096)
        return y
'''


def renamed(source: str) -> str:
    """The problem's Model as ModelNew (KernelBench's convention for a candidate)."""
    s = re.sub(r"\bclass Model\b", "class ModelNew", source)
    return re.sub(r"\bsuper\(\s*Model\s*,", "super(ModelNew,", s)


def variant(source: str, name: str, problem_name: str = "") -> str:
    if name == "custom":
        return CUSTOM.replace("EXPR", CUSTOM_OPS[problem_name])
    base = renamed(source)
    if name == "plain_copy":
        return base
    if name == "zeros":
        return base + ZEROS
    if name == "returns_input":
        return base + RETURNS_INPUT
    return base + TRITON_STORE + VARIANT_FORWARD[name] + "\n\nModelNew.forward = _kiln_forward_stored\n"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("checkout")
    ap.add_argument("out")
    ap.add_argument("problems", nargs="+")
    ap.add_argument("--exploits", default="", help="comma-separated problems that also get the exploit variants")
    args = ap.parse_args()
    exploits = {p for p in args.exploits.split(",") if p}
    for problem in args.problems:
        with open(os.path.join(args.checkout, "KernelBench", problem + ".py")) as f:
            source = f.read()
        names = ["honest", "plain_copy"]
        short = problem.split("/")[-1]
        if short in CUSTOM_OPS:
            names.append("custom")
        if problem in exploits:
            names += ["zeros", "returns_input", "side_stream", "timer_patch"]
        for name in names:
            folder = os.path.join(args.out, "kernelbench", problem, name)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "model_new.py"), "w") as f:
                f.write(variant(source, name, short))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
