"""Tensors as the Python judge makes and checks them: dtypes, inputs from a seed, comparisons.

Moved here from the single-process harness unchanged in what they compute; the judge runs them on its own
copies, never in a runner.
"""
from __future__ import annotations

import math

import torch

DEFAULT_TOLERANCE = {"f64": (1e-8, 1e-6, 1.0), "f32": (1e-5, 1e-3, 0.99), "f16": (1e-2, 1e-2, 0.99),
                     "bf16": (1e-2, 1e-2, 0.99), "f8e4m3": (0.125, 0.125, 0.99)}
INT_TOLERANCE = (0.0, 0.0, 1.0)
COMPARE_CHUNK = 1 << 24         # elements per comparison chunk: bounds float64 temporaries
WORST_COUNT = 5


class TaskError(Exception):
    """The task itself is broken (an unknown distribution): an `error`, not the candidate's failure."""


def dtypes() -> dict:
    table = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "f64": torch.float64,
             "i32": torch.int32, "i64": torch.int64, "i8": torch.int8, "u8": torch.uint8}
    for name, attr in (("u32", "uint32"), ("f8e4m3", "float8_e4m3fn")):  # newer torch only
        if hasattr(torch, attr):
            table[name] = getattr(torch, attr)
    return table


def dtype_name(dtype) -> str:
    """torch's own name (float32, bfloat16, ...): what a runner resolves with getattr(torch, name)."""
    return str(dtype).replace("torch.", "")


def bits(t):
    """The same bytes as signed integers: poison, input checks and unwritten elements are bit-exact."""
    return t.view({1: torch.int8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()])


def as_f64(t):
    if hasattr(torch, "uint32") and t.dtype == torch.uint32:
        return (t.view(torch.int32).to(torch.int64) & 0xFFFFFFFF).to(torch.float64)
    return t.to(torch.float64)


def cast(t, dtype):
    if hasattr(torch, "uint32") and dtype == torch.uint32:
        return t.to(torch.int64).to(torch.int32).view(torch.uint32)
    return t.to(dtype)


def unravel(flat: int, shape) -> list[int]:
    index = []
    for dim in reversed(list(shape)):
        index.append(flat % dim)
        flat //= dim
    return index[::-1]


def make_tensor(dtype_name_: str, shape, init, gen, dev):
    """Values for one input: init's distribution, deterministic in the generator; floating-point values never
    zero (integers keep their range: an index 0 is a value like any other)."""
    dtype = dtypes()[dtype_name_]
    is_float = dtype.is_floating_point
    init = init or ({"dist": "uniform", "low": -1, "high": 1} if is_float
                    else {"dist": "randint", "low": 1, "high": 100})
    dist = init.get("dist", "uniform")
    if dist == "permutation":
        return cast(torch.randperm(math.prod(shape), generator=gen, device=dev).reshape(shape), dtype)
    if dist == "randint":
        low, high = int(init.get("low", 0)), int(init.get("high", 100))
        return cast(torch.randint(low, max(high, low + 1), shape, generator=gen, device=dev), dtype)
    work = torch.float64 if dtype == torch.float64 else torch.float32
    t = torch.empty(shape, dtype=work, device=dev)
    if dist == "normal":
        mean, std = float(init.get("mean", 0)), float(init.get("std", 1))
        t.normal_(mean, std, generator=gen)
        stand_ins = (mean + std / 2, mean + std, std, 1.0)
    elif dist in ("uniform", "positive"):
        low = float(init.get("low", -1 if dist == "uniform" else 0.5))
        high = float(init.get("high", 1 if dist == "uniform" else 2.0))
        t.uniform_(low, high, generator=gen)
        stand_ins = ((low + high) / 2, high / 2, low / 2, high, 1.0)
    else:
        raise TaskError(f"unknown init distribution {dist!r}")
    if not is_float:
        t = t.floor()
    if dtype_name_ == "f8e4m3":
        t = t.clamp(-448.0, 448.0)
    # Never zeros (they hide unwritten outputs and wrong indexing), also after rounding to dtype.
    stand_in = next(v for v in stand_ins if (v if is_float else math.floor(v)) != 0)
    probe = cast(t, dtype).to(work) if is_float else t
    t = torch.where(probe == 0, torch.full_like(t, stand_in), t)
    return cast(t, dtype)


