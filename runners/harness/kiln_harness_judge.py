"""The Python harness's judge: the reference, the inputs, the comparisons and the clock, in a process no
candidate code runs in (docs/harness-protocol.md, "Trust domains").

It starts two runners (kiln_harness_client.py), one for the candidate and one for the baseline, each
confined, sharing only tensors and a page of control words with it. The reference runs here. Every call
of a runner is timed on this process's clock around the runner's `go` and `done`, less an empty call;
on a GPU the call's launches are held behind a kernel that fills the device until `go`, and cost at least
the runner's CPU time to queue them. Calls whose outputs are checked are drawn from the kernel's
randomness after each call, on inputs that are new for every call; after `done` the judge's own mark
must get the device at once and the runner's processes must be idle (work after return).
"""
from __future__ import annotations

import contextlib
import gc
import math
import os
import secrets
import statistics
import sys
import time
import traceback

import torch

import kiln_harness_client as client
import kiln_harness_device as device
import kiln_harness_fallback as fallback
import kiln_harness_kernelbench as kernelbench
import kiln_harness_tensors as tensors
import kiln_harness_wire as wire

PROTOCOL = 1
HARNESS = "kiln_harness.py"
GATES = ("compile", "correctness", "performance")
OUTPUT_LIMIT_CHARS = 200_000
CALIBRATION_CALLS = 25
STAGE_GRACE_S = 15.0
VERIFY_ONE_IN = 4               # each timed candidate call is checked with this chance, drawn after it
MAX_VERIFIED = 64
ASLEEP_WAIT_S = 0.002           # a runner that queued its call is asleep on go within this (else read anyway)
ENQUEUE_WAIT_S = 0.25           # a held call's launches must be queued within this, or it synchronizes inside
IDLE_WINDOW_S = 0.004           # after a checked call, a window in which the runner's processes must stay idle:
IDLE_CPU_MAX_S = 0.001          # they may use this much CPU in it (a 2 ms window missed a thread that went on
                                # for 3 ms after return, as the judge's own checks ate into the window)
WAKEUP_NOISE_MS = 0.1           # a runner's wake-up varies this much: wall time beyond it is the launches' cost
LATE_MARK_MIN_MS = 0.15         # the judge's mark after the candidate's done may wait this much more than after
                                # the baseline's (or four of the baseline's interquartile ranges)
MARK_ALLOWANCE_SHARE = 0.25     # of a call's time, beyond which the judge's mark waiting on it is a leftover
MARK_ALLOWANCE_CAP_MS = 0.4     # (at most this: the device's time slice, not the call's work)
LATE_REPLY_MIN_MS = 1.0         # the candidate's replies may come this much later after done than the baseline's
LAUNCH_BOUND_FACTOR = 1.5       # a candidate's launches cost this much more than the baseline's (and
LAUNCH_BOUND_MIN_MS = 0.02      # this), beyond two runners' spread, before it reads as launch-bound
HOST_PROCESS_SPREAD = 2.5       # the same launches' CPU time in two runners: 1.0-2.4x apart (H200 run 15)
BETWEEN_CPU_MIN_MS = 0.5        # CPU a runner may use between two calls (and a quarter of the time between)
OUTSIDE_CPU_MIN_MS = 1.0        # CPU its other threads may use from one call's end to the next one's go (Python
                                # threads that hand work to each other use some after the call)
OUTSIDE_TOTAL_MIN_MS = 5.0      # and their sum over a configuration's timed calls, beyond the baseline's


