"""KernelBench problems as KernelBench defines them, for the Python judge.

A problem file defines `class Model(nn.Module)`, module-level size constants, `get_inputs()` and
`get_init_inputs()`. KernelBench's evaluator seeds torch before the inputs and again before each model's
weights, builds `Model(*get_init_inputs())` and `ModelNew(*get_init_inputs())`, calls both with
`get_inputs()` moved to the device, and compares with allclose at a tolerance for the precision. Here a
configuration is a set of values for the module constants (`constants`); the judge discovers the tensors
(their number, dtypes and shapes, the outputs from one reference call) per configuration.
"""
from __future__ import annotations

import contextlib

import torch

import kiln_harness_constants as problem_constants
import kiln_harness_tensors as tensors

# KernelBench's eval.py: atol = rtol = 1e-4 at fp32 (its current default), 1e-2 at fp16 and bf16; every
# element (torch.allclose).
TOLERANCE = {"f32": (1e-4, 1e-4), "f64": (1e-4, 1e-4), "f16": (1e-2, 1e-2), "bf16": (1e-2, 1e-2)}


class ProblemError(Exception):
    pass


def _kiln_dtype(dtype) -> str:
    for name, d in tensors.dtypes().items():
        if d == dtype:
            return name
    raise ProblemError(f"a tensor of {dtype}, which Kiln cannot compare")


def _plain(value):
    """An argument that can travel to a runner as JSON (ints, floats, bools, None, lists of them)."""
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    raise ProblemError(f"get_init_inputs() returned a {type(value).__name__}; only numbers and lists of them "
                       "can be given to the candidate's constructor")


class Problem:
    def __init__(self, module, dev, trusted):
        self.module, self.dev, self.trusted = module, dev, trusted
        for name in ("get_inputs", "get_init_inputs"):
            if not callable(getattr(module, name, None)):
                raise ProblemError(f"the problem defines no {name}()")

    def set_constants(self, config) -> None:
        problem_constants.set_constants(self.module, config.get("constants") or {})

    def raw_inputs(self, config, seed: int) -> list:
        """get_inputs(), its tensors made on the device: KernelBench's sizes are large (a 4096 x 393216
        ReLU), made on the CPU and copied they would cost seconds per call, and every timed call gets new
        inputs. Same seed, same values for the reference, the baseline and the candidate."""
        self.set_constants(config)
        torch.manual_seed(seed & 0x7FFFFFFFFFFFFFFF)
        on_device = self.dev if self.dev.type != "cpu" and hasattr(self.dev, "__enter__") else contextlib.nullcontext()
        with on_device:
            return list(self.trusted(self.module.get_inputs))

    def init_arguments(self, config) -> list:
        self.set_constants(config)
        return _plain(list(self.trusted(self.module.get_init_inputs)))

    def discover(self, configs: list) -> list:
        """The tensor declarations (inputs in get_inputs() order, then forward's outputs), and each
        configuration's shapes; the same number and dtypes of tensors in every configuration."""
        specs = None
        for config in configs:
            values = self.raw_inputs(config, 42)
            positions = [k for k, v in enumerate(values) if isinstance(v, torch.Tensor)]
            config["kb_positions"] = positions
            config["kb_scalars"] = {k: _plain(v) for k, v in enumerate(values) if not isinstance(v, torch.Tensor)}
            config["kb_count"] = len(values)
            model = self.model(config, self.module.Model, 42)
            ins = [values[k].to(self.dev) for k in positions]
            out = self.trusted(lambda m=model, c=config, i=ins: m(*self.arguments(c, dict(enumerate(i)))))
            outs = list(out) if isinstance(out, (tuple, list)) else [out]
            if not outs or not all(isinstance(o, torch.Tensor) for o in outs):
                raise ProblemError("Model.forward returns something other than tensors")
            found = ([{"name": f"input{k}", "dtype": _kiln_dtype(values[k].dtype), "role": "in"} for k in positions]
                     + [{"name": "output" if len(outs) == 1 else f"output{j}", "dtype": _kiln_dtype(o.dtype),
                         "role": "out"} for j, o in enumerate(outs)])
            if specs is None:
                specs = found
            elif [(s["dtype"], s["role"]) for s in specs] != [(s["dtype"], s["role"]) for s in found]:
                raise ProblemError(f"configuration {config['name']} has other tensors than the first")
            config["shapes"] = [list(values[k].shape) for k in positions] + [list(o.shape) for o in outs]
            config.setdefault("init", [None] * len(config["shapes"]))
            del model, ins, out, outs
        for s in specs or []:
            if s["role"] == "out" and s["dtype"] in TOLERANCE:
                atol, rtol = TOLERANCE[s["dtype"]]
                s["tolerance"] = {"atol": atol, "rtol": rtol, "matched_ratio": 1.0}
        return specs or []

    def model(self, config, entry, seed: int):
        """The reference's instance: seeded, as KernelBench seeds it, before its weights are made."""
        args = self.init_arguments(config)
        torch.manual_seed(seed & 0x7FFFFFFFFFFFFFFF)
        instance = self.trusted(lambda: entry(*args))
        return instance.to(self.dev) if isinstance(instance, torch.nn.Module) else instance

    def inputs(self, config, seed: int) -> dict:
        """The tensors of get_inputs(), seeded, on the device: index -> tensor in declaration order."""
        values = self.raw_inputs(config, seed)
        return {i: values[k].to(self.dev) for i, k in enumerate(config["kb_positions"])}

    def arguments(self, config, by_index: dict) -> list:
        """forward's arguments: the tensors (by declaration index) and get_inputs()'s other values in place."""
        out, t = [], 0
        for k in range(config["kb_count"]):
            if k in config["kb_positions"]:
                out.append(by_index[t])
                t += 1
            else:
                out.append(config["kb_scalars"][k])
        return out

    def argument_list(self, config) -> list:
        """The same for a runner's message: {"t": tensor index} or {"v": value}, in forward's order."""
        out, t = [], 0
        for k in range(config["kb_count"]):
            if k in config["kb_positions"]:
                out.append({"t": t})
                t += 1
            else:
                out.append({"v": config["kb_scalars"][k]})
        return out