def tolerance(spec: dict):
    atol, rtol, ratio = DEFAULT_TOLERANCE.get(spec["dtype"], INT_TOLERANCE)
    given = spec.get("tolerance") or {}
    return (float(given.get("atol", atol)), float(given.get("rtol", rtol)),
            float(given.get("matched_ratio", ratio)))


def compare(specs: list, got: list, expected: list) -> dict:
    """|got - ref| <= atol + rtol*|ref| elementwise, over every out/inout tensor."""
    reasons, messages, worst = [], [], []
    max_abs = max_rel = 0.0
    ratio = 1.0
    for spec, g, e in zip(specs, got, expected, strict=True):
        s = compare_tensor(spec["name"], g, e, *tolerance(spec))
        max_abs, max_rel, ratio = max(max_abs, s["max_abs"]), max(max_rel, s["max_rel"]), min(ratio, s["ratio"])
        worst += s["worst"]
        if s["reason"]:
            reasons.append(s["reason"])
            messages.append(s["message"])
    worst.sort(key=lambda w: -w[0])
    priority = ("unwritten_output", "nan_or_inf", "all_zero", "mismatch")
    reason = min(reasons, key=priority.index) if reasons else None
    return {"status": "fail" if reason else "pass", "reason": reason,
            "message": "; ".join(messages) if messages else "within tolerance",
            "max_abs_err": max_abs, "max_rel_err": max_rel, "matched_ratio": ratio,
            "worst": [w[1] for w in worst[:WORST_COUNT]]}


def compare_tensor(name: str, got, exp, atol: float, rtol: float, need: float) -> dict:
    g, e = got.reshape(-1), exp.reshape(-1)
    n = e.numel()
    ok = unwritten = bad = 0
    max_abs = max_rel = 0.0
    got_nonzero = exp_nonzero = False
    candidates = []
    for s in range(0, n, COMPARE_CHUNK):
        gc_, ec = g[s:s + COMPARE_CHUNK], e[s:s + COMPARE_CHUNK]
        poisoned = (bits(gc_) == -1) & (bits(ec) != -1)
        gf, ef = as_f64(gc_), as_f64(ec)
        same = (gf == ef) | (torch.isnan(gf) & torch.isnan(ef))
        diff = torch.where(same, 0.0, (gf - ef).abs())
        diff = torch.where(torch.isnan(diff), math.inf, diff)
        efin = torch.isfinite(ef)
        tol = torch.where(efin, atol + rtol * ef.abs(), 0.0)
        good = (diff <= tol) & ~poisoned
        ok += int(good.sum().item())
        unwritten += int(poisoned.sum().item())
        bad += int((~torch.isfinite(gf) & efin & ~poisoned).sum().item())
        finite = torch.isfinite(diff)
        max_abs = max(max_abs, float(torch.where(finite, diff, 0.0).max().item()))
        rel = torch.where(finite & efin & (ef != 0), diff / ef.abs(), 0.0)
        max_rel = max(max_rel, float(rel.max().item()))
        got_nonzero = got_nonzero or bool((gf != 0).any().item())
        exp_nonzero = exp_nonzero or bool((ef != 0).any().item())
        excess = torch.where(poisoned | ~finite, math.inf, diff - tol)
        values, index = torch.topk(excess, min(WORST_COUNT, excess.numel()))
        for v, j in zip(values.tolist(), index.tolist(), strict=True):
            candidates.append((v, s + j, gf[j].item(), ef[j].item()))
    ratio = ok / n if n else 1.0
    is_int = not exp.dtype.is_floating_point
    worst = [(v, {"tensor": name, "index": unravel(j, exp.shape),
                  "got": int(gv) if is_int and math.isfinite(gv) else gv,
                  "expected": int(ev) if is_int and math.isfinite(ev) else ev})
             for v, j, gv, ev in sorted(candidates, key=lambda c: -c[0])[:WORST_COUNT]]
    reason = message = None
    if unwritten:
        reason, message = "unwritten_output", f"{name}: {unwritten} of {n} elements were never written"
    elif bad:
        reason, message = "nan_or_inf", f"{name}: {bad} elements are NaN/Inf where the reference is finite"
    elif n and not got_nonzero and exp_nonzero:
        reason, message = "all_zero", f"{name}: every element is zero; the reference is not"
    elif ratio < need:
        reason = "mismatch"
        message = f"{name}: {100 * ratio:.4f}% of elements within tolerance (need {100 * need:.4f}%)"
    return {"max_abs": max_abs, "max_rel": max_rel, "ratio": ratio, "worst": worst,
            "reason": reason, "message": message}
