"""What the Python judge and its runners share (docs/harness-protocol.md, "Trust domains").

A runner is the only process that runs candidate (or baseline) code. It gets its work as JSON messages
over one Unix socket (SOCK_SEQPACKET: a message is one record, file descriptors of shared memory ride
along) and shares one page of words with the judge (the control block) through which a timed call is
released and ends. Everything a runner sends is a claim: the judge reads verdicts and times only from
what it measured or computed itself (its own clock around the control words, its own look at the
outputs in shared memory).

Only the standard library here; torch is imported by the modules that need it.
"""
from __future__ import annotations

import array
import ctypes
import json
import math
import mmap
import os
import platform
import select
import socket
import struct
import time

CONTROL_BYTES = 4096
# The compiled harness's control block (src/wire.h), one 32-bit word per cache line, plus one word of ours:
GO = 0          # judge: release call `seq`
READY = 64      # runner (on a GPU: its hold kernel, once it fills the device): call `seq` waits for go
DONE = 128      # runner (on a GPU: a mark kernel after the call's work on its stream): call `seq` ended
EXPIRED = 192   # GPU: the hold of call `seq` gave up waiting (the call synchronizes inside)
CLOCKS = 256    # GPU: the hold's cycles and nanoseconds spun (two int64; a claim, unused by the judge)
ENQUEUED = 384  # runner's CPU: every launch of call `seq` is queued behind the hold (GPU) / it returned (host)
MAX_MESSAGE = 1 << 20
_SYS_FUTEX = {"x86_64": 202, "aarch64": 98}.get(platform.machine())
_FUTEX_WAIT, _FUTEX_WAKE = 0, 1  # shared between processes: not FUTEX_PRIVATE
SPIN_BEFORE_YIELD_NS = 20_000
F_SEAL_FUTURE_WRITE = 0x0010  # linux/fcntl.h (not in Python's fcntl module)


def clean(value):
    """JSON has no NaN or Infinity, and Kiln's reader rejects them: non-finite numbers become null."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {k: clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [clean(v) for v in value]
    return value


def event_line(obj) -> str:
    """One protocol line (the supervisor's and the judge's events)."""
    return json.dumps(clean(obj), separators=(",", ":"), allow_nan=False, default=str)


def tail(text: str, limit: int) -> str:
    return text if len(text) <= limit else "...\n" + text[-limit:]


def is_device_error(exc: BaseException) -> bool:
    """A CUDA/HIP failure (sticky on the device), told by its type's name or its message."""
    text = f"{type(exc).__name__}: {exc}"
    return (type(exc).__name__ in ("OutOfMemoryError", "AcceleratorError") or "CUDA error" in text
            or "CUDA out of memory" in text or "HIP error" in text)


class ProtocolError(Exception):
    """The other side sent something that is not the protocol (a runner's is a `protocol_violation`)."""


class Control:
    """A page of control words, mapped from a memfd that both sides hold. There are two per runner: the
    runner's page (ready, done, expired, enqueued), and the judge's page with `go`, sealed once created so
    that a runner can map it only read-only: a candidate that could write `go` itself would release its
    own hold and run before the judge's clock starts."""

    def __init__(self, fd: int, writable: bool = True):
        self.fd = fd
        self.map = mmap.mmap(fd, CONTROL_BYTES, prot=mmap.PROT_READ | (mmap.PROT_WRITE if writable else 0))
        self._fmt = struct.Struct("<I")

    @classmethod
    def create(cls, sealed: bool = False) -> Control:
        fd = os.memfd_create("kiln-control", os.MFD_CLOEXEC | (os.MFD_ALLOW_SEALING if sealed else 0))
        os.ftruncate(fd, CONTROL_BYTES)
        c = cls(fd)
        if sealed:  # no new writable mapping, no write(), no resize, no more seals; ours stays writable
            import fcntl
            fcntl.fcntl(fd, fcntl.F_ADD_SEALS, F_SEAL_FUTURE_WRITE | fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW
                        | fcntl.F_SEAL_SEAL)
        return c

    def get(self, offset: int) -> int:
        return self._fmt.unpack_from(self.map, offset)[0]

    def set(self, offset: int, value: int) -> None:
        self._fmt.pack_into(self.map, offset, value & 0xFFFFFFFF)

    def address(self) -> int:
        """Where the page lies in this process (a writable mapping: the judge's)."""
        if not hasattr(self, "_address"):
            self._address = ctypes.addressof(ctypes.c_char.from_buffer(self.map))
        return self._address

    def sleep_until(self, address: int, offset: int, seq: int, deadline_ns: int) -> bool:
        """Sleeps (a futex on the shared page, woken by `wake`) until the word reaches `seq` or the deadline
        passes. A thread asleep here has its CPU clock up to date: another process's clock is only brought
        up to date when it leaves the CPU, so the judge reads a runner's only while it sleeps."""
        while True:
            seen = self.get(offset)
            if seen >= seq:
                return True
            left = deadline_ns - time.perf_counter_ns()
            if left <= 0:
                return False
            _futex(address + offset, _FUTEX_WAIT, seen, min(left, 100_000_000))

    def wake(self, offset: int) -> None:
        _futex(self.address() + offset, _FUTEX_WAKE, 0x7FFFFFFF, None)

    def wait(self, offset: int, seq: int, deadline_ns: int, alive=None) -> bool:
        """Spins until the word reaches `seq` (yielding the CPU after 20 us); False past the deadline or
        when `alive()` says the other side is gone."""
        unpack, buf = self._fmt.unpack_from, self.map
        start = time.perf_counter_ns()
        n = 0
        while unpack(buf, offset)[0] < seq:
            n += 1
            if n & 255 == 0:
                now = time.perf_counter_ns()
                if now > deadline_ns or (alive is not None and n & 65535 == 0 and not alive()):
                    return unpack(buf, offset)[0] >= seq
                if now - start > SPIN_BEFORE_YIELD_NS:
                    os.sched_yield()
        return True


