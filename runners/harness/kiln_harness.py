#!/usr/bin/env python3
"""Kiln's harness for the `torch` and `triton` backends (docs/harness-protocol.md, docs/harness-abi.md).

    python3 kiln_harness.py REQUEST.json      # or '-' to read the request from stdin

It has the structure of the C++ harness. The supervisor (this script without `--worker`) never imports
torch: it spawns a worker (this script with `--worker`), forwards the worker's JSON lines, tracks the
last `stage` event and kills the worker past that stage's `timeout_s`, so that a candidate that hangs or
crashes the interpreter is still a verdict (`timeout` or `crash`). The worker imports the three files
(the `compile` gate), checks the candidate against the reference on every configuration and seed (the
`correctness` gate) and times it against the baseline (the `performance` gate).

stdout carries the protocol only: the worker moves file descriptor 1 onto stderr before anything else,
so that prints from the candidate, its C extensions or its compilers can never corrupt a line, and writes
its events to a private duplicate of the original stdout.

Only the Python standard library is used here; torch and triton are imported by the worker.
"""
from __future__ import annotations

import ast
import collections
import contextlib
import faulthandler
import gc
import importlib.util
import json
import math
import os
import queue
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback

PROTOCOL = 1
HARNESS = "kiln_harness.py"
GATES = ("compile", "correctness", "performance")
STARTUP_TIMEOUT_S = 180.0       # importing torch and creating the CUDA context, before any stage
IMPORT_TIMEOUT_S = 600.0        # load_inline may compile a large extension at import
DONE_GRACE_S = 30.0             # how long a worker that said `done` may take to exit
STDERR_TAIL_CHARS = 8000
OUTPUT_LIMIT_CHARS = 200_000
COMPARE_CHUNK = 1 << 24         # elements per comparison chunk: bounds float64 temporaries
WORST_COUNT = 5

torch = None                    # imported by the worker only
triton = None


# --------------------------------------------------------------------------------------------------
# Shared helpers (no torch)
# --------------------------------------------------------------------------------------------------

def _clean(value):
    """JSON has no NaN or Infinity, and Kiln's reader rejects them: non-finite numbers become null."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    return value


def _line(obj) -> str:
    return json.dumps(_clean(obj), separators=(",", ":"), allow_nan=False)


def _tail(text: str, limit: int) -> str:
    return text if len(text) <= limit else "...\n" + text[-limit:]


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


# --------------------------------------------------------------------------------------------------
# Supervisor: no torch, no device; turns a dead or hung worker into a verdict
# --------------------------------------------------------------------------------------------------

def _validate_request(request) -> str | None:
    """The few things the worker cannot do without; a bad request is the caller's fault, not a verdict."""
    if not isinstance(request, dict):
        return "the request is not a JSON object"
    if request.get("protocol", PROTOCOL) != PROTOCOL:
        return f"protocol {request.get('protocol')!r} is not supported (this harness speaks {PROTOCOL})"
    python = request.get("python")
    if not isinstance(python, dict) or not all(isinstance(python.get(k), str)
                                               for k in ("candidate", "baseline", "reference")):
        return "the request has no `python` object with candidate, baseline and reference paths"
    for key in ("task", "tensors", "configs"):
        if key not in request:
            return f"the request has no `{key}`"
    return None


