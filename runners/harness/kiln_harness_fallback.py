"""Fallback: a candidate whose outputs PyTorch (or a vendor library) computes instead of its own kernels.

Two views. In the runner (claims, like everything a runner says): which PyTorch operator last wrote each
output during one call (`OutputWriters`, a dispatch mode: copies and views pass the writer of their
source along, so `out.copy_(torch.matmul(a, b))` is written by matmul however many trivial kernels run
beside it), and on a GPU the names of the device kernels the call launched. In the judge (from the
candidate's source, which it reads but never runs): the PyTorch operators the source calls, the
`__global__` kernels and `@triton.jit` functions it defines.
"""
from __future__ import annotations

import ast
import contextlib
import os
import re

# Substrings of kernels that PyTorch, cuBLAS, cuDNN, flash attention or torch.compile launch.
NATIVE_MARKERS = ("at::native", "at_cuda_detail", "void at::", "cublas", "cutlass", "sm90_xmma", "sm80_xmma",
                  "xmma_", "ampere_", "volta_", "turing_", "gemm", "gemv", "splitkreduce", "nvjet", "cudnn",
                  "pytorch_flash", "flash_fwd", "fmha", "triton_poi_", "triton_per_", "triton_red_",
                  "triton_tem_")
# torch.nn names a torch2cuda candidate may use without running a PyTorch kernel.
NN_ALLOWED = {"Module", "Parameter", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict", "Buffer",
              "init"}
TORCH_OPS_FLAGGED = {"matmul", "mm", "bmm", "addmm", "baddbmm", "einsum", "softmax", "log_softmax"}
# Operators that move, allocate or fill memory without computing anything: a tensor they write keeps the
# writer of what they copied (None for allocations and fills).
PASSING = {"copy_", "clone", "_to_copy", "to", "contiguous", "view", "_unsafe_view", "reshape", "t", "transpose",
           "permute", "expand", "detach", "alias", "as_strided", "slice", "select", "unsqueeze", "squeeze",
           "flatten", "unflatten", "lift_fresh", "lift_fresh_copy", "_reshape_alias", "split", "chunk",
           "narrow", "unbind", "view_as", "expand_as", "resize_", "set_"}
ALLOCATING = {"empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided", "zeros", "zeros_like",
              "new_zeros", "ones", "ones_like", "new_ones", "full", "full_like", "new_full", "fill_", "zero_",
              "scalar_tensor", "_local_scalar_dense", "arange", "randn", "rand", "normal_", "uniform_"}


def _storage_key(t):
    try:
        return t.untyped_storage().data_ptr()
    except AttributeError:  # torch < 2.0
        return t.storage().data_ptr()


def _tensors(value):
    import torch
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _tensors(v)


class OutputWriters:
    """Which PyTorch operator last wrote each storage during a `with` block."""

    def __init__(self):
        from torch.utils._python_dispatch import TorchDispatchMode
        tracker = self

        class _Mode(TorchDispatchMode):
            def __torch_dispatch__(self, func, types, args=(), kwargs=None):
                kwargs = kwargs or {}
                out = func(*args, **kwargs)
                tracker.record(func, args, kwargs, out)
                return out

        self.mode = _Mode()
        self.writers = {}

    def __enter__(self):
        self.mode.__enter__()
        return self

    def __exit__(self, *exc):
        return self.mode.__exit__(*exc)

    def record(self, func, args, kwargs, out) -> None:
        qualified = str(func._schema.name)  # "aten::add", "myext::kernel"
        namespace, _, name = qualified.partition("::")
        targets = list(_tensors(out)) + list(_tensors(kwargs.get("out")))
        if name.endswith("_") and args:
            targets += list(_tensors(args[0]))
        if namespace != "aten":
            writer = None  # a custom operator: the candidate's own
        elif name in ALLOCATING:
            writer = None
        elif name in PASSING:
            source = args[1] if name in ("copy_", "set_") and len(args) > 1 else (args[0] if args else None)
            writer = self.writers.get(_storage_key(source)) if source is not None and hasattr(source, "shape") else None
        else:
            writer = name
        for t in targets:
            self.writers[_storage_key(t)] = writer

    def writer_of(self, t):
        return self.writers.get(_storage_key(t))


# The kernel the runner launches on the call's stream the moment the candidate's entry returns
# (kiln_harness_device's empty kernel, bulk_gpu.cu): what the call returned is complete on that stream then.
RETURN_MARK = "emptyKernel"
LATE_TOLERANCE_US = 1.0


def kernel_trace(fn, synchronize) -> tuple[list[str], dict]:
    """Device kernels that `fn` launched, seen by torch.profiler (memory copies, sets and the return mark
    left out), and what ran on streams other than the call's (`side_streams`)."""
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        fn()
        synchronize()
    names = [e.name for e in prof.events() if str(getattr(e, "device_type", "")).endswith(("CUDA", "HIP"))
             and not getattr(e, "is_user_annotation", False)]
    names = [n for n in names if not n.startswith(("Memcpy", "Memset", "[memory]")) and RETURN_MARK not in n]
    try:
        streams = side_streams(_trace_kernels(prof))
    except Exception:  # noqa: BLE001 - a trace torch could not write is no claim, not a failure
        streams = {}
    return names, streams