class _Timespec(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_long), ("tv_nsec", ctypes.c_long)]


_libc = ctypes.CDLL(None, use_errno=True)


def _futex(address: int, op: int, value: int, timeout_ns: int | None) -> None:
    if _SYS_FUTEX is None:  # an architecture whose number we do not know: sleep a little instead
        time.sleep(0.0001 if op == _FUTEX_WAIT else 0)
        return
    ts = None
    if timeout_ns is not None:
        ts = ctypes.byref(_Timespec(timeout_ns // 1_000_000_000, timeout_ns % 1_000_000_000))
    _libc.syscall(ctypes.c_long(_SYS_FUTEX), ctypes.c_void_p(address), ctypes.c_int(op),
                  ctypes.c_uint(value & 0xFFFFFFFF), ts, None, ctypes.c_int(0))


def thread_sleeping(pid: int, tid: int) -> bool:
    """Whether thread `tid` of process `pid` is off the CPU (asleep or stopped), from /proc."""
    try:
        with open(f"/proc/{pid}/task/{tid}/stat", "rb") as f:
            stat = f.read()
        return stat[stat.rindex(b")") + 2:stat.rindex(b")") + 3] in (b"S", b"D", b"t", b"T")
    except (OSError, ValueError):
        return True  # gone: its clock no longer moves


def threads_running(pid: int, but: int) -> int:
    """How many threads of process `pid`, thread `but` aside, are on a CPU or waiting for one, from /proc: a
    thread's state is current at once, where its CPU clock, read from another process, may lag by a tick."""
    running = 0
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return 0
    for tid in tids:
        if tid.isdigit() and int(tid) != but and not thread_sleeping(pid, int(tid)):
            running += 1
    return running


def send(sock: socket.socket, message: dict, fds=()) -> None:
    data = json.dumps(message, separators=(",", ":")).encode()
    if len(data) > MAX_MESSAGE:
        raise ProtocolError(f"a message of {len(data)} bytes is over the {MAX_MESSAGE} byte limit")
    if fds:
        socket.send_fds(sock, [data], list(fds))
    else:
        sock.send(data)


def receive(sock: socket.socket, timeout_s: float | None) -> tuple[dict | None, list[int], int | None]:
    """One message: (message, attached fds, sender's pid where credentials came with it). (None, [], None)
    on timeout; ProtocolError on EOF, a truncated or malformed message."""
    if timeout_s is not None:
        ready, _, _ = select.select([sock], [], [], max(0.0, timeout_s))
        if not ready:
            return None, [], None
    ancillary = socket.CMSG_SPACE(16 * 4) + socket.CMSG_SPACE(12)
    data, cmsgs, flags, _ = sock.recvmsg(MAX_MESSAGE, ancillary)
    fds, pid = [], None
    for level, kind, payload in cmsgs:
        if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
            a = array.array("i")
            a.frombytes(payload[:len(payload) - len(payload) % a.itemsize])
            fds.extend(a)
        elif level == socket.SOL_SOCKET and kind == getattr(socket, "SCM_CREDENTIALS", -1) and len(payload) >= 12:
            pid = struct.unpack_from("<iII", payload)[0]
    if not data:
        for fd in fds:
            os.close(fd)
        raise ProtocolError("the socket was closed")
    if flags & (socket.MSG_TRUNC | socket.MSG_CTRUNC):
        for fd in fds:
            os.close(fd)
        raise ProtocolError("a message longer than the protocol allows")
    try:
        message = json.loads(data)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(f"not a JSON message: {exc}") from None
    if not isinstance(message, dict):
        raise ProtocolError("a message that is not a JSON object")
    return message, fds, pid


def process_cpu_ns(pid: int) -> int | None:
    """CPU time of process `pid` (every thread), read from the kernel: a runner cannot lie about it."""
    try:
        return time.clock_gettime_ns((~pid << 3) | 2)  # CPUCLOCK_SCHED of a process (clock_getcpuclockid)
    except OSError:
        return None


def harness_home() -> str:
    """What holds the harness's modules: its folder, or the zipapp it was deployed as (kiln_harness.pyz): what a
    runner's PYTHONPATH names and its confinement shows it."""
    here = os.path.dirname(os.path.abspath(__file__))
    return here  # inside a zipapp this is the archive itself, a file


def harness_entry() -> str:
    """What starts the harness again (`python3 ENTRY --judge`): kiln_harness.py, or the zipapp."""
    home = harness_home()
    return home if os.path.isfile(home) else os.path.join(home, "kiln_harness.py")


def harness_folder() -> str:
    """The folder the harness lives in: kiln-harness-host and libkiln-pydevice-cuda.so may be beside it."""
    home = harness_home()
    return os.path.dirname(home) if os.path.isfile(home) else home


def namespace_pids(ns_link: str) -> list[int]:
    """The processes of one pid namespace, as this process numbers them."""
    pids = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            if os.readlink(f"/proc/{name}/ns/pid") == ns_link:
                pids.append(int(name))
        except OSError:
            continue
    return pids


def is_running_process(pid: int) -> bool:
    """Whether process `pid` exists and has not exited (a zombie has: only its exit status is left)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return False
    after_name = stat[stat.rfind(b")") + 2:]  # the name may hold spaces and parentheses
    return not after_name.startswith((b"Z", b"X"))
