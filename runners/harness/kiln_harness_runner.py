"""A runner of the Python harness: the one process that runs a candidate's (or the baseline's) code.

Started by the judge through `kiln-harness-host --confine` (another user, its own namespaces, a minimal
root, the runner's syscall filter) with its socket on descriptor 3 and its stdout/stderr on a pipe the
judge reads as the candidate's output. It owns nothing the verdict depends on: it maps the tensors the judge
shares with it, imports one file, and calls its entry when told, held until the judge's `go` and marked
`done` after the work. Whatever it replies is a claim; the judge checks outputs and time itself.
"""
from __future__ import annotations

import contextlib
import gc
import importlib.util
import os
import socket
import sys
import tempfile
import time
import traceback

import kiln_harness_wire as wire
from kiln_harness_constants import set_constants

OUTPUT_LIMIT_CHARS = 100_000


@contextlib.contextmanager
def _capture_fds(box: dict):
    """fds 1 and 2 (compiler output during an import) into box['text']."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved1, saved2 = os.dup(1), os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 1)
        os.dup2(tmp.fileno(), 2)
        try:
            yield box
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved1, 1)
            os.dup2(saved2, 2)
            os.close(saved1)
            os.close(saved2)
            tmp.seek(0)
            box["text"] = tmp.read()[-4 * OUTPUT_LIMIT_CHARS:].decode("utf-8", "replace")


class Runner:
    def __init__(self, sock: socket.socket):
        self.sock = sock
        self.buffers = {}
        self.sizes = {}
        self.views = {}
        self.module = None
        self.entry = None
        self.instance = None
        self.timers = None          # kiln_harness_timers.TimerWatch, from hello on
        self.watch_next_call = False

    def reply(self, **fields) -> None:
        wire.send(self.sock, fields)

    def reply_watched(self, **fields) -> None:
        """A reply that also says which timers the candidate's code has replaced (kiln_harness_timers): after
        its import, its constructor, its profiled call and the first call of each configuration; not after
        every call, where the check's 14 us would be each reply's."""
        replaced = self.timers.replaced() if self.timers is not None else []
        if replaced:
            fields["timers_replaced"] = replaced
        self.reply(**fields)

    def failure(self, kind: str, what: str, exc: BaseException) -> dict:
        first = f"{type(exc).__name__}: {exc}".strip().splitlines()
        return {"ok": False, "kind": "cuda_error" if wire.is_device_error(exc) else kind,
                "message": f"{what} raised {first[0][:1000] if first else type(exc).__name__}",
                "output": wire.tail(traceback.format_exc(), OUTPUT_LIMIT_CHARS)}

    # ----- setup ---------------------------------------------------------------------------------

    def hello(self, msg: dict, fds: list) -> None:
        global torch
        t0 = time.monotonic()
        self.ctrl = wire.Control(fds[0])
        self.go = wire.Control(fds[1], writable=False)
        import torch as _torch
        torch = _torch
        if msg.get("triton"):
            import triton  # noqa: F401 - the candidate's kernels JIT-compile through it
            with contextlib.suppress(Exception):
                import triton.testing  # noqa: F401 - watched below: do_bench is a timer
        import kiln_harness_device as device
        self.device_mod = device
        self.dev = device.open_device(msg["device"])
        if self.dev.kind == "cuda":
            self.dev.attach(self.ctrl, self.go)
        torch.set_grad_enabled(False)
        import kiln_harness_timers
        self.timers = kiln_harness_timers.TimerWatch()
        # No cyclic collection at a moment of its own choosing: a collection of a process holding torch takes
        # milliseconds, and in the middle of a call or its reply it would read as the candidate's time or as
        # work after its done. The runner collects between configurations instead.
        gc.disable()
        if msg.get("threads"):
            torch.set_num_threads(int(msg["threads"]))
        self.reply(ok=True, torch=torch.__version__, setup_s=round(time.monotonic() - t0, 3))

    def import_impl(self, msg: dict) -> None:
        path, entry = msg["path"], msg["entry"]
        directory = os.path.dirname(path)
        sys.path.insert(0, directory)
        os.chdir(directory if os.access(directory, os.W_OK) else "/tmp")
        box, error = {}, None
        with _capture_fds(box):
            try:
                spec = importlib.util.spec_from_file_location(msg.get("module", "kiln_candidate"), path)
                if spec is None or spec.loader is None:
                    raise ImportError(f"cannot import {path}")
                module = importlib.util.module_from_spec(spec)
                sys.modules[spec.name] = module
                spec.loader.exec_module(module)
                self.module = module
            except BaseException as exc:  # noqa: BLE001 - SyntaxError, ImportError, a build error, SystemExit
                if isinstance(exc, KeyboardInterrupt):
                    raise
                error = traceback.format_exc()
        output = box.get("text", "")
        if error is not None:
            self.reply(ok=False, kind="compile_error", message=error.strip().splitlines()[-1][:2000],
                       output=wire.tail(output + error, OUTPUT_LIMIT_CHARS))
            return
        self.entry = getattr(self.module, entry, None)
        if not callable(self.entry):
            self.reply(ok=False, kind="missing_symbol", message=f"defines no callable `{entry}`",
                       output=wire.tail(output, OUTPUT_LIMIT_CHARS))
            return
        for name, value in (msg.get("tunables") or {}).items():
            setattr(self.module, name, value)  # module-level UPPERCASE constants, read at call time
        self.watch_next_call = True
        self.reply_watched(ok=True, output=wire.tail(output, OUTPUT_LIMIT_CHARS))

    def bind(self, msg: dict) -> None:
        """A module task: one instance per configuration, its weights from the seed the reference used."""
        try:
            # A KernelBench problem's sizes, and what its module computes from them (kiln_harness_constants)
            set_constants(self.module, msg.get("constants") or {})
            torch.manual_seed(int(msg["seed"]))
            instance = self.entry(*msg.get("args", []), **(msg.get("kwargs") or {}))
            if isinstance(instance, torch.nn.Module):
                instance = instance.to(self.dev.dev)
            self.dev.synchronize()
            self.instance = instance
            self.watch_next_call = True
            self.reply_watched(ok=True)
        except BaseException as exc:  # noqa: BLE001
            self.instance = None
            self.reply(**self.failure("crash", "__init__", exc))

    # ----- calls ---------------------------------------------------------------------------------

    def tensor(self, spec: dict):
        key = (spec["buffer"], spec["dtype"], tuple(spec["shape"]))
        t = self.views.get(key)
        if t is None:
            t = self.device_mod.view(self.buffers[spec["buffer"]], getattr(torch, spec["dtype"]), spec["shape"])
            self.views[key] = t
        return t

    def work(self, msg: dict, returned=None):
        """The call itself: the entry on the declared tensors, or forward() with its outputs copied into
        the shared output buffers (on the launch stream, before done). `returned`, when given, runs the moment
        the entry returns (the profiled call's return mark)."""
        tensors = [self.tensor(s) for s in msg["tensors"]]
        if msg.get("interface") != "module":
            self.entry(*tensors, **(msg.get("kwargs") or {}))
            if returned is not None:
                returned()
            return
        if self.instance is None:
            raise RuntimeError("no instance was built for this configuration")
        if msg.get("args") is not None:  # KernelBench: forward's arguments, tensors and values in their order
            inputs = [tensors[a["t"]] if "t" in a else a.get("v") for a in msg["args"]]
        else:
            inputs = [tensors[i] for i in msg["inputs"]]
        result = self.instance(*inputs)
        if returned is not None:
            returned()
        returned = list(result) if isinstance(result, (tuple, list)) else [result]
        outs = [tensors[i] for i in msg["outputs"]]
        if len(returned) != len(outs):
            raise _Abi(f"forward returned {len(returned)} values; {len(outs)} `out` tensors are declared")
        for name, got, out in zip(msg["output_names"], returned, outs, strict=False):
            if not isinstance(got, torch.Tensor):
                raise _Abi(f"{name}: returned a {type(got).__name__}, not a torch.Tensor")
            if type(got) is not torch.Tensor:
                raise _Abi(f"{name}: returned a {type(got).__name__}, a torch.Tensor subclass", "tensor_subclass")
            if got.dtype != out.dtype or got.shape != out.shape or got.device != out.device:
                raise _Abi(f"{name}: returned {got.dtype} {list(got.shape)} on {got.device}; declared "
                           f"{out.dtype} {list(out.shape)} on {out.device}")
            out.copy_(got)

    def call(self, msg: dict, trivial: bool = False) -> None:
        seq, held = int(msg["seq"]), bool(msg.get("held", True))
        deadline = time.perf_counter_ns() + int(float(msg.get("timeout_s", 600)) * 1e9)
        failure = None
        with contextlib.redirect_stdout(sys.stderr):
            try:
                self.dev.begin(self.ctrl, self.go, seq, held, deadline)
            except BaseException as exc:  # noqa: BLE001
                self.reply(**self.failure("crash", "the hold", exc))
                return
            try:
                if trivial:
                    self.dev.empty()
                else:
                    self.work(msg)
            except _Abi as exc:
                failure = {"ok": False, "kind": exc.kind, "message": str(exc)}
            except BaseException as exc:  # noqa: BLE001 - SystemExit from a candidate is a failure too
                failure = self.failure("crash", "the call", exc)
            try:
                self.dev.end(self.ctrl, seq)
                self.ctrl.set(wire.ENQUEUED, seq)
                self.dev.wait_for_go(self.go, seq, deadline)  # asleep while the judge reads this thread's CPU
                self.dev.synchronize()
            except BaseException as exc:  # noqa: BLE001
                failure = failure or self.failure("crash", "the call", exc)
                self.ctrl.set(wire.DONE, seq)  # the device could not mark it: the judge must not wait on
                self.ctrl.set(wire.ENQUEUED, seq)
        if self.watch_next_call and not trivial:
            self.watch_next_call = False
            self.reply_watched(**(failure or {"ok": True}))
        else:
            self.reply(**(failure or {"ok": True}))

    def kernels(self, msg: dict) -> None:
        """A claim for the fallback check: the device kernels one call launched, and for each output which
        PyTorch operator last wrote it (None where no operator did: a custom kernel or a Triton kernel); on a
        GPU also its kernels on other streams than the call's, and those still running once it had returned."""
        import kiln_harness_fallback as fallback
        try:
            names = []
            writers = {}
            streams = {}
            with contextlib.redirect_stdout(sys.stderr):
                with fallback.OutputWriters() as track:
                    if self.dev.kind == "cuda":
                        names, streams = fallback.kernel_trace(lambda: self.work(msg, returned=self.dev.empty),
                                                               self.dev.synchronize)
                    else:
                        self.work(msg)
                    outs = [self.tensor(msg["tensors"][i]) for i in msg["checked"]]
                writers = [track.writer_of(t) for t in outs]
            self.reply_watched(ok=True, names=names[:200], writers=writers, streams=streams)
        except BaseException as exc:  # noqa: BLE001
            self.reply(**self.failure("crash", "the profiled call", exc))

    # ----- loop ----------------------------------------------------------------------------------

    def run(self) -> int:
        while True:
            msg, fds, _ = wire.receive(self.sock, None)
            op = msg.get("op")
            if op == "hello":
                self.hello(msg, fds)
            elif op == "buffer":
                self.buffers[msg["id"]] = self.dev.map_shared(fds[0], int(msg["bytes"]))
                self.sizes[msg["id"]] = int(msg["bytes"])
                os.close(fds[0])
            elif op == "free":
                if msg.get("collect", True):  # between configurations; never inside a call (hello turned it off)
                    gc.collect()
                    self.watch_next_call = True
                for b in msg["ids"]:
                    self.views = {k: v for k, v in self.views.items() if k[0] != b}
                    t = self.buffers.pop(b, None)
                    if t is not None:
                        self.dev.unmap(t, self.sizes.pop(b))
            elif op == "import":
                self.import_impl(msg)
            elif op == "bind":
                self.bind(msg)
            elif op == "trivial":
                self.call(msg, trivial=True)
            elif op == "call":
                self.call(msg)
            elif op == "kernels":
                self.kernels(msg)
            elif op == "quit":
                return 0


class _Abi(Exception):
    def __init__(self, message: str, kind: str = "abi_mismatch"):
        super().__init__(message)
        self.kind = kind


torch = None


def runner_main() -> int:
    sock = socket.socket(fileno=int(os.environ.pop("KILN_RUNNER_SOCKET", "3")))
    sys.stdout = sys.stderr  # stdout and stderr are the same pipe: the candidate's output, never the protocol
    try:
        return Runner(sock).run()
    except wire.ProtocolError:
        return 0  # the judge went away
    except Exception:  # noqa: BLE001
        traceback.print_exc()
        return 1