def _trace_kernels(prof) -> list[dict]:
    """The kernels of the profile as Chrome trace events (name, ts, dur and args.stream), the format torch has
    kept across versions."""
    import json
    import tempfile
    with tempfile.NamedTemporaryFile(suffix=".json") as f:
        prof.export_chrome_trace(f.name)
        with open(f.name) as g:
            trace = json.load(g)
    events = trace.get("traceEvents", []) if isinstance(trace, dict) else trace
    return [e for e in events if e.get("ph") == "X" and e.get("cat") == "kernel"]


def side_streams(kernels: list[dict]) -> dict:
    """From the kernels of one call and its return mark: how many ran on other streams than the call's, and
    which of those were still running when the mark ran, that is after the call had returned without waiting
    for them (a side stream left unjoined: its work is neither the call's result nor its time)."""
    marks = [k for k in kernels if RETURN_MARK in str(k.get("name", ""))]
    if not marks:
        return {}
    mark = min(marks, key=lambda k: float(k.get("ts", 0)))
    own = (mark.get("args") or {}).get("stream")
    returned_us = float(mark.get("ts", 0))
    others = [k for k in kernels if RETURN_MARK not in str(k.get("name", ""))
              and (k.get("args") or {}).get("stream") != own]
    late = [str(k.get("name", ""))[:200] for k in others
            if float(k.get("ts", 0)) + float(k.get("dur", 0)) > returned_us + LATE_TOLERANCE_US]
    return {"other_stream_kernels": len(others), "after_return": late[:20]}


def global_kernel_names(directory: str, source: str) -> set[str]:
    """Names of `__global__` functions in the candidate's source and the CUDA files beside it."""
    texts = [source]
    with contextlib.suppress(OSError):
        for name in os.listdir(directory):
            if name.endswith((".cu", ".cuh", ".cpp", ".h", ".hpp")):
                with contextlib.suppress(OSError), open(os.path.join(directory, name), errors="replace") as f:
                    texts.append(f.read(1 << 20))
    names = set()
    for text in texts:
        text = re.sub(r"__launch_bounds__\s*\([^)]*\)", " ", text)
        names.update(m.group(1) for m in re.finditer(r"__global__\b[^(;{]*?\b(\w+)\s*\(", text))
    return {n for n in names if len(n) >= 2}


def jit_function_names(source: str) -> set[str]:
    """@triton.jit functions the source defines (autotune and heuristics decorators around them too)."""
    names = set()
    with contextlib.suppress(SyntaxError, RecursionError, ValueError):
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef) and any("jit" in ast.unparse(d) for d in node.decorator_list):
                names.add(node.name)
    return names


def is_native(kernel: str, custom_names: set[str], uses_cutlass: bool) -> bool:
    if any(re.search(r"(?<![\w:])" + re.escape(c) + r"(?!\w)", kernel) for c in custom_names):
        return False
    low = kernel.lower()
    markers = [m for m in NATIVE_MARKERS if not (uses_cutlass and m in ("cutlass", "gemm"))]
    return any(m in low for m in markers)


def scan_torch_usage(source: str) -> list[str]:
    """Lines of a torch2cuda candidate that call PyTorch's own operators (torch.nn.functional, matmul...)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, RecursionError, ValueError):
        return []
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                aliases[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                aliases[a.asname or a.name] = f"{node.module}.{a.name}"

    def banned(full: str) -> bool:
        parts = full.split(".")
        if parts[0] == "F" and len(parts) > 1:
            return True
        if full.startswith("torch.nn.functional"):
            return True
        if len(parts) >= 3 and parts[:2] == ["torch", "nn"] and parts[2] not in NN_ALLOWED:
            return True
        return len(parts) == 2 and parts[0] == "torch" and parts[1] in TORCH_OPS_FLAGGED

    lines = source.splitlines()
    hits = {}
    for node in ast.walk(tree):
        full = None
        if isinstance(node, ast.Attribute):
            chain, cur = [], node
            while isinstance(cur, ast.Attribute):
                chain.append(cur.attr)
                cur = cur.value
            if isinstance(cur, ast.Name):
                root = cur.id if cur.id == "F" else aliases.get(cur.id, cur.id)
                full = ".".join([root] + chain[::-1])
        elif isinstance(node, ast.ImportFrom) and node.module:
            full = next((f"{node.module}.{a.name}" for a in node.names if banned(f"{node.module}.{a.name}")), None)
        if full and banned(full) and node.lineno not in hits:
            hits[node.lineno] = f"line {node.lineno}: {lines[node.lineno - 1].strip()[:160]}"
    return [hits[k] for k in sorted(hits)]
