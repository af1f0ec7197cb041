"""Counts what an imported PyTorch problem costs: FLOPs and the least bytes it must move, per configuration.

`kiln calibrate --counts` runs this once per suite and keeps what it prints in Kiln's data folder, so the
roofline, the fraction of SOL and the T_SOL floor work on KernelBench problems, which declare no cost
(docs/task-format.md, "Counted costs"). Standard input: one JSON object

    {"problems": [{"id": ..., "path": "/abs/levelN/N_name.py",
                   "configs": [{"name": ..., "constants": {"batch_size": 16, ...}}, ...]}, ...],
     "device": "auto" | "meta" | "cpu" | "cuda", "max_bytes": N}

Standard output: a `start` line (torch's version, how FLOPs are counted), then one line per problem:
{"id": ..., "configs": [{"name", "ok": true, "flops": {"f32": F}, "bytes": B, "device"} or
{"name", "ok": false, "error"}]}. A configuration the problem's own Model cannot run at (a held-out size its
layers do not accept) is `ok: false` with torch's words, and Kiln leaves it out of the hidden ones.

How: the problem's Model is built with get_init_inputs() and called with get_inputs() under the
configuration's module constants, as KernelBench does. On the meta device where torch has it (2.0 and later:
no memory, no arithmetic, any size), else on the real device. FLOPs are torch's count
(torch.utils.flop_counter, 2.1 and later; before that the profiler's with_flops for the same operators):
matrix products, convolutions and attention; elementwise work counts 0, so such a problem is bound by its
bytes. Bytes: every input, output, parameter and buffer once, the least any kernel must touch.
"""
from __future__ import annotations

import importlib.util
import json
import signal
import sys
import time
import traceback

import torch

from kiln_harness_constants import set_constants

# The operators the profiler's with_flops counts that torch.utils.flop_counter counts too (it leaves
# elementwise aten::mul and aten::add at 0): the same FLOPs from either.
PROFILER_OPERATORS = {"aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm", "aten::matmul", "aten::conv2d",
                      "aten::conv1d", "aten::conv3d", "aten::convolution"}
DTYPES = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16", torch.float64: "f64"}
CONFIG_SECONDS = 120  # a configuration run on a real device, at most


class Timeout(Exception):
    pass


def _on_alarm(signum, frame):
    raise Timeout(f"took more than {CONFIG_SECONDS} s")


def has_meta_context() -> bool:
    return hasattr(torch.device("meta"), "__enter__")


def flop_counter():
    try:
        from torch.utils.flop_counter import FlopCounterMode
    except ImportError:
        return None
    return FlopCounterMode


def method() -> str:
    return ("torch.utils.flop_counter" if flop_counter() else
            "torch.profiler with_flops (matrix products and convolutions)")


def tensors_in(value) -> list:
    if isinstance(value, torch.Tensor):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in tensors_in(v)]
    return []


def nbytes(t: torch.Tensor) -> int:
    return t.numel() * t.element_size()


def load(path: str, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    folder = str(__import__("pathlib").Path(path).parent)
    sys.path.insert(0, folder)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(folder)
    return module


def count_flops(call) -> tuple:
    """(output, FLOPs) of call(), as torch counts them."""
    mode = flop_counter()
    if mode:
        counter = mode(display=False)
        with counter:
            out = call()
        return out, float(counter.get_total_flops())
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU], with_flops=True) as prof:
        out = call()
    return out, float(sum(e.flops or 0 for e in prof.events() if e.name in PROFILER_OPERATORS))


def run_config(module, constants: dict, device: str) -> dict:
    set_constants(module, constants)
    # Made where they run, where torch can (a large problem's inputs would take seconds on the CPU).
    with (torch.device(device) if device != "cpu" and has_meta_context() else _nothing()):
        torch.manual_seed(42)
        inputs = list(module.get_inputs())
        torch.manual_seed(42)
        model = module.Model(*module.get_init_inputs())
    if device != "meta":
        inputs = [v.to(device) if isinstance(v, torch.Tensor) else v for v in inputs]
        model = model.to(device) if isinstance(model, torch.nn.Module) else model
    with torch.no_grad():
        out, flops = count_flops(lambda: model(*inputs))
    outs = tensors_in(out)
    if not outs:
        raise ValueError("Model.forward returns no tensor")
    state = list(model.parameters()) + list(model.buffers()) if isinstance(model, torch.nn.Module) else []
    moved = sum(nbytes(t) for t in tensors_in(inputs) + outs + state)
    floating = [t.dtype for t in tensors_in(inputs) + outs if t.dtype in DTYPES]
    dtype = DTYPES[floating[0]] if floating else "f32"
    return {"ok": True, "flops": {dtype: flops}, "bytes": moved, "device": device}


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def input_bytes(module, constants: dict) -> int:
    """What get_inputs() and the model's weights would take at these constants, from the meta device (0
    where torch has none: old torch counts only what fits, max_bytes guards it by the visible sizes)."""
    if not has_meta_context():
        return 0
    set_constants(module, constants)
    total = 0
    with torch.device("meta"):
        total += sum(nbytes(t) for t in tensors_in(list(module.get_inputs())))
        try:  # a Model that reads a value in its constructor (.item()) cannot be built on meta: its inputs only
            model = module.Model(*module.get_init_inputs())
        except Exception:  # noqa: BLE001
            return total
    state = list(model.parameters()) + list(model.buffers()) if isinstance(model, torch.nn.Module) else []
    return total + sum(nbytes(t) for t in state)


def count_config(module, constants: dict, device: str, max_bytes: int) -> dict:
    tried = []
    devices = [device] if device != "auto" else (["meta"] if has_meta_context() else []) + [
        "cuda" if torch.cuda.is_available() else "cpu"]
    for dev in devices:
        try:
            if dev != "meta":
                need = input_bytes(module, constants)
                if need > max_bytes:
                    raise MemoryError(f"its inputs and weights take {need / 2**30:.1f} GiB, more than the "
                                      f"{max_bytes / 2**30:.1f} GiB allowed on {dev}")
                signal.alarm(CONFIG_SECONDS)
            try:
                return run_config(module, constants, dev)
            finally:
                signal.alarm(0)
        except Exception as exc:  # noqa: BLE001 - the problem's own code: anything it raises is its answer
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
            tried.append(f"on {dev}: {type(exc).__name__}: {first}")
    return {"ok": False, "error": "; ".join(tried)[:600]}


def main() -> int:
    request = json.load(sys.stdin)
    signal.signal(signal.SIGALRM, _on_alarm)
    device = request.get("device", "auto")
    max_bytes = int(request.get("max_bytes") or 4 * 2**30)
    print(json.dumps({"event": "start", "torch": torch.__version__, "method": method(),
                      "meta": has_meta_context(), "cuda": torch.cuda.is_available()}), flush=True)
    for k, problem in enumerate(request.get("problems", [])):
        began = time.monotonic()
        line = {"id": problem["id"], "configs": []}
        try:
            module = load(problem["path"], f"kiln_counted_{k}")
        except Exception as exc:  # noqa: BLE001
            line["error"] = f"importing {problem['path']} failed: {type(exc).__name__}: {exc}"[:600]
            line["detail"] = traceback.format_exc()[-2000:]
            print(json.dumps(line), flush=True)
            continue
        for config in problem.get("configs", []):
            result = count_config(module, config.get("constants") or {}, device, max_bytes)
            line["configs"].append({"name": config["name"], **result})
        line["seconds"] = round(time.monotonic() - began, 2)
        print(json.dumps(line), flush=True)
        del module
    return 0


if __name__ == "__main__":
    sys.exit(main())