class Supervisor:
    """Runs one worker, forwards its events, and reports `crash`/`timeout` when it cannot."""

    def __init__(self, request_text: str):
        self.request_text = request_text
        self.t0 = time.monotonic()
        self.lines: queue.Queue = queue.Queue()
        self.stderr_tail = bytearray()
        self.tail_lock = threading.Lock()
        self.proc: subprocess.Popen | None = None
        self.started = False
        self.saw_done = False
        self.finished_gates: set[str] = set()
        self.gate_started: dict[str, float] = {}
        self.stage = {"gate": None, "config": None, "object": None, "timeout_s": STARTUP_TIMEOUT_S}
        self.deadline = self.t0 + STARTUP_TIMEOUT_S

    def emit(self, obj) -> None:
        sys.stdout.write(_line(obj) + "\n")
        sys.stdout.flush()

    def run(self) -> int:
        problem = None
        try:
            problem = _validate_request(json.loads(self.request_text))
        except json.JSONDecodeError as exc:
            problem = f"the request is not valid JSON: {exc}"
        if problem:
            self.emit({"event": "done", "verdict": "error", "reason": "bad_request", "message": problem,
                       "seconds": 0.0})
            return 2
        self._spawn()
        timed_out = self._pump()
        return self._finish(timed_out)

    def _spawn(self) -> None:
        """A new session, so that a kill also reaches the compilers and helpers the worker started."""
        self.proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     start_new_session=True)
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, self._on_signal)
        threading.Thread(target=self._read_stdout, daemon=True).start()
        self.stderr_thread = threading.Thread(target=self._read_stderr, daemon=True)
        self.stderr_thread.start()
        try:
            self.proc.stdin.write(self.request_text.encode())
            self.proc.stdin.close()
        except BrokenPipeError:
            pass  # the worker died at once; _finish reports it

    def _on_signal(self, signum, _frame) -> None:
        """Kiln cancelled the run: take the worker (and its compilers) down with us."""
        self._kill()
        sys.exit(128 + signum)

    def _kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.proc.pid, signal.SIGKILL)

    def _read_stdout(self) -> None:
        for raw in self.proc.stdout:
            self.lines.put(raw)
        self.lines.put(None)

    def _read_stderr(self) -> None:
        """Pass the worker's stderr through and keep its tail for crash reports."""
        fd = self.proc.stderr.fileno()
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                return
            with contextlib.suppress(OSError, ValueError):
                sys.stderr.buffer.write(chunk)
                sys.stderr.buffer.flush()
            with self.tail_lock:
                self.stderr_tail += chunk
                del self.stderr_tail[:-4 * STDERR_TAIL_CHARS]

    def _pump(self) -> bool:
        """Forward lines until the worker closes stdout; True when a stage ran past its timeout."""
        while True:
            try:
                raw = self.lines.get(timeout=max(0.05, min(1.0, self.deadline - time.monotonic())))
            except queue.Empty:
                if time.monotonic() > self.deadline and not self.saw_done:
                    self._kill()
                    return True
                continue
            if raw is None:
                return False
            self._forward(raw)

    def _forward(self, raw: bytes) -> None:
        text = raw.decode("utf-8", "replace").strip()
        try:
            event = json.loads(text)
        except json.JSONDecodeError:
            event = None
        if not isinstance(event, dict) or "event" not in event:
            sys.stderr.write(f"[kiln_harness] not a protocol line: {text[:500]}\n")
            return
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
        kind = event["event"]
        if kind == "start":
            self.started = True
            self.stage = {"gate": "compile", "config": None, "object": None, "timeout_s": IMPORT_TIMEOUT_S}
            self.deadline = time.monotonic() + IMPORT_TIMEOUT_S
        elif kind == "stage":
            timeout = float(event.get("timeout_s") or IMPORT_TIMEOUT_S)
            self.stage = {"gate": event.get("gate"), "config": event.get("config"),
                          "object": event.get("object"), "timeout_s": timeout}
            self.deadline = time.monotonic() + timeout
        elif kind == "gate" and event.get("status") == "running":
            self.gate_started[event.get("gate")] = time.monotonic()
        elif kind == "gate" and event.get("status") in ("pass", "fail", "error", "skipped"):
            self.finished_gates.add(event.get("gate"))
        elif kind == "done":
            self.saw_done = True
            self.deadline = time.monotonic() + DONE_GRACE_S

    def _finish(self, timed_out: bool) -> int:
        try:
            self.proc.wait(timeout=max(1.0, self.deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self._kill()
            self.proc.wait()
            timed_out = timed_out or not self.saw_done
        self.stderr_thread.join(timeout=5)
        rc = self.proc.returncode
        if self.saw_done:
            return 1 if rc == 1 else 0
        seconds = round(time.monotonic() - self.t0, 3)
        if not self.started:
            why = ("the worker did not start within %.0f s" % STARTUP_TIMEOUT_S if timed_out
                   else f"the worker died before starting ({self._describe_exit(rc)})")
            self.emit({"event": "done", "verdict": "error", "reason": "harness_error",
                       "message": why, "output": self._stderr_text(), "seconds": seconds})
            return 1
        self._report_failure(timed_out, rc, seconds)
        return 0

    @staticmethod
    def _describe_exit(rc: int) -> str:
        if rc is not None and rc < 0:
            return f"killed by {_signal_name(-rc)}"
        return f"exit code {rc}" + (" without a verdict" if rc == 0 else "")

    def _stderr_text(self) -> str:
        with self.tail_lock:
            return _tail(self.stderr_tail.decode("utf-8", "replace"), STDERR_TAIL_CHARS)

    def _report_failure(self, timed_out: bool, rc: int, seconds: float) -> None:
        """The worker is gone mid-gate: fail that gate, skip the later ones, and conclude."""
        gate = self.stage["gate"]
        if gate not in GATES or gate in self.finished_gates:
            gate = next((g for g in GATES if g not in self.finished_gates), GATES[-1])
        where = gate
        if self.stage.get("object"):
            where += f" ({self.stage['object']})"
        if self.stage.get("config"):
            where += f", config '{self.stage['config']}'"
        if timed_out:
            reason = "timeout"
            message = f"the worker ran past the {self.stage['timeout_s']:g} s timeout in {where}"
        else:
            reason = "crash"
            message = f"the worker was {self._describe_exit(rc)} in {where}"
        gate_seconds = round(time.monotonic() - self.gate_started.get(gate, self.t0), 3)
        fields = {"event": "gate", "gate": gate, "status": "fail", "reason": reason, "message": message,
                  "output": self._stderr_text(), "seconds": gate_seconds}
        if self.stage.get("config"):
            fields["config"] = self.stage["config"]
        self.emit(fields)
        for later in GATES[GATES.index(gate) + 1:]:
            if later not in self.finished_gates:
                self.emit({"event": "gate", "gate": later, "status": "skipped",
                           "message": f"not run: {gate} failed", "seconds": 0.0})
        self.emit({"event": "done", "verdict": "fail", "reason": reason, "message": message, "seconds": seconds})


# --------------------------------------------------------------------------------------------------
# Worker: imports torch, runs the gates
# --------------------------------------------------------------------------------------------------

class GateFailure(Exception):
    """Ends a gate. `status` is `fail` (the candidate's fault) or `error` (the task's or the harness's)."""

    def __init__(self, reason: str, message: str, status: str = "fail", **extra):
        super().__init__(message)
        self.reason, self.message, self.status, self.extra = reason, message, status, extra


DEFAULT_TOLERANCE = {"f64": (1e-8, 1e-6, 1.0), "f32": (1e-5, 1e-3, 0.99), "f16": (1e-2, 1e-2, 0.99),
                     "bf16": (1e-2, 1e-2, 0.99), "f8e4m3": (0.125, 0.125, 0.99)}
INT_TOLERANCE = (0.0, 0.0, 1.0)

# Substrings of kernels that PyTorch, cuBLAS, cuDNN, flash attention or torch.compile launch.
NATIVE_MARKERS = ("at::native", "at_cuda_detail", "void at::", "cublas", "cutlass", "sm90_xmma", "sm80_xmma",
                  "xmma_", "ampere_", "volta_", "turing_", "gemm", "gemv", "splitkreduce", "nvjet", "cudnn",
                  "pytorch_flash", "flash_fwd", "fmha", "triton_poi_", "triton_per_", "triton_red_",
                  "triton_tem_")
# torch.nn names a torch2cuda candidate may use without running a PyTorch kernel.
NN_ALLOWED = {"Module", "Parameter", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict", "Buffer",
              "init"}
TORCH_OPS_FLAGGED = {"matmul", "mm", "bmm", "addmm", "baddbmm", "einsum", "softmax", "log_softmax"}


def _dtypes():
    return {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "f64": torch.float64,
            "i32": torch.int32, "i64": torch.int64, "i8": torch.int8, "u8": torch.uint8,
            "u32": torch.uint32, "f8e4m3": torch.float8_e4m3fn}


def _bits(t):
    """The same bytes as signed integers: poison, input checksums and unwritten elements are bit-exact."""
    return t.view({1: torch.int8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()])


def _as_f64(t):
    if t.dtype == torch.uint32:
        return (t.view(torch.int32).to(torch.int64) & 0xFFFFFFFF).to(torch.float64)
    return t.to(torch.float64)


def _cast(t, dtype):
    if dtype == torch.uint32:
        return t.to(torch.int64).to(torch.int32).view(torch.uint32)
    return t.to(dtype)


def _mix(*parts: int) -> int:
    """A 63-bit seed from (seed, config index, purpose): every pair gets its own stream of values."""
    h = 1469598103934665603
    for p in parts:
        h = ((h ^ (int(p) & 0xFFFFFFFFFFFFFFFF)) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h & 0x7FFFFFFFFFFFFFFF


def _unravel(flat: int, shape) -> list[int]:
    index = []
    for dim in reversed(list(shape)):
        index.append(flat % dim)
        flat //= dim
    return index[::-1]


def _percentile(sorted_values, q: float) -> float:
    pos = (len(sorted_values) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def _rse(values) -> float:
    """Relative standard error of the mean; infinite until there are two samples."""
    if len(values) < 2:
        return math.inf
    mean = statistics.fmean(values)
    return statistics.stdev(values) / math.sqrt(len(values)) / mean if mean > 0 else math.inf


def _timing(values) -> dict:
    s = sorted(values)
    return {"median_ms": _percentile(s, 50), "p25_ms": _percentile(s, 25), "p75_ms": _percentile(s, 75),
            "min_ms": s[0], "max_ms": s[-1], "reps": len(s), "rse": _rse(s)}


def _thread_counts() -> tuple[int, int]:
    """Python threads and OS threads (native ones started by C extensions show only in /proc)."""
    try:
        native = len(os.listdir("/proc/self/task"))
    except OSError:
        native = 0
    return threading.active_count(), native


def _thread_names() -> list[str]:
    names = []
    with contextlib.suppress(OSError):
        for tid in os.listdir("/proc/self/task"):
            with contextlib.suppress(OSError), open(f"/proc/self/task/{tid}/comm") as f:
                names.append(f.read().strip())
    return names


def _is_device_error(exc: BaseException) -> bool:
    text = f"{type(exc).__name__}: {exc}"
    return (isinstance(exc, torch.cuda.OutOfMemoryError) or type(exc).__name__ == "AcceleratorError"
            or "CUDA error" in text or "CUDA out of memory" in text or "HIP error" in text)


@contextlib.contextmanager
def _capture_fds(box: dict):
    """Capture fds 1 and 2 (compiler output during an import) into box['text'], then replay it to stderr."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 1)
        os.dup2(tmp.fileno(), 2)
        try:
            yield box
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.dup2(saved, 1)
            os.close(saved)
            tmp.seek(0)
            data = tmp.read()
            view = memoryview(data)
            while view:
                view = view[os.write(2, view):]
            box["text"] = data.decode("utf-8", "replace")


def _import_file(module_name: str, path: str):
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


def _global_kernel_names(directory: str, source: str) -> set[str]:
    """Names of `__global__` functions in the candidate's source and the CUDA files beside it."""
    texts = [source]
    with contextlib.suppress(OSError):
        for name in os.listdir(directory):
            if name.endswith((".cu", ".cuh", ".cpp", ".h", ".hpp")):
                with contextlib.suppress(OSError), open(os.path.join(directory, name), errors="replace") as f:
                    texts.append(f.read())
    names = set()
    for text in texts:
        text = re.sub(r"__launch_bounds__\s*\([^)]*\)", " ", text)
        names.update(m.group(1) for m in re.finditer(r"__global__\b[^(;{]*?\b(\w+)\s*\(", text))
    return {n for n in names if len(n) >= 2}


def _jit_function_names(module, source: str) -> set[str]:
    """@triton.jit functions: those the module holds (unwrapping autotune/heuristics) and those its source defines."""
    names = set()
    for obj in list(vars(module).values()):
        for _ in range(4):
            with contextlib.suppress(Exception):
                if type(obj).__name__.startswith("JIT") and hasattr(obj, "fn"):
                    names.add(getattr(obj.fn, "__name__", None) or getattr(obj, "__name__", ""))
            obj = getattr(obj, "fn", None) if not isinstance(obj, type(sys)) else None
            if obj is None:
                break
    with contextlib.suppress(SyntaxError):
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.FunctionDef) and any("jit" in ast.unparse(d) for d in node.decorator_list):
                names.add(node.name)
    return {n for n in names if n}


def _scan_torch_usage(source: str) -> list[str]:
    """Lines of a torch2cuda candidate that call PyTorch's own operators (torch.nn.functional, matmul...)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
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


class Impl:
    """The candidate, the baseline or the reference: its file, module and entry."""

    def __init__(self, role: str, path: str):
        self.role, self.path = role, path
        self.module = None
        self.entry = None
        self.source = ""


class Worker:
    def __init__(self, request: dict, proto):
        self.request = request
        self.proto = proto
        self.t0 = time.monotonic()
        task = request["task"]
        self.task = task
        self.interface = task.get("interface", "function")
        self.tensors = request["tensors"]
        self.configs = request["configs"]
        self.seeds = request.get("seeds") or [0]
        self.param_names = request.get("parameters") or task.get("parameters") or []
        self.tunables = request.get("tunables") or {}
        self.perf = request.get("performance") or {}
        self.device_info = request.get("device") or {}
        cid = task.get("id", "")
        self.category = task.get("category") or (cid.split("/")[0] if "/" in cid else "")
        self.in_idx = [i for i, t in enumerate(self.tensors) if t.get("role", "in") in ("in", "inout")]
        self.out_idx = [i for i, t in enumerate(self.tensors) if t.get("role") == "out"]
        self.inout_idx = [i for i, t in enumerate(self.tensors) if t.get("role") == "inout"]
        self.checked = [i for i, t in enumerate(self.tensors) if t.get("role") in ("out", "inout")]
        self.corr_timeout = float((request.get("correctness") or {}).get("timeout_s") or 120)
        self.import_timeout = float((request.get("python") or {}).get("timeout_s") or IMPORT_TIMEOUT_S)
        paths = request["python"]
        self.impls = {role: Impl(role, os.path.abspath(paths[role]))
                      for role in ("reference", "baseline", "candidate")}

    # ----- protocol -------------------------------------------------------------------------------

    def emit(self, **fields) -> None:
        self.proto.write(_line(fields) + "\n")
        self.proto.flush()

    def stage(self, gate: str, config=None, timeout_s: float = 0.0, **extra) -> None:
        fields = {"event": "stage", "gate": gate, "timeout_s": timeout_s, **extra}
        if config is not None:
            fields["config"] = config["name"]
        self.emit(**fields)

    def flag(self, flag: str, message: str, config=None) -> None:
        fields = {"event": "flag", "flag": flag, "message": message}
        if config is not None:
            fields["config"] = config["name"]
        self.emit(**fields)

    def fail_with_flag(self, flag: str, message: str, config=None):
        self.flag(flag, message, config)
        return GateFailure(flag, message)

    # ----- lifecycle ------------------------------------------------------------------------------

    def run(self) -> int:
        self.init_device()
        failure, failed = None, None
        for gate in GATES:
            if failure is not None:
                self.emit(event="gate", gate=gate, status="skipped", message=f"not run: {failed} failed",
                          seconds=0.0)
                continue
            if gate == "performance" and not self.perf.get("enabled", True):
                self.emit(event="gate", gate=gate, status="skipped", message="performance.enabled is false",
                          seconds=0.0)
                continue
            self.emit(event="gate", gate=gate, status="running", message="", seconds=0.0)
            g0 = time.monotonic()
            try:
                extra = getattr(self, f"gate_{gate}")() or {}
                message = extra.pop("message", "")
                self.emit(event="gate", gate=gate, status="pass", message=message,
                          seconds=round(time.monotonic() - g0, 3), **extra)
            except Exception as exc:  # noqa: BLE001 - every failure becomes a verdict
                failure, failed = self.as_failure(exc), gate
                self.emit(event="gate", gate=gate, status=failure.status, reason=failure.reason,
                          message=failure.message, seconds=round(time.monotonic() - g0, 3), **failure.extra)
            self.release()
        verdict = "pass" if failure is None else ("error" if failure.status == "error" else "fail")
        self.emit(event="done", verdict=verdict, reason=failure.reason if failure else None,
                  message=failure.message if failure else "all gates passed",
                  seconds=round(time.monotonic() - self.t0, 3))
        return 1 if failure is not None and failure.reason == "harness_error" else 0

    def as_failure(self, exc: Exception) -> GateFailure:
        if isinstance(exc, GateFailure):
            return exc
        output = _tail(traceback.format_exc(), OUTPUT_LIMIT_CHARS)
        if _is_device_error(exc):  # sticky: whatever ran last broke the context, and only the candidate is untrusted
            return GateFailure("cuda_error", f"{type(exc).__name__}: {exc}".strip()[:2000], output=output)
        return GateFailure("harness_error", f"harness error: {type(exc).__name__}: {exc}"[:2000],
                           status="error", output=output)

    def init_device(self) -> None:
        """Create the context, warm cuBLAS and the profiler, and save the timers, before any untrusted code."""
        index = int(self.device_info.get("index", 0))
        torch.cuda.set_device(index)
        self.dev = torch.device("cuda", index)
        props = torch.cuda.get_device_properties(index)
        self.cache_bytes = int(self.device_info.get("cache_bytes") or getattr(props, "L2_cache_size", 0)
                               or 64 << 20)
        torch.set_grad_enabled(False)
        self.perf_counter = time.perf_counter
        self.sync = torch.cuda.synchronize
        self.Event = torch.cuda.Event
        self.record = torch.cuda.Event.record
        self.elapsed = torch.cuda.Event.elapsed_time
        self.flush_buf = None
        if self.task.get("timing_l2", "flush") != "warm":
            self.flush_buf = torch.empty(2 * self.cache_bytes, dtype=torch.int8, device=self.dev)
        for dt in (torch.float16, torch.float32):
            a = torch.ones(8, 8, dtype=dt, device=self.dev)
            (a @ a).sum().item()
        self.profiler_ok = True
        if self.fallback_kind() is not None:  # also starts the profiler's own threads before any check
            try:
                self.profiler_ok = bool(self.kernel_names(lambda: torch.ones(4, device=self.dev).add_(1)))
            except Exception:  # noqa: BLE001 - no CUPTI: the fallback check is skipped, not the run
                self.profiler_ok = False
        self.sync()
        backend = "hip" if getattr(torch.version, "hip", None) else "cuda"
        self.emit(event="start", harness=HARNESS, protocol=PROTOCOL,
                  device={"name": props.name, "backend": backend, "cache_bytes": self.cache_bytes},
                  torch=torch.__version__, triton=getattr(triton, "__version__", None))

    def release(self) -> None:
        """Free a configuration's tensors; after a device error this may fail too, which changes nothing."""
        with contextlib.suppress(Exception):
            gc.collect()
            torch.cuda.empty_cache()

    # ----- defences -------------------------------------------------------------------------------

    def guard_getters(self) -> dict:
        getters = {"time.perf_counter": lambda: time.perf_counter, "time.time": lambda: time.time,
                   "time.monotonic": lambda: time.monotonic,
                   "torch.cuda.synchronize": lambda: torch.cuda.synchronize,
                   "torch._C._cuda_synchronize": lambda: torch._C._cuda_synchronize,
                   "torch.cuda.Event": lambda: torch.cuda.Event,
                   "torch.cuda.Event.record": lambda: torch.cuda.Event.record,
                   "torch.cuda.Event.elapsed_time": lambda: torch.cuda.Event.elapsed_time}
        if triton is not None and hasattr(triton, "testing"):
            getters["triton.testing.do_bench"] = lambda: triton.testing.do_bench
        return getters

    def snapshot_guards(self) -> None:
        self.guards = {name: (get, get()) for name, get in self.guard_getters().items()}

    def check_defences(self, where: str, config=None, threads_before=None) -> None:
        """Timers must still be the originals, and candidate code must not have left a thread running."""
        changed = []
        for name, (get, original) in self.guards.items():
            try:
                if get() is not original:
                    changed.append(name)
            except Exception:  # noqa: BLE001 - a deleted attribute is a change too
                changed.append(name)
        if changed:
            raise self.fail_with_flag("timer_patched", f"{', '.join(changed)} changed after {where}", config)
        if threads_before is not None:
            after = _thread_counts()
            if after[0] > threads_before[0] or after[1] > threads_before[1]:
                raise self.fail_with_flag(
                    "thread_started", f"threads went from {threads_before[0]} Python / {threads_before[1]} OS "
                    f"to {after[0]} / {after[1]} during {where} (OS threads: {', '.join(_thread_names())})",
                    config)

    def untrusted(self, what: str, fn, config=None, watch_threads: bool = True):
        """Run candidate code: stdout to stderr, device errors waited for here, defences checked after."""
        before = _thread_counts() if watch_threads else None
        try:
            with contextlib.redirect_stdout(sys.stderr):
                result = fn()
                self.sync()
        except GateFailure:
            raise
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - SystemExit from a candidate is a failure too
            raise self.candidate_failure(what, exc) from None
        self.check_defences(what, config, before)
        return result

    def candidate_failure(self, what: str, exc: BaseException) -> GateFailure:
        reason = "cuda_error" if _is_device_error(exc) else "crash"
        first = f"{type(exc).__name__}: {exc}".strip().splitlines()
        message = f"{what} raised {first[0][:1000] if first else type(exc).__name__}"
        return GateFailure(reason, message, output=_tail(traceback.format_exc(), OUTPUT_LIMIT_CHARS))

    # ----- compile --------------------------------------------------------------------------------

    def gate_compile(self) -> dict:
        """Import reference and baseline (trusted), then the candidate between two defence snapshots."""
        os.chdir(os.path.dirname(self.impls["candidate"].path))  # load_inline/load with relative paths
        self.load(self.impls["reference"])
        self.load(self.impls["baseline"])
        self.snapshot_guards()
        threads = _thread_counts()
        cand = self.load(self.impls["candidate"])
        self.check_defences("importing the candidate", None, threads)
        if self.fallback_kind() == "custom":
            lines = _scan_torch_usage(cand.source)
            if lines:
                self.flag("fallback", "the candidate calls PyTorch operators: " + "; ".join(lines[:10]))
        return {"message": "candidate, baseline and reference imported", "object": "candidate",
                "command": f"import {cand.path}", "output": _tail(cand.import_output, OUTPUT_LIMIT_CHARS)}

    def load(self, impl: Impl) -> Impl:
        trusted = impl.role != "candidate"
        self.stage("compile", None, self.import_timeout, object=impl.role)
        directory = os.path.dirname(impl.path)
        sys.path.insert(0, directory)
        box, error = {}, None
        with _capture_fds(box):
            try:
                with open(impl.path, errors="replace") as f:
                    impl.source = f.read()
                with contextlib.redirect_stdout(sys.stderr):
                    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(impl.path))[0])
                    impl.module = _import_file(f"kiln_{impl.role}_{stem}", impl.path)
            except BaseException as exc:  # noqa: BLE001 - SyntaxError, ImportError, a build error, SystemExit
                if isinstance(exc, KeyboardInterrupt):
                    raise
                error = traceback.format_exc()
        if trusted:
            sys.path.remove(directory)
        impl.import_output = box.get("text", "")
        status = "error" if trusted else "fail"
        details = {"object": impl.role, "command": f"import {impl.path}"}
        if error is not None:
            output = _tail(impl.import_output + error, OUTPUT_LIMIT_CHARS)
            last = error.strip().splitlines()[-1]
            raise GateFailure("compile_error", f"importing the {impl.role} failed: {last}", status,
                              output=output, **details)
        impl.entry = getattr(impl.module, self.task["entry"], None)
        if not callable(impl.entry):
            raise GateFailure("missing_symbol", f"the {impl.role} defines no callable `{self.task['entry']}`",
                              status, output=impl.import_output, **details)
        if impl.role != "reference":
            self.apply_tunables(impl)
        return impl

    def apply_tunables(self, impl: Impl) -> None:
        """Module-level UPPERCASE constants, replaced after import (the entry reads them at call time)."""
        for name, value in self.tunables.items():
            if not name.isupper():
                print(f"[kiln_harness] tunable {name!r} is not UPPERCASE; ignored", file=sys.stderr)
                continue
            if not hasattr(impl.module, name):
                print(f"[kiln_harness] the {impl.role} has no {name}; setting it anyway", file=sys.stderr)
            setattr(impl.module, name, value)

    # ----- tensors --------------------------------------------------------------------------------

    def kwargs(self, config) -> dict:
        return {name: int(v) for name, v in zip(self.param_names, config.get("params", []))}

    def shape(self, config, i: int) -> list[int]:
        return [int(d) for d in config["shapes"][i]]

    def make_inputs(self, ci: int, config, *seed_parts) -> dict:
        """Fresh values for the in/inout tensors: a generator seeded from (seed, config index)."""
        gen = torch.Generator(device=self.dev)
        gen.manual_seed(_mix(*seed_parts, ci))
        inits = config.get("init") or [None] * len(self.tensors)
        return {i: self.make_tensor(self.tensors[i]["dtype"], self.shape(config, i), inits[i], gen)
                for i in self.in_idx}

    def make_tensor(self, dtype_name: str, shape, init, gen):
        dtype = _dtypes()[dtype_name]
        is_float = dtype.is_floating_point
        init = init or ({"dist": "uniform", "low": -1, "high": 1} if is_float
                        else {"dist": "randint", "low": 1, "high": 100})
        dist = init.get("dist", "uniform")
        if dist == "permutation":
            return _cast(torch.randperm(math.prod(shape), generator=gen, device=self.dev).reshape(shape), dtype)
        if dist == "randint":
            low, high = int(init.get("low", 0)), int(init.get("high", 100))
            return _cast(torch.randint(low, max(high, low + 1), shape, generator=gen, device=self.dev), dtype)
        work = torch.float64 if dtype == torch.float64 else torch.float32
        t = torch.empty(shape, dtype=work, device=self.dev)
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
            raise GateFailure("harness_error", f"unknown init distribution {dist!r}", "error")
        if not is_float:
            t = t.floor()
        if dtype == torch.float8_e4m3fn:
            t = t.clamp(-448.0, 448.0)
        # Never zeros (they hide unwritten outputs and wrong indexing), also after rounding to dtype.
        stand_in = next(v for v in stand_ins if (v if is_float else math.floor(v)) != 0)
        probe = _cast(t, dtype).to(work) if is_float else t
        t = torch.where(probe == 0, torch.full_like(t, stand_in), t)
        return _cast(t, dtype)

    def alloc_outputs(self, config) -> dict:
        outs = {}
        for i in self.out_idx:
            outs[i] = torch.empty(self.shape(config, i), dtype=_dtypes()[self.tensors[i]["dtype"]],
                                  device=self.dev)
            _bits(outs[i]).fill_(-1)
        return outs

    def prime_allocator(self, config) -> None:
        """A module candidate allocates its outputs: hand the caching allocator poisoned blocks of exactly
        those sizes first, so that elements it never writes read as poison instead of stale data."""
        blocks = self.alloc_outputs(config)
        del blocks

    def retire(self, outs, inputs) -> None:
        """Poison returned outputs before letting them go, so that a later allocation cannot find a
        correct result left in memory (the baseline's, or the candidate's own from another call)."""
        keep = {t.untyped_storage().data_ptr() for t in inputs.values()}
        for t in outs:
            if t.untyped_storage().data_ptr() not in keep:
                _bits(t).fill_(-1)

    def flush_l2(self) -> None:
        if self.flush_buf is not None:
            self.flush_buf.zero_()

    # ----- calling --------------------------------------------------------------------------------

    def bind(self, impl: Impl, ci: int, config):
        """The callable for one configuration: the entry itself, or an instance built from the parameters."""
        if self.interface != "module":
            return impl.entry

        def build():
            torch.manual_seed(_mix(ci, 0x5EED))  # modules with weights start equal in reference and candidate
            instance = impl.entry(**self.kwargs(config))
            return instance.to(self.dev) if isinstance(instance, torch.nn.Module) else instance

        if impl.role == "candidate":
            return self.untrusted("candidate's __init__", build, config)
        return self.trusted(impl, build)

    def trusted(self, impl: Impl, fn):
        """Run reference or baseline code: if it fails, the task is broken, which is an `error`, not a `fail`."""
        try:
            result = fn()
            self.sync()
            return result
        except Exception as exc:  # noqa: BLE001
            if _is_device_error(exc):
                raise
            raise GateFailure("harness_error", f"the {impl.role} raised {type(exc).__name__}: {exc}"[:2000],
                              "error", output=_tail(traceback.format_exc(), OUTPUT_LIMIT_CHARS)) from None

    def invoke(self, fn, config, inputs: dict, outs: dict | None) -> list:
        """One call in either interface; returns the out/inout tensors in declared order."""
        if self.interface != "module":
            tensors = [inputs[i] if i in inputs else outs[i] for i in range(len(self.tensors))]
            fn(*tensors, **self.kwargs(config))
            return [tensors[i] for i in self.checked]
        result = fn(*[inputs[i] for i in self.in_idx])
        returned = list(result) if isinstance(result, (tuple, list)) else [result]
        if len(returned) != len(self.out_idx):
            raise GateFailure("abi_mismatch", f"forward returned {len(returned)} values; "
                              f"{len(self.out_idx)} `out` tensors are declared")
        by_index = dict(zip(self.out_idx, returned))
        return [by_index[i] if i in by_index else inputs[i] for i in self.checked]

    def validate(self, outs: list, config) -> None:
        """Returned outputs must be plain torch.Tensors of the declared dtype, shape and device."""
        for i, t in zip(self.checked, outs):
            name = self.tensors[i]["name"]
            if not isinstance(t, torch.Tensor):
                raise GateFailure("abi_mismatch", f"{name}: returned a {type(t).__name__}, not a torch.Tensor")
            if type(t) is not torch.Tensor:
                raise self.fail_with_flag("tensor_subclass",
                                          f"{name}: returned a {type(t).__name__}, a torch.Tensor subclass",
                                          config)
            want_dtype, want_shape = _dtypes()[self.tensors[i]["dtype"]], self.shape(config, i)
            if t.dtype != want_dtype or list(t.shape) != want_shape or t.device != self.dev:
                raise GateFailure("abi_mismatch", f"{name}: returned {t.dtype} {list(t.shape)} on {t.device}; "
                                  f"declared {want_dtype} {want_shape} on {self.dev}")

    def call(self, impl: Impl, fn, config, inputs: dict, watch_threads: bool = True) -> list:
        """One checked call: inout tensors are copies, function outputs arrive poisoned."""
        args = {i: (t.clone() if i in self.inout_idx else t) for i, t in inputs.items()}
        outs = self.alloc_outputs(config) if self.interface != "module" else None
        if impl.role != "candidate":
            return self.trusted(impl, lambda: self.invoke(fn, config, args, outs))
        if outs is None:
            self.prime_allocator(config)
        result = self.untrusted("candidate", lambda: self.invoke(fn, config, args, outs), config, watch_threads)
        self.validate(result, config)
        return result

    # ----- correctness ----------------------------------------------------------------------------

    def gate_correctness(self) -> dict:
        failures = []
        for ci, config in enumerate(self.configs):
            self.stage("correctness", config, self.corr_timeout)
            try:
                result = self.check_config(ci, config)
            except GateFailure as f:
                self.emit(event="config", gate="correctness", config=config["name"],
                          hidden=bool(config.get("hidden")), status=f.status, reason=f.reason, message=f.message)
                raise
            self.emit(event="config", gate="correctness", config=config["name"],
                      hidden=bool(config.get("hidden")), **result)
            if result["status"] != "pass":
                failures.append((config["name"], result["reason"]))
            self.release()
        if failures:
            raise GateFailure(failures[0][1], f"{len(failures)} of {len(self.configs)} configurations fail: "
                              + ", ".join(f"{name} ({reason})" for name, reason in failures))
        self.check_fallback()
        return {"message": f"{len(self.configs)} configurations x {len(self.seeds)} seeds match the reference"}

    def check_config(self, ci: int, config) -> dict:
        """Every seed until one fails; reports the failing seed, or the closest call to failing."""
        ref = self.bind(self.impls["reference"], ci, config)
        cand = self.bind(self.impls["candidate"], ci, config)
        reported = None
        for seed in self.seeds:
            inputs = self.make_inputs(ci, config, seed, 0)
            expected = self.call(self.impls["reference"], ref, config, inputs)
            pristine = {i: t.clone() for i, t in inputs.items() if i not in self.inout_idx}
            got = self.call(self.impls["candidate"], cand, config, inputs)
            mutated = [self.tensors[i]["name"] for i, t in pristine.items() if not torch.equal(_bits(t), _bits(inputs[i]))]
            if mutated:
                return {"status": "fail", "reason": "input_mutated", "seed": seed,
                        "message": f"the candidate changed its input(s) {', '.join(mutated)}"}
            result = self.compare(got, expected)
            result["seed"] = seed
            if result["status"] != "pass":
                return result
            if reported is None or (result["matched_ratio"], -result["max_abs_err"]) < \
                    (reported["matched_ratio"], -reported["max_abs_err"]):
                reported = result
            del inputs, expected, pristine, got
        self.check_defences(f"config {config['name']}", config)
        return reported

    def tolerance(self, i: int):
        spec = self.tensors[i]
        atol, rtol, ratio = DEFAULT_TOLERANCE.get(spec["dtype"], INT_TOLERANCE)
        given = spec.get("tolerance") or {}
        return (float(given.get("atol", atol)), float(given.get("rtol", rtol)),
                float(given.get("matched_ratio", ratio)))

    def compare(self, got: list, expected: list) -> dict:
        """|got - ref| <= atol + rtol*|ref| elementwise, over every out/inout tensor."""
        reasons, messages, worst = [], [], []
        max_abs = max_rel = 0.0
        ratio = 1.0
        for i, g, e in zip(self.checked, got, expected):
            s = self.compare_tensor(self.tensors[i]["name"], g, e, *self.tolerance(i))
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

    def compare_tensor(self, name: str, got, exp, atol: float, rtol: float, need: float) -> dict:
        g, e = got.reshape(-1), exp.reshape(-1)
        n = e.numel()
        ok = unwritten = bad = 0
        max_abs = max_rel = 0.0
        got_nonzero = exp_nonzero = False
        candidates = []
        for s in range(0, n, COMPARE_CHUNK):
            gc_, ec = g[s:s + COMPARE_CHUNK], e[s:s + COMPARE_CHUNK]
            poisoned = (_bits(gc_) == -1) & (_bits(ec) != -1)
            gf, ef = _as_f64(gc_), _as_f64(ec)
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
            for v, j in zip(values.tolist(), index.tolist()):
                candidates.append((v, s + j, gf[j].item(), ef[j].item()))
        ratio = ok / n if n else 1.0
        is_int = not exp.dtype.is_floating_point
        worst = [(v, {"tensor": name, "index": _unravel(j, exp.shape),
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

    # ----- fallback -------------------------------------------------------------------------------

    def fallback_kind(self) -> str | None:
        # The task's own baseline judged as the candidate (kiln eval TASK with no candidate): a torch2cuda
        # baseline is PyTorch by definition, so "only PyTorch kernels ran" says nothing about it.
        if self.impls["candidate"].path == self.impls["baseline"].path:
            return None
        if self.category in ("torch2cuda", "torch2hip"):
            return "custom"
        if self.category == "triton2triton" or self.task.get("backend") == "triton":
            return "triton"
        return "custom" if self.task.get("backend") == "torch" and not self.category else None

    def kernel_names(self, fn) -> list[str]:
        """Device kernels that `fn` launched, seen by torch.profiler (memory copies and sets left out)."""
        from torch.profiler import ProfilerActivity, profile
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            fn()
            self.sync()
        names = [e.name for e in prof.events() if str(getattr(e, "device_type", "")).endswith(("CUDA", "HIP"))
                 and not getattr(e, "is_user_annotation", False)]  # record_function ranges are not kernels
        return [n for n in names if not n.startswith(("Memcpy", "Memset", "[memory]"))]

    def is_native(self, kernel: str, custom_names: set[str], uses_cutlass: bool) -> bool:
        if any(re.search(r"(?<![\w:])" + re.escape(c) + r"(?!\w)", kernel) for c in custom_names):
            return False
        low = kernel.lower()
        markers = [m for m in NATIVE_MARKERS if not (uses_cutlass and m in ("cutlass", "gemm"))]
        return any(m in low for m in markers)

    def check_fallback(self) -> None:
        """Run the candidate once under the profiler: a custom kernel (torch2cuda) or a Triton kernel of
        its own (triton) must have run, or the candidate is a `fallback` to PyTorch."""
        kind = self.fallback_kind()
        if kind is None or not self.configs:
            return
        if not self.profiler_ok:
            print("[kiln_harness] torch.profiler records no kernels here; fallback check skipped", file=sys.stderr)
            return
        ci, config = next(((i, c) for i, c in enumerate(self.configs) if not c.get("hidden")), (0, self.configs[0]))
        self.stage("correctness", config, self.corr_timeout)
        cand = self.impls["candidate"]
        fn = self.bind(cand, ci, config)
        inputs = self.make_inputs(ci, config, self.seeds[0], 0)
        names = self.kernel_names(lambda: self.call(cand, fn, config, inputs, watch_threads=False))
        seen = ", ".join(sorted(set(names))[:8]) or "no kernel at all"
        if kind == "custom":
            custom_names = _global_kernel_names(os.path.dirname(cand.path), cand.source)
            uses_cutlass = bool(re.search(r"#\s*include\s*[<\"](cutlass|cute)/", cand.source))
            if not any(not self.is_native(n, custom_names, uses_cutlass) for n in names):
                raise self.fail_with_flag("fallback", f"only PyTorch/vendor kernels ran: {seen}", config)
        else:
            jit = _jit_function_names(cand.module, cand.source)
            if not any(re.search(r"(?<![\w:])" + re.escape(j), n) for j in jit for n in names):
                raise self.fail_with_flag(
                    "fallback", f"no Triton kernel of the candidate ran ({', '.join(sorted(jit)) or 'none defined'}); "
                    f"kernels: {seen}", config)

    # ----- performance ----------------------------------------------------------------------------

    def gate_performance(self) -> dict:
        speedups, failures = [], []
        for ci, config in enumerate(self.configs):
            self.stage("performance", config, float(self.perf.get("timeout_s") or 300))
            result = self.time_config(ci, config)
            self.emit(event="config", gate="performance", config=config["name"],
                      hidden=bool(config.get("hidden")), **result)
            if result["status"] != "pass":
                failures.append(config["name"])
            elif result["speedup"]:
                speedups.append(result["speedup"])
            self.release()
        if failures:
            raise GateFailure("timed_output_mismatch", "timed outputs differ from the reference in "
                              + ", ".join(failures))
        geomean = math.exp(statistics.fmean(math.log(s) for s in speedups)) if speedups else None
        return {"message": f"speedup geomean {geomean:.3f}x over {len(speedups)} configurations"
                if geomean else "timed", "speedup_geomean": geomean}

    def time_config(self, ci: int, config) -> dict:
        """Interleaved baseline/candidate timing over rotated input sets, then the timed outputs checked."""
        impls = {role: self.impls[role] for role in ("baseline", "candidate")}
        fns = {role: self.bind(impl, ci, config) for role, impl in impls.items()}
        ref_fn = self.bind(self.impls["reference"], ci, config)
        n_sets = max(1, int(self.perf.get("input_sets", 1)))
        sets = [self.make_inputs(ci, config, 0xC0FFEE + k, 1) for k in range(n_sets)]
        expected = [self.call(self.impls["reference"], ref_fn, config, s) for s in sets]
        pristine = [{i: s[i].clone() for i in self.inout_idx} for s in sets]
        bufs = {role: [self.alloc_outputs(config) if self.interface != "module" else None for _ in sets]
                for role in impls}
        first, last, calls = {}, {}, collections.Counter()

        def timed(role: str, k: int, traded: bool = False) -> float:
            # Traded: the baseline's and the candidate's output buffers swap (as in the compiled harness), so both
            # are timed on the same addresses.
            outs = bufs[("candidate" if role == "baseline" else "baseline") if traded else role][k]
            if outs is not None:
                for t in outs.values():
                    _bits(t).fill_(-1)
            for i in self.inout_idx:
                sets[k][i].copy_(pristine[k][i])
            self.flush_l2()
            start, end = self.Event(enable_timing=True), self.Event(enable_timing=True)
            self.record(start)
            result = self.invoke(fns[role], config, sets[k], outs)
            self.sync()
            self.record(end)
            self.sync()
            ms = self.elapsed(start, end)
            if role == "candidate":
                self.validate(result, config)
                calls[k] += 1
                if k not in first:
                    first[k] = [t.clone() for t in result]
                last[k] = [t.clone() for t in result]  # a copy: a traded buffer is the baseline's next
            if outs is None:
                self.retire(result, sets[k])
            return ms

        self.call(impls["baseline"], fns["baseline"], config, sets[0])  # its first compile is not the candidate's
        times = {"baseline": [], "candidate": []}
        budget = float(self.perf.get("budget_s", 3.0))
        min_reps, max_reps = int(self.perf.get("min_reps", 30)), int(self.perf.get("max_reps", 500))
        target = float(self.perf.get("target_rse", 0.01))
        threads = _thread_counts()
        try:
            with contextlib.redirect_stdout(sys.stderr):
                w0, rep = self.perf_counter(), 0
                while rep < 1 or self.perf_counter() - w0 < float(self.perf.get("warmup_s", 0.05)):
                    for role in times:
                        timed(role, rep % n_sets)
                    rep += 1
                first.clear()
                last.clear()
                calls.clear()
                t0, rep = self.perf_counter(), 0
                while True:
                    # Who goes first alternates, so neither always runs right after the other's bookkeeping.
                    order = ("baseline", "candidate") if rep % 2 == 0 else ("candidate", "baseline")
                    for role in order:
                        times[role].append(timed(role, rep % n_sets, traded=(rep // n_sets) % 2 == 1))
                    rep += 1
                    if rep >= max_reps or self.perf_counter() - t0 > budget:
                        break
                    if rep >= min_reps and all(_rse(v) < target for v in times.values()):
                        break
        except GateFailure:
            raise
        except BaseException as exc:  # noqa: BLE001 - a crash while timed is still the candidate's
            if isinstance(exc, KeyboardInterrupt):
                raise
            raise self.candidate_failure("candidate (timed)", exc) from None
        self.check_defences(f"timing config {config['name']}", config, threads)
        return self.performance_result(config, times, first, last, calls, expected)

    def performance_result(self, config, times, first, last, calls, expected) -> dict:
        """Timing statistics, the roofline, and the first and last timed outputs of every input set checked."""
        checked, bad = 0, []
        for k in sorted(first):
            for which, outs in zip(("first", "last"), [first[k], last[k]][:min(2, calls[k])]):
                checked += 1
                r = self.compare(outs, expected[k])
                if r["status"] != "pass":
                    bad.append(f"input set {k}, {which} timed call: {r['message']}")
        cand, base = _timing(times["candidate"]), _timing(times["baseline"])
        speedup = base["median_ms"] / cand["median_ms"] if cand["median_ms"] > 0 else None
        flops_by_dtype = config.get("flops") or {}
        flops = float(sum(flops_by_dtype.values()))
        nbytes = float(config.get("bytes") or 0)
        seconds = cand["median_ms"] * 1e-3
        peaks = self.device_info.get("peak_flops_per_s") or {}
        dram = float(self.device_info.get("dram_bytes_per_s") or 0)
        compute = sum(float(f) / float(peaks.get(d) or peaks["f32"]) for d, f in flops_by_dtype.items()
                      if peaks.get(d) or peaks.get("f32"))
        t_sol_s = max(compute, nbytes / dram if dram else 0.0)
        implausible = float(self.request.get("implausible_speedup") or math.inf)
        if speedup and speedup > implausible:
            self.flag("implausible_speedup", f"speedup {speedup:.2f}x is above {implausible:g}x", config)
        result = {"status": "fail" if bad else "pass", "candidate": cand, "baseline": base, "speedup": speedup,
                  "flops": flops, "bytes": nbytes,
                  "achieved_flops_per_s": flops / seconds if seconds > 0 else None,
                  "achieved_bytes_per_s": nbytes / seconds if seconds > 0 else None,
                  "t_sol_ms": t_sol_s * 1e3 if t_sol_s > 0 else None,
                  "fraction_of_roofline": t_sol_s * 1e3 / cand["median_ms"] if t_sol_s > 0 and seconds > 0 else None,
                  "timed_outputs_checked": checked}
        if bad:
            result["reason"] = "timed_output_mismatch"
            result["message"] = "; ".join(bad[:5])
        return result


def _claim_stdout():
    """Keep a private copy of stdout for the protocol and point fd 1 at stderr for everything else."""
    proto_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return os.fdopen(proto_fd, "w", buffering=1, encoding="utf-8")


def worker_main() -> int:
    proto = _claim_stdout()
    # A segfault leaves the Python stack in the stderr tail that the supervisor reports; a private copy of
    # fd 2 keeps it out of the capture file that imports write to.
    faulthandler.enable(file=os.fdopen(os.dup(2), "w"))
    request = json.loads(sys.stdin.read())
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
    t0 = time.monotonic()

    def fatal(message: str, output: str = "") -> int:
        proto.write(_line({"event": "done", "verdict": "error", "reason": "harness_error", "message": message,
                           "output": output, "seconds": round(time.monotonic() - t0, 3)}) + "\n")
        proto.flush()
        return 1

    global torch, triton
    try:
        import torch as _torch
        torch = _torch
    except Exception as exc:  # noqa: BLE001
        return fatal(f"cannot import torch: {exc}", traceback.format_exc())
    try:
        import triton as _triton
        import triton.testing  # noqa: F401 - its do_bench is one of the guarded timers
        triton = _triton
    except Exception as exc:  # noqa: BLE001
        if request.get("task", {}).get("backend") == "triton":
            return fatal(f"cannot import triton: {exc}", traceback.format_exc())
    if not torch.cuda.is_available():
        return fatal("no CUDA/HIP device is visible to torch")
    try:
        return Worker(request, proto).run()
    except Exception as exc:  # noqa: BLE001 - before any gate ran (device setup)
        return fatal(f"harness error: {type(exc).__name__}: {exc}", traceback.format_exc())


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[1] == "--worker":
        code = worker_main()
        sys.stderr.flush()
        os._exit(code)  # skip interpreter teardown: a broken CUDA context can hang it
    if len(argv) != 2:
        print("usage: kiln_harness.py REQUEST.json   (or '-' for stdin)", file=sys.stderr)
        return 2
    try:
        text = sys.stdin.read() if argv[1] == "-" else open(argv[1], encoding="utf-8").read()
    except OSError as exc:
        print(_line({"event": "done", "verdict": "error", "reason": "bad_request",
                     "message": f"cannot read the request: {exc}", "seconds": 0.0}), flush=True)
        return 2
    return Supervisor(text).run()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