def _mix(*parts: int) -> int:
    h = 1469598103934665603
    for p in parts:
        h = ((h ^ (int(p) & 0xFFFFFFFFFFFFFFFF)) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h & 0x7FFFFFFFFFFFFFFF


def _percentile(sorted_values, q: float) -> float:
    pos = (len(sorted_values) - 1) * q / 100.0
    lo, hi = math.floor(pos), math.ceil(pos)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


# The statistics both harnesses define alike (docs/harness-protocol.md, Statistics; tests/data/statistics.json):
# the q-quantile is linear interpolation at q * (n - 1) of the sorted values, rse the sample standard deviation
# over sqrt(n) over the mean, 1 when it cannot be known.
def _rse(values) -> float:
    if len(values) < 2:
        return 1.0
    mean = statistics.fmean(values)
    return statistics.stdev(values) / math.sqrt(len(values)) / mean if mean > 0 else 1.0


def _timing(values) -> dict:
    s = sorted(values)
    return {"median_ms": _percentile(s, 50), "p25_ms": _percentile(s, 25), "p75_ms": _percentile(s, 75),
            "min_ms": s[0], "max_ms": s[-1], "reps": len(s), "rse": _rse(s)}


class GateFailure(Exception):
    """Ends a gate. `status` is `fail` (the candidate's fault) or `error` (the task's or the harness's)."""

    def __init__(self, reason: str, message: str, status: str = "fail", **extra):
        super().__init__(message)
        self.reason, self.message, self.status, self.extra = reason, message, status, extra


class Shared:
    """One tensor's memory shared with the runners: the judge's typed view and the descriptor they map."""

    def __init__(self, dev, ident: int, dtype, shape):
        numel = math.prod(shape) if shape else 1
        nbytes = max(1, numel * torch.empty((), dtype=dtype).element_size())
        self.fd, self.buf, self.size = dev.alloc_shared(nbytes)
        self.id, self.dtype, self.shape = ident, dtype, [int(d) for d in shape]
        self.t = device.view(self.buf, dtype, self.shape)
        self.sent = set()

    def spec(self) -> dict:
        return {"buffer": self.id, "dtype": tensors.dtype_name(self.dtype), "shape": self.shape}


class Calibration:
    """What a runner's empty call costs: held and unheld on the judge's clock, its launches' CPU and wall time."""

    def __init__(self, clock_ms: float, host_ms: float):
        self.clock_ms, self.host_ms = clock_ms, host_ms
        self.unheld_ms = self.wall_ms = self.mark_ms = 0.0


class Judge:
    def __init__(self, request: dict, proto, request_path: str | None, runners: dict | None = None,
                 t0: float | None = None):
        self.request, self.proto, self.request_path = request, proto, request_path
        self.t0 = time.monotonic() if t0 is None else t0
        task = request["task"]
        self.task = task
        self.interface = task.get("interface", "function")
        # KernelBench (`interface: kernelbench`): the reference is the problem file's `Model`, built with
        # get_init_inputs() and called with get_inputs() under the configuration's module constants; the
        # candidate's `ModelNew` the same way (kiln_harness_kernelbench.py). Called like a module otherwise.
        self.kernelbench = self.interface == "kernelbench"
        if self.kernelbench:
            self.interface = "module"
        self.entries = {"reference": task["entry"], "baseline": task["entry"], "candidate": task["entry"]}
        self.entries.update((request.get("python") or {}).get("entries") or {})
        self.specs = request["tensors"]
        self.configs = request["configs"]
        self.seeds = request.get("seeds") or [0]
        self.param_names = request.get("parameters") or task.get("parameters") or []
        self.tunables = {k: v for k, v in (request.get("tunables") or {}).items() if k.isupper()}
        self.perf = request.get("performance") or {}
        self.device_info = request.get("device") or {}
        cid = task.get("id", "")
        self.category = task.get("category") or (cid.split("/")[0] if "/" in cid else "")
        self.in_idx = [i for i, t in enumerate(self.specs) if t.get("role", "in") in ("in", "inout")]
        self.out_idx = [i for i, t in enumerate(self.specs) if t.get("role") == "out"]
        self.inout_idx = [i for i, t in enumerate(self.specs) if t.get("role") == "inout"]
        self.checked = [i for i, t in enumerate(self.specs) if t.get("role") in ("out", "inout")]
        self.corr_timeout = float((request.get("correctness") or {}).get("timeout_s") or 120)
        self.import_timeout = float((request.get("python") or {}).get("timeout_s") or 600)
        paths = request["python"]
        self.paths = {role: os.path.abspath(paths[role]) for role in ("reference", "baseline", "candidate")}
        self.runners = runners or {}
        self.next_buffer = 1
        self.shared = []
        self.calibration = {}
        self.busy_after = self.busy_between = self.busy_outside = self.busy_running = 0
        self.trivial_passing = {}  # visible configuration -> trivial answers its check lets through
        self.startup = {}  # when judge_main started the runners and imported torch (the start event's `startup`)

    # ----- protocol -------------------------------------------------------------------------------

    def emit(self, **fields) -> None:
        fields.setdefault("at", round(time.monotonic() - self.t0, 3))  # seconds into the evaluation: where time goes
        self.proto.write(wire.event_line(fields) + "\n")
        self.proto.flush()

    def stage(self, gate: str, config=None, timeout_s: float = 0.0, **extra) -> None:
        # The supervisor's deadline comes a little after the judge's own, so that a runner past its timeout
        # is the judge's to report (and to kill), not a judge killed in the middle of it.
        fields = {"event": "stage", "gate": gate, "timeout_s": timeout_s + STAGE_GRACE_S, **extra}
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
        try:
            self.start()
        except client.RunnerGone as gone:
            return self.finish_early("harness_error", gone.message)
        try:
            return self.gates()
        finally:
            for r in self.runners.values():
                r.close()

    def finish_early(self, reason: str, message: str) -> int:
        self.emit(event="done", verdict="error", reason=reason, message=message,
                  seconds=round(time.monotonic() - self.t0, 3))
        return 1

    def start(self) -> None:
        """Runners first (judge_main starts them before it imports torch, so that their interpreters and
        contexts come up while the judge's does), then the device."""
        if not self.runners:
            self.runners = client.start_runners(self.request, self.request_path)
        spec = self.runners["candidate"].device_spec
        if spec["kind"] == "cpu":
            torch.set_num_threads(spec["threads"])
        self.dev = device.open_device(spec)
        device_s = time.monotonic() - self.t0
        torch.set_grad_enabled(False)
        versions = {role: r.await_ready() for role, r in self.runners.items()}
        startup = dict(self.startup, judge_device_s=round(device_s, 3),
                       runners_ready_s=round(time.monotonic() - self.t0, 3),
                       runner_setup_s={role: r.setup_s for role, r in self.runners.items()})
        self.cache_bytes = int(self.device_info.get("cache_bytes") or 0)
        name = "cpu"
        if self.dev.kind == "cuda":
            props = torch.cuda.get_device_properties(self.dev.index)
            name = props.name
            self.cache_bytes = self.cache_bytes or int(getattr(props, "L2_cache_size", 0) or 64 << 20)
        self.cache_bytes = self.cache_bytes or 32 << 20
        self.flush_buf = None
        if self.task.get("timing_l2", "flush") != "warm":
            self.flush_buf = torch.empty(2 * self.cache_bytes, dtype=torch.int8, device=self.dev.dev)
        self.marker = device.Marker(self.dev)
        cand = self.runners["candidate"]
        self.emit(event="start", harness=HARNESS, protocol=PROTOCOL,
                  device={"name": name, "backend": self.dev.kind, "cache_bytes": self.cache_bytes,
                          "ceilings": str(self.device_info.get("ceilings") or "")},
                  torch=torch.__version__, runner_torch=versions.get("candidate"), timer="judge_clock",
                  timer_note="calls timed on the judge's clock around the runner's go and done, less an empty call"
                  + ("; launches held behind a kernel that fills the device, and costing at least the runner's "
                     "CPU time to queue them" if self.dev.kind == "cuda" else ""),
                  confinement=cand.confinement, startup=startup)
        if cand.confinement != "namespaces":
            self.flag("unconfined", "the candidate's process is not fully confined on this machine: "
                      f"{cand.confinement}. It could read what its user can read and reach the network")
        if self.perf.get("enabled", True) and self.configs:
            for role, r in self.runners.items():
                self.calibration[role] = self.calibrate(r)

    def gates(self) -> int:
        failure, failed = None, None
        for gate in GATES:
            if failure is not None:
                self.emit(event="gate", gate=gate, status="skipped", message=f"not run: {failed} failed", seconds=0.0)
                continue
            if gate == "performance" and not self.perf.get("enabled", True):
                self.emit(event="gate", gate=gate, status="skipped", message="performance.enabled is false",
                          seconds=0.0)
                continue
            self.emit(event="gate", gate=gate, status="running", message="", seconds=0.0)
            g0 = time.monotonic()
            try:
                extra = getattr(self, f"gate_{gate}")() or {}
                self.check_timers()
                message = extra.pop("message", "")
                self.emit(event="gate", gate=gate, status="pass", message=message,
                          seconds=round(time.monotonic() - g0, 3), **extra)
            except Exception as exc:  # noqa: BLE001 - every failure becomes a verdict
                failure, failed = self.as_failure(exc), gate
                self.emit(event="gate", gate=gate, status=failure.status, reason=failure.reason,
                          message=failure.message, seconds=round(time.monotonic() - g0, 3), **failure.extra)
            self.release()
            with contextlib.suppress(Exception):
                gc.collect()  # the judge's own garbage, once a gate
        self.emit_candidate_output()
        verdict = "pass" if failure is None else ("error" if failure.status == "error" else "fail")
        self.emit(event="done", verdict=verdict, reason=failure.reason if failure else None,
                  message=failure.message if failure else "all gates passed",
                  seconds=round(time.monotonic() - self.t0, 3))
        return 1 if failure is not None and failure.reason == "harness_error" else 0

    def check_timers(self) -> None:
        """A candidate whose code replaced the timers of its own process (kiln_harness_timers) fails: they time
        nothing here, but replacing them is gaming a benchmark's timer, which a person comparing agents must see."""
        r = self.runners.get("candidate")
        if r is not None and r.timers_replaced:
            names = r.claim_text(", ".join(r.timers_replaced))  # the runner's words: its claim, not the judge's
            raise GateFailure("timer_tampering", f"the candidate's code replaced timers of its own process ({names}): "
                              "Kiln times every call from the judge's process, so no figure changed, but a candidate "
                              "that patches timers is gaming a benchmark's clock")

    def as_failure(self, exc: Exception) -> GateFailure:
        if isinstance(exc, GateFailure):
            return exc
        if isinstance(exc, client.RunnerGone):
            return GateFailure(exc.reason, exc.message, output=exc.output)
        output = wire.tail(traceback.format_exc(), OUTPUT_LIMIT_CHARS)
        if isinstance(exc, tensors.TaskError):
            return GateFailure("harness_error", str(exc), status="error")
        return GateFailure("harness_error", f"harness error: {type(exc).__name__}: {exc}"[:2000], status="error",
                           output=output)

    def emit_candidate_output(self) -> None:
        """What the candidate printed: only when every configuration is visible (hidden shapes never travel
        back to an agent in the candidate's own words)."""
        cand = self.runners.get("candidate")
        if cand is None:
            return
        text = cand.output_text()
        if not text:
            return
        if any(c.get("hidden") for c in self.configs):
            self.emit(event="candidate_output", text="",
                      note=f"the candidate printed {cand.printed} bytes; not shown for an evaluation with "
                      "hidden configurations")
        else:
            self.emit(event="candidate_output", text=text[-8192:])

    def release(self, collect: bool = True) -> None:
        """Every shared tensor freed, one message a runner. `collect` (between configurations and gates, not
        between seeds): the runners collect their garbage and the device's cache is emptied. A collection in a
        process holding torch takes tens of milliseconds; one per buffer and seed was a second of latency."""
        freed = {}
        for s in self.shared:
            for role in s.sent:
                freed.setdefault(role, []).append(s.id)
            del s.t
            self.dev.unmap(s.buf, s.size)
            os.close(s.fd)
        self.shared = []
        for role, ids in freed.items():
            with contextlib.suppress(client.RunnerGone):
                self.runners[role].send({"op": "free", "ids": ids, "collect": collect})
        if collect and self.dev.kind == "cuda":
            with contextlib.suppress(Exception):
                torch.cuda.empty_cache()

    # ----- shared tensors ---------------------------------------------------------------------------

    def share(self, dtype, shape) -> Shared:
        s = Shared(self.dev, self.next_buffer, dtype, shape)
        self.next_buffer += 1
        self.shared.append(s)
        return s

    def offer(self, role: str, s: Shared) -> None:
        if role not in s.sent:
            self.runners[role].send({"op": "buffer", "id": s.id, "bytes": s.size}, [s.fd])
            s.sent.add(role)

    def dtype_of(self, i: int):
        return tensors.dtypes()[self.specs[i]["dtype"]]

    def shape(self, config, i: int) -> list[int]:
        return [int(d) for d in config["shapes"][i]]

    def kwargs(self, config) -> dict:
        return {name: int(v) for name, v in zip(self.param_names, config.get("params", []), strict=False)}

    def make_inputs(self, ci: int, config, seed: int) -> dict:
        if self.kernelbench:
            return self.problem.inputs(config, seed)
        gen = torch.Generator(device=self.dev.dev)
        gen.manual_seed(seed & 0x7FFFFFFFFFFFFFFF)
        inits = config.get("init") or [None] * len(self.specs)
        return {i: tensors.make_tensor(self.specs[i]["dtype"], self.shape(config, i), inits[i], gen, self.dev.dev)
                for i in self.in_idx}

    def flush_l2(self) -> None:
        if self.flush_buf is not None:
            self.flush_buf.zero_()

    # ----- the trusted reference --------------------------------------------------------------------

    def load_reference(self) -> None:
        path = self.paths["reference"]
        directory = os.path.dirname(path)
        sys.path.insert(0, directory)
        try:
            import importlib.util
            spec = importlib.util.spec_from_file_location("kiln_reference", path)
            module = importlib.util.module_from_spec(spec)
            sys.modules["kiln_reference"] = module
            with contextlib.redirect_stdout(sys.stderr):
                spec.loader.exec_module(module)
        except BaseException as exc:  # noqa: BLE001
            if isinstance(exc, KeyboardInterrupt):
                raise
            raise GateFailure("compile_error", f"importing the reference failed: {type(exc).__name__}: {exc}",
                              "error", output=wire.tail(traceback.format_exc(), OUTPUT_LIMIT_CHARS),
                              object="reference") from None
        finally:
            sys.path.remove(directory)
        self.ref_module = module
        self.ref_entry = getattr(module, self.entries["reference"], None)
        if not callable(self.ref_entry):
            raise GateFailure("missing_symbol", f"the reference defines no callable `{self.entries['reference']}`",
                              "error", object="reference")
        if self.kernelbench:
            try:
                self.problem = kernelbench.Problem(module, self.dev.dev, self.trusted)
                self.specs = self.problem.discover(self.configs)
            except kernelbench.ProblemError as exc:
                raise GateFailure("bad_task", f"the KernelBench problem {self.paths['reference']}: {exc}", "error",
                                  object="reference") from None
            self.in_idx = [i for i, t in enumerate(self.specs) if t["role"] == "in"]
            self.out_idx = [i for i, t in enumerate(self.specs) if t["role"] == "out"]
            self.inout_idx = []
            self.checked = list(self.out_idx)

    def reference_fn(self, ci: int, config):
        if self.interface != "module":
            return self.ref_entry
        if self.kernelbench:
            return self.problem.model(config, self.ref_entry, _mix(ci, 0x5EED))
        torch.manual_seed(_mix(ci, 0x5EED))  # modules with weights start equal in reference and candidate
        instance = self.trusted(lambda: self.ref_entry(**self.kwargs(config)))
        return instance.to(self.dev.dev) if isinstance(instance, torch.nn.Module) else instance

    def trusted(self, fn):
        try:
            result = fn()
            self.dev.synchronize()
            return result
        except Exception as exc:  # noqa: BLE001
            if wire.is_device_error(exc):
                raise GateFailure("cuda_error", f"{type(exc).__name__}: {exc}"[:2000]) from None
            raise GateFailure("harness_error", f"the reference raised {type(exc).__name__}: {exc}"[:2000], "error",
                              output=wire.tail(traceback.format_exc(), OUTPUT_LIMIT_CHARS)) from None

    def expected(self, ref, config, inputs: dict) -> list:
        """The reference on the judge's own copies of the inputs."""
        args = {i: (t.clone() if i in self.inout_idx else t) for i, t in inputs.items()}
        if self.interface != "module":
            outs = {i: torch.empty(self.shape(config, i), dtype=self.dtype_of(i), device=self.dev.dev)
                    for i in self.out_idx}
            allt = [args[i] if i in args else outs[i] for i in range(len(self.specs))]
            self.trusted(lambda: ref(*allt, **self.kwargs(config)))
            return [allt[i] for i in self.checked]
        call_args = (self.problem.arguments(config, args) if self.kernelbench else [args[i] for i in self.in_idx])
        result = self.trusted(lambda: ref(*call_args))
        returned = list(result) if isinstance(result, (tuple, list)) else [result]
        by_index = dict(zip(self.out_idx, returned, strict=False))  # fewer returned: the rest written in place
        return [by_index[i] if i in by_index else args[i] for i in self.checked]

    # ----- calls through a runner -------------------------------------------------------------------

    def runner_failure(self, role: str, reply: dict, config=None) -> GateFailure:
        r = self.runners[role]
        kind = reply.get("kind") or "crash"
        message = str(reply.get("message") or "the call failed")[:2000]
        output = str(reply.get("output") or "")[-OUTPUT_LIMIT_CHARS:]
        if role != "candidate":
            return GateFailure("baseline_error", f"the baseline: {message}", "error", output=output)
        if kind not in ("crash", "cuda_error", "abi_mismatch", "tensor_subclass", "compile_error", "missing_symbol"):
            kind = "crash"
        if kind == "tensor_subclass":
            self.flag("tensor_subclass", r.claim_text(message), config)
        return GateFailure(kind, r.claim_text(message), output=r.claim_text(output))

    def call_message(self, role: str, config, buffers: dict) -> dict:
        for s in buffers.values():
            self.offer(role, s)
        msg = {"op": "call", "interface": self.interface,
               "tensors": [buffers[i].spec() for i in range(len(self.specs))]}
        if self.interface == "module":
            msg.update(inputs=self.in_idx, outputs=self.out_idx,
                       output_names=[self.specs[i]["name"] for i in self.out_idx])
            if self.kernelbench:
                msg["args"] = self.problem.argument_list(config)
        else:
            msg["kwargs"] = self.kwargs(config)
        return msg

    def held_call(self, role: str, msg: dict, held: bool, timeout_s: float, config=None, before_go=None) -> dict:
        """One call on the judge's clock. Returns {clock_ms, host_ms, synchronizes, reply}."""
        r = self.runners[role]
        r.seq += 1
        seq = r.seq
        if config is not None and config.get("hidden"):
            r.seen_hidden = True
        msg = dict(msg, seq=seq, held=held, timeout_s=timeout_s)
        deadline = time.perf_counter_ns() + int(timeout_s * 1e9)
        ctrl = r.ctrl
        synchronizes = False
        if not held:
            if before_go is not None:
                before_go()
            r.go.set(wire.GO, seq)
        c0 = r.cpu_ns()
        m0 = r.main_thread_cpu_ns()
        s0 = r.main_thread_sleeps() if held and self.dev.kind == "cuda" else 0
        t_send = time.perf_counter_ns()
        between = None  # what the runner did while it should have been waiting for this call
        if r.last_reply is not None:
            between = ((c0 - r.last_reply[0]) / 1e6, (t_send - r.last_reply[1]) / 1e6)
        outside = None  # CPU of the runner's other threads from its last reply to this call's go
        r.send(msg)
        if held:
            if not ctrl.wait(wire.READY, seq, deadline, r.alive):
                return self.lost(r, "waiting for its call to be ready", timeout_s)
            if self.dev.kind == "cuda":
                enqueue_by = min(deadline, time.perf_counter_ns() + int(ENQUEUE_WAIT_S * 1e9))
                queued = ctrl.wait(wire.ENQUEUED, seq, enqueue_by, r.alive)
                t_enqueued = time.perf_counter_ns()
                if not queued or ctrl.get(wire.EXPIRED) >= seq:
                    synchronizes = True
            if before_go is not None:
                before_go()
            # Only the work, after go, may mark done (unless the hold gave up waiting: then the call synchronizes).
            if ctrl.get(wire.DONE) >= seq and ctrl.get(wire.EXPIRED) < seq:
                r.kill()
                raise client.RunnerGone("protocol_violation", f"the {r.role} runner marked its call done before the "
                                        "judge released it: done is the device's mark after the work")
            if self.dev.kind == "cuda" and queued:
                r.wait_main_thread_asleep(ASLEEP_WAIT_S)  # its clock is current only once it is off the CPU
            if r.last_reply is not None:
                outside = (r.other_threads_cpu_ns() - r.last_reply[2]) / 1e6
            c1 = r.cpu_ns()
            m1 = r.main_thread_cpu_ns()
            s1 = r.main_thread_sleeps() if self.dev.kind == "cuda" else 0
            t0 = time.perf_counter_ns()
            r.go.set(wire.GO, seq)
            if self.dev.kind == "cuda":
                r.go.wake(wire.GO)  # the runner's main thread sleeps on go (its device work was released above)
        else:
            c1, m1, s1, t0 = None, None, 0, t_send
        if not ctrl.wait(wire.DONE, seq, deadline, r.alive):
            return self.lost(r, "waiting for its call to end", timeout_s)
        t1 = time.perf_counter_ns()
        if self.dev.kind == "cuda" and ctrl.get(wire.EXPIRED) >= seq:
            synchronizes = True
        mark_ms = self.marker.latency_ns(deadline) / 1e6 if self.dev.kind == "cuda" else 0.0
        reply, _ = r.receive(max(1.0, (deadline - time.perf_counter_ns()) / 1e9), "its reply")
        t_reply = time.perf_counter_ns()
        # The runner's clocks as it goes back to wait: read once its main thread is off the CPU. Read while it
        # still ran (it had just replied), they lagged by what the kernel had not yet accounted, which the next
        # reading then counted between the calls: 0.5-1.6 ms of CPU in 0.1-0.3 ms gaps on a 6.18 kernel at 250
        # Hz, honest matmul and softmax failed as work_after_return (tst_pyharness_cpu, session 17).
        r.wait_main_thread_asleep(ASLEEP_WAIT_S)
        r.last_reply = (r.cpu_ns(), t_reply, r.other_threads_cpu_ns())
        # On the CPU a runner has one thread at work (OMP_NUM_THREADS=1): another one running once the call
        # has returned is work after return, seen at once (its CPU clock, read from here, may lag by a tick:
        # matmul/late_thread's 3 ms thread was missed by the CPU checks in 2 runs of 3 on a 250 Hz kernel).
        running_after = r.other_threads_running() if self.dev.kind == "cpu" else 0
        # Wall time: another process's CPU clock is only brought up to date when it leaves the CPU, so a runner
        # still spinning at done would read as working after it.
        lag_ms = (t_reply - t1) / 1e6 - mark_ms
        cal = self.calibration.get(role)
        clock_ms = (t1 - t0) / 1e6 - ((cal.clock_ms if held else cal.unheld_ms) if cal else 0.0)
        host_ms = wall_ms = cpu_ms = 0.0
        slept = False
        if c1 is not None and self.dev.kind == "cuda":
            # What queueing the launches cost: the CPU time of the runner's main thread (the process's other
            # threads, the runtime's among them, vary from process to process; read while it sleeps on go, so
            # current). A call that slept before its launches (time.sleep, waiting for a thread of its own)
            # costs its wall time too: it went to sleep more than once (its sleep on go) in the call. Wall time
            # otherwise only adds the runner's wake-up, 0.02-0.7 ms on the H200 (run 14), which is no launch cost.
            wall_ms = (t_enqueued - t_send) / 1e6
            cpu_ms = (m1 - m0) / 1e6
            slept = s1 - s0 > 1
            host_ms = max(0.0, cpu_ms - (cal.host_ms if cal else 0.0))
            if slept:
                host_ms = max(host_ms, wall_ms - (cal.wall_ms if cal else 0.0) - WAKEUP_NOISE_MS)
        return {"clock_ms": max(0.0, clock_ms), "host_ms": host_ms, "synchronizes": synchronizes, "reply": reply,
                "mark_ms": mark_ms, "seq": seq, "lag_ms": lag_ms, "between": between, "wall_ms": wall_ms,
                "cpu_ms": cpu_ms, "slept": slept, "outside": outside, "running_after": running_after}

    def lost(self, r, what: str, timeout_s: float):
        if r.alive():
            r.kill()
            raise client.RunnerGone("timeout", f"the {r.role} runner ran past the {timeout_s:g} s timeout ({what})")
        raise client.RunnerGone(*r.exit_description())

    def calibrate(self, r) -> Calibration:
        """Empty calls before any implementation is imported: what a call costs that does nothing."""
        clocks, hosts, walls, marks = [], [], [], []
        for k in range(CALIBRATION_CALLS):
            call = self.held_call(r.role, {"op": "trivial"}, True, 60.0)
            if not call["reply"].get("ok"):
                raise client.RunnerGone("harness_error", f"the {r.role} runner's empty call failed: "
                                        f"{call['reply'].get('message')}")
            if k >= 3:
                clocks.append(call["clock_ms"])
                hosts.append(call["cpu_ms"])
                walls.append(call["wall_ms"])
                marks.append(call["mark_ms"])
        unheld = []
        for k in range(CALIBRATION_CALLS // 2):  # calls that synchronize inside are timed unheld, from go
            call = self.held_call(r.role, {"op": "trivial"}, False, 60.0)
            if k >= 2:
                unheld.append(call["clock_ms"])
        r.last_reply = None
        # Low quantiles: noise only ever adds to an empty call, and what is subtracted must not be noise.
        cal = Calibration(_percentile(sorted(clocks), 25), _percentile(sorted(hosts), 25))
        cal.unheld_ms = _percentile(sorted(unheld), 25)
        cal.wall_ms = _percentile(sorted(walls), 25)
        # The judge's mark after an empty call's done: a context switch, not the same for two processes (H200
        # run 15: up to 30 us apart in one evaluation), so each runner's marks are judged less its own.
        cal.mark_ms = statistics.median(marks) if marks else 0.0
        return cal

    def runner_idle(self, r, config) -> None:
        """After a checked call: every process of the runner's must be idle (blocked on its socket). A process
        that ends in the window ran after return too, and its CPU time leaves the namespace's sum with it (a
        child forked by the call that wrote the output 1 ms later passed in CI: matmul/fork_late)."""
        before, alive = r.tree_state()
        time.sleep(IDLE_WINDOW_S)
        after, still = r.tree_state()
        used, ended = (after - before) / 1e9, alive - still
        if used > IDLE_CPU_MAX_S or ended:
            self.busy_after += 1
            if self.busy_after >= 2:
                what = (f"{len(ended)} of its processes ended" if ended else
                        f"its processes used {used * 1e3:.2f} ms of CPU")
                raise self.fail_with_flag(
                    "work_after_return", f"in a {IDLE_WINDOW_S * 1e3:g} ms window after the candidate's call "
                    f"returned, {what}, twice: work went on after return", config)

    def snapshot(self, bufs: dict) -> dict:
        """The candidate's outputs as they were when its call was done: what is checked, whatever is written to
        them later (its inputs are checked against the values written, and so need no copy)."""
        copies = {i: bufs[i].t.clone() for i in self.checked}
        self.dev.synchronize()
        return copies

    def unchanged_since_done(self, at_done: dict, bufs: dict, config) -> None:
        """Nothing may write a call's buffers once it is done: a change is work after return, seen directly."""
        self.dev.synchronize()
        changed = [self.specs[i]["name"] for i in at_done
                   if not torch.equal(tensors.bits(at_done[i]), tensors.bits(bufs[i].t))]
        if changed:
            raise self.fail_with_flag(
                "work_after_return", f"{', '.join(changed)} changed after the candidate's call was done (compared "
                f"at done and {IDLE_WINDOW_S * 1e3:g} ms later): work went on after return", config)

    def check_between(self, call: dict, config) -> None:
        """A runner uses no CPU between its calls: work between calls (results computed before the call, threads
        left working after it) is caught here; a reply long after `done` in check_replies."""
        if call.get("running_after"):
            self.busy_running += 1
            if self.busy_running >= 2:
                raise self.fail_with_flag(
                    "work_after_return", f"{call['running_after']} thread(s) of the candidate's runner were still "
                    "running after its call had returned, twice: it works outside its calls", config)
        if call["outside"] is not None and call["outside"] > max(OUTSIDE_CPU_MIN_MS, 0.5 * call["clock_ms"]):
            self.busy_outside += 1
            if self.busy_outside >= 2:
                raise self.fail_with_flag(
                    "work_after_return", f"threads of the candidate's runner used {call['outside']:.3f} ms of CPU "
                    "between the end of one call and the start of the next, twice: it works outside its calls", config)
        if call["between"] is not None:
            cpu_ms, wall_ms = call["between"]
            if cpu_ms > max(BETWEEN_CPU_MIN_MS, 0.25 * wall_ms):
                self.busy_between += 1
                if self.busy_between >= 2:
                    raise self.fail_with_flag(
                        "work_after_return", f"the candidate's runner used {cpu_ms:.3f} ms of CPU in the "
                        f"{wall_ms:.3f} ms between two of its calls, twice: it works outside its calls", config)

    def check_outside_total(self, outside: dict, clocks: dict, config) -> None:
        """The same over the whole configuration: a thread that goes on a few milliseconds after each call
        straddles the next one, so no single gap may show it, but their sum does (matmul/late_thread passed 2
        runs in 5 on the per-call check alone). Against the baseline's, whose runtime threads do the same."""
        extra = outside["candidate"] - outside["baseline"]
        limit = max(OUTSIDE_TOTAL_MIN_MS, 0.25 * sum(clocks["candidate"]))
        if len(clocks["candidate"]) >= 4 and extra > limit:
            raise self.fail_with_flag(
                "work_after_return", f"threads of the candidate's runner used {outside['candidate']:.3f} ms of CPU "
                f"between its {len(clocks['candidate'])} timed calls, the baseline's {outside['baseline']:.3f} ms: "
                "it works outside its calls", config)

    def check_replies(self, lags: dict, clocks: dict, config) -> None:
        """A runner replies as soon as its call is done: the candidate's replies coming later than the baseline's
        by more than a millisecond (or half its call) mean its calls went on after done (done written early).
        Medians, so that a runner that waits for a core now and then on a busy machine is no finding."""
        cand, base = lags["candidate"], lags["baseline"]
        if len(cand) < 4 or len(base) < 4:
            return
        med_c, med_b = statistics.median(cand), statistics.median(base)
        if med_c - med_b > max(LATE_REPLY_MIN_MS, 0.5 * statistics.median(clocks["candidate"])):
            raise self.fail_with_flag(
                "work_after_return", f"the candidate's runner replied {med_c:.3f} ms after its done (median of "
                f"{len(cand)}), the baseline's {med_b:.3f} ms: its calls went on after done", config)

    def check_marks(self, marks: dict, clocks: dict, config) -> None:
        """The judge's own mark after done cannot run while a runner's work still holds the device. Each runner's
        marks are taken less its empty calls' (a context switch); the baseline's runner says how much they vary
        without leftovers; a leftover of x ms adds x. Calls longer than the device's time slice wait up to 0.3 ms
        more, honest or not (the compiled harness's reduce_sum/timer_claims_forged, H200 run 15): a quarter of
        the call, at most MARK_ALLOWANCE_CAP_MS, is allowed for that."""
        cand, base = sorted(marks["candidate"]), sorted(marks["baseline"])
        if self.dev.kind != "cuda" or len(cand) < 8 or len(base) < 8:
            return
        med_b, med_c = _percentile(base, 50), _percentile(cand, 50)
        iqr_b = _percentile(base, 75) - _percentile(base, 25)
        allowance = min(MARK_ALLOWANCE_SHARE * statistics.median(clocks["candidate"]), MARK_ALLOWANCE_CAP_MS)
        shift = max(LATE_MARK_MIN_MS, 4 * iqr_b, allowance)
        if med_c > med_b + shift:
            raise self.fail_with_flag(
                "work_after_return", f"the device was still busy after the candidate's calls had returned: the judge's "
                f"next kernel ran {med_c * 1e3:.1f} us later after them than after its runner's empty calls (median of "
                f"{len(cand)}), against {med_b * 1e3:.1f} us for the baseline's. Work left on another stream, or "
                "launched after return, is not the call's end",
                config)

    # ----- compile ----------------------------------------------------------------------------------

    def gate_compile(self) -> dict:
        """The reference here (trusted); the baseline and the candidate each in its runner."""
        self.stage("compile", None, self.import_timeout, object="reference")
        self.load_reference()
        outputs = {}
        for role in ("baseline", "candidate"):
            r = self.runners[role]
            self.stage("compile", None, self.import_timeout, object=role)
            path = r.impl_inside
            tunables = self.tunables if role == "candidate" else {}
            reply = r.request_reply({"op": "import", "path": path, "entry": self.entries[role],
                                     "module": f"kiln_{role}", "tunables": tunables},
                                    self.import_timeout, f"importing the {role}")
            outputs[role] = str(reply.get("output") or "")[-OUTPUT_LIMIT_CHARS:]
            if not reply.get("ok"):
                status = "fail" if role == "candidate" else "error"
                kind = reply.get("kind")
                kind = kind if kind in ("compile_error", "missing_symbol") else "compile_error"
                message = str(reply.get("message") or "")[:2000]
                words = (f"importing the {role} failed: {message}" if kind == "compile_error"
                         else f"the {role} {message}")
                raise GateFailure(kind, words, status, output=outputs[role], object=role,
                                  command=f"import {self.paths[role]}")
        with open(self.paths["candidate"], errors="replace") as f:
            self.cand_source = f.read(4 << 20)
        if self.fallback_kind() == "custom":
            lines = fallback.scan_torch_usage(self.cand_source)
            if lines:
                self.flag("fallback", "the candidate calls PyTorch operators: " + "; ".join(lines[:10]))
        return {"message": "candidate and baseline imported in their runners, reference in the judge",
                "object": "candidate", "command": f"import {self.paths['candidate']}",
                "output": outputs["candidate"]}

    # ----- correctness ------------------------------------------------------------------------------

    def bind(self, role: str, ci: int, config, timeout_s: float) -> None:
        if self.interface != "module":
            return
        message = {"op": "bind", "kwargs": self.kwargs(config), "seed": _mix(ci, 0x5EED)}
        if self.kernelbench:
            message.update(kwargs={}, args=self.problem.init_arguments(config), constants=config.get("constants") or {})
        reply = self.runners[role].request_reply(message, timeout_s, "building the module")
        if not reply.get("ok"):
            raise self.runner_failure(role, reply, config)

    def buffers_for(self, role: str, config, shared_inputs: dict | None = None) -> dict:
        """Shared tensors for one call: the inputs (shared by both runners) and this role's outputs."""
        bufs = dict(shared_inputs or {})
        for i in self.in_idx:
            if i not in bufs:
                bufs[i] = self.share(self.dtype_of(i), self.shape(config, i))
        for i in self.out_idx:
            bufs[i] = self.share(self.dtype_of(i), self.shape(config, i))
        return bufs

    def place(self, bufs: dict, inputs: dict, roles_out: dict) -> None:
        """Inputs copied into the shared buffers, every output poisoned (all ones: -1 as integers)."""
        for i, t in inputs.items():
            bufs[i].t.copy_(t)
        for outs in roles_out.values():
            for i in self.out_idx:
                tensors.bits(outs[i].t).fill_(-1)

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
        self.flag_degenerate_task()
        self.check_fallback()
        return {"message": f"{len(self.configs)} configurations x {len(self.seeds)} seeds match the reference"}

    def check_config(self, ci: int, config) -> dict:
        ref = self.reference_fn(ci, config)
        self.bind("candidate", ci, config, self.corr_timeout)
        reported = None
        for seed in self.seeds:
            inputs = self.make_inputs(ci, config, _mix(seed, ci, 0))
            expected = self.expected(ref, config, inputs)
            if seed == self.seeds[0] and not config.get("hidden"):
                self.trivial_passing[config["name"]] = self.trivial_candidates_passing(
                    inputs, expected, self.trivial_still_possible())
            bufs = self.buffers_for("candidate", config)
            self.place(bufs, inputs, {"candidate": bufs})
            self.dev.synchronize()
            msg = self.call_message("candidate", config, bufs)
            call = self.held_call("candidate", msg, False, self.corr_timeout, config)
            if not call["reply"].get("ok"):
                raise self.runner_failure("candidate", call["reply"], config)
            mutated = [self.specs[i]["name"] for i in self.in_idx if i not in self.inout_idx
                       and not torch.equal(tensors.bits(bufs[i].t), tensors.bits(inputs[i]))]
            if mutated:
                return {"status": "fail", "reason": "input_mutated", "seed": seed,
                        "message": f"the candidate changed its input(s) {', '.join(mutated)}"}
            got = [bufs[i].t for i in self.checked]
            result = tensors.compare([self.specs[i] for i in self.checked], got, expected)
            result["seed"] = seed
            if result["status"] != "pass":
                return result
            if reported is None or (result["matched_ratio"], -result["max_abs_err"]) < \
                    (reported["matched_ratio"], -reported["max_abs_err"]):
                reported = result
            self.release(collect=False)
        return reported

    # ----- degenerate tasks --------------------------------------------------------------------------

    def trivial_still_possible(self) -> set | None:
        """The trivial answers that passed on every visible configuration checked so far (None: none checked
        yet). Only these are tried on the next one: the flag needs all of them, and each try is a comparison
        of the whole output (a second of a KernelBench evaluation when every one was tried everywhere)."""
        sets = [set(found) for found in self.trivial_passing.values()]
        return set.intersection(*sets) if sets else None

    def trivial_candidates_passing(self, inputs: dict, expected: list, only: set | None = None) -> list:
        """Trivial answers that the task's tolerance alone lets through on these inputs: zeros of the right
        shape, an input returned as it is, one constant (of those in `only`, if given). Kiln's own all-zero
        rule aside (it fails zeros anyway): this is about what the task's check can tell apart, KernelBench's
        allclose."""
        specs = [self.specs[i] for i in self.checked]

        def passes(answers) -> bool:
            for spec, got, exp in zip(specs, answers, expected, strict=True):
                if got is None or got.shape != exp.shape or got.dtype != exp.dtype:
                    return False
                atol, rtol, need = tensors.tolerance(spec)
                s = tensors.compare_tensor(spec["name"], got, exp, atol, rtol, need)
                if s["reason"] not in (None, "all_zero") or s["ratio"] < need:
                    return False
            return True

        def tried(name: str) -> bool:
            return only is None or name in only

        found = []
        if tried("zeros") and passes([torch.zeros_like(e) for e in expected]):
            found.append("zeros")
        for i in self.in_idx:
            name = f"its input {self.specs[i]['name']} returned as it is"
            if i not in self.inout_idx and tried(name) and passes([inputs[i]] * len(expected)):
                found.append(name)
        name = "one constant (the mean)"
        if tried(name) and all(e.is_floating_point() and e.numel() for e in expected) and \
                passes([torch.full_like(e, float(e.double().mean())) for e in expected]):
            found.append(name)
        return found

    def flag_degenerate_task(self) -> None:
        """A task-level warning: a trivial answer that passes the check on every visible configuration."""
        visible = [c["name"] for c in self.configs if not c.get("hidden")]
        if not visible or any(name not in self.trivial_passing for name in visible):
            return
        common = [t for t in self.trivial_passing[visible[0]]
                  if all(t in self.trivial_passing[name] for name in visible)]
        if common:
            self.flag("degenerate_task", f"a trivial candidate passes this task's check on every visible "
                      f"configuration ({'; '.join(common)}): its inputs or tolerance cannot tell a correct kernel "
                      "from it, so a pass here says little (KernelBench's ReLU on torch.rand inputs is the "
                      "identity)")

    # ----- fallback ---------------------------------------------------------------------------------

    def fallback_kind(self) -> str | None:
        # The task's own baseline judged as the candidate: a torch2cuda baseline is PyTorch by definition.
        if self.paths["candidate"] == self.paths["baseline"]:
            return None
        if self.category in ("torch2cuda", "torch2hip"):
            return "custom"
        if self.category == "triton2triton" or self.task.get("backend") == "triton":
            return "triton"
        return "custom" if self.task.get("backend") == "torch" and not self.category else None

    def check_fallback(self) -> None:
        """One profiled call in the candidate's runner (its claims): outputs that PyTorch operators wrote, or on
        a GPU no kernel of the candidate's own among those that ran, are a `fallback`."""
        kind = self.fallback_kind()
        if kind is None or not self.configs:
            return
        ci, config = next(((i, c) for i, c in enumerate(self.configs) if not c.get("hidden")), (0, self.configs[0]))
        self.stage("correctness", config, self.corr_timeout)
        self.bind("candidate", ci, config, self.corr_timeout)
        inputs = self.make_inputs(ci, config, _mix(self.seeds[0], ci, 0))
        bufs = self.buffers_for("candidate", config)
        self.place(bufs, inputs, {"candidate": bufs})
        self.dev.synchronize()
        msg = dict(self.call_message("candidate", config, bufs), op="kernels", checked=self.checked)
        reply = self.runners["candidate"].request_reply(msg, self.corr_timeout, "the profiled call")
        self.release()
        if not reply.get("ok"):
            raise self.runner_failure("candidate", reply, config)
        self.check_streams(reply.get("streams"), config)
        writers = [w for w in (reply.get("writers") or []) if isinstance(w, str)]
        if writers and len(writers) == len(self.checked):
            raise self.fail_with_flag("fallback", "every output was written by a PyTorch operator ("
                                      + ", ".join(sorted(set(writers))[:8]) + ")", config)
        names = [str(n)[:300] for n in (reply.get("names") or []) if isinstance(n, str)]
        if self.dev.kind != "cuda" or not names:
            return
        seen = self.runners["candidate"].claim_text(", ".join(sorted(set(names))[:8]))  # kernel names it chose
        directory = os.path.dirname(self.paths["candidate"])
        if kind == "custom":
            import re
            custom = fallback.global_kernel_names(directory, self.cand_source)
            cutlass = bool(re.search(r"#\s*include\s*[<\"](cutlass|cute)/", self.cand_source))
            if not any(not fallback.is_native(n, custom, cutlass) for n in names):
                raise self.fail_with_flag("fallback", f"only PyTorch/vendor kernels ran: {seen}", config)
        else:
            import re
            jit = fallback.jit_function_names(self.cand_source)
            if not any(re.search(r"(?<![\w:])" + re.escape(j), n) for j in jit for n in names):
                raise self.fail_with_flag(
                    "fallback", f"no Triton kernel of the candidate ran ({', '.join(sorted(jit)) or 'none defined'}); "
                    f"kernels: {seen}", config)

    def check_streams(self, streams, config) -> None:
        """The profiled call's kernels on other streams than the call's (the runner's claim, which can only
        condemn it): still running when the call had returned is work it did not wait for, neither its result
        (a copy of it races the kernel) nor its time; joined before it returned, they are timed, and flagged."""
        if not isinstance(streams, dict):
            return
        late = [str(n)[:200] for n in (streams.get("after_return") or []) if isinstance(n, str)]
        if late:
            names = self.runners["candidate"].claim_text(", ".join(sorted(set(late))[:4]))  # names it chose
            raise self.fail_with_flag(
                "work_after_return", "kernels on another stream than the call's were still running after it had "
                f"returned ({names}): work left unjoined is neither the call's result nor its time", config)
        others = streams.get("other_stream_kernels")
        if isinstance(others, int) and others > 0:
            self.flag("side_stream", f"{others} kernel(s) of the profiled call ran on other streams than the "
                      "call's, joined before it returned: their time is counted", config)

    # ----- performance ------------------------------------------------------------------------------

    def gate_performance(self) -> dict:
        speedups, failures = [], []
        for ci, config in enumerate(self.configs):
            self.stage("performance", config, float(self.perf.get("timeout_s") or 300))
            c0 = time.monotonic()
            result = self.time_config(ci, config)
            result["seconds"] = round(time.monotonic() - c0, 3)
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

    def copy_ms(self, config) -> float:
        """A module's outputs are copied into shared memory inside its call: what that copy costs here."""
        if self.interface != "module":
            return 0.0
        src = [torch.empty(self.shape(config, i), dtype=self.dtype_of(i), device=self.dev.dev) for i in self.out_idx]
        dst = [torch.empty_like(t) for t in src]
        times = []
        for _ in range(7):
            self.dev.synchronize()
            t0 = time.perf_counter_ns()
            for s, d in zip(src, dst, strict=True):
                d.copy_(s)
            self.dev.synchronize()
            times.append((time.perf_counter_ns() - t0) / 1e6)
        if self.dev.kind == "cuda":  # less an empty synchronize: the device's copy, not the wait
            empty = []
            for _ in range(7):
                t0 = time.perf_counter_ns()
                self.dev.synchronize()
                empty.append((time.perf_counter_ns() - t0) / 1e6)
            return max(0.0, statistics.median(times) - statistics.median(empty))
        return statistics.median(times)

    def time_config(self, ci: int, config) -> dict:
        """Baseline and candidate interleaved, new inputs for every call; checked calls drawn afterwards. The
        judge's own cyclic collector is off meanwhile (a collection would land inside a timed call)."""
        gc.disable()  # (no collection first: tens of milliseconds a configuration; the gates collect)
        try:
            return self._time_config(ci, config)
        finally:
            gc.enable()

    def _time_config(self, ci: int, config) -> dict:
        timeout = float(self.perf.get("timeout_s") or 300)
        t_setup = time.monotonic()
        spent = {"checking_s": 0.0}  # where the configuration's time went (the config event's `phases`)
        ref = self.reference_fn(ci, config)
        for role in ("baseline", "candidate"):
            self.bind(role, ci, config, timeout)
        shared_in = {i: self.share(self.dtype_of(i), self.shape(config, i)) for i in self.in_idx}
        bufs = {role: self.buffers_for(role, config, shared_in) for role in ("baseline", "candidate")}
        msgs = {role: self.call_message(role, config, bufs[role]) for role in bufs}
        copy_ms = self.copy_ms(config)
        held = {"baseline": True, "candidate": True}
        sync_flagged = set()
        times = {"baseline": [], "candidate": []}
        marks = {"baseline": [], "candidate": []}
        lags = {"baseline": [], "candidate": []}
        clocks = {"baseline": [], "candidate": []}
        hosts = {"baseline": [], "candidate": []}
        bad, verified = [], 0
        budget = float(self.perf.get("budget_s", 3.0))
        warmup_s = float(self.perf.get("warmup_s", 0.05))
        min_reps, max_reps = int(self.perf.get("min_reps", 30)), int(self.perf.get("max_reps", 500))
        target = float(self.perf.get("target_rse", 0.01))
        self.busy_after = self.busy_between = self.busy_outside = self.busy_running = 0
        outside = {"baseline": 0.0, "candidate": 0.0}  # CPU of each runner's other threads between its calls
        for r in self.runners.values():
            r.last_reply = None

        def one(role: str, timed: bool, force_verify: bool = False) -> None:
            nonlocal verified
            placed = {}

            def prep() -> None:
                placed["inputs"] = self.new_inputs(ci, config, shared_in)
                self.place(bufs[role], {}, {role: bufs[role]})
                self.flush_l2()
                self.dev.synchronize()

            # On the host the next inputs are written while the runner already waits for go, so nothing of it
            # can work on them before the judge's clock starts; a GPU's hold fills the device, so there the
            # judge writes them first.
            if self.dev.kind == "cpu":
                call = self.held_call(role, msgs[role], held[role], timeout, config, before_go=prep)
            else:
                prep()
                call = self.held_call(role, msgs[role], held[role], timeout, config)
            if not call["reply"].get("ok"):
                raise self.runner_failure(role, call["reply"], config)
            if call["synchronizes"] and held[role]:
                held[role] = False  # it waits for the device inside: timed whole from go, launches included
                if role not in sync_flagged:
                    sync_flagged.add(role)
                    if role == "candidate":
                        self.flag("synchronizes", "the candidate's call waits for the device inside; its calls are "
                                  "timed whole, launches and host work included", config)
            if not timed:
                return
            ms = max(call["clock_ms"] - copy_ms, call["host_ms"])
            times[role].append(ms)
            clocks[role].append(call["clock_ms"])
            hosts[role].append(call["host_ms"])
            cal = self.calibration.get(role)
            marks[role].append(call["mark_ms"] - (cal.mark_ms if cal else 0.0))
            lags[role].append(call["lag_ms"])
            if call["outside"] is not None:
                outside[role] += call["outside"]
            if role != "candidate":
                return
            self.check_between(call, config)
            if force_verify or (verified < MAX_VERIFIED and secrets.randbelow(VERIFY_ONE_IN) == 0):
                verified += 1
                v0 = time.monotonic()
                at_done = self.snapshot(bufs["candidate"])
                self.runner_idle(self.runners["candidate"], config)
                self.unchanged_since_done(at_done, bufs["candidate"], config)
                seen = {i: b.t for i, b in bufs["candidate"].items()}
                self.verify(ref, config, placed["inputs"], {**seen, **at_done}, bad)
                spent["checking_s"] += time.monotonic() - v0

        spent["setup_s"] = time.monotonic() - t_setup
        try:
            # The first round unheld: a first call may load modules or create library handles, which waits for the
            # device (and so for a hold); whether a call synchronizes is decided from the later ones.
            for role in ("baseline", "candidate"):
                held[role] = False
                one(role, False)
                held[role] = True
            w0, rep = time.perf_counter(), 0
            spent["first_round_s"] = time.monotonic() - t_setup - spent["setup_s"]
            while rep < 2 or time.perf_counter() - w0 < warmup_s:
                for role in ("baseline", "candidate"):
                    one(role, False)
                rep += 1
            t0, rep = time.perf_counter(), 0
            spent["warmup_s"] = t0 - w0
            while True:
                order = ("baseline", "candidate") if rep % 2 == 0 else ("candidate", "baseline")
                for role in order:
                    one(role, True)
                rep += 1
                if rep >= max_reps or time.perf_counter() - t0 > budget:
                    break
                if rep >= min_reps and all(_rse(v) < target for v in times.values()):
                    break
            if verified == 0:  # at least one checked call; the runner cannot tell it from the others
                one("candidate", True, force_verify=True)
            spent["timed_s"] = time.perf_counter() - t0 - spent["checking_s"]
            spent["rounds"] = rep
            self.check_marks(marks, clocks, config)
            self.check_replies(lags, clocks, config)
            self.check_outside_total(outside, clocks, config)
        except client.RunnerGone as gone:
            raise GateFailure(gone.reason, gone.message, output=gone.output) from None
        result = self.performance_result(config, times, clocks, hosts, bad, verified, copy_ms)
        result["phases"] = {k: round(v, 4) if isinstance(v, float) else v for k, v in spent.items()}
        if self.dev.kind == "cuda":  # the idle check's evidence (check_marks)
            result["mark_excess_median_us"] = {role: round(1e3 * statistics.median(m), 2) if m else None
                                               for role, m in marks.items()}
            result["mark_empty_call_us"] = {role: round(1e3 * c.mark_ms, 2) for role, c in self.calibration.items()}
        return result

    def new_inputs(self, ci: int, config, shared_in: dict) -> dict:
        """Fresh values for every call (a CSPRNG seed): no result can be kept from one call for the next."""
        inputs = self.make_inputs(ci, config, secrets.randbits(63))
        for i, t in inputs.items():
            shared_in[i].t.copy_(t)
        return inputs

    def verify(self, ref, config, inputs: dict, seen: dict, bad: list) -> None:
        """`seen`: each buffer's tensor as it is checked (the outputs as copied at done)."""
        mutated = [self.specs[i]["name"] for i in self.in_idx if i not in self.inout_idx
                   and not torch.equal(tensors.bits(seen[i]), tensors.bits(inputs[i]))]
        if mutated:
            bad.append(f"the candidate changed its input(s) {', '.join(mutated)} while timed")
            return
        expected = self.expected(ref, config, inputs)
        r = tensors.compare([self.specs[i] for i in self.checked], [seen[i] for i in self.checked], expected)
        if r["status"] != "pass":
            bad.append(f"a checked timed call: {r['message']}")

    def performance_result(self, config, times, clocks, hosts, bad, verified, copy_ms) -> dict:
        cand, base = _timing(times["candidate"]), _timing(times["baseline"])
        cand["clock_median_ms"] = statistics.median(clocks["candidate"])
        base["clock_median_ms"] = statistics.median(clocks["baseline"])
        cand["host_median_ms"] = statistics.median(hosts["candidate"])
        base["host_median_ms"] = statistics.median(hosts["baseline"])
        speedup = base["median_ms"] / cand["median_ms"] if cand["median_ms"] > 0 else None
        # Launch-bound: its launches take longer than its device time and than the baseline's (Python's own call
        # overhead makes tiny kernels launch-bound for both, which is no finding). The same launches read 0.17-0.29
        # ms in two runners (H200 runs 14 and 15), so only half as much again and 20 us more is the candidate's.
        if (self.dev.kind == "cuda" and cand["host_median_ms"] > cand["clock_median_ms"]
                and cand["host_median_ms"] > LAUNCH_BOUND_FACTOR * base["host_median_ms"] + LAUNCH_BOUND_MIN_MS):
            self.flag("launch_bound", f"the candidate's launches take {cand['host_median_ms']:.4f} ms of host time per "
                      f"call, more than its device time ({cand['clock_median_ms']:.4f} ms): its time is the launches'",
                      config)
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
        ci = speedup_interval(times["baseline"], times["candidate"])
        if self.dev.kind == "cuda" and host_bound(cand, base):
            ci = host_bound_interval(ci)
            self.flag("host_bound", f"the calls cost more to launch than to run (host {cand['host_median_ms']:.3f} ms "
                      f"against the device's {cand['clock_median_ms']:.3f} ms; the baseline's "
                      f"{base['host_median_ms']:.3f} against {base['clock_median_ms']:.3f} ms): their times are "
                      f"Python's launch overhead, which reads up to {HOST_PROCESS_SPREAD:g}x apart for the same code "
                      "in two processes, so the speedup's interval is widened by that much", config)
        result = {"status": "fail" if bad else "pass", "candidate": cand, "baseline": base, "speedup": speedup,
                  "speedup_ci": ci,
                  "flops": flops, "bytes": nbytes,
                  "achieved_flops_per_s": flops / seconds if seconds > 0 else None,
                  "achieved_bytes_per_s": nbytes / seconds if seconds > 0 else None,
                  "t_sol_ms": t_sol_s * 1e3 if t_sol_s > 0 else None,
                  "fraction_of_roofline": t_sol_s * 1e3 / cand["median_ms"] if t_sol_s > 0 and seconds > 0 else None,
                  "timed_outputs_checked": verified, "verified_share": verified / max(1, len(times["candidate"])),
                  "copy_ms": copy_ms}
        if bad:
            result["reason"] = "timed_output_mismatch"
            result["message"] = "; ".join(bad[:5])
        return result


def speedup_interval(base: list, cand: list) -> list:
    """The 95% interval of median(base) / median(cand), bootstrapped over each side's calls (1000 resamples,
    a fixed seed), as the compiled harness computes it: a speedup whose interval holds 1 is within noise."""
    import random
    if not base or not cand:
        return [0.0, 0.0]
    rng = random.Random(0x9E3779B97F4A7C15)
    ratios = []
    for _ in range(1000):
        c = statistics.median_high(rng.choices(cand, k=len(cand)))
        if c > 0:
            ratios.append(statistics.median_high(rng.choices(base, k=len(base))) / c)
    if not ratios:
        return [0.0, 0.0]
    ratios.sort()
    at = lambda q: ratios[min(len(ratios) - 1, int(q * len(ratios)))]  # noqa: E731
    return [at(0.025), at(0.975)]


def host_bound(cand: dict, base: dict) -> bool:
    """Either side's time is its launches' (its host time at least its device time): what two processes'
    CPU clocks say, not the device's."""
    return any(side["host_median_ms"] >= side["clock_median_ms"] > 0 or
               (side["host_median_ms"] > 0 and side["clock_median_ms"] <= 0) for side in (cand, base))


def host_bound_interval(ci: list) -> list:
    """A speedup measured in launch overhead: two runners of the same code read up to HOST_PROCESS_SPREAD
    apart (H200 run 15: 1.0-2.4x, the baseline's slower in 30 of 35 configurations), more than any call-to-call
    spread shows, so the interval takes that in: only a candidate whose launches are several times cheaper
    reads as faster."""
    low, high = ci
    return [low / HOST_PROCESS_SPREAD, high * HOST_PROCESS_SPREAD]
