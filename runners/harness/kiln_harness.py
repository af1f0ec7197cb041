#!/usr/bin/env python3
"""Kiln's harness for the `torch` and `triton` backends (docs/harness-protocol.md, docs/harness-abi.md).

    python3 kiln_harness.py REQUEST.json      # or '-' to read the request from stdin

It has the structure of the compiled harness, in three kinds of process:
- the supervisor (this script): never imports torch; starts the judge, forwards its JSON lines, kills it
  past a stage's `timeout_s`, so that a hang or a crash is still a verdict (`timeout`, `crash`);
- the judge (`--judge`, kiln_harness_judge.py): the reference, the inputs, the comparisons and the clock;
  the only process that writes the protocol;
- two runners (`--runner`, kiln_harness_runner.py), started confined by the judge: one imports and calls
  the candidate, one the baseline. They share tensors and a page of control words with the judge and
  nothing else: no protocol channel, no request, no reference, no task folder.

stdout carries the protocol only: the judge moves file descriptor 1 onto stderr before anything else and
writes its events to a private duplicate of the original stdout; runners never hold either.

Only the Python standard library is used here; torch is imported by the judge and the runners.
"""
from __future__ import annotations

import contextlib
import faulthandler
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import traceback

import kiln_harness_wire as wire

PROTOCOL = 1
HARNESS = "kiln_harness.py"
GATES = ("compile", "correctness", "performance")
STARTUP_TIMEOUT_S = 240.0       # importing torch and starting the runners, before any stage
IMPORT_TIMEOUT_S = 600.0        # load_inline may compile a large extension at import
DONE_GRACE_S = 30.0             # how long a judge that said `done` may take to exit
STDERR_TAIL_CHARS = 8000


# --------------------------------------------------------------------------------------------------
# Shared helpers (no torch)
# --------------------------------------------------------------------------------------------------

def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


# --------------------------------------------------------------------------------------------------
# Supervisor: no torch, no device; turns a dead or hung judge into a verdict
# --------------------------------------------------------------------------------------------------

def _validate_request(request) -> str | None:
    """The few things the judge cannot do without; a bad request is the caller's fault, not a verdict."""
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
    """Runs one judge, forwards its events, and reports `crash`/`timeout` when it cannot."""

    def __init__(self, request_text: str, request_path: str | None = None):
        self.request_text = request_text
        self.request_path = request_path
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
        sys.stdout.write(wire.event_line(obj) + "\n")
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
        """A new session, so that a kill also reaches the judge's runners (their launchers die with it)."""
        env = dict(os.environ, KILN_REQUEST_PATH=self.request_path or "")
        self.proc = subprocess.Popen([sys.executable, wire.harness_entry(), "--judge"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     start_new_session=True, env=env)
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, self._on_signal)
        threading.Thread(target=self._read_stdout, daemon=True).start()
        self.stderr_thread = threading.Thread(target=self._read_stderr, daemon=True)
        self.stderr_thread.start()
        try:
            self.proc.stdin.write(self.request_text.encode())
            self.proc.stdin.close()
        except BrokenPipeError:
            pass  # the judge died at once; _finish reports it

    def _on_signal(self, signum, _frame) -> None:
        """Kiln cancelled the run: take the judge (and its compilers) down with us."""
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
        """Pass the judge's stderr through and keep its tail for crash reports."""
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
        """Forward lines until the judge closes stdout; True when a stage ran past its timeout."""
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
            why = (f"the judge did not start within {STARTUP_TIMEOUT_S:.0f} s" if timed_out
                   else f"the judge died before starting ({self._describe_exit(rc)})")
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
            return wire.tail(self.stderr_tail.decode("utf-8", "replace"), STDERR_TAIL_CHARS)

    def _report_failure(self, timed_out: bool, rc: int, seconds: float) -> None:
        """The judge is gone mid-gate: fail that gate, skip the later ones, and conclude."""
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
            message = f"the judge ran past the {self.stage['timeout_s']:g} s timeout in {where}"
        else:
            reason = "crash"
            message = f"the judge was {self._describe_exit(rc)} in {where}"
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
# The judge's and the runners' entry points
# --------------------------------------------------------------------------------------------------

def _claim_stdout():
    """Keep a private copy of stdout for the protocol and point fd 1 at stderr for everything else."""
    proto_fd = os.dup(1)
    os.set_inheritable(proto_fd, False)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return os.fdopen(proto_fd, "w", buffering=1, encoding="utf-8")


def judge_main() -> int:
    proto = _claim_stdout()
    faulthandler.enable(file=os.fdopen(os.dup(2), "w"))
    with contextlib.suppress(Exception):  # no process of this user may trace or read the judge
        import ctypes
        ctypes.CDLL(None).prctl(4, 0, 0, 0, 0)  # PR_SET_DUMPABLE, 0
    request = json.loads(sys.stdin.read())
    with contextlib.suppress(OSError):
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
    t0 = time.monotonic()

    def fatal(message: str, output: str = "") -> int:
        proto.write(wire.event_line({"event": "done", "verdict": "error", "reason": "harness_error", "message": message,
                                     "output": output, "seconds": round(time.monotonic() - t0, 3)}) + "\n")
        proto.flush()
        return 1

    # The runners first: each imports torch and opens the device while this process does the same (one after
    # the other, that was seconds of every evaluation's latency).
    import kiln_harness_client as client
    request_path = os.environ.get("KILN_REQUEST_PATH") or None
    try:
        runners = client.start_runners(request, request_path)
    except client.RunnerGone as gone:
        return fatal(gone.message, gone.output)
    except Exception as exc:  # noqa: BLE001 - a request the runners cannot be started for
        return fatal(f"harness error: {type(exc).__name__}: {exc}", traceback.format_exc())
    startup = {"runners_started_s": round(time.monotonic() - t0, 3)}
    try:
        import torch
    except Exception as exc:  # noqa: BLE001
        return fatal(f"cannot import torch: {exc}", traceback.format_exc())
    startup["judge_torch_s"] = round(time.monotonic() - t0, 3)
    if (request.get("device") or {}).get("kind") != "cpu" and not torch.cuda.is_available():
        return fatal("no CUDA/HIP device is visible to torch")
    try:
        import kiln_harness_judge
        judge = kiln_harness_judge.Judge(request, proto, request_path, runners, t0)
        judge.startup = startup
        return judge.run()
    except Exception as exc:  # noqa: BLE001 - before any gate ran (device setup)
        return fatal(f"harness error: {type(exc).__name__}: {exc}", traceback.format_exc())


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[1] in ("--judge", "--runner"):
        if argv[1] == "--judge":
            code = judge_main()
        else:
            import kiln_harness_runner
            code = kiln_harness_runner.runner_main()
        sys.stderr.flush()
        os._exit(code)  # skip interpreter teardown: a broken CUDA context can hang it
    if len(argv) != 2:
        print("usage: kiln_harness.py REQUEST.json   (or '-' for stdin)", file=sys.stderr)
        return 2
    try:
        text = sys.stdin.read() if argv[1] == "-" else open(argv[1], encoding="utf-8").read()
    except OSError as exc:
        print(wire.event_line({"event": "done", "verdict": "error", "reason": "bad_request",
                               "message": f"cannot read the request: {exc}", "seconds": 0.0}), flush=True)
        return 2
    return Supervisor(text, None if argv[1] == "-" else os.path.abspath(argv[1])).run()


def run() -> None:
    """The zipapp's entry (kiln_harness.pyz: `python3 kiln_harness.pyz REQUEST`), as the script's below."""
    sys.exit(main(sys.argv))


if __name__ == "__main__":
    run()
